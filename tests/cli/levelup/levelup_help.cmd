levelup --help
