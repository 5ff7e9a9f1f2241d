levelup --dumplog ../data/dumplog/polymorphed-end-3.6.7.txt --format table
