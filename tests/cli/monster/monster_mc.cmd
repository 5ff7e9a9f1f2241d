monster --depth 10 --xl 8 "soldier ant" -n 2000 --format csv
