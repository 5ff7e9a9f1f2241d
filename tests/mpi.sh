#!/usr/bin/env bash
# nhmc-mpi under mpirun: the same bytes as nhmc alone (-j1) for 1, 2 and 3
# ranks, bad input said once with exit 2, a killed rank or an interrupted
# mpirun leaving no output and no temporary file.  NHMC and NHMC_MPI name the
# two programs.  Prints "ok - ..." / "not ok - ..." and a last line
# "mpi: N passed, M failed"; exits nonzero if any failed.
set -u
NHMC=${NHMC:-build/nhmc}
# shellcheck source=tests/testlib.sh
. "$(dirname "$0")/testlib.sh"
NHMC_MPI=${NHMC_MPI:-build/nhmc-mpi}
case $NHMC_MPI in /*) ;; *) NHMC_MPI="$PWD/$NHMC_MPI" ;; esac
# What Open MPI needs in a container: root allowed, more ranks than cores,
# shared memory without cross-process copies, no help banners (-q).
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_btl=self,vader OMPI_MCA_btl_vader_single_copy_mechanism=none
export OMPI_MCA_rmaps_base_oversubscribe=1
MPIRUN=(mpirun -q --oversubscribe)

# A copy of a shipped scenario run by Monte Carlo with fewer trials, its
# outputs under $tmp/DIR/ (DIR is filled in per run).
small() { # scenario, trials
    sed -e '/^trials/d' -e '/^method/d' \
        -e "s|^kind\\( *\\)=\\(.*\\)|kind\\1=\\2\\nmethod = mc\\ntrials = $2|" \
        -e 's|results/|@DIR@/|' "scenarios/$1.ini" >"$tmp/$1.ini"
}
# levelup, prayer (several work units a case), sanity, grace; and monster
# as shipped (exact: every rank computes it, rank 0 writes it)
small maxhp_by_role 20000
small pray_turn_101 200000
small sanity_tannin 20000
small grace_vs_soldier_ants 100000
sed 's|results/|@DIR@/|' scenarios/monsters_by_depth.ini >"$tmp/monsters_by_depth.ini"
names="maxhp_by_role pray_turn_101 sanity_tannin grace_vs_soldier_ants monsters_by_depth"
scenarios() { # DIR: the scenario copies writing into $tmp/DIR
    # in a directory called scenarios, as the shipped ones: the wiki
    # captions then name them the same ("nhmc run scenarios/NAME.ini")
    mkdir -p "$tmp/$1/scenarios"
    for n in $names; do
        sed "s|@DIR@|$tmp/$1|" "$tmp/$n.ini" >"$tmp/$1/scenarios/$n.ini"
        echo "$tmp/$1/scenarios/$n.ini"
    done
}

# shellcheck disable=SC2046
"$NHMC" run -q -j1 $(scenarios alone) >"$tmp/alone.out" 2>&1 || not_ok "nhmc alone runs" "$(cat "$tmp/alone.out")"
nfiles=$(find "$tmp/alone" -maxdepth 1 -type f | wc -l)
[ "$nfiles" -ge 10 ] || not_ok "nhmc alone writes the outputs" "$nfiles files"
for ranks in 1 2 3; do
    threads=$((ranks == 2 ? 2 : 1))
    # shellcheck disable=SC2046
    "${MPIRUN[@]}" -n $ranks "$NHMC_MPI" run -q -j$threads $(scenarios r$ranks) >"$tmp/r$ranks.out" 2>&1
    rc=$?
    same=0
    for f in "$tmp"/alone/*.*; do
        cmp -s "$f" "$tmp/r$ranks/$(basename "$f")" && same=$((same + 1))
    done
    # Open MPI may warn about the machine (a container's); nhmc says nothing
    if [ $rc -eq 0 ] && [ $same -eq "$nfiles" ] && ! grep -q '^nhmc' "$tmp/r$ranks.out"; then
        ok "mpirun -n $ranks (-j$threads): $same files identical to nhmc -j1"
    else
        not_ok "mpirun -n $ranks (-j$threads): files identical to nhmc -j1" \
            "exit $rc, $same of $nfiles identical; $(head -c 400 "$tmp/r$ranks.out")"
    fi
done

# A command to standard output: CSV, as nhmc gives to a pipe.
args=(levelup --role "Val,Hea" --race valid --con 16 --xl 1-30 --method mc -n 150000 --seed 7)
"$NHMC" "${args[@]}" -j1 >"$tmp/cmd.csv" 2>/dev/null
"${MPIRUN[@]}" -n 3 "$NHMC_MPI" "${args[@]}" -j1 >"$tmp/cmd3.csv" 2>"$tmp/cmd3.err"
if cmp -s "$tmp/cmd.csv" "$tmp/cmd3.csv" && [ -s "$tmp/cmd.csv" ]; then
    ok "nhmc-mpi levelup on 3 ranks: standard output identical"
else not_ok "nhmc-mpi levelup on 3 ranks: standard output identical" "$(head -c 400 "$tmp/cmd3.err")"; fi

# Bad input: exit 2 on every rank, the message once, nothing written.
bad() { # name, expected message start, command...
    local name=$1 want=$2
    shift 2
    "${MPIRUN[@]}" -n 2 "$@" >"$tmp/bad.out" 2>"$tmp/bad.err"
    local rc=$? nmsg
    nmsg=$(grep -c '^nhmc: ' "$tmp/bad.err")
    if [ $rc -eq 2 ] && [ "$nmsg" -eq 1 ] && grep -qF -- "$want" "$tmp/bad.err" && [ ! -s "$tmp/bad.out" ]; then
        ok "$name: exit 2, one message"
    else not_ok "$name: exit 2, one message" "exit $rc, $nmsg messages: $(head -c 600 "$tmp/bad.err")"; fi
}
printf '[run]\nkind = levelup\ntrials = 1000\nbogus = 1\n[output]\ncsv = %s/bad/x.csv\n' "$tmp" >"$tmp/bad.ini"
bad "a bad scenario under mpirun -n 2" "bad.ini:4: [run] bogus: unknown key" "$NHMC_MPI" run "$tmp/bad.ini"
[ ! -e "$tmp/bad" ] || not_ok "a bad scenario writes nothing"
bad "a bad option under mpirun -n 2" "--role" "$NHMC_MPI" levelup --role Foo --con 16 --xl 1-30
bad "too many trials under mpirun -n 2" "1e12" "$NHMC_MPI" levelup --role Val --con 16 --xl 1-30 -n 1e13

# A long run, 10^12 trials a case over the whole grid (outputs under
# $tmp/long): planned at once, it runs until stopped.
sed -e '/^trials/d' -e "s|^kind\\( *\\)=\\(.*\\)|kind\\1=\\2\\ntrials = 1e12|" \
    -e "s|results/|$tmp/long/|" scenarios/maxhp_by_role.ini >"$tmp/long.ini"
ranks_of() { # mpirun's pid: its two nhmc-mpi children, waited for
    for _ in $(seq 100); do
        [ "$(pgrep -c -P "$1")" -ge 2 ] && break
        sleep 0.1
    done
    pgrep -P "$1"
}
# mpirun in the background ($mp) on the long scenario, stopped after 60 s
# whatever happens ($watchdog, which leaves $tmp/watchdog)
start_long() {
    "${MPIRUN[@]}" -n 2 "$NHMC_MPI" run -q -j1 "$tmp/long.ini" >/dev/null 2>"$tmp/long.err" &
    mp=$!
    (sleep 60 && touch "$tmp/watchdog" && kill -KILL $mp) >/dev/null 2>&1 &
    watchdog=$!
}
stop_watchdog() {
    pkill -P $watchdog sleep 2>/dev/null
    kill $watchdog 2>/dev/null
    wait $watchdog 2>/dev/null
}
no_output() { [ -z "$(find "$tmp/long" -type f 2>/dev/null)" ]; }

start_long
victim=$(ranks_of $mp | tail -n 1)
sleep 0.5
[ -n "$victim" ] && kill -KILL "$victim"
wait $mp 2>/dev/null
rc=$?
stop_watchdog
if [ -n "$victim" ] && [ $rc -ne 0 ] && [ ! -e "$tmp/watchdog" ] && no_output; then
    ok "a killed rank: mpirun exits $rc, nothing written"
else not_ok "a killed rank: mpirun fails, nothing written" "rank '$victim', exit $rc"; fi

start_long
ranks=$(ranks_of $mp | tr '\n' ' ')
sleep 0.5
kill -INT $mp
wait $mp 2>/dev/null
rc=$?
stop_watchdog
sleep 0.5
left=$(for p in $ranks; do kill -0 "$p" 2>/dev/null && ps -o stat= -p "$p" | grep -v Z; done)
if [ -n "$ranks" ] && [ $rc -ne 0 ] && [ ! -e "$tmp/watchdog" ] && no_output && [ -z "$left" ] &&
    ! grep -q '^nhmc' "$tmp/long.err"; then
    ok "Ctrl-C on mpirun: exit $rc, every rank stopped, no file or temporary left"
else not_ok "Ctrl-C on mpirun: every rank stopped, nothing left" \
    "ranks '$ranks', exit $rc, left '$left'; $(find "$tmp/long" 2>/dev/null; head -c 400 "$tmp/long.err")"; fi

# A plot path gnuplot would read as a pipe, under mpirun: rank 0 draws the
# file of that name and nothing runs (docs/running.md).
mkdir -p "$tmp/pipe"
(cd "$tmp/pipe" && "${MPIRUN[@]}" -n 2 "$NHMC_MPI" levelup --role Val --con 16 --xl 1-3 -q \
    --plot '|touch PWNED;/x.svg' >/dev/null 2>err)
rc=$?
if [ $rc -eq 0 ] && [ -s "$tmp/pipe/|touch PWNED;/x.svg" ] && [ ! -e "$tmp/pipe/PWNED" ]; then
    ok "--plot '|touch ...' under mpirun -n 2: the file named, nothing run"
else not_ok "--plot '|touch ...' under mpirun -n 2: the file named, nothing run" \
    "exit $rc: $(ls -a "$tmp/pipe"; head -c 300 "$tmp/pipe/err")"; fi

echo "mpi: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
