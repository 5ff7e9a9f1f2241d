regen --variant evilhack --role Pri --race drow --xl 3 --con 14 --maxhp 40 --lit --encumbrance stressed --move 0.5 -n 20000 --seed 6 --method mc --format table
