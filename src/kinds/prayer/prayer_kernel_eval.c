/* prayer_kernel_eval: the prayer in every lane of a batch
 * (prayer_kernel.c): trouble, too soon and the timeout at T, then the
 * case's p_type when not too soon (pleased(), naughty or cross-aligned)
 * and the too-soon result selected into the lanes that were too soon.
 */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "kinds/prayer/prayer_impl.h"
#include "kinds/prayer/prayer_kernel_lanes.h"
#include "nhmc/simd.h"

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

/* pleased(): every lane's result, the paths selected by masks.  Compiled
 * once for each (pat, rnl) a case can need, so a case pays only for what
 * it can reach: pat = 0 when no lane can be patted on the head (no boon,
 * and the action roll only matters as >= 1, which it always is), rnl = 0
 * when no lane reaches rnl(2) (record <= 0), 1 when its adjustment is never
 * applied, 2 when it may be. */

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

/* The lanes of a batch through the prayer: every result but the safe
 * turn. */
void prayer_run_batch(const struct plan *p, struct batch *bt)
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
}
