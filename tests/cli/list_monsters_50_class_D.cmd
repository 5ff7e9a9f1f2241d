list monsters --variant 5.0 --class D
