/* regen_bench: kind regen's cases of `make bench` (nhmc/bench.h), in
 * hero-turns per second. */
#include "kinds/regen/regen_impl.h"
#include "nhmc/bench.h"

/* The regen cases timed, from 1 HP to the target from a random turn:
 * 3.6.7 XL 8 Con 16 to 70 (no draws but the start turn: the outcome is read
 * from a table by phase), 5.0 XL 8 Con 16 to 70 (a heal draw every turn),
 * 3.6.7 XL 14 Con 18 Stressed, move 0.5, to 80 (move and heal draws every
 * third turn), 3.6.7 XL 2 Con 16 with Regeneration, Strained and always
 * moving, to 70: no draws either, with a 330-turn period; and a dNetHack
 * human Valkyrie XL 8 Con 16 to 70. */
enum { REGEN_367, REGEN_50, REGEN_367_STRESSED, REGEN_367_STEPPED, REGEN_DNH };

/* Hero-turns per second on one thread, counted exactly as the sum of the
 * trials' outcomes (steps to the target). */
static int bench_case(int which, void *out, struct nh_bench_plan *plan)
{
    struct regen_case *c = out;
    c->variant = which == REGEN_50 ? NH_V50 : which == REGEN_DNH ? NH_VDNH : NH_V367;
    c->role = c->race = -1;
    if (which == REGEN_DNH) { /* dNetHack's rate needs the role and race */
        c->role = role_parse("Val");
        c->race = race_parse("human");
    }
    c->xl = which == REGEN_367_STRESSED ? 14 : which == REGEN_367_STEPPED ? 2 : 8;
    c->con = which == REGEN_367_STRESSED ? 18 : 16;
    c->hp = 1;
    c->maxhp = c->target = which == REGEN_367_STRESSED ? 80 : 70;
    c->enc = which == REGEN_367_STRESSED  ? NH_ENC_STRESSED
             : which == REGEN_367_STEPPED ? NH_ENC_STRAINED
                                          : NH_ENC_UNENCUMBERED;
    c->move = which == REGEN_367_STEPPED ? 1.0 : 0.5;
    c->regeneration = which == REGEN_367_STEPPED;
    c->turn_random = true;
    c->measure = NH_REGEN_TURNS;
    c->max_turns = NH_REGEN_DEFAULT_LIMIT;
    /* the cases without draws read a table by phase, about 1e9 trials a
     * second: 16 times the blocks keep them timed for more than 10 ms */
    bool by_phase = which == REGEN_367 || which == REGEN_367_STEPPED || which == REGEN_DNH;
    *plan = (struct nh_bench_plan){.blocks = by_phase ? 16384 : 1024, .hist = NH_BENCH_VALUE_SUM};
    return 0;
}

static const struct nh_bench_how turns = {"hero-turns/s", "_turns_per_s", 3, &regen_job_kind,
                                          bench_case};

/* One case a line: its name, its line for people, how, which. */
/* clang-format off */
const struct nh_bench_case regen_bench[] = {
    {"regen_367", "regen 3.6.7 XL 8", &turns, .arg = REGEN_367},
    {"regen_50", "regen 5.0 XL 8", &turns, .arg = REGEN_50},
    {"regen_367_stressed", "regen 3.6.7 XL 14 Stressed", &turns, .arg = REGEN_367_STRESSED},
    {"regen_367_stepped", "regen 3.6.7 XL 2 stepped", &turns, .arg = REGEN_367_STEPPED},
    {"regen_dnethack", "regen dnethack Val XL 8", &turns, .arg = REGEN_DNH},
    {0},
};
/* clang-format on */
