monster --variant 5.0 --depth 5 --xl 10 --aggravate --sokoban --levels-above 2 --amulet --deepest 30 --wiz-deaths 2 "Wizard of Yendor" --exact --format csv
