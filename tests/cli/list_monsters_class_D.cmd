list monsters --class D
