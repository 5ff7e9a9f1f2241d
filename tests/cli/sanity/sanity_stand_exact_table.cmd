sanity --role Val --events "see nachash tannin at 10 hostile" --end 200 --value 92 --format table
