monster --variant evilhack "soldier ant" "red dragon" Death Demogorgon Juiblex Lucifer Cerberus valkyrie --depth 10 --xl 8 --exact --format table
