/* rnz_exact: the exact distribution of rnz(i) at level xl in a variant
 * (docs/rules.md, Dice; rnz; checked against Known values in tests/test_rnz.c).
 *
 * rnz draws t0 = rn2(1000), then k = rne(4), then the branch rn2(2), all
 * independent.  t0 and the branch are uniform; rne(4) at cap c, going on
 * with chance p = n/q (in lowest terms), gives k < c with probability
 * (1 - p) p^(k-1) and k = c with p^(c-1), i.e. integer weights
 * (q - n) n^(k-1) q^(c-1-k) and n^(c-1) over q^(c-1) (vanilla, p = 1/4:
 * 3 * 4^(c-1-k) and 1).  Every (t0, k, branch) then has an integer weight
 * out of 2000 * q^(c-1), and the distribution is the sum of those weights by
 * value: no rounding anywhere.
 */
#include "kinds/rnz/rnz_impl.h"

#include <stdlib.h>
#include <string.h>

#include "nhmc/dice.h"
#include "nhmc/pmf.h"

static uint32_t gcd(uint32_t a, uint32_t b)
{
    while (b) {
        uint32_t r = a % b;
        a = b;
        b = r;
    }
    return a;
}

/* rne(4) goes on while rn2(4 + add) < num (dice.h, struct nh_rne_rule). */
void rnz_rne_chance(const struct rnz_case *c, uint32_t *n, uint32_t *q)
{
    const struct nh_rne_rule *r = nh_rne_rule(c->variant);
    uint32_t num = (uint32_t)r->num, den = 4u + (uint32_t)r->add, g = gcd(num, den);
    *n = num / g;
    *q = den / g;
}

static uint64_t power(uint64_t b, int e)
{
    uint64_t p = 1;
    while (e-- > 0)
        p *= b;
    return p;
}

uint64_t rnz_exact_total(const struct rnz_case *c)
{
    uint32_t n, q;
    rnz_rne_chance(c, &n, &q);
    return 2000 * power(q, nh_rne_cap(c->variant, c->xl) - 1);
}

/* Weight of rne(4) = k at cap `cap`, out of q^(cap-1); at most 6^9 * 2000
 * in any variant, far inside 64 bits. */
static uint64_t rne4_weight(int k, int cap, uint32_t n, uint32_t q)
{
    if (k == cap)
        return power(n, cap - 1);
    return (uint64_t)(q - n) * power(n, k - 1) * power(q, cap - 1 - k);
}

void rnz_exact_weights(const struct rnz_case *c, uint64_t *w)
{
    int cap = nh_rne_cap(c->variant, c->xl);
    uint32_t n, q;
    rnz_rne_chance(c, &n, &q);
    int32_t lo, hi;
    rnz_range(c, &lo, &hi);
    int64_t i = c->i;
    memset(w, 0, (size_t)(hi - lo + 1) * sizeof *w);
    for (int k = 1; k <= cap; k++) {
        uint64_t wk = rne4_weight(k, cap, n, q);
        for (int64_t t0 = 0; t0 < 1000; t0++) {
            int64_t t = (1000 + t0) * k;
            w[i * t / 1000 - lo] += wk;
            w[i * 1000 / t - lo] += wk;
        }
    }
}

int rnz_exact_pmf(const struct rnz_case *c, struct nh_pmf *f)
{
    int32_t lo, hi;
    if (!rnz_case_valid(c))
        return -1;
    rnz_range(c, &lo, &hi);
    size_t n = (size_t)(hi - lo) + 1;
    uint64_t *w = malloc(n * sizeof *w);
    if (!w)
        return -1;
    rnz_exact_weights(c, w);
    int st = pmf_init_weights(f, lo, w, n);
    free(w);
    return st;
}
