growth --variant evilhack --role Val --race human --report "after each" --events "level 5; hp low; quaff healing x2; quaff extra blessed; quaff full blessed" -n 3000 --format csv
