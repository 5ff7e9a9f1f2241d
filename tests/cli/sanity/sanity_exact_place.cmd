sanity --role Wiz --wis 10,14 --place rlyeh --insight 20 --veil off --sanity 60 --target 80 --end 3000 --format wiki --wiki-columns wis --wiki-stat s_end_mean
