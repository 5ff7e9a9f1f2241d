growth --variant 3.7 --role Val --race human --events "level 30; quaff gain-level x3" --report "after each" --exact --format csv
