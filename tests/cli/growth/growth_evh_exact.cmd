growth --variant evilhack --role Cav --race giant --con 16 --report "after each" --events "level 3; level 10; drain 2; restore-ability blessed" --exact
