monster --variant xnethack Geryon --measure regen --gain-levels 0,3 --herd 20 --trials 20000 --seed 7 --format csv
