growth --variant xnethack,3.6.7 --role Val --events "level 5"
exit 2
