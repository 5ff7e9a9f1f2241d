levelup --dumplog ../data/dumplog/name-hp-3.6.7.txt --format table
