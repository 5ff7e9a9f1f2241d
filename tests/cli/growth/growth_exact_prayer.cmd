growth --role Val --events "level 5; pray 300; pray 1300" --exact
exit 2
