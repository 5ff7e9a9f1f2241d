regen --xl 10 --con 14 --maxhp 60 --hp 60 --mh 5 --mhmax 30 --exact --format csv
