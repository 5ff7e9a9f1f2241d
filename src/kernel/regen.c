/* regen kernel: hero HP regeneration, NH_LANES trials in lockstep (regen.h;
 * vanilla.md §3, §9; nethack50.md §3; variants.md §C).
 *
 * Every step computes exactly what regen_step() computes; the tests compare
 * the two trial by trial (tests/test_regen_kernel.c).
 *
 * Trials and lanes.  Trial j of a block runs in lane j % NH_LANES as that
 * lane's (j / NH_LANES)-th trial.  All lanes step together; a lane whose
 * trial ends records its outcome and starts its next trial (if it has one)
 * on the next step, so a lane is busy from the block's first step until
 * its last trial ends.  If the start already meets the target (or `after`
 * is 0) every trial's outcome is the start and nothing is drawn.
 *
 * Streams and draw order.  Lane l of block b draws from generator l of
 * pcg32_lanes_seed(seed, regen_case_key(c), b, 0), one 32-bit output at a
 * time, in this order:
 *  - at the start of each trial, if turn_random: one phase word u,
 *    T0 = 1 + nh_bounded(u, NH_REGEN_PHASES) (else T0 = c->turn);
 *  - steps come in pairs: on the lane's 1st, 3rd, 5th, ... step in the
 *    block (counted over all its trials: a new trial does not restart the
 *    count) it takes a move word (if regen_needs_move_draw) then a heal word
 *    (if regen_needs_heal_draw), which serve that step and the next.  A pair
 *    can straddle two trials: its second half then serves the next trial's
 *    first step, drawn before that trial's phase word.
 * Heal words: with D = 100 (5.0's rn2(100)) or D = Con (3.x's rnd(Con) - 1),
 * the first step's digit is d1 = nh_bounded(u, D) and the second's
 * d2 = nh_bounded(u, D*D) - D*d1: two steps' heal draws from one output.
 * The split is exact, as in levelup.c: floor(floor(u D^2 / 2^32) / D) =
 * floor(u D / 2^32).  Every pair (d1, d2) has probability within 2^-32 of
 * 1/D^2 (the error of one multiply-shift draw), so each digit alone is
 * distributed as one nh_bounded(word, D) draw and the two are independent
 * to within 2^-32.  Computed as: d2 = nh_bounded(f, D) for the fraction
 * f = u D mod 2^32 (u D^2 = d1 D 2^32 + f D); 5.0 needs only digit < XL +
 * Con, i.e. word < ceil((XL + Con) 2^32 / 100); 3.x's nh_bounded(w, D) is
 * done in 32-bit halves (bounded_small).
 * Move words: with thr = regen_move_threshold(move) (P = thr / 2^32) and
 * t11 = round(thr^2 / 2^32), the first step attempts a move when u < thr and
 * the second when u < t11 or thr <= u < 2 thr - t11.  Each step alone
 * attempts with probability exactly thr / 2^32, as regen_move_threshold
 * promises; P(both) = t11 / 2^32 is within 2^-33 of (thr / 2^32)^2, and so
 * are the other three pairs.  Steps needing no draw take none; a step's
 * attempt is then c->move >= 1 (it cannot matter otherwise).
 *
 * Turn phases.  There is no t % N per lane (no vector integer division) and
 * no phase counter to store: at block step s of a trial that started on
 * block step s0 from turn T0, the turn is t = T0 + s - s0 + 1, so
 * t = 0 (mod n) iff s mod n = (s0 - T0 - 1) mod n.  Each lane keeps that
 * residue for n = N(XL) or 3 (heal turns), 20 (polymorphed) and 30 or 10
 * (overexertion), set when its trial starts; each step compares it with
 * s mod n, kept once for all lanes.  FIQHack's extra 1 HP comes on turn t
 * when (m rho mod 100) + rho >= 100, m = t mod 100, rho = rate mod 100
 * (floor((m+1)rho/100) > floor(m rho/100)); m rho = s rho + (T0 - s0 + 1) rho
 * (mod 100), the sum of a step term and a lane term.  Likewise a trial
 * reaches max_turns (or `after`) when s0 = s + 1 - max_turns.
 *
 * Vector code.  The draw loop (every second step) and the step loop run over
 * all NH_LANES lanes with no calls and no data-dependent branches (masks and
 * selects), so they vectorise.  The step loop is instantiated for the
 * features a case uses (heal rule; unencumbered, Stressed, Strained or
 * worse; polymorphed or not) so a simple case pays for nothing else.  It
 * marks the lanes whose trial ended in a bitmask kept per vector lane (no
 * horizontal reduction but one), and a scalar pass over the marked lanes
 * tallies outcomes and starts new trials.  Dead lanes (no trials left)
 * keep stepping but never end.
 *
 * Cases without draws.  When a case draws nothing but phase words, a
 * trial's outcome is a function of T0 mod the period of the rules it uses
 * (plan_period; the same for every trial from a fixed turn).  If the period is at most NH_LANES,
 * the lanes step one trial per phase and every trial of the block then
 * takes its phase word and its phase's outcome: the same tallies, trial by
 * trial, as stepping each (run_by_phase).
 */
#include "nhmc/regen.h"

#include <string.h>

#include "nhmc/rng.h"
#include "nhmc/rules.h"
#include "nhmc/simd.h"

_Static_assert(NH_MAXULEV + NH_CON_MAX < 100, "5.0's XL + Con must stay below rn2(100)'s range");

/* The lane-loop bodies are inlined into each instance, so its constant
 * flags remove the code it does not use. */
#if defined(__GNUC__)
#define ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define ALWAYS_INLINE inline
#endif

/* ---- the plan of a case: everything the lane loops need ---- */

/* t mod d by a multiply-shift: with m = floor(2^40 / d) + 1,
 * t m / 2^40 lies in (t/d, t/d + t/2^40], so its floor is floor(t/d)
 * while t d < 2^40 (frac(t/d) <= 1 - 1/d).  Start turns here are below
 * 2^18 (random: NH_REGEN_PHASES + 1) and periods below 2^10; a trial
 * starts on about every step of a block, so this is on the hot path. */
struct divisor {
    uint32_t d;
    uint64_t m;
};

#define SMALL_T_MAX (UINT32_C(1) << 18)
_Static_assert(NH_REGEN_PHASES + 1 < SMALL_T_MAX, "random start turns must be small");

static struct divisor divisor_of(uint32_t d)
{
    struct divisor v = {d, (UINT64_C(1) << 40) / d + 1};
    return v;
}

static int32_t mod_small(uint32_t t, struct divisor v)
{
    return (int32_t)(t - v.d * (uint32_t)((t * v.m) >> 40));
}

/* The residues of T0 + 1 a trial start needs: mod the heal period, 20, the
 * overexertion period and 100. */
struct t1res {
    int32_t h, m20, o, m100;
};

enum heal_kind {
    HK_MOD,     /* 3.x: heal turns t = 0 (mod N), fixed amount */
    HK_MOD_ARR, /* 3.x: heal turns t = 0 (mod 3), amount min(rnd(Con), XL - 9) drawn */
    HK_FIQ,     /* FIQHack: rate / 100, plus 1 on some turns of each 100 */
    HK_ARR,     /* 5.0: every step's heal is drawn */
};
enum enc_kind {
    EK_FREE,     /* below Stressed: moving changes nothing */
    EK_STRESSED, /* Stressed: a move blocks regeneration; no overexertion */
    EK_OVER,     /* Strained or Overtaxed: also overexertion and pass-outs */
};

struct plan {
    enum heal_kind hk;
    enum enc_kind ek;
    bool poly;
    bool measure_hp;
    int32_t maxhp, mhmax;
    int32_t target; /* TURNS: c->target; HP: never reached */
    int32_t kmax;   /* TURNS: max_turns; HP: after */
    int32_t track_m;
    int32_t start_hp, start_mh;
    int32_t w_h;    /* HK_MOD*: N; HK_FIQ: 100 */
    int32_t rho;    /* HK_FIQ: rate mod 100 */
    int32_t base_h; /* heal on other turns */
    int32_t amt_c;  /* heal on heal turns (HK_MOD, HK_FIQ) */
    int32_t can_m;  /* -1: can_regen (Regeneration, or 5.0 restful sleep) */
    int32_t old_m;  /* -1: 3.4.3 or FIQHack */
    int32_t w_o;    /* overexertion period, or 1 */
    int32_t att_c;  /* attempt mask when no move is drawn */
    /* draws */
    bool move_draw, heal_draw;
    uint32_t thr, t11, t12;
    int32_t thr_all; /* -1 when thr = 2^32 */
    uint32_t dd;     /* D */
    uint32_t tb;     /* 5.0: heal = (digit < XL + Con) + k0 = (word < tb) + k0 */
    int32_t k0;
    int32_t cap; /* 3.x: amount min(1 + digit, cap) */
    bool turn_random;
    struct divisor div_h, div_o;
    struct t1res fixed; /* of c->turn + 1, when not random */
};

static struct plan plan_case(const struct regen_case *c)
{
    struct plan p;
    memset(&p, 0, sizeof p);
    bool old = regen_uses_old_chain(c);
    bool can_regen = regen_can_regen(c);
    int period = regen_overexert_period(c->enc);
    p.poly = c->polyd;
    p.ek = c->enc < NH_ENC_STRESSED ? EK_FREE : period ? EK_OVER : EK_STRESSED;
    p.measure_hp = c->measure == NH_REGEN_HP;
    p.maxhp = c->maxhp;
    p.mhmax = c->polyd ? c->mhmax : 0;
    p.target = p.measure_hp ? INT32_MAX : c->target;
    p.kmax = p.measure_hp ? c->after : (int32_t)c->max_turns;
    p.track_m = c->polyd && c->track_mh ? -1 : 0;
    struct regen_state st = regen_start(c);
    p.start_hp = st.hp;
    p.start_mh = st.mh;
    p.can_m = can_regen ? -1 : 0;
    p.old_m = old ? -1 : 0;
    p.w_o = period ? period : 1;
    /* Asleep with restful sleep the hero never moves (regen_step). */
    p.att_c = c->move >= 1 && !c->restful_sleep ? -1 : 0;

    p.move_draw = regen_needs_move_draw(c);
    if (!p.move_draw && !p.att_c && p.ek != EK_FREE) {
        /* Never a move: nothing to refuse, no overexertion, and regeneration
         * is allowed as below Stressed, except 3.4.3's and FIQHack's rule
         * for mh (Stressed or worse blocks it even unmoved). */
        p.ek = c->polyd && old ? EK_STRESSED : EK_FREE;
    }
    uint64_t thr = regen_move_threshold(c->move);
    if (thr >= (UINT64_C(1) << 32)) {
        p.thr_all = -1;
    } else {
        p.thr = (uint32_t)thr;
        p.t11 = (uint32_t)((thr * thr + (UINT64_C(1) << 31)) >> 32);
        p.t12 = p.thr - p.t11;
    }

    p.heal_draw = regen_needs_heal_draw(c);
    p.w_h = 1;
    if (c->variant == NH_V50) {
        p.hk = HK_ARR;
        p.dd = 100;
        /* rn2(100) < XL + Con iff the word is below ceil((XL + Con) 2^32 / 100). */
        p.tb = (uint32_t)((((uint64_t)(c->xl + c->con) << 32) + 99) / 100);
        p.k0 = can_regen + c->restful_sleep;
    } else if (c->variant == NH_VFIQ) {
        int r = regen_fiq_rate(c->regeneration, c->role == NH_ROLE_HEALER, c->xl, c->con);
        p.hk = HK_FIQ;
        p.w_h = 100;
        p.rho = r % 100;
        p.base_h = r / 100;
        p.amt_c = r / 100 + 1;
    } else {
        p.hk = p.heal_draw ? HK_MOD_ARR : HK_MOD;
        p.w_h = regen_old_period(c->xl);
        p.base_h = c->regeneration;
        p.amt_c = 1;
        p.dd = (uint32_t)c->con;
        p.cap = c->xl - 9;
    }
    p.turn_random = c->turn_random;
    p.div_h = divisor_of((uint32_t)p.w_h);
    p.div_o = divisor_of((uint32_t)p.w_o);
    uint64_t t1 = (uint64_t)c->turn + 1;
    p.fixed.h = (int32_t)(t1 % (uint64_t)p.w_h);
    p.fixed.m20 = (int32_t)(t1 % 20);
    p.fixed.o = (int32_t)(t1 % (uint64_t)p.w_o);
    p.fixed.m100 = (int32_t)(t1 % 100);
    return p;
}

/* The residues of t1 = T0 + 1 < SMALL_T_MAX. */
static struct t1res t1_residues(const struct plan *p, uint32_t t1)
{
    struct t1res r = {mod_small(t1, p->div_h), (int32_t)(t1 % 20), mod_small(t1, p->div_o),
                      (int32_t)(t1 % 100)};
    return r;
}

/* The period of the turn phases the plan uses (regen_case_period, less the
 * overexertion period when the hero never moves): a divisor of it. */
static int32_t plan_period(const struct plan *p)
{
    int32_t n = p->hk == HK_ARR ? 1 : p->w_h;
    if (p->poly)
        n = regen_lcm(n, 20);
    if (p->ek == EK_OVER)
        n = regen_lcm(n, p->w_o);
    return n;
}

/* ---- lanes ---- */

#define DEAD_START INT32_MIN /* a dead lane's start: never s + 1 - kmax */
#define REBASE     (INT32_C(1) << 30)

struct lanes {
    int32_t hp[NH_LANES], mh[NH_LANES];
    int32_t hl[NH_LANES];     /* helpless: steps left without moving (pass-out) */
    int32_t start[NH_LANES];  /* block step (since the base) of the trial's first step */
    int32_t tgt[NH_LANES];    /* target of the tracked pool; INT32_MAX when dead */
    int32_t rh[NH_LANES];     /* heal residue (HK_MOD*), or (T0 - s0 + 1) rho mod 100 */
    int32_t r20[NH_LANES];    /* residue mod 20 (polymorphed) */
    int32_t ro[NH_LANES];     /* residue mod the overexertion period */
    int32_t att[2][NH_LANES]; /* move attempts (masks) of the two steps of a pair */
    int32_t amt[2][NH_LANES]; /* heal amounts of the two steps of a pair */
    uint32_t left[NH_LANES];  /* trials the lane has still to start */
};

/* What a step needs to know of its block step s, the same for all lanes. */
struct tick {
    int32_t h;     /* s mod N, or s rho mod 100 */
    int32_t m20;   /* s mod 20 */
    int32_t o;     /* s mod the overexertion period */
    int32_t kdone; /* s + 1 - kmax: the start of a trial whose kmax-th step is s */
};

/* Lanes are stepped in ROWS rows of COLS: lane l = COLS i + j. */
#define COLS 16
#define ROWS (NH_LANES / COLS)
_Static_assert(ROWS <= 32, "a row's bit must fit a uint32_t");

/* Step every lane once (one turn boundary, as regen_step) and mark the
 * lanes whose trial ended: bit i of ended[j] is lane COLS i + j (each
 * vector lane keeps its own word, so no horizontal reduction is needed
 * but the last, for the result: whether any ended).  hk, ek and poly are
 * constants in each instance. */
static ALWAYS_INLINE bool step_body(struct lanes *restrict S, const struct plan *restrict P,
                                    const int32_t *restrict att, const int32_t *restrict amt,
                                    struct tick tk, uint32_t *restrict ended, enum heal_kind hk,
                                    enum enc_kind ek, bool poly)
{
    const int32_t maxhp = P->maxhp, mhmax = P->mhmax, trk = P->track_m;
    const int32_t base_h = P->base_h, amt_c = P->amt_c, can_m = P->can_m, rho = P->rho;
    const int32_t old_m = P->old_m;
    const int32_t fiq_at = 100 - rho; /* FIQHack: extra 1 when (m rho mod 100) >= 100 - rho */
    for (int j = 0; j < COLS; j++)
        ended[j] = 0;
    for (int i = 0; i < ROWS; i++) {
        uint32_t bit = UINT32_C(1) << i;
        for (int j = 0; j < COLS; j++) {
            int l = COLS * i + j;
            int32_t hp = S->hp[l], mh = poly ? S->mh[l] : 0, hl = ek == EK_OVER ? S->hl[l] : 0;
            int32_t moved = 0, enc_ok = -1;
            if (ek != EK_FREE) {
                /* regen_move_refused (§9): mh < 5 and not full while
                 * polymorphed, else HP < 10 and not full. */
                int32_t refused = poly ? -(int32_t)((mh < 5) & (mh != mhmax))
                                       : -(int32_t)((hp < 10) & (hp != maxhp));
                moved = att[l] & ~refused;
                if (ek == EK_OVER)
                    moved &= -(int32_t)(hl == 0);
                enc_ok = ~moved;
            }
            int32_t hb = -1; /* the normal-HP branch may run */
            if (poly) {
                int32_t w = -(int32_t)(S->r20[l] == tk.m20);
                int32_t pb = -(int32_t)(mh < mhmax);
                /* 3.4.3 and FIQHack: only below Stressed; 3.6.7, 5.0: enc_ok. */
                int32_t allowed = ek == EK_FREE ? -1 : ~old_m & enc_ok;
                mh -= pb & (can_m | (allowed & w)); /* masks are -1: mh + 1 */
                hb = old_m & ~pb;
            }
            hb &= enc_ok | can_m;
            int32_t heal;
            if (hk == HK_MOD) {
                int32_t w = -(int32_t)(S->rh[l] == tk.h);
                heal = (amt_c & w) | (base_h & ~w);
            } else if (hk == HK_MOD_ARR) {
                int32_t w = -(int32_t)(S->rh[l] == tk.h);
                heal = (amt[l] & w) | (base_h & ~w);
            } else if (hk == HK_FIQ) {
                int32_t a = tk.h + S->rh[l];
                a -= 100 & -(int32_t)(a >= 100);
                heal = base_h + (int32_t)(a >= fiq_at);
            } else {
                heal = amt[l];
            }
            int32_t h2 = hp + (heal & hb);
            hp = h2 < maxhp ? h2 : maxhp;
            if (ek == EK_OVER) {
                hl -= (int32_t)(hl > 0);
                int32_t ov = moved & -(int32_t)(S->ro[l] == tk.o);
                int32_t ok = poly ? -(int32_t)(mh > 1) : -(int32_t)(hp > 1);
                if (poly)
                    mh += ov & ok; /* -1 */
                else
                    hp += ov & ok;
                int32_t po = ov & ~ok; /* "You pass out from exertion!" */
                hl = (NH_REGEN_PASSOUT_TURNS & po) | (hl & ~po);
                S->hl[l] = hl;
            }
            S->hp[l] = hp;
            if (poly)
                S->mh[l] = mh;
            int32_t pool = poly ? (mh & trk) | (hp & ~trk) : hp;
            uint32_t done = -(uint32_t)((pool >= S->tgt[l]) | (S->start[l] == tk.kdone));
            ended[j] |= done & bit;
        }
    }
    uint32_t any = 0;
    for (int j = 0; j < COLS; j++)
        any |= ended[j];
    return any != 0;
}

typedef bool (*step_fn)(struct lanes *restrict S, const struct plan *restrict P,
                        const int32_t *restrict att, const int32_t *restrict amt, struct tick tk,
                        uint32_t *restrict ended);

#define STEP_FN(name, hk, ek, poly)                                                                \
    NH_TARGET_CLONES                                                                               \
    static bool name(struct lanes *restrict S, const struct plan *restrict P,                      \
                     const int32_t *restrict att, const int32_t *restrict amt, struct tick tk,     \
                     uint32_t *restrict ended)                                                     \
    {                                                                                              \
        return step_body(S, P, att, amt, tk, ended, hk, ek, poly);                                 \
    }

#define STEP_FNS(kind, hk)                                                                         \
    STEP_FN(step_##kind##_free, hk, EK_FREE, false)                                                \
    STEP_FN(step_##kind##_stressed, hk, EK_STRESSED, false)                                        \
    STEP_FN(step_##kind##_over, hk, EK_OVER, false)                                                \
    STEP_FN(step_##kind##_free_poly, hk, EK_FREE, true)                                            \
    STEP_FN(step_##kind##_stressed_poly, hk, EK_STRESSED, true)                                    \
    STEP_FN(step_##kind##_over_poly, hk, EK_OVER, true)

STEP_FNS(mod, HK_MOD)
STEP_FNS(mod_arr, HK_MOD_ARR)
STEP_FNS(fiq, HK_FIQ)
STEP_FNS(arr, HK_ARR)

#define STEP_ROW(kind)                                                                             \
    {                                                                                              \
        {step_##kind##_free, step_##kind##_free_poly},                                             \
            {step_##kind##_stressed, step_##kind##_stressed_poly},                                 \
            {step_##kind##_over, step_##kind##_over_poly},                                         \
    }

static step_fn pick_step(const struct plan *p)
{
    static const step_fn fns[4][3][2] = {STEP_ROW(mod), STEP_ROW(mod_arr), STEP_ROW(fiq),
                                         STEP_ROW(arr)};
    return fns[p->hk][p->ek][p->poly];
}

/* nh_bounded(w, d) for d < 2^16 in 32-bit arithmetic: with w = 2^16 h + l,
 * floor(w d / 2^32) = floor((h d + floor(l d / 2^16)) / 2^16).  (GCC
 * vectorises the 64-bit product of nh_bounded as a full 64 x 64 multiply.) */
static inline uint32_t bounded_small(uint32_t w, uint32_t d)
{
    return ((w >> 16) * d + (((w & 0xffffu) * d) >> 16)) >> 16;
}

/* The draws of a pair of steps for every lane (see the top of the file):
 * a move word if `move`, then a heal word if `heal` (bern: 5.0's). */
static ALWAYS_INLINE void draw_body(uint64_t *restrict state, const uint64_t *restrict inc,
                                    struct lanes *restrict S, const struct plan *restrict P,
                                    bool move, bool heal, bool bern)
{
    const uint32_t thr = P->thr, t11 = P->t11, t12 = P->t12, dd = P->dd, tb = P->tb;
    const int32_t all = P->thr_all, k0 = P->k0, cap = P->cap;
    for (int l = 0; l < NH_LANES; l++) {
        uint64_t s = state[l];
        if (move) {
            uint32_t u = pcg32_output(s);
            s = s * NH_PCG32_MULT + inc[l];
            S->att[0][l] = -(int32_t)(u < thr) | all;
            S->att[1][l] = -(int32_t)((u < t11) | (u - thr < t12)) | all;
        }
        if (heal) {
            uint32_t u = pcg32_output(s);
            s = s * NH_PCG32_MULT + inc[l];
            uint32_t f = u * dd; /* the second digit's fraction */
            if (bern) {
                S->amt[0][l] = (int32_t)(u < tb) + k0;
                S->amt[1][l] = (int32_t)(f < tb) + k0;
            } else {
                int32_t a1 = 1 + (int32_t)bounded_small(u, dd);
                int32_t a2 = 1 + (int32_t)bounded_small(f, dd);
                S->amt[0][l] = a1 < cap ? a1 : cap;
                S->amt[1][l] = a2 < cap ? a2 : cap;
            }
        }
        state[l] = s;
    }
}

typedef void (*draw_fn)(uint64_t *restrict state, const uint64_t *restrict inc,
                        struct lanes *restrict S, const struct plan *restrict P);

#define DRAW_FN(name, move, heal, bern)                                                            \
    NH_TARGET_CLONES                                                                               \
    static void name(uint64_t *restrict state, const uint64_t *restrict inc,                       \
                     struct lanes *restrict S, const struct plan *restrict P)                      \
    {                                                                                              \
        draw_body(state, inc, S, P, move, heal, bern);                                             \
    }

DRAW_FN(draw_move, true, false, false)
DRAW_FN(draw_rnd, false, true, false)
DRAW_FN(draw_bern, false, true, true)
DRAW_FN(draw_move_rnd, true, true, false)
DRAW_FN(draw_move_bern, true, true, true)

static draw_fn pick_draw(const struct plan *p)
{
    bool bern = p->hk == HK_ARR;
    if (p->heal_draw)
        return bern ? (p->move_draw ? draw_move_bern : draw_bern)
                    : (p->move_draw ? draw_move_rnd : draw_rnd);
    return p->move_draw ? draw_move : NULL;
}

/* ---- steps and trials ---- */

/* (a - b) mod n for a, b in 0..n-1. */
static int32_t sub_mod(int32_t a, int32_t b, int32_t n)
{
    return a >= b ? a - b : a - b + n;
}

/* The block step s of the lanes: its tick, kept incrementally, and its
 * residues mod 100 (FIQHack's trial starts). */
struct clock {
    struct tick tk;
    int32_t srel; /* s - base */
    int32_t m100; /* s mod 100 */
};

static void clock_start(struct clock *k, const struct plan *p)
{
    memset(k, 0, sizeof *k);
    k->tk.kdone = 1 - p->kmax;
}

static void clock_advance(struct clock *k, const struct plan *p)
{
    struct tick *t = &k->tk;
    t->h += p->hk == HK_FIQ ? p->rho : 1;
    t->h -= t->h >= p->w_h ? p->w_h : 0;
    t->m20 = t->m20 == 19 ? 0 : t->m20 + 1;
    t->o = t->o + 1 == p->w_o ? 0 : t->o + 1;
    t->kdone++;
    k->srel++;
    k->m100 = k->m100 == 99 ? 0 : k->m100 + 1;
}

/* The residues of T0 + 1 for lane l's next trial: from its phase word if
 * the turn is random. */
static struct t1res next_t1(nh_pcg32_lanes *L, const struct plan *p, int l)
{
    if (!p->turn_random)
        return p->fixed;
    nh_pcg32 r = pcg32_lanes_get(L, l);
    uint32_t t1 = 2 + nh_bounded(pcg32_next(&r), NH_REGEN_PHASES);
    pcg32_lanes_put(L, l, r);
    return t1_residues(p, t1);
}

/* Start a trial from turn T0 (residues of T0 + 1 in r) in lane l, live or
 * just ended, on the clock's step (the trial's first).  Only what the
 * case's step code reads is written: the vector loads that follow wait
 * for these scalar stores. */
static void start_trial(struct lanes *S, const struct plan *p, const struct clock *k, int l,
                        struct t1res r)
{
    /* Residues (s0 - T0 - 1) mod n; FIQHack: (T0 + 1 - s0) rho mod 100. */
    if (p->hk == HK_FIQ)
        S->rh[l] = sub_mod(r.m100, k->m100, 100) * p->rho % 100;
    else if (p->hk != HK_ARR)
        S->rh[l] = sub_mod(k->tk.h, r.h, p->w_h);
    if (p->poly) {
        S->r20[l] = sub_mod(k->tk.m20, r.m20, 20);
        S->mh[l] = p->start_mh;
    }
    if (p->ek == EK_OVER) {
        S->ro[l] = sub_mod(k->tk.o, r.o, p->w_o);
        S->hl[l] = 0;
    }
    S->hp[l] = p->start_hp;
    S->start[l] = k->srel;
}

/* The first trial of a dead lane. */
static void revive_lane(struct lanes *S, const struct plan *p, const struct clock *k, int l,
                        struct t1res r)
{
    start_trial(S, p, k, l, r);
    S->tgt[l] = p->target;
}

static void kill_lane(struct lanes *S, int l)
{
    S->start[l] = DEAD_START;
    S->tgt[l] = INT32_MAX;
}

/* The index of the lowest set bit of m != 0. */
static int lowest_bit(uint32_t m)
{
#if defined(__GNUC__)
    return __builtin_ctz(m);
#else
    int b = 0;
    while (!(m & 1u)) {
        m >>= 1;
        b++;
    }
    return b;
#endif
}

static int32_t tracked(const struct lanes *S, const struct plan *p, int l)
{
    return p->track_m ? S->mh[l] : S->hp[l];
}

/* ---- interface ---- */

int regen_tally_init(struct nh_tally *t, const struct regen_case *c)
{
    char err[256];
    memset(t, 0, sizeof *t);
    if (regen_case_check(c, err, sizeof err) != 0)
        return -1;
    int32_t lo, hi;
    if (c->measure != NH_REGEN_TURNS && c->measure != NH_REGEN_HP)
        return -1; /* NH_REGEN_RATE: no trials */
    if (c->measure == NH_REGEN_TURNS) {
        lo = 0;
        hi = (int32_t)c->max_turns + 1;
    } else {
        lo = 1;
        hi = c->track_mh ? c->mhmax : c->maxhp;
    }
    return tally_init(t, 1, &lo, &hi);
}

uint64_t regen_case_key(const struct regen_case *c)
{
    /* kind 3 = regen.  Every field of the case that can change an outcome,
     * as named (the role and race, the move probability as the kernel's
     * threshold); fields the case does not use (the form's pool when not
     * polymorphed, a fixed turn when random, the other measure's limits)
     * are left out, so they cannot change the streams. */
    bool turns = c->measure == NH_REGEN_TURNS;
    uint64_t flags = (uint64_t)c->polyd | (uint64_t)(c->polyd && c->track_mh) << 1 |
                     (uint64_t)c->regeneration << 2 | (uint64_t)c->restful_sleep << 3 |
                     (uint64_t)c->turn_random << 4 | (uint64_t)(c->measure & 3) << 5;
    uint64_t h = nh_mix64((3ull << 56) | ((uint64_t)(c->variant & 0xff) << 48) |
                          ((uint64_t)(uint8_t)c->role << 40) | ((uint64_t)(uint8_t)c->race << 32) |
                          ((uint64_t)(uint8_t)c->xl << 24) | ((uint64_t)(uint8_t)c->con << 16) |
                          ((uint64_t)(uint8_t)c->enc << 8) | flags);
    h = nh_mix64(h ^ ((uint64_t)(uint32_t)c->hp << 32 | (uint32_t)c->maxhp));
    h = nh_mix64(h ^ (c->polyd ? (uint64_t)(uint32_t)c->mh << 32 | (uint32_t)c->mhmax : 0));
    h = nh_mix64(h ^ regen_move_threshold(c->move));
    h = nh_mix64(h ^ (c->turn_random ? 0 : (uint64_t)c->turn));
    h = nh_mix64(h ^ (turns ? (uint64_t)(uint32_t)c->target << 32 | (uint64_t)c->max_turns
                            : (uint64_t)(uint32_t)c->after));
    return h;
}

/* All lanes dead, draws not made yet. */
static void setup_lanes(struct lanes *S, const struct plan *p)
{
    memset(S, 0, sizeof *S);
    for (int l = 0; l < NH_LANES; l++) {
        S->att[0][l] = S->att[1][l] = p->att_c;
        S->amt[0][l] = S->amt[1][l] = p->amt_c;
        S->hp[l] = p->start_hp;
        S->mh[l] = p->start_mh;
        kill_lane(S, l);
    }
}

/* Step the lanes (nlive of them running a trial started on the clock's
 * step) until every trial has ended: a lane whose trial ends tallies its
 * outcome into t and starts its next if it has one (S->left), or, with a
 * table, stores the outcome at table[lane]. */
static void run_lanes(struct lanes *S, nh_pcg32_lanes *L, const struct plan *p, struct clock *k,
                      int nlive, struct nh_tally *t, int32_t *table)
{
    step_fn step = pick_step(p);
    draw_fn draw = pick_draw(p);
    uint32_t ended[COLS];
    for (int par = 0; nlive > 0; par ^= 1) {
        if (draw && par == 0)
            draw(L->state, L->inc, S, p);
        bool any = step(S, p, S->att[par], S->amt[par], k->tk, ended);
        int32_t srel = k->srel; /* the step just made */
        clock_advance(k, p);
        for (int j = 0; any && j < COLS; j++) {
            for (uint32_t m = ended[j]; m; m &= m - 1) {
                int l = COLS * lowest_bit(m) + j;
                int32_t steps = srel - S->start[l] + 1, pool = tracked(S, p, l);
                int32_t v = p->measure_hp ? pool : pool >= p->target ? steps : p->kmax + 1;
                if (table)
                    table[l] = v;
                else
                    tally_add(t, 0, v);
                if (S->left[l] > 0) {
                    S->left[l]--;
                    start_trial(S, p, k, l, next_t1(L, p, l));
                } else {
                    kill_lane(S, l);
                    nlive--;
                }
            }
        }
        if (k->srel == REBASE) { /* keep block steps in int32 */
            for (int l = 0; l < NH_LANES; l++)
                S->start[l] -= S->start[l] == DEAD_START ? 0 : REBASE;
            k->srel -= REBASE;
            k->tk.kdone -= REBASE;
        }
    }
}

/* A case without draws: a trial's outcome depends only on its start turn
 * mod the case's period P (or is the same for all, from a fixed turn).  The
 * lanes run one trial per phase (T0 = ph, or P for ph = 0), by the same
 * step code, and each trial of the block then takes its phase word (the
 * only words its lane draws) and the outcome of its phase: the outcomes of
 * stepping it, at a fraction of the cost. */
static void run_by_phase(const struct plan *p, int32_t period, nh_pcg32_lanes *L, uint32_t ntrials,
                         struct nh_tally *t)
{
    struct lanes S;
    struct clock k;
    int32_t table[NH_LANES];
    int n = p->turn_random ? period : 1;
    setup_lanes(&S, p);
    clock_start(&k, p);
    for (int ph = 0; ph < n; ph++)
        revive_lane(&S, p, &k, ph,
                    p->turn_random ? t1_residues(p, (uint32_t)(ph ? ph : period) + 1) : p->fixed);
    run_lanes(&S, L, p, &k, n, NULL, table);
    if (!p->turn_random) {
        tally_hist(t, 0)[table[0] - t->lo[0]] += ntrials;
        return;
    }
    struct divisor dp = divisor_of((uint32_t)period);
    for (uint32_t l = 0; l < NH_LANES && l < ntrials; l++) {
        nh_pcg32 r = pcg32_lanes_get(L, (int)l);
        for (uint32_t j = l; j < ntrials; j += NH_LANES) {
            uint32_t t0 = 1 + nh_bounded(pcg32_next(&r), NH_REGEN_PHASES);
            tally_add(t, 0, table[mod_small(t0, dp)]);
        }
    }
}

void regen_run_block(const struct regen_case *c, uint64_t seed, uint64_t block, uint32_t ntrials,
                     struct nh_tally *t)
{
    if (ntrials == 0)
        return;
    struct plan p = plan_case(c);
    int32_t start_pool = p.track_m ? p.start_mh : p.start_hp;
    if (p.measure_hp ? p.kmax == 0 : start_pool >= p.target) {
        int32_t v = p.measure_hp ? start_pool : 0;
        tally_hist(t, 0)[v - t->lo[0]] += ntrials;
        return;
    }
    nh_pcg32_lanes L;
    pcg32_lanes_seed(&L, seed, regen_case_key(c), block, 0);
    int32_t period = plan_period(&p);
    if (!p.move_draw && !p.heal_draw && (!p.turn_random || period <= NH_LANES)) {
        run_by_phase(&p, period, &L, ntrials, t);
        return;
    }
    struct lanes S;
    struct clock k;
    setup_lanes(&S, &p);
    clock_start(&k, &p);
    int nlive = 0;
    for (int l = 0; l < NH_LANES; l++) {
        S.left[l] = ntrials / NH_LANES + ((uint32_t)l < ntrials % NH_LANES);
        if (S.left[l] > 0) {
            S.left[l]--;
            nlive++;
            revive_lane(&S, &p, &k, l, next_t1(&L, &p, l));
        }
    }
    run_lanes(&S, &L, &p, &k, nlive, t, NULL);
}
