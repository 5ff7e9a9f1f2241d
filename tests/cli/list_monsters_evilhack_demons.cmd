list monsters --variant evilhack --class 'class=&'
