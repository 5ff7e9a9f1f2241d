#!/usr/bin/env bash
# Bad input must be refused cleanly: runs each row of tests/bad-input.tsv and
# checks the exit status, that stderr holds the expected fragment, that
# nothing goes to stdout and that no file is written.
# Columns (tab-separated; '#' lines and blank lines are skipped):
#   name  exit  stderr-fragment  input
# where input is either "argv: WORDS" (the nhmc arguments as typed; $DATA is
# tests/data) or "scenario: TEXT" (a scenario file, \n for a newline, run as
# "nhmc run bad.ini"; $FIX in a fragment or a scenario is replaced too).
# Each row runs in an empty directory of its own.
# $FIX is a directory of files that are not regular files, shared by the
# rows and checked unchanged after each: fifo, dir, chardev (a private
# character device when mknod is allowed, else a second FIFO), link-fifo (a
# symbolic link to fifo), dangling (a link to nothing), v-5.0 (a directory
# named by a variant), file (a regular file, for paths that use it as a
# directory) and big.ini (2 MiB of NUL bytes, a sparse file).
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
FIX=$tmp/fix
mkdir "$FIX" "$FIX/dir" "$FIX/v-5.0"
mkfifo "$FIX/fifo"
mknod "$FIX/chardev" c 1 3 2>/dev/null || mkfifo "$FIX/chardev"
ln -s fifo "$FIX/link-fifo"
ln -s nothing "$FIX/dangling"
echo keep >"$FIX/file"
truncate -s 2M "$FIX/big.ini"
fixtures() { (cd "$FIX" && ls -lAR --time-style=+ . | sed 's/  */ /g' | cut -d' ' -f1,6-); }
fixtures_before=$(fixtures)
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
    frag=${frag//\$FIX/$FIX}
    case $input in
    "argv:"*)
        # eval: the arguments are shell words, quoted as on a command line
        eval "args=(${input#argv:})" || { not_ok "$name" "cannot split: $input" && return; }
        ;;
    "scenario:"*)
        text=${input#scenario:}
        text=${text# }
        text=${text//\$FIX/$FIX}
        printf '%s\n' "${text//\\n/$'\n'}" >"$dir/bad.ini"
        args=(run bad.ini)
        ;;
    *) not_ok "$name" "input is neither argv: nor scenario: $input" && return ;;
    esac
    # a hang (a FIFO read or written) is a failure, not a stuck suite
    (cd "$dir" && exec timeout 60 "$NHMC" "${args[@]}") </dev/null >"$tmp/out" 2>"$tmp/err"
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
    elif [ "$(fixtures)" != "$fixtures_before" ]; then
        not_ok "$name" "$FIX changed: $(fixtures)"
        fixtures_before=$(fixtures)
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
