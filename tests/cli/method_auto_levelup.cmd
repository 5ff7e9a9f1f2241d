levelup --role Val --race human,dwarf --con 16 --xl 1,14,30 --format table
