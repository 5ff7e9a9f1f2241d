/* rnz: the distribution of rnz(i) at experience level xl in a variant
 * (docs/rules.md, Dice; rnz), by Monte Carlo and exactly.
 *
 * One trial is one call of rnz(i) with the hero at level xl (xl and the
 * variant's rne rule, dice.h, fix rne's cap and its chance to go on).  The
 * kernel steps NH_LANES calls together; the exact module counts the equally
 * likely outcomes of rn2(1000) x rne(4) x rn2(2) in integers.
 */
#ifndef NHMC_RNZ_H
#define NHMC_RNZ_H

#include <stdbool.h>
#include <stdint.h>
#include "nhmc/rng.h"
#include "nhmc/tally.h"
#include "nhmc/jobs.h"
#include "nhmc/kind.h"
#include "nhmc/experiment.h"
#include "nhmc/hero_rules.h"
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

/* 1 if the case is in range, else 0.  rnz_tally_init (and so jobs_simulate)
 * check it; the other functions assume it. */
int rnz_case_valid(const struct rnz_case *c);

/* The exact smallest and largest values of rnz(i) in case c; both occur. */
void rnz_range(const struct rnz_case *c, int32_t *lo, int32_t *hi);

/* What the case costs, in estimated ns of one thread: its exact answer,
 * and one Monte Carlo call (rnz_cost.c; method auto, experiment.h). */
double rnz_exact_cost(const struct rnz_case *c);
double rnz_trial_cost(const struct rnz_case *c);

/* The kernel's entry points (jobs.h): one histogram over rnz_range; kind
 * tag 2. */
NH_KERNEL_FUNCTIONS(rnz, rnz_case);
/* The inputs of kind rnz: [run] variant, then the [rnz] keys i and xl. */
enum rnz_key { ZK_VARIANT, ZK_I, ZK_XL, ZK_COUNT };
extern const struct nh_key rnz_keys[ZK_COUNT];
/* The rnz grid: the arguments i and the XLs of `nhmc rnz` / kind rnz. */
#define NH_RNZ_MAX_VALUES 64 /* most i values in one run */
struct nh_rnz_grid {
    bool variant_given; /* the variant column is shown */
    int nvariant;
    enum nh_variant variant[NH_VARIANT_COUNT];
    int ni;
    int i[NH_RNZ_MAX_VALUES]; /* ascending, 1..NH_RNZ_I_MAX */
    int nxl;
    int xl[NH_MAXULEV]; /* ascending, 1..30 */
};
/* Parse the given texts (NULL: not given) into g.  Returns 0, or -1 with
 * the key at fault in *bad and a message. */
int rnz_grid_parse(const char *const *texts, void *grid, int *bad, char *err, size_t errlen);

/* Exact distribution: w[v - lo] = the number of equally likely outcomes of
 * rn2(1000) x rne(4) x rn2(2) giving v, with rne's geometric weights made
 * integers over q^(cap-1), q/n rne's chance to go on in lowest terms (4 in
 * vanilla); lo, hi from rnz_range.  w must hold hi - lo + 1 entries; it is
 * overwritten.  The weights sum to rnz_exact_total(c). */
void rnz_exact_weights(const struct rnz_case *c, uint64_t *w);

/* 2000 * q^(cap-1), cap = nh_rne_cap(variant, xl). */
uint64_t rnz_exact_total(const struct rnz_case *c);

/* rne(4)'s chance to go on in the case's variant, n/q in lowest terms:
 * 1/4 in vanilla, 1/3 in UnNetHack (rnf(2, 6)). */
void rnz_rne_chance(const struct rnz_case *c, uint32_t *n, uint32_t *q);

/* The same as a pmf (one division per value).  Returns 0, or -1 for a case
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
NH_KIND_SELFCHECK(rnz);
nh_selfcheck_part rnz_selfcheck_known;

#endif
