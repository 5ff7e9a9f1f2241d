sanity --role Val --events "see nachash tannin at 10 hostile" --end 2000 -n 1000 --format csv
