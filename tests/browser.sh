#!/bin/sh
# nhmc serve in a real browser (tests/browser.py): headless Chromium and
# Selenium, on loopback only; screenshots of each kind's answer in build/.
# Prints "browser: N passed, M failed".  Debian's python3, which has
# python3-selenium (tools/install-deps.sh check).
# Usage: tests/browser.sh  (NHMC: the program, default ./nhmc)
cd "$(dirname "$0")/.." || exit 1
exec /usr/bin/python3 tests/browser.py
