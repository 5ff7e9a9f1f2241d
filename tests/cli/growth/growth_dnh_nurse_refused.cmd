growth --variant dnethack --role Hea --race gnome --events "level 10; nurse until 7xl"
exit 2
