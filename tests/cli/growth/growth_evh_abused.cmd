growth --variant evilhack --role Pri --race aasimar --events "level 3; pray 1000" --abused -n 2000 --format wiki
