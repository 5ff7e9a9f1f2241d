list roles --variant dnethack
