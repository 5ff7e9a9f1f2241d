/* summary: statistics of an integer histogram (see summary.h).
 *
 * The moments come from exact integer sums over the offsets d = x - lo:
 * S1 = sum c*d and S2 = sum c*d^2 in 128 bits, so a billion-trial tally loses
 * nothing to rounding before the last step.  The variance numerator
 * n*S2 - S1^2 is exact too; only the final division is in long double.
 */
#include "nhmc/summary.h"

#include <math.h>
#include <gsl/gsl_cdf.h>

__extension__ typedef unsigned __int128 nh_u128;

#define U128_MAX (~(nh_u128)0)

const int nh_quantile_percent[NH_NQUANTILES] = {1, 5, 25, 50, 75, 90, 95, 99};
const char *const nh_quantile_names[NH_NQUANTILES] = {"p01", "p05", "p25", "p50",
                                                      "p75", "p90", "p95", "p99"};

int32_t hist_quantile(const uint64_t *counts, int32_t lo, uint32_t width, uint64_t n, int percent)
{
    /* P(X <= v) >= percent/100  <=>  100*cum >= percent*n, in integers.
     * cum > 0 keeps a 0% quantile at the smallest observed value. */
    nh_u128 cum = 0;
    nh_u128 target = percent > 0 ? (nh_u128)(unsigned)percent * n : 0;
    int32_t last = lo;
    for (uint32_t i = 0; i < width; i++) {
        if (counts[i] == 0)
            continue;
        cum += counts[i];
        last = (int32_t)((int64_t)lo + i);
        if (100 * cum >= target)
            return last;
    }
    return last; /* percent > 100 (or n larger than the counts): the maximum */
}

/* Variance by long double sums about the mean, for histograms so large or
 * wide that n*S2 would overflow 128 bits (far beyond any real run). */
static long double variance_fallback(const uint64_t *counts, uint32_t width, uint64_t n,
                                     long double mean_offset)
{
    long double ss = 0.0L;
    for (uint32_t i = 0; i < width; i++) {
        long double dev = (long double)i - mean_offset;
        ss += (long double)counts[i] * dev * dev;
    }
    return ss / (long double)(n - 1);
}

int summary_from_hist(const uint64_t *counts, int32_t lo, uint32_t width, struct nh_summary *out)
{
    uint64_t n = 0;
    nh_u128 s1 = 0, s2 = 0;
    int s2_overflow = 0;
    int32_t min = lo, max = lo;
    for (uint32_t i = 0; i < width; i++) {
        uint64_t c = counts[i];
        if (c == 0)
            continue;
        if (n == 0)
            min = (int32_t)((int64_t)lo + i);
        max = (int32_t)((int64_t)lo + i);
        n += c;
        s1 += (nh_u128)c * i; /* < 2^64 * 2^32: cannot overflow */
        nh_u128 term = (nh_u128)c * ((nh_u128)i * i);
        if (s2 > U128_MAX - term)
            s2_overflow = 1;
        s2 += term;
    }
    if (n == 0)
        return -1;

    /* mean = lo + S1/n, with the integer part of S1/n taken exactly */
    long double mean_offset = (long double)(s1 / n) + (long double)(s1 % n) / (long double)n;
    long double var = 0.0L;
    if (n >= 2) {
        if (!s2_overflow && s2 <= U128_MAX / n) {
            nh_u128 numerator = n * s2 - s1 * s1; /* >= 0 by Cauchy-Schwarz */
            var = (long double)numerator / ((long double)n * (long double)(n - 1));
        } else {
            var = variance_fallback(counts, width, n, mean_offset);
        }
    }
    long double sd = sqrtl(var);
    long double sem = sd / sqrtl((long double)n);
    long double mean = (long double)lo + mean_offset;
    long double half = (long double)gsl_cdf_ugaussian_Pinv(0.975) * sem;

    out->n = n;
    out->mean = (double)mean;
    out->sd = (double)sd;
    out->sem = (double)sem;
    out->ci95_lo = (double)(mean - half);
    out->ci95_hi = (double)(mean + half);
    out->min = min;
    out->max = max;
    for (int k = 0; k < NH_NQUANTILES; k++)
        out->q[k] = hist_quantile(counts, lo, width, n, nh_quantile_percent[k]);
    return 0;
}
