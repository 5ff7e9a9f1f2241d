pray --role Tou --race human --turn 100 --exact --format table
