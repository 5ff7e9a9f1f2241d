/* grace_bench: kind grace's case of `make bench` (nhmc/bench.h). */
#include "kinds/grace/grace_impl.h"
#include "nhmc/bench.h"

/* Fights per second, one thread: rule 3.7-2025 (the snapshot and the
 * latch), a hero at 30 of 30 HP taking 3 attacks of 2d6 a turn hitting 70%,
 * 1 HP back with chance 20% between turns, for 10 turns: the shape of
 * scenarios/grace_rules_compared.ini's ordinary fights; 4.2e6 fights. */
static int bench_case(int arg, void *out, struct nh_bench_plan *plan)
{
    (void)arg;
    *(struct grace_case *)out = (struct grace_case){.rule = GRACE_37_2025,
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
    *plan = (struct nh_bench_plan){.blocks = 4096, .hist = 0};
    return 0;
}

static const struct nh_bench_how fights = {"fights/s", "_fights_per_s", 5, &grace_job_kind,
                                           bench_case};

const struct nh_bench_case grace_bench[] = {
    {.name = "grace", .label = "grace 3.7-2025 10 turns", .how = &fights},
    {0},
};
