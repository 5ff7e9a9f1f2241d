/* What the kernel-against-exact tests share (tests/test_K_verify.c and
 * test_verify.c): the seed, the trials and the fit of a tally's only
 * histogram.
 *
 * Each case simulates at least 10^6 trials with a fixed seed and runs
 * Pearson's chi-square goodness-of-fit test (gof_chisq: cells pooled in
 * value order until each expects at least 5, p-value from GSL) against the
 * exact module's pmf.  A case passes when p >= NH_TEST_P_MIN (1e-4): a
 * correct kernel fails a given case with probability 1e-4 over seeds, and
 * the seeds are fixed, so the outcome is deterministic.  The tests must be
 * able to fail: deliberately wrong exact distributions are asserted to be
 * rejected.
 *
 * The sanitizer build (NHMC_SANITIZED) runs the same cases with 10^5 trials:
 * there the point is memory and undefined-behaviour checking, not power.
 */
#ifndef NHMC_TEST_VERIFY_UTIL_H
#define NHMC_TEST_VERIFY_UTIL_H

#include <stdlib.h>

#include "nhmc/gof.h"
#include "nhmc/pmf.h"
#include "nhmc/tally.h"
#include "testutil.h"

#define SEED 20261121u

static inline uint64_t trials(void)
{
    return getenv("NHMC_SANITIZED") ? 100000u : 1000000u;
}

/* p-value of a tally's only histogram against f; prints the case when it
 * falls below the threshold. */
static inline double fit(const struct nh_tally *t, const struct nh_pmf *f, const char *what)
{
    struct nh_gof g;
    assert_int_equal(gof_chisq(tally_hist(t, 0), t->lo[0], t->width[0], f, &g), 0);
    assert_int_equal(g.n, trials());
    if (g.p < NH_TEST_P_MIN)
        print_message("%s: chi-square %.2f, %d cells, p = %g, impossible %llu\n", what, g.stat,
                      g.cells, g.p, (unsigned long long)g.impossible);
    return g.p;
}

#endif
