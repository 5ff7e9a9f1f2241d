regen --paired xl,maxhp --xl 1,8 --maxhp 10,70 --con 16 --target 0.5 --exact --format csv
