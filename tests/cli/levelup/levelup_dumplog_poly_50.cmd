levelup --dumplog ../data/dumplog/polymorphed-5.0.txt --format table
