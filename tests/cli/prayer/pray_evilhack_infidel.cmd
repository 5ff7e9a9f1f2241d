pray --variant evilhack --role Inf --race human,giant --turn 50,400 --method exact
