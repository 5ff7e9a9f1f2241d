growth --variant dnethack --role Nob,Pir,Ana --events "level 10; drain 2; quaff full blessed x2" -n 2000 --format csv
