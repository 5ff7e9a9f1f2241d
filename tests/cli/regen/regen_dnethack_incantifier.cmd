regen --variant dnethack --role Wiz --race incantifier --xl 1,10,30 --con 14 --hp 10 --maxhp 50 --pw 30 --exact --format table
