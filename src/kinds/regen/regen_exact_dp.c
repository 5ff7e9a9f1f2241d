/* regen_exact_dp: the steps of regen's exact model (regen_exact.c): a
 * start phase's mass moved turn by turn through the cached transitions of
 * its live cells, absorbed at the target or kept to the end, with the
 * checks for a phase that is done or repeats itself.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kinds/regen/regen_impl.h"
#include "kinds/regen/regen_exact_dp.h"

/* ---- the steps ---- */

static void place(struct dp *d, const struct regen_state *s, long double w)
{
    int h = s->hp - d->hp_lo, m = dp_second(d, s) - d->mh_lo;
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
    struct regen_state st = dp_state(d, h, m, l);
    long double p[MAX_TRANS];
    int32_t dest[MAX_TRANS];
    int k = 0;
    /* xNetHack's withering: rnd(2), 1 or 2 with chance 1/2 each (the words
     * 0 and 2^31 of nh_bounded(u, 2)), on a boundary the hero withers */
    static const uint32_t wither_word[2] = {0, UINT32_C(1) << 31};
    int nw = regen_withers(&st) && st.hp > 0 ? 2 : 1;
    for (int a = 0; a < d->natt; a++)
        for (int j = 0; j < d->nheal; j++)
            for (int w = 0; w < nw; w++) {
                struct regen_state s = st;
                regen_step_withering(c, t, d->att[a].attempt, d->heal[j].word, wither_word[w], &s);
                int32_t to = -1;
                if (!(d->turns && regen_tracked(c, &s) >= c->target)) {
                    int nh = s.hp - d->hp_lo, nm = dp_second(d, &s) - d->mh_lo;
                    if (nh < 0 || nh >= d->nh || nm < 0 || nm >= d->nm || s.helpless < 0 ||
                        s.helpless >= d->nl) {
                        snprintf(err, errlen,
                                 "internal error: the state (HP %d, %s %d, helpless %d) left the "
                                 "modelled range on turn %lld",
                                 s.hp, d->pw_dim ? "Pw" : "mh", dp_second(d, &s), s.helpless,
                                 (long long)t);
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
                p[i] += d->att[a].p * d->heal[j].p / nw;
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
    if (!d->slot || d->wither > 1) { /* withering: not cached (not periodic) */
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

/* HWithering's timeout before step k (k = 1, 2, ...): the case's, counted
 * down once a step, not below 0. */
static int32_t wither_before(const struct regen_case *c, int64_t k)
{
    return c->withering > k - 1 ? (int32_t)(c->withering - (k - 1)) : 0;
}

/* Whether the snapshot taken `repeat` steps before step k came after the
 * last boundary that withers (step withering - 1), so that the steps since
 * and those to come follow the same periodic rules. */
static bool settled(const struct regen_case *c, int64_t k, int64_t repeat)
{
    return k - repeat >= (int64_t)c->withering - 1;
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

/* One start turn t0 of weight `weight`: TURNS. */
int regen_exact_phase_turns(struct dp *d, int64_t t0, long double weight, int64_t repeat,
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
        d->wither = wither_before(c, k);
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
            if (settled(c, k, repeat) && repeats(d)) {
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
int regen_exact_phase_hp(struct dp *d, int64_t t0, long double weight, int64_t repeat, char *err,
                         size_t errlen)
{
    const struct regen_case *c = d->c;
    struct regen_state s0 = regen_start(c);
    place(d, &s0, 1);
    snapshot(d);
    for (int64_t k = 1; k <= c->after; k++) {
        long double gone;
        d->wither = wither_before(c, k);
        if (step(d, t0 + k, &gone, err, errlen) != 0)
            return -1;
        if (k % repeat == 0) {
            if (settled(c, k, repeat) &&
                repeats(d)) /* periodic from here: skip whole repetitions */
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
                struct regen_state s = dp_state(d, h, m, l);
                d->acc[c->pw_spent ? s0.pw - s.pw : regen_tracked(c, &s)] += w * weight;
            }
    clear_live(d);
    return 0;
}
