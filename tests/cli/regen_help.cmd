regen --help
