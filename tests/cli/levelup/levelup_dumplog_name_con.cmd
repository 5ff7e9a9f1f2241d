levelup --dumplog ../data/dumplog/name-con-3.6.7.txt --format table
