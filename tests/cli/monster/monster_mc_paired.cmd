monster --paired depth,xl --depth 1,10 --xl 1,8 gnome -n 500 --measure hp,level --format wiki
