sanity --role Val,Pri --race human,elf --paired role,race --sanity 50 --target 2R,3R --format table
