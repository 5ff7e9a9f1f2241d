#!/usr/bin/env bash
# Run the examples of the documentation and compare their output.
#
# Usage: tests/doctest.sh [FILE.md...]   (default: README.md and docs/**/*.md)
#
# A fenced block whose info string is `console` is an example: each line
# starting with "$ " is a command (a line ending in "\" continues on the
# next), and the lines after it, up to the next "$ " line or the closing
# fence, are its exact expected standard output.  A block preceded
# immediately by the line "<!-- illustrative -->" is not run.  Commands run
# from the repository root under bash, with the directory of NHMC (default
# ./nhmc) first on PATH.  Prints "ok - FILE:LINE" or "not ok - FILE:LINE"
# and a diff per command, then "doctest: N passed, M failed"; exits 1 when
# any failed.  A command taking more than 2 seconds is named as slow.
set -u
cd "$(dirname "$0")/.."
NHMC=${NHMC:-./nhmc}
case $NHMC in /*) ;; *) NHMC="$PWD/$NHMC" ;; esac
bindir=$(dirname "$NHMC")
[ "$(basename "$NHMC")" = nhmc ] || { echo "doctest: NHMC must be a file named nhmc" >&2; exit 2; }
if [ $# -eq 0 ]; then
    set -- README.md $(find docs -name '*.md' | LC_ALL=C sort)
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Split every example into $tmp/N.cmdf, N.outf (expected output) and N.loc
# (FILE:LINE of its "$ " line); a malformed block is N.bad.
awk -v dir="$tmp" '
function flush() { if (n > 0 && have) close(outf) }
FNR == 1 { inblock = 0; prev = "" }
{
    line = $0
    if (!inblock) {
        if (line ~ /^```console[ \t]*$/) {
            inblock = 1; skip = (prev == "<!-- illustrative -->"); have = 0; cont = 0
        }
        prev = line
        next
    }
    if (line ~ /^```[ \t]*$/) { inblock = 0; if (cont) bad("a command continued past the fence"); flush(); have = 0; prev = line; next }
    if (skip) next
    if (cont) {
        printf "%s\n", line >> cmdf
        cont = (line ~ /\\$/)
        if (!cont) close(cmdf)
        next
    }
    if (substr(line, 1, 2) == "$ ") {
        flush()
        n++; have = 1
        cmdf = dir "/" n ".cmd"; outf = dir "/" n ".exp"
        printf "%s:%d\n", FILENAME, FNR > (dir "/" n ".loc"); close(dir "/" n ".loc")
        printf "%s\n", substr(line, 3) > cmdf
        printf "" > outf
        cont = (line ~ /\\$/)
        if (!cont) close(cmdf)
        next
    }
    if (!have) { bad("output before any \"$ \" command"); next }
    printf "%s\n", line >> outf
}
function bad(why) {
    n++
    printf "%s:%d: %s\n", FILENAME, FNR, why > (dir "/" n ".bad"); close(dir "/" n ".bad")
    have = 0
}
END { if (inblock) { n++; printf "%s: a console block is not closed\n", FILENAME > (dir "/" n ".bad") } }
' "$@" || { echo "doctest: cannot read $*" >&2; exit 2; }

passed=0
failed=0
for loc in $(ls "$tmp" | sed -n 's/^\([0-9]*\)\.\(loc\|bad\)$/\1/p' | sort -n); do
    if [ -f "$tmp/$loc.bad" ]; then
        failed=$((failed + 1))
        echo "not ok - $(cat "$tmp/$loc.bad")"
        continue
    fi
    where=$(cat "$tmp/$loc.loc")
    start=$(date +%s%N)
    PATH="$bindir:$PATH" bash "$tmp/$loc.cmd" >"$tmp/$loc.got" 2>"$tmp/$loc.err" </dev/null
    rc=$?
    ms=$((($(date +%s%N) - start) / 1000000))
    if cmp -s "$tmp/$loc.exp" "$tmp/$loc.got"; then
        passed=$((passed + 1))
        if [ "$ms" -gt 2000 ]; then
            echo "ok - $where (slow: ${ms} ms; examples should take under 2 s)"
        else
            echo "ok - $where"
        fi
    else
        failed=$((failed + 1))
        echo "not ok - $where: the output differs from the documented one (exit $rc)"
        head -c 300 "$tmp/$loc.cmd" | sed '1s/^/$ /; s/^/#   /'
        diff -u --label documented --label actual "$tmp/$loc.exp" "$tmp/$loc.got" |
            head -n 40 | sed 's/^/#   /'
        [ -s "$tmp/$loc.err" ] && head -n 5 "$tmp/$loc.err" | sed 's/^/#   stderr: /'
    fi
done
echo "doctest: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
