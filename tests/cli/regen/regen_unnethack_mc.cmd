regen --variant unnethack --role Convict --race vampire --xl 3 --con 18 --hp 1 --maxhp 30 --encumbrance strained --move 0.5 -n 5000 --seed 7 --method mc --format csv
