pray --variant evilhack --role Bar --race vampire,draugr --turn 1000 --hp 12 --altar none,crossaligned,opposed --method exact --format table
