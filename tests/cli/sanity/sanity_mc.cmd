sanity --role Val --sanity 70 --events "see akkabish tannin at 10 hostile; sleeping blessed at 50" --checkpoints 20,100 --end 200 --method mc -n 1000 --format csv
