sanity --role Val --wis 12 --sanity 75 --events "see nachash tannin at 10 hostile; sleeping blessed at 400" --checkpoints 100,400 --end 2000 --format table
