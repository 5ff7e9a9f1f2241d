regen --variant fiqhack --role Hea,Val --xl 5 --con 14 --maxhp 40 --exact --format csv
