pray --variant unnethack --role Wiz --race vampire --alignment chaotic --turn 300,700 --hp 5 --method exact
