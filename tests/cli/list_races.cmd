list races
