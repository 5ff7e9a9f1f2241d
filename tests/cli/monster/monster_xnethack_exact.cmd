monster --variant xnethack "soldier ant" kitten newt mumak Death "stone golem" Yeenoghu valkyrie --depth 10 --xl 8 --exact --format table
