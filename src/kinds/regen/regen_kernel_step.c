/* regen_kernel_step: one iteration of the lanes (regen_kernel.c): each
 * live lane runs the units of its word, instantiated for the features a
 * case uses (heal rule, encumbrance class, polymorphed, ordinary-turn
 * heals), with the leaner 3.x units below Strained and 5.0's word-at-once
 * units.
 */
#include <stdbool.h>
#include <stdint.h>

#include "kinds/regen/regen_kernel_lanes.h"
#include "nhmc/simd.h"

/* One lane's state in registers. */
struct lv {
    int32_t hp, mh, hl, k, ch, c20, co, fy;
};

static ALWAYS_INLINE int32_t min32(int32_t a, int32_t b)
{
    return a < b ? a : b;
}

/* a where the mask m is -1, b where it is 0 (bitwise: GCC's vectoriser
 * takes these where it may refuse a ?: on an integer mask). */
static ALWAYS_INLINE int32_t sel(int32_t m, int32_t a, int32_t b)
{
    return (a & m) | (b & ~m);
}

/* unit() for 3.x below Strained and not polymorphed: the only special
 * turns are heal turns (ch = FAR when they do not differ from the others,
 * with Regeneration), and ordinary turns heal 1 with Regeneration, else
 * nothing. */
static ALWAYS_INLINE int32_t unit_heal(const struct plan *restrict P, struct lv *v, int32_t act,
                                       int32_t amt, int32_t att, enum heal_kind hk,
                                       enum enc_kind ek, bool regen)
{
    const int32_t maxhp = P->maxhp, target = P->target, kmax = P->kmax;
    int32_t hp = v->hp, k = v->k, ch = v->ch, spec;
    if (!regen) {
        /* The heal turn if it comes by kmax (else the trial ends there). */
        int32_t kc = k + ch;
        spec = act & -(int32_t)(kc <= kmax);
        k = sel(act, min32(kc, kmax), k);
    } else {
        /* + 1 a turn up to the target (tracked) or max HP */
        int32_t r = kmax - k;
        int32_t rk = sel(-(int32_t)(hp < maxhp), P->lim_hp - hp, FAR);
        int32_t run = min32(min32(ch - 1, r), rk) & act;
        hp += run & -(int32_t)(hp < maxhp);
        spec = act & -(int32_t)((ch - 1 < r) & (ch - 1 <= rk) & (hp < target));
        k += run - spec;
        ch -= run;
    }
    int32_t hb = spec;
    if (ek != EK_FREE) /* a move is refused below 10 HP, not full (docs/rules.md, Overexertion and
                          refused moves) */
        hb &= ~(att & -(int32_t)(hp >= P->refuse_hp)) | P->can_m;
    int32_t heal = hk == HK_MOD ? P->amt_c : amt;
    hp = min32(hp + (heal & hb), maxhp);
    ch = (P->w_h & spec) | (ch & ~spec);
    v->hp = hp;
    v->k = k;
    v->ch = ch;
    return act & -(int32_t)((hp >= target) | (k == kmax));
}

/* One unit of a lane (see the top of regen_kernel.c): a run of ordinary turns,
 * then the special turn that ends it if the run reached it, with `amt` and
 * `att` the unit's heal (amount, or 5.0's Bernoulli) and attempt.  act: the
 * lane's trial is live.  Returns the mask of a trial that ended. */
static ALWAYS_INLINE int32_t unit(const struct plan *restrict P, struct lv *v, int32_t act,
                                  int32_t amt, int32_t att, enum heal_kind hk, enum enc_kind ek,
                                  bool poly, bool regen)
{
    if ((hk == HK_MOD || hk == HK_MOD_ARR) && !poly && ek != EK_OVER)
        return unit_heal(P, v, act, amt, att, hk, ek, regen);
    const int32_t maxhp = P->maxhp, mhmax = P->mhmax, trk = P->track_m, target = P->target;
    int32_t hp = v->hp, mh = v->mh;

    /* The branch the ordinary turns ahead take (regen_step): the form's
     * pool while it is below max, else normal HP (for a polymorphed hero
     * only in 3.4.3). */
    int32_t mhb = poly ? -(int32_t)(mh < mhmax) : 0;
    int32_t hpb = ~mhb & (poly ? P->polyhp_m : -1) & -(int32_t)(hp < maxhp);
    int32_t every = hk == HK_ARR ? hpb : hk == HK_FIQ ? hpb & P->every_m : 0;
    int32_t d = FAR; /* turns to the next special turn */
    if (hk != HK_ARR)
        d = v->ch;
    if (poly)
        d = min32(d, v->c20);
    if (ek == EK_OVER)
        d = min32(d, v->co);
    d = sel(every, 1, d);
    int32_t r = P->kmax - v->k; /* turns left before max_turns (or after) */
    int32_t run = min32(d - 1, r);
    int32_t kinc = 0;
    if (regen) {
        /* Ordinary turns add kinc to the active pool: stop where it reaches
         * its target (tracked) or max, which ends the trial or the branch. */
        kinc = poly ? (mhb & P->kinc_mh) | (hpb & P->kinc_hp) : hpb & P->kinc_hp;
        int32_t x = poly ? sel(mhb, P->lim_mh - mh, P->lim_hp - hp) : P->lim_hp - hp;
        int32_t two = -(int32_t)(kinc == 2), one = -(int32_t)(kinc == 1);
        int32_t rk = (((x + 1) >> 1) & two) | (x & one) | (FAR & ~(two | one));
        run = min32(run, rk);
    }
    run &= act;
    if (regen) {
        int32_t add = kinc * run;
        if (poly) {
            mh = min32(mh + (add & mhb), mhmax);
            hp = min32(hp + (add & ~mhb), maxhp);
        } else {
            hp = min32(hp + add, maxhp);
        }
    }
    int32_t k = v->k + run;
    int32_t ch = v->ch - run, c20 = v->c20 - run, co = v->co - run;
    int32_t hl = v->hl - run;
    hl &= -(int32_t)(hl > 0);

    /* The special turn, exactly as regen_step. */
    /* It comes if the run reached it within the trial's turns (and, if the
     * run healed, the trial did not end on the way). */
    int32_t spec = act & -(int32_t)((run == d - 1) & (run < r));
    if (regen)
        spec &= -(int32_t)((poly ? sel(trk, mh, hp) : hp) < target);
    int32_t is_h = hk != HK_ARR ? -(int32_t)(ch == 1) : 0;
    int32_t is20 = poly ? -(int32_t)(c20 == 1) : 0;
    int32_t iso = ek == EK_OVER ? -(int32_t)(co == 1) : 0;
    int32_t moved = 0;
    if (ek != EK_FREE) {
        /* regen_move_refused (docs/rules.md, Overexertion and refused moves): mh < 5 and not full
         * while polymorphed, else HP < 10 and not full; always Overloaded, never on the Plane of
         * Air (the plan's bounds). */
        int32_t refused = poly ? -(int32_t)(mh < P->refuse_mh) : -(int32_t)(hp < P->refuse_hp);
        moved = att & ~refused & spec;
        if (ek == EK_OVER)
            moved &= -(int32_t)(hl == 0);
    }
    int32_t enc_ok = ~moved;
    int32_t hb = spec & (enc_ok | P->can_m); /* the normal-HP branch may run */
    if (poly) {
        int32_t pb = -(int32_t)(mh < mhmax);
        /* 3.4.3 and FIQHack: only below Stressed; 3.6.7, 5.0: enc_ok. */
        int32_t allowed = ek == EK_FREE ? -1 : ~P->old_m & enc_ok;
        mh -= spec & pb & (P->can_m | (allowed & is20)); /* masks are -1: mh + 1 */
        hb &= P->polyhp_m & ~pb;
    }
    int32_t heal;
    if (hk == HK_MOD)
        heal = (P->amt_c & is_h) | (P->base_h & ~is_h);
    else if (hk == HK_MOD_ARR)
        heal = (amt & is_h) | (P->base_h & ~is_h);
    else if (hk == HK_FIQ)
        heal = P->base_h - is_h;
    else
        heal = amt;
    hp = min32(hp + (heal & hb), maxhp);
    if (ek == EK_OVER) {
        hl -= spec & -(int32_t)(hl > 0) & 1;
        int32_t ov = moved & iso;
        int32_t ok = poly ? -(int32_t)(mh > 1) : -(int32_t)(hp > 1);
        if (poly)
            mh += ov & ok; /* -1 */
        else
            hp += ov & ok;
        int32_t po = ov & ~ok; /* "You pass out from exertion!" */
        hl = (NH_REGEN_PASSOUT_TURNS & po) | (hl & ~po);
    }
    int32_t s1 = spec & 1;
    if (hk == HK_FIQ) {
        int32_t hit = spec & is_h, gap = fiq_gap(P->fiq_m, P->rho, v->fy);
        ch = (gap & hit) | ((ch - s1) & ~hit);
        v->fy += (gap * P->rho - 100) & hit;
    } else if (hk != HK_ARR) {
        int32_t hit = spec & is_h;
        ch = (P->w_h & hit) | ((ch - s1) & ~hit);
    }
    if (poly)
        c20 = (20 & spec & is20) | ((c20 - s1) & ~(spec & is20));
    if (ek == EK_OVER)
        co = (P->w_o & spec & iso) | ((co - s1) & ~(spec & iso));
    k += s1;

    v->hp = hp;
    v->mh = mh;
    v->hl = hl;
    v->k = k;
    v->ch = ch;
    v->c20 = c20;
    v->co = co;
    int32_t pool = poly ? sel(trk, mh, hp) : hp;
    return act & -(int32_t)((pool >= target) | (k == P->kmax));
}

/* nh_bounded(w, d) for d < 2^16 in 32-bit arithmetic: with w = 2^16 h + l,
 * floor(w d / 2^32) = floor((h d + floor(l d / 2^16)) / 2^16).  (GCC
 * vectorises the 64-bit product of nh_bounded as a full 64 x 64 multiply.) */
static inline uint32_t bounded_small(uint32_t w, uint32_t d)
{
    return ((w >> 16) * d + (((w & 0xffffu) * d) >> 16)) >> 16;
}

/* The next heal digit of a word, f its unused fraction: 5.0's Bernoulli
 * plus k0, 3.x's min(rnd(Con), XL - 9); 0 when the case draws none. */
static ALWAYS_INLINE int32_t heal_digit(uint32_t *f, const struct plan *restrict P,
                                        enum heal_kind hk)
{
    int32_t h = 0;
    if (hk == HK_ARR) {
        h = (int32_t)(*f < P->tb) + P->k0;
        *f *= P->dd;
    } else if (hk == HK_MOD_ARR) {
        int32_t a = 1 + (int32_t)bounded_small(*f, P->dd);
        h = a < P->cap ? a : P->cap;
        *f *= P->dd;
    }
    return h;
}

/* Units per iteration: with heal digits, 3 (then attempts from the rest of
 * the word: move_cells) when moves can matter, else 4; without, 2 (two
 * attempts, or no draws). */
#define HEAL_DRAWN(hk) ((hk) == HK_ARR || (hk) == HK_MOD_ARR)
#define UNITS(hk, ek)  (HEAL_DRAWN(hk) ? ((ek) != EK_FREE ? 3 : 4) : 2)

/* The ended bits of an iteration (step_body, step50_body): all clear
 * before its rows, then whether any slot's trial ended. */
static ALWAYS_INLINE void ended_clear(uint32_t *restrict ended)
{
    for (int j = 0; j < COLS; j++)
        ended[j] = 0;
}

static ALWAYS_INLINE bool ended_any(const uint32_t *restrict ended)
{
    uint32_t any = 0;
    for (int j = 0; j < COLS; j++)
        any |= ended[j];
    return any != 0;
}

/* One iteration of the lanes in the first `rows` rows: each runs its
 * units from its word w[l], and the slots whose trial ended are marked:
 * bit i of ended[j] is slot COLS i + j (each vector lane keeps its own
 * word, so no horizontal reduction is needed but the last, for the result:
 * whether any ended).  hk, ek, poly and regen are constants in each
 * instance. */
static ALWAYS_INLINE bool step_body(struct lanes *restrict S, const struct plan *restrict P,
                                    const uint32_t *restrict w, int rows, uint32_t *restrict ended,
                                    enum heal_kind hk, enum enc_kind ek, bool poly, bool regen)
{
    const int U = UNITS(hk, ek);
    const uint32_t b1 = P->b1, b2 = P->b2, b4 = P->b4, b6 = P->b6;
    const uint32_t w23 = P->w23, w45 = P->w45, w46 = P->w46, w67 = P->w67;
    const int32_t all = P->thr_all;
    ended_clear(ended);
    for (int i = 0; i < rows; i++) {
        uint32_t bit = UINT32_C(1) << i;
        for (int j = 0; j < COLS; j++) {
            int l = COLS * i + j;
            struct lv v = {S->hp[l],
                           poly ? S->mh[l] : 0,
                           ek == EK_OVER ? S->hl[l] : 0,
                           S->k[l],
                           hk != HK_ARR ? S->ch[l] : FAR,
                           poly ? S->c20[l] : FAR,
                           ek == EK_OVER ? S->co[l] : FAR,
                           hk == HK_FIQ ? S->fy[l] : 0};
            /* The word's digits, then attempts from what is left of it
             * (written out: GCC's -O2 vectoriser does not take inner loops). */
            uint32_t f = w[l];
            int32_t h0 = heal_digit(&f, P, hk), h1 = heal_digit(&f, P, hk);
            int32_t h2 = U >= 3 ? heal_digit(&f, P, hk) : 0;
            int32_t h3 = U == 4 ? heal_digit(&f, P, hk) : 0;
            int32_t a1 = 0, a2 = 0, a3 = 0; /* U = 3 when moves can matter */
            if (ek != EK_FREE) {
                a1 = -(int32_t)(f < b4) | all;
                a2 = -(int32_t)((f < b2) | (f - b4 < w46)) | all;
                a3 = -(int32_t)((f < b1) | (f - b2 < w23) | (f - b4 < w45) | (f - b6 < w67)) | all;
            }
            int32_t act = S->live[l], done;
            done = unit(P, &v, act, h0, a1, hk, ek, poly, regen);
            done |= unit(P, &v, act & ~done, h1, a2, hk, ek, poly, regen);
            if (U >= 3)
                done |= unit(P, &v, act & ~done, h2, a3, hk, ek, poly, regen);
            if (U == 4)
                done |= unit(P, &v, act & ~done, h3, 0, hk, ek, poly, regen);
            S->hp[l] = v.hp;
            if (poly) {
                S->mh[l] = v.mh;
                S->c20[l] = v.c20;
            }
            if (ek == EK_OVER) {
                S->hl[l] = v.hl;
                S->co[l] = v.co;
            }
            S->k[l] = v.k;
            if (hk != HK_ARR)
                S->ch[l] = v.ch;
            if (hk == HK_FIQ)
                S->fy[l] = v.fy;
            ended[j] |= (uint32_t)done & bit;
        }
    }
    return ended_any(ended);
}

#define STEP_FN(name, hk, ek, poly, regen)                                                         \
    NH_TARGET_CLONES                                                                               \
    static bool name(struct lanes *restrict S, const struct plan *restrict P,                      \
                     const uint32_t *restrict w, int rows, uint32_t *restrict ended)               \
    {                                                                                              \
        return step_body(S, P, w, rows, ended, hk, ek, poly, regen);                               \
    }

#define STEP_FNS_EK(kind, hk, ekname, ek)                                                          \
    STEP_FN(step_##kind##_##ekname, hk, ek, false, false)                                          \
    STEP_FN(step_##kind##_##ekname##_r, hk, ek, false, true)                                       \
    STEP_FN(step_##kind##_##ekname##_p, hk, ek, true, false)                                       \
    STEP_FN(step_##kind##_##ekname##_pr, hk, ek, true, true)

#define STEP_FNS(kind, hk)                                                                         \
    STEP_FNS_EK(kind, hk, free, EK_FREE)                                                           \
    STEP_FNS_EK(kind, hk, stressed, EK_STRESSED)                                                   \
    STEP_FNS_EK(kind, hk, over, EK_OVER)

STEP_FNS(mod, HK_MOD)
STEP_FNS(mod_arr, HK_MOD_ARR)
STEP_FNS(fiq, HK_FIQ)
STEP_FNS(arr, HK_ARR)

#define STEP_EK(kind, ekname)                                                                      \
    {                                                                                              \
        {step_##kind##_##ekname, step_##kind##_##ekname##_r},                                      \
        {                                                                                          \
            step_##kind##_##ekname##_p, step_##kind##_##ekname##_pr                                \
        }                                                                                          \
    }
#define STEP_ROW(kind)                                                                             \
    {                                                                                              \
        STEP_EK(kind, free), STEP_EK(kind, stressed), STEP_EK(kind, over)                          \
    }

/* 5.0, below Stressed and not polymorphed: every turn with HP below max is
 * special, so a unit is one turn, or, with HP full (NH_REGEN_HP only), the
 * rest of the trial.  The U units of a word at once: h_i the heal of turn
 * i (0 after the trial's last turn), c_i their running sums; the pool
 * reaches lim (target, or max HP) on turn j = 1 + #{i < U : c_i < need}
 * if c_U >= need.  hpm: NH_REGEN_HP (turns past `after` count nothing). */
static ALWAYS_INLINE bool step50_body(struct lanes *restrict S, const struct plan *restrict P,
                                      const uint32_t *restrict w, int rows,
                                      uint32_t *restrict ended, int U, bool hpm)
{
    const uint32_t dd = P->dd, tb = P->tb;
    const int32_t k0 = P->k0, lim = P->lim_hp, kmax = P->kmax;
    ended_clear(ended);
    for (int i = 0; i < rows; i++) {
        uint32_t bit = UINT32_C(1) << i;
        for (int j = 0; j < COLS; j++) {
            int l = COLS * i + j;
            int32_t hp = S->hp[l], k = S->k[l], act = S->live[l];
            int32_t left = kmax - k, need = lim - hp;
            int32_t c = 0, jr = 1;
            uint32_t f = w[l];
#pragma GCC unroll 8
            for (int u = 0; u < U; u++) {
                int32_t h = (int32_t)(f < tb) + k0;
                if (hpm)
                    h &= -(int32_t)(u < left);
                c += h;
                jr += u < U - 1 && c < need;
                f *= dd;
            }
            int32_t reach = -(int32_t)(c >= need), turns = min32(U, left);
            if (hpm) {
                /* Reaching max HP before the last unit, the next unit runs
                 * out the trial's turns. */
                turns = sel(reach, jr < U ? left : jr, turns);
                hp = sel(reach, lim, hp + c);
            } else {
                /* The target reached after max_turns: cut off (pool below
                 * it, k at max_turns). */
                int32_t late = reach & -(int32_t)(jr > left);
                reach &= ~late;
                turns = sel(reach, jr, turns);
                hp = sel(reach, lim, sel(late, lim - 1, hp + c));
            }
            k += turns;
            S->hp[l] = sel(act, hp, S->hp[l]);
            S->k[l] = sel(act, k, S->k[l]);
            /* NH_REGEN_HP ends at `after` (full on a word's last turn, the
             * next word's first unit runs out the turns). */
            int32_t done = act & (-(int32_t)(k >= kmax) | (hpm ? 0 : reach));
            ended[j] |= (uint32_t)done & bit;
        }
    }
    return ended_any(ended);
}

#define STEP50_FN(name, U, hpm)                                                                    \
    NH_TARGET_CLONES                                                                               \
    static bool name(struct lanes *restrict S, const struct plan *restrict P,                      \
                     const uint32_t *restrict w, int rows, uint32_t *restrict ended)               \
    {                                                                                              \
        return step50_body(S, P, w, rows, ended, U, hpm);                                          \
    }

STEP50_FN(step50_4, 4, false)
STEP50_FN(step50_6, 6, false)
STEP50_FN(step50_8, 8, false)
STEP50_FN(step50_4h, 4, true)
STEP50_FN(step50_6h, 6, true)
STEP50_FN(step50_8h, 8, true)

step_fn regen_pick_step(const struct plan *p)
{
    static const step_fn fns[4][3][2][2] = {STEP_ROW(mod), STEP_ROW(mod_arr), STEP_ROW(fiq),
                                            STEP_ROW(arr)};
    static const step_fn f50[2][3] = {{step50_4, step50_6, step50_8},
                                      {step50_4h, step50_6h, step50_8h}};
    if (p->hk == HK_ARR && p->ek == EK_FREE && !p->poly)
        return f50[p->measure_hp][p->u50 / 2 - 2];
    return fns[p->hk][p->ek][p->poly][p->regen];
}
