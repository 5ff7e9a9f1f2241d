pray --variant dnethack --role Brd --race vampire --god-holiness holy --turn 1000 --maxhp 20 --hp 12 --method mc --trials 20000 --format csv
