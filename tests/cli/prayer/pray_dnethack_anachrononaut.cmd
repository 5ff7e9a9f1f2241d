pray --variant dnethack --role Ana --turn 1000 --maxhp 20
exit 2
