/* sanity_cost: what a sanity timeline costs by each method, for method
 * auto (experiment.h).  Estimates in nanoseconds of one thread, measured
 * on the bench machine (docs/benchmark.md, "Method auto"): the exact
 * programme carries every sanity (and insight) value a timeline can reach
 * through each turn; a Monte Carlo timeline steps one hero through them.
 * A timeline outside the programme is found by its solve, which falls
 * back. */
#include "kinds/sanity/sanity_grid.h"

#define EXACT_NS_PER_CASE 20000.0
#define EXACT_NS_PER_TURN 9000.0
#define TRIAL_NS          50.0
#define TRIAL_NS_PER_TURN 0.5

/* The exact programme's width beyond sanity: an angel's whispers add an
 * insight value a turn they last. */
static double insight_values(const struct sanity_case *c)
{
    double n = 1.0;
    for (int i = 0; i < c->nev; i++)
        if (c->ev[i].kind == SE_ANGEL)
            n += c->ev[i].turns;
    return n;
}

double sanity_exact_cost(const struct sanity_case *c)
{
    return EXACT_NS_PER_CASE +
           EXACT_NS_PER_TURN * insight_values(c) * (double)(c->end - c->hero.turn0);
}

double sanity_trial_cost(const struct sanity_case *c)
{
    return TRIAL_NS + TRIAL_NS_PER_TURN * (double)(c->end - c->hero.turn0);
}
