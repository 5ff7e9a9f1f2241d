levelup --variant evilhack --role Bar --race giant,centaur --con rolled --xl 1,10,30 --method exact --format table
