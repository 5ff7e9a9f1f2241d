levelup --role Val --race dwarf --con 18 --xl 10,14 --at-most 100 --method mc -n 4000 --seed 7 -q --format wiki
