monster --guardian Angel --endgame --depth 50 --xl 20 --exact --format csv
