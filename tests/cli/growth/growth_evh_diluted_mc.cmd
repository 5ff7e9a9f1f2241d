growth --variant evilhack --role Val --race human --report "after each" --events "hp low; quaff healing diluted; hp low; quaff healing" -n 5000 --format csv
