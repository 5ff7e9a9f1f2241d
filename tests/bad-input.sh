#!/usr/bin/env bash
# Bad input must be refused cleanly: runs each row of tests/bad-input.tsv and
# checks the exit status, that stderr holds the expected fragment, that
# nothing goes to stdout and that no file is written.
# Columns (tab-separated; '#' lines and blank lines are skipped):
#   name  exit  stderr-fragment  input
# where input is either "argv: WORDS" (the nhmc arguments as typed; $DATA is
# tests/data) or "scenario: TEXT" (a scenario file, \n for a newline, run as
# "nhmc run bad.ini").  Each row runs in an empty directory of its own.
# Usage: tests/bad-input.sh [TSV]    NHMC names the binary (default ./nhmc)
# Prints "ok - NAME" / "not ok - NAME" and a last line
# "bad-input: N passed, M failed".
set -u
cd "$(dirname "$0")/.."
NHMC=${NHMC:-./nhmc}
case $NHMC in /*) ;; *) NHMC="$PWD/$NHMC" ;; esac
table=${1:-tests/bad-input.tsv}
DATA=$PWD/tests/data
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
row=0

not_ok() {
    failed=$((failed + 1))
    echo "not ok - $1"
    printf '%s\n' "$2" | head -n 8 | sed 's/^/#   /'
    return 0
}

# check NAME WANT FRAGMENT INPUT: run one row, print its verdict
check() {
    local name=$1 want=$2 frag=$3 input=$4 dir=$tmp/row$row args=() text
    mkdir "$dir"
    case $input in
    "argv:"*)
        # eval: the arguments are shell words, quoted as on a command line
        eval "args=(${input#argv:})" || { not_ok "$name" "cannot split: $input" && return; }
        ;;
    "scenario:"*)
        text=${input#scenario:}
        text=${text# }
        printf '%s\n' "${text//\\n/$'\n'}" >"$dir/bad.ini"
        args=(run bad.ini)
        ;;
    *) not_ok "$name" "input is neither argv: nor scenario: $input" && return ;;
    esac
    (cd "$dir" && exec "$NHMC" "${args[@]}") </dev/null >"$tmp/out" 2>"$tmp/err"
    local got=$?
    local written
    written=$(cd "$dir" && find . -mindepth 1 ! -name bad.ini | head -n 5)
    if [ "$got" -ne "$want" ]; then
        not_ok "$name" "exit $got, expected $want; stderr: $(head -c 400 "$tmp/err")"
    elif [ -z "$frag" ] || ! grep -qF -- "$frag" "$tmp/err"; then
        not_ok "$name" "'$frag' not in stderr: $(head -c 400 "$tmp/err")"
    elif [ -s "$tmp/out" ]; then
        not_ok "$name" "stdout is not empty: $(head -c 200 "$tmp/out")"
    elif [ -n "$written" ]; then
        not_ok "$name" "files written: $written"
    else
        passed=$((passed + 1))
        echo "ok - $name"
    fi
}

while IFS=$'\t' read -r name want frag input extra; do
    case $name in '' | '#'*) continue ;; esac
    row=$((row + 1))
    if [ -n "${extra:-}" ] || [ -z "${input:-}" ] || ! [ "$want" -ge 0 ] 2>/dev/null; then
        not_ok "${name:-row $row}" "$table: row $row does not have 4 columns (name, exit, fragment, input)"
        continue
    fi
    check "$name" "$want" "$frag" "$input"
done <"$table"

echo "bad-input: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
