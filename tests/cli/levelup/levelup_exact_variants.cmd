levelup --variant 3.4.3,dnethack --role Val --race hum --con 18 --xl 1,2,10,30 --exact --format table
