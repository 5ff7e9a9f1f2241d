/* growth_cost: what a growth timeline costs by each method, for method
 * auto (experiment.h).  Estimates in nanoseconds of one thread, measured
 * on the bench machine (docs/benchmark.md, "Method auto").  Both go event
 * by event: the exact answer folds each level gain, potion or nurse hit
 * into the max-HP distributions, a Monte Carlo timeline draws it once.
 * The exact model does not follow prayers or dNetHack (INFINITY), nor
 * some drains and heals it finds on the way (its solve falls back); the
 * variants' heroes take the scalar path, dearer per timeline. */
#include "kinds/growth/growth_impl.h"

#include <math.h>

#define EXACT_NS_PER_CASE 20000.0
#define EXACT_NS_PER_STEP 300.0
#define TRIAL_NS          20.0
#define TRIAL_NS_PER_STEP 1.0
/* The scalar path (growth_runs_scalar: dNetHack's, xNetHack's, EvilHack's
 * and UnNetHack's heroes, lane by lane on growth_trial) against the lane
 * loops, both on one thread of the same machine (a human Valkyrie, Con
 * 16; 3.6.7 against UnNetHack, EvilHack and dNetHack): a timeline's fixed
 * cost (events "hp full": 20 ns, and 105 to 130 ns) x6; a level gain,
 * drain or potion ("level 30": 4.7 ns a gain, and 25 to 36 ns; "quaff
 * extra blessed x100": 8 ns a potion, and 19 to 35 ns, dNetHack's 92 ns)
 * x5; a nurse hit ("nurse 1000": 5.5 ns, and 13 ns) x2.4. */
#define SCALAR_TRIAL     6.0
#define SCALAR_PER_STEP  5.0
#define SCALAR_PER_NURSE 2.4

/* The draws of a timeline, bounded: a level event's gains and the count of
 * the others (steps), a nurse's hits (hits). */
static double steps(const struct growth_case *c, double *hits)
{
    double n = 0.0;
    *hits = 0.0;
    for (int i = 0; i < c->tl->n; i++) {
        const struct growth_event *e = &c->tl->ev[i];
        if (e->kind == GE_LEVEL)
            n += e->xl_to < 0 ? -e->xl_to : NH_MAXULEV;
        else if (e->kind == GE_NURSE)
            *hits += growth_nurse_hits(c, e);
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
    double hits, n = steps(c, &hits);
    return EXACT_NS_PER_CASE + EXACT_NS_PER_STEP * (n + hits);
}

double growth_trial_cost(const struct growth_case *c)
{
    double hits, n = steps(c, &hits);
    if (growth_runs_scalar(c))
        return SCALAR_TRIAL * TRIAL_NS +
               TRIAL_NS_PER_STEP * (SCALAR_PER_STEP * n + SCALAR_PER_NURSE * hits);
    return TRIAL_NS + TRIAL_NS_PER_STEP * (n + hits);
}
