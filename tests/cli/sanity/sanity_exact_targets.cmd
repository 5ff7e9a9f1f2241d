sanity --role Val --sanity 50 --target R,2R,3R --end 5000 --format csv
