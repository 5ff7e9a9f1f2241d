growth --variant xnethack --role Val --race dwarf --con 17 --report "at XL 12,14" --events "level 14; drain 3; restore 3" --exact
