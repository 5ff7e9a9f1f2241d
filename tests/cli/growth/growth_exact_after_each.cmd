growth --role Val --race dwarf --con 18 --report "after each" --events "level 1-14; quaff full blessed x2; level 30" --exact --format csv
