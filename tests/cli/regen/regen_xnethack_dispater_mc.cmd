regen --variant xnethack --xl 8 --con 16 --hp 20 --maxhp 40 --dispater --encumbrance stressed --move 0.5 -n 5000 --seed 3 --method mc --format wiki
