monster --endgame --depth 50 --xl 14 "air elemental" Valkyrie "red dragon" --home-plane --exact --format csv
