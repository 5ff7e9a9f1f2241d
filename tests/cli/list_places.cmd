list places
