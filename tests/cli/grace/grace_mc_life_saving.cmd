grace --maxhp 40 --damage 2d10 --hits 2 --turns 5 --hit 60% --rule none,3.7-2023 --life-saving 3.6.7 --xl 14 --method mc -n 20000 --seed 5 -j 2 --format csv
