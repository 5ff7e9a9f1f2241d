levelup --role Tou --con 3 --xl 1,14,30 -n 2000 --format table
