pray --role Val --race human --turn 95-105 --record start,1 --exact --format wiki --wiki-columns turn --wiki-stat p_fixed
