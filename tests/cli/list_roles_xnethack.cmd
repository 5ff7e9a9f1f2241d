list roles --variant xnethack
