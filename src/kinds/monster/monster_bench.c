/* monster_bench: kind monster's cases of `make bench` (nhmc/bench.h). */
#include "kinds/monster/monster.h"
#include "kinds/monster/monster_hp.h"
#include "nhmc/bench.h"

/* A soldier ant made at depth 10 for an XL 8 hero in 3.6.7 (m_lev 4,
 * d(4,8)), in creations per second; and a kitten growing through 20 kills
 * of level-5 victims, in kills (grow_up calls) per second. */
enum { MONSTER_SOLDIER_ANT, MONSTER_KITTEN_KILLS };

static double bench_monster(int which, int threads, struct nh_bench_run *r)
{
    (void)threads;
    const struct nh_monster_table *mt = monster_table(NH_V367);
    struct monster_case c = {0};
    c.variant = NH_V367;
    c.mon = monster_find_exact(mt, which == MONSTER_SOLDIER_ANT ? "soldier ant" : "kitten");
    c.where.depth = which == MONSTER_SOLDIER_ANT ? 10 : 1;
    c.xl = which == MONSTER_SOLDIER_ANT ? 8 : 1;
    c.kills = which == MONSTER_KITTEN_KILLS ? 20 : 0;
    c.victim_level = which == MONSTER_KITTEN_KILLS ? 5 : 0;
    double per_s = bench_trials(&monster_job_kind, &c, which == MONSTER_SOLDIER_ANT ? 16384 : 4096,
                                NH_MON_HIST_HP, r);
    return which == MONSTER_KITTEN_KILLS ? per_s * 20 : per_s;
}

const struct nh_bench_case monster_bench[] = {
    {.name = "monster_soldier_ant",
     .label = "monster soldier ant D10 XL8",
     .unit = "creations/s",
     .figure_name = "monster_soldier_ant_per_s",
     .ratio_name = "monster_soldier_ant_ratio",
     .ratio_digits = 3,
     .run = bench_monster,
     .arg = MONSTER_SOLDIER_ANT},
    {.name = "monster_kitten_kills",
     .label = "monster kitten 20 kills",
     .unit = "kills/s",
     .figure_name = "monster_kitten_kills_per_s",
     .ratio_name = "monster_kitten_kills_ratio",
     .ratio_digits = 3,
     .run = bench_monster,
     .arg = MONSTER_KITTEN_KILLS},
    {0},
};
