levelup --dumplog ../data/dumplog/crlf-name-con-3.6.7.txt --format table
