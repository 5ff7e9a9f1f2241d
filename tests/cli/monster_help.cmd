monster --help
