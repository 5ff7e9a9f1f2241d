regen --variant 5.0 --xl 3 --con 14 --maxhp 25 --restful-sleep --exact --format csv
