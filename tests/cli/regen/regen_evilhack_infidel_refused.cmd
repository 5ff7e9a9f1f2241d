regen --variant evilhack --role Inf --race human --xl 8 --con 16 --maxhp 40
exit 2
