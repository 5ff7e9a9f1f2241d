regen --variant unnethack --race elf,vampire --xl 8 --con 16 --hp 20 --maxhp 40 --contact --encumbrance strained --move 0.5 --after 300 --exact --format table
