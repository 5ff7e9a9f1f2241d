#!/usr/bin/env bash
# Run every test program of a build and print one closing line:
#   check: N passed, M failed
# Usage: tests/run-tests.sh BUILD_DIR [label]
# cmocka programs print their own summaries; their counts are added up here,
# with the libpcg-cpp cross-check, the end-to-end tests (tests/e2e.sh), the
# golden command-line cases (tests/cli-tests.sh), the bad-input table
# (tests/bad-input.sh), the escapes of what messages quote
# (tests/escaped-messages.sh), the plots (tests/plot.sh), the promises about
# output files (tests/outputs.sh), the documentation's checks
# (tests/docs.sh), the check that no file points outside the repository
# (tests/no-outside-refs.sh) and the one that no code outside src/kinds/
# names a kind (tests/kind-names.sh), the folders of src/ include each
# other one way (tests/layers.sh), and nhmc serve over HTTP (tests/web.sh)
# and in a real browser (tests/browser.sh).
set -u
build=${1:?build dir}
label=${2:-}
cd "$(dirname "$0")/.."
passed=0
failed=0
failed_names=()
log=$(mktemp)
trap 'rm -f "$log"' EXIT

count() { # name, exit status; reads $log
    local name=$1 rc=$2 p f
    p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' "$log" | tail -n 1)
    f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' "$log" | tail -n 1)
    if [ -z "$p$f" ]; then # not cmocka: our own "N passed, M failed" line
        p=$(sed -n 's/^.*: \([0-9]*\) passed, \([0-9]*\) failed$/\1/p' "$log" | tail -n 1)
        f=$(sed -n 's/^.*: \([0-9]*\) passed, \([0-9]*\) failed$/\2/p' "$log" | tail -n 1)
    fi
    p=${p:-0}
    f=${f:-0}
    if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi # crashed or died
    passed=$((passed + p))
    failed=$((failed + f))
    if [ "$f" -ne 0 ]; then failed_names+=("$name"); fi
}

for t in "$build"/tests/test_*; do
    [ -x "$t" ] || continue
    echo "== $(basename "$t") ${label:+($label)}"
    "$t" >"$log" 2>&1
    rc=$?
    cat "$log"
    count "$(basename "$t")" "$rc"
done

if [ -x "$build/tests/pcg_crosscheck" ]; then
    echo "== pcg_crosscheck ${label:+($label)}"
    "$build/tests/pcg_crosscheck" >"$log" 2>&1
    rc=$?
    cat "$log"
    count pcg_crosscheck "$rc"
fi

# Scripts that print their own "<label>: N passed, M failed" line.
for s in e2e cli-tests bad-input escaped-messages plot outputs docs no-outside-refs kind-names layers web browser; do
    echo "== $s ${label:+($label)}"
    NHMC="$build/nhmc" "tests/$s.sh" >"$log" 2>&1
    rc=$?
    cat "$log"
    count "$s" "$rc"
done

echo
if [ "${#failed_names[@]}" -ne 0 ]; then
    echo "failing: ${failed_names[*]}"
fi
echo "${label:-check}: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
