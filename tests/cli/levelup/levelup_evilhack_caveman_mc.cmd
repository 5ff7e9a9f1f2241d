levelup --variant evilhack --role Cav --race aasimar,giant --con 14 --xl 1,2,3,10,18,30,30+2 -n 20000 --seed 7 --method mc --format table
