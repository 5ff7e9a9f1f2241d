#!/usr/bin/env bash
# End-to-end tests of the nhmc command line.  NHMC names the binary (default
# ./nhmc).  Prints "ok - ..." / "not ok - ..." per test and a last line
# "e2e: N passed, M failed"; exits nonzero if any failed.
# Usage errors and bad values are rows of tests/bad-input.tsv; exact output
# bytes of the command line are pinned by tests/cli (tests/cli-tests.sh).
# With NHMC_SANITIZED set (the ASan/UBSan build) the full shipped scenario is
# replaced by a slice of it, which must match the committed rows exactly.
set -u
. "$(dirname "$0")/testlib.sh"
# expect_exit NAME CODE CMD...: run CMD, check its exit status
expect_exit() {
    local name=$1 want=$2
    shift 2
    "$@" >"$tmp/out" 2>"$tmp/err"
    local got=$?
    if [ "$got" -eq "$want" ]; then ok "$name"; else
        not_ok "$name" "exit $got, expected $want; stderr: $(head -c 400 "$tmp/err")"
    fi
}
# expect_grep NAME FILE PATTERN: FILE contains PATTERN (fixed string)
expect_grep() {
    if grep -qF -- "$3" "$2"; then ok "$1"; else
        not_ok "$1" "'$3' not found in: $(head -c 400 "$2")"
    fi
}

# --- help and version
expect_exit "version exits 0" 0 "$NHMC" --version
expect_grep "version names nhmc" "$tmp/out" "nhmc 0."
expect_exit "help exits 0" 0 "$NHMC" --help
expect_grep "help lists levelup" "$tmp/out" "nhmc levelup"
expect_exit "levelup --help exits 0" 0 "$NHMC" levelup --help
expect_grep "levelup help lists CSV columns" "$tmp/out" "variant,role,race,con,xl,n,mean,sd"
expect_exit "run --help exits 0" 0 "$NHMC" run --help
expect_exit "list roles" 0 "$NHMC" list roles
expect_grep "list roles names Valkyrie" "$tmp/out" "Valkyrie"
expect_exit "list variants" 0 "$NHMC" list variants
expect_grep "list variants explains 3.7" "$tmp/out" "3.7"

# --- values and formats
"$NHMC" levelup --role Val --race human --con 10 --xl 1,10 -n 1e4 --method mc --format csv >"$tmp/v.csv" 2>"$tmp/err"
header="variant,role,race,con,xl,n,mean,sd,sem,ci95_lo,ci95_hi,min,p01,p05,p25,p50,p75,p90,p95,p99,max"
if [ "$(head -n 1 "$tmp/v.csv")" = "$header" ]; then ok "CSV header"; else not_ok "CSV header" "$(head -n 1 "$tmp/v.csv")"; fi
if grep -q '^3.6.7,Val,hum,10,1,10000,16.000000,0.000000,0.000000,16.000000,16.000000,16,16,16,16,16,16,16,16,16,16$' "$tmp/v.csv"; then
    ok "XL 1 is the starting HP, exactly"
else not_ok "XL 1 is the starting HP, exactly" "$(cat "$tmp/v.csv")"; fi
"$NHMC" levelup --role Val --con 10 --xl 1 -n 1000 --method mc --format wiki >"$tmp/v.wiki" 2>&1
expect_grep "wiki table class" "$tmp/v.wiki" '{| class="prettytable sortable"'
expect_grep "wiki caption names trials and seed" "$tmp/v.wiki" "1,000 trials per row, seed 20261121"
expect_grep "wiki numeric sort" "$tmp/v.wiki" 'data-sort-type="number"'
"$NHMC" levelup --role Val --con 10 --xl 1 -n 1000 --format table >"$tmp/v.txt" 2>&1
expect_grep "table format is aligned text" "$tmp/v.txt" "variant  role  race"
expect_exit "-n 1e3 and --seed 0x10 accepted" 0 "$NHMC" levelup --role Sam --con 18 --xl 30 -n 1e3 --seed 0x10

# --- reproducibility: same bytes for any thread count
args=(levelup --role all --race valid --con 3,18,rolled --xl 1-30,30+2 -n 20000 --method mc --format csv -q)
"$NHMC" "${args[@]}" -j1 >"$tmp/j1.csv"
"$NHMC" "${args[@]}" -j2 >"$tmp/j2.csv"
"$NHMC" "${args[@]}" -j5 >"$tmp/j5.csv"
if cmp -s "$tmp/j1.csv" "$tmp/j2.csv" && cmp -s "$tmp/j1.csv" "$tmp/j5.csv" && [ -s "$tmp/j1.csv" ]; then
    ok "-j1, -j2 and -j5 give identical bytes"
else not_ok "-j1, -j2 and -j5 give identical bytes"; fi
"$NHMC" levelup --role Val --race hum --con 18 --xl 1-30,30+2 -n 20000 --method mc --format csv -q >"$tmp/one.csv"
if grep -F '3.6.7,Val,hum,18,' "$tmp/j1.csv" | cmp -s - <(tail -n +2 "$tmp/one.csv"); then
    ok "a hero gives the same rows alone as inside a larger grid"
else not_ok "a hero gives the same rows alone as inside a larger grid"; fi

# --- histogram output
expect_exit "histogram file written" 0 "$NHMC" levelup --role Tou --con 3 --xl 1,14 -n 5000 --method mc -o "$tmp/h.csv" --histogram "$tmp/h_hist.csv" -q
if [ "$(head -n 1 "$tmp/h_hist.csv")" = "variant,role,race,con,xl,value,count,prob" ]; then ok "histogram header"; else not_ok "histogram header" "$(head -n 1 "$tmp/h_hist.csv")"; fi
total=$(awk -F, 'NR > 1 && $5 == 14 { s += $7 } END { print s }' "$tmp/h_hist.csv")
if [ "$total" = 5000 ]; then ok "histogram counts add up to n"; else not_ok "histogram counts add up to n" "got $total"; fi

# --- write errors and atomic files
# /dev/full must be the full device (character device 1, 7), which some
# containers lack
if [ "$(stat -L -c '%F %t %T' /dev/full 2>/dev/null)" = "character special file 1 7" ]; then
    "$NHMC" levelup --role Val --con 10 --xl 1-30 -n 1000 --format csv >/dev/full 2>"$tmp/err"
    rc=$?
    if [ "$rc" -eq 1 ]; then ok "stdout on a full device exits 1"; else not_ok "stdout on a full device exits 1" "exit $rc"; fi
    expect_grep "write error is reported" "$tmp/err" "error writing standard output"
else
    echo "# skipped: /dev/full is not the full device (character device 1, 7)"
fi
# A pipe whose reader has gone: EPIPE, exit 1 with a message (not death by
# SIGPIPE), on any machine.
{
    sleep 0.3
    "$NHMC" levelup --role Val --con 10 --xl 1-30 -n 1000 --format csv 2>"$tmp/err"
    echo $? >"$tmp/rc"
} | true
rc=$(cat "$tmp/rc")
if [ "$rc" -eq 1 ]; then ok "stdout on a closed pipe exits 1"; else not_ok "stdout on a closed pipe exits 1" "exit $rc"; fi
expect_grep "broken pipe is reported" "$tmp/err" "error writing standard output: Broken pipe"
touch "$tmp/afile"
expect_exit "output under a file is refused before the run" 2 "$NHMC" levelup --role Val --con 10 --xl 1 -n 100 -o "$tmp/afile/x.csv"
mkdir -p "$tmp/ro"
chmod 555 "$tmp/ro"
if [ ! -w "$tmp/ro" ]; then # root writes anywhere
    expect_exit "unwritable output exits 1" 1 "$NHMC" levelup --role Val --con 10 --xl 1 -n 100 -o "$tmp/ro/x.csv"
fi
chmod 755 "$tmp/ro"
expect_exit "output directories are created" 0 "$NHMC" levelup --role Val --con 10 --xl 1 -n 100 -o "$tmp/new/dir/x.csv" -q
[ -s "$tmp/new/dir/x.csv" ] && ok "file in a new directory" || not_ok "file in a new directory"

# --- output paths: a symbolic link is written through, "-" and /dev/stdout
# are standard output (devices, FIFOs and directories: tests/bad-input.tsv)
mkdir -p "$tmp/links/target"
echo old >"$tmp/links/target/t.csv"
ln -s target/t.csv "$tmp/links/l.csv"
expect_exit "output through a symbolic link" 0 "$NHMC" levelup --role Val --con 10 --xl 1 -n 100 -q -o "$tmp/links/l.csv"
if [ -L "$tmp/links/l.csv" ] && grep -q '^3.6.7,Val,hum,10,1,100,' "$tmp/links/target/t.csv"; then
    ok "the link stays and its target holds the table"
else not_ok "the link stays and its target holds the table" "$(ls -l "$tmp/links" "$tmp/links/target")"; fi
[ -z "$(ls -A "$tmp/links/target" | grep -v '^t.csv$')" ] && ok "no temporary beside the target" ||
    not_ok "no temporary beside the target" "$(ls -A "$tmp/links/target")"
"$NHMC" levelup --role Val --con 10 --xl 1 -n 100 -q --format csv >"$tmp/plain.csv"
for name in - /dev/stdout; do
    (cd "$tmp/links" && "$NHMC" levelup --role Val --con 10 --xl 1 -n 100 -q -o "$name" >"$tmp/dash.csv")
    if cmp -s "$tmp/plain.csv" "$tmp/dash.csv" && [ ! -e "$tmp/links/-" ]; then
        ok "-o $name writes the CSV to standard output"
    else not_ok "-o $name writes the CSV to standard output" "$(head -c 300 "$tmp/dash.csv")"; fi
done
printf '[run]\nkind = levelup\ntrials = 100\n[hero]\nrole = Val\ncon = 10\nxl = 1\n[output]\ncsv = -\n' >"$tmp/links/dash.ini"
(cd "$tmp/links" && "$NHMC" run -q dash.ini >"$tmp/dash.csv")
if cmp -s "$tmp/plain.csv" "$tmp/dash.csv" && [ ! -e "$tmp/links/-" ]; then
    ok "csv = - in a scenario writes to standard output"
else not_ok "csv = - in a scenario writes to standard output" "$(head -c 300 "$tmp/dash.csv")"; fi

# An interrupted run leaves neither the output nor a temporary behind.
# (SIGTERM: a non-interactive shell starts background jobs ignoring SIGINT.)
mkdir -p "$tmp/int"
"$NHMC" levelup --role all --con 3-25 --xl 1-30 -n 1e6 --method mc -q -o "$tmp/int/big.csv" &
pid=$!
sleep 0.5
kill -TERM "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
if [ -z "$(ls -A "$tmp/int")" ]; then ok "interrupted run leaves no file"; else not_ok "interrupted run leaves no file" "$(ls -A "$tmp/int")"; fi

# Signals at any moment, also while the outputs are renamed into place:
# never a temporary left, and every output either the old file or the new.
# (The runs give the same bytes, so both are the reference.)
mkdir -p "$tmp/sig"
printf '%s\n' '[run]' 'kind = levelup' 'variant = 3.6.7,5.0' 'trials = 500' '[hero]' 'role = all' \
    'race = valid' 'con = 3-25' 'xl = 1-30' '[output]' 'csv = o/{variant}.csv' \
    'wiki = o/{variant}.wiki' 'histogram = o/{variant}-h.csv' >"$tmp/sig/s.ini"
start=$(date +%s%N)
(cd "$tmp/sig" && "$NHMC" run -q s.ini)
ms=$((($(date +%s%N) - start) / 1000000))
cp -r "$tmp/sig/o" "$tmp/sig/ref"
left=""
for i in 1 2 3 4 5 6 7 8; do
    sig=$(echo TERM HUP INT | cut -d' ' -f$((i % 3 + 1)))
    (cd "$tmp/sig" && exec env --default-signal=INT "$NHMC" run -q s.ini) &
    pid=$!
    sleep "$(awk -v ms="$ms" -v i="$i" 'BEGIN { printf "%.3f", ms * (0.3 + 0.1 * i) / 1000 }')"
    kill -"$sig" "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    left="$left$(ls -A "$tmp/sig/o" | grep '\.tmp\.')"
    diff -r "$tmp/sig/ref" "$tmp/sig/o" >/dev/null || left="$left (outputs differ after SIG$sig)"
done
[ -z "$left" ] && ok "signals during the writes leave no temporary and whole outputs" ||
    not_ok "signals during the writes leave no temporary and whole outputs" "$left"

# Planning does not grow with the trials: 1e12 trials over a large grid
# start at once in little memory (and are interrupted).
mkdir -p "$tmp/huge"
"$NHMC" levelup --role all --race valid --con 3-25 --xl 1-30 -n 1e12 --method mc -q -o "$tmp/huge/x.csv" 2>"$tmp/err" &
pid=$!
sleep 1
if kill -0 "$pid" 2>/dev/null; then
    rss=$(ps -o rss= -p "$pid" | tr -d ' ')
    ok "1e12 trials over 2576 jobs are running"
    [ "${rss:-0}" -lt 400000 ] && ok "and in less than 400 MB" || not_ok "and in less than 400 MB" "rss ${rss} kB"
else not_ok "1e12 trials over 2576 jobs are running" "$(cat "$tmp/err")"; fi
kill -TERM "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
[ -z "$(ls -A "$tmp/huge")" ] && ok "the interrupted huge run leaves no file" ||
    not_ok "the interrupted huge run leaves no file" "$(ls -A "$tmp/huge")"

# --- scenario files (bad ones are rows of tests/bad-input.tsv)
mkdir -p "$tmp/good"
(cd "$tmp/good" && "$NHMC" run -q "$repo/tests/data/good_output.ini")
[ -s "$tmp/good/out/good.csv" ] && ok "scenario writes its [output] files" || not_ok "scenario writes its [output] files"

# --- exact answers (docs/rules.md, Known values)
# method auto (the default): exact where the exact model answers every case
# and costs less than the trials asked; Monte Carlo otherwise
expect_exit "levelup auto exits 0" 0 "$NHMC" levelup --role Val --race human --con 10 --xl 10 --format csv
expect_grep "levelup auto at 10^6 trials is exact: 70, n empty" "$tmp/out" "3.6.7,Val,hum,10,10,,70.0000000000,"
expect_exit "levelup auto with 10 trials exits 0" 0 "$NHMC" levelup --role Val --race human --con 10 --xl 10 -n 10 --format csv
expect_grep "levelup auto at 10 trials is Monte Carlo (n 10)" "$tmp/out" "3.6.7,Val,hum,10,10,10,"
expect_exit "growth auto with a prayer exits 0" 0 "$NHMC" growth --role Val --race human --events "level 5; pray 300" -n 500 --format csv
expect_grep "growth auto with a prayer is Monte Carlo (no exact model for it)" "$tmp/out" "3.6.7,Val,hum,10,end,500,"
expect_exit "growth auto with a 3.6.7 drain after a nurse exits 0" 0 "$NHMC" growth --role Val --race human --events "level 10; nurse 20; drain" -n 500 --format csv
expect_grep "growth auto falls back to Monte Carlo where the exact model stops" "$tmp/out" "3.6.7,Val,hum,10,end,500,"
expect_exit "sanity auto with two species seen twice exits 0" 0 "$NHMC" sanity --role Val --events "see nachash tannin at 10 for 2; see akkabish tannin at 20 for 2; see nachash tannin at 30 for 2; see akkabish tannin at 40 for 2" --end 200 --format csv
expect_grep "sanity auto falls back to Monte Carlo outside the exact programme (n 10^6)" "$tmp/out" "Valkyrie,human,18,1,none,0,intact,100,100,none,1000000,"
printf '[run]\nkind = rnz\nmethod = auto\ntrials = 1000000\n[rnz]\ni = 350\nxl = 1\n' >"$tmp/auto.ini"
expect_exit "scenario method = auto runs" 0 "$NHMC" run --format csv "$tmp/auto.ini"
expect_grep "scenario method = auto is exact at 10^6 trials" "$tmp/out" "350,1,,453.7872324219,"
expect_exit "--method montecarlo exits 0" 0 "$NHMC" rnz --i 350 --xl 1 -n 1000 --method montecarlo --format csv
expect_grep "--method montecarlo samples (n 1000)" "$tmp/out" "350,1,1000,"
expect_exit "levelup --exact exits 0" 0 "$NHMC" levelup --role Val --race human --con 10,18 --xl 10,30 --exact --format csv
expect_grep "exact Val-hum Con 10 XL 30 is 130, n/sem/CI empty" "$tmp/out" "3.6.7,Val,hum,10,30,,130.0000000000,"
expect_grep "exact Val-hum Con 18 XL 30 is 217" "$tmp/out" "3.6.7,Val,hum,18,30,,217.0000000000,"
expect_grep "exact Val-hum Con 10 XL 10 is 70" "$tmp/out" "3.6.7,Val,hum,10,10,,70.0000000000,"
"$NHMC" levelup --role Val --race dwarf --con rolled --xl 10 --exact --histogram "$tmp/h.csv" --format csv >"$tmp/out" 2>"$tmp/err"
if awk -F, 'NR > 1 { s += $8; if ($7 != "") bad = 1 } END { exit !(s > 0.999999999999 && s < 1.000000000001 && !bad) }' "$tmp/h.csv"; then
    ok "exact histogram (rolled Con): probabilities sum to 1, counts empty"
else not_ok "exact histogram (rolled Con): probabilities sum to 1, counts empty" "$(head -3 "$tmp/h.csv")"; fi
expect_exit "rnz --exact exits 0" 0 "$NHMC" rnz --i 350 --xl 1 --exact --format csv
expect_grep "rnz CSV header" "$tmp/out" "i,xl,n,mean,sd,sem,ci95_lo,ci95_hi,min,p01,p05,p25,p50,p75,p90,p95,p99,max"
# mean 232339063/512000 = 453.787232421875; min 35; p05 99, p25 210, p50 350,
# p75 583, p90 886, p95 1229, p99 1899; max 3498
expect_grep "rnz(350) exact row reproduces the known values" "$tmp/out" "350,1,,453.7872324219,"
expect_grep "rnz(350) exact quantiles reproduce the known values" "$tmp/out" ",,,,35,64,99,210,350,583,886,1229,1899,3498"
"$NHMC" rnz --i 350 --xl 1 --exact --histogram "$tmp/rh.csv" --format csv >/dev/null 2>&1
le200=$(awk -F, 'NR > 1 && $3 <= 200 { s += $5 } END { printf "%.12f", s }' "$tmp/rh.csv")
if [ "$le200" = "0.221750000000" ]; then ok "rnz(350) P(<= 200) = 887/4000 from the exact histogram"
else not_ok "rnz(350) P(<= 200) = 887/4000 from the exact histogram" "got $le200"; fi
expect_exit "rnz Monte Carlo exits 0" 0 "$NHMC" rnz --i 300,350 --xl 1,30 -n 1e5 --method mc --format csv -q
[ "$(wc -l <"$tmp/out")" -eq 5 ] && ok "rnz grid has one row per (i, xl)" || not_ok "rnz grid has one row per (i, xl)" "$(cat "$tmp/out")"
expect_grep "rnz Monte Carlo row has n" "$tmp/out" "350,30,100000,"
expect_exit "rnz --help exits 0" 0 "$NHMC" rnz --help
expect_grep "rnz help lists CSV columns" "$tmp/out" "i,xl,n,mean,sd"
expect_exit "selfcheck passes" 0 "$NHMC" selfcheck -n 2e5
expect_grep "selfcheck reports no failure" "$tmp/out" ", 0 failed"
expect_grep "selfcheck's control is rejected" "$tmp/out" "pass (rejected)"
expect_exit "selfcheck --help exits 0" 0 "$NHMC" selfcheck --help

# kind rnz from a scenario file
printf '[run]\nkind = rnz\nmethod = exact\n[rnz]\ni = 300, 350\nxl = 1\n' >"$tmp/rnz.ini"
expect_exit "rnz scenario runs" 0 "$NHMC" run --format csv "$tmp/rnz.ini"
expect_grep "rnz(300) scenario row (known value: mean 388.909)" "$tmp/out" "300,1,,388.9085917969,"

# --- regen
expect_exit "regen --help exits 0" 0 "$NHMC" regen --help
expect_grep "regen help lists the CSV columns" "$tmp/out" "encumbrance,move,regeneration,turn"
# docs/rules.md, Known values: XL 1 from 5 to 10 HP, acting on turn 1: heals at 15..75
expect_exit "regen deterministic case exits 0" 0 "$NHMC" regen --xl 1 --con 10 --hp 5 --maxhp 10 --turn 1 -n 1000 --method mc --format csv -q
expect_grep "regen XL 1 from 5 to 10 at turn 1 takes exactly 74 turns" "$tmp/out" "3.6.7,1,10,5,10,10,unencumbered,0,off,1,1000,74.000000,0.000000,"
expect_exit "regen exact deterministic case exits 0" 0 "$NHMC" regen --xl 1 --con 10 --hp 5 --maxhp 10 --turn 1 --exact --format csv
expect_grep "regen exact: 74 turns, sd 0" "$tmp/out" ",10,5,10,10,unencumbered,0,off,1,,74.0000000000,0.0000000000,"
# the wiki's table: turns per HP at XL 1..10
expect_exit "regen --rate exits 0" 0 "$NHMC" regen --rate --xl 1-10 --con 16 --format csv
if [ "$(tail -n +2 "$tmp/out" | cut -d, -f5 | sed 's/\..*//' | tr '\n' ' ')" = "15 11 9 8 7 6 5 5 4 3 " ]; then
    ok "regen --rate reproduces the wiki's 15 11 9 8 7 6 5 5 4 3"
else not_ok "regen --rate reproduces the wiki's 15 11 9 8 7 6 5 5 4 3" "$(cat "$tmp/out")"; fi
expect_exit "regen 5.0 rate exits 0" 0 "$NHMC" regen --rate --variant 5.0 --xl 1 --con 16 --format csv
expect_grep "regen 5.0 rate is 100/17 (known value)" "$tmp/out" "5.0,1,16,off,5.8823529412"
expect_exit "regen unreachable target fails with exit 1" 1 "$NHMC" regen --xl 5 --con 10 --hp 12 --maxhp 20 --encumbrance stressed --move 1 -n 2000 --max-turns 500 --method mc -q
expect_grep "regen unreachable target is explained" "$tmp/err" "had not reached the target after 500 turns"
printf '[run]\nkind = regen\nmethod = montecarlo\nvariant = 3.6.7, 5.0\n[regen]\nxl = 8\ncon = 16\nmaxhp = 40\nhp = 5\nencumbrance = stressed\nmove = 0.5\n' >"$tmp/regen.ini"
expect_exit "regen scenario runs" 0 "$NHMC" run --format csv "$tmp/regen.ini"
expect_grep "regen scenario has both variants" "$tmp/out" "5.0,8,16,5,40,40,stressed,0.5,off,random,1000000,"
# dNetHack (docs/rules.md, Known values)
expect_exit "list variants exits 0" 0 "$NHMC" list variants
expect_grep "list variants shows dnethack" "$tmp/out" "dnethack"
expect_exit "levelup dnethack exact runs" 0 "$NHMC" levelup --variant dnh --role Val --race hum --con 18 --xl 1,10 --exact --format csv -q
expect_grep "dnethack Valkyrie Con 18 starts at 17" "$tmp/out" "dnethack,Val,hum,18,1,,17.0000000000,0.0000000000"
expect_grep "dnethack Valkyrie Con 18 XL 10 mean 87" "$tmp/out" "dnethack,Val,hum,18,10,,87.0000000000,"
expect_exit "regen dnethack rate runs" 0 "$NHMC" regen --variant dnethack --role Bar --race hum --xl 14 --con 18 --rate --format csv -q
expect_grep "regen dnethack Barbarian XL 14 Con 18: 66 per 90 turns" "$tmp/out" "dnethack,Bar,hum,14,18,off,1.3636363636"
# dNetHack's prayer: HP 10 of 20 is low HP there (2 HP <= max), so the
# turn-101 prayer is on time and heals half the time at record 0
expect_exit "pray dnethack exact runs" 0 "$NHMC" pray --variant dnethack --role Tou --maxhp 20 --hp 10 --turn 101 --exact --format csv -q
expect_grep "dnethack: HP 10 of 20 is trouble, on time, fixed 1/2" "$tmp/out" "dnethack,Tou,hum,10,1,20,101,0,0,10,,1.0000000000,0.5000000000,"

# --- pray: help
expect_exit "pray --help exits 0" 0 "$NHMC" pray --help
expect_grep "pray help lists the grid columns" "$tmp/out" "variant,role,race,con,xl,maxhp,turn,luck,record"
expect_grep "help lists pray" <("$NHMC" --help) "nhmc pray"

# --- pray: results (exact values worked by hand, docs/rules.md, Prayer; Known values)
expect_exit "pray exact Tourist at 101 exits 0" 0 "$NHMC" pray --role Tou --race human --turn 101 --exact --format csv
expect_grep "Tourist record 0: healed with probability 1/2, +1.5 max HP" "$tmp/out" "3.6.7,Tou,hum,10,1,10,101,0,0,,1.0000000000,0.5000000000,0.5000000000,1.5000000000,"
expect_grep "Tourist: rnz(350) mean, median 350, p90 886; safe at 254 and 790" "$tmp/out" ",453.7872324219,350,886,254,790,"
expect_exit "pray at turn 100 exits 0" 0 "$NHMC" pray --role Sam --race human --turn 100 --exact --format table
expect_grep "too soon: the verdict says why" "$tmp/out" "prayer timeout 201 > 200 at turn 100: too soon (3.6.7 src/pray.c"
expect_grep "too soon at record 10, XL 1: relearn thy lessons 1/2, no level to lose" "$tmp/out" '0.5000    "Thou must relearn thy lessons!": Wis -1 and no level to lose at XL 1'
expect_grep "too soon: never safe" "$tmp/out" "next safe low-HP prayer: never, until the god is appeased"
expect_exit "pray Valkyrie 16 max HP exits 0" 0 "$NHMC" pray --role Val --race human --turn 101 --record 1 --exact --format table
expect_grep "Valkyrie with 16 max HP: healed, no gain" "$tmp/out" "1.0000  healed: HP to max HP; max HP unchanged (max HP 16 is not below 5*XL + 11 = 16)"
expect_exit "pray Monte Carlo exits 0" 0 "$NHMC" pray --role Tou --race human --turn 101 --method mc -n 20000 --format csv -q
expect_grep "pray Monte Carlo row has n" "$tmp/out" "3.6.7,Tou,hum,10,1,10,101,0,0,20000,1.000000,0.4"

# --- growth: a timeline of events on one character
expect_exit "growth --help exits 0" 0 "$NHMC" growth --help
expect_grep "growth help lists the grid columns" "$tmp/out" "variant,role,race,con (then xl"
expect_grep "help lists growth" <("$NHMC" --help) "nhmc growth"
expect_exit "growth Monte Carlo exits 0" 0 "$NHMC" growth --role Val --race human \
    --events "level 1-14; quaff full blessed x2; level 30; quaff gain-level x3" -n 2000 --method mc --format csv -q
header="variant,role,race,con,checkpoint,n,mean,sd,sem,ci95_lo,ci95_hi,min,p01,p05,p25,p50,p75,p90,p95,p99,max"
if [ "$(head -n 1 "$tmp/out")" = "$header" ]; then ok "growth CSV header"; else
    not_ok "growth CSV header" "$(head -n 1 "$tmp/out")"; fi
expect_grep "growth Monte Carlo end row" "$tmp/out" "3.6.7,Val,hum,10,end,2000,"
# a Valkyrie's 16 starting max HP and two blessed full healings (+8 each): 32, always
expect_exit "growth potions exact exits 0" 0 "$NHMC" growth --role Val --race human --events "quaff full blessed x2" --exact --format csv
expect_grep "growth exact: 16 + 2 x 8" "$tmp/out" "3.6.7,Val,hum,10,end,,32.0000000000,0.0000000000,,,,32,32,32,32,32,32,32,32,32,32"
expect_exit "growth potions Monte Carlo exits 0" 0 "$NHMC" growth --role Val --race human --events "quaff full blessed x2" -n 1000 --method mc --format csv -q
expect_grep "growth Monte Carlo: 16 + 2 x 8" "$tmp/out" "3.6.7,Val,hum,10,end,1000,32.000000,0.000000,"
# "level 14" exactly is levelup's XL 14
"$NHMC" growth --role Val --race dwarf --con 18 --events "level 14" --exact --format csv >"$tmp/g14.csv" 2>&1
"$NHMC" levelup --role Val --race dwarf --con 18 --xl 14 --exact --format csv >"$tmp/l14.csv" 2>&1
if [ -n "$(tail -n +2 "$tmp/g14.csv" | cut -d, -f6-)" ] &&
    [ "$(tail -n +2 "$tmp/g14.csv" | cut -d, -f6-)" = "$(tail -n +2 "$tmp/l14.csv" | cut -d, -f6-)" ]; then
    ok "growth exact level 14 is levelup's XL 14"
else not_ok "growth exact level 14 is levelup's XL 14" "$(cat "$tmp/g14.csv" "$tmp/l14.csv")"; fi
# --until-maxhp M makes a bare "nurse" the same as "nurse until M"
"$NHMC" growth --role Hea --race gnome --events "level 10; nurse" --until-maxhp 7xl --exact --format csv >"$tmp/gu1.csv" 2>&1
"$NHMC" growth --role Hea --race gnome --events "level 10; nurse until 7xl" --exact --format csv >"$tmp/gu2.csv" 2>&1
if [ "$(grep -F 'hits:' "$tmp/gu1.csv" | cut -d, -f7-)" = "$(grep -F 'hits:' "$tmp/gu2.csv" | cut -d, -f6-)" ] &&
    grep -qF '3.6.7,Hea,gno,10,7xl,hits: nurse,,61.' "$tmp/gu1.csv"; then
    ok "growth --until-maxhp is nurse until"
else not_ok "growth --until-maxhp is nurse until" "$(cat "$tmp/gu1.csv" "$tmp/gu2.csv")"; fi
cat >"$tmp/growth.ini" <<'INI'
[run]
kind = growth
method = exact
[growth]
role = Val
race = human
con = 10, 18
xl = 1
events = quaff full blessed x2
INI
expect_exit "growth scenario file exits 0" 0 "$NHMC" run --format csv "$tmp/growth.ini"
expect_grep "growth scenario file: xl column when given" "$tmp/out" "variant,role,race,con,xl,checkpoint,n,mean"
expect_grep "growth scenario file: Con 18 row" "$tmp/out" "3.6.7,Val,hum,18,1,end,,32.0000000000"

# {variant} in a path: one file per variant, the variant column dropped
"$NHMC" levelup --role Val --con 16 --xl 10,30 --variant 3.6.7,5.0 --exact --format wiki \
    --wiki-columns con,xl -o "$tmp/split/v_{variant}.wiki" -q
if [ -s "$tmp/split/v_3.6.7.wiki" ] && [ -s "$tmp/split/v_5.0.wiki" ] &&
    grep -qF "NetHack 5.0," "$tmp/split/v_5.0.wiki" &&
    ! grep -v '^|+' "$tmp/split/v_5.0.wiki" | grep -qF "3.6.7" &&
    ! grep '^|+' "$tmp/split/v_5.0.wiki" | sed 's/made by.*//' | grep -qF "3.6.7"; then
    ok "{variant} writes one wiki file per variant"
else not_ok "{variant} writes one wiki file per variant" "$(ls "$tmp/split" 2>&1)"; fi

# --- the exact scenario reproduces its committed results (fast in any build)
mkdir -p "$tmp/exact"
(cd "$tmp/exact" && "$NHMC" run -q "$repo/scenarios/maxhp_exact.ini")
for f in maxhp_exact.csv maxhp_exact_3.6.7.wiki maxhp_exact_5.0.wiki; do
    if cmp -s "$tmp/exact/results/$f" "results/$f"; then ok "shipped exact scenario reproduces results/$f"
    else not_ok "shipped exact scenario reproduces results/$f"; fi
done
(cd "$tmp/exact" && "$NHMC" run -q "$repo/scenarios/regen_table.ini")
for f in regen_table.csv regen_table.wiki; do
    if cmp -s "$tmp/exact/results/$f" "results/$f"; then ok "shipped regen table reproduces results/$f"
    else not_ok "shipped regen table reproduces results/$f"; fi
done

# --- on a terminal the text table says where its other columns are; piped,
# a table asked for with --format table stays as it is
if command -v script >/dev/null 2>&1; then
    script -qc "'$NHMC' levelup --role Val --con 16 --xl 10 --exact" /dev/null >"$tmp/tty.out" 2>&1
    expect_grep "terminal table: how to get every column" "$tmp/tty.out" \
        "(the columns read first; --format csv gives all of them)"
    expect_grep "terminal table: a table by default" "$tmp/tty.out" "3.6.7    Val   hum    16  10  79.00  7.04  exact"
    # a terminal of 80 columns (the kernel's width), then of 70 by $COLUMNS
    # when the kernel has none: no line is wider (pray's table is 165)
    for how in "stty cols 80; " "stty cols 0; COLUMNS=70 "; do
        script -qc "$how'$NHMC' pray --role Val --race human --turn 101 --exact" /dev/null |
            tr -d '\r' >"$tmp/tty.out" 2>&1
        want=80
        case $how in *COLUMNS=70*) want=70 ;; esac
        widest=$(awk '{ if (length($0) > m) m = length($0) } END { print m + 0 }' "$tmp/tty.out")
        if [ "$widest" -le "$want" ] && [ "$widest" -gt $((want - 15)) ] &&
            grep -qF "(the columns read first; --format csv gives all of them)" "$tmp/tty.out"; then
            ok "a terminal of $want columns: no line wider, the note says where the rest is"
        else
            not_ok "a terminal of $want columns: widest line $widest" "$(cat "$tmp/tty.out")"
        fi
    done
    # an exact run estimated at a second or more (1.1 s; it takes less)
    # says on a terminal how far it is and the time left, then erases it
    script -qc "'$NHMC' levelup --variant 3.4.3,3.6.7,5.0 --role all --race valid --con rolled \
        --xl 1-30,30+1000 --exact -o '$tmp/progress.csv'" /dev/null >"$tmp/tty.out" 2>&1
    expect_grep "exact run: progress on a terminal" "$tmp/tty.out" "exact: 0/84 rows, about 1.1 s left"
    script -qc "'$NHMC' levelup --variant 3.4.3,3.6.7,5.0 --role all --race valid --con rolled \
        --xl 1-30,30+1000 --exact -q -o '$tmp/progress.csv'" /dev/null >"$tmp/tty.out" 2>&1
    if grep -q "exact:" "$tmp/tty.out"; then not_ok "exact run: -q, no progress" "$(cat "$tmp/tty.out")"
    else ok "exact run: -q, no progress"; fi
fi
"$NHMC" levelup --variant 3.4.3,3.6.7,5.0 --role all --race valid --con rolled --xl 1-30,30+1000 \
    --exact -o "$tmp/progress.csv" 2>"$tmp/err"
if grep -q "exact:" "$tmp/err"; then not_ok "exact run: no progress when piped" "$(cat "$tmp/err")"
else ok "exact run: no progress when piped"; fi
"$NHMC" levelup --role Val --con 16 --xl 10 --exact --format table >"$tmp/pipe.out"
if grep -q "columns read first" "$tmp/pipe.out"; then not_ok "piped table: no note" "$(cat "$tmp/pipe.out")"
else ok "piped table: no note"; fi

# --- the spread-out wiki tables of results/: each line's row headings (the
# heading cells not sorted as numbers) are unique, and no cell is empty
wiki_lines_check() { # FILE: prints what is wrong, exits 1 then
    awk '/^! / && !/data-sort-type/ && !/colspan/ { nkeys++ }
         /^\| / { n = split(substr($0, 3), cell, / \|\| /); key = ""
                  for (i = 1; i <= nkeys; i++) key = key "|" cell[i]
                  if (key in seen) { print "line " NR ": row headings " key " again"; bad = 1 }
                  seen[key] = 1
                  for (i = nkeys + 1; i <= n; i++) if (cell[i] == "") { print "line " NR ": empty cell"; bad = 1 } }
         END { exit bad }' "$1"
}
for f in results/*.wiki; do
    grep -q '^|+ .*; each cell: ' "$f" || continue # one line per row: nothing spread
    if why=$(wiki_lines_check "$f"); then ok "$f: one line per row heading, every cell filled"
    else not_ok "$f: one line per row heading, every cell filled" "$why"; fi
done
expect_grep "pray_turn_101.wiki: the Archeologist's Luck, 0 in 3.6.7 and 1 in 5.0, on one line" \
    results/pray_turn_101.wiki "| Archeologist || human || 13 || 0 / 1 || 10 || 3.00 || 3.00"

# --- the shipped scenario reproduces the committed results
if [ -z "${NHMC_SANITIZED:-}" ]; then
    mkdir -p "$tmp/ship"
    (cd "$tmp/ship" && "$NHMC" run -q "$repo/scenarios/maxhp_by_role.ini")
    (cd "$tmp/ship" && "$NHMC" run -q "$repo/scenarios/regen_heal_to_full.ini")
    for f in maxhp_by_role.csv maxhp_by_role.wiki regen_heal_to_full.csv regen_heal_to_full.wiki; do
        if cmp -s "$tmp/ship/results/$f" "results/$f"; then ok "shipped scenario reproduces results/$f"
        else not_ok "shipped scenario reproduces results/$f"; fi
    done
else
    # A slice: the Valkyrie rows, with the scenario's seed and trials.
    "$NHMC" levelup --role Val --con 3-25 --xl 1-30 --method mc -n 1e6 --seed 20261121 --format csv -q >"$tmp/val.csv"
    if grep -F '3.6.7,Val,' results/maxhp_by_role.csv | cmp -s - <(tail -n +2 "$tmp/val.csv"); then
        ok "Valkyrie slice reproduces results/maxhp_by_role.csv"
    else not_ok "Valkyrie slice reproduces results/maxhp_by_role.csv"; fi
fi

# --- monster: names, classes, growth, exact and Monte Carlo rows
expect_exit "monster --help exits 0" 0 "$NHMC" monster --help
expect_grep "monster help lists the grid columns" "$tmp/out" "variant,monster,depth,xl"
expect_grep "help lists monster" <("$NHMC" --help) "nhmc monster"
# docs/rules.md, Special monsters: the named demons' fixed HP, and m_lev = HP/4, in every version
expect_exit "named demons exact exits 0" 0 "$NHMC" monster --variant 3.4.3,3.6.7,5.0 Juiblex Demogorgon --measure hp,level --exact --format csv
expect_grep "Juiblex has 88 HP" "$tmp/out" "3.4.3,Juiblex,1,1,hp,,88.0000000000,0.0000000000,,,,88,88,88,88,88,88,88,88,88,88"
expect_grep "Juiblex is level 22" "$tmp/out" "5.0,Juiblex,1,1,level,,22.0000000000,"
expect_grep "Demogorgon has 200 HP" "$tmp/out" "3.6.7,Demogorgon,1,1,hp,,200.0000000000,"
# docs/rules.md, Golem HP: golems, 5.0's new table
expect_exit "golems by class exits 0" 0 "$NHMC" monster --variant 3.6.7,5.0 class=golem --exact --format csv
expect_grep "3.6.7 iron golem 80" "$tmp/out" "3.6.7,iron golem,1,1,,80.0000000000,"
expect_grep "5.0 iron golem 120" "$tmp/out" "5.0,iron golem,1,1,,120.0000000000,"
[ "$(grep -c golem "$tmp/out")" -eq 22 ] && ok "class=golem gives the 11 golems per variant" || not_ok "class=golem gives the 11 golems per variant" "$(cat "$tmp/out")"
# a soldier ant at depth 10 for an XL 8 hero: m_lev 4 (3 + 7/5 + 5/4, capped at 3*3/2)
expect_exit "soldier ant exact exits 0" 0 "$NHMC" monster --variant 3.6.7,5.0 --depth 10 --xl 8 "Soldier A" --exact --format csv
expect_grep "soldier ant d(4,8): mean 18" "$tmp/out" "3.6.7,soldier ant,10,8,,18.0000000000,4.5825756950,,,,4,"
expect_grep "5.0 soldier ant: the all-ones 4 becomes 5" "$tmp/out" "5.0,soldier ant,10,8,,18.0002441406,"
expect_exit "soldier ant Monte Carlo exits 0" 0 "$NHMC" monster --depth 10 --xl 8 "soldier ant" -n 1e4 --method mc --format csv -q
expect_grep "Monte Carlo min and max are the rule's bounds" "$tmp/out" "3.6.7,soldier ant,10,8,10000,"
if grep -q '^3.6.7,soldier ant,10,8,10000,.*,4,[0-9,]*,32$' "$tmp/out"; then ok "Monte Carlo row: min 4, max 32"
else not_ok "Monte Carlo row: min 4, max 32" "$(cat "$tmp/out")"; fi
# growth: the same rows by Monte Carlo on 1 and 2 threads
args=(monster --grow --kills 1,20 --victim-level 0,5 kitten "little dog" -n 20000 --format csv -q)
"$NHMC" "${args[@]}" -j1 >"$tmp/m1.csv"
"$NHMC" "${args[@]}" -j2 >"$tmp/m2.csv"
if cmp -s "$tmp/m1.csv" "$tmp/m2.csv" && [ "$(wc -l <"$tmp/m1.csv")" -eq 9 ]; then ok "monster growth: -j1 and -j2 give identical bytes"
else not_ok "monster growth: -j1 and -j2 give identical bytes" "$(cat "$tmp/m1.csv")"; fi
expect_grep "growth columns" "$tmp/m1.csv" "variant,monster,depth,xl,kills,victim_level,n,mean"
expect_exit "growth exact exits 0" 0 "$NHMC" monster --grow --kills 20 --victim-level 5 kitten --measure level --exact --format csv
expect_grep "a kitten after 20 kills of level-5 victims is level 3..9" "$tmp/out" "3.6.7,kitten,1,1,20,5,level,,8.2143761633,0.7402725069,,,,3,6,7,8,8,9,9,9,9,9"
# nhmc list monsters
expect_exit "list monsters" 0 "$NHMC" list monsters
expect_grep "list monsters names the kitten" "$tmp/out" "kitten"
expect_exit "list monsters of 5.0's class D" 0 "$NHMC" list monsters --variant 5.0 --class D
expect_grep "5.0 has the gold dragon" "$tmp/out" "gold dragon"
expect_exit "list monsters of class golem" 0 "$NHMC" list monsters --class golem
expect_grep "listed golem HP" "$tmp/out" "golem: 80"
# kind monster from a scenario file
printf '[run]\nkind = monster\nmethod = exact\n[monster]\nmonster = pony\nkills = 3\nvictim_level = 2\n' >"$tmp/mon.ini"
expect_exit "monster scenario runs" 0 "$NHMC" run --format csv "$tmp/mon.ini"
expect_grep "monster scenario row" "$tmp/out" "3.6.7,pony,1,1,3,2,,"

# the shipped monster scenarios (exact) reproduce their committed results
mkdir -p "$tmp/mon"
for sc in monsters_named_demons monsters_by_depth pet_growth; do
    (cd "$tmp/mon" && "$NHMC" run -q "$repo/scenarios/$sc.ini")
done
for f in monsters_named_demons.csv monsters_named_demons.wiki monsters_by_depth.csv \
    monsters_by_depth_3.6.7.wiki monsters_by_depth_5.0.wiki pet_growth.csv pet_growth_3.6.7.wiki \
    pet_growth_5.0.wiki; do
    if cmp -s "$tmp/mon/results/$f" "results/$f"; then ok "shipped monster scenario reproduces results/$f"
    else not_ok "shipped monster scenario reproduces results/$f"; fi
done
expect_grep "named-demon table: Demogorgon 200 HP, level 50, in every version" results/monsters_named_demons.wiki "| Demogorgon || 200 || 50 || 200 || 50 || 200 || 50"

# monster regeneration: a troll heals every turn, a kitten every 20th turn
expect_exit "monster regen exact exits 0" 0 "$NHMC" monster troll kitten --depth 10 --xl 8 --measure regen --exact --format csv -q
expect_grep "troll: 1 HP to full in max HP - 1 turns" "$tmp/out" "3.6.7,troll,10,8,regen,,30.5000000000,6.0621778265,"
expect_grep "kitten: 20 (max HP - 1) - 9.5 turns on average" "$tmp/out" "3.6.7,kitten,10,8,regen,,240.5000000000,"

# --- names as the game takes them (src/engine/names.c): every form of a name
# gives the same bytes as the abbreviation, in every kind that takes it
# same_output NAME "ARGS A" "ARGS B": both exit 0 with the same, non-empty stdout
same_output() {
    local a b
    a=$(eval "\"$NHMC\" $2" 2>"$tmp/err") || { not_ok "$1" "A failed: $(head -c 300 "$tmp/err")"; return; }
    b=$(eval "\"$NHMC\" $3" 2>"$tmp/err") || { not_ok "$1" "B failed: $(head -c 300 "$tmp/err")"; return; }
    if [ -n "$a" ] && [ "$a" = "$b" ]; then ok "$1"; else not_ok "$1" "outputs differ: $a / $b"; fi
}
lu="--con 18 --xl 1,14 --exact --format csv -q"
for form in Valkyrie valk VAL; do
    same_output "levelup takes role $form" "levelup --role $form --race dwa $lu" "levelup --role Val --race dwa $lu"
done
for form in dwarf dwarvish DWA; do
    same_output "levelup takes race $form" "levelup --role Val --race $form $lu" "levelup --role Val --race dwa $lu"
done
same_output "levelup takes Priestess, elven" "levelup --role Priestess --race elven $lu" "levelup --role Pri --race elf $lu"
same_output "levelup takes Cavewoman, gnomish" "levelup --role Cavewoman --race gnomish $lu" "levelup --role Cav --race gno $lu"
same_output "levelup takes orcish, human" "levelup --role Wiz --race orcish,human $lu" "levelup --role Wiz --race orc,hum $lu"
rg="--xl 5 --con 14 --maxhp 40 --variant dnethack --format csv -q -n 2000"
same_output "regen takes valk, dwarvish" "regen --role valk --race dwarvish $rg" "regen --role Val --race dwa $rg"
same_output "regen takes Priestess, elven" "regen --role Priestess --race elven $rg" "regen --role Pri --race elf $rg"
pr="--turn 101 --exact --format csv -q"
same_output "pray takes Valkyrie, dwarvish" "pray --role Valkyrie --race dwarvish $pr" "pray --role Val --race dwa $pr"
same_output "pray takes Cavewoman, gnomish" "pray --role Cavewoman --race gnomish $pr" "pray --role Cav --race gno $pr"
gr="--events 'level 5' --exact --format csv -q"
same_output "growth takes VAL, dwarvish" "growth --role VAL --race dwarvish $gr" "growth --role Val --race dwa $gr"
same_output "growth takes Priestess, human" "growth --role Priestess --race human $gr" "growth --role Pri --race hum $gr"
sa="--sanity 50 --target R --end 5000 --format csv -q"
same_output "sanity takes valk, dwarvish" "sanity --role valk --race dwarvish $sa" "sanity --role Val --race dwarf $sa"
same_output "sanity takes Madwoman" "sanity --role Madwoman $sa" "sanity --role Mad $sa"
same_output "sanity takes Priestess, elven" "sanity --role Priestess --race elven $sa" "sanity --role Pri --race elf $sa"
printf '[run]\nkind = levelup\nmethod = exact\n[hero]\nrole = valk, Cavewoman\nrace = dwarvish, human\ncon = 18\nxl = 1, 14\n' >"$tmp/names.ini"
same_output "scenario takes valk, Cavewoman, dwarvish" "run --format csv -q '$tmp/names.ini'" "levelup --role Val,Cav --race dwa,hum $lu"
# monsters: unquoted words make one name; a class only when asked
mo="--depth 10 --xl 8 --exact --format csv -q"
same_output "monster soldier ant unquoted is the soldier ant" "monster soldier ant $mo" "monster 'soldier ant' $mo"
if [ "$("$NHMC" monster soldier ant $mo | wc -l)" -eq 2 ]; then ok "monster soldier ant: one row"
else not_ok "monster soldier ant: one row" "$("$NHMC" monster soldier ant $mo)"; fi
same_output "monster words: soldier ant newt" "monster soldier ant newt $mo" "monster --monster 'soldier ant,newt' $mo"
same_output "monster --class a is class=a" "monster --class a $mo" "monster class=a $mo"
printf '[run]\nkind = monster\nmethod = exact\n[monster]\nclass = a\ndepth = 10\nxl = 8\n' >"$tmp/class.ini"
same_output "scenario class = a is class=a" "run --format csv -q '$tmp/class.ini'" "monster class=a $mo"
# --- grace: saving grace against a stream of hits
expect_exit "grace --help exits 0" 0 "$NHMC" grace --help
expect_grep "grace help lists CSV columns" "$tmp/out" "p_death,p_death_without"
expect_exit "grace runs" 0 "$NHMC" grace --maxhp 11,12 --damage 30 --rule 3.7-2023,3.7-2025 --format csv
expect_grep "grace CSV header" "$tmp/out" \
    "rule,hp,maxhp,damage,hit,hits,turns,n,p_death,p_death_without,p_used,p_saved,p_died_after,death_turn_mean,death_turn_p10,death_turn_p50,death_turn_p90,grace_turn_mean,final_hp_mean"
# docs/rules.md, Saving grace: 10/11 is 90% (not > 90), 11/12 is 91%
expect_grep "grace 3.7-2023 lets 11/11 live (full HP)" "$tmp/out" "3.7-2023,11,11,30,1,1,1,,0.0000000000,1.0000000000,1.0000000000,1.0000000000"
"$NHMC" grace --hp 10,11 --maxhp 11,12 --paired hp,maxhp --damage 30 --rule 3.7-2023,3.7-2025 --format csv >"$tmp/g.csv" 2>&1
if grep -qF "3.7-2023,10,11,30,1,1,1,,1.0000000000," "$tmp/g.csv" &&
    grep -qF "3.7-2023,11,12,30,1,1,1,,0.0000000000," "$tmp/g.csv" &&
    grep -qF "3.7-2025,10,11,30,1,1,1,,0.0000000000," "$tmp/g.csv"; then
    ok "grace 10/11 versus 11/12 boundary"
else not_ok "grace 10/11 versus 11/12 boundary" "$(cat "$tmp/g.csv")"; fi
expect_exit "grace Monte Carlo runs" 0 "$NHMC" grace --maxhp 20 --damage 2d6 --hits 2 --turns 3 --method mc -n 1e4 --format csv -q
expect_grep "grace Monte Carlo has n" "$tmp/out" "none,20,20,2d6,1,2,3,10000,"
expect_exit "grace on 3.6.7 with rule none runs" 0 "$NHMC" grace --variant 3.6.7 --maxhp 20 --damage 2d4 --format csv
mkdir -p "$tmp/grace"
(cd "$tmp/grace" && "$NHMC" run -q "$repo/scenarios/grace_vs_soldier_ants.ini" "$repo/scenarios/grace_rules_compared.ini")
for f in grace_vs_soldier_ants.csv grace_vs_soldier_ants.wiki grace_rules_compared.csv grace_rules_compared.wiki; do
    if cmp -s "$tmp/grace/results/$f" "results/$f"; then ok "shipped grace scenario reproduces results/$f"
    else not_ok "shipped grace scenario reproduces results/$f"; fi
done

# --- sanity: dNetHack sanity along a timeline
expect_exit "sanity --help exits 0" 0 "$NHMC" sanity --help
expect_grep "sanity help shows the timeline" "$tmp/out" "see SPECIES at T [for N] [xK] [hostile]"
expect_exit "sanity runs" 0 "$NHMC" sanity --role Val --sanity 50 --target R,2R,3R --end 5000 --format csv
expect_grep "sanity CSV header" "$tmp/out" \
    "role,race,wis,xl,place,insight,veil,sanity,target,species,n,R,s_end_mean,s_end_sd,s_end_p10,s_end_p50,s_end_p90,p_recovered,recover_mean,recover_p50,onsets_mean,p_any_onset"
expect_grep "sanity Valkyrie 50 to 74 on turn 768 (known value)" "$tmp/out" \
    "Valkyrie,human,18,1,none,0,intact,50,74,none,,37,100.0000000000,0.0000000000,100,100,100,1.0000000000,768.0000000000,768,"
expect_exit "sanity timeline runs by Monte Carlo" 0 "$NHMC" sanity --role Val --sanity 70 --events "see akkabish tannin at 10 hostile; sleeping blessed at 50" --checkpoints 20,100 --end 200 --method mc -n 1e4 -q --format csv
expect_grep "sanity Monte Carlo columns" "$tmp/out" "s_20_mean,s_100_mean,p_mad_1,p_mad_2"
expect_grep "sanity Monte Carlo has n" "$tmp/out" "Valkyrie,human,18,1,none,0,intact,70,100,none,10000,37,"
expect_exit "list places" 0 "$NHMC" list places
expect_grep "list places has R'lyeh" "$tmp/out" "rlyeh                        -30  R'lyeh"
expect_exit "list sanity-species" 0 "$NHMC" list sanity-species
expect_grep "list sanity-species has the tannin" "$tmp/out" "akkabish tannin               21  FORMICATION"
mkdir -p "$tmp/sanity"
(cd "$tmp/sanity" && "$NHMC" run -q "$repo/scenarios/sanity_recovery.ini" "$repo/scenarios/sanity_tannin.ini")
for f in sanity_recovery.csv sanity_recovery.wiki sanity_tannin.csv sanity_tannin.wiki; do
    if cmp -s "$tmp/sanity/results/$f" "results/$f"; then ok "shipped sanity scenario reproduces results/$f"
    else not_ok "shipped sanity scenario reproduces results/$f"; fi
done

# --- where a value stands: p_ge, p_le and percentile of the exact run equal
# the sums of its own --histogram (a dwarvish Valkyrie, Con 18, XL 14)
expect_exit "levelup --hp exact runs" 0 "$NHMC" levelup --role Val --race dwarf --con 18 --xl 14 \
    --hp 120 --exact --format csv -q --histogram "$tmp/stand-hist.csv" -o "$tmp/stand.csv"
stand_check=$(awk -F, -v v=120 '
    FNR == 1 { next }
    FILENAME ~ /hist/ { x = $6; p = $8; if (x >= v) ge += p; if (x <= v) le += p
                        if (x < v) lt += p; if (x == v) eq += p; next }
    { got_ge = $23; got_le = $24; got_pct = $25; val = $22 }
    END {
        d1 = got_ge - ge; d2 = got_le - le; d3 = got_pct - 100 * (lt + eq / 2)
        bad = (val != v) || d1 * d1 > 1e-18 || d2 * d2 > 1e-18 || d3 * d3 > 1e-14
        printf "%s %.10f %.10f %.10f", bad ? "bad" : "good", ge, le, 100 * (lt + eq / 2)
    }' "$tmp/stand-hist.csv" "$tmp/stand.csv")
case $stand_check in
good*) ok "levelup --hp: p_ge, p_le, percentile equal the histogram's sums" ;;
*) not_ok "levelup --hp: p_ge, p_le, percentile equal the histogram's sums" \
    "histogram gives ${stand_check#* }; CSV: $(tail -n 1 "$tmp/stand.csv")" ;;
esac
expect_exit "levelup --value and --hp agree" 0 "$NHMC" levelup --role Val --race dwarf --con 18 \
    --xl 14 --value 120 --exact --format csv -q
if cmp -s "$tmp/out" "$tmp/stand.csv"; then ok "--value is --hp"; else
    not_ok "--value is --hp"; fi

# --dumplog: the same answer as the options naming the dump's hero
# (tests/data/dumplog/, in the game's dump format)
expect_exit "levelup --dumplog runs" 0 "$NHMC" levelup --dumplog tests/data/dumplog/valkyrie-3.6.7.txt \
    --format csv -q
if cmp -s "$tmp/out" "$tmp/stand.csv"; then ok "--dumplog (3.6.7 Valkyrie) is --role Val --race dwarf --con 18 --xl 14 --hp 120 --exact"
else not_ok "--dumplog (3.6.7 Valkyrie) is the explicit options" "$(cat "$tmp/out")"; fi
"$NHMC" levelup --variant 5.0 --role Priest --race human --con 15 --xl 10 --hp 71 --exact --format csv \
    -q >"$tmp/pri.csv"
expect_exit "levelup --dumplog 5.0 runs" 0 "$NHMC" levelup --dumplog tests/data/dumplog/priestess-5.0.txt \
    --format csv -q
if cmp -s "$tmp/out" "$tmp/pri.csv" && [ -s "$tmp/pri.csv" ]; then ok "--dumplog (3.7 Priestess) is --variant 5.0 --role Priest ... --exact"
else not_ok "--dumplog (3.7 Priestess) is the explicit options" "$(cat "$tmp/out")"; fi

# sanity answers it in its own columns (S at the end): the exact P(S >= 92)
# lies in the Monte Carlo 95% interval, and the percentiles agree
stand_sanity() { "$NHMC" sanity --role Val --events "see nachash tannin at 10 hostile" --end 200 \
    --value 92 --format csv -q "$@"; }
if stand_sanity >"$tmp/sx.csv" && stand_sanity --method mc -n 20000 --seed 3 >"$tmp/sm.csv" &&
    awk -F, 'FNR == 1 { for (i = 1; i <= NF; i++) col[$i] = i; next }
        FILENAME ~ /sx/ { ge = $col["s_end_p_ge"]; pct = $col["s_end_percentile"]; next }
        { lo = $col["s_end_p_ge_lo"]; hi = $col["s_end_p_ge_hi"]; mpct = $col["s_end_percentile"] }
        END { d = mpct - pct; exit !(ge > 0 && ge < 1 && lo <= ge && ge <= hi && d * d < 2.25) }' \
        "$tmp/sx.csv" "$tmp/sm.csv"; then
    ok "sanity --value: the exact P(S >= V) is in the Monte Carlo interval"
else
    not_ok "sanity --value: the exact P(S >= V) is in the Monte Carlo interval" \
        "$(tail -n 1 "$tmp/sx.csv"; tail -n 1 "$tmp/sm.csv")"
fi

# p_angered was p_smitten: the old name still names the column in
# wiki_stat (a scenario's, and --wiki-stat), for one release
printf '[run]\nkind = prayer\nmethod = exact\n[prayer]\nrole = Tou\nturn = 95,101\nrecord = 0,1\n[output]\nwiki = %s\nwiki_columns = record\nwiki_stat = p_smitten\n' \
    "$tmp/old.wiki" >"$tmp/old.ini"
"$NHMC" run -q "$tmp/old.ini" >/dev/null 2>"$tmp/err"
"$NHMC" pray --role Tou --turn 95,101 --record 0,1 --exact --format wiki --wiki-columns record \
    --wiki-stat p_angered >"$tmp/new.wiki" 2>>"$tmp/err"
if [ -s "$tmp/old.wiki" ] && diff <(grep -v '^|+' "$tmp/old.wiki") <(grep -v '^|+' "$tmp/new.wiki") >/dev/null &&
    grep -q '| 1.000 || 1.000' "$tmp/old.wiki"; then
    ok "wiki_stat = p_smitten names p_angered"
else not_ok "wiki_stat = p_smitten names p_angered" "$(cat "$tmp/err" "$tmp/old.wiki")"; fi

echo "e2e: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
