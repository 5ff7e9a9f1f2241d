#!/usr/bin/env bash
# make bench-mpi: nhmc-mpi on 1 and 2 ranks (one thread each) over the
# levelup grid of scenarios/maxhp_by_role.ini with BENCH_MPI_TRIALS trials a
# case, best of BENCH_MPI_REPEAT runs each.  Figures as name=value lines:
#   mpi_run_1r_s, mpi_run_2r_s   wall time of the run on 1 and 2 ranks
#   mpi_launch_s                 the same with 1000 trials a case (mpirun,
#                                MPI set-up, planning, outputs: the fixed cost)
#   mpi_scaling_2r               (run_1r - launch_1r) / (run_2r - launch_2r):
#                                the work's speed-up from 1 to 2 ranks
#   mpi_scaling_2r_wall          run_1r / run_2r, fixed costs included
#   mpi_levelups_per_core_s      level gains (newhp calls) a core makes a second
# The ranks are not bound to cores (BENCH_MPI_BIND=core to bind them): on a
# machine shared with other work, a bound rank cannot leave a busy core.
set -u
cd "$(dirname "$0")/.." || exit 1
NHMC_MPI=${NHMC_MPI:-build/nhmc-mpi}
trials=${BENCH_MPI_TRIALS:-400000}
repeat=${BENCH_MPI_REPEAT:-3}
bind=${BENCH_MPI_BIND:-none}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export OMPI_MCA_btl=self,vader OMPI_MCA_btl_vader_single_copy_mechanism=none
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

scenario() { # trials, output directory
    sed -e '/^trials/d' -e "s|^kind\\( *\\)=\\(.*\\)|kind\\1=\\2\\ntrials = $1|" \
        -e "s|results/|$2/|" scenarios/maxhp_by_role.ini
}
scenario "$trials" "$tmp/out" >"$tmp/run.ini"
scenario 1000 "$tmp/out" >"$tmp/launch.ini"

# Arithmetic in awk (bc is not on every Debian install).
calc() { awk "BEGIN { print ($1) + 0 }"; }

best() { # ranks, scenario: the shortest wall time of $repeat runs, seconds
    local t best=
    for _ in $(seq "$repeat"); do
        local t0 t1
        t0=$(date +%s.%N)
        mpirun -q --oversubscribe --bind-to "$bind" -n "$1" "$NHMC_MPI" run -q -j1 "$2" >/dev/null ||
            { echo "bench-mpi: mpirun -n $1 failed" >&2; exit 1; }
        t1=$(date +%s.%N)
        t=$(calc "$t1 - $t0")
        if [ -z "$best" ] || [ "$(calc "$t < $best")" = 1 ]; then best=$t; fi
    done
    echo "$best"
}

run1=$(best 1 "$tmp/run.ini")
cp "$tmp/out/maxhp_by_role.csv" "$tmp/one.csv"
run2=$(best 2 "$tmp/run.ini")
cmp -s "$tmp/one.csv" "$tmp/out/maxhp_by_role.csv" ||
    { echo "bench-mpi: 1 and 2 ranks wrote different bytes" >&2; exit 1; }
launch1=$(best 1 "$tmp/launch.ini")
launch2=$(best 2 "$tmp/launch.ini")
cases=$(($(wc -l <"$tmp/one.csv") - 1))
cases=$((cases / 30)) # a row per XL 1-30: 29 gains a trial
printf 'mpi_cases=%d mpi_trials=%d\n' "$cases" "$trials"
printf 'mpi_run_1r_s=%.2f\nmpi_run_2r_s=%.2f\n' "$run1" "$run2"
printf 'mpi_launch_1r_s=%.2f\nmpi_launch_2r_s=%.2f\n' "$launch1" "$launch2"
printf 'mpi_scaling_2r=%.2f\n' "$(calc "($run1 - $launch1) / ($run2 - $launch2)")"
printf 'mpi_scaling_2r_wall=%.2f\n' "$(calc "$run1 / $run2")"
printf 'mpi_levelups_per_core_s=%.3g\n' \
    "$(calc "$cases * ($trials - 1000) * 29 / ($run1 - $launch1)")"
