levelup --variant evilhack --role Cav --race aasimar --con 14 --xl 2,30 --literate --abused --method exact --format table
