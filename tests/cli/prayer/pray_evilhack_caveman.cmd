pray --variant evilhack --role Cav --race human --turn 5000 --maxhp 16 --hp 16 --record 20 --luck 10 --luck-turn 4800 --altar shrine --abused --method exact
