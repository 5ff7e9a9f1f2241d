run -j 1 --format table scn_grace.ini scn_sanity.ini
