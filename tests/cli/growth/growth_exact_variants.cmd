growth --variant 3.4.3,3.6.7 --role Wiz --race elf --report "at XL 5,10" --events "level 10; drain 2; restore 2; con 18; level +2" --exact --format wiki
