levelup --role Val --race human --con 16 --xl 14 -n 100 --format table
