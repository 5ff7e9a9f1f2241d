/* grace_cost: what a grace fight costs by each method, for method auto
 * (experiment.h).  Estimates in nanoseconds of one thread, measured on
 * the bench machine (docs/benchmark.md, "Method auto"): the exact answer
 * does grace_exact_work's steps; a Monte Carlo fight draws each attack's
 * hit and dice until the hero dies or the turns run out. */
#include "kinds/grace/grace_impl.h"

#define EXACT_NS_PER_CASE 10000.0
#define EXACT_NS_PER_WORK 0.9
#define TRIAL_NS          20.0
#define TRIAL_NS_PER_DRAW 1.0

double grace_exact_cost(const struct grace_case *c)
{
    return EXACT_NS_PER_CASE + EXACT_NS_PER_WORK * grace_exact_work(c);
}

double grace_trial_cost(const struct grace_case *c)
{
    /* the turns a fight lasts at most: its turns, or about as many as the
     * mean damage takes to empty the HP it has (all of its pools) */
    double hit = (double)c->hit_num / c->hit_den;
    double per_turn = c->hits * hit * (grace_damage_min(c) + grace_damage_max(c)) / 2.0;
    double pool = (double)c->maxhp + c->ls_maxhp + c->form_maxhp;
    double turns = per_turn > 0 ? pool / per_turn + 1.0 : c->turns;
    if (turns > c->turns)
        turns = c->turns;
    return TRIAL_NS + TRIAL_NS_PER_DRAW * turns * c->hits * (1.0 + c->dice_n);
}
