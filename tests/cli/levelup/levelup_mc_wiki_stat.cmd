levelup --role val --race dwarven --con 16 --xl 1,10,20 -n 1_000 --seed 7 --format wiki --wiki-columns xl --wiki-stat p95
