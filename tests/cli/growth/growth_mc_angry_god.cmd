growth --role Val --race human --events "level 5; pray 100; pray 200; pray 250" -n 20000 --format table
