levelup --role Sam,Wiz --race valid --con 18,rolled --xl 1-3,30 -n 1e3 --seed 0x10 --format csv
