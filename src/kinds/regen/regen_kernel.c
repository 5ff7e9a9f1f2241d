/* regen kernel: hero HP regeneration, NH_LANES trials in lanes (regen.h;
 * vanilla.md §3, §9; nethack50.md §3; variants.md §C).
 *
 * Every turn is regen_step()'s; the tests compare the kernel with a scalar
 * driver of regen_step() that follows this comment, trial by trial
 * (tests/test_regen_kernel.c).
 *
 * Events, not turns.  Most turns cannot change a trial whatever is drawn.  A
 * turn is special if it is a heal turn (3.x: t = 0 mod N(XL), unless
 * Regeneration makes every turn heal 1 and nothing is drawn), an extra turn
 * (FIQHack: regen_fiq_heal() above rate / 100), t = 0 mod 20 (polymorphed)
 * or t = 0 mod the overexertion period (Strained or worse, if a move can
 * happen: drawn, or move >= 1 awake); and every turn is special while the
 * normal-HP branch runs (regen_step's else-branch: HP below max and, if
 * polymorphed, 3.4.3 or FIQHack with mh full) in 5.0, or in FIQHack at rate
 * >= 100 without Regeneration when a move can happen.  The other turns are
 * ordinary: they add a fixed heal to the pool of the branch that runs (mh:
 * 1 if regen_can_regen; HP: 1 with Regeneration in 3.x, FIQHack's rate /
 * 100, else 0) and count down a pass-out, whatever is drawn.  A lane
 * advances by units: a unit takes the ordinary turns up to the next special
 * turn, then that turn with the unit's draws; it stops early, after the
 * turn on which the trial ends (target reached, or max_turns or `after`
 * turns) or the branch's pool reaches its target (if tracked) or its max,
 * unless the next turn is special.  Whether every turn is special is
 * decided at the unit's start.  Distances to the next special turn of each
 * kind are counters per lane (no division per turn).
 *
 * Trials, lanes and streams.  Trial j of a block (in chunks of
 * NH_BLOCK_TRIALS: trial j of chunk c is trial c NH_BLOCK_TRIALS + j) runs
 * in lane j % NH_LANES as its (j / NH_LANES)-th.  Lane l of block b draws
 * from generator l of pcg32_lanes_seed(seed, regen_case_key(c), b, 0),
 * 32-bit outputs in this order: for each chunk, if turn_random, one phase
 * word u per trial of the lane in the chunk, T0 = 1 + nh_bounded(u,
 * NH_REGEN_PHASES) (else T0 = c->turn); then its trials in turn, each
 * taking one word per iteration if the case draws (regen_needs_move_draw or
 * regen_needs_heal_draw).  A word serves U units; when a trial ends, the
 * rest of its last word is unused.
 *
 * A word's draws: first U heal digits of radix D (3.x: rnd(Con) - 1, D =
 * Con; 5.0: D = 100 / gcd(XL + Con, 100), a heal iff digit < (XL + Con) /
 * gcd, i.e. rn2(100) < XL + Con), d_i = nh_bounded(f_i, D) with f_1 = u,
 * f_i+1 = f_i D mod 2^32: the mixed-radix digits of u D^U / 2^32, exact as
 * in levelup.c, each U-tuple within 2^-32 of D^-U.  Then, if moves can
 * matter (Stressed or worse), the attempts from f = u D^U mod 2^32 (u
 * without digits): the eight (a1, a2, a3) are the cells of f cut at B_t =
 * round(2^32 P(tuple < t)) (move_cells), so each (digits, attempts) tuple
 * is within (1 + D^-U) 2^-32 of its probability (2^-32 without digits),
 * with P(move) = regen_move_threshold(move) / 2^32.  U = 3 with digits and
 * moves, 4 with digits only (5.0 unencumbered-like and unpolymorphed: 4, 6
 * or 8, the most with D^U <= 2^32), else 2; a unit takes digit i and
 * attempt i.
 *
 * Vector code.  Lanes sit in slots, SoA, stepped in rows of 16 with masks
 * and selects, no per-lane branches; the iteration's code is instantiated
 * for the features the case uses (heal rule, encumbrance class,
 * polymorphed, ordinary-turn heals), with leaner units for 3.x below
 * Strained unpolymorphed and for 5.0 unencumbered-like (a word's turns at
 * once, by running sums).  Lanes whose trial ended are marked; a scalar
 * pass tallies them and starts their next trial, and a lane with none left
 * gives its slot to the last live one, so dead lanes are never stepped.
 *
 * Cases without draws.  A trial's outcome is then a function of T0 mod the
 * period of the rules it uses (plan_period; the same for every trial from a
 * fixed turn).  If the period is at most NH_LANES, the lanes run one trial
 * per phase and every trial of the block takes its phase word and its
 * phase's outcome: the same tallies, trial by trial, as stepping each
 * (run_by_phase).
 */
#include "kinds/regen/regen.h"

#include <math.h>
#include <string.h>

#include "nhmc/rng.h"
#include "nhmc/rules.h"
#include "nhmc/runner.h"
#include "nhmc/simd.h"

_Static_assert(NH_MAXULEV + NH_CON_MAX < 100, "5.0's XL + Con must stay below rn2(100)'s range");

/* The lane-loop bodies are inlined into each instance, so its constant
 * flags remove the code it does not use. */
#if defined(__GNUC__)
#define ALWAYS_INLINE inline __attribute__((always_inline))
#else
#define ALWAYS_INLINE inline
#endif

/* A distance no trial reaches: a lane's counters start again with each
 * trial, which lasts at most NH_REGEN_MAX_LIMIT turns, so one that starts
 * at FAR stays above every real distance and turn count. */
#define FAR (INT32_C(1) << 30)
_Static_assert(NH_REGEN_MAX_LIMIT < FAR / 2, "FAR must outlast a trial's turns");

/* ---- the plan of a case: everything the lane loops need ---- */

/* t mod d for 0 <= t < 2^24, d >= 1, with float arithmetic (vectorises
 * everywhere, unlike a 64-bit product): t and 1/d are exact and correctly
 * rounded, so the quotient t (1/d) is within t / d 2^-23 < 1 of t / d for
 * t < 2^24 and d >= 3 (exact for d = 1, 2), and one correction each way
 * makes the remainder exact. */
struct divisor {
    int32_t d;
    float inv;
};

static struct divisor divisor_of(int32_t d)
{
    struct divisor v = {d, 1.0f / (float)d};
    return v;
}

static inline int32_t mod_small(int32_t t, struct divisor v)
{
    int32_t r = t - (int32_t)((float)t * v.inv) * v.d;
    r += v.d & -(int32_t)(r < 0);
    r -= v.d & -(int32_t)(r >= v.d);
    return r;
}

/* 1 + nh_bounded(u, NH_REGEN_PHASES) in 32-bit arithmetic: 138600 =
 * 8 x 17325, so it is floor(u 17325 / 2^29), done in 16-bit halves of u
 * as in bounded_small below. */
_Static_assert(NH_REGEN_PHASES == 8 * 17325, "the phase count's split");
static inline int32_t random_turn(uint32_t u)
{
    return 1 + (int32_t)(((u >> 16) * 17325u + (((u & 0xffffu) * 17325u) >> 16)) >> 13);
}

enum heal_kind {
    HK_MOD,     /* 3.x: heal turns t = 0 (mod N), fixed amount */
    HK_MOD_ARR, /* 3.x: heal turns t = 0 (mod 3), amount min(rnd(Con), XL - 9) drawn */
    HK_FIQ,     /* FIQHack: rate / 100, plus 1 on the extra turns of each 100 */
    HK_ARR,     /* 5.0: every turn of the normal-HP branch draws its heal */
};
enum enc_kind {
    EK_FREE,     /* below Stressed (or never moving): moving changes nothing */
    EK_STRESSED, /* Stressed: a move blocks regeneration; no overexertion */
    EK_OVER,     /* Strained or Overtaxed: also overexertion and pass-outs */
};

struct plan {
    enum heal_kind hk;
    enum enc_kind ek;
    bool poly;
    bool regen; /* some pool heals on ordinary turns (kinc_hp or kinc_mh > 0) */
    bool measure_hp;
    bool turn_random;
    bool draws; /* one word per lane per iteration */
    int32_t maxhp, mhmax;
    int32_t target; /* of the tracked pool; INT32_MAX for NH_REGEN_HP */
    int32_t kmax;   /* TURNS: max_turns; HP: after */
    int32_t track_m;
    int32_t start_hp, start_mh;
    int32_t lim_hp, lim_mh;   /* a run of ordinary turns stops where its pool reaches this */
    int32_t refuse_hp;        /* min(10, max HP): a move is refused below it (§9) */
    int32_t kinc_hp, kinc_mh; /* heal on an ordinary turn, per active branch (0..2) */
    bool heal_special;        /* heal turns (3.x) or extra turns (FIQHack) are special */
    int32_t w_h;              /* 3.x: N; FIQHack: 100 */
    int32_t rho;              /* FIQHack: rate mod 100 */
    uint32_t fiq_m;           /* FIQHack: ceil(2^20 / rho) */
    int32_t base_h;           /* 3.x, FIQHack: heal on turns that are not heal turns */
    int32_t amt_c;            /* 3.x: heal on heal turns when not drawn */
    int32_t cap;              /* 3.x drawn: amount min(1 + digit, cap) */
    int32_t k0;               /* 5.0: heal = bern + k0 */
    int32_t every_m;          /* FIQHack: every turn of the normal-HP branch is special */
    int32_t can_m;            /* -1: can_regen (Regeneration, or 5.0 restful sleep) */
    int32_t old_m;            /* -1: 3.4.3 or FIQHack */
    int32_t w_o;              /* overexertion period, or 1 */
    /* draws */
    uint32_t b1, b2, b4, b6, w23, w45, w46, w67; /* the attempt cells (move_cells) */
    int32_t thr_all;                             /* attempt mask when the word cannot refuse it */
    uint32_t dd;                                 /* D */
    uint32_t tb;                                 /* 5.0: heal iff word < tb */
    int u50;                                     /* 5.0, free and not polymorphed: units per word */
    struct divisor div_h, div_o, div20, div100;
    int64_t turn; /* the start turn when not random */
};

static int gcd32(int a, int b)
{
    while (b) {
        int r = a % b;
        a = b;
        b = r;
    }
    return a;
}

/* The attempts of three units come from one 32-bit fraction f: the eight
 * tuples (a1, a2, a3) are the cells [B_t, B_t+1) of f, t = 4 b1 + 2 b2 +
 * b3 with b = 1 for no attempt, B_t = round(2^32 P(tuple < t)) from the
 * exact products of p = thr / 2^32 < 1, and B_8 = 2^32: each cell, and
 * each (a1, a2)'s, is within one word of its probability.  B_1, B_2 and
 * B_4 = thr are below 2^32; the plan keeps them and the widths a2 and a3
 * test, mod 2^32 (B_6 may be 2^32: then its cells are empty). */
static void move_cells(uint64_t thr, struct plan *p)
{
    long double pm = (long double)thr / 4294967296.0L, cum = 0;
    uint64_t b[8];
    for (int t = 0; t < 8; t++) {
        b[t] = (uint64_t)roundl(cum * 4294967296.0L);
        cum += (t & 4 ? 1 - pm : pm) * (t & 2 ? 1 - pm : pm) * (t & 1 ? 1 - pm : pm);
    }
    p->b1 = (uint32_t)b[1];
    p->b2 = (uint32_t)b[2];
    p->b4 = (uint32_t)b[4];
    p->b6 = (uint32_t)b[6];
    p->w23 = (uint32_t)(b[3] - b[2]);
    p->w45 = (uint32_t)(b[5] - b[4]);
    p->w46 = (uint32_t)(b[6] - b[4]);
    p->w67 = (uint32_t)(b[7] - b[6]);
}

static struct plan plan_case(const struct regen_case *c)
{
    struct plan p;
    memset(&p, 0, sizeof p);
    bool old = regen_uses_old_chain(c);
    bool can_regen = regen_can_regen(c);
    int period = regen_overexert_period(c->enc);
    bool move_draw = regen_needs_move_draw(c);
    /* Asleep with restful sleep the hero never moves (regen_step). */
    int32_t att_c = c->move >= 1 && !c->restful_sleep ? -1 : 0;
    p.poly = c->polyd;
    p.ek = c->enc < NH_ENC_STRESSED ? EK_FREE : period ? EK_OVER : EK_STRESSED;
    if (!move_draw && !att_c && p.ek != EK_FREE) {
        /* Never a move: nothing to refuse, no overexertion, and regeneration
         * is allowed as below Stressed, except 3.4.3's and FIQHack's rule
         * for mh (Stressed or worse blocks it even unmoved). */
        p.ek = c->polyd && old ? EK_STRESSED : EK_FREE;
    }
    p.measure_hp = c->measure == NH_REGEN_HP;
    p.turn_random = c->turn_random;
    p.turn = c->turn;
    p.maxhp = c->maxhp;
    p.mhmax = c->polyd ? c->mhmax : 0;
    p.target = p.measure_hp ? INT32_MAX : c->target;
    p.kmax = p.measure_hp ? c->after : (int32_t)c->max_turns;
    p.track_m = c->polyd && c->track_mh ? -1 : 0;
    struct regen_state st = regen_start(c);
    p.start_hp = st.hp;
    p.start_mh = st.mh;
    p.lim_hp = p.track_m ? p.maxhp : (p.target < p.maxhp ? p.target : p.maxhp);
    p.lim_mh = p.track_m && p.target < p.mhmax ? p.target : p.mhmax;
    /* HP < 10 and not full is HP < min(10, max HP). */
    p.refuse_hp = p.maxhp < 10 ? p.maxhp : 10;
    p.can_m = can_regen ? -1 : 0;
    p.old_m = old ? -1 : 0;
    p.w_o = period ? period : 1;

    p.thr_all = att_c;
    if (move_draw) {
        uint64_t thr = regen_move_threshold(c->move);
        if (thr >= (UINT64_C(1) << 32))
            p.thr_all = -1;
        else
            move_cells(thr, &p);
    }

    bool heal_draw = regen_needs_heal_draw(c);
    p.draws = move_draw || heal_draw;
    p.w_h = 1;
    p.kinc_mh = can_regen; /* mh + 1 every turn, moved or not */
    if (c->variant == NH_V50) {
        p.hk = HK_ARR;
        /* rn2(100) < XL + Con is a Bernoulli of probability s / D in lowest
         * terms (D = 100 / gcd(XL + Con, 100)): a digit of radix D below s,
         * i.e. a word below ceil(s 2^32 / D). */
        uint32_t g = (uint32_t)gcd32(c->xl + c->con, 100);
        p.dd = 100 / g;
        p.tb = (uint32_t)((((uint64_t)((uint32_t)(c->xl + c->con) / g) << 32) + p.dd - 1) / p.dd);
        p.k0 = can_regen + c->restful_sleep;
        /* Unencumbered-like and not polymorphed, a word serves u50 turns:
         * the most of 4, 6, 8 digits with D^u50 <= 2^32. */
        p.u50 = p.dd <= 10 ? 8 : p.dd <= 25 ? 6 : 4;
    } else if (c->variant == NH_VFIQ) {
        int r = regen_fiq_rate(c->regeneration, c->role == NH_ROLE_HEALER, c->xl, c->con);
        p.hk = HK_FIQ;
        p.w_h = 100;
        p.rho = r % 100;
        p.fiq_m = p.rho ? ((UINT32_C(1) << 20) + (uint32_t)p.rho - 1) / (uint32_t)p.rho : 0;
        p.heal_special = p.rho > 0;
        p.base_h = r / 100;
        p.kinc_hp = p.base_h;
        /* A move blocks the heal (no Regeneration here): with moves possible
         * every turn that heals needs its attempt. */
        if (p.base_h > 0 && !can_regen && p.ek != EK_FREE && (move_draw || att_c))
            p.every_m = -1;
    } else {
        p.hk = heal_draw ? HK_MOD_ARR : HK_MOD;
        p.w_h = regen_old_period(c->xl);
        p.base_h = c->regeneration;
        p.amt_c = 1;
        p.dd = (uint32_t)c->con;
        p.cap = c->xl - 9;
        /* With Regeneration every turn heals 1, moved or not; a heal turn
         * differs only when its amount is drawn. */
        p.kinc_hp = p.base_h;
        p.heal_special = !(c->regeneration && !heal_draw);
    }
    p.regen = p.kinc_hp > 0 || (p.poly && p.kinc_mh > 0);
    p.div_h = divisor_of(p.w_h);
    p.div_o = divisor_of(p.w_o);
    p.div20 = divisor_of(20);
    p.div100 = divisor_of(100);
    return p;
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

/* FIQHack: the turns from an extra turn whose y = (t + 1) rho mod 100 is y
 * to the next, ceil((100 - y) / rho); floor(x fiq_m / 2^20) = floor(x / rho)
 * for x < 200 (the error x (fiq_m rho - 2^20) / (rho 2^20) stays below
 * 1 / rho). */
static inline int32_t fiq_gap(uint32_t fiq_m, int32_t rho, int32_t y)
{
    return (int32_t)(((uint32_t)(100 - y + rho - 1) * fiq_m) >> 20);
}

/* ---- trial starts ---- */

/* The counters of the trials of a chunk, indexed by trial, packed in a
 * word (a small working set): the turns from the start turn T0 to its next
 * heal turn (FIQHack: extra turn; at most 100) in bits 0-7, turn 0 mod 20
 * in bits 8-12, overexertion turn in bits 13-17 and, FIQHack, y = (t + 1)
 * rho mod 100 of that extra turn t in bits 18-24.  A kind the plan does
 * not use unpacks as FAR. */
struct starts {
    uint32_t x[NH_BLOCK_TRIALS];
};
_Static_assert(NH_BLOCK_TRIALS % NH_LANES == 0, "starts come in rounds of NH_LANES");

/* The counters of a trial from T0's residues: rh = T0 mod w_h, r20 = T0
 * mod 20, ro = T0 mod w_o, r100 = (T0 + 1) mod 100.  Masks, not branches:
 * starts_random and setup_lanes vectorise. */
struct start_masks {
    int32_t fiq, heal, poly, over;
};

/* The counters packed in x (struct starts). */
static ALWAYS_INLINE int32_t start_ch(struct start_masks m, uint32_t x)
{
    return ((int32_t)(x & 0xff) & m.heal) | (FAR & ~m.heal);
}
static ALWAYS_INLINE int32_t start_c20(struct start_masks m, uint32_t x)
{
    return ((int32_t)(x >> 8 & 31) & m.poly) | (FAR & ~m.poly);
}
static ALWAYS_INLINE int32_t start_co(struct start_masks m, uint32_t x)
{
    return ((int32_t)(x >> 13 & 31) & m.over) | (FAR & ~m.over);
}
static ALWAYS_INLINE int32_t start_fy(uint32_t x)
{
    return (int32_t)(x >> 18 & 127);
}

static struct start_masks start_masks_of(const struct plan *p)
{
    struct start_masks m = {p->hk == HK_FIQ ? -1 : 0, p->heal_special ? -1 : 0, p->poly ? -1 : 0,
                            p->ek == EK_OVER ? -1 : 0};
    return m;
}

static ALWAYS_INLINE void start_from(const struct plan *restrict p, struct start_masks m,
                                     struct starts *restrict s, int j, int32_t rh, int32_t r20,
                                     int32_t ro, int32_t r100)
{
    int32_t y = mod_small(r100 * p->rho, p->div100);
    int32_t gap = fiq_gap(p->fiq_m, p->rho, y);
    int32_t ch = (gap & m.fiq) | ((p->w_h - rh) & ~m.fiq);
    int32_t fy = (y + gap * p->rho - 100) & m.fiq;
    s->x[j] = (uint32_t)ch | (uint32_t)(20 - r20) << 8 | (uint32_t)(p->w_o - ro) << 13 |
              (uint32_t)fy << 18;
}

/* Trials j0 .. j0 + NH_LANES - 1 from their phase words (all NH_LANES:
 * a compile-time trip count for the vectoriser; entries past the chunk's
 * trials are never read), computing only the counters the plan uses (fiq,
 * poly and over are constants in each instance). */
static ALWAYS_INLINE void starts_body(const struct plan *restrict p, struct starts *restrict s,
                                      int j0, const uint32_t *restrict words, bool fiq, bool poly,
                                      bool over)
{
    const struct start_masks m = start_masks_of(p);
    for (int i = 0; i < NH_LANES; i++) {
        int32_t t0 = random_turn(words[i]);
        start_from(p, m, s, j0 + i, fiq ? 0 : mod_small(t0, p->div_h),
                   poly ? mod_small(t0, p->div20) : 0, over ? mod_small(t0, p->div_o) : 0,
                   fiq ? mod_small(t0 + 1, p->div100) : 0);
    }
}

typedef void (*starts_fn)(const struct plan *restrict p, struct starts *restrict s, int j0,
                          const uint32_t *restrict words);

#define STARTS_FN(name, fiq, poly, over)                                                           \
    NH_TARGET_CLONES                                                                               \
    static void name(const struct plan *restrict p, struct starts *restrict s, int j0,             \
                     const uint32_t *restrict words)                                               \
    {                                                                                              \
        starts_body(p, s, j0, words, fiq, poly, over);                                             \
    }

STARTS_FN(starts_000, false, false, false)
STARTS_FN(starts_001, false, false, true)
STARTS_FN(starts_010, false, true, false)
STARTS_FN(starts_011, false, true, true)
STARTS_FN(starts_100, true, false, false)
STARTS_FN(starts_101, true, false, true)
STARTS_FN(starts_110, true, true, false)
STARTS_FN(starts_111, true, true, true)

static void starts_random(const struct plan *p, struct starts *s, int j0, const uint32_t *words)
{
    static const starts_fn fns[8] = {starts_000, starts_001, starts_010, starts_011,
                                     starts_100, starts_101, starts_110, starts_111};
    fns[(p->hk == HK_FIQ) * 4 + p->poly * 2 + (p->ek == EK_OVER)](p, s, j0, words);
}

/* Trial j from turn t0 >= 1 (any size). */
static void start_turn(const struct plan *p, struct starts *s, int j, int64_t t0)
{
    start_from(p, start_masks_of(p), s, j, (int32_t)(t0 % p->w_h), (int32_t)(t0 % 20),
               (int32_t)(t0 % p->w_o), (int32_t)((t0 + 1) % 100));
}

/* Trials j0 .. j1 - 1 start as trial j. */
static void copy_start(struct starts *s, int j, int j0, int j1)
{
    for (int i = j0; i < j1; i++)
        s->x[i] = s->x[j];
}

/* ---- lanes ---- */

/* Lanes are stepped in ROWS rows of COLS: lane l = COLS i + j. */
#define COLS  16
#define ROWS  (NH_LANES / COLS)
#define QCOLS (64 / ROWS) /* columns of ended bits to a 64-bit word */
_Static_assert(ROWS <= 32 && COLS % QCOLS == 0, "a row's bit must fit, columns pack in 64 bits");

struct lanes {
    int32_t hp[NH_LANES], mh[NH_LANES];
    int32_t hl[NH_LANES];    /* helpless: turns left without moving (pass-out) */
    int32_t k[NH_LANES];     /* turns of the trial so far */
    int32_t ch[NH_LANES];    /* turns to the next heal (FIQHack: extra) turn, or FAR */
    int32_t c20[NH_LANES];   /* turns to the next turn 0 mod 20, or FAR */
    int32_t co[NH_LANES];    /* turns to the next overexertion turn, or FAR */
    int32_t fy[NH_LANES];    /* FIQHack: y of the next extra turn */
    int32_t live[NH_LANES];  /* -1 while the lane runs a trial */
    uint32_t left[NH_LANES]; /* trials the lane has still to start */
    uint32_t next[NH_LANES]; /* index in the starts of its next trial */
    int32_t id[NH_LANES];    /* the lane (stream) in this slot */
    uint64_t state[NH_LANES], inc[NH_LANES]; /* its generator */
};

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
    if (ek != EK_FREE) /* a move is refused below 10 HP, not full (§9) */
        hb &= ~(att & -(int32_t)(hp >= P->refuse_hp)) | P->can_m;
    int32_t heal = hk == HK_MOD ? P->amt_c : amt;
    hp = min32(hp + (heal & hb), maxhp);
    ch = (P->w_h & spec) | (ch & ~spec);
    v->hp = hp;
    v->k = k;
    v->ch = ch;
    return act & -(int32_t)((hp >= target) | (k == kmax));
}

/* One unit of a lane (see the top of the file): a run of ordinary turns,
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
     * pool while it is below max, else normal HP (not for a polymorphed
     * hero in 3.6.7 and 5.0). */
    int32_t mhb = poly ? -(int32_t)(mh < mhmax) : 0;
    int32_t hpb = ~mhb & (poly ? P->old_m : -1) & -(int32_t)(hp < maxhp);
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
        /* regen_move_refused (§9): mh < 5 and not full while polymorphed,
         * else HP < 10 and not full. */
        int32_t refused =
            poly ? -(int32_t)((mh < 5) & (mh != mhmax)) : -(int32_t)((hp < 10) & (hp != maxhp));
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
        hb &= P->old_m & ~pb;
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

typedef bool (*step_fn)(struct lanes *restrict S, const struct plan *restrict P,
                        const uint32_t *restrict w, int rows, uint32_t *restrict ended);

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

static step_fn pick_step(const struct plan *p)
{
    static const step_fn fns[4][3][2][2] = {STEP_ROW(mod), STEP_ROW(mod_arr), STEP_ROW(fiq),
                                            STEP_ROW(arr)};
    static const step_fn f50[2][3] = {{step50_4, step50_6, step50_8},
                                      {step50_4h, step50_6h, step50_8h}};
    if (p->hk == HK_ARR && p->ek == EK_FREE && !p->poly)
        return f50[p->measure_hp][p->u50 / 2 - 2];
    return fns[p->hk][p->ek][p->poly][p->regen];
}

/* ---- trials ---- */

/* The index of the lowest set bit of m != 0. */
static int lowest_bit64(uint64_t m)
{
#if defined(__GNUC__)
    return __builtin_ctzll(m);
#else
    int b = 0;
    while (!(m & 1u)) {
        m >>= 1;
        b++;
    }
    return b;
#endif
}

/* Start the next trial of the lane in slot l. */
/* What starting a trial needs of the plan, as values: the scalar pass
 * keeps them in registers (the plan's fields could alias its stores). */
struct restart {
    int32_t hp, mh;
    struct start_masks m;
};

static inline struct restart restart_of(const struct plan *p)
{
    struct restart r = {p->start_hp, p->start_mh, start_masks_of(p)};
    return r;
}

static inline void start_trial(struct lanes *S, struct restart r, const struct starts *st, int l)
{
    uint32_t j = S->next[l];
    j = j < NH_BLOCK_TRIALS ? j : 0; /* past a lane's last trial: never run */
    uint32_t x = st->x[j];
    S->next[l] += NH_LANES;
    S->hp[l] = r.hp;
    S->k[l] = 0;
    S->ch[l] = start_ch(r.m, x);
    if (r.m.poly) {
        S->mh[l] = r.mh;
        S->c20[l] = start_c20(r.m, x);
    }
    if (r.m.over) {
        S->hl[l] = 0;
        S->co[l] = start_co(r.m, x);
    }
    if (r.m.fiq)
        S->fy[l] = start_fy(x);
}

/* Lanes 0 .. n - 1 (n = min(ntrials, NH_LANES)) take the trials of the
 * starts, trial j in lane j % NH_LANES, each in its own slot and with its
 * generator from L.  Returns n. */
NH_TARGET_CLONES
static int setup_lanes(struct lanes *restrict S, const nh_pcg32_lanes *restrict L,
                       const struct plan *restrict p, const struct starts *restrict st,
                       uint32_t ntrials)
{
    const struct start_masks m = start_masks_of(p);
    int n = ntrials < NH_LANES ? (int)ntrials : NH_LANES;
    uint32_t per = ntrials / NH_LANES, extra = ntrials % NH_LANES;
    for (int i = 0; i < (n + COLS - 1) / COLS; i++) { /* the rows ever stepped */
        for (int j = 0; j < COLS; j++) {
            int l = COLS * i + j;
            int32_t on = -(int32_t)(l < n); /* slots past n: never run */
            S->id[l] = l;
            S->state[l] = L->state[l];
            S->inc[l] = L->inc[l];
            S->live[l] = on;
            S->left[l] = (per + ((uint32_t)l < extra) - 1) & (uint32_t)on;
            S->next[l] = (uint32_t)l + NH_LANES;
            S->hp[l] = p->start_hp;
            S->mh[l] = p->start_mh;
            S->hl[l] = S->k[l] = 0;
            uint32_t x = st->x[l];
            S->ch[l] = start_ch(m, x);
            S->c20[l] = start_c20(m, x);
            S->co[l] = start_co(m, x);
            S->fy[l] = start_fy(x);
        }
    }
    return n;
}

/* Move the lane in slot `from` to slot `to` (dead), leaving `from` dead:
 * the fields the plan uses. */
static void move_lane(struct lanes *S, struct start_masks m, int from, int to)
{
    S->hp[to] = S->hp[from];
    S->k[to] = S->k[from];
    S->ch[to] = S->ch[from];
    if (m.poly) {
        S->mh[to] = S->mh[from];
        S->c20[to] = S->c20[from];
    }
    if (m.over) {
        S->hl[to] = S->hl[from];
        S->co[to] = S->co[from];
    }
    if (m.fiq)
        S->fy[to] = S->fy[from];
    S->live[to] = S->live[from];
    S->left[to] = S->left[from];
    S->next[to] = S->next[from];
    S->id[to] = S->id[from];
    S->state[to] = S->state[from];
    S->inc[to] = S->inc[from];
    S->live[from] = 0;
}

/* The words of the slots of the first `rows` rows: one PCG32 output each
 * (rows of a compile-time width, so GCC's cheap -O2 vectoriser takes it). */
NH_TARGET_CLONES
static void draw_words(uint64_t *restrict state, const uint64_t *restrict inc, uint32_t *restrict w,
                       int rows)
{
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < COLS; j++) {
            int l = COLS * i + j;
            uint64_t s = state[l];
            state[l] = s * NH_PCG32_MULT + inc[l];
            w[l] = pcg32_output(s);
        }
    }
}

/* Step the lanes (slots 0 .. n - 1, all live) until every trial has ended:
 * a lane whose trial ends tallies its outcome into t (or, with a table,
 * stores it at table[lane]) and starts its next trial if it has one; a
 * lane with none left gives its generator back to L, and the last live
 * slot moves into its place, so the live lanes stay the first slots and a
 * row of dead lanes is never stepped.  simple: a case counting turns to an
 * HP target, unpolymorphed, below Strained, not FIQHack, tallied (the
 * scalar pass's branches on these then go). */
static ALWAYS_INLINE void run_body(struct lanes *S, nh_pcg32_lanes *L, const struct plan *p,
                                   const struct starts *st, int n, struct nh_tally *t,
                                   int32_t *table, bool simple)
{
    static const uint32_t none[NH_LANES]; /* the words of a case without draws */
    step_fn step = pick_step(p);
    uint32_t w[NH_LANES], ended[COLS];
    int dead[NH_LANES];
    uint64_t *hist = table ? NULL : tally_hist(t, 0);
    /* Read once: the compiler cannot tell the stores below from them. */
    const int32_t lo = table ? 0 : t->lo[0], target = p->target, censored = p->kmax + 1;
    const bool track_mh = !simple && p->track_m != 0, measure_hp = !simple && p->measure_hp;
    const bool draws = p->draws;
    struct restart r = restart_of(p);
    if (simple) {
        r.m.poly = r.m.over = r.m.fiq = 0;
        table = NULL;
    }
    while (n > 0) {
        int rows = (n + COLS - 1) / COLS;
        if (draws)
            draw_words(S->state, S->inc, w, rows);
        if (!step(S, p, draws ? w : none, rows, ended))
            continue;
        /* The ended lanes, with no branch on the data but the loop's exit
         * (four columns to a word: fewer exits to mispredict): bit b of
         * word q is slot COLS (b % ROWS) + QCOLS q + b / ROWS. */
        uint64_t m[COLS / QCOLS];
        unsigned words = 0;
        for (int q = 0; q < COLS / QCOLS; q++) {
            m[q] = 0;
            for (int i = 0; i < QCOLS; i++)
                m[q] |= (uint64_t)ended[QCOLS * q + i] << (ROWS * i);
            words |= (unsigned)(m[q] != 0) << q;
        }
        int ndead = 0;
        while (words) {
            int q = lowest_bit64(words), b = lowest_bit64(m[q]);
            m[q] &= m[q] - 1;
            words &= ~((unsigned)(m[q] == 0) << q);
            int l = COLS * (b % ROWS) + QCOLS * q + b / ROWS;
            int32_t pool = track_mh ? S->mh[l] : S->hp[l];
            int32_t v = measure_hp ? pool : pool >= target ? S->k[l] : censored;
            if (table)
                table[S->id[l]] = v;
            else
                hist[v - lo]++;
            /* Its next trial, or (none left) its death: the generator goes
             * home, and a dead trial's start is never run. */
            uint32_t more = S->left[l] != 0;
            S->left[l] -= more;
            S->live[l] = -(int32_t)more;
            L->state[S->id[l]] = S->state[l];
            dead[ndead] = l;
            ndead += !more;
            start_trial(S, r, st, l);
        }
        for (int d = 0; d < ndead; d++) {
            while (n > 0 && !S->live[n - 1])
                n--;
            if (dead[d] < n)
                move_lane(S, r.m, --n, dead[d]);
        }
    }
}

static void run_lanes(struct lanes *S, nh_pcg32_lanes *L, const struct plan *p,
                      const struct starts *st, int n, struct nh_tally *t, int32_t *table)
{
    if (!p->poly && p->ek != EK_OVER && p->hk != HK_FIQ && !p->measure_hp && !table)
        run_body(S, L, p, st, n, t, NULL, true);
    else
        run_body(S, L, p, st, n, t, table, false);
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

/* A case without draws: a trial's outcome depends only on its start turn
 * mod the case's period P (or is the same for all, from a fixed turn).  The
 * lanes run one trial per phase (T0 = ph, or P for ph = 0), by the same
 * step code, and each trial of the block then takes its phase word (the
 * only words its lane draws) and the outcome of its phase: the outcomes of
 * stepping it, at a fraction of the cost. */
static void run_by_phase(const struct plan *p, int32_t period, nh_pcg32_lanes *L, uint32_t ntrials,
                         struct nh_tally *t)
{
    struct starts st; /* only the first NH_LANES entries are used */
    struct lanes S;
    int32_t table[NH_LANES];
    int n = p->turn_random ? period : 1;
    for (int ph = 0; ph < n; ph++)
        start_turn(p, &st, ph, p->turn_random ? (ph ? ph : period) : p->turn);
    copy_start(&st, 0, n, (n + COLS - 1) / COLS * COLS); /* past n: never run */
    run_lanes(&S, L, p, &st, setup_lanes(&S, L, p, &st, (uint32_t)n), NULL, table);
    if (!p->turn_random) {
        tally_hist(t, 0)[table[0] - t->lo[0]] += ntrials;
        return;
    }
    struct divisor dp = divisor_of(period);
    for (uint32_t l = 0; l < NH_LANES && l < ntrials; l++) {
        nh_pcg32 r = pcg32_lanes_get(L, (int)l);
        for (uint32_t j = l; j < ntrials; j += NH_LANES) {
            tally_add(t, 0, table[mod_small(random_turn(pcg32_next(&r)), dp)]);
        }
    }
}

void regen_run_block(const struct regen_case *c, uint64_t seed, uint64_t block, uint32_t ntrials,
                     struct nh_tally *t)
{
    if (ntrials == 0)
        return;
    if (c->variant == NH_VDNH) { /* a path of its own (variants.md §B.4) */
        regen_dnh_run_block(c, seed, block, ntrials, t);
        return;
    }
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
    if (!p.draws && (!p.turn_random || period <= NH_LANES)) {
        run_by_phase(&p, period, &L, ntrials, t);
        return;
    }
    struct starts st;
    struct lanes S;
    uint32_t words[NH_LANES];
    for (uint32_t done = 0; done < ntrials; done += NH_BLOCK_TRIALS) {
        uint32_t n = ntrials - done < NH_BLOCK_TRIALS ? ntrials - done : NH_BLOCK_TRIALS;
        /* The phase words of the chunk's trials, round by round. */
        for (uint32_t j0 = 0; j0 < n; j0 += NH_LANES) {
            int m = (int)(n - j0 < NH_LANES ? n - j0 : NH_LANES);
            if (p.turn_random) {
                pcg32_lanes_next(&L, words, m);
                starts_random(&p, &st, (int)j0, words);
            } else {
                start_turn(&p, &st, (int)j0, p.turn);
                copy_start(&st, (int)j0, (int)j0 + 1, (int)j0 + NH_LANES);
            }
        }
        run_lanes(&S, &L, &p, &st, setup_lanes(&S, &L, &p, &st, n), t, NULL);
    }
}
