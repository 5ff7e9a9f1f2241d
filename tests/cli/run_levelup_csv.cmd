run --format csv scn_levelup.ini
