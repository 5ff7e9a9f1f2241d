regen --variant evilhack --role Arc --race tortle --xl 1,14 --con 18 --hp 1 --maxhp 60 --shell --after 150 --exact --format table
