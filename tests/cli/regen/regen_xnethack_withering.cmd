regen --variant xnethack --xl 8 --con 16 --hp 4,20 --maxhp 40 --withering 11 --after 3,10 --paired hp,after --exact --format table
