/* prayer kernel: one prayer for low HP per trial, NH_LANES trials at a time
 * (prayer.h; the rules are prayer_play() in src/kinds/prayer/prayer_trial.c).
 *
 * Stream contract.  A block seeds NH_LANES lane generators once, with
 * pcg32_lanes_seed(&lanes, seed, prayer_case_key(c), block, 0).  Trial j of
 * the block (0 <= j < ntrials) is trial j / NH_LANES of lane j % NH_LANES.
 * Each trial owns the next w.n words of its lane's generator
 * (w = prayer_words_layout(c)), in order, whether or not it reads them, so
 * trial j's words are outputs (j / NH_LANES) * w.n ... + w.n - 1 of lane
 * j % NH_LANES; its outcome is exactly prayer_resolve(c, &w, those words),
 * added with prayer_tally_add.  A scalar driver that takes each lane out
 * with pcg32_lanes_get, draws w.n words per trial with pcg32_next and calls
 * prayer_resolve reproduces the tally bit for bit
 * (tests/test_prayer_kernel.c does, on cases covering every branch).
 *
 * Words.  A batch is NH_LANES trials.  Only the words a case can read are
 * computed: the generator jumps over the others (d LCG steps are
 * s -> A_d s + C_d inc, with A_d, C_d per case), so the stream is exactly
 * the contract's.  Which slots a case can read is settled once per block
 * from its fields (plan_case), e.g. the action roll only matters when it
 * can reach 5 (on an altar, record at least STRIDENT), rnl(2) only when the
 * record can be <= 0 and its second word only when the adjustment applies,
 * the anger words only when the prayer can be too soon or naughty (rnz(250)
 * only in 5.0, where it can outlast rnz(300)), rnz(1000) only for a
 * demigod or a crown, the mh fix word never changes an outcome.  Slots not
 * generated read as zeros (a shared array); every lane result depending on
 * them is masked out.  The words of a level gain or a wish are summed into
 * the lane's max HP or wish total as they are made; the others are stored
 * in structure-of-arrays form, words[slot][lane].
 *
 * Lanes.  What depends only on the case is worked out once per block: Luck
 * after the three prayer turns (its timeout at multiples of 600, 300 while
 * angry), the 5.0 late term at T + 3, p_type when not too soon (naughty,
 * cross-aligned or good), the ranges of the action, boon and wrath rolls,
 * rnl(2)'s adjustment, masks of the boons that are the golden glow or a
 * crown and of the wrath rolls that cost a level or zap, the least max HP
 * in trouble (the trouble test is monotone in max HP), the record's
 * adjalign(+1).  What varies per lane is the rolled max HP, the wish total
 * (so the timeout at T, trouble, and too soon or not) and the action, rnl,
 * fix, boon, rnz and anger words.  The lane loops, each over all NH_LANES
 * lanes with no calls (inline helpers only) and no data-dependent branches,
 * all vectorised in the AVX2 and AVX-512 clones (gcc -fopt-info-vec; clang
 * -Rpass=loop-vectorize; the baseline SSE2 clone has no 64-bit vector
 * multiply, so the generator loops stay scalar there):
 *   gen_*         a slot's word in every lane, after a step or a jump;
 *                 gen_gain_* adds a level gain (the role and race dice
 *                 split from one word as src/kinds/levelup/levelup_kernel.c splits them),
 *                 gen_wish_* a wish's rn1(100, 50);
 *   lanes_common  trouble, the timeout at T, too soon, the timeout after
 *                 the three prayer turns;
 *   lanes_good / lanes_naughty / lanes_cross
 *                 the case's p_type when not too soon (one, chosen per
 *                 case), every lane's result computed and selected by
 *                 masks; lanes_good (pleased(): adjalign, the action, the
 *                 off-altar cap, rnl(2), the fix, the boon, rnz(350)) is
 *                 compiled for each (pat, rnl) a case may need;
 *   lanes_kick    + kick * rnz(1000) (demigod, crowned before or now);
 *   lanes_soon    the too-soon result (rnz(250), angrygods' roll and
 *                 rnz(300)), selected into the lanes that were too soon;
 *   lanes_safe    safe_wait in closed form: the multiples of 600 in
 *                 (T+3, T+3+wait] number (T+3+wait)/600 - (T+3)/600, Luck
 *                 moves min(that, |base - Luck|) toward base, and if still
 *                 negative the wait runs on to the (-Luck)-th next multiple:
 *                 what the loop of prayer_trial.c's safe_wait gives.
 * Bounded draws use bounded16 (nh_bounded's value in 32-bit arithmetic)
 * and rnz uses rnz_lane (rnz_from_words' value without double division);
 * both are exact, see there.  Nothing is left scalar but the tally (five
 * histogram increments a trial, as in the other kernels) and the per-block
 * plan; a short last batch tallies fewer lanes.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "nhmc/dice.h"
#include "kinds/prayer/prayer.h"
#include "nhmc/rng.h"
#include "kinds/rnz/rnz.h"
#include "nhmc/rules.h"
#include "nhmc/simd.h"
#include "nhmc/tally.h"

/* wishes + level gains + the prayer's 15 words */
#define WORDS_MAX (PRAYER_MAX_WISHES + (NH_MAXULEV - 1) + 15)
#define RNE_STEPS 9 /* rne(4) reads at most cap - 1 <= 9 rn2(4) draws */
#define L         NH_LANES

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

/* The least max HP in lo..hi at which the hero has TROUBLE_HIT, or
 * INT32_MAX if none: prayer_in_trouble is monotone in max HP (the test
 * compares min(max, 15 XL) or max with a multiple of HP). */
static int32_t trouble_threshold(const struct prayer_case *c, int32_t lo, int32_t hi)
{
#define TR(m)                                                                                      \
    prayer_in_trouble(c->variant, c->xl, c->hp, (m), c->polyd, c->mh, c->mhmax, c->unchanging)
    if (!TR(hi))
        return INT32_MAX;
    while (lo < hi) {
        int32_t mid = lo + (hi - lo) / 2;
        if (TR(mid))
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
#undef TR
}

static uint32_t wrath_mask(enum prayer_wrath which)
{
    uint32_t m = 0;
    for (int r = 0; r < 15; r++)
        if (prayer_wrath_of(r) == which)
            m |= 1u << r;
    return m;
}

static void plan_case(const struct prayer_case *c, struct plan *p)
{
    memset(p, 0, sizeof *p);
    prayer_words_layout(c, &p->w);
    const struct prayer_words *w = &p->w;
    bool *used = p->used;
    int gain_index[NH_MAXULEV] = {0}; /* gain g's index among those with dice */
    enum nh_variant v = c->variant;

    /* max HP */
    int32_t lo, hi;
    prayer_maxhp_range(c, &lo, &hi);
    if (c->maxhp != PRAYER_MAXHP_ROLLED) {
        p->maxhp0 = c->maxhp;
    } else {
        p->maxhp0 = nh_start_hp(c->role, c->race);
        for (int g = 1; g < c->xl; g++) {
            struct nh_gain_dice d = nh_gain_dice_at(c->role, c->race, g);
            int32_t base = d.fix + (d.role_sides > 0) + (d.race_sides > 0) + nh_conplus(c->con);
            if (d.role_sides == 0 && d.race_sides == 0) {
                p->maxhp0 += base < 1 ? 1 : base;
                continue;
            }
            int k = p->ngains++;
            p->gain_r[k] = d.role_sides ? (uint32_t)d.role_sides : 1;
            p->gain_a[k] = d.race_sides ? (uint32_t)d.race_sides : 1;
            p->gain_base[k] = base;
            gain_index[g - 1] = k;
            used[w->gain + g - 1] = true;
        }
    }
    p->tr_thr = trouble_threshold(c, lo, hi);
    bool tr_possible = hi >= p->tr_thr, tr_always = lo >= p->tr_thr;

    /* the timeout at T and p_type */
    int32_t t0min = prayer_timeout_at(c->turn, 50 * c->wishes);
    int32_t t0max = prayer_timeout_at(c->turn, 149 * c->wishes);
    p->t0_base = 301 - c->turn;
    bool wish_used = t0max > 0; /* else every lane's timeout at T is 0 */
    for (int k = 0; wish_used && k < c->wishes; k++)
        used[w->wish + k] = true;
    p->soon_possible = t0max > 200 || (t0max > 0 && !tr_always);
    p->later_possible = t0min == 0 || (t0min <= 200 && tr_possible);
    p->later = prayer_type_of(false, 0, c->luck, c->anger, prayer_alignment(c->altar, c->record),
                              c->altar);
    p->v50 = v == NH_V50;

    /* the three prayer turns, and what follows */
    int32_t luck = c->luck;
    for (int k = 1; k <= 3; k++)
        luck = prayer_luck_timeout(luck, c->base_luck, c->turn + k, c->anger > 0);
    p->luck3 = luck;
    p->base = c->base_luck;
    p->t3 = c->turn + 3;
    p->t3q = p->t3 / 600;
    int cap = nh_rne_cap(c->xl);
    for (int j = 1; j <= RNE_STEPS; j++)
        p->thr[j - 1] = j < cap ? UINT32_C(1) << (32 - 2 * j) : 0;
    p->level_mask = wrath_mask(PRAYER_WRATH_LEVEL);
    p->zap_mask = wrath_mask(PRAYER_WRATH_ZAP);
    p->anger0 = c->anger;

    /* too soon: rnz(250) (kept only by 5.0's max), the roll, rnz(300) */
    p->anger_s = (uint32_t)prayer_maxanger(c->anger + 1, prayer_change_luck(luck, -3), c->record);
    if (p->soon_possible) {
        if (p->v50)
            used[w->anger] = used[w->anger + 1] = true;
        used[w->anger + 2] = used[w->anger + 3] = used[w->anger + 4] = true;
    }
    /* naughty */
    p->anger_n = (uint32_t)prayer_maxanger(c->anger, luck, c->record);
    p->never_n = c->anger > 0 || c->record < 0;
    if (p->later_possible && p->later == PRAYER_NAUGHTY)
        used[w->anger + 2] = used[w->anger + 3] = used[w->anger + 4] = true;
    /* cross-aligned */
    p->never_c = c->anger > 0 || c->record - 1 < 0;

    /* good */
    p->rec0 = c->record;
    p->rec_inc_ok = prayer_record_after_pleased(c->record, false, p->t3) - c->record;
    p->off_altar = c->altar == PRAYER_OFF_ALTAR;
    p->arange = prayer_action_range(v, luck, c->altar);
    p->rnl_a = nh_rnl_adjustment(2, luck, v);
    if (v == NH_V343) {
        p->rnl_apply = luck != 0;
        p->rnl_den = (uint32_t)(50 - luck);
    } else {
        p->rnl_apply = p->rnl_a != 0;
        p->rnl_den = (uint32_t)(37 + (p->rnl_a < 0 ? -p->rnl_a : p->rnl_a));
    }
    p->raise_lim = 5 * c->xl + 11; /* prayer_fix_raises_max: hpmax < this */
    p->brange = prayer_boon_range(luck);
    int32_t rec1 = c->record + 1;
    for (int b = 0; b < p->brange && b < 32; b++) {
        p->glow_mask |= (uint32_t)prayer_boon_is_glow(b, c->tune_known) << b;
        p->crown_mask0 |= (uint32_t)prayer_boon_crowns(b, c->record, c->crowned) << b;
        p->crown_mask1 |= (uint32_t)prayer_boon_crowns(b, rec1, c->crowned) << b;
    }
    p->crowned0 = c->crowned;
    p->demigod = c->demigod;
    p->late = prayer_late_term(v, p->t3);
    if (p->later_possible && p->later == PRAYER_GOOD) {
        int32_t rec_nt = c->record + p->rec_inc_ok; /* the record of a lane not in trouble */
        bool path_tr = tr_possible, path_nt = !tr_always && rec_nt < PRAYER_DEVOUT;
        bool direct = !tr_always && rec_nt >= PRAYER_DEVOUT;
        bool strident =
            (path_tr && c->record >= PRAYER_STRIDENT) || (path_nt && rec_nt >= PRAYER_STRIDENT);
        bool rnl = (path_tr && c->record <= 0) || (path_nt && rec_nt <= 0);
        int amax = p->off_altar && p->arange > 3 ? 3 : p->arange;
        bool boon = direct || (strident && amax >= 5);
        /* the action only matters as >= 1 (always) and >= 5 (the pat) */
        used[w->action] = strident && amax >= 5;
        used[w->rnl] = rnl;
        used[w->rnl + 1] = rnl && p->rnl_apply;
        used[w->fix + 1] = tr_possible && lo < p->raise_lim;
        used[w->boon] = boon;
        p->good_pat = boon;
        p->good_rnl = rnl ? 1 + (p->rnl_apply != 0) : 0;
        used[w->rnz] = used[w->rnz + 1] = true;
        p->kick_possible =
            c->demigod || c->crowned || (boon && (p->crown_mask0 | p->crown_mask1) != 0);
        if (p->kick_possible)
            used[w->rnz + 2] = used[w->rnz + 3] = true;
    }

    /* the slots, and the jumps between them */
    int n = w->n, prev = 0;
    uint64_t a[2 * WORDS_MAX + 1], cc[2 * WORDS_MAX + 1];
    a[0] = 1;
    cc[0] = 0;
    for (int d = 1; d <= 2 * n; d++) {
        a[d] = a[d - 1] * NH_PCG32_MULT;
        cc[d] = cc[d - 1] * NH_PCG32_MULT + 1;
    }
    for (int k = 0; k < n; k++) {
        if (!used[k])
            continue;
        int d = p->nslots ? k - prev : 0;
        p->slot[p->nslots] = k;
        p->kind[p->nslots] = SLOT_WORD;
        if (k >= w->wish && k < w->wish + c->wishes)
            p->kind[p->nslots] = SLOT_WISH;
        if (c->maxhp == PRAYER_MAXHP_ROLLED && k >= w->gain && k < w->gain + c->xl - 1)
            p->kind[p->nslots] = SLOT_GAIN + gain_index[k - w->gain];
        p->ja[p->nslots] = a[d];
        p->jc[p->nslots] = cc[d];
        p->nslots++;
        prev = k;
    }
    if (p->nslots) {
        int first = p->slot[0], last = p->slot[p->nslots - 1];
        p->ja_first = a[first];
        p->jc_first = cc[first];
        p->ja[0] = a[n - last + first];
        p->jc[0] = cc[n - last + first];
    }
}

/* ---- lane loops ---- */

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

/* rnz(i) from words u, v: rnz_from_words with the cap as thresholds, and
 * rnz_scale's two quotients without double division (i <= 1000 here):
 * i * t / 1000 (i * t < 2^25) by the multiply-shift that is exact for
 * every 32-bit dividend (2^38 / 1000 rounded up), and i * 1000 / t as a
 * truncated float quotient, exact by rnz.h's argument with 24-bit floats
 * since i * 1000 + t < 2^24.  Both checked equal to rnz_scale for every
 * i <= 1000 and t in 1000..19990. */
#define RNZ_I_MAX_HERE 1000
static inline int32_t rnz_lane(int32_t i, const uint32_t *thr, uint32_t u, uint32_t v)
{
    int32_t k = 1 + (v < thr[0]) + (v < thr[1]) + (v < thr[2]) + (v < thr[3]) + (v < thr[4]) +
                (v < thr[5]) + (v < thr[6]) + (v < thr[7]) + (v < thr[8]);
    int32_t t = (1000 + (int32_t)bounded16(u, 1000)) * k;
    int32_t up = (int32_t)(((uint64_t)(uint32_t)(i * t) * UINT64_C(274877907)) >> 38);
    int32_t down = (int32_t)((float)(i * 1000) / (float)t);
    int32_t m = -(int32_t)(v & 1u);
    return (up & m) | (down & ~m);
}
_Static_assert((int64_t)RNZ_I_MAX_HERE * 1000 + 1999 * RNE_STEPS + 1999 < (1 << 24),
               "rnz_lane's float quotient needs i * 1000 + t < 2^24");

static inline int32_t max32(int32_t a, int32_t b)
{
    return a > b ? a : b;
}

static inline int32_t min32(int32_t a, int32_t b)
{
    return a < b ? a : b;
}

/* The words of one slot in every lane: the generator jumps (a, c) to the
 * slot (a = 1, c = 0: it is there already; a = NH_PCG32_MULT, c = 1: one
 * step) and the word is stored, or added at once as a level gain (the role
 * and race dice split from one word as src/kinds/levelup/levelup_kernel.c splits it) or
 * as a wish's rn1(100, 50).  The _step forms spare the multiply by c. */
static inline uint32_t gain_of_word(uint32_t u, uint32_t R, uint32_t A, int32_t base)
{
    uint32_t r = bounded16(u, R), idx = bounded16(u, R * A), a = idx - A * r;
    int32_t g = base + (int32_t)r + (int32_t)a;
    return (uint32_t)(g < 1 ? 1 : g);
}

NH_TARGET_CLONES
static void gen_jump(uint64_t *restrict st, const uint64_t *restrict inc, uint32_t *restrict out,
                     uint64_t a, uint64_t c)
{
    for (int l = 0; l < L; l++) {
        uint64_t s = a * st[l] + c * inc[l];
        st[l] = s;
        out[l] = pcg32_output(s);
    }
}

NH_TARGET_CLONES
static void gen_step(uint64_t *restrict st, const uint64_t *restrict inc, uint32_t *restrict out)
{
    for (int l = 0; l < L; l++) {
        uint64_t s = st[l] * NH_PCG32_MULT + inc[l];
        st[l] = s;
        out[l] = pcg32_output(s);
    }
}

NH_TARGET_CLONES
static void gen_gain_jump(uint64_t *restrict st, const uint64_t *restrict inc, int32_t *restrict hp,
                          uint64_t a, uint64_t c, uint32_t R, uint32_t A, int32_t base)
{
    for (int l = 0; l < L; l++) {
        uint64_t s = a * st[l] + c * inc[l];
        st[l] = s;
        hp[l] += (int32_t)gain_of_word(pcg32_output(s), R, A, base);
    }
}

NH_TARGET_CLONES
static void gen_gain_step(uint64_t *restrict st, const uint64_t *restrict inc, int32_t *restrict hp,
                          uint32_t R, uint32_t A, int32_t base)
{
    for (int l = 0; l < L; l++) {
        uint64_t s = st[l] * NH_PCG32_MULT + inc[l];
        st[l] = s;
        hp[l] += (int32_t)gain_of_word(pcg32_output(s), R, A, base);
    }
}

NH_TARGET_CLONES
static void gen_wish_jump(uint64_t *restrict st, const uint64_t *restrict inc, int32_t *restrict t0,
                          uint64_t a, uint64_t c)
{
    for (int l = 0; l < L; l++) {
        uint64_t s = a * st[l] + c * inc[l];
        st[l] = s;
        t0[l] += 50 + (int32_t)bounded16(pcg32_output(s), 100);
    }
}

NH_TARGET_CLONES
static void gen_wish_step(uint64_t *restrict st, const uint64_t *restrict inc, int32_t *restrict t0)
{
    for (int l = 0; l < L; l++) {
        uint64_t s = st[l] * NH_PCG32_MULT + inc[l];
        st[l] = s;
        t0[l] += 50 + (int32_t)bounded16(pcg32_output(s), 100);
    }
}

/* trouble, too soon, and the timeout after the three turns. */
NH_TARGET_CLONES
static void lanes_common(const int32_t *restrict hp, const int32_t *restrict t0raw,
                         int32_t *restrict tr, int32_t *restrict soon, int32_t *restrict to3,
                         int32_t tr_thr)
{
    for (int l = 0; l < L; l++) {
        int32_t t = max32(t0raw[l], 0);
        int32_t trouble = hp[l] >= tr_thr;
        tr[l] = trouble;
        soon[l] = t > (trouble ? 200 : 0);
        to3[l] = max32(t - 3, 0);
    }
}

struct lanes_out {
    int32_t flags[L], gain[L], timeout[L], luck[L], never[L], kick[L], safe[L];
};

/* pleased(): every lane's result, the paths selected by masks.  Compiled
 * once for each (pat, rnl) a case can need, so a case pays only for what
 * it can reach: pat = 0 when no lane can be patted on the head (no boon,
 * and the action roll only matters as >= 1, which it always is), rnl = 0
 * when no lane reaches rnl(2) (record <= 0), 1 when its adjustment is never
 * applied, 2 when it may be. */
#if defined(__GNUC__)
#define ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define ALWAYS_INLINE inline
#endif

#define GOOD_PARAMS                                                                                \
    const struct plan *restrict p, const int32_t *restrict hp, const int32_t *restrict trl,        \
        const uint32_t *restrict w_act, const uint32_t *restrict w_rnl,                            \
        const uint32_t *restrict w_rnl1, const uint32_t *restrict w_fix,                           \
        const uint32_t *restrict w_boon, const uint32_t *restrict w_rz0,                           \
        const uint32_t *restrict w_rz1, int32_t *restrict flags, int32_t *restrict gain,           \
        int32_t *restrict timeout, int32_t *restrict luck, int32_t *restrict never,                \
        int32_t *restrict kick
#define GOOD_ARGS                                                                                  \
    p, hp, trl, w_act, w_rnl, w_rnl1, w_fix, w_boon, w_rz0, w_rz1, flags, gain, timeout, luck,     \
        never, kick

static ALWAYS_INLINE void good_body(GOOD_PARAMS, const int PAT, const int RNL)
{
    const int32_t rec0 = p->rec0, inc_ok = p->rec_inc_ok, off = -p->off_altar, rnl_a = p->rnl_a,
                  raise_lim = p->raise_lim, crowned0 = p->crowned0, demigod = p->demigod,
                  late = p->late, luck3 = p->luck3, anger0 = p->anger0;
    const uint32_t arange = (uint32_t)p->arange, den = p->rnl_den, brange = (uint32_t)p->brange,
                   glow_mask = p->glow_mask, cm0 = p->crown_mask0, cm1 = p->crown_mask1;
    uint32_t thr[RNE_STEPS];
    memcpy(thr, p->thr, sizeof thr);
    const int32_t luck_glow = max32(luck3, 0);
    for (int l = 0; l < L; l++) {
        int32_t h0 = hp[l], tr = trl[l];
        int32_t inc = inc_ok & (tr ^ 1);
        int32_t rec = rec0 + inc;
        int32_t direct = (tr ^ 1) & (rec >= PRAYER_DEVOUT);
        /* the action roll, the off-altar cap, and the record's override */
        int32_t act = 1;
        if (PAT) {
            act += (int32_t)bounded16(w_act[l], arange);
            act = (min32(act, 3) & off) | (act & ~off);
        }
        int32_t rnl_zero = 0;
        if (RNL) {
            int32_t i = (int32_t)bounded16(w_rnl[l], 2);
            if (RNL == 2) {
                int32_t ia = min32(max32(i - rnl_a, 0), 1);
                int32_t ap = -(int32_t)(bounded16(w_rnl1[l], den) != 0);
                i = (ia & ap) | (i & ~ap);
            }
            rnl_zero = i == 0;
        }
        act = rec < PRAYER_STRIDENT ? (rec > 0) | rnl_zero : act;
        int32_t fixed = (direct ^ 1) & (act >= 1) & tr;
        /* fix_worst_trouble(TROUBLE_HIT) */
        int32_t h1 = h0 + (h0 < raise_lim) * (1 + (int32_t)bounded16(w_fix[l], 5));
        h1 = h1 <= 5 ? 6 : h1;
        int32_t h = fixed ? h1 : h0;
        /* the boon */
        int32_t glow = 0, crown = 0;
        if (PAT) {
            int32_t pat = direct | ((direct ^ 1) & (act >= 5));
            uint32_t b = bounded16(w_boon[l], brange);
            glow = pat & (int32_t)((glow_mask >> b) & 1u);
            uint32_t cm = inc ? cm1 : cm0;
            crown = pat & (glow ^ 1) & (int32_t)((cm >> b) & 1u);
        }
        h += 5 * glow;
        luck[l] = glow ? luck_glow : luck3;
        kick[l] = demigod + (crowned0 | crown);
        timeout[l] = rnz_lane(350, thr, w_rz0[l], w_rz1[l]) + late;
        flags[l] = PRAYER_GOOD | fixed << 2 | glow << 3;
        gain[l] = h - h0;
        never[l] = (anger0 > 0) | (rec < 0);
    }
}

#define GOOD_FN(name, pat, rnl)                                                                    \
    NH_TARGET_CLONES static void name(GOOD_PARAMS)                                                 \
    {                                                                                              \
        good_body(GOOD_ARGS, pat, rnl);                                                            \
    }

GOOD_FN(good_p0r0, 0, 0)
GOOD_FN(good_p0r1, 0, 1)
GOOD_FN(good_p0r2, 0, 2)
GOOD_FN(good_p1r0, 1, 0)
GOOD_FN(good_p1r1, 1, 1)
GOOD_FN(good_p1r2, 1, 2)

static void lanes_good(GOOD_PARAMS)
{
    static void (*const variant[2][3])(GOOD_PARAMS) = {{good_p0r0, good_p0r1, good_p0r2},
                                                       {good_p1r0, good_p1r1, good_p1r2}};
    variant[p->good_pat][p->good_rnl](GOOD_ARGS);
}

/* + kick * rnz(1000) (a demigod, a crowned hero: both add one). */
NH_TARGET_CLONES
static void lanes_kick(const uint32_t *restrict thr_in, const int32_t *restrict kick,
                       const uint32_t *restrict u, const uint32_t *restrict v,
                       int32_t *restrict timeout)
{
    uint32_t thr[RNE_STEPS];
    memcpy(thr, thr_in, sizeof thr);
    for (int l = 0; l < L; l++)
        timeout[l] += kick[l] * rnz_lane(1000, thr, u[l], v[l]);
}

/* The flags of angrygods() whose wrath roll is wr (bit 4: a roll was
 * made; 5: it cost a level; 6: it zapped), after a prayer of type `type`. */
static ALWAYS_INLINE int32_t wrath_flags(int32_t type, uint32_t lvm, uint32_t zpm, uint32_t wr)
{
    return type | 16 | (int32_t)((lvm >> wr) & 1u) << 5 | (int32_t)((zpm >> wr) & 1u) << 6;
}

/* Lane l's result when nothing is gained and nothing kicks the timeout:
 * angrygods(), or pleased() on another god's altar. */
static ALWAYS_INLINE void out_quiet(struct lanes_out *restrict o, int l, int32_t timeout,
                                    int32_t flags, int32_t luck, int32_t never)
{
    o->timeout[l] = timeout;
    o->flags[l] = flags;
    o->gain[l] = 0;
    o->luck[l] = luck;
    o->never[l] = never;
    o->kick[l] = 0;
}

/* angrygods() after a naughty prayer. */
NH_TARGET_CLONES
static void lanes_naughty(const struct plan *restrict p, const int32_t *restrict to3,
                          const uint32_t *restrict w_roll, const uint32_t *restrict w_rz0,
                          const uint32_t *restrict w_rz1, struct lanes_out *restrict o)
{
    const uint32_t range = p->anger_n, lvm = p->level_mask, zpm = p->zap_mask;
    /* 5.0 keeps the larger timeout: max(r, to3 & keep), r >= 0 (masks, as
     * GCC -O2 leaves an invariant ?: as a branch) */
    const int32_t keep = -(int32_t)p->v50, luck3 = p->luck3, never = p->never_n;
    uint32_t thr[RNE_STEPS];
    memcpy(thr, p->thr, sizeof thr);
    for (int l = 0; l < L; l++) {
        uint32_t wr = bounded16(w_roll[l], range);
        int32_t r = rnz_lane(300, thr, w_rz0[l], w_rz1[l]);
        out_quiet(o, l, max32(to3[l] & keep, r), wrath_flags(PRAYER_NAUGHTY, lvm, zpm, wr), luck3,
                  never);
    }
}

/* pleased() on another god's altar: adjalign(-1), nothing else. */
NH_TARGET_CLONES
static void lanes_cross(const struct plan *restrict p, const int32_t *restrict to3,
                        struct lanes_out *restrict o)
{
    const int32_t luck3 = p->luck3, never = p->never_c;
    for (int l = 0; l < L; l++) {
        out_quiet(o, l, to3[l], PRAYER_CROSS, luck3, never);
    }
}

/* Too soon: rnz(250) added, Luck - 3, anger + 1, angrygods(); selected into
 * the lanes that were too soon. */
NH_TARGET_CLONES
static void lanes_soon(const struct plan *restrict p, const int32_t *restrict soon,
                       const int32_t *restrict to3, const uint32_t *restrict w_a0,
                       const uint32_t *restrict w_a1, const uint32_t *restrict w_roll,
                       const uint32_t *restrict w_rz0, const uint32_t *restrict w_rz1,
                       struct lanes_out *restrict o)
{
    const uint32_t range = p->anger_s, lvm = p->level_mask, zpm = p->zap_mask;
    const int32_t keep = -(int32_t)p->v50; /* as in lanes_naughty */
    uint32_t thr[RNE_STEPS];
    memcpy(thr, p->thr, sizeof thr);
    for (int l = 0; l < L; l++) {
        int32_t m = -soon[l]; /* all ones in the lanes too soon */
        int32_t t = to3[l] + rnz_lane(250, thr, w_a0[l], w_a1[l]);
        uint32_t wr = bounded16(w_roll[l], range);
        int32_t r = rnz_lane(300, thr, w_rz0[l], w_rz1[l]);
        int32_t to = max32(t & keep, r);
        int32_t f = wrath_flags(PRAYER_TOO_SOON, lvm, zpm, wr);
        o->timeout[l] = (to & m) | (o->timeout[l] & ~m);
        o->flags[l] = (f & m) | (o->flags[l] & ~m);
        o->gain[l] &= ~m;
        o->never[l] |= m & 1;
    }
}

/* safe_wait (prayer_trial.c) in closed form; see the top of the file. */
NH_TARGET_CLONES
static void lanes_safe(const struct plan *restrict p, struct lanes_out *restrict o)
{
    const int32_t t3 = p->t3, t3q = p->t3q, base = p->base;
    for (int l = 0; l < L; l++) {
        int32_t wait = max32(o->timeout[l] - 200, 0);
        int32_t q = (int32_t)((uint32_t)(t3 + wait) / 600u);
        int32_t steps = q - t3q;
        int32_t lk = o->luck[l], d = base - lk;
        int32_t s = min32(steps, d < 0 ? -d : d);
        lk += d > 0 ? s : -s;
        int32_t sw = lk >= 0 ? wait : base < 0 ? PRAYER_NEVER : (q - lk) * 600 - t3;
        o->safe[l] = o->never[l] ? PRAYER_NEVER : sw;
    }
}

/* ---- a block ---- */

struct batch {
    uint32_t words[WORDS_MAX][L];
    int32_t hp[L], t0[L], tr[L], soon[L], to3[L];
    struct lanes_out o;
};

/* Every slot's words of a batch, the max HP and the timeout's wishes
 * summed on the way. */
static void gen_words(const struct plan *p, nh_pcg32_lanes *lanes, struct batch *bt, bool first)
{
    for (int l = 0; l < L; l++) {
        bt->hp[l] = p->maxhp0;
        bt->t0[l] = p->t0_base;
    }
    for (int s = 0; s < p->nslots; s++) {
        uint64_t a = s == 0 && first ? p->ja_first : p->ja[s];
        uint64_t c = s == 0 && first ? p->jc_first : p->jc[s];
        bool step = a == NH_PCG32_MULT && c == 1;
        int kind = p->kind[s];
        if (kind >= SLOT_GAIN) {
            uint32_t R = p->gain_r[kind], A = p->gain_a[kind];
            int32_t base = p->gain_base[kind];
            if (step)
                gen_gain_step(lanes->state, lanes->inc, bt->hp, R, A, base);
            else
                gen_gain_jump(lanes->state, lanes->inc, bt->hp, a, c, R, A, base);
        } else if (kind == SLOT_WISH) {
            if (step)
                gen_wish_step(lanes->state, lanes->inc, bt->t0);
            else
                gen_wish_jump(lanes->state, lanes->inc, bt->t0, a, c);
        } else if (step) {
            gen_step(lanes->state, lanes->inc, bt->words[p->slot[s]]);
        } else {
            gen_jump(lanes->state, lanes->inc, bt->words[p->slot[s]], a, c);
        }
    }
}

static void run_batch(const struct plan *p, struct batch *bt)
{
    static const uint32_t zeros[L];
    const struct prayer_words *w = &p->w;
    const uint32_t *wd[WORDS_MAX];
    for (int k = 0; k < w->n; k++)
        wd[k] = p->used[k] ? bt->words[k] : zeros;
    struct lanes_out *o = &bt->o;
    lanes_common(bt->hp, bt->t0, bt->tr, bt->soon, bt->to3, p->tr_thr);
    if (p->later_possible) {
        switch (p->later) {
        case PRAYER_GOOD:
            lanes_good(p, bt->hp, bt->tr, wd[w->action], wd[w->rnl], wd[w->rnl + 1], wd[w->fix + 1],
                       wd[w->boon], wd[w->rnz], wd[w->rnz + 1], o->flags, o->gain, o->timeout,
                       o->luck, o->never, o->kick);
            if (p->kick_possible)
                lanes_kick(p->thr, o->kick, wd[w->rnz + 2], wd[w->rnz + 3], o->timeout);
            break;
        case PRAYER_NAUGHTY:
            lanes_naughty(p, bt->to3, wd[w->anger + 2], wd[w->anger + 3], wd[w->anger + 4], o);
            break;
        case PRAYER_CROSS:
            lanes_cross(p, bt->to3, o);
            break;
        case PRAYER_TOO_SOON:
            break; /* not a p_type when not too soon */
        }
    }
    if (p->soon_possible)
        lanes_soon(p, bt->soon, bt->to3, wd[w->anger], wd[w->anger + 1], wd[w->anger + 2],
                   wd[w->anger + 3], wd[w->anger + 4], o);
    lanes_safe(p, o);
}

/* The tally: five increments a trial (a fixed max HP: one addition a
 * batch).  Counting the few-valued histograms in interleaved copies was
 * tried and was no faster. */
static void tally_batch(struct nh_tally *t, const struct batch *bt, int n, bool fixed_maxhp)
{
    uint64_t *hf = tally_hist(t, PH_FLAGS) - t->lo[PH_FLAGS];
    uint64_t *hg = tally_hist(t, PH_GAIN) - t->lo[PH_GAIN];
    uint64_t *ht = tally_hist(t, PH_TIMEOUT) - t->lo[PH_TIMEOUT];
    uint64_t *hs = tally_hist(t, PH_SAFE) - t->lo[PH_SAFE];
    uint64_t *hm = tally_hist(t, PH_MAXHP) - t->lo[PH_MAXHP];
    for (int l = 0; l < n; l++) {
        hf[bt->o.flags[l]]++;
        hg[bt->o.gain[l]]++;
        ht[bt->o.timeout[l]]++;
        hs[bt->o.safe[l]]++;
    }
    if (fixed_maxhp)
        hm[bt->hp[0]] += (uint64_t)n;
    else
        for (int l = 0; l < n; l++)
            hm[bt->hp[l]]++;
}

/* dNetHack's prayers (verdict order, glow) are not in the lane code: they
 * run lane by lane through prayer_resolve, on the same stream contract
 * (lane l takes trials l, l + NH_LANES, ..., w.n words each, in order). */
static void run_block_scalar(const struct prayer_case *c, uint64_t seed, uint64_t block,
                             uint32_t ntrials, struct nh_tally *t)
{
    nh_pcg32_lanes lanes; /* 4 KB */
    struct prayer_words w;
    uint32_t words[PRAYER_WORDS_MAX];
    prayer_words_layout(c, &w);
    pcg32_lanes_seed(&lanes, seed, prayer_case_key(c), block, 0);
    for (uint32_t l = 0; l < NH_LANES && l < ntrials; l++) {
        nh_pcg32 r = pcg32_lanes_get(&lanes, (int)l);
        for (uint32_t j = l; j < ntrials; j += NH_LANES) {
            for (int k = 0; k < w.n; k++)
                words[k] = pcg32_next(&r);
            struct prayer_outcome o;
            prayer_resolve(c, &w, words, &o);
            prayer_tally_add(t, &o);
        }
    }
}

void prayer_run_block(const struct prayer_case *c, uint64_t seed, uint64_t block, uint32_t ntrials,
                      struct nh_tally *t)
{
    if (c->variant == NH_VDNH) {
        run_block_scalar(c, seed, block, ntrials, t);
        return;
    }
    static _Thread_local struct batch bt; /* 80 KB: off the stack */
    struct plan p;
    nh_pcg32_lanes lanes;
    plan_case(c, &p);
    pcg32_lanes_seed(&lanes, seed, prayer_case_key(c), block, 0);
    for (uint32_t done = 0; done < ntrials; done += L) {
        uint32_t left = ntrials - done;
        gen_words(&p, &lanes, &bt, done == 0);
        run_batch(&p, &bt);
        tally_batch(t, &bt, left < L ? (int)left : L, c->maxhp != PRAYER_MAXHP_ROLLED);
    }
}
