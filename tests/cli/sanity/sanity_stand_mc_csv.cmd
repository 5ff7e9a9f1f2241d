sanity --role Val --events "see nachash tannin at 10 hostile" --end 200 --at-most 90 --method mc -n 3000 -q --format csv
