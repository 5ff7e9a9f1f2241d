/* rnz_exact: the exact distribution of rnz(i) at level xl (docs/rules.md, Dice;
 * rnz; checked against Known values in tests/test_rnz.c).
 *
 * rnz draws t0 = rn2(1000), then k = rne(4), then the branch rn2(2), all
 * independent.  t0 and the branch are uniform; rne(4) at cap c gives k < c
 * with probability (3/4)(1/4)^(k-1) and k = c with (1/4)^(c-1), i.e. integer
 * weights 3 * 4^(c-1-k) and 1 over 4^(c-1).  Every (t0, k, branch) then has
 * an integer weight out of 2000 * 4^(c-1), and the distribution is the sum
 * of those weights by value: no rounding anywhere.
 */
#include "kinds/rnz/rnz_impl.h"

#include <stdlib.h>
#include <string.h>

#include "nhmc/dice.h"
#include "nhmc/pmf.h"

uint64_t rnz_exact_total(int xl)
{
    return UINT64_C(2000) << (2 * (nh_rne_cap(xl) - 1));
}

/* Weight of rne(4) = k at cap `cap`, out of 4^(cap-1). */
static uint64_t rne4_weight(int k, int cap)
{
    return k < cap ? UINT64_C(3) << (2 * (cap - 1 - k)) : 1;
}

void rnz_exact_weights(int i, int xl, uint64_t *w)
{
    int cap = nh_rne_cap(xl);
    int32_t lo, hi;
    rnz_range(i, xl, &lo, &hi);
    memset(w, 0, (size_t)(hi - lo + 1) * sizeof *w);
    for (int k = 1; k <= cap; k++) {
        uint64_t wk = rne4_weight(k, cap);
        for (int64_t t0 = 0; t0 < 1000; t0++) {
            int64_t t = (1000 + t0) * k;
            w[(int64_t)i * t / 1000 - lo] += wk;
            w[(int64_t)i * 1000 / t - lo] += wk;
        }
    }
}

int rnz_exact_pmf(const struct rnz_case *c, struct nh_pmf *f)
{
    int32_t lo, hi;
    if (!rnz_case_valid(c))
        return -1;
    rnz_range(c->i, c->xl, &lo, &hi);
    size_t n = (size_t)(hi - lo) + 1;
    uint64_t *w = malloc(n * sizeof *w);
    if (!w)
        return -1;
    rnz_exact_weights(c->i, c->xl, w);
    int st = pmf_init_weights(f, lo, w, n);
    free(w);
    return st;
}
