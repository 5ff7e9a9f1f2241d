regen --variant dnethack --role Ana --race human,clockwork --xl 10 --con 14 --hp 5 --maxhp 40 --after 100 --asleep --bed bed --exact --format table
