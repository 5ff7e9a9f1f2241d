list races --variant dnh
