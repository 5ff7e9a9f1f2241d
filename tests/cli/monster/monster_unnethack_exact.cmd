monster --variant unnethack "soldier ant" kitten newt "hill giant" tatzelworm Death "King Arthur" "ice golem" valkyrie --depth 10 --xl 8 --exact --format table
