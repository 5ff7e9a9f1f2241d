rnz --i 300,350 --xl 1,30 -n 2000 --seed 9 --format csv
