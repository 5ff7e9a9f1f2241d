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
    const struct grace_case c = {.rule = GRACE_37_2025,
                                 .hp = 30,
                                 .maxhp = 30,
                                 .dice_n = 2,
                                 .dice_s = 6,
                                 .hit_num = 7,
                                 .hit_den = 10,
                                 .hits = 3,
                                 .regen_hp = 1,
                                 .regen_pct = 20,
                                 .turns = 10};
    return bench_trials(&grace_job_kind, &c, 4096, 0, r); /* 4.2e6 fights */
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
