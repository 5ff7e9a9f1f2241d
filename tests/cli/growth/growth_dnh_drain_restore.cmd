growth --variant 3.6.7,dnethack --role Val --race human --report "after each" --events "level 10; drain 3; quaff full blessed x3" -n 2000 --format table
