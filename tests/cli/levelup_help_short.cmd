levelup -h
