growth --variant evilhack --role Kni --race draugr --events "level 5; nurse 10"
exit 2
