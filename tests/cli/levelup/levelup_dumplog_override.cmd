levelup --dumplog ../data/dumplog/valkyrie-3.6.7.txt --con 16 --xl 13,14 --at-least 120 --format table
