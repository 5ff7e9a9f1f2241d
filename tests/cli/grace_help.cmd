grace --help
