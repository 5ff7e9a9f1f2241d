list tannin
