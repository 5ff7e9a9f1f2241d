/* summary: statistics of an integer histogram.
 *
 * Moments are computed from exact integer sums; the 95% interval uses the
 * normal quantile from GSL.  Quantiles are the inverse CDF: the smallest
 * value v with P(X <= v) >= q, decided in exact integer arithmetic, so Monte
 * Carlo quantiles converge to the exact distribution's.
 */
#ifndef NHMC_SUMMARY_H
#define NHMC_SUMMARY_H

#include <stdint.h>

#define NH_NQUANTILES 8
/* The quantile levels, in percent: p01 p05 p25 p50 p75 p90 p95 p99. */
extern const int nh_quantile_percent[NH_NQUANTILES];
extern const char *const nh_quantile_names[NH_NQUANTILES];

struct nh_summary {
    uint64_t n;
    double mean;
    double sd;               /* sample standard deviation (divisor n-1); 0 when n < 2 */
    double sem;              /* sd / sqrt(n) */
    double ci95_lo, ci95_hi; /* mean -+ z(0.975) * sem */
    int32_t min, max;
    int32_t q[NH_NQUANTILES];
};

/* Summarise counts[i] = number of outcomes equal to lo + i, i < width.
 * Returns 0, or -1 when the histogram is empty. */
int summary_from_hist(const uint64_t *counts, int32_t lo, uint32_t width, struct nh_summary *out);

/* The smallest value v with P(X <= v) >= percent/100. */
int32_t hist_quantile(const uint64_t *counts, int32_t lo, uint32_t width, uint64_t n, int percent);

#endif
