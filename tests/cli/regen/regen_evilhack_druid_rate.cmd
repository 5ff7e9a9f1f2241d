regen --variant evilhack --role Dru --race elf --plants --xl 1-12 --con 16 --rate --format table
