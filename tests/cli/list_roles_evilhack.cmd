list roles --variant evilhack
