monster --variant 3.4.3 class=golem f --exact --format table
