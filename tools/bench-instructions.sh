#!/bin/sh
# bench-instructions.sh OLD NEW: the instructions two builds of nhmc execute
# for one Monte Carlo command of every kind (one thread, fixed trials and
# seed), counted by valgrind's callgrind.  Unlike `make bench`, the counts do
# not move with the machine's load, so a change to shared code can be shown
# to leave the kernels alone on a busy machine.  Prints one line a command:
# the old count, the new one and new/old; exits 1 if the two builds' CSV
# differ for any command (a refactor must not change an answer).
#
#   tools/bench-instructions.sh /tmp/old/nhmc ./nhmc
#
# Needs valgrind (Debian package valgrind); takes about five minutes.
set -eu

if [ $# -ne 2 ] || [ ! -x "$1" ] || [ ! -x "$2" ]; then
    echo "usage: tools/bench-instructions.sh OLD_NHMC NEW_NHMC (two nhmc programs)" >&2
    exit 2
fi
if ! command -v valgrind >/dev/null; then
    echo "bench-instructions: valgrind is missing; expected it on PATH (apt-get install valgrind)" >&2
    exit 2
fi
old=$1
new=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One command a kind, each a few tenths of a second natively.
run="--method mc -j1 -q --format csv --seed 20261121"
status=0
printf '%-8s %13s %13s %7s\n' command old new new/old
while IFS='|' read -r name args; do
    for build in old new; do
        prog=$old
        [ "$build" = new ] && prog=$new
        # shellcheck disable=SC2086 # the arguments are ours, split on purpose
        eval "valgrind --tool=callgrind --callgrind-out-file=/dev/null \"\$prog\" $args $run" \
            </dev/null >"$work/$build.csv" 2>"$work/$build.err" || {
            echo "bench-instructions: $name failed with $prog:" >&2
            cat "$work/$build.err" >&2
            exit 1
        }
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/$build.err" >"$work/$build.ir"
    done
    if ! cmp -s "$work/old.csv" "$work/new.csv"; then
        echo "bench-instructions: $name: the two builds answer differently" >&2
        status=1
    fi
    awk -v name="$name" -v a="$(cat "$work/old.ir")" -v b="$(cat "$work/new.ir")" \
        'BEGIN { printf "%-8s %13d %13d %7.4f\n", name, a, b, b / a }'
done <<'EOF'
levelup|levelup --role Val --race human --con 16 --xl 30 -n 300000
regen|regen --variant 3.6.7 --role Val --xl 10 --con 16 --hp 1 --maxhp 70 -n 300000
pray|pray --role Tou --xl 1 --turn 101,301,1001 -n 200000
growth|growth --role Val --con 16 --events "level 1-14; drain 3; quaff full blessed x3; nurse until 5xl" -n 100000
monster|monster soldier ant -n 300000
rnz|rnz --i 350 --xl 1 -n 200000
grace|grace --maxhp 20 --damage 2d4 --turns 10 --rule 3.7-2025 -n 200000
sanity|sanity --role Val --wis 12 --sanity 75 --events "see nachash tannin at 10 hostile; sleeping blessed at 400" --checkpoints 100,400 --end 2000 -n 100000
EOF
exit $status
