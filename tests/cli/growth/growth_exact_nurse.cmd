growth --role Hea --race gnome --events "level 10; nurse" --until-maxhp 7xl,100 --exact --format table
