monster --variant 3.6.7,5.0 --depth 1,10 --xl 1,8 "soldier ant" newt --exact --format csv
