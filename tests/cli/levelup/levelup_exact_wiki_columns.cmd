levelup --variant 3.6.7,5.0 --role Arc,Val --race human --con 10,16 --xl 10,30+2 --exact --format wiki --wiki-columns con,xl
