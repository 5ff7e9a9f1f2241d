pray --variant dnethack --role Val,Con --race human --con 5 --xl 3 --maxhp 2 --hp 1 --record 0,10 --turn 4400 --exact --format csv
