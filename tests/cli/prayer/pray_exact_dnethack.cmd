pray --variant 3.4.3,dnethack --role Tou --maxhp 20 --hp 10 --turn 101 --exact --format table
