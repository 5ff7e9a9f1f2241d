levelup --variant dnethack --role Wiz --race elf --con 16,rolled --xl 1,30+5 --method mc -n 20000 --seed 3 --format csv
