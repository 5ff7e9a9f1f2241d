regen --variant evilhack --role Arc --race tortle --xl 1,14 --con 18 --hp 1 --maxhp 60 --shell --after 150 -n 20000 --seed 4 --method mc --format wiki
