rnz --i 1-3,1000 --xl 15 --exact --format table
