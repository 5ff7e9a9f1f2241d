monster --variant evilhack valkyrie --origin makemon --xl 1,14,28 -n 20000 --method montecarlo --measure hp,level --format csv
