pray --help
