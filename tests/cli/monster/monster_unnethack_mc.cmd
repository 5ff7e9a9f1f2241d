monster --variant unnethack tatzelworm "air elemental" --home-plane --depth 30 --xl 14 -n 20000 --method montecarlo --format csv
