pray --variant dnethack --role Tou --turn 1000 --luck -2 --luck-turn 950 --maxhp 20 --hp 5 --exact --format csv
