growth --variant evilhack --role Cav --race human --events "level 5" --literate --exact --format csv
