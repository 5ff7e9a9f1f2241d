/* monster_bench: kind monster's cases of `make bench` (nhmc/bench.h). */
#include "kinds/monster/monster_impl.h"
#include "kinds/monster/monster_hp.h"
#include "nhmc/bench.h"

/* A soldier ant made at depth 10 for an XL 8 hero in 3.6.7 (m_lev 4,
 * d(4,8)), in creations per second; and a kitten growing through 20 kills
 * of level-5 victims, in kills (grow_up calls) per second. */
enum { MONSTER_SOLDIER_ANT, MONSTER_KITTEN_KILLS };

static int bench_case(int which, void *out, struct nh_bench_plan *plan)
{
    struct monster_case *c = out;
    bool ant = which == MONSTER_SOLDIER_ANT;
    c->variant = NH_V367;
    c->mon = monster_find_exact(monster_table(NH_V367), ant ? "soldier ant" : "kitten");
    c->where.depth = ant ? 10 : 1;
    c->xl = ant ? 8 : 1;
    c->kills = ant ? 0 : 20;
    c->victim_level = ant ? 0 : 5;
    *plan = (struct nh_bench_plan){
        .blocks = ant ? 16384 : 4096, .hist = NH_MON_HIST_HP, .per_trial = ant ? 1 : 20};
    return 0;
}

static const struct nh_bench_how creations = {"creations/s", "_per_s", 3, &monster_job_kind,
                                              bench_case};
static const struct nh_bench_how kills = {"kills/s", "_per_s", 3, &monster_job_kind, bench_case};

/* One case a line: its name, its line for people, how, which. */
/* clang-format off */
const struct nh_bench_case monster_bench[] = {
    {"monster_soldier_ant", "monster soldier ant D10 XL8", &creations, .arg = MONSTER_SOLDIER_ANT},
    {"monster_kitten_kills", "monster kitten 20 kills", &kills, .arg = MONSTER_KITTEN_KILLS},
    {0},
};
/* clang-format on */
