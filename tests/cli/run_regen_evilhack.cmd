run --format table scn_regen_evilhack.ini
