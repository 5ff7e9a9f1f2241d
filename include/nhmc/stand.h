/* stand: where a value stands in a distribution of integers.
 *
 * For a value v: P(X >= v), P(X <= v) and the mid-distribution percentile
 * 100 * (P(X < v) + P(X = v) / 2), the share of outcomes v is higher than,
 * counting a tie as half.  From exact probabilities, or from Monte Carlo
 * counts with 95% Wilson score intervals for the two probabilities
 * (docs/statistics.md, "Where a value stands").
 */
#ifndef NHMC_STAND_H
#define NHMC_STAND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Which option asked (--at-least, --at-most, --value): the columns are
 * the same, the sentence on a terminal says what was asked. */
enum nh_stand_ask { NH_STAND_NONE, NH_STAND_AT_LEAST, NH_STAND_AT_MOST, NH_STAND_VALUE };

/* The values a value may take (a whole number). */
#define NH_STAND_MIN (-1000000000LL)
#define NH_STAND_MAX 1000000000LL

struct nh_stand {
    bool ok;                                   /* false: the row has no distribution */
    bool interval;                             /* Monte Carlo: the intervals are set */
    double p_ge;                               /* P(X >= v) */
    double p_le;                               /* P(X <= v) */
    double percentile;                         /* 100 * (P(X < v) + P(X = v) / 2), in percent */
    double p_ge_lo, p_ge_hi, p_le_lo, p_le_hi; /* 95% Wilson score intervals */
};

/* From probabilities p[i] = P(X = lo + i), i < n, divided by their total
 * (so a distribution whose total falls short of 1 is taken as it is
 * conditioned).  Returns 0, or -1 (nothing, or a zero total: out->ok false). */
int stand_from_probs(const long double *p, int64_t lo, size_t n, int64_t v, struct nh_stand *out);
/* From counts[i] of outcomes lo + i: the shares and their intervals. */
int stand_from_counts(const uint64_t *counts, int64_t lo, size_t n, int64_t v,
                      struct nh_stand *out);
/* The 95% Wilson score interval of k successes in n trials (n > 0). */
void stand_wilson95(uint64_t k, uint64_t n, double *lo, double *hi);

/* Parse a value: a whole number from NH_STAND_MIN to NH_STAND_MAX.
 * Returns 0, or -1 with a message in err. */
int stand_parse(const char *text, int64_t *v, char *err, size_t errlen);
/* The scenario key and option of each ask ("at_least", "--at-least"). */
const char *stand_key_name(enum nh_stand_ask ask);
const char *stand_option_name(enum nh_stand_ask ask);

#endif
