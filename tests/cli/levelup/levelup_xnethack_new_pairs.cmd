levelup --variant xnethack --role Bar,Rog,Tou --race valid --con 16 --xl 1,12,30 --method exact --format table
