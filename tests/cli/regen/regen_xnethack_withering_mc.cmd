regen --variant xnethack --xl 8 --con 16 --hp 10 --maxhp 11 --withering 3 --method mc -n 100000 --seed 5 --format table
