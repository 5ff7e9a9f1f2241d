list roles --variant unnethack
