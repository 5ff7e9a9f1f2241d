#!/usr/bin/env bash
# What nhmc promises about the files it writes (docs/running.md, "What nhmc
# promises about its outputs"), tried as a hostile or careless user would:
# a path or a symbolic link's target that gnuplot could read as a command, a
# '~', a kept script run again, $TMPDIR, a full disk (a small tmpfs in a
# mount namespace of its own, when this machine lets us make one), the old
# file's permissions, unwritable files and directories (run as nobody when
# we are root), names near NAME_MAX, "{variant}" in --plot, and a signal
# while gnuplot draws.
# Usage: tests/outputs.sh    NHMC names the binary (default ./nhmc)
# Prints "ok - NAME" / "not ok - NAME" and "outputs: N passed, M failed".
set -u
. "$(dirname "$0")/testlib.sh"

if ! command -v gnuplot >/dev/null; then
    echo "outputs: gnuplot is needed (tools/install-deps.sh check)"
    echo "outputs: 0 passed, 1 failed"
    exit 1
fi

hero=(levelup --role Val --con 16 --xl 1-3 -q)

# pwned DIR: any file whose name holds PWNED, or an "id" output, under DIR
pwned() { find "$1" -name '*PWNED*' -newer "$tmp/start" ! -name '*.svg' ! -name '*.gp' ! -type d; }
# expect_clean NAME DIR: nothing ran (no PWNED file was created)
expect_clean() {
    local found
    found=$(pwned "$2")
    if [ -z "$found" ]; then ok "$1"; else not_ok "$1" "a command ran: $found"; fi
}
# expect_files NAME DIR FILE...: DIR holds exactly these files (any depth)
expect_files() {
    local name=$1 dir=$2 got want
    shift 2
    got=$(cd "$dir" && find . -mindepth 1 ! -type d -printf '%P\n' | LC_ALL=C sort)
    want=$(printf '%s\n' "$@" | LC_ALL=C sort)
    if [ "$got" = "$want" ]; then ok "$name"; else
        not_ok "$name" "files: $(printf '%q ' $got); expected: $(printf '%q ' "$@")"
    fi
}
whole_svg() { xmllint --noout "$1" 2>/dev/null; }
touch "$tmp/start"

# --- 1. a plot path gnuplot would read as a pipe: a file of that name
d=$tmp/pipe && mkdir "$d"
(cd "$d" && "$NHMC" "${hero[@]}" --plot '|id >PWNED.txt;/x.svg' >/dev/null 2>err)
expect_clean "--plot '|id ...' runs nothing" "$d"
expect_files "--plot '|id ...' writes the file named" "$d" '|id >PWNED.txt;/x.svg' err
whole_svg "$d/|id >PWNED.txt;/x.svg" && ok "--plot '|id ...' is a whole SVG" ||
    not_ok "--plot '|id ...' is a whole SVG"

d=$tmp/pipe-scn && mkdir "$d"
printf '[run]\nkind = levelup\n[hero]\nrole = Val\ncon = 16\nxl = 1-3\n[output]\ncsv = out.csv\nplot = |id >PWNED.txt;/x.svg\n' >"$d/s.ini"
(cd "$d" && "$NHMC" run -q s.ini >/dev/null 2>err)
expect_clean "scenario plot = |id ... runs nothing" "$d"
expect_files "scenario plot = |id ... writes the file named" "$d" '|id >PWNED.txt;/x.svg' out.csv s.ini err

# --- 2. a newline in a path, and in a symbolic link's target
d=$tmp/newline && mkdir "$d"
nl=$'nl\n!touch PWNED\n#.svg'
(cd "$d" && "$NHMC" "${hero[@]}" --plot "$nl" >/dev/null 2>err)
expect_clean "a newline in --plot runs nothing" "$d"
expect_files "a newline in --plot writes the file named" "$d" "$nl" err

d=$tmp/link && mkdir "$d"
target=$'tgt\n!touch PWNED\n#.svg'
: >"$d/$target"
ln -s "$target" "$d/p.svg"
(cd "$d" && "$NHMC" "${hero[@]}" --plot p.svg >/dev/null 2>err)
expect_clean "a link whose target holds a newline runs nothing" "$d"
[ -L "$d/p.svg" ] && whole_svg "$d/$target" && ok "a link's target is drawn, the link kept" ||
    not_ok "a link's target is drawn, the link kept" "$(ls -la "$d")"

# --- 3. the kept script: run again by gnuplot, it draws the named file only
d=$tmp/kept && mkdir "$d"
(cd "$d" && "$NHMC" "${hero[@]}" --plot "$nl" --plot-script k.gp >/dev/null 2>err &&
    rm -f "$nl" && gnuplot k.gp 2>gperr)
expect_clean "a kept script with a newline in the name runs nothing" "$d"
whole_svg "$d/$nl" && ok "the kept script draws the file named" ||
    not_ok "the kept script draws the file named" "$(cat "$d/gperr" "$d/err")"
d=$tmp/kept-pipe && mkdir "$d"
(cd "$d" && "$NHMC" "${hero[@]}" --plot '|touch PWNED;x.svg' --plot-script k.gp >/dev/null 2>err &&
    rm -f '|touch PWNED;x.svg' && gnuplot k.gp 2>gperr)
expect_clean "a kept script for '|...' runs nothing" "$d"
whole_svg "$d/|touch PWNED;x.svg" && ok "the kept script for '|...' draws that file" ||
    not_ok "the kept script for '|...' draws that file" "$(ls "$d")"

# --- 4. '~' is a directory's name, as for every other output; $HOME untouched
d=$tmp/tilde && mkdir -p "$d" "$tmp/home"
(cd "$d" && HOME=$tmp/home "$NHMC" "${hero[@]}" --plot '~/t.svg' >/dev/null 2>err)
expect_files "--plot '~/t.svg' writes ./~/t.svg" "$d" '~/t.svg' err
expect_files "--plot '~/t.svg' leaves \$HOME alone" "$tmp/home"

# --- 5. $TMPDIR reaches neither gnuplot nor a command
d=$tmp/tmpdir && mkdir "$d"
(cd "$d" && TMPDIR=$'/x\n!touch PWNED\n' "$NHMC" "${hero[@]}" --plot p.svg >/dev/null 2>err)
expect_clean "a hostile TMPDIR runs nothing" "$d"
expect_files "a hostile TMPDIR: the picture only" "$d" p.svg err

# --- 6. permissions: a replaced file keeps its mode
d=$tmp/mode && mkdir "$d"
for f in p.svg p.csv; do : >"$d/$f" && chmod 600 "$d/$f"; done
(cd "$d" && "$NHMC" "${hero[@]}" --plot p.svg -o p.csv 2>err)
modes=$(stat -c %a "$d/p.svg" "$d/p.csv" | tr '\n' ' ')
[ "$modes" = "600 600 " ] && ok "a 0600 picture and table stay 0600" ||
    not_ok "a 0600 picture and table stay 0600" "modes $modes"

# --- 7. unwritable files and directories are refused before the run; as
# root, the checks are made as nobody (root may write anything)
as_user=()
if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null; then
    as_user=(setpriv --reuid=nobody --regid=nogroup --clear-groups)
fi
if [ "$(id -u)" -ne 0 ] || [ ${#as_user[@]} -gt 0 ]; then
    chmod 711 "$tmp" # mktemp made it 0700
    d=$tmp/perm && mkdir -m 777 "$d" && mkdir -m 555 "$d/ro"
    echo old >"$d/old.csv" && chmod 444 "$d/old.csv"
    "${as_user[@]}" "$NHMC" "${hero[@]}" -o "$d/old.csv" >/dev/null 2>"$d/err1"
    rc=$?
    [ "$rc" -eq 2 ] && grep -q 'old.csv" cannot be written' "$d/err1" && [ "$(cat "$d/old.csv")" = old ] &&
        ok "a 0444 file is refused (exit 2), kept" || not_ok "a 0444 file is refused (exit 2), kept" "exit $rc: $(cat "$d/err1")"
    "${as_user[@]}" "$NHMC" "${hero[@]}" --plot "$d/ro/new/p.svg" >/dev/null 2>"$d/err2"
    rc=$?
    [ "$rc" -eq 2 ] && grep -q "directory \"$d/ro\": Permission denied" "$d/err2" &&
        ok "an unwritable directory is refused before the run" ||
        not_ok "an unwritable directory is refused before the run" "exit $rc: $(cat "$d/err2")"
    expect_files "nothing written under an unwritable directory" "$d/ro"
else
    echo "# skipped: the permission checks need a non-root user or setpriv"
fi

# --- 8. names near NAME_MAX: the temporary's name must still fit
d=$tmp/long && mkdir "$d"
long=$(printf 'p%.0s' $(seq 251)).svg # 255 bytes
csv=$(printf 'c%.0s' $(seq 251)).csv
(cd "$d" && "$NHMC" "${hero[@]}" --plot "$long" -o "$csv" 2>err)
rc=$?
[ "$rc" -eq 0 ] && whole_svg "$d/$long" && [ -s "$d/$csv" ] && ok "255-byte names are written" ||
    not_ok "255-byte names are written" "exit $rc: $(cat "$d/err")"

# --- 9. "{variant}" in --plot: one picture per variant, of its rows alone
d=$tmp/variant && mkdir "$d"
(cd "$d" && "$NHMC" "${hero[@]}" --variant 3.4.3,5.0 --plot 'p_{variant}.svg' \
    --plot-script 'p_{variant}.gp' >/dev/null 2>err)
expect_files "--plot p_{variant}.svg: one picture and script per variant" "$d" \
    p_3.4.3.svg p_5.0.svg p_3.4.3.gp p_5.0.gp err
grep -q "NetHack 5.0" "$d/p_5.0.gp" && ! grep -q "3\.4\.3" "$d/p_5.0.gp" &&
    ok "the 5.0 picture holds the 5.0 rows only" || not_ok "the 5.0 picture holds the 5.0 rows only"
printf '[run]\nkind = levelup\nvariant = 3.6.7,5.0\n[hero]\nrole = Val\ncon = 16\nxl = 1-3\n[output]\ncsv = o_{variant}.csv\nplot = o_{variant}.svg\n' >"$d/s.ini"
(cd "$d" && "$NHMC" run -q s.ini >/dev/null 2>err)
[ -s "$d/o_3.6.7.svg" ] && [ -s "$d/o_5.0.svg" ] && ok "scenario plot = o_{variant}.svg" ||
    not_ok "scenario plot = o_{variant}.svg" "$(cat "$d/err")"

# --- 10. a signal while gnuplot draws leaves no temporary, even when
# gnuplot goes on after nhmc died (it draws into a descriptor, not a name)
d=$tmp/signal && mkdir -p "$d/bin" "$d/out"
real=$(command -v gnuplot)
printf '#!/bin/sh\nsleep 1\nexec %s "$@"\n' "$real" >"$d/bin/gnuplot"
chmod +x "$d/bin/gnuplot"
(cd "$d/out" && PATH=$d/bin:$PATH exec "$NHMC" "${hero[@]}" --plot p.svg >/dev/null 2>/dev/null) &
pid=$!
sleep 0.5
kill -TERM "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
sleep 1.5 # gnuplot finishes drawing
expect_files "SIGTERM while gnuplot draws: no file left" "$d/out"

# --- 11. a full disk keeps the old picture and exits 1: a 1 MiB tmpfs in a
# mount namespace of our own, filled but for a little room
if [ "$(id -u)" -eq 0 ] && unshare -m true 2>/dev/null; then
    d=$tmp/full && mkdir -p "$d/disk"
    for ext in svg png pdf; do
        (cd "$d" && "$NHMC" levelup --role all --con 16 --xl 1-30 -q --plot "big.$ext" >/dev/null 2>&1)
    done
    printf '[run]\nkind = levelup\n[hero]\nrole = all\ncon = 16\nxl = 1-30\n[output]\nplot = disk/p.svg\n' >"$d/full.ini"
    unshare -m bash -c '
        d=$1 nhmc=$2
        mount -t tmpfs -o size=1m tmpfs "$d/disk" || exit 3
        for ext in svg png pdf; do cp "$d/big.$ext" "$d/disk/p.$ext"; done
        head -c 2000000 /dev/zero >"$d/disk/fill" 2>/dev/null
        rm -f "$d/disk/fill"; head -c $(( $(stat -f -c "%a*%S" "$d/disk") - 16384 )) /dev/zero >"$d/disk/fill" 2>/dev/null
        for ext in svg png pdf; do
            "$nhmc" levelup --role all --con 16 --xl 1-30 -q --plot "$d/disk/p.$ext" >/dev/null 2>"$d/err.$ext"
            echo "$ext $? $(cmp -s "$d/big.$ext" "$d/disk/p.$ext" && echo same || echo changed)"
        done
        (cd "$d" && "$nhmc" run -q full.ini >/dev/null 2>"$d/err.scn")
        echo "scenario $? $(cmp -s "$d/big.svg" "$d/disk/p.svg" && echo same || echo changed)"
        echo old >"$d/disk/t.csv" && echo old >"$d/disk/k.gp" && echo old >"$d/disk/h.csv"
        "$nhmc" levelup --role all --con 16 --xl 1-30 -q -o "$d/disk/t.csv" 2>"$d/err.csv"
        echo "table $? $(cat "$d/disk/t.csv")"
        "$nhmc" levelup --role all --con 16 --xl 1-30 -q --plot-script "$d/disk/k.gp" >/dev/null 2>"$d/err.gp"
        echo "script $? $(cat "$d/disk/k.gp")"
        "$nhmc" levelup --role all --con 16 --xl 1-30 -q --histogram "$d/disk/h.csv" >/dev/null 2>"$d/err.h"
        echo "histogram $? $(cat "$d/disk/h.csv")"
        ls -a "$d/disk" | grep -c "tmp\." || true
    ' _ "$d" "$NHMC" >"$d/result" 2>&1
    for what in svg png pdf scenario; do
        line=$(grep "^$what " "$d/result")
        [ "$line" = "$what 1 same" ] && ok "a full disk keeps the old $what picture, exit 1" ||
            not_ok "a full disk keeps the old $what picture, exit 1" "$line; $(cat "$d/result" "$d"/err.* 2>/dev/null | head -5)"
    done
    for what in table script histogram; do
        line=$(grep "^$what " "$d/result")
        [ "$line" = "$what 1 old" ] && ok "a full disk keeps the old $what, exit 1" ||
            not_ok "a full disk keeps the old $what, exit 1" "$line; $(cat "$d"/err.* 2>/dev/null | head -5)"
    done
    [ "$(tail -n 1 "$d/result")" = 0 ] && ok "a full disk leaves no temporary" ||
        not_ok "a full disk leaves no temporary" "$(cat "$d/result")"
else
    echo "# skipped: a full disk needs root and a mount namespace (unshare -m)"
fi

echo "outputs: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
