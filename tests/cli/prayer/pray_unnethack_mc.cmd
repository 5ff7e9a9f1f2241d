pray --variant unnethack --role Arc --race gnome --xl 12 --turn 2000 --luck 3 --altar coaligned --method mc --trials 20000 --seed 3
