rnz --i 50 --xl 1 -n 500 --format wiki
