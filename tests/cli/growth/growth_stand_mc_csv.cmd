growth --role Val --race dwarf --events "level 1-10" --at-most 60 --method mc -n 5000 -q --format csv
