/* prayer_cost: what a prayer case costs by each method, for method auto
 * (experiment.h).  Estimates in nanoseconds of one thread, measured on
 * the bench machine (docs/benchmark.md, "Method auto"): the exact answer
 * mixes the branches of the prayer, each with its rnz timeouts, over the
 * max HP (a levelup chain when rolled) and the wish total; a Monte Carlo
 * prayer is a few draws and five histogram entries, and a rolled max HP
 * one gain per level. */
#include "kinds/prayer/prayer_impl.h"

/* Costs net of what both methods share (the summaries of the timeout
 * histograms): a branch mixture per (max HP, wish total) pair. */
#define EXACT_NS_PER_CASE 1e5
#define EXACT_NS_PER_PAIR 3500.0
#define TRIAL_NS          25.0
#define TRIAL_NS_PER_GAIN 0.5

/* How many values the max HP (a levelup chain when rolled: about nine a
 * level) and the wish total (a sum of rn1(100,50)) can take. */
static double maxhp_values(const struct prayer_case *c)
{
    return c->maxhp == PRAYER_MAXHP_ROLLED ? 1.0 + 9.0 * (c->xl - 1) : 1.0;
}

static double wish_values(const struct prayer_case *c)
{
    return c->wishes > 0 ? 100.0 * c->wishes : 1.0;
}

double prayer_exact_cost(const struct prayer_case *c)
{
    return EXACT_NS_PER_CASE + EXACT_NS_PER_PAIR * maxhp_values(c) * wish_values(c);
}

double prayer_trial_cost(const struct prayer_case *c)
{
    return TRIAL_NS + (c->maxhp == PRAYER_MAXHP_ROLLED ? TRIAL_NS_PER_GAIN * c->xl : 0.0);
}
