run --format wiki scn_prayer.ini
