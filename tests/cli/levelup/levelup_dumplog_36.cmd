levelup --dumplog ../data/dumplog/valkyrie-3.6.7.txt --format table
