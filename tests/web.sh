#!/bin/sh
# The HTTP tests of nhmc serve (tests/web.py): servers on free loopback
# ports only.  Prints "web: N passed, M failed".
# Usage: tests/web.sh  (NHMC: the program, default ./nhmc)
cd "$(dirname "$0")/.." || exit 1
exec python3 tests/web.py
