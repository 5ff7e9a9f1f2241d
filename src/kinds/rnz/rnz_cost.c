/* rnz_cost: what an rnz case costs by each method, for method auto
 * (experiment.h).  Estimates in nanoseconds of one thread, measured on
 * the bench machine (docs/benchmark.md, "Method auto"): the exact weights
 * take 2000 outcomes per value rne(4) can have, then a pass over the
 * range of rnz(i); a Monte Carlo call is two draws. */
#include "kinds/rnz/rnz_impl.h"

#include "nhmc/dice.h"

#define EXACT_NS_PER_CASE    20000.0
#define EXACT_NS_PER_OUTCOME 3.0
#define EXACT_NS_PER_VALUE   30.0
#define TRIAL_NS             2.5

double rnz_exact_cost(const struct rnz_case *c)
{
    int32_t lo, hi;
    rnz_range(c, &lo, &hi);
    return EXACT_NS_PER_CASE + EXACT_NS_PER_OUTCOME * 2000.0 * nh_rne_cap(c->variant, c->xl) +
           EXACT_NS_PER_VALUE * (double)(hi - lo + 1);
}

double rnz_trial_cost(const struct rnz_case *c)
{
    (void)c;
    return TRIAL_NS;
}
