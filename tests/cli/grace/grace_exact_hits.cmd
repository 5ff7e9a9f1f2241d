grace --maxhp 22 --damage 3d4 --hits 3 --turns 1,3 --rule none,hackem,crecellehack --format table
