regen --variant dnethack --role Wiz --race human,elf,drow,incantifier,vampire --sex female --pw 20 --xl 10 --con 14 --rate --format table
