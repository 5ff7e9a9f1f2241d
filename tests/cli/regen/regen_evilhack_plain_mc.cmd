regen --variant 3.6.7,evilhack --role Val --race human --xl 12 --con 16 --hp 1 --maxhp 70 --encumbrance stressed --move 0.5 --method mc -n 20000 --seed 2 --format table
