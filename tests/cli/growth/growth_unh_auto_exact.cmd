growth --variant unnethack --role Val --race human --events "level 30" -n 200 --format csv
