#!/bin/sh
# The COMMANDS section of the man page, for help2man --include: the text of
# `nhmc COMMAND --help` for every command `nhmc --help` lists, as printed,
# so that the man page and the help cannot differ.
# Usage: tools/man-commands.sh path/to/nhmc
set -eu
nhmc=$1
echo "[COMMANDS]"
echo "Each command's own help (nhmc COMMAND --help):"
for c in $("$nhmc" --help | sed -n 's/^  nhmc \([a-z][a-z]*\).*/\1/p' | uniq); do
    echo ".SS nhmc $c"
    echo ".nf"
    # roff: a backslash is \e, a leading . or ' is escaped, - is a minus
    "$nhmc" "$c" --help | sed -e 's/\\/\\e/g' -e 's/-/\\-/g' -e "s/^\([.']\)/\\\\\&\1/"
    echo ".fi"
done
