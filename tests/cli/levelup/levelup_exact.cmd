levelup --role Val --race valid --con 10,18,rolled --xl 1,10,30 --exact --format csv
