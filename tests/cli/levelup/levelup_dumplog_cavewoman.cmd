levelup --dumplog ../data/dumplog/cavewoman-3.6.7.txt --format table
