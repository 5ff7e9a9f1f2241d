monster --variant xnethack Geryon --measure hp,regen --herd 1 --exact --format wiki
