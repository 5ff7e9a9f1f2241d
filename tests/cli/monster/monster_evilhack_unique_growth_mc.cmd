monster --variant evilhack Cerberus Lucifer --gain-levels 30 -n 20000 --seed 5 --method montecarlo --format csv
