growth --role Pri --race elf --con 12,16 --xl 3 --events "quaff healing uncursed x3; hp full; quaff extra cursed; quaff gain-level x2" --method mc -n 1000 --format csv
