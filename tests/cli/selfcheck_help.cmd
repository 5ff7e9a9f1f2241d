selfcheck --help
