/* grace_bench: kind grace's case of `make bench` (nhmc/bench.h). */
#include "kinds/grace/grace.h"
#include "nhmc/bench.h"

/* Fights per second, one thread: rule 3.7-2025 (the snapshot and the
 * latch), a hero at 30 of 30 HP taking 3 attacks of 2d6 a turn hitting 70%,
 * 1 HP back with chance 20% between turns, for 10 turns: the shape of
 * scenarios/grace_rules_compared.ini's ordinary fights. */
static double bench_grace(int arg, int threads, struct nh_bench_run *r)
{
    (void)arg;
    (void)threads;
    const struct grace_case c = {GRACE_37_2025, 30,   30, 2, 6, 0, 7, 10, 3, 1, 20, 10, 0, 0, 0, 0,
                                 false,         false};
    struct nh_tally t;
    double dt = bench_blocks(&grace_job_kind, &c, 4096, &t); /* 4.2e6 fights */
    if (dt < 0.0)
        return 0.0;
    uint64_t n = tally_total(&t, 0);
    tally_free(&t);
    r->trials = (double)n;
    r->seconds = dt;
    return (double)n / dt;
}

const struct nh_bench_case grace_bench[] = {
    {.name = "grace",
     .label = "grace 3.7-2025 10 turns",
     .unit = "fights/s",
     .figure_name = "grace_fights_per_s",
     .ratio_name = "grace_ratio",
     .ratio_digits = 5,
     .run = bench_grace},
    {0},
};
