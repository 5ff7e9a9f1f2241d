/* regen_bench: kind regen's cases of `make bench` (nhmc/bench.h), in
 * hero-turns per second. */
#include <string.h>

#include "kinds/regen/regen.h"
#include "nhmc/bench.h"
#include "nhmc/runner.h"

/* The regen cases timed, from 1 HP to the target from a random turn:
 * 3.6.7 XL 8 Con 16 to 70 (no draws but the start turn: the outcome is read
 * from a table by phase), 5.0 XL 8 Con 16 to 70 (a heal draw every turn),
 * 3.6.7 XL 14 Con 18 Stressed, move 0.5, to 80 (move and heal draws every
 * third turn), 3.6.7 XL 2 Con 16 with Regeneration, Strained and always
 * moving, to 70: no draws either, with a 330-turn period; and a dNetHack
 * human Valkyrie XL 8 Con 16 to 70. */
enum { REGEN_367, REGEN_50, REGEN_367_STRESSED, REGEN_367_STEPPED, REGEN_DNH };

static struct regen_case bench_case(int which)
{
    struct regen_case c;
    memset(&c, 0, sizeof c);
    c.variant = which == REGEN_50 ? NH_V50 : which == REGEN_DNH ? NH_VDNH : NH_V367;
    c.role = c.race = -1;
    if (which == REGEN_DNH) { /* dNetHack's rate needs the role and race */
        c.role = role_parse("Val");
        c.race = race_parse("human");
    }
    c.xl = which == REGEN_367_STRESSED ? 14 : which == REGEN_367_STEPPED ? 2 : 8;
    c.con = which == REGEN_367_STRESSED ? 18 : 16;
    c.hp = 1;
    c.maxhp = c.target = which == REGEN_367_STRESSED ? 80 : 70;
    c.enc = which == REGEN_367_STRESSED  ? NH_ENC_STRESSED
            : which == REGEN_367_STEPPED ? NH_ENC_STRAINED
                                         : NH_ENC_UNENCUMBERED;
    c.move = which == REGEN_367_STEPPED ? 1.0 : 0.5;
    c.regeneration = which == REGEN_367_STEPPED;
    c.turn_random = true;
    c.measure = NH_REGEN_TURNS;
    c.max_turns = NH_REGEN_DEFAULT_LIMIT;
    return c;
}

/* Hero-turns per second on one thread, counted exactly as the sum of the
 * trials' outcomes (steps to the target). */
static double bench_regen(int which, int threads, struct nh_bench_run *r)
{
    (void)threads;
    struct regen_case c = bench_case(which);
    struct nh_tally t;
    /* the cases without draws read a table by phase, about 1e9 trials a
     * second: 16 times the blocks keep them timed for more than 10 ms */
    bool by_phase = which == REGEN_367 || which == REGEN_367_STEPPED || which == REGEN_DNH;
    const uint64_t blocks = by_phase ? 16384 : 1024;
    double dt = bench_blocks(&regen_job_kind, &c, blocks, &t);
    if (dt < 0.0)
        return 0.0;
    r->trials = (double)blocks * NH_BLOCK_TRIALS;
    r->seconds = dt;
    const uint64_t *h = tally_hist(&t, 0);
    uint64_t turns = 0;
    for (uint32_t i = 0; i < t.width[0]; i++)
        turns += h[i] * (uint64_t)(t.lo[0] + (int32_t)i);
    tally_free(&t);
    return (double)turns / dt;
}

const struct nh_bench_case regen_bench[] = {
    {.name = "regen_367",
     .label = "regen 3.6.7 XL 8",
     .unit = "hero-turns/s",
     .figure_name = "regen_367_turns_per_s",
     .ratio_name = "regen_367_ratio",
     .ratio_digits = 3,
     .run = bench_regen,
     .arg = REGEN_367},
    {.name = "regen_50",
     .label = "regen 5.0 XL 8",
     .unit = "hero-turns/s",
     .figure_name = "regen_50_turns_per_s",
     .ratio_name = "regen_50_ratio",
     .ratio_digits = 3,
     .run = bench_regen,
     .arg = REGEN_50},
    {.name = "regen_367_stressed",
     .label = "regen 3.6.7 XL 14 Stressed",
     .unit = "hero-turns/s",
     .figure_name = "regen_367_stressed_turns_per_s",
     .ratio_name = "regen_367_stressed_ratio",
     .ratio_digits = 3,
     .run = bench_regen,
     .arg = REGEN_367_STRESSED},
    {.name = "regen_367_stepped",
     .label = "regen 3.6.7 XL 2 stepped",
     .unit = "hero-turns/s",
     .figure_name = "regen_367_stepped_turns_per_s",
     .ratio_name = "regen_367_stepped_ratio",
     .ratio_digits = 3,
     .run = bench_regen,
     .arg = REGEN_367_STEPPED},
    {.name = "regen_dnethack",
     .label = "regen dnethack Val XL 8",
     .unit = "hero-turns/s",
     .figure_name = "regen_dnethack_turns_per_s",
     .ratio_name = "regen_dnethack_ratio",
     .ratio_digits = 3,
     .run = bench_regen,
     .arg = REGEN_DNH},
    {0},
};
