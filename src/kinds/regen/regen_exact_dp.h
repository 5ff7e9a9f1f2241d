/* regen_exact_dp: what the pieces of regen's exact model share
 * (regen_exact.c describes the model): its limits, the DP's state (the
 * draws' classes, the state ranges, the live arrays, the transition cache,
 * the answer) and the steps of one start phase.  Private to
 * src/kinds/regen/regen_exact*.c.
 */
#ifndef NHMC_REGEN_EXACT_DP_H
#define NHMC_REGEN_EXACT_DP_H

#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "kinds/regen/regen_impl.h"

#define LIVE_EPS     1e-16L             /* a phase's live mass below this is dropped */
#define LEFT_MAX     1e-12L             /* more than this not done is an error */
#define MAX_STATES   (1u << 21)         /* cells of the state array */
#define MAX_CLASSES  32                 /* heal classes: 2 (5.0) or min(Con, XL - 9) <= 21 */
#define REPEAT_STEPS 64                 /* compare the live array at least this far apart */
#define LIVE_CHECK   8                  /* steps between sums of the live mass */
#define PRUNE        1e-30L             /* a cell with less mass than this is dropped */
#define MAX_TRANS    (2 * MAX_CLASSES)  /* transitions of one cell: attempts x heal classes */
#define CACHE_BYTES  ((size_t)64 << 20) /* most memory for cached transitions */

struct heal_class {
    long double p;
    uint32_t word;
};

struct attempt_opt {
    long double p;
    bool attempt;
};

/* One transition of a cell: to cell `dest`, or absorbed at the target
 * (dest = -1), with probability p, stored in 16 bytes. */
struct trans {
    double hi; /* p = hi + lo exactly: hi is p rounded to 53 bits, and the */
    float lo;  /* rest has at most 11 bits (p is at least 2^-32 / 25) */
    int32_t dest;
};

/* Bounding box of the live cells, in hp and mh indices (empty: h0 > h1). */
struct box {
    int h0, h1, m0, m1;
};

struct dp {
    const struct regen_case *c;
    bool turns;           /* NH_REGEN_TURNS: absorb at the target */
    int32_t hp_lo, mh_lo; /* values of index 0 */
    bool pw_dim;          /* the mh dimension holds Pw instead: a dNetHack
                             incantifier (never polymorphed here) */
    bool roundup_dim;     /* or xNetHack's Dispater flag, 0..1 (never
                             polymorphed either) */
    int nh, nm, nl;       /* widths of the hp, mh, helpless dimensions */
    size_t n;             /* nh * nm * nl */
    long double *cur, *nxt, *snap;
    struct box box, snap_box;
    struct heal_class heal[MAX_CLASSES];
    int nheal;
    struct attempt_opt att[2];
    int natt;
    int32_t wither;   /* xNetHack: HWithering's timeout before the step, the
                         same for every live cell (set by the phase loops) */
    long double *acc; /* TURNS: mass by step; HP: mass by pool value */
    size_t acc_n;     /* allocated entries of acc */
    /* The transitions of cell i on turns t with t mod period = r, built on
     * first use: slot[(r * n + i) * per ...] holding count[r * n + i] of
     * them (0xff: not built).  No cache (build every time) when slot is
     * NULL.  Each step reads one row r, in the order of the cells. */
    int period, per;
    uint8_t *count;
    struct trans *slot;
};

static const struct box empty_box = {INT_MAX, INT_MIN, INT_MAX, INT_MIN};

static inline size_t cell(const struct dp *d, int h, int m, int l)
{
    return ((size_t)h * (size_t)d->nm + (size_t)m) * (size_t)d->nl + (size_t)l;
}

/* The value of a state in the second dimension, and the state of a cell. */
static inline int32_t dp_second(const struct dp *d, const struct regen_state *s)
{
    return d->pw_dim ? s->pw : d->roundup_dim ? s->roundup : s->mh;
}

static inline struct regen_state dp_state(const struct dp *d, int h, int m, int l)
{
    struct regen_state s = {d->hp_lo + h, 0, l, 0, 0, d->wither};
    if (d->pw_dim)
        s.pw = d->mh_lo + m;
    else if (d->roundup_dim)
        s.roundup = d->mh_lo + m;
    else
        s.mh = d->mh_lo + m;
    return s;
}

static inline bool moves_always(const struct regen_case *c)
{
    return regen_move_threshold(c->move) == (UINT64_C(1) << 32) && regen_can_move(c);
}

/* The DP's draws and state ranges for its case (d->c, d->turns), or -1
 * with the reason in err: a target the case can never reach, or a state
 * space too large (regen_exact_setup.c). */
int regen_exact_setup(struct dp *d, char *err, size_t errlen);

enum phase_end { END_DONE, END_NEVER, END_LIMIT };

struct phase_result {
    enum phase_end end;
    long double left; /* live mass at the end (unweighted) */
    int64_t steps;    /* steps taken */
};

/* One start phase, turn t0 of weight `weight`, stepped until it ends
 * (TURNS) or for c->after turns (HP), its mass added to d->acc; -1 with
 * err on an internal error or no memory (regen_exact_dp.c). */
int regen_exact_phase_turns(struct dp *d, int64_t t0, long double weight, int64_t repeat,
                            struct phase_result *r, char *err, size_t errlen);
int regen_exact_phase_hp(struct dp *d, int64_t t0, long double weight, int64_t repeat, char *err,
                         size_t errlen);

#endif
