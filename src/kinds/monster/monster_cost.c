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

double monster_exact_cost(const struct monster_case *c)
{
    return EXACT_NS_PER_CASE + EXACT_NS_PER_GROW * (double)(c->kills + c->gain_levels);
}

double monster_trial_cost(const struct monster_case *c)
{
    return TRIAL_NS + TRIAL_NS_PER_GROW * (double)(c->kills + c->gain_levels);
}
