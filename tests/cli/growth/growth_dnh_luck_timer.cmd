growth --variant dnethack --role Tou --race human --con 14 --events "pray 50; pray 620; pray 950" -n 20000 --format csv
