run scn_levelup.ini ./no_such_file.ini
exit 2
