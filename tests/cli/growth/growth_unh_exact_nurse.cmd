growth --variant unnethack --role Tou --race human --report "after each" --events "level 5; nurse until 40; nurse 200" --exact --format csv
