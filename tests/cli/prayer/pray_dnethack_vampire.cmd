pray --variant dnethack --role Bar --race vampire --turn 1000 --maxhp 20 --hp 5,12 --altar none,coaligned --exact --format csv
