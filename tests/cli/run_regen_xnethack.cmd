run --format table scn_regen_xnethack.ini
