rnz --variant unnethack,xnethack --i 350 --xl 1 -n 20000 --seed 9 --method mc --format csv --at-least 2000
