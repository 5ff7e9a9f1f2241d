monster --variant unnethack "hill giant" chillbug --gehennom --depth 30 --measure hp,regen --exact --format csv
