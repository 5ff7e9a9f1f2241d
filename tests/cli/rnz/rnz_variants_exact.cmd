rnz --variant 3.6.7,xnethack,evilhack,unnethack --i 350 --xl 1,30 --exact --format table
