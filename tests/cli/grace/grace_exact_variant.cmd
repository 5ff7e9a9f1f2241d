grace --variant 3.6.7 --maxhp 20 --damage 2d4 --format csv
