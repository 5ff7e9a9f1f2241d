regen --variant evilhack --role Inf --race human --xl 8 --con 16 --hp 20 --maxhp 40 --encumbrance strained --move 0.5 --after 300 --exact --format table
