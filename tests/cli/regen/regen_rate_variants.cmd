regen --rate --variant 3.4.3,5.0 --xl 1,10,20 --con 10,18 --regeneration --format csv
