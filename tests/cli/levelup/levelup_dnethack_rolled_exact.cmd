levelup --variant dnethack --role Val,Bar --con rolled --xl 1,10,30,30+20 --exact --format table
