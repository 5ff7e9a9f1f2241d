#!/usr/bin/env bash
# Golden tests of the nhmc command line: what each case prints must not change
# by a single byte.  A case is tests/cli/KIND/NAME.cmd (the cases of one
# kind, in the folder of its name) or tests/cli/NAME.cmd (the rest):
#   line 1  the nhmc arguments, shell-quoted as typed (no program name),
#           after optional NAME=VALUE words set in its environment (e.g.
#           NHMC_TEST_WIDTH=80: a terminal of 80 columns, docs/HACKING.md)
#   line 2  optional: "exit N", the expected exit status (default 0)
# with NAME.out the expected stdout and NAME.err the expected stderr (no .err:
# stderr must be empty).  Cases run in tests/cli, so a scenario file there is
# named by its bare name.  NAME is unique across the folders.
# Usage: tests/cli-tests.sh [--rewrite] [NAME...]
#   NHMC names the binary (default ./nhmc).  --rewrite (or NHMC_REWRITE=1)
#   writes .out and .err from the current binary instead of comparing: for a
#   change of output made on purpose; the exit status is still checked.
# Prints "ok - NAME" / "not ok - NAME" and a last line "cli: N passed, M failed".
set -u
cd "$(dirname "$0")/.."
NHMC=${NHMC:-./nhmc}
case $NHMC in /*) ;; *) NHMC="$PWD/$NHMC" ;; esac
rewrite=${NHMC_REWRITE:-0}
if [ "${1:-}" = --rewrite ]; then
    rewrite=1
    shift
fi
dir=$PWD/tests/cli
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
: >"$tmp/empty"
passed=0
failed=0

not_ok() { # name, why, diff file (may be empty)
    failed=$((failed + 1))
    echo "not ok - $1"
    echo "#   $2"
    [ -n "${3:-}" ] && head -n 20 "$3" | sed 's/^/#   /'
    return 0
}

# case_base NAME: tests/cli/NAME or tests/cli/KIND/NAME, whichever has a .cmd
case_base() {
    local c
    for c in "$dir/$1.cmd" "$dir"/*/"$1.cmd"; do
        [ -e "$c" ] && echo "${c%.cmd}" && return 0
    done
    return 1
}

# run_case NAME: run it, compare (or rewrite) its outputs
run_case() {
    local name=$1 base line status want=0 args
    base=$(case_base "$name")
    local cmd=$base.cmd
    line=$(sed -n 1p "$cmd")
    status=$(sed -n 2p "$cmd")
    case $status in
    '') ;;
    "exit "[0-9]*) want=${status#exit } ;;
    *) not_ok "$name" "line 2 of $name.cmd is not \"exit N\": $status" && return ;;
    esac
    # eval: line 1 is shell words, quoted as on a command line
    eval "args=($line)" || { not_ok "$name" "cannot split: $line" && return; }
    local envs=()
    while [ "${#args[@]}" -gt 0 ] && [[ ${args[0]} =~ ^[A-Z_][A-Z0-9_]*= ]]; do
        envs+=("${args[0]}")
        args=("${args[@]:1}")
    done
    (cd "$dir" && env "${envs[@]}" "$NHMC" "${args[@]}") >"$tmp/out" 2>"$tmp/err"
    local got=$?
    if [ "$got" -ne "$want" ]; then
        not_ok "$name" "exit $got, expected $want" "$tmp/err"
        return
    fi
    if [ "$rewrite" = 1 ]; then
        cp "$tmp/out" "$base.out"
        if [ -s "$tmp/err" ]; then cp "$tmp/err" "$base.err"; else rm -f "$base.err"; fi
        passed=$((passed + 1))
        echo "ok - $name (rewritten)"
        return
    fi
    local exp_err=$base.err
    [ -e "$exp_err" ] || exp_err=$tmp/empty # no .err: stderr must be empty
    if [ ! -e "$base.out" ]; then
        not_ok "$name" "no $name.out (make it with --rewrite)"
    elif ! cmp -s "$base.out" "$tmp/out"; then
        diff -u --label expected --label actual "$base.out" "$tmp/out" >"$tmp/diff"
        not_ok "$name" "stdout differs" "$tmp/diff"
    elif ! cmp -s "$exp_err" "$tmp/err"; then
        diff -u --label expected --label actual "$exp_err" "$tmp/err" >"$tmp/diff"
        not_ok "$name" "stderr differs" "$tmp/diff"
    else
        passed=$((passed + 1))
        echo "ok - $name"
    fi
}

if [ $# -eq 0 ]; then
    for c in "$dir"/*.cmd "$dir"/*/*.cmd; do
        [ -e "$c" ] || continue
        c=${c##*/}
        set -- "$@" "${c%.cmd}"
    done
    # a name is one case: the same name in two folders is an error
    dup=$(printf '%s\n' "$@" | sort | uniq -d | tr '\n' ' ')
    [ -z "$dup" ] || not_ok "unique names" "cases named alike in two folders: $dup"
fi
for name in "$@"; do
    if case_base "$name" >/dev/null; then run_case "$name"; else
        not_ok "$name" "no tests/cli/$name.cmd nor tests/cli/*/$name.cmd"
    fi
done

echo "cli: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
