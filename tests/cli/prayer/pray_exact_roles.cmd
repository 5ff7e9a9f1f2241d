pray --variant 3.6.7 --role Tou,Val,Sam --race human --turn 101 --exact --format csv
