levelup --role all --race valid --con 16 --xl 30 --exact --format csv -q
