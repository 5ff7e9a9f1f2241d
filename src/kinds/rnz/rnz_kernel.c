/* rnz kernel: rnz(i) at level xl, NH_LANES calls at a time (docs/rules.md, Dice;
 * rnz).
 *
 * One call takes two 32-bit PCG32 outputs u, v of its lane, and has the
 * distribution of the game's draws:
 *  - rn2(1000) is the multiply-shift of u, as nh_rn2 draws it.
 *  - rne(4) at cap c draws rn2(4) while the result is 0 and k < c.  The
 *    multiply-shift rn2(4) of a fresh uniform word is its top two bits, and
 *    the 2-bit groups of one uniform word are independent and uniform on
 *    0..3, so the groups of v, read from the top, stand for the game's
 *    successive rn2(4) draws: k - 1 is the number of leading zero groups of
 *    v, at most c - 1.  "The first j groups are zero" is v < 2^(32-2j), so
 *    k = 1 + sum over j = 1..c-1 of [v < 2^(32-2j)]: c - 1 <= 9 compares
 *    against a per-case table (0 past the cap, never met), reading at most
 *    the top 18 bits, with no clz (undefined at 0, and no AVX2 form).
 *  - rn2(2) is bit 0 of v, which is uniform and independent of the top 18
 *    bits (a fresh word's rn2(2) would be its top bit; only the distribution
 *    matters).
 *  - A variant whose rne goes on with another chance p (UnNetHack: rnf(2, 6),
 *    p = 1/3) compares v against floor(2^32 p^j) in the same way (each
 *    outcome off by less than 2^-32, as nh_bounded's draws are); those
 *    thresholds are odd, so bit 0 of v is no longer independent of k, and
 *    rn2(2) is the top bit of a third word w instead (rnz_lanes3).
 * Then x = rnz_scale (rnz.h): i * t / 1000 or i * 1000 / t with
 * t = (1000 + rn2(1000)) * k, truncated, exactly as nh_rnz computes in
 * 64-bit.  The lane loop has no calls or data-dependent branches and runs
 * over all NH_LANES lanes, so it vectorises; a short last batch tallies
 * fewer lanes.
 *
 * Streams: a block seeds its NH_LANES lane generators once (lanes 0..255 of
 * (seed, case key, block)) and each lane then makes the calls of successive
 * batches, so trial j of a block is call j / NH_LANES of lane j % NH_LANES.
 * That halves the 64-bit multiplies against seeding a generator per call.
 */
#include "kinds/rnz/rnz_impl.h"

#include <string.h>

#include "nhmc/dice.h"
#include "nhmc/rng.h"
#include "nhmc/hero_rules.h"
#include "nhmc/simd.h"

/* i * t must fit int32_t for rnz_scale; t <= 1999 * cap. */
_Static_assert((int64_t)NH_RNZ_I_MAX * 1999 * NH_RNZ_CAP_MAX <= INT32_MAX,
               "NH_RNZ_I_MAX too large for 32-bit products");

/* rn2(4) draws rne can make at most. */
#define RNE_STEPS (NH_RNZ_CAP_MAX - 1)
_Static_assert(RNE_STEPS == 9, "rnz_lanes compares against exactly 9 thresholds");

int rnz_tally_init(struct nh_tally *t, const struct rnz_case *c)
{
    if (!rnz_case_valid(c)) {
        memset(t, 0, sizeof *t);
        return -1;
    }
    int32_t lo, hi;
    rnz_range(c, &lo, &hi);
    return tally_init(t, 1, &lo, &hi);
}

uint64_t rnz_case_key(const struct rnz_case *c)
{
    /* kind 2 = rnz; xl rather than the cap, so the key names the case.  The
     * vanilla versions share one rule and one key (the key before variants
     * were taken); another variant adds its number in bits 40..47. */
    uint64_t v = variant_is_vanilla(c->variant) ? 0 : (uint64_t)c->variant;
    return nh_mix64((2ull << 56) | (v << 40) | ((uint64_t)(uint32_t)c->xl << 32) |
                    (uint64_t)(uint32_t)c->i);
}

/* thr[j - 1] = floor(2^32 p^j), p = n/q rne's chance to go on, for the
 * draws j = 1..cap-1 rne can make, else 0 (vanilla: 2^(32-2j)).  Returns
 * whether every threshold is even, so that bit 0 of v is independent of k. */
static bool rne_thresholds(const struct rnz_case *c, uint32_t *thr)
{
    int cap = nh_rne_cap(c->variant, c->xl);
    uint32_t n, q;
    rnz_rne_chance(c, &n, &q);
    /* 2^32 n^j < 2^32 * 2^9 and q^j <= 6^9: no overflow. */
    uint64_t num = UINT64_C(1) << 32, den = 1;
    bool even = true;
    for (int j = 1; j <= RNE_STEPS; j++) {
        num *= n;
        den *= q;
        thr[j - 1] = j < cap ? (uint32_t)(num / den) : 0;
        even &= (thr[j - 1] & 1u) == 0;
    }
    return even;
}

/* One call of rnz(i) in every lane (see the top of the file). */
NH_TARGET_CLONES
static void rnz_lanes(int32_t *restrict x, uint64_t *restrict state, const uint64_t *restrict inc,
                      int32_t i, const uint32_t *restrict thr)
{
    for (int l = 0; l < NH_LANES; l++) {
        uint64_t s0 = state[l], s1 = s0 * NH_PCG32_MULT + inc[l];
        state[l] = s1 * NH_PCG32_MULT + inc[l];
        uint32_t u = pcg32_output(s0), v = pcg32_output(s1);
        /* Written out: GCC -O2 does not unroll an inner loop before
         * vectorising the outer one. */
        int32_t k = 1 + (v < thr[0]) + (v < thr[1]) + (v < thr[2]) + (v < thr[3]) + (v < thr[4]) +
                    (v < thr[5]) + (v < thr[6]) + (v < thr[7]) + (v < thr[8]);
        int32_t t = (1000 + (int32_t)nh_bounded(u, 1000)) * k;
        x[l] = rnz_scale(i, t, (int32_t)(v & 1u));
    }
}

/* The same with rn2(2) from the top bit of a third word (the top of the
 * file). */
NH_TARGET_CLONES
static void rnz_lanes3(int32_t *restrict x, uint64_t *restrict state, const uint64_t *restrict inc,
                       int32_t i, const uint32_t *restrict thr)
{
    for (int l = 0; l < NH_LANES; l++) {
        uint64_t s0 = state[l], s1 = s0 * NH_PCG32_MULT + inc[l], s2 = s1 * NH_PCG32_MULT + inc[l];
        state[l] = s2 * NH_PCG32_MULT + inc[l];
        uint32_t u = pcg32_output(s0), v = pcg32_output(s1), w = pcg32_output(s2);
        int32_t k = 1 + (v < thr[0]) + (v < thr[1]) + (v < thr[2]) + (v < thr[3]) + (v < thr[4]) +
                    (v < thr[5]) + (v < thr[6]) + (v < thr[7]) + (v < thr[8]);
        int32_t t = (1000 + (int32_t)nh_bounded(u, 1000)) * k;
        x[l] = rnz_scale(i, t, (int32_t)(w >> 31));
    }
}

static void tally_lanes(struct nh_tally *t, const int32_t *x, int n)
{
    uint64_t *counts = tally_hist(t, 0);
    int32_t lo = t->lo[0];
    for (int l = 0; l < n; l++)
        counts[x[l] - lo]++;
}

void rnz_run_block(const struct rnz_case *c, uint64_t seed, uint64_t block, uint32_t ntrials,
                   struct nh_tally *t)
{
    nh_pcg32_lanes lanes;
    int32_t x[NH_LANES];
    uint32_t thr[RNE_STEPS];
    bool two_words = rne_thresholds(c, thr);
    pcg32_lanes_seed(&lanes, seed, rnz_case_key(c), block, 0);
    for (uint32_t done = 0; done < ntrials; done += NH_LANES) {
        uint32_t left = ntrials - done;
        if (two_words)
            rnz_lanes(x, lanes.state, lanes.inc, c->i, thr);
        else
            rnz_lanes3(x, lanes.state, lanes.inc, c->i, thr);
        tally_lanes(t, x, left < NH_LANES ? (int)left : NH_LANES);
    }
}
