regen --xl 8 --con 16 --maxhp 70 --after 100,200 --exact --format wiki --wiki-columns after
