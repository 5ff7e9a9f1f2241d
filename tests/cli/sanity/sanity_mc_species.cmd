sanity --role Mad --events "see * at 5; delirium at 30 for 10" --species "akkabish tannin,nachash tannin" --end 300 --method montecarlo -n 500 --format table
