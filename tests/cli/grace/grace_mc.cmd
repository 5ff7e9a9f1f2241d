grace --maxhp 20 --damage 2d6 --hits 2 --turns 3 --method mc -n 2000 --format csv
