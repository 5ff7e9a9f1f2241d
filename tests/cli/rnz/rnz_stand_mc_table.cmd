rnz --i 350 --xl 1,20 --at-least 700 -n 20000 -q --format table
