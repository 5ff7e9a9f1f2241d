grace --maxhp 40 --damage 2d10 --hits 2 --turns 5 --hit 60% --rule none,xnethack --polymorph 30 --unchanging --regen 1 --format table
