grace --maxhp 150 --damage 2d80 --hits 2 --turns 3 --hit 60% --rule none,xnethack --life-saving xnethack-cursed --xl 10 --con 17 --exact --format csv
