pray --role Sam --race human --xl 8 --con 16 --turn 1000 --anger 1 --demigod -n 1000 --seed 5 --format table
