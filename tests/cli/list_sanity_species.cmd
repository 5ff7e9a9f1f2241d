list sanity-species
