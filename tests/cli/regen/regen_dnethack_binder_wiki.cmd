regen --variant dnethack --role Bin --race human --xl 10 --con 14 --hp 1 --maxhp 60 --seals berith,buer --healing-penalty 10 --restful-sleep --valley -n 20000 --format wiki
