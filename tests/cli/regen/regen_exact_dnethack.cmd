regen --variant 3.4.3,dnethack --role Val --race hum --xl 1 --con 18 --hp 1 --maxhp 19 --exact --format table
