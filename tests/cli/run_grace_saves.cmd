run -j 1 --format csv scn_grace_saves.ini
