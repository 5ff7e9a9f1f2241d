list races --variant evilhack
