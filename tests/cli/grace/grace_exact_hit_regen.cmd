grace --maxhp 20 --hp full,15 --damage 2d6+1,d8 --hit 18/20,87.5% --regen "1 at 20%" --turns 2 --rule 3.7-2026,xnethack --exact --format wiki --wiki-columns rule --wiki-stat p_saved
