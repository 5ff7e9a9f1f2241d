growth --role Healer --race gnome --events 'level 10; nurse until 25xl' --format table
