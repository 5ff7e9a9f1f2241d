/* regen_kernel_lanes: what the pieces of the regen kernel share
 * (regen_kernel.c describes the kernel): the plan of a case, the packed
 * trial starts, the lanes' slots, and the exact small helpers the lane
 * loops inline.  Private to src/kinds/regen/regen_kernel*.c (and
 * regen_dnh_kernel.c, which tallies by phase too).
 */
#ifndef NHMC_REGEN_KERNEL_LANES_H
#define NHMC_REGEN_KERNEL_LANES_H

#include <stdbool.h>
#include <stdint.h>

#include "kinds/regen/regen_impl.h"
#include "nhmc/rng.h"
#include "nhmc/runner.h"

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

static inline struct divisor divisor_of(int32_t d)
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
 * as bounded_small does (regen_kernel_step.c). */
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
    int32_t refuse_hp;        /* a move is refused below it: min(10, max HP), 0 on the Plane of Air,
                                 INT32_MAX Overloaded (docs/rules.md, Overexertion and refused moves) */
    int32_t refuse_mh;        /* the same for mh while polymorphed: min(5, mhmax) */
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
    int32_t polyhp_m;         /* -1: 3.4.3 (normal HP heals once mh is full) */
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

/* The plan of case c (regen_kernel_plan.c). */
struct plan regen_plan_case(const struct regen_case *c);

/* The period of the turn phases the plan uses (regen_kernel_plan.c). */
int32_t regen_plan_period(const struct plan *p);

/* FIQHack: the turns from an extra turn whose y = (t + 1) rho mod 100 is y
 * to the next, ceil((100 - y) / rho); floor(x fiq_m / 2^20) = floor(x / rho)
 * for x < 200 (the error x (fiq_m rho - 2^20) / (rho 2^20) stays below
 * 1 / rho). */
static inline int32_t fiq_gap(uint32_t fiq_m, int32_t rho, int32_t y)
{
    return (int32_t)(((uint32_t)(100 - y + rho - 1) * fiq_m) >> 20);
}

/* ---- trial starts (regen_kernel_starts.c) ---- */

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
 * regen_starts_random and setup_lanes vectorise. */
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

static inline struct start_masks start_masks_of(const struct plan *p)
{
    struct start_masks m = {p->hk == HK_FIQ ? -1 : 0, p->heal_special ? -1 : 0, p->poly ? -1 : 0,
                            p->ek == EK_OVER ? -1 : 0};
    return m;
}

/* Trials j0 .. j0 + NH_LANES - 1 of a chunk from their phase words. */
void regen_starts_random(const struct plan *p, struct starts *s, int j0, const uint32_t *words);

/* Trial j from turn t0 >= 1 (any size). */
void regen_start_turn(const struct plan *p, struct starts *s, int j, int64_t t0);

/* Trials j0 .. j1 - 1 start as trial j. */
void regen_copy_start(struct starts *s, int j, int j0, int j1);

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

/* One iteration of the lanes in the first `rows` rows, with the words w;
 * marks the slots whose trial ended in `ended` and returns whether any did
 * (regen_kernel_step.c). */
typedef bool (*step_fn)(struct lanes *restrict S, const struct plan *restrict P,
                        const uint32_t *restrict w, int rows, uint32_t *restrict ended);

/* The iteration's code for the features the plan uses. */
step_fn regen_pick_step(const struct plan *p);

/* The ntrials trials of the starts, trial j in lane j % NH_LANES with its
 * generator from L, run until every one has ended, each outcome tallied
 * into t, or stored at table[trial] when table is not NULL
 * (regen_kernel_run.c). */
void regen_run_lanes(struct lanes *S, nh_pcg32_lanes *L, const struct plan *p,
                     const struct starts *st, uint32_t ntrials, struct nh_tally *t, int32_t *table);

/* ---- cases without draws, by phase (regen_kernel_phases.c) ---- */

/* The largest period tallied by phase: every period of the rules (a
 * divisor of NH_REGEN_PHASES from the lcm of the heal, polymorph and
 * overexertion periods, or dNetHack's 90) is far below it. */
#define NH_REGEN_PHASE_TABLE ((int32_t)NH_BLOCK_TRIALS)

/* The thread's table of outcomes by phase for case c: *filled says whether
 * it already holds c's; if not, it is now c's, and the caller fills it
 * (entries 0 .. period - 1) before the thread asks again. */
int32_t *regen_phase_table(const struct regen_case *c, bool *filled);

/* ntrials trials whose outcomes are the thread's table (regen_phase_table,
 * filled for the case) at T0 mod period, T0 = 1 + nh_bounded(u,
 * NH_REGEN_PHASES) from the trial's phase word u: trial j takes the next
 * word of lane j % NH_LANES of L.  Tallied into histogram 0 of t. */
void regen_tally_phases(nh_pcg32_lanes *L, uint32_t ntrials, int32_t period, struct nh_tally *t);

#endif
