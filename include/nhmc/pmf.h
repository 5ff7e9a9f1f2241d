/* pmf: exact probability mass functions over a contiguous integer range.
 *
 * The building block of the exact module: dice, constants, shifts,
 * convolution of independent parts, the "at least N" floor, mixtures, and
 * the statistics the Monte Carlo summary reports (mean, sd, min, max,
 * inverse-CDF quantiles).
 *
 * Precision: probabilities are long double (x86-64: a 64-bit significand,
 * unit roundoff 2^-64 = 5.4e-20).  Every operation adds products of
 * nonnegative numbers, so there is no cancellation: after m operations a
 * probability carries a relative error of at most about m * 2^-64.  Tests
 * hold the totals to 1 within 1e-12 and the moments of known closed forms to
 * 1e-12 (tests/test_pmf.c).  Where a distribution has an integer form (rnz
 * counts) it is built from exact integer weights with one division each.
 */
#ifndef NHMC_PMF_H
#define NHMC_PMF_H

#include <stddef.h>
#include <stdint.h>
#include "nhmc/summary.h"

struct nh_pmf {
    int64_t lo;     /* the value of p[0] */
    size_t n;       /* number of values: lo .. lo + n - 1 */
    long double *p; /* p[i] = P(X = lo + i) */
};

/* Two cumulative probabilities closer than this count as equal when a
 * quantile is placed: it is far above the rounding error (about 1e-17 here)
 * and far below any real gap between cumulative probabilities of these
 * distributions, so ties resolve as exact arithmetic would (the median of a
 * d10 is 5, where P(X <= 5) = 1/2 exactly). */
#define NH_PMF_TIE 1e-13L

/* Constructors return 0, or -1 if out of memory (f is then empty). */
int pmf_init_const(struct nh_pmf *f, int64_t v);
/* Uniform over lo..hi (hi >= lo); a die d(sides) is pmf_init_uniform(f, 1, sides). */
int pmf_init_uniform(struct nh_pmf *f, int64_t lo, int64_t hi);
/* P(lo + i) = w[i] / sum(w), from exact integer weights (sum > 0). */
int pmf_init_weights(struct nh_pmf *f, int64_t lo, const uint64_t *w, size_t n);
/* All-zero probabilities over lo .. lo + n - 1, to be filled in. */
int pmf_init_zero(struct nh_pmf *f, int64_t lo, size_t n);
int pmf_copy(struct nh_pmf *dst, const struct nh_pmf *src);
void pmf_free(struct nh_pmf *f);
/* pmf_free each of f[0..n-1], then free(f) itself (f may be NULL). */
void pmf_free_array(struct nh_pmf *f, size_t n);

/* X + k. */
void pmf_shift(struct nh_pmf *f, int64_t k);
/* X + Y for independent X (f, replaced) and Y (g).  Returns 0 or -1. */
int pmf_add_independent(struct nh_pmf *f, const struct nh_pmf *g);
/* max(X, min): the mass below min moves onto min.  Returns 0 or -1. */
int pmf_floor(struct nh_pmf *f, int64_t min);
/* The mixture sum_k weight[k] * parts[k] (weights sum to 1; zero weights
 * are skipped) into out.  Returns 0 or -1. */
int pmf_mix(struct nh_pmf *out, const struct nh_pmf *parts, const long double *weight, size_t k);
/* Drop zero probabilities at both ends (a zero pmf is left as it is). */
void pmf_trim(struct nh_pmf *f);

long double pmf_total(const struct nh_pmf *f);
long double pmf_mean(const struct nh_pmf *f);
/* The distribution's variance (the limit of the sample variance). */
long double pmf_variance(const struct nh_pmf *f);
/* Smallest and largest values of nonzero probability. */
int64_t pmf_min(const struct nh_pmf *f);
int64_t pmf_max(const struct nh_pmf *f);
/* The smallest v with P(X <= v) >= percent/100 (the Monte Carlo summary's
 * definition), ties within NH_PMF_TIE counted as met. */
int64_t pmf_quantile(const struct nh_pmf *f, int percent);
/* pmf_quantile at n ascending levels, in one pass. */
void pmf_quantiles(const struct nh_pmf *f, const int *percent, int n, int64_t *out);
/* P(X <= v). */
long double pmf_cdf(const struct nh_pmf *f, int64_t v);

/* The summary of an exact distribution: mean, sd (the distribution's), min,
 * max and quantiles; n = 0, sem = 0 and the interval equal to the mean, as
 * there is no sampling error.  Returns 0, or -1 for an empty pmf. */
int summary_from_pmf(const struct nh_pmf *f, struct nh_summary *s);

#endif
