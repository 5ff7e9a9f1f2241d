rnz --help
