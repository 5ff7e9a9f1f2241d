/* growth_cost: what a growth timeline costs by each method, for method
 * auto (experiment.h).  Estimates in nanoseconds of one thread, measured
 * on the bench machine (docs/benchmark.md, "Method auto").  Both go event
 * by event: the exact answer folds each level gain, potion or nurse hit
 * into the max-HP distributions, a Monte Carlo timeline draws it once.
 * The exact model does not follow prayers or dNetHack (INFINITY), nor
 * some drains and heals it finds on the way (its solve falls back). */
#include "kinds/growth/growth_impl.h"

#include <math.h>

#define EXACT_NS_PER_CASE 20000.0
#define EXACT_NS_PER_STEP 300.0
#define TRIAL_NS          20.0
#define TRIAL_NS_PER_STEP 1.0

/* The draws of a timeline, bounded: a level event's gains, a nurse's hits,
 * the count of the others. */
static double steps(const struct growth_case *c)
{
    double n = 0.0;
    for (int i = 0; i < c->tl->n; i++) {
        const struct growth_event *e = &c->tl->ev[i];
        if (e->kind == GE_LEVEL)
            n += e->xl_to < 0 ? -e->xl_to : NH_MAXULEV;
        else if (e->kind == GE_NURSE)
            n += growth_nurse_hits(c, e);
        else
            n += e->count > 0 ? e->count : 1;
    }
    return n;
}

double growth_exact_cost(const struct growth_case *c)
{
    if (c->variant == NH_VDNH)
        return INFINITY;
    for (int i = 0; i < c->tl->n; i++)
        if (c->tl->ev[i].kind == GE_PRAY)
            return INFINITY;
    return EXACT_NS_PER_CASE + EXACT_NS_PER_STEP * steps(c);
}

double growth_trial_cost(const struct growth_case *c)
{
    return TRIAL_NS + TRIAL_NS_PER_STEP * steps(c);
}
