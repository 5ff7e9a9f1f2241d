list monsters --variant xnethack --class Q
