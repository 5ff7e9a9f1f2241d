run --format table scn_levelup_dumplog.ini
