pray --variant xnethack --role Arc --race dwarf --xl 4 --turn 598 --luck -1 --method exact --format table
