run -q --format csv scn_growth.ini scn_monster.ini
