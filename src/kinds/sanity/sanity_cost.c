/* sanity_cost: what a sanity timeline costs by each method, for method
 * auto (experiment.h).  Estimates in nanoseconds of one thread, measured
 * on the bench machine (docs/benchmark.md, "Method auto"): the exact
 * programme carries every sanity (and insight) value a timeline can reach
 * through each turn; a Monte Carlo timeline jumps from event to event, but
 * steps the turns of the encounters that draw every turn.  A timeline
 * outside the programme is found by its solve, which falls back. */
#include "kinds/sanity/sanity_grid.h"

#define EXACT_NS_PER_CASE         20000.0
#define EXACT_NS_PER_TURN         6000.0
#define TRIAL_NS                  20.0
#define TRIAL_NS_PER_TURN         0.02
#define TRIAL_NS_PER_STEPPED_TURN 25.0

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

/* The turns the kernel steps lane by lane: encounters that may draw on
 * every turn they last (the first sighting of one monster runs in all
 * lanes at once, and later ones mostly draw nothing). */
static double stepped_turns(const struct sanity_case *c)
{
    double n = 0.0;
    for (int i = 0; i < c->nev; i++) {
        const struct sanity_event *e = &c->ev[i];
        bool steps = e->kind == SE_ANGEL || e->kind == SE_TENTACLES || e->kind == SE_MAD ||
                     e->kind == SE_DELIRIUM || (e->kind == SE_SEE && e->count > 1);
        if (steps)
            n += e->turns > 0 ? e->turns : 1;
    }
    return n;
}

double sanity_exact_cost(const struct sanity_case *c)
{
    return EXACT_NS_PER_CASE +
           EXACT_NS_PER_TURN * insight_values(c) * (double)(c->end - c->hero.turn0);
}

double sanity_trial_cost(const struct sanity_case *c)
{
    return TRIAL_NS + TRIAL_NS_PER_TURN * (double)(c->end - c->hero.turn0) +
           TRIAL_NS_PER_STEPPED_TURN * stepped_turns(c);
}
