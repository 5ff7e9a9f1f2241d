selfcheck -n 2000
