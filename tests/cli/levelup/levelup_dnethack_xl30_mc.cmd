levelup --variant dnethack --role Bar --race orc --con 16 --xl 29,30,30+50 --method mc -n 20000 --seed 5 --format csv
