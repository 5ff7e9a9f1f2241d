growth --help
