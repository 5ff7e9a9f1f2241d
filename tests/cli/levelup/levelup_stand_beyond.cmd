levelup --role Val --race human --con 18 --xl 14 --hp 500 --exact --format table
