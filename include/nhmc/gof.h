/* gof: chi-square goodness of fit of a Monte Carlo histogram against an
 * exact distribution: the verification of every kernel (tests and
 * `nhmc selfcheck`).
 */
#ifndef NHMC_GOF_H
#define NHMC_GOF_H

#include <stddef.h>
#include <stdint.h>
#include "nhmc/pmf.h"

/* Cells are pooled, in value order, until each pooled cell expects at
 * least this many outcomes (the usual validity rule of the test). */
#define NH_GOF_MIN_EXPECTED 5.0

struct nh_gof {
    uint64_t n;          /* observations */
    double stat;         /* Pearson's X^2 */
    int cells;           /* pooled cells */
    int dof;             /* cells - 1 */
    double p;            /* upper tail of chi-square(dof) at stat (GSL); 1 when dof < 1 */
    uint64_t impossible; /* observations where the pmf has probability 0 */
};

/* Test counts[i] = observations of value lo + i (i < width) against f.
 * Values outside f's range, or where f is 0, are impossible outcomes: any of
 * them makes p = 0, since pooling would hide them in a neighbour.
 * Returns 0, or -1 if there are no observations. */
int gof_chisq(const uint64_t *counts, int64_t lo, size_t width, const struct nh_pmf *f,
              struct nh_gof *out);

#endif
