pray --variant 5.0 --role Arc --race dwarf --turn 301 --luck 3 --record 5 --wishes 1 --altar coaligned --full-moon --no-fedora --exact --format csv
