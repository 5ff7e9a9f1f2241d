grace --hp 10,11 --maxhp 11,12 --paired hp,maxhp --damage 30 --rule none,3.7-2023,3.7-2025 --format csv
