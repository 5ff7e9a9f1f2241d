regen --rate --xl 1-10 --con 16 --format table
