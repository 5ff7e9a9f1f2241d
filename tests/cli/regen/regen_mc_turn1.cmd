regen --xl 1 --con 10 --hp 5 --maxhp 10 --turn 1 --method mc -n 1000 --format csv
