levelup --variant dnethack --role Noblewoman,pir --race valid --con 14 --xl 1,10,30 --exact --format table
