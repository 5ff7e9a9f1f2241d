levelup --variant dnethack --role Val,Tou --race hum --con 3,16 --xl 30,30+1,30+10,30+100 --exact --format table
