/* stand: where a value stands in a distribution (stand.h).
 *
 * The three numbers come from one pass of sums below, at and above v: each
 * is a sum of nonnegative terms, so P(X >= v) is not 1 - P(X < v) with its
 * cancellation for a small tail. */
#include "nhmc/stand.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* z(0.975) of the standard normal. */
#define Z95 1.959963984540054

/* Where v splits the n values from lo: indices [0, *nb) are below it,
 * [*nb, *na) at it (none or one), [*na, n) above it. */
static void split_at(int64_t lo, size_t n, int64_t v, size_t *nb, size_t *na)
{
    int64_t k = v - lo;
    *nb = k <= 0 ? 0 : (uint64_t)k >= n ? n : (size_t)k;
    *na = k < 0 ? 0 : (uint64_t)k >= n ? n : (size_t)k + 1;
}

/* Sums of p[a..b) and counts[a..b), in index order. */
static long double sum_probs(const long double *p, size_t a, size_t b)
{
    long double s = 0;
    for (size_t i = a; i < b; i++)
        s += p[i];
    return s;
}

static uint64_t sum_counts(const uint64_t *counts, size_t a, size_t b)
{
    uint64_t s = 0;
    for (size_t i = a; i < b; i++)
        s += counts[i];
    return s;
}

int stand_from_probs(const long double *p, int64_t lo, size_t n, int64_t v, struct nh_stand *out)
{
    size_t nb, na;
    *out = (struct nh_stand){0};
    split_at(lo, p ? n : 0, v, &nb, &na);
    long double below = sum_probs(p, 0, nb), at = sum_probs(p, nb, na),
                above = sum_probs(p, na, p ? n : 0);
    long double total = below + at + above;
    if (!(total > 0))
        return -1;
    out->ok = true;
    out->p_ge = (double)((at + above) / total);
    out->p_le = (double)((below + at) / total);
    out->percentile = (double)(100 * (below + at / 2) / total);
    return 0;
}

void stand_wilson95(uint64_t k, uint64_t n, double *lo, double *hi)
{
    double nn = (double)n, p = (double)k / nn, z2 = Z95 * Z95;
    double centre = (p + z2 / (2 * nn)) / (1 + z2 / nn);
    double half = Z95 / (1 + z2 / nn) * sqrt(p * (1 - p) / nn + z2 / (4 * nn * nn));
    *lo = k == 0 ? 0.0 : fmax(0.0, centre - half);
    *hi = k == n ? 1.0 : fmin(1.0, centre + half);
}

int stand_from_counts(const uint64_t *counts, int64_t lo, size_t n, int64_t v, struct nh_stand *out)
{
    size_t nb, na;
    *out = (struct nh_stand){0};
    split_at(lo, counts ? n : 0, v, &nb, &na);
    uint64_t below = sum_counts(counts, 0, nb), at = sum_counts(counts, nb, na),
             above = sum_counts(counts, na, counts ? n : 0);
    uint64_t total = below + at + above;
    if (total == 0)
        return -1;
    out->ok = out->interval = true;
    out->p_ge = (double)(at + above) / (double)total;
    out->p_le = (double)(below + at) / (double)total;
    out->percentile = 100 * ((double)below + (double)at / 2) / (double)total;
    stand_wilson95(at + above, total, &out->p_ge_lo, &out->p_ge_hi);
    stand_wilson95(below + at, total, &out->p_le_lo, &out->p_le_hi);
    return 0;
}

int stand_parse(const char *text, int64_t *v, char *err, size_t errlen)
{
    char *end;
    errno = 0;
    long long x = strtoll(text, &end, 10);
    if (end == text || *end != '\0' || text[0] == ' ' || text[0] == '\t') {
        snprintf(err, errlen, "\"%s\" is not a whole number; expected e.g. 120", text);
        return -1;
    }
    if (errno == ERANGE || x < NH_STAND_MIN || x > NH_STAND_MAX) {
        snprintf(err, errlen, "%s is out of range; expected a whole number from %lld to %lld", text,
                 NH_STAND_MIN, NH_STAND_MAX);
        return -1;
    }
    *v = x;
    return 0;
}

const char *stand_key_name(enum nh_stand_ask ask)
{
    return ask == NH_STAND_AT_LEAST ? "at_least" : ask == NH_STAND_AT_MOST ? "at_most" : "value";
}

const char *stand_option_name(enum nh_stand_ask ask)
{
    return ask == NH_STAND_AT_LEAST  ? "--at-least"
           : ask == NH_STAND_AT_MOST ? "--at-most"
                                     : "--value";
}
