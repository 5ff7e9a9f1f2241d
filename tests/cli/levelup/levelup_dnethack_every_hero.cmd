levelup --variant dnethack --role all --race valid --con 10 --xl 30 --exact --format csv
