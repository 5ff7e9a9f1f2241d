monster kitten --measure hp,regen --at-most 5 --exact --format table
