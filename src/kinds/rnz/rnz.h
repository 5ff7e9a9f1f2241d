/* rnz: the distribution of rnz(i) at experience level xl in a variant
 * (docs/rules.md, Dice; rnz), by Monte Carlo and exactly.
 *
 * One trial is one call of rnz(i) with the hero at level xl (xl and the
 * variant's rne rule, dice.h, fix rne's cap and its chance to go on).  The
 * kernel steps NH_LANES calls together; the exact module counts the equally
 * likely outcomes of rn2(1000) x rne(4) x rn2(2) in integers.
 *
 * This header is what the registry uses (kind.h, kinds.c) and prayer's
 * kernel and exact model: the entry's objects, the case, its range, its
 * pmf and the kernel's steps.  The rest of its kernel, exact model and
 * grid, for its own files and tests, is in rnz_impl.h.
 */
#ifndef NHMC_RNZ_H
#define NHMC_RNZ_H

#include <stdint.h>
#include "nhmc/rng.h"
#include "nhmc/kind.h"
#include "nhmc/variant.h"

/* Largest i accepted: the histogram spans about 2 * 10 * i values at XL 30,
 * and i * t (t <= 19990) must stay below 2^31 for the kernel's arithmetic. */
#define NH_RNZ_I_MAX 100000

/* rne's largest cap in any variant, at XL 30 and in xNetHack at every XL
 * (docs/rules.md, Dice): the kernel reads at most NH_RNZ_CAP_MAX - 1 of
 * rne's draws. */
#define NH_RNZ_CAP_MAX 10

struct rnz_case {
    int i;                   /* 1..NH_RNZ_I_MAX */
    int xl;                  /* 1..30 */
    enum nh_variant variant; /* any: its rne rule (dice.h); prayer's dnethack too */
};

/* The exact smallest and largest values of rnz(i) in case c; both occur. */
void rnz_range(const struct rnz_case *c, int32_t *lo, int32_t *hi);

/* The exact distribution as a pmf (one division per value).  Returns 0, or -1 for a case
 * out of range or no memory. */
struct nh_pmf;
int rnz_exact_pmf(const struct rnz_case *c, struct nh_pmf *f);

/* The kernel's last step (docs/rules.md, rnz) for t = (1000 + rn2(1000)) * k:
 * i * t / 1000 when up, else i * 1000 / t, truncated, computed as the
 * truncated double quotient.  That is exact: with a, b positive integers,
 * a + b < 2^53 and n = floor(a/b), the real quotient q lies in [n, n + 1 - 1/b]
 * when not an integer; n and n + 1 are doubles and rounding is monotone, so
 * fl(q) is in [n, n + 1], and fl(q) = n + 1 would need q within half an ulp
 * of n + 1, at most (n + 1) * 2^-53 < 1/b since b(n + 1) <= a + b < 2^53.
 * Here a < 2^31 and b < 2^15.  (Integer division has no x86 vector form;
 * double division does.)  t is at most 1999 * NH_RNZ_CAP_MAX.  In the
 * header so tests can check it exhaustively. */
static inline int32_t rnz_scale(int32_t i, int32_t t, int32_t up)
{
    /* up is 0 or 1.  Operands are picked by masks: GCC -O2 leaves ?: here
     * as a branch, which stops the lane loop vectorising. */
    int32_t m = -up;
    int32_t mul = (t & m) | (1000 & ~m), den = (1000 & m) | (t & ~m);
    return (int32_t)((double)(i * mul) / (double)den);
}

/* rnz(i) at rne cap `cap` with rne's chance to go on 1/4 (vanilla's
 * !rn2(4)) from two uniform words u, v, as the kernel reads them
 * (src/kinds/rnz/rnz_kernel.c): rn2(1000) from u; rne's rn2(4) draws are the
 * 2-bit groups of v from the top (k - 1 = the leading zero groups, at most
 * cap - 1); rn2(2) is bit 0 of v.  i <= NH_RNZ_I_MAX. */
static inline int32_t rnz_from_words(int32_t i, int cap, uint32_t u, uint32_t v)
{
    int32_t k = 1;
    for (int j = 1; j < cap; j++)
        k += v < (UINT32_C(1) << (32 - 2 * j));
    int32_t t = (1000 + (int32_t)nh_bounded(u, 1000)) * k;
    return rnz_scale(i, t, (int32_t)(v & 1u));
}

/* The variants kind rnz models (kind.h, struct nh_kind's variants). */
#define RNZ_VARIANTS                                                                               \
    (NH_VARIANTS_VANILLA | NH_VARIANT_BIT(NH_VXNH) | NH_VARIANT_BIT(NH_VEVH) |                     \
     NH_VARIANT_BIT(NH_VUNH))
NH_KIND_OBJECTS(rnz);
extern const struct nh_selfcheck_rows rnz_selfcheck;
nh_selfcheck_part rnz_selfcheck_known;
/* Kind rnz in the registry (rnz_experiment.c). */
extern const struct nh_kind rnz_kind;

#endif
