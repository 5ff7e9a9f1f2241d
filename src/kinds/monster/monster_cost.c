/* monster_cost: what a monster case costs by each method, for method auto
 * (experiment.h).  Estimates in nanoseconds of one thread, measured on
 * the bench machine (docs/benchmark.md, "Method auto"): the exact answer
 * convolves the creation dice, then pushes the states (species, m_lev,
 * max HP) through each grow_up() call; a Monte Carlo monster draws its
 * dice, then each call once. */
#include "kinds/monster/monster_hp.h"

#define EXACT_NS_PER_CASE 20000.0
#define EXACT_NS_PER_GROW 7e5
#define TRIAL_NS          4.0
#define TRIAL_NS_PER_GROW 1.1

/* The states the measure was taken with: max HP 0..409 by m_lev 0..50. */
#define MEASURED_STATES (410.0 * 51.0)

double monster_exact_cost(const struct monster_case *c)
{
    double per_grow = EXACT_NS_PER_GROW;
    /* EvilHack's uniques have no 400 cap: each call pushes as many more states as their bound
     * holds (Lucifer after 1000 gain levels: 8,000 max HP by 78 levels) */
    if (monster_case_grows(c) &&
        nh_grow_cap(c->variant, monster_table(c->variant), c->mon) == NH_MON_HPMAX_NO_CAP)
        per_grow *= (monster_hp_bound(c) + 1.0) * (monster_level_bound(c) + 1.0) / MEASURED_STATES;
    return EXACT_NS_PER_CASE + per_grow * (double)(c->kills + c->gain_levels);
}

double monster_trial_cost(const struct monster_case *c)
{
    return TRIAL_NS + TRIAL_NS_PER_GROW * (double)(c->kills + c->gain_levels);
}
