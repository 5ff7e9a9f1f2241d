levelup --role Val --race dwarf --con 18 --xl 14 --hp 120 --exact --format csv
