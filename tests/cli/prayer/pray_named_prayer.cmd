prayer --variant 3.6.7 --role Val --race human --turn 101 --exact --format csv
