run scn_monster_geryon.ini --format csv
