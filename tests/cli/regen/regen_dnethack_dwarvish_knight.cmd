regen --variant dnethack --role Kni --race dwarf --xl 5 --con 10 --hp 1 --maxhp 20 --exact --format table
