levelup --variant unnethack --role Con --race valid --con 18 --xl 1,10,30,30+1 --method exact --format table
