monster troll kitten --depth 10 --xl 8 --measure hp,regen --exact --format csv
