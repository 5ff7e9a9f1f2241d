#!/bin/sh
# The VARIANTS section of the man page, for help2man --include: one entry
# per line of `nhmc list variants` (its name, what it is, the kinds that
# model it, written from the kind registry), so that the man page, the help
# and the listing cannot differ.
# Usage: tools/man-variants.sh path/to/nhmc
set -eu
nhmc=$1
echo "[VARIANTS]"
echo "The versions nhmc models and the kinds that answer each (nhmc list variants):"
# roff: a backslash is \e, - is a minus; "NAME description: kinds"
"$nhmc" list variants | sed -e 's/\\/\\e/g' -e 's/-/\\-/g' \
    -e 's/^\([^ ]*\)  *\(.*\)$/.TP\n.B \1\n\2./'
echo ".PP"
echo "Other names: 3.7 for 5.0, fiq for fiqhack, dnh and dnao for dnethack, and a"
echo "unique prefix of any name."
