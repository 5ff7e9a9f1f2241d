pray --variant dnethack --role Bin,Con,Nob --race human --turn 1000 --maxhp 20 --hp 5 --exact --format csv
