growth --variant evilhack --role Val --race human --report "after each" --events "level 5; drain 2; quaff full blessed diluted; quaff extra diluted blessed x2" --exact --format csv
