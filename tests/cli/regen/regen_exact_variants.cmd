regen --variant 3.6.7,5.0 --xl 8 --con 16 --hp 5 --maxhp 40 --encumbrance none,stressed --move 0.5 --exact --format csv
