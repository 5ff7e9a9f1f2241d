list races --variant unnethack
