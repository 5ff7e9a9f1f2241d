levelup --dumplog ../data/dumplog/priestess-5.0.txt --format table
