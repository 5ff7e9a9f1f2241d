pray --variant 3.4.3,3.6.7 --role Sam --race human --xl 3 --maxhp 30 --hp 6 --turn 101 --exact --format table
