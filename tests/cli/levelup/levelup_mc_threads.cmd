levelup --role all --race valid --con 14 --xl 30 -n 300 -j 3 --format csv
