regen --variant dnethack --role Bar,Val,Pir,Con,Mad,Hea,Nob,Bin --race human --xl 7 --con 12 --rate --format table
