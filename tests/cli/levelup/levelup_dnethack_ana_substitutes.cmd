levelup --variant dnethack --role Ana --race drow,clockwork --con 16 --xl 1,14,30 -n 20000 --seed 7 --format table
