/* Tests of the exact pmf module (include/nhmc/pmf.h) and of the chi-square
 * goodness of fit against a pmf (include/nhmc/gof.h).
 *
 * Hand values are derived in the comments.  Probabilities are long double;
 * assert_close_l compares in long double (assert_close goes through double,
 * which is enough for the 1e-12 checks but not for 1e-18).  Every pmf built
 * here is checked to total 1 within 1e-12 (check_total).
 */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "nhmc/gof.h"
#include <gsl/gsl_cdf.h>

#include "nhmc/pmf.h"
#include "nhmc/summary.h"

static void check_total(const struct nh_pmf *f)
{
    assert_close_l(pmf_total(f), 1.0L, 1e-12L);
}

/* P(X = v), 0 outside f's range. */
static long double prob(const struct nh_pmf *f, int64_t v)
{
    if (v < f->lo || v >= f->lo + (int64_t)f->n)
        return 0.0L;
    return f->p[v - f->lo];
}

/* Constructors: const is a point mass; uniform(1, 6) is a d6 (each 1/6);
 * weights {1, 2, 3, 4} give k/10 (one exact division each); zero is all
 * zero over its range; copy is an independent deep copy. */
static void constructors(void **state)
{
    (void)state;
    struct nh_pmf f, g;

    assert_int_equal(pmf_init_const(&f, -7), 0);
    assert_int_equal(f.lo, -7);
    assert_int_equal(f.n, 1);
    assert_true(f.p[0] == 1.0L);
    check_total(&f);
    pmf_free(&f);
    assert_null(f.p);
    assert_int_equal(f.n, 0);

    assert_int_equal(pmf_init_uniform(&f, 1, 6), 0);
    assert_int_equal(f.lo, 1);
    assert_int_equal(f.n, 6);
    for (int v = 1; v <= 6; v++)
        assert_close_l(prob(&f, v), 1.0L / 6, 1e-19L);
    check_total(&f);

    /* copy: same contents, separate storage */
    assert_int_equal(pmf_copy(&g, &f), 0);
    assert_int_equal(g.lo, f.lo);
    assert_int_equal(g.n, f.n);
    assert_memory_equal(g.p, f.p, f.n * sizeof *f.p);
    assert_ptr_not_equal(g.p, f.p);
    g.p[0] = 0.0L;
    assert_close_l(f.p[0], 1.0L / 6, 1e-19L);
    pmf_free(&g);
    pmf_free(&f);

    static const uint64_t w[] = {1, 2, 3, 4};
    assert_int_equal(pmf_init_weights(&f, 10, w, 4), 0);
    assert_int_equal(f.lo, 10);
    assert_int_equal(f.n, 4);
    for (int k = 0; k < 4; k++) /* one correctly rounded division: within half an ulp */
        assert_close_l(f.p[k], (long double)(k + 1) / 10.0L, 1e-19L);
    check_total(&f);
    pmf_free(&f);

    /* weights that are powers of two give exact probabilities */
    static const uint64_t w2[] = {1, 1, 2};
    assert_int_equal(pmf_init_weights(&f, 0, w2, 3), 0);
    assert_true(f.p[0] == 0.25L && f.p[1] == 0.25L && f.p[2] == 0.5L);
    pmf_free(&f);

    assert_int_equal(pmf_init_zero(&f, -3, 5), 0);
    assert_int_equal(f.lo, -3);
    assert_int_equal(f.n, 5);
    for (size_t i = 0; i < f.n; i++)
        assert_true(f.p[i] == 0.0L);
    assert_true(pmf_total(&f) == 0.0L);
    pmf_free(&f);
}

/* Sum of k d8 (k = 1..40) by repeated convolution: mean 4.5k and variance
 * 5.25k (a d8 has mean 9/2 and variance (64 - 1)/12 = 21/4), to 1e-12
 * relative; range k..8k. */
static void sum_of_d8_moments(void **state)
{
    (void)state;
    struct nh_pmf f, d8;
    assert_int_equal(pmf_init_uniform(&d8, 1, 8), 0);
    assert_int_equal(pmf_copy(&f, &d8), 0);
    for (int k = 1; k <= 40; k++) {
        if (k > 1)
            assert_int_equal(pmf_add_independent(&f, &d8), 0);
        check_total(&f);
        double mean = 4.5 * k, var = 5.25 * k;
        assert_close((double)pmf_mean(&f), mean, 1e-12 * fmax(1, mean));
        assert_close((double)pmf_variance(&f), var, 1e-12 * fmax(1, var));
        assert_int_equal(pmf_min(&f), k);
        assert_int_equal(pmf_max(&f), 8 * k);
        /* the extremes are (1/8)^k */
        assert_close_l(prob(&f, k) / powl(0.125L, k), 1.0L, 1e-15L);
    }
    pmf_free(&f);
    pmf_free(&d8);
}

/* d6 + d6: P(s) = (6 - |s - 7|)/36 for s = 2..12, to 1e-18.  Shifting by
 * k moves lo by k and nothing else. */
static void two_d6_and_shift(void **state)
{
    (void)state;
    struct nh_pmf f, d6;
    assert_int_equal(pmf_init_uniform(&d6, 1, 6), 0);
    assert_int_equal(pmf_copy(&f, &d6), 0);
    assert_int_equal(pmf_add_independent(&f, &d6), 0);
    assert_int_equal(f.lo, 2);
    assert_int_equal(f.n, 11);
    for (int s = 2; s <= 12; s++)
        assert_close_l(prob(&f, s), (6.0L - (long double)abs(s - 7)) / 36.0L, 1e-18L);
    check_total(&f);

    struct nh_pmf g;
    assert_int_equal(pmf_copy(&g, &f), 0);
    pmf_shift(&g, -100);
    assert_int_equal(g.lo, f.lo - 100);
    assert_int_equal(g.n, f.n);
    assert_memory_equal(g.p, f.p, f.n * sizeof *f.p);
    assert_close((double)pmf_mean(&g), 7.0 - 100, 1e-12 * 93);
    assert_close((double)pmf_variance(&g), 35.0 / 6, 1e-12 * 35 / 6);
    check_total(&g);
    pmf_shift(&g, 100);
    assert_int_equal(g.lo, 2);
    pmf_free(&g);

    /* convolving with a constant is a shift */
    struct nh_pmf c;
    assert_int_equal(pmf_init_const(&c, 5), 0);
    assert_int_equal(pmf_add_independent(&f, &c), 0);
    assert_int_equal(f.lo, 7);
    assert_int_equal(f.n, 11);
    for (int s = 2; s <= 12; s++)
        assert_close_l(prob(&f, s + 5), (6.0L - (long double)abs(s - 7)) / 36.0L, 1e-18L);
    check_total(&f);
    pmf_free(&c);
    pmf_free(&f);
    pmf_free(&d6);
}

/* max(X, 1) of X = d6 - 3 (values -2..3): -2, -1, 0 and 1 land on 1, so
 * P(1) = 4/6, P(2) = P(3) = 1/6.  A floor at or below lo is a no-op; a
 * floor at or above hi collapses everything onto the floor value. */
static void floor_at_minimum(void **state)
{
    (void)state;
    struct nh_pmf f;
    assert_int_equal(pmf_init_uniform(&f, 1, 6), 0);
    pmf_shift(&f, -3);
    assert_int_equal(pmf_floor(&f, 1), 0);
    assert_int_equal(f.lo, 1);
    assert_int_equal(f.n, 3);
    assert_close_l(prob(&f, 1), 4.0L / 6, 1e-18L);
    assert_close_l(prob(&f, 2), 1.0L / 6, 1e-18L);
    assert_close_l(prob(&f, 3), 1.0L / 6, 1e-18L);
    check_total(&f);

    /* at lo or below: unchanged */
    struct nh_pmf g;
    assert_int_equal(pmf_copy(&g, &f), 0);
    assert_int_equal(pmf_floor(&g, 1), 0);
    assert_int_equal(pmf_floor(&g, -50), 0);
    assert_int_equal(g.lo, f.lo);
    assert_int_equal(g.n, f.n);
    assert_memory_equal(g.p, f.p, f.n * sizeof *f.p);
    pmf_free(&g);

    /* exactly at hi: one value */
    assert_int_equal(pmf_copy(&g, &f), 0);
    assert_int_equal(pmf_floor(&g, 3), 0);
    assert_int_equal(g.lo, 3);
    assert_int_equal(g.n, 1);
    assert_close_l(g.p[0], 1.0L, 1e-18L);
    pmf_free(&g);

    /* above hi: one value */
    assert_int_equal(pmf_floor(&f, 10), 0);
    assert_int_equal(f.lo, 10);
    assert_int_equal(f.n, 1);
    assert_close_l(f.p[0], 1.0L, 1e-18L);
    check_total(&f);
    assert_int_equal(pmf_min(&f), 10);
    assert_int_equal(pmf_max(&f), 10);
    pmf_free(&f);
}

/* Mixtures.  0.25 const(1) + 0.75 d4: P(1) = 1/4 + 3/16 = 7/16, P(2..4) =
 * 3/16 (all exact in binary).  Parts with disjoint ranges give the union
 * range with zeros between.  Zero-weight parts are skipped (they do not
 * widen the range); all weights zero is an error.  The mean of a mixture is
 * the weighted mean of the parts' means. */
static void mixtures(void **state)
{
    (void)state;
    struct nh_pmf parts[3], out;
    assert_int_equal(pmf_init_const(&parts[0], 1), 0);
    assert_int_equal(pmf_init_uniform(&parts[1], 1, 4), 0);
    long double w[3] = {0.25L, 0.75L, 0.0L};
    assert_int_equal(pmf_mix(&out, parts, w, 2), 0);
    assert_int_equal(out.lo, 1);
    assert_int_equal(out.n, 4);
    assert_true(out.p[0] == 7.0L / 16);
    for (int v = 2; v <= 4; v++)
        assert_true(prob(&out, v) == 3.0L / 16);
    check_total(&out);
    /* mean 0.25*1 + 0.75*2.5 = 2.125 */
    assert_close((double)pmf_mean(&out), 2.125, 1e-15);
    pmf_free(&out);

    /* a zero-weight part far away does not widen the range */
    assert_int_equal(pmf_init_uniform(&parts[2], 1000, 1010), 0);
    assert_int_equal(pmf_mix(&out, parts, w, 3), 0);
    assert_int_equal(out.lo, 1);
    assert_int_equal(out.n, 4);
    pmf_free(&out);

    /* disjoint ranges: 0.5 U(10..12) + 0.3 U(-3..-2) + 0.2 U(1000..1010):
     * range -3..1010, P(-3) = P(-2) = 0.15, P(11) = 0.5/3, P(1005) = 0.2/11,
     * zeros in -1..9; mean 0.5*11 + 0.3*(-2.5) + 0.2*1005 = 205.75 */
    pmf_free(&parts[0]);
    pmf_free(&parts[1]);
    assert_int_equal(pmf_init_uniform(&parts[0], 10, 12), 0);
    assert_int_equal(pmf_init_uniform(&parts[1], -3, -2), 0);
    long double w2[3] = {0.5L, 0.3L, 0.2L};
    assert_int_equal(pmf_mix(&out, parts, w2, 3), 0);
    assert_int_equal(out.lo, -3);
    assert_int_equal(out.n, 1014);
    assert_close_l(prob(&out, -3), 0.15L, 1e-18L);
    assert_close_l(prob(&out, -2), 0.15L, 1e-18L);
    for (int v = -1; v < 10; v++)
        assert_true(prob(&out, v) == 0.0L);
    assert_close_l(prob(&out, 11), 0.5L / 3, 1e-18L);
    assert_close_l(prob(&out, 1005), 0.2L / 11, 1e-18L);
    check_total(&out);
    double mean = 0.5 * 11 + 0.3 * -2.5 + 0.2 * 1005;
    assert_close((double)pmf_mean(&out), mean, 1e-12 * mean);
    assert_int_equal(pmf_min(&out), -3);
    assert_int_equal(pmf_max(&out), 1010);
    pmf_free(&out);

    /* no part with weight: error */
    long double w0[3] = {0.0L, 0.0L, 0.0L};
    assert_int_equal(pmf_mix(&out, parts, w0, 3), -1);
    for (int k = 0; k < 3; k++)
        pmf_free(&parts[k]);
}

/* Quantiles: the smallest v with P(X <= v) >= q.  The median of a d10 is 5
 * (P(X <= 5) = 1/2 exactly, a tie); d10 built three ways (uniform, integer
 * weights, a mixture of ten point masses with weight 0.1 each) carries
 * different rounding, and NH_PMF_TIE must resolve each as exact arithmetic:
 * 5.  Likewise p25 of d4 is 1 (P(X <= 1) = 1/4), and p01 and p99 of d100 are
 * 1 and 99.  A cumulative probability a real amount (1e-9) short of the
 * target is not a tie. */
static void quantile_ties(void **state)
{
    (void)state;
    struct nh_pmf d10[3], pts[10];
    long double w[10];
    static const uint64_t ones[10] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    assert_int_equal(pmf_init_uniform(&d10[0], 1, 10), 0);
    assert_int_equal(pmf_init_weights(&d10[1], 1, ones, 10), 0);
    for (int k = 0; k < 10; k++) {
        assert_int_equal(pmf_init_const(&pts[k], k + 1), 0);
        w[k] = 0.1L;
    }
    assert_int_equal(pmf_mix(&d10[2], pts, w, 10), 0);
    for (int b = 0; b < 3; b++) {
        check_total(&d10[b]);
        assert_int_equal(pmf_quantile(&d10[b], 50), 5);
        assert_int_equal(pmf_quantile(&d10[b], 10), 1);
        assert_int_equal(pmf_quantile(&d10[b], 90), 9);
        assert_int_equal(pmf_quantile(&d10[b], 51), 6);
        assert_int_equal(pmf_quantile(&d10[b], 100), 10);
        assert_close_l(pmf_cdf(&d10[b], 5), 0.5L, 1e-18L);
        assert_close_l(pmf_cdf(&d10[b], 0), 0.0L, 0.0L);
        assert_close_l(pmf_cdf(&d10[b], 99), 1.0L, 1e-18L);
        pmf_free(&d10[b]);
    }
    for (int k = 0; k < 10; k++)
        pmf_free(&pts[k]);

    struct nh_pmf f;
    assert_int_equal(pmf_init_uniform(&f, 1, 4), 0);
    assert_int_equal(pmf_quantile(&f, 25), 1);
    assert_int_equal(pmf_quantile(&f, 26), 2);
    assert_int_equal(pmf_quantile(&f, 75), 3);
    pmf_free(&f);

    assert_int_equal(pmf_init_uniform(&f, 1, 100), 0);
    assert_int_equal(pmf_quantile(&f, 1), 1);
    assert_int_equal(pmf_quantile(&f, 99), 99);
    assert_int_equal(pmf_quantile(&f, 50), 50);
    pmf_free(&f);

    /* not a tie: P(X <= 5) = 1/2 - 1e-9 gives a median of 6 */
    assert_int_equal(pmf_init_zero(&f, 1, 10), 0);
    for (int k = 0; k < 10; k++)
        f.p[k] = 0.1L;
    f.p[4] -= 1e-9L;
    f.p[5] += 1e-9L;
    assert_int_equal(pmf_quantile(&f, 50), 6);
    pmf_free(&f);
}

/* Zero tails: a pmf over 0..9 with mass 1/2 on 3 and on 6 only.  min 3, max
 * 6; quantiles skip the zeros (p01 = 3, p50 = 3 by the tie, p51 = 6, p100 =
 * 6); pmf_trim leaves lo = 3, n = 4 with the interior zeros kept.  Trimming
 * an all-zero pmf leaves it alone. */
static void zero_tails_and_trim(void **state)
{
    (void)state;
    struct nh_pmf f;
    assert_int_equal(pmf_init_zero(&f, 0, 10), 0);
    f.p[3] = 0.5L;
    f.p[6] = 0.5L;
    check_total(&f);
    assert_int_equal(pmf_min(&f), 3);
    assert_int_equal(pmf_max(&f), 6);
    assert_int_equal(pmf_quantile(&f, 1), 3);
    assert_int_equal(pmf_quantile(&f, 50), 3);
    assert_int_equal(pmf_quantile(&f, 51), 6);
    assert_int_equal(pmf_quantile(&f, 99), 6);
    assert_int_equal(pmf_quantile(&f, 100), 6);
    assert_close((double)pmf_mean(&f), 4.5, 1e-15);
    assert_close((double)pmf_variance(&f), 2.25, 1e-15);
    pmf_trim(&f);
    assert_int_equal(f.lo, 3);
    assert_int_equal(f.n, 4);
    assert_true(f.p[0] == 0.5L && f.p[1] == 0.0L && f.p[2] == 0.0L && f.p[3] == 0.5L);
    check_total(&f);
    pmf_trim(&f); /* idempotent */
    assert_int_equal(f.lo, 3);
    assert_int_equal(f.n, 4);
    pmf_free(&f);

    assert_int_equal(pmf_init_zero(&f, 5, 3), 0);
    pmf_trim(&f);
    assert_int_equal(f.lo, 5);
    assert_int_equal(f.n, 3);
    pmf_free(&f);
}

/* summary_from_pmf of d6 + d6: n 0, sem 0, interval = mean = 7, sd =
 * sqrt(35/6) (variance 2 * 35/12), min 2, max 12.  Quantiles from the CDF
 * 1,3,6,10,15,21,26,30,33,35,36 (/36) at 2..12: p01 2 (1/36 >= .01),
 * p05 3 (1/36 < .05 <= 3/36), p25 5 (6/36 < .25 <= 10/36), p50 7 (15/36 <
 * .5 <= 21/36), p75 9 (26/36 < .75 <= 30/36), p90 10 (30/36 < .9 <=
 * 33/36), p95 11 (33/36 < .95 <= 35/36), p99 12 (35/36 < .99).  An empty
 * pmf is an error. */
static void summary_of_2d6(void **state)
{
    (void)state;
    struct nh_pmf f, d6;
    struct nh_summary s;
    assert_int_equal(pmf_init_uniform(&d6, 1, 6), 0);
    assert_int_equal(pmf_copy(&f, &d6), 0);
    assert_int_equal(pmf_add_independent(&f, &d6), 0);
    memset(&s, 0x55, sizeof s);
    assert_int_equal(summary_from_pmf(&f, &s), 0);
    assert_int_equal(s.n, 0);
    assert_close(s.mean, 7.0, 1e-14);
    assert_close(s.sd, sqrt(35.0 / 6), 1e-14);
    assert_true(s.sem == 0.0);
    assert_true(s.ci95_lo == s.mean && s.ci95_hi == s.mean);
    assert_int_equal(s.min, 2);
    assert_int_equal(s.max, 12);
    static const int pct[NH_NQUANTILES] = {1, 5, 25, 50, 75, 90, 95, 99};
    static const int32_t q[NH_NQUANTILES] = {2, 3, 5, 7, 9, 10, 11, 12};
    for (int k = 0; k < NH_NQUANTILES; k++) {
        assert_int_equal(nh_quantile_percent[k], pct[k]);
        assert_int_equal(s.q[k], q[k]);
    }
    pmf_free(&f);
    pmf_free(&d6);

    struct nh_pmf empty = {0, 0, NULL};
    assert_int_equal(summary_from_pmf(&empty, &s), -1);
    assert_int_equal(pmf_init_zero(&f, 0, 4), 0); /* total 0 */
    assert_int_equal(summary_from_pmf(&f, &s), -1);
    pmf_free(&f);
}

/* gof: counts exactly n p (d4, 1000 of each; 1/4 is exact) give X^2 = 0,
 * 4 cells, 3 degrees of freedom and p = 1. */
static void gof_exact_counts(void **state)
{
    (void)state;
    struct nh_pmf f;
    struct nh_gof g;
    assert_int_equal(pmf_init_uniform(&f, 1, 4), 0);
    static const uint64_t c[4] = {1000, 1000, 1000, 1000};
    assert_int_equal(gof_chisq(c, 1, 4, &f, &g), 0);
    assert_int_equal(g.n, 4000);
    assert_true(g.stat == 0.0);
    assert_int_equal(g.cells, 4);
    assert_int_equal(g.dof, 3);
    assert_true(g.p == 1.0);
    assert_int_equal(g.impossible, 0);

    /* a histogram wider than the pmf, with zeros outside its range, is fine */
    static const uint64_t wide[8] = {0, 0, 1000, 1000, 1000, 1000, 0, 0};
    assert_int_equal(gof_chisq(wide, -1, 8, &f, &g), 0);
    assert_true(g.stat == 0.0);
    assert_int_equal(g.cells, 4);
    assert_true(g.p == 1.0);
    pmf_free(&f);
}

/* Impossible outcomes: one observation outside the pmf's range, or at an
 * interior value of probability 0, gives p = 0 and counts it. */
static void gof_impossible(void **state)
{
    (void)state;
    struct nh_pmf f;
    struct nh_gof g;
    assert_int_equal(pmf_init_uniform(&f, 1, 4), 0);
    static const uint64_t out_of_range[5] = {1000, 1000, 1000, 1000, 1};
    assert_int_equal(gof_chisq(out_of_range, 1, 5, &f, &g), 0);
    assert_true(g.p == 0.0);
    assert_int_equal(g.impossible, 1);
    assert_int_equal(g.n, 4001);
    static const uint64_t below[5] = {3, 1000, 1000, 1000, 1000};
    assert_int_equal(gof_chisq(below, 0, 5, &f, &g), 0);
    assert_true(g.p == 0.0);
    assert_int_equal(g.impossible, 3);
    pmf_free(&f);

    /* interior zero: mass on 1 and 3 only */
    assert_int_equal(pmf_init_zero(&f, 1, 3), 0);
    f.p[0] = f.p[2] = 0.5L;
    static const uint64_t mid[3] = {500, 2, 500};
    assert_int_equal(gof_chisq(mid, 1, 3, &f, &g), 0);
    assert_true(g.p == 0.0);
    assert_int_equal(g.impossible, 2);
    pmf_free(&f);
}

/* Pooling, walking values in order and closing a cell once its accumulated
 * expectation reaches 5; a short leftover joins the previous cell.
 * (a) probabilities 50,30,10,5,3,2 (/100) and n = 100: expected 50, 30, 10,
 *     5 each close a cell (5 >= 5), then 3 + 2 = 5 closes a fifth: cells 5,
 *     dof 4.  Counts 45,35,10,4,2,4 pool to 45,35,10,4,6 against
 *     50,30,10,5,5: X^2 = 25/50 + 25/30 + 0 + 1/5 + 1/5 = 26/15.
 * (b) probabilities 50,30,10,6,3,1 (/100), n = 100: 50, 30, 10, 6 close
 *     cells; the leftover 3 + 1 = 4 < 5 joins the 6: cells 50,30,10,10, dof
 *     3.  Counts 50,30,10,2,6,2 pool to 50,30,10,10: X^2 = 0; counts
 *     40,40,10,6,3,1 pool to 40,40,10,10: X^2 = 100/50 + 100/30 = 16/3.
 * (c) fewer than 5 expected in all (n = 4): one cell, dof 0, p = 1. */
static void gof_pooling(void **state)
{
    (void)state;
    struct nh_pmf f;
    struct nh_gof g;
    static const uint64_t wa[6] = {50, 30, 10, 5, 3, 2};
    assert_int_equal(pmf_init_weights(&f, 1, wa, 6), 0);
    assert_int_equal(gof_chisq(wa, 1, 6, &f, &g), 0);
    assert_int_equal(g.cells, 5);
    assert_int_equal(g.dof, 4);
    assert_close(g.stat, 0.0, 1e-25);
    assert_close(g.p, 1.0, 1e-12);
    static const uint64_t ca[6] = {45, 35, 10, 4, 2, 4};
    assert_int_equal(gof_chisq(ca, 1, 6, &f, &g), 0);
    assert_int_equal(g.cells, 5);
    assert_close(g.stat, 26.0 / 15, 1e-15);
    assert_close(g.p, gsl_cdf_chisq_Q(26.0 / 15, 4), 1e-15);
    pmf_free(&f);

    static const uint64_t wb[6] = {50, 30, 10, 6, 3, 1};
    assert_int_equal(pmf_init_weights(&f, 1, wb, 6), 0);
    static const uint64_t cb[6] = {50, 30, 10, 2, 6, 2};
    assert_int_equal(gof_chisq(cb, 1, 6, &f, &g), 0);
    assert_int_equal(g.cells, 4);
    assert_int_equal(g.dof, 3);
    assert_close(g.stat, 0.0, 1e-25);
    static const uint64_t cb2[6] = {40, 40, 10, 6, 3, 1};
    assert_int_equal(gof_chisq(cb2, 1, 6, &f, &g), 0);
    assert_int_equal(g.cells, 4);
    assert_close(g.stat, 16.0 / 3, 1e-14);
    assert_close(g.p, gsl_cdf_chisq_Q(16.0 / 3, 3), 1e-15);

    static const uint64_t cc[6] = {2, 1, 0, 1, 0, 0};
    assert_int_equal(gof_chisq(cc, 1, 6, &f, &g), 0);
    assert_int_equal(g.n, 4);
    assert_int_equal(g.cells, 1);
    assert_int_equal(g.dof, 0);
    assert_true(g.p == 1.0);
    pmf_free(&f);
}

/* A clearly wrong fit: 1000 of each face of a d6 tested against weights
 * 1,1,1,1,1,2 (n = 6000, expected 6000/7 five times and 12000/7): X^2 =
 * 5 (1000/7)^2/(6000/7) + (5000/7)^2/(12000/7) = 5000/42 + 25000/84 =
 * 416.67 on 5 dof, p ~ 1e-87 < 1e-10.  No observations at all returns -1. */
static void gof_wrong_fit_and_empty(void **state)
{
    (void)state;
    struct nh_pmf f;
    struct nh_gof g;
    static const uint64_t w[6] = {1, 1, 1, 1, 1, 2};
    static const uint64_t c[6] = {1000, 1000, 1000, 1000, 1000, 1000};
    assert_int_equal(pmf_init_weights(&f, 1, w, 6), 0);
    assert_int_equal(gof_chisq(c, 1, 6, &f, &g), 0);
    assert_int_equal(g.cells, 6);
    assert_close(g.stat, 5000.0 / 42 + 25000.0 / 84, 1e-9);
    assert_true(g.p < 1e-10);
    static const uint64_t none[6] = {0};
    assert_int_equal(gof_chisq(none, 1, 6, &f, &g), -1);
    assert_int_equal(gof_chisq(none, 1, 0, &f, &g), -1);
    pmf_free(&f);
}

/* summary_from_pmf places every quantile in one pass; it must agree with
 * pmf_quantile level by level, on many shapes: sums of 1..12 dice of 2..20
 * sides, shifted and floored (so with a heavy first value), and with zero
 * tails. */
static void summary_quantiles_match_pmf_quantile(void **state)
{
    (void)state;
    for (int sides = 2; sides <= 20; sides += 3)
        for (int k = 1; k <= 12; k++) {
            struct nh_pmf f, die;
            assert_int_equal(pmf_init_const(&f, -k), 0);
            assert_int_equal(pmf_init_uniform(&die, 1, sides), 0);
            for (int j = 0; j < k; j++)
                assert_int_equal(pmf_add_independent(&f, &die), 0);
            assert_int_equal(pmf_floor(&f, k), 0);
            struct nh_summary sum;
            assert_int_equal(summary_from_pmf(&f, &sum), 0);
            for (int q = 0; q < NH_NQUANTILES; q++)
                assert_int_equal(sum.q[q], pmf_quantile(&f, nh_quantile_percent[q]));
            assert_int_equal(sum.min, pmf_min(&f));
            assert_int_equal(sum.max, pmf_max(&f));
            pmf_free(&die);
            pmf_free(&f);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(constructors),
        cmocka_unit_test(sum_of_d8_moments),
        cmocka_unit_test(two_d6_and_shift),
        cmocka_unit_test(floor_at_minimum),
        cmocka_unit_test(mixtures),
        cmocka_unit_test(quantile_ties),
        cmocka_unit_test(zero_tails_and_trim),
        cmocka_unit_test(summary_of_2d6),
        cmocka_unit_test(gof_exact_counts),
        cmocka_unit_test(gof_impossible),
        cmocka_unit_test(gof_pooling),
        cmocka_unit_test(gof_wrong_fit_and_empty),
        cmocka_unit_test(summary_quantiles_match_pmf_quantile),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
