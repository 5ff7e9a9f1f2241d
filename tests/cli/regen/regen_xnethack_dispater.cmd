regen --variant xnethack --xl 8 --con 16 --hp 39,1 --maxhp 40 --dispater --encumbrance none,strained --move 0.5 --exact --format table
