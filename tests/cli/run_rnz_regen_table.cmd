run --format table scn_rnz.ini scn_regen.ini
