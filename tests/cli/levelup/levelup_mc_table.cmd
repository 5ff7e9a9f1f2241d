levelup --role Tou --con 3 --xl 1,14,30 --method mc -n 2000 --format table
