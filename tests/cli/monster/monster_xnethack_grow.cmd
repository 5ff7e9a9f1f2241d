monster --variant xnethack kitten --grow --kills 20 --victim-level 5 --measure hp,level,regen --exact --format csv
