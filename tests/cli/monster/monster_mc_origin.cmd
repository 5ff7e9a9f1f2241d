monster valkyrie --depth 20 --xl 14 --origin polymorph --method mc -n 100000 --seed 7 -j 2 --format csv
