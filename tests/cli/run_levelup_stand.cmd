run --format table scn_levelup_stand.ini
