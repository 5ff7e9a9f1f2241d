pray --role Sam --race human --xl 1,2 --maxhp 20 --turn 100 -n 2000 --format csv
