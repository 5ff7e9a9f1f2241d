/* Shared helpers for nhmc's cmocka tests. */
#ifndef NHMC_TESTUTIL_H
#define NHMC_TESTUTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <cmocka.h>
#include <gsl/gsl_cdf.h>
#include <stdbool.h>

#include "nhmc/gof.h"
#include "nhmc/output.h"
#include "nhmc/pmf.h"

/* Significance threshold of every goodness-of-fit test: a correct kernel
 * fails one case with probability 1e-4 (seeds are fixed, so a pass is
 * deterministic; the threshold only decides how strong a check is). */
#define NH_TEST_P_MIN 1e-4

/* Chi-square goodness of fit of observed counts against expected
 * probabilities over k cells (the library's gof_chisq, for tests that hold
 * their distributions as plain arrays): cells pooled in order to an expected
 * count of at least 5; an observation in a cell of probability 0 gives 0.
 * Returns the p-value and writes the degrees of freedom used. */
static inline double chisq_gof(const uint64_t *observed, const double *prob, size_t k, int *dof_out)
{
    struct nh_pmf f;
    struct nh_gof g = {0};
    if (dof_out)
        *dof_out = 0;
    if (pmf_init_zero(&f, 0, k) != 0)
        return 0.0;
    for (size_t i = 0; i < k; i++)
        f.p[i] = prob[i];
    int st = gof_chisq(observed, 0, k, &f, &g);
    pmf_free(&f);
    if (dof_out)
        *dof_out = g.dof;
    return st == 0 ? g.p : 1.0;
}

/* Two-sample chi-square of homogeneity over w cells, cells pooled in
 * order until each pooled cell holds at least 20 outcomes of both samples
 * together; the p-value. */
static inline double two_sample_chisq_p(const uint64_t *a, const uint64_t *b, uint32_t w,
                                        int *dof_out)
{
    double na = 0, nb = 0;
    for (uint32_t i = 0; i < w; i++) {
        na += (double)a[i];
        nb += (double)b[i];
    }
    double stat = 0.0, ca = 0, cb = 0;
    int cells = 0;
    for (uint32_t i = 0; i < w; i++) {
        ca += (double)a[i];
        cb += (double)b[i];
        bool last = true;
        for (uint32_t j = i + 1; j < w; j++)
            if (a[j] || b[j])
                last = false;
        if (ca + cb >= 20 || (last && ca + cb > 0)) {
            double tot = ca + cb, ea = tot * na / (na + nb), eb = tot * nb / (na + nb);
            stat += (ca - ea) * (ca - ea) / ea + (cb - eb) * (cb - eb) / eb;
            cells++;
            ca = cb = 0;
            if (last)
                break;
        }
    }
    *dof_out = cells - 1;
    return cells > 1 ? gsl_cdf_chisq_Q(stat, cells - 1) : 1.0;
}

/* |got - want| <= tol, with a message naming the quantity. */
#define assert_close(got, want, tol)                                                               \
    do {                                                                                           \
        double g_ = (got), w_ = (want), t_ = (tol);                                                \
        if (!(fabs(g_ - w_) <= t_)) {                                                              \
            print_error("%s = %.12g, expected %.12g within %.3g\n", #got, g_, w_, t_);             \
            fail();                                                                                \
        }                                                                                          \
    } while (0)

/* The same in long double. */
#define assert_close_l(got, want, tol)                                                             \
    do {                                                                                           \
        long double g_ = (got), w_ = (want), t_ = (tol);                                           \
        if (!(fabsl(g_ - w_) <= t_)) {                                                             \
            print_error("%s = %.21Lg, expected %.21Lg within %.3Lg\n", #got, g_, w_, t_);          \
            fail();                                                                                \
        }                                                                                          \
    } while (0)

#define NELEMS(a) (sizeof(a) / sizeof((a)[0]))

/* A table writer (csv, wiki, text) run into memory: its text, which the
 * caller frees.  Not inlined: gcc then takes open_memstream's buffer for a
 * dangling local (a false -Wdangling-pointer). */
typedef int (*writer_fn)(FILE *, const struct nh_table *);
#ifdef __GNUC__
__attribute__((noinline, unused))
#endif
static char *
capture(writer_fn writer, const struct nh_table *t)
{
    char *text = NULL;
    size_t size = 0;
    FILE *f = open_memstream(&text, &size);
    assert_non_null(f);
    assert_int_equal(writer(f, t), 0);
    assert_int_equal(fclose(f), 0);
    return text;
}

/* A kind's grid parser (its registry entry's parse: K_grid_parse). */
typedef int nh_test_grid_parse(const char *const *texts, void *grid, int *bad, char *err,
                               size_t errlen);

/* texts parsed into grid by parse; the test fails, saying the message, if
 * they are refused. */
static inline void grid_parse_ok(nh_test_grid_parse *parse, const char *const *texts, void *grid)
{
    int bad;
    char err[512] = "";
    if (parse(texts, grid, &bad, err, sizeof err) != 0) {
        print_error("unexpected error: %s\n", err);
        fail();
    }
}

#endif
