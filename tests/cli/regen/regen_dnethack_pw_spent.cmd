regen --variant dnethack --role Wiz --race incantifier --xl 10 --con 14 --hp 10 --maxhp 50 --pw 30 --after 100,300 --pw-spent --exact --format table
