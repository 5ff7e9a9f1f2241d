monster --variant unnethack Punisher chillbug --depth 1,10 --measure hp,regen --exact --format csv
