regen --variant evilhack --role Arc --race tortle --xl 1,14 --con 14,18 --shell --rate --format table
