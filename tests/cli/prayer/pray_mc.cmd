pray --role Tou --race human --turn 101 -n 2000 --format csv
