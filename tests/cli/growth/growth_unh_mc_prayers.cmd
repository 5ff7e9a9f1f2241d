growth --variant unnethack --role Val --race human --report "after each" --events "level 3; drain; pray 700; pray 1700" -n 2000 --format csv
