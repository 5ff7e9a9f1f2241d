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

int stand_from_probs(const long double *p, int64_t lo, size_t n, int64_t v, struct nh_stand *out)
{
    long double below = 0, at = 0, above = 0;
    *out = (struct nh_stand){0};
    for (size_t i = 0; p && i < n; i++) {
        int64_t x = lo + (int64_t)i;
        if (x < v)
            below += p[i];
        else if (x == v)
            at += p[i];
        else
            above += p[i];
    }
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
    uint64_t below = 0, at = 0, above = 0;
    *out = (struct nh_stand){0};
    for (size_t i = 0; counts && i < n; i++) {
        int64_t x = lo + (int64_t)i;
        if (x < v)
            below += counts[i];
        else if (x == v)
            at += counts[i];
        else
            above += counts[i];
    }
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
