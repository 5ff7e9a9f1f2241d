growth --role Val --race human --events "level 5; pray 300" -n 2000 --format table
