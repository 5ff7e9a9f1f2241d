/* levelup_testutil: what the levelup tests share: the number of trials, the
 * chi-square of every stage of a tally against the exact pmfs, and the
 * kernel and the scalar reference hero each checked against the exact model
 * (fixed seeds; the p-value floor of testutil.h). */
#ifndef NHMC_LEVELUP_TESTUTIL_H
#define NHMC_LEVELUP_TESTUTIL_H

#include "testutil.h"

#include <stdlib.h>

#include "kinds/levelup/levelup_impl.h"
#include "nhmc/gof.h"
#include "nhmc/jobs.h"
#include "nhmc/pmf.h"
#include "nhmc/tally.h"

/* Fewer under the sanitizers, which run every test again, slower. */
static inline uint64_t levelup_test_trials(void)
{
    return getenv("NHMC_SANITIZED") ? 200000u : 1000000u;
}

static inline void pmfs_free(struct nh_pmf *f, int n)
{
    for (int i = 0; i < n; i++)
        pmf_free(&f[i]);
}

/* Chi-square of every stage of a tally against the exact pmfs. */
static inline void levelup_check_gof(const char *what, const struct nh_tally *t,
                                     const struct nh_pmf *f, int n)
{
    for (int h = 0; h < n; h++) {
        struct nh_gof g;
        assert_int_equal(gof_chisq(tally_hist(t, (size_t)h), t->lo[h], t->width[h], &f[h], &g), 0);
        if (g.p < NH_TEST_P_MIN || g.impossible) {
            print_error("%s stage %d: chi-square %.2f, %d cells, p = %g, impossible %llu\n", what,
                        h, g.stat, g.cells, g.p, (unsigned long long)g.impossible);
            fail();
        }
    }
}

/* The kernel (jobs_simulate on 2 threads, n trials) against levelup_exact. */
static inline void levelup_kernel_vs_exact(const struct levelup_case *c, uint64_t seed, uint64_t n,
                                           const char *what)
{
    struct nh_pmf f[NH_MAX_STAGES];
    struct nh_tally t;
    assert_int_equal(levelup_exact(c, f), 0);
    assert_int_equal(jobs_simulate(&levelup_job_kind, c, seed, n, 2, &t), 0);
    levelup_check_gof(what, &t, f, c->nstages);
    tally_free(&t);
    pmfs_free(f, c->nstages);
}

/* The scalar reference hero (n heroes from stream (seed, stream)) against
 * levelup_exact. */
static inline void levelup_reference_vs_exact(const struct levelup_case *c, uint64_t seed,
                                              uint64_t stream, uint64_t n, const char *what)
{
    struct nh_pmf f[NH_MAX_STAGES];
    int32_t lo[NH_MAX_STAGES], hi[NH_MAX_STAGES], hp[NH_MAX_STAGES];
    struct nh_tally t;
    int ns = c->nstages;
    assert_int_equal(levelup_exact(c, f), 0);
    for (int s = 0; s < ns; s++) {
        lo[s] = (int32_t)pmf_min(&f[s]);
        hi[s] = (int32_t)pmf_max(&f[s]);
    }
    assert_int_equal(tally_init(&t, (size_t)ns, lo, hi), 0);
    nh_pcg32 rng;
    pcg32_seed(&rng, seed, stream);
    for (uint64_t i = 0; i < n; i++) {
        levelup_reference_hero(c, &rng, hp);
        for (int s = 0; s < ns; s++) {
            assert_in_range(hp[s], lo[s], hi[s]);
            tally_hist(&t, (size_t)s)[hp[s] - lo[s]]++;
        }
    }
    levelup_check_gof(what, &t, f, ns);
    tally_free(&t);
    pmfs_free(f, ns);
}

#endif
