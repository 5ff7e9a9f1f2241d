growth --role Val --events "level 5; pray 300; pray 1300" -n 500 --format table
