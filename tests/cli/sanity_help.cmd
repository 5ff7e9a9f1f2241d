sanity --help
