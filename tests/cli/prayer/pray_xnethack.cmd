pray --variant xnethack --role Tou --race gnome --turn 101,100500 --record 10 --method exact
