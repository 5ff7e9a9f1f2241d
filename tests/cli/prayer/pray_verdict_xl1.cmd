pray --variant 3.4.3,3.6.7,5.0 --role Sam --race human --turn 100 --exact --format table
