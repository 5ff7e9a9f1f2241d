NHMC_TEST_WIDTH=200 pray --variant 3.6.7 --role Val --race human --turn 101 --exact --format table
