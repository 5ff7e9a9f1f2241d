#!/usr/bin/env bash
# No raw control byte of what the user wrote reaches standard error: every
# option of every command (read from its --help), given a value holding
# ESC, a newline, a carriage return, DEL and a byte that is not UTF-8,
# after the command's own example (so that the value is what is judged);
# every key of a scenario file, and its section, and the file's name.
# (A value accepted, such as an output file's name, may run quietly: -q.)
# Standard error may hold newlines only between messages: each line starts
# "nhmc: " or "(see: ".
# Usage: tests/escaped-messages.sh    NHMC names the binary (default ./nhmc)
# Prints "ok - NAME" / "not ok - NAME" and a last line
# "escaped-messages: N passed, M failed".
set -u
cd "$(dirname "$0")/.."
NHMC=${NHMC:-./nhmc}
case $NHMC in /*) ;; *) NHMC="$PWD/$NHMC" ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
BAD=$'\e[2J\e]0;t\a\nFORGED\r\x7f\xff\xc2\x9b!'
# a scenario's value holds no newline (it would end the line)
LINE=${BAD//$'\n'/}
passed=0
failed=0
quoted=0 # messages that quote the text (the others judge it without quoting)

# check NAME ARGS...: run nhmc in an empty directory, judge its stderr
check() {
    local name=$1 dir
    shift
    dir=$(mktemp -d "$tmp/run.XXXXXX")
    (cd "$dir" && exec timeout 60 "$NHMC" "$@") </dev/null >/dev/null 2>"$tmp/err"
    local rc=$?
    local why=""
    if LC_ALL=C grep -q $'[\x01-\x09\x0b-\x1f\x7f\x80-\xff]' "$tmp/err"; then
        why="a raw control byte or non-ASCII byte in stderr"
    elif grep -qv -e '^nhmc: ' -e '^(see: ' "$tmp/err"; then
        why="a line of stderr not starting nhmc: or (see:"
    elif [ ! -s "$tmp/err" ] && [ "$rc" -ne 0 ]; then
        why="exit $rc and no message"
    fi
    if [ -n "$why" ]; then
        failed=$((failed + 1))
        echo "not ok - $name: $why"
        od -c "$tmp/err" | head -n 6 | sed 's/^/#   /'
    else
        passed=$((passed + 1))
        grep -q 'FORGED' "$tmp/err" && quoted=$((quoted + 1))
        echo "ok - $name"
    fi
}

# The options of `nhmc CMD --help`, without the leading dashes.
options_of() {
    "$NHMC" "$@" --help | sed -n 's/^  \(-[a-zA-Z], \)\{0,1\}--\([a-z][a-z0-9-]*\).*/\2/p' | sort -u
}

# The kinds' commands; each one's example (its help's last lines).
kinds=$("$NHMC" --help | sed -n 's/^  nhmc \([a-z]*\) .*/\1/p' |
    grep -v -x -e run -e selfcheck -e list -e serve -e COMMAND)
[ -n "$kinds" ] || { echo "not ok - no kinds in nhmc --help"; exit 1; }
example_of() {
    "$NHMC" "$1" --help | sed -n '/^Example: nhmc/,$p' | sed 's/^Example: nhmc [a-z]* //' |
        sed -e ':a' -e '/\\$/N; s/\\\n *//; ta' | head -n 1
}
# The kind's scenario keys as "key section" lines (docs/kinds/K.md's key
# table, which tests/docs.sh checks against the program), then the keys of
# [output].
keys_of() {
    local page=docs/kinds/$1.md section
    [ "$1" = pray ] && page=docs/kinds/prayer.md
    section=$(sed -n 's/.*section `\[\([a-z]*\)\]`.*/\1/p' "$page" | head -n 1)
    sed -n '/kinddoc begin/,/kinddoc end/p' "$page" |
        sed -n "s/^| \`\([a-z_]*\)\` in \`\[run\]\` .*/\1 run/p; s/^| \`\([a-z_]*\)\` | .*/\1 $section/p"
    printf '%s output\n' csv wiki histogram wiki_columns wiki_stat value at_least at_most plot plot_script
}
# A scenario of kind $1 from the example's words ($2...: --option value,
# flags, and the words of a kind that takes them), with key $KEY in
# section $SECTION set to $BAD.
scenario_of() {
    local k=$1 section=$2 key=$3 opt val
    shift 3
    declare -A in
    local words=""
    while [ $# -gt 0 ]; do
        case $1 in
        --*)
            opt=${1#--}
            opt=${opt//-/_}
            if [ $# -gt 1 ] && [ "${2#--}" = "$2" ]; then val=$2; shift; else val=on; fi
            in[$opt]=$val ;;
        *) words="${words:+$words, }$1" ;;
        esac
        shift
    done
    [ -n "$words" ] && in[$k]=$words
    in[$key]=$LINE
    local runkeys="" ownkeys="" outkeys=""
    while read -r kk ss; do
        [ -n "${in[$kk]+x}" ] || continue
        case $ss in
        run) runkeys+="$kk = ${in[$kk]}"$'\n' ;;
        output) outkeys+="$kk = ${in[$kk]}"$'\n' ;;
        *) ownkeys+="$kk = ${in[$kk]}"$'\n'; own=$ss ;;
        esac
    done < <(keys_of "$k")
    printf '[run]\nkind = %s\ntrials = 1000\n%s[%s]\n%s[output]\n%s' "$k" "$runkeys" \
        "$section" "$ownkeys" "$outkeys"
}
for k in $kinds; do
    page=docs/kinds/$k.md
    [ "$k" = pray ] && page=docs/kinds/prayer.md
    if [ ! -f "$page" ]; then
        failed=$((failed + 1))
        echo "not ok - $k: no key table ($page), so its scenario keys go untried"
        continue
    fi
    eval "ex=($(example_of "$k"))"
    for o in $(options_of "$k"); do
        [ "$o" = help ] && continue
        check "$k --$o" "$k" "${ex[@]}" -n 1000 -q "--$o" "$BAD"
        check "$k --$o=" "$k" "${ex[@]}" -n 1000 -q "--$o=$BAD"
    done
    check "$k word" "$k" "${ex[@]}" -n 1000 -q "$BAD"
    check "$k unknown option" "$k" "${ex[@]}" "--x$BAD"
    # a scenario: the bad text as each key's value, as a key, as a section
    own=$(keys_of "$k" | awk '$2 != "run" && $2 != "output" { print $2; exit }')
    while read -r key section; do
        scenario_of "$k" "$own" "$key" "${ex[@]}" >"$tmp/s.ini"
        check "$k scenario $key" run -q "$tmp/s.ini"
    done < <(keys_of "$k")
    printf '[run]\nkind = %s\n[%s]\n%s = 1\n' "$k" "$own" "$LINE" >"$tmp/s.ini"
    check "$k scenario key" run "$tmp/s.ini"
    printf '[run]\nkind = %s\n[%s]\n' "$k" "$LINE" >"$tmp/s.ini"
    check "$k scenario section" run "$tmp/s.ini"
done
printf '[run]\nkind = %s\n' "$LINE" >"$tmp/s.ini"
check "scenario kind" run "$tmp/s.ini"
printf '[run]\nkind = levelup\n[output]\ncsv = %s.csv\n' "$LINE" >"$tmp/s.ini"
check "scenario output" run "$tmp/s.ini"
cp "$tmp/s.ini" "$tmp/$BAD.ini"
check "scenario file name" run "$tmp/$BAD.ini"
check "missing scenario file" run "$BAD.ini"
# the note naming a file written (its name without a newline: a file's
# name may hold any other byte)
check "wrote note" rnz --i 350 --xl 1 -n 1000 -o $'\e[2J\x7f.csv'

check "command" "$BAD"
for o in $(options_of run); do
    [ "$o" = help ] || check "run --$o" run "--$o" "$BAD" "$tmp/s.ini"
done
for o in $(options_of selfcheck); do
    [ "$o" = help ] || check "selfcheck --$o" selfcheck "--$o" "$BAD"
done
check "list" list "$BAD"
check "list monsters --class" list monsters --class "$BAD"
check "list monsters --variant" list monsters --variant "$BAD"

echo "# $quoted messages quote the text"
echo "escaped-messages: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
