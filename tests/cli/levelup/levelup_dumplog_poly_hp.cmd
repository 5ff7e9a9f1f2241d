levelup --dumplog ../data/dumplog/polymorphed-3.6.7.txt --hp 120 --format table
