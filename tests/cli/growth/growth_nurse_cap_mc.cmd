growth --role Val --race human --events 'level 10; nurse 100 until 60' -n 10000 --method mc --format table
