/* test_growth_util: what the tests of growth share (test_growth.c,
 * test_growth_dnh.c, test_growth_var.c, test_growth_evh.c): a timeline case
 * of one variant's hero, its exact rows, and the Monte Carlo kernel fitted
 * against them.  A test may set its trials by GROWTH_TEST_TRIALS. */
#ifndef NHMC_TEST_GROWTH_UTIL_H
#define NHMC_TEST_GROWTH_UTIL_H

#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "kinds/growth/growth_impl.h"
#include "nhmc/gof.h"
#include "nhmc/heroes.h"
#include "nhmc/pmf.h"

#ifndef GROWTH_TEST_TRIALS
#define GROWTH_TEST_TRIALS 300000u
#endif

static inline uint64_t trials(void)
{
    return getenv("NHMC_SANITIZED") ? 50000u : GROWTH_TEST_TRIALS;
}

struct timeline {
    struct growth_timeline tl;
    struct growth_report r;
    struct growth_case c;
};

/* 0 when the case is accepted; else -1 with the message in err. */
static inline int make(struct timeline *t, enum nh_variant v, const char *role, const char *race,
                       int con, const char *events, const char *report, char *err, size_t errlen)
{
    memset(t, 0, sizeof *t);
    if (growth_parse_events(events, &t->tl, err, errlen) != 0 ||
        growth_parse_report(report, &t->r, err, errlen) != 0)
        return -1;
    t->c.variant = v;
    t->c.role = nh_name_index(nh_heroes(v)->role_names, role);
    t->c.race = nh_name_index(nh_heroes(v)->race_names, race);
    assert_true(t->c.role >= 0 && t->c.race >= 0);
    t->c.con = con;
    t->c.start_xl = 1;
    t->c.tl = &t->tl;
    t->c.report = &t->r;
    return growth_case_check(&t->c, err, errlen);
}

static inline void make_ok(struct timeline *t, enum nh_variant v, const char *role,
                           const char *race, int con, const char *events, const char *report)
{
    char err[300] = "";
    if (make(t, v, role, race, con, events, report, err, sizeof err) != 0) {
        print_error("%s: %s\n", events, err);
        fail();
    }
}

static inline int exact(const struct timeline *t, struct nh_pmf *f)
{
    char err[300] = "";
    int st = growth_exact(&t->c, f, err, sizeof err);
    if (st != 0)
        print_error("growth_exact: %s\n", err);
    assert_int_equal(st, 0);
    struct growth_checkpoint cp[GROWTH_MAX_CHECKPOINTS];
    int n = growth_checkpoints(&t->c, cp, GROWTH_MAX_CHECKPOINTS, err, sizeof err);
    for (int k = 0; k < n; k++)
        assert_close_l(pmf_total(&f[k]), 1.0L, 1e-12L);
    return n;
}

static inline void free_rows(struct nh_pmf *f, int n)
{
    for (int k = 0; k < n; k++)
        pmf_free(&f[k]);
}

/* The exact end (the one row) of t: its mean, variance, least and most. */
static inline void expect_end(const struct timeline *t, long double mean, long double variance,
                              int64_t least, int64_t most)
{
    struct nh_pmf f[GROWTH_MAX_CHECKPOINTS];
    int n = exact(t, f);
    assert_int_equal(n, 1);
    assert_close_l(pmf_mean(&f[0]), mean, 1e-9L);
    assert_close_l(pmf_variance(&f[0]), variance, 1e-9L);
    assert_int_equal(pmf_min(&f[0]), least);
    assert_int_equal(pmf_max(&f[0]), most);
    free_rows(f, n);
}

static inline void fit_all(const struct timeline *t, uint64_t seed)
{
    struct nh_pmf f[GROWTH_MAX_CHECKPOINTS];
    int n = exact(t, f);
    struct nh_tally tt;
    assert_int_equal(jobs_simulate(&growth_job_kind, &t->c, seed, trials(), 2, &tt), 0);
    for (int k = 0; k < n; k++) {
        struct nh_gof g;
        assert_int_equal(gof_chisq(tally_hist(&tt, (size_t)k), tt.lo[k], tt.width[k], &f[k], &g),
                         0);
        if (g.p < NH_TEST_P_MIN || g.impossible)
            print_error("%s row %d: chi-square %.1f, %d cells, p %.3g, impossible %llu\n",
                        t->tl.ev[0].text, k, g.stat, g.cells, g.p,
                        (unsigned long long)g.impossible);
        assert_true(g.p >= NH_TEST_P_MIN);
        assert_int_equal(g.impossible, 0);
        assert_int_equal(g.n, trials());
    }
    tally_free(&tt);
    free_rows(f, n);
}

#endif
