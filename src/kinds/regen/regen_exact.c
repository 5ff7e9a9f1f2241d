/* regen_exact: the exact distribution of a regen case (regen.h; vanilla.md
 * §3, §9; nethack50.md §3; variants.md §C).
 *
 * A forward dynamic program over the trial's state and the turns, one start
 * phase at a time.  With a random start turn the phases are T0 = 1..P, P =
 * regen_case_period(c), each of weight 1/P: the rules only see T modulo
 * their periods, all of which divide P, and P divides NH_REGEN_PHASES, so a
 * start uniform over 1..NH_REGEN_PHASES is uniform over the phases mod P.
 * Otherwise the single start turn c->turn has weight 1.
 *
 * State layout.  The live probability mass of one phase sits in a dense
 * array indexed by (hp, mh, helpless), each dimension only as wide as the
 * case can make it (a dimension the case cannot change has width 1):
 *  - hp: 1..max HP if overexertion can lower it, else start..max HP;
 *    constant while polymorphed in 3.6.7 and 5.0 (no normal-form
 *    regeneration, and overexertion hits mh), and in 3.4.3 / FIQHack while
 *    the trial is a count of turns until mh reaches a target (HP changes
 *    there only once mh is full, which ends the trial);
 *  - mh: the same for the polymorphed form's pool; width 1 unpolymorphed;
 *  - helpless: 0..NH_REGEN_PASSOUT_TURNS only if a pass-out is reachable (a
 *    move allowed with the overexerted pool at 1), else width 1.
 * For NH_REGEN_TURNS the tracked pool's dimension stops below the target:
 * mass that reaches it is absorbed into the answer at that step.  A step
 * visits only the bounding box of the live cells (in hp and mh), so a case
 * with no draws is a single path per phase.  Memory: three such arrays (at
 * most MAX_STATES cells), the transition cache below and the answer; none
 * of it grows with the number of turns except the answer itself.
 *
 * Transitions are single-sourced: every state is advanced by regen_step()
 * with representative draws, and the mass split by their probabilities:
 *  - the move attempt (regen_needs_move_draw()): attempt with probability
 *    regen_move_threshold(move) / 2^32, the kernel's own probability (move
 *    rounded to a multiple of 2^-32), else not.  Without the draw, the
 *    attempt is c->move >= 1: a move matters only when Stressed or worse
 *    and not asleep, and then move is 0 or 1 when no draw is made;
 *  - the heal draw (regen_needs_heal_draw()): its outcome classes with their
 *    exact probabilities, not the multiply-shift's 2^-32-rounded ones, and
 *    for each a 32-bit word u with nh_bounded(u, n) = r.  5.0: rn2(100) < XL
 *    + Con (probability (XL + Con)/100) or not.  3.4.3 / 3.6.7 at XL > 10
 *    with Con > 12: rnd(Con) = 1 + r, each r of probability 1/Con, grouped
 *    by min(rnd(Con), XL - 9): the values 1..K-1 singly and the rest in one
 *    class, K = min(Con, XL - 9).  On turns that are not heal turns the
 *    classes lead to the same state and are merged.
 * regen_step() sees t only through t mod P (regen_case_period()), so the
 * merged transitions of a cell are cached per (t mod P, cell) on first use,
 * a row per residue laid out by cell, when that table fits CACHE_BYTES
 * (else they are rebuilt at every visit).
 *
 * Stopping rule (NH_REGEN_TURNS).  A phase starts with mass 1 and stops
 * when its live mass falls below 1e-16 (or to 0; summed every LIVE_CHECK
 * steps); that remainder is dropped.  A cell with less than 1e-30 is
 * dropped as it is reached (at most cells x steps x 1e-30 in all, below
 * 1e-16 for any allowed case), which keeps the box to the cells that
 * matter and lets a settled distribution repeat exactly.  If a phase is
 * still live after max_turns steps, its live mass (weighted) is counted as
 * not done; more than 1e-12 over all phases is an error, less is dropped:
 * totals are within 1e-12 of 1 (in practice about 1e-16).  Every L steps
 * (L a multiple of P, at least 64) the live array is compared with the one
 * L steps before: if they are equal the phase repeats itself forever, so a
 * trial that has not reached the target by then never does (an error, with
 * the reason when the case shows it, e.g. Stressed and always moving); for
 * NH_REGEN_HP the repetition lets the steps jump ahead by a multiple of L.
 * Cases that can never reach the target for a reason visible in the case
 * itself are refused before any step, saying why.
 */
#include "kinds/regen/regen.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/pmf.h"
#include "nhmc/rng.h"

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
    int nh, nm, nl;       /* widths of the hp, mh, helpless dimensions */
    size_t n;             /* nh * nm * nl */
    long double *cur, *nxt, *snap;
    struct box box, snap_box;
    struct heal_class heal[MAX_CLASSES];
    int nheal;
    struct attempt_opt att[2];
    int natt;
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

static size_t cell(const struct dp *d, int h, int m, int l)
{
    return ((size_t)h * (size_t)d->nm + (size_t)m) * (size_t)d->nl + (size_t)l;
}

/* A word u with nh_bounded(u, n) = r (0 <= r < n): the least such u. */
static uint32_t word_for(uint32_t r, uint32_t n)
{
    return (uint32_t)((((uint64_t)r << 32) + n - 1) / n);
}

static bool moves_always(const struct regen_case *c)
{
    return regen_move_threshold(c->move) == (UINT64_C(1) << 32) && !c->restful_sleep;
}

/* ---- the draws ---- */

static int setup_draws(struct dp *d, char *err, size_t errlen)
{
    const struct regen_case *c = d->c;
    if (regen_needs_move_draw(c)) {
        /* The kernel's probability: threshold / 2^32. */
        long double pa = (long double)regen_move_threshold(c->move) / 4294967296.0L;
        d->natt = 0;
        if (pa > 0)
            d->att[d->natt++] = (struct attempt_opt){pa, true};
        if (pa < 1)
            d->att[d->natt++] = (struct attempt_opt){1 - pa, false};
    } else {
        d->att[0] = (struct attempt_opt){1, c->move >= 1};
        d->natt = 1;
    }

    if (!regen_needs_heal_draw(c)) {
        d->heal[0] = (struct heal_class){1, 0};
        d->nheal = 1;
        return 0;
    }
    uint32_t n, r[MAX_CLASSES]; /* the draw's bound, and each class's r */
    long double p[MAX_CLASSES];
    int k;
    if (c->variant == NH_V50) {
        /* heal iff XL + Con > rn2(100): r = 0 heals, r = XL + Con does not. */
        int s = c->xl + c->con < 100 ? c->xl + c->con : 100;
        n = 100;
        k = 0;
        r[k] = 0;
        p[k++] = s / 100.0L;
        if (s < 100) {
            r[k] = (uint32_t)s;
            p[k++] = (100 - s) / 100.0L;
        }
    } else {
        /* min(1 + r, XL - 9): r = 0..K-2 singly, r >= K-1 together. */
        int cap = c->xl - 9;
        k = c->con < cap ? c->con : cap;
        n = (uint32_t)c->con;
        if (k > MAX_CLASSES) {
            snprintf(err, errlen, "internal error: %d heal classes", k);
            return -1;
        }
        for (int j = 0; j < k; j++) {
            r[j] = (uint32_t)j;
            p[j] = (long double)(j < k - 1 ? 1 : c->con - (k - 1)) / c->con;
        }
    }
    for (int j = 0; j < k; j++) {
        d->heal[j] = (struct heal_class){p[j], word_for(r[j], n)};
        if (nh_bounded(d->heal[j].word, n) != r[j]) {
            snprintf(err, errlen, "internal error: no word for rn2(%u) = %u", n, r[j]);
            return -1;
        }
    }
    d->nheal = k;
    return 0;
}

/* ---- the state space ---- */

static int setup_ranges(struct dp *d, char *err, size_t errlen)
{
    const struct regen_case *c = d->c;
    struct regen_state s0 = regen_start(c);
    bool overexert = regen_overexert_period(c->enc) > 0 && regen_move_threshold(c->move) > 0 &&
                     !c->restful_sleep;
    int32_t hp_hi, mh_hi;

    if (!c->polyd) {
        d->hp_lo = overexert ? 1 : s0.hp;
        hp_hi = c->maxhp;
    } else if (regen_uses_old_chain(c) && !(d->turns && c->track_mh)) {
        /* Normal HP regenerates once mh is full; nothing lowers it. */
        d->hp_lo = s0.hp;
        hp_hi = c->maxhp;
    } else {
        d->hp_lo = hp_hi = s0.hp;
    }
    if (d->turns && !c->track_mh && hp_hi > c->target - 1)
        hp_hi = c->target - 1;

    if (c->polyd) {
        d->mh_lo = overexert ? 1 : s0.mh;
        mh_hi = c->mhmax;
        if (d->turns && c->track_mh && mh_hi > c->target - 1)
            mh_hi = c->target - 1;
    } else {
        d->mh_lo = mh_hi = s0.mh;
    }

    /* A pass-out needs a move allowed with the overexerted pool at 1. */
    bool passout = false;
    if (overexert) {
        if (!c->polyd)
            passout = d->hp_lo == 1 && !regen_move_refused(c, 1, 0);
        else if (d->mh_lo == 1)
            for (int32_t h = d->hp_lo; h <= hp_hi && !passout; h++)
                passout = !regen_move_refused(c, h, 1);
    }

    d->nh = hp_hi - d->hp_lo + 1;
    d->nm = mh_hi - d->mh_lo + 1;
    d->nl = passout ? NH_REGEN_PASSOUT_TURNS + 1 : 1;
    uint64_t n = (uint64_t)d->nh * (uint64_t)d->nm * (uint64_t)d->nl;
    if (d->nh < 1 || d->nm < 1) {
        snprintf(err, errlen, "internal error: empty state range");
        return -1;
    }
    if (n > MAX_STATES) {
        snprintf(err, errlen,
                 "the exact distribution needs %llu states (%d HP x %d mh x %d), more than %u; "
                 "expected a smaller HP or mh range (or use the Monte Carlo)",
                 (unsigned long long)n, d->nh, d->nm, d->nl, MAX_STATES);
        return -1;
    }
    d->n = (size_t)n;
    return 0;
}

/* ---- cases that can never reach the target ---- */

/* A reason visible in the case itself, or 0. */
static int never_reason(const struct regen_case *c, char *err, size_t errlen)
{
    struct regen_state s0 = regen_start(c);
    const char *v = variant_name(c->variant);
    if (c->polyd && !c->track_mh && !regen_uses_old_chain(c)) {
        snprintf(err, errlen,
                 "normal HP never regenerates while polymorphed in %s (vanilla.md §3.3, §3.4), "
                 "so HP %d never reaches the target %d; expected track_mh (the form's mh) or an "
                 "unpolymorphed hero",
                 v, s0.hp, c->target);
        return -1;
    }
    if (c->polyd && regen_uses_old_chain(c) && !c->regeneration && c->enc >= NH_ENC_STRESSED &&
        s0.mh < c->mhmax) {
        snprintf(err, errlen,
                 "in %s a polymorphed hero who is Stressed or worse regenerates mh only with "
                 "Regeneration, moving or not (vanilla.md §3.2 branch 3; variants.md §C)%s, so "
                 "the target %d is never reached; expected Regeneration or less than Stressed",
                 v, c->track_mh ? "" : ", and normal HP only once mh is full", c->target);
        return -1;
    }
    if (c->enc >= NH_ENC_STRESSED && !regen_can_regen(c) && moves_always(c) &&
        regen_overexert_period(c->enc) == 0 && !regen_move_refused(c, s0.hp, s0.mh)) {
        snprintf(err, errlen,
                 "no state can ever heal: Stressed, always moving (move = 1) and no "
                 "Regeneration; regeneration needs not having moved while Stressed or worse "
                 "(vanilla.md §3.1), and the game refuses a move only below 10 HP (5 mh "
                 "polymorphed) and not full (§9), so the pool stays at %d and never reaches the "
                 "target %d; "
                 "expected move < 1, Regeneration or less weight",
                 regen_tracked(c, &s0), c->target);
        return -1;
    }
    return 0;
}

/* ---- the steps ---- */

static void place(struct dp *d, const struct regen_state *s, long double w)
{
    int h = s->hp - d->hp_lo, m = s->mh - d->mh_lo;
    d->cur[cell(d, h, m, s->helpless)] += w;
    d->box = (struct box){h, h, m, m};
}

/* Empty the live cells (the box of cur), a run of cells at a time. */
static void clear_live(struct dp *d)
{
    const struct box *b = &d->box;
    if (b->h0 <= b->h1) {
        size_t run = (size_t)(b->m1 - b->m0 + 1) * (size_t)d->nl;
        if (b->m0 == 0 && b->m1 == d->nm - 1) /* one run */
            memset(d->cur + cell(d, b->h0, 0, 0), 0,
                   (size_t)(b->h1 - b->h0 + 1) * run * sizeof *d->cur);
        else
            for (int h = b->h0; h <= b->h1; h++)
                memset(d->cur + cell(d, h, b->m0, 0), 0, run * sizeof *d->cur);
    }
    d->box = empty_box;
}

/* The live mass (sum of the box of cur). */
static long double live_mass(const struct dp *d)
{
    long double sum = 0;
    for (int h = d->box.h0; h <= d->box.h1; h++)
        for (int m = d->box.m0; m <= d->box.m1; m++)
            for (int l = 0; l < d->nl; l++)
                sum += d->cur[cell(d, h, m, l)];
    return sum;
}

/* The transitions of the cell (h, m, l) into turn t, merged by
 * destination, into out; returns their number, or -1 if a state leaves the
 * modelled ranges (a bug). */
static int build(const struct dp *d, int64_t t, int h, int m, int l, struct trans *out, char *err,
                 size_t errlen)
{
    const struct regen_case *c = d->c;
    struct regen_state st = {d->hp_lo + h, d->mh_lo + m, l};
    long double p[MAX_TRANS];
    int32_t dest[MAX_TRANS];
    int k = 0;
    for (int a = 0; a < d->natt; a++)
        for (int j = 0; j < d->nheal; j++) {
            struct regen_state s = st;
            regen_step(c, t, d->att[a].attempt, d->heal[j].word, &s);
            int32_t to = -1;
            if (!(d->turns && regen_tracked(c, &s) >= c->target)) {
                int nh = s.hp - d->hp_lo, nm = s.mh - d->mh_lo;
                if (nh < 0 || nh >= d->nh || nm < 0 || nm >= d->nm || s.helpless < 0 ||
                    s.helpless >= d->nl) {
                    snprintf(err, errlen,
                             "internal error: the state (HP %d, mh %d, helpless %d) left the "
                             "modelled range on turn %lld",
                             s.hp, s.mh, s.helpless, (long long)t);
                    return -1;
                }
                to = (int32_t)cell(d, nh, nm, s.helpless);
            }
            int i = 0;
            while (i < k && dest[i] != to)
                i++;
            if (i == k) {
                dest[k] = to;
                p[k++] = 0;
            }
            p[i] += d->att[a].p * d->heal[j].p;
        }
    for (int i = 0; i < k; i++) {
        out[i].hi = (double)p[i];
        out[i].lo = (float)(p[i] - (long double)out[i].hi);
        out[i].dest = dest[i];
    }
    return k;
}

/* The transitions of cell i = (h, m, l) into turn t: from the cache (row
 * `row` = (t mod period) * n), built into it, or (no cache) built into buf.
 * Returns their number or -1. */
static int transitions(struct dp *d, int64_t t, size_t row, size_t i, int h, int m, int l,
                       struct trans *buf, const struct trans **out, char *err, size_t errlen)
{
    if (!d->slot) {
        *out = buf;
        return build(d, t, h, m, l, buf, err, errlen);
    }
    size_t key = row + i;
    struct trans *e = d->slot + key * (size_t)d->per;
    *out = e;
    if (d->count[key] != UINT8_MAX)
        return d->count[key];
    int k = build(d, t, h, m, l, e, err, errlen);
    if (k >= 0)
        d->count[key] = (uint8_t)k;
    return k;
}

/* One turn boundary into turn t, from cur into nxt (then swapped).  Mass
 * reaching the target (TURNS) goes to *absorbed.  Returns -1 if a state
 * leaves the modelled ranges (a bug). */
static int step(struct dp *d, int64_t t, long double *absorbed, char *err, size_t errlen)
{
    int32_t dmin = INT32_MAX, dmax = -1;
    long double gone = 0;
    struct trans buf[MAX_TRANS];
    long double *cur = d->cur, *nxt = d->nxt;
    size_t row = (size_t)(t % d->period) * d->n;
    for (int h = d->box.h0; h <= d->box.h1; h++)
        for (int m = d->box.m0; m <= d->box.m1; m++)
            for (int l = 0; l < d->nl; l++) {
                size_t i = cell(d, h, m, l);
                long double w = cur[i];
                if (!(w >= PRUNE)) /* empty, or dropped */
                    continue;
                const struct trans *e;
                int k = transitions(d, t, row, i, h, m, l, buf, &e, err, errlen);
                if (k < 0)
                    return -1;
                for (int j = 0; j < k; j++) {
                    long double mass = w * ((long double)e[j].hi + (long double)e[j].lo);
                    int32_t to = e[j].dest;
                    if (to < 0) {
                        gone += mass;
                        continue;
                    }
                    nxt[to] += mass;
                    dmin = to < dmin ? to : dmin;
                    dmax = to > dmax ? to : dmax;
                }
            }
    /* The new box from the extreme cells: exact in hp; in mh exact when
     * they share their hp, else all of it. */
    struct box nb = empty_box;
    if (dmax >= 0) {
        size_t hs = (size_t)d->nm * (size_t)d->nl;
        nb.h0 = (int)((size_t)dmin / hs);
        nb.h1 = (int)((size_t)dmax / hs);
        nb.m0 = nb.h0 == nb.h1 ? (int)((size_t)dmin % hs / (size_t)d->nl) : 0;
        nb.m1 = nb.h0 == nb.h1 ? (int)((size_t)dmax % hs / (size_t)d->nl) : d->nm - 1;
    }
    clear_live(d);
    long double *tmp = d->cur;
    d->cur = d->nxt;
    d->nxt = tmp;
    d->box = nb;
    *absorbed = gone;
    return 0;
}

static void snapshot(struct dp *d)
{
    size_t k = 0;
    d->snap_box = d->box;
    for (int h = d->box.h0; h <= d->box.h1; h++)
        for (int m = d->box.m0; m <= d->box.m1; m++)
            for (int l = 0; l < d->nl; l++)
                d->snap[k++] = d->cur[cell(d, h, m, l)];
}

/* Whether the live array equals the snapshot. */
static bool repeats(const struct dp *d)
{
    const struct box *a = &d->box, *b = &d->snap_box;
    if (a->h0 != b->h0 || a->h1 != b->h1 || a->m0 != b->m0 || a->m1 != b->m1)
        return false;
    size_t k = 0;
    for (int h = a->h0; h <= a->h1; h++)
        for (int m = a->m0; m <= a->m1; m++)
            for (int l = 0; l < d->nl; l++)
                if (d->snap[k++] != d->cur[cell(d, h, m, l)])
                    return false;
    return true;
}

/* acc[k] += w, growing acc (TURNS). */
static int acc_add(struct dp *d, int64_t k, long double w)
{
    if ((size_t)k >= d->acc_n) {
        size_t n = d->acc_n ? d->acc_n : 1024;
        while (n <= (size_t)k)
            n *= 2;
        long double *p = realloc(d->acc, n * sizeof *p);
        if (!p)
            return -1;
        memset(p + d->acc_n, 0, (n - d->acc_n) * sizeof *p);
        d->acc = p;
        d->acc_n = n;
    }
    d->acc[k] += w;
    return 0;
}

enum phase_end { END_DONE, END_NEVER, END_LIMIT };

struct phase_result {
    enum phase_end end;
    long double left; /* live mass at the end (unweighted) */
    int64_t steps;    /* steps taken */
};

/* One start turn t0 of weight `weight`: TURNS. */
static int phase_turns(struct dp *d, int64_t t0, long double weight, int64_t repeat,
                       struct phase_result *r, char *err, size_t errlen)
{
    const struct regen_case *c = d->c;
    struct regen_state s0 = regen_start(c);
    long double since = 0; /* absorbed since the snapshot */
    place(d, &s0, 1);
    snapshot(d);
    r->end = END_LIMIT;
    for (int64_t k = 1; k <= c->max_turns; k++) {
        long double gone;
        if (step(d, t0 + k, &gone, err, errlen) != 0)
            return -1;
        if (gone > 0 && acc_add(d, k, gone * weight) != 0) {
            snprintf(err, errlen, "out of memory");
            return -1;
        }
        since += gone;
        r->steps = k;
        bool check = k % LIVE_CHECK == 0 || k % repeat == 0 || k == c->max_turns;
        if (d->box.h0 > d->box.h1 || check) {
            r->left = live_mass(d);
            if (!(r->left >= LIVE_EPS)) {
                r->end = END_DONE;
                break;
            }
        }
        if (k % repeat == 0) {
            if (repeats(d)) {
                /* The next `repeat` steps are these again: nothing more is
                 * absorbed that was not absorbed now, for ever. */
                r->end = since == 0 ? END_NEVER : END_LIMIT;
                break;
            }
            snapshot(d);
            since = 0;
        }
    }
    clear_live(d);
    return 0;
}

/* One start turn t0 of weight `weight`: HP after c->after steps. */
static int phase_hp(struct dp *d, int64_t t0, long double weight, int64_t repeat, char *err,
                    size_t errlen)
{
    const struct regen_case *c = d->c;
    struct regen_state s0 = regen_start(c);
    place(d, &s0, 1);
    snapshot(d);
    for (int64_t k = 1; k <= c->after; k++) {
        long double gone;
        if (step(d, t0 + k, &gone, err, errlen) != 0)
            return -1;
        if (k % repeat == 0) {
            if (repeats(d)) /* periodic from here: skip whole repetitions */
                k += repeat * ((c->after - k) / repeat);
            else
                snapshot(d);
        }
    }
    for (int h = d->box.h0; h <= d->box.h1; h++)
        for (int m = d->box.m0; m <= d->box.m1; m++)
            for (int l = 0; l < d->nl; l++) {
                long double w = d->cur[cell(d, h, m, l)];
                if (w == 0)
                    continue;
                struct regen_state s = {d->hp_lo + h, d->mh_lo + m, l};
                d->acc[regen_tracked(c, &s)] += w * weight;
            }
    clear_live(d);
    return 0;
}

static void dp_free(struct dp *d)
{
    free(d->count);
    free(d->slot);
    free(d->cur);
    free(d->nxt);
    free(d->snap);
    free(d->acc);
}

/* The pmf of acc[lo..n-1], trimmed. */
static int acc_to_pmf(const struct dp *d, size_t n, struct nh_pmf *f)
{
    if (pmf_init_zero(f, 0, n) != 0)
        return -1;
    memcpy(f->p, d->acc, n * sizeof *f->p);
    pmf_trim(f);
    return 0;
}

static int fail_empty(struct nh_pmf *f)
{
    f->lo = 0;
    f->n = 0;
    f->p = NULL;
    return -1;
}

int regen_exact_pmf(const struct regen_case *c, struct nh_pmf *f, char *err, size_t errlen)
{
    if (regen_case_check(c, err, errlen) != 0)
        return fail_empty(f);
    if (c->measure != NH_REGEN_TURNS && c->measure != NH_REGEN_HP) {
        snprintf(err, errlen,
                 "the exact distribution is of the turns to a target or the HP after some "
                 "turns; expected one of those measures");
        return fail_empty(f);
    }
    struct dp d;
    memset(&d, 0, sizeof d);
    d.c = c;
    d.turns = c->measure == NH_REGEN_TURNS;
    d.box = d.snap_box = empty_box;

    struct regen_state s0 = regen_start(c);
    if (d.turns && regen_tracked(c, &s0) >= c->target) {
        if (pmf_init_const(f, 0) != 0) {
            snprintf(err, errlen, "out of memory");
            return fail_empty(f);
        }
        return 0;
    }
    if (d.turns && never_reason(c, err, errlen) != 0)
        return fail_empty(f);
    if (setup_draws(&d, err, errlen) != 0 || setup_ranges(&d, err, errlen) != 0)
        return fail_empty(f);

    int period = regen_case_period(c);
    int64_t repeat = (int64_t)period * ((REPEAT_STEPS + period - 1) / period);
    int nphase = c->turn_random ? period : 1;
    long double weight = 1.0L / nphase;
    d.cur = calloc(d.n, sizeof *d.cur);
    d.nxt = calloc(d.n, sizeof *d.nxt);
    d.snap = malloc(d.n * sizeof *d.snap);
    if (!d.turns) {
        d.acc_n = (size_t)(c->track_mh ? c->mhmax : c->maxhp) + 1;
        d.acc = calloc(d.acc_n, sizeof *d.acc);
    }
    /* The transitions depend on t only through t mod period: cache them
     * when the table of lists is not too large (else build every time). */
    d.period = period;
    d.per = d.natt * d.nheal;
    uint64_t keys = (uint64_t)period * d.n;
    if (keys * (uint64_t)d.per * sizeof *d.slot <= CACHE_BYTES) {
        d.slot = malloc(keys * (size_t)d.per * sizeof *d.slot);
        d.count = malloc(keys);
        if (d.count)
            memset(d.count, UINT8_MAX, keys);
        if (!d.slot || !d.count) {
            free(d.slot);
            free(d.count);
            d.slot = NULL;
            d.count = NULL;
        }
    }
    if (!d.cur || !d.nxt || !d.snap || (!d.turns && !d.acc)) {
        dp_free(&d);
        snprintf(err, errlen, "out of memory");
        return fail_empty(f);
    }

    long double never = 0, limit = 0;
    int64_t never_at = 0;
    bool cut_short = false;
    for (int p = 0; p < nphase; p++) {
        int64_t t0 = c->turn_random ? p + 1 : c->turn;
        if (!d.turns) {
            if (phase_hp(&d, t0, weight, repeat, err, errlen) != 0) {
                dp_free(&d);
                return fail_empty(f);
            }
            continue;
        }
        struct phase_result r = {END_DONE, 0, 0};
        if (phase_turns(&d, t0, weight, repeat, &r, err, errlen) != 0) {
            dp_free(&d);
            return fail_empty(f);
        }
        if (r.end == END_NEVER) {
            never += r.left * weight;
            never_at = r.steps > never_at ? r.steps : never_at;
        } else if (r.end == END_LIMIT) {
            limit += r.left * weight;
            if (limit > LEFT_MAX && p + 1 < nphase) {
                /* Each further phase would run to max_turns too. */
                cut_short = true;
                break;
            }
        }
    }

    if (never > LEFT_MAX) {
        const char *hint = "";
        if (c->enc >= NH_ENC_STRESSED && !regen_can_regen(c) && moves_always(c))
            hint = "; Stressed or worse and always moving, the hero regenerates only while "
                   "a move is refused (below 10 HP, 5 mh polymorphed, and not full: "
                   "vanilla.md §3.1, §9)";
        snprintf(err, errlen,
                 "the target %d is never reached with probability %.3Lg: the trial settles "
                 "below it, repeating every %lld turns (seen by step %lld)%s; expected a "
                 "target the case can reach",
                 c->target, never, (long long)repeat, (long long)never_at, hint);
        dp_free(&d);
        return fail_empty(f);
    }
    if (never + limit > LEFT_MAX) {
        snprintf(err, errlen,
                 "the target is not reached within %lld turns with probability %.2Lg%s; "
                 "expected all trials to reach it (raise max_turns)",
                 (long long)c->max_turns, never + limit, cut_short ? " or more" : "");
        dp_free(&d);
        return fail_empty(f);
    }

    size_t n = d.acc_n;
    if (d.turns)
        while (n > 0 && d.acc[n - 1] == 0)
            n--;
    int st = n > 0 ? acc_to_pmf(&d, n, f) : -1;
    dp_free(&d);
    if (st != 0) {
        snprintf(err, errlen, n > 0 ? "out of memory" : "internal error: no probability left");
        return fail_empty(f);
    }
    return 0;
}
