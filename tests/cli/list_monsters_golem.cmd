list monsters --variant 3.4.3 --class golem
