levelup --variant evilhack --role Infidel --race giant --con 16 --xl 1-3,30,30+1 --method exact --format table
