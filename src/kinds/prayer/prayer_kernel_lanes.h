/* prayer_kernel_lanes: what the pieces of the prayer kernel share
 * (prayer_kernel.c describes the kernel): the per-case plan, a batch's
 * words and lane results, and the small exact helpers of the lane loops.
 * Private to src/kinds/prayer/prayer_kernel*.c.
 */
#ifndef NHMC_PRAYER_KERNEL_LANES_H
#define NHMC_PRAYER_KERNEL_LANES_H

#include <stdbool.h>
#include <stdint.h>

#include "kinds/prayer/prayer_impl.h"
#include "nhmc/rng.h"
#include "nhmc/hero_rules.h"

/* wishes + level gains + the prayer's 15 words */
#define WORDS_MAX (PRAYER_MAX_WISHES + (NH_MAXULEV - 1) + 15)
#define RNE_STEPS 9 /* rne(4) reads at most cap - 1 <= 9 rn2(4) draws */
#define L         NH_LANES

/* A lane-loop body inlined into each of its instances (good_body), or a
 * helper inlined into a loop that must stay free of calls. */
#if defined(__GNUC__)
#define ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define ALWAYS_INLINE inline
#endif

/* ---- the per-case plan ---- */

/* What a generated word is for: stored for the lane loops, or added at once
 * into the max HP (gain g) or the wish total, which are only ever summed. */
enum { SLOT_WORD = -2, SLOT_WISH = -1, SLOT_GAIN = 0 };

struct plan {
    struct prayer_words w;
    /* words: the slots read, in order, and the jump to each (steady state:
     * from the previous slot, or from the last slot of the previous trial) */
    bool used[WORDS_MAX]; /* slots read; the others read as zeros */
    int nslots;
    int slot[WORDS_MAX];
    int kind[WORDS_MAX]; /* SLOT_WORD (stored), or SLOT_GAIN + g, SLOT_WISH (summed) */
    uint64_t ja[WORDS_MAX], jc[WORDS_MAX];
    uint64_t ja_first, jc_first; /* the first batch's jump to slot[0] */
    /* max HP */
    int32_t maxhp0; /* start HP plus the gains without dice, or the given max HP */
    int ngains;     /* gains with dice */
    uint32_t gain_r[NH_MAXULEV], gain_a[NH_MAXULEV];
    int32_t gain_base[NH_MAXULEV];
    /* the timeout at T */
    int32_t t0_base; /* 301 - T */
    int32_t tr_thr;  /* trouble iff max HP >= this */
    bool soon_possible, later_possible;
    enum prayer_type later; /* p_type when not too soon */
    bool v50;
    int32_t luck3, base, t3, t3q; /* t3q = t3 / 600 */
    uint32_t thr[RNE_STEPS];      /* rne thresholds (rnz.c) */
    /* good */
    int32_t rec0, rec_inc_ok, off_altar, arange, rnl_a, rnl_apply, raise_lim, brange;
    uint32_t rnl_den;
    uint32_t glow_mask, crown_mask0, crown_mask1;
    int32_t crowned0, demigod, late, anger0;
    bool kick_possible;
    int good_pat, good_rnl; /* the lanes_good variant (0/1, 0/1/2) */
    /* naughty and too soon */
    uint32_t anger_n, anger_s; /* maxanger */
    uint32_t level_mask, zap_mask;
    int32_t never_n, never_c;
};

/* The plan of case c (prayer_kernel_plan.c): what depends only on the
 * case, the slots it reads and the jumps between them. */
void prayer_plan_case(const struct prayer_case *c, struct plan *p);

/* ---- a batch ---- */

struct lanes_out {
    int32_t flags[L], gain[L], timeout[L], luck[L], never[L], kick[L], safe[L];
};

struct batch {
    uint32_t words[WORDS_MAX][L];
    int32_t hp[L], t0[L], tr[L], soon[L], to3[L];
    struct lanes_out o;
};

/* Every slot's words of a batch, the max HP and the timeout's wishes
 * summed on the way; first: the block's first batch
 * (prayer_kernel_words.c). */
void prayer_gen_words(const struct plan *p, nh_pcg32_lanes *lanes, struct batch *bt, bool first);

/* Every lane's prayer from the batch's words: trouble, the verdict and its
 * result, the timeout; all but the safe turn (prayer_kernel_eval.c). */
void prayer_run_batch(const struct plan *p, struct batch *bt);

/* ---- lane helpers ---- */

/* nh_bounded(u, n) for n < 2^16 in 32-bit arithmetic: with u = 2^16 h + g,
 * floor(u n / 2^32) = floor((h n + floor(g n / 2^16)) / 2^16), and h n +
 * floor(g n / 2^16) < 2^32.  GCC vectorises nh_bounded's 64-bit product as a
 * full 64 x 64 multiply; this takes 32-bit lanes.  (Checked equal for every
 * u at n = 2, 3, 5, 8, 9, 10, 14, 16, 24, 37, 50, 60, 100, 1000, 65535.)
 * Every n here is below 2^16: the dice, 100, 1000, 5, 2, the action, boon,
 * wrath and rnl ranges. */
static inline uint32_t bounded16(uint32_t u, uint32_t n)
{
    return ((u >> 16) * n + (((u & 0xffffu) * n) >> 16)) >> 16;
}

static inline int32_t max32(int32_t a, int32_t b)
{
    return a > b ? a : b;
}

static inline int32_t min32(int32_t a, int32_t b)
{
    return a < b ? a : b;
}

#endif
