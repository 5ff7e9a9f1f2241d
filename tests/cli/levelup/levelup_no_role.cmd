levelup --con 10 --xl 1
exit 2
