regen --variant evilhack --role Pri --race drow --xl 1-4,10,12 --con 14 --maxhp 40 --lit --exact --format table
