rnz --i 350 --xl 1,30 --exact --format csv
