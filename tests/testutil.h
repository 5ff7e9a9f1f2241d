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

/* Significance threshold of every goodness-of-fit test: a correct kernel
 * fails one case with probability 1e-4 (seeds are fixed, so a pass is
 * deterministic; the threshold only decides how strong a check is). */
#define NH_TEST_P_MIN 1e-4

/* Chi-square goodness of fit of observed counts against expected
 * probabilities over k cells.  Adjacent cells are pooled, in order, until
 * each pooled cell expects at least 5; the last pool joins the one before if
 * it falls short.  Returns the p-value (upper tail, GSL) and writes the
 * degrees of freedom used.  An observation in a cell of probability 0 is an
 * impossible outcome: it returns 0 at once, since pooling would otherwise
 * hide it in a neighbouring cell. */
static inline double chisq_gof(const uint64_t *observed, const double *prob, size_t k, int *dof_out)
{
    uint64_t n = 0;
    for (size_t i = 0; i < k; i++) {
        n += observed[i];
        if (prob[i] <= 0.0 && observed[i] > 0) {
            if (dof_out)
                *dof_out = 0;
            return 0.0;
        }
    }
    double stat = 0.0, e_acc = 0.0, o_acc = 0.0;
    double last_e = 0.0, last_o = 0.0;
    int cells = 0;
    for (size_t i = 0; i < k; i++) {
        e_acc += prob[i] * (double)n;
        o_acc += (double)observed[i];
        if (e_acc >= 5.0) {
            if (cells > 0 || i + 1 < k) {
                stat += (o_acc - e_acc) * (o_acc - e_acc) / e_acc;
                last_e = e_acc;
                last_o = o_acc;
                cells++;
            }
            e_acc = o_acc = 0.0;
        }
    }
    if (e_acc > 0.0 || o_acc > 0.0) { /* leftover tail: join the last pool */
        if (cells > 0) {
            stat -= (last_o - last_e) * (last_o - last_e) / last_e;
            last_e += e_acc;
            last_o += o_acc;
            stat += (last_o - last_e) * (last_o - last_e) / last_e;
        } else {
            cells = 1;
        }
    }
    int dof = cells > 1 ? cells - 1 : 0;
    if (dof_out)
        *dof_out = dof;
    if (dof < 1)
        return 1.0;
    return gsl_cdf_chisq_Q(stat, (double)dof);
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

#endif
