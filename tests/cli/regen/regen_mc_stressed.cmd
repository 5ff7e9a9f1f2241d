regen --xl 5 --con 12 --hp 1 --maxhp 30 --target 50% --encumbrance burdened,strained --move 0.25 -n 500 --format table
