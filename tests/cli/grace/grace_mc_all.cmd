grace --maxhp 12 --damage 1d12+2 --hit 0.75 --regen 1 --turns 3 --rule all --method montecarlo -n 1000 --seed 3 --format table
