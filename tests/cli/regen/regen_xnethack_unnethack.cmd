regen --variant 5.0,xnethack,unnethack --xl 8 --con 16 --hp 5 --maxhp 40 --encumbrance none,stressed --move 0.5 --exact --format table
