growth --variant evilhack --role Val --race human --events "level 5; nurse 10"
exit 2
