levelup --role Val --race dwarf --con 18 --xl 10,14 --value 120 --exact --format table
