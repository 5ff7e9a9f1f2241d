/* sanity_exact: the exact distributions of a sanity timeline (sanity_impl.h) by
 * dynamic programming over the random state, turn by turn.
 *
 * Regeneration has no RNG and depends only on S and the turn (docs/rules.md, Sanity regeneration),
 * and everything else that is not random is a function of time (struct sanity_det), so the chain's
 * state is small: S (0..100) x sigma of one species (its first loss, 0..100; only when that species
 * is spotted more than once, else 1 value) x the temporary-madness timer (0..23; only when some
 * event can start one, else 1 value) x recovered yet (0/1). Each event moves probability with the
 * distribution of its dice (the same rule functions as the trial: sanity_first_loss_pmf,
 * sanity_minor_loss_pmf, sanity_madness_prob and the duration 1 + rnd(k) + rnd(k)).
 *
 * Outside the DP (returns 1): more than one species spotted more than once
 * (one sigma dimension each), and mad-template encounters of more than one
 * monster (the running maximum of the turn would be one more dimension).
 *
 * Precision: double; every step adds nonnegative products.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/pmf.h"
#include "kinds/sanity/sanity_impl.h"

#define NS (SAN_MAX + 1)

/* The largest state the DP takes (cells of each of its two arrays). */
#define DP_CELLS_MAX ((size_t)6 << 20)

struct dp {
    const struct sanity_case *c;
    int G, M, X; /* sigma values, timer values, random-insight values */
    int slot;    /* the tracked slot, or -1 */
    double *cur, *nxt;
    int *rr; /* R by random insight, for the turn */
    size_t n;
    struct sanity_exact *x;
};

/* The cell of (S, sigma, timer, random insight x, recovered). */
static size_t idx(const struct dp *p, int s, int g, int m, int x, int r)
{
    return ((((size_t)s * (size_t)p->G + (size_t)g) * (size_t)p->M + (size_t)m) * (size_t)p->X +
            (size_t)x) *
               2 +
           (size_t)r;
}

static void unidx(const struct dp *p, size_t i, int *s, int *g, int *m, int *x, int *r)
{
    *r = (int)(i % 2);
    i /= 2;
    *x = (int)(i % (size_t)p->X);
    i /= (size_t)p->X;
    *m = (int)(i % (size_t)p->M);
    i /= (size_t)p->M;
    *g = (int)(i % (size_t)p->G);
    *s = (int)(i / (size_t)p->G);
}

/* A state that carries mass: its cell, mass and parts. */
struct live {
    size_t i;
    double w;
    int s, g, m, x, r;
};

/* Moves `at` to the next state after at->i with mass (start at SIZE_MAX, which
 * wraps to 0); false past the last. Every step walks the states this way and
 * skips the empty ones. */
static bool next_live(const struct dp *p, struct live *at)
{
    while (++at->i < p->n)
        if ((at->w = p->cur[at->i]) != 0.0) {
            unidx(p, at->i, &at->s, &at->g, &at->m, &at->x, &at->r);
            return true;
        }
    return false;
}

static void begin(struct dp *p)
{
    memset(p->nxt, 0, p->n * sizeof *p->nxt);
}

static void commit(struct dp *p)
{
    double *t = p->cur;
    p->cur = p->nxt;
    p->nxt = t;
}

/* Mass w of state i: stays with chance 1 - q, moves to state `to` with q. */
static void branch(struct dp *p, size_t i, double w, double q, size_t to)
{
    p->nxt[i] += w * (1.0 - q);
    p->nxt[to] += w * q;
}

/* change_usanity(delta, check) from state `at` with sigma g and weight w
 * (docs/rules.md, Sanity changes and temporary madness): the clamp, then the madness roll's outcome
 * in closed form. */
static void change(struct dp *p, double w, const struct live *at, int g, int delta, bool check,
                   const struct sanity_mind *mind, int e)
{
    int s0 = at->s, m = at->m, x = at->x, r = at->r;
    int s1 = sanity_clamp(s0 + delta, mind->mad);
    double pm = 0.0;
    bool blockable_ct = mind->ct && !mind->nm;
    if (check && delta < 0 && (m == 0 || blockable_ct))
        pm = sanity_madness_prob(-delta, mind->wis, s0, mind->ct, mind->nm);
    p->nxt[idx(p, s1, g, m, x, r)] += w * (1.0 - pm);
    if (pm <= 0.0)
        return;
    p->x->onsets_mean += w * pm;
    p->x->ev_mad_mean[e] += w * pm;
    int k = sanity_madness_k(s0, mind->ct, mind->nm);
    double each = w * pm / ((double)k * k);
    for (int a = 1; a <= k; a++)
        for (int b = 1; b <= k; b++)
            p->nxt[idx(p, s1, g, 1 + a + b, x, r)] += each;
}

/* One minor loss with its die distribution: pmf q[0..12]; with prob. act. */
static void minor_all(struct dp *p, const double q[13], double act, bool check,
                      const struct sanity_mind *mind, int e)
{
    begin(p);
    for (struct live at = {.i = SIZE_MAX}; next_live(p, &at);) {
        p->nxt[at.i] += at.w * (1.0 - act + act * q[0]);
        for (int v = 1; v < 13; v++)
            if (q[v] > 0.0)
                change(p, at.w * act * q[v], &at, at.g, -v, check, mind, e);
    }
    commit(p);
}

/* spot_monster() `count` times for the event's species; the mind after it. */
static struct sanity_mind see(struct dp *p, int e, int count, const struct sanity_det *d)
{
    const struct sanity_case *c = p->c;
    const struct sanity_hero *h = &c->hero;
    const struct sanity_event *v = &c->ev[e];
    int slot = sanity_slot(c, e), sp = sanity_event_species(c, e);
    bool seen = (d->seen >> slot & 1u) != 0;
    bool gives = sanity_species_at(sp)->madness != NULL;
    double ps = sanity_save_prob(h->wis, h->narya, h->nodensfork);
    struct sanity_mind mind = sanity_det_mind(c, d);
    for (int inst = 0; inst < count; inst++) {
        bool first = !seen && inst == 0;
        mind.mad = d->mad || (gives && !first);
        begin(p);
        double q[NS];
        if (first)
            sanity_first_loss_pmf(sp, h->xl, ps, q);
        for (struct live at = {.i = SIZE_MAX}; next_live(p, &at);) {
            if (first) {
                for (int loss = 1; loss < NS; loss++)
                    if (q[loss] > 0.0)
                        change(p, at.w * q[loss], &at, slot == p->slot ? loss : at.g, -loss,
                               v->hostile, &mind, e);
            } else if (at.s >
                       SAN_MAX - at.g) { /* the drain (docs/rules.md, Sanity loss from monsters) */
                p->nxt[at.i] += at.w * ps;
                p->nxt[idx(p, sanity_clamp(at.s - 1, mind.mad), at.g, at.m, at.x, at.r)] +=
                    at.w * (1.0 - ps);
            } else {
                p->nxt[at.i] += at.w;
            }
        }
        commit(p);
    }
    mind.mad = mind.mad || (gives && count > 0);
    return mind;
}

/* The apocalypse angel's whisper on one turn: a miss (rn2(N) < 10) raises the random insight; a
 * hit is the minor loss on effect 2 of rn2(9). */
static void angel(struct dp *p, int e, const struct sanity_det *d, const struct sanity_mind *mind)
{
    const struct sanity_hero *h = &p->c->hero;
    double q[13];
    sanity_minor_loss_pmf(20, sanity_save_prob(h->wis, h->narya, h->nodensfork), q);
    begin(p);
    for (struct live at = {.i = SIZE_MAX}; next_live(p, &at);) {
        int n = d->insight + at.x;
        double hit = n > 10 ? (double)(n - 10) / n : 0.0, act = hit / 9.0;
        if (hit < 1.0) /* x + 1 < X: sanity_xins_max counts every turn */
            p->nxt[idx(p, at.s, at.g, at.m, at.x + 1, at.r)] += at.w * (1.0 - hit);
        p->nxt[at.i] += at.w * (hit - act + act * q[0]);
        for (int v = 1; v < 13; v++)
            if (q[v] > 0.0)
                change(p, at.w * act * q[v], &at, at.g, -v, true, mind, e);
    }
    commit(p);
}

/* A Lost Name after the second: +1 random insight with chance 1/u.uboln. */
static void lost_name_insight(struct dp *p, const struct sanity_det *d)
{
    if (d->boln < 2)
        return;
    double q = 1.0 / d->boln;
    begin(p);
    for (struct live at = {.i = SIZE_MAX}; next_live(p, &at);) {
        branch(p, at.i, at.w, q, idx(p, at.s, at.g, at.m, at.x + 1, at.r));
    }
    commit(p);
}

/* The first kill of an insight species: +max(1, D/10) on the check, with the veil pierced. */
static void kill(struct dp *p, int e, const struct sanity_det *d)
{
    const struct sanity_case *c = p->c;
    const struct sanity_event *v = &c->ev[e];
    if (d->veil)
        return;
    double q = v->count == 1 ? 1.0 : sanity_save_prob(c->hero.wis, 0, false);
    begin(p);
    for (struct live at = {.i = SIZE_MAX}; next_live(p, &at);) {
        branch(
            p, at.i, at.w, q,
            idx(p, sanity_clamp(at.s + sanity_kill_gain(v->arg), d->mad), at.g, at.m, at.x, at.r));
    }
    commit(p);
}

/* A deterministic map of S (restoration). */
static void map_s(struct dp *p, int e, const struct sanity_det *d)
{
    const struct sanity_case *c = p->c;
    const struct sanity_event *v = &c->ev[e];
    begin(p);
    for (struct live at = {.i = SIZE_MAX}; next_live(p, &at);) {
        int to = 0;
        switch (v->kind) {
        case SE_SLEEPING:
            to = sanity_sleeping(at.s, v->arg, d->mad);
            break;
        case SE_RESTORE:
            to = sanity_restore_ability(at.s, v->arg, d->mad);
            break;
        case SE_EFFIGY:
            to = sanity_effigy(at.s);
            break;
        case SE_NURSE:
            to = sanity_nurse(at.s, v->arg);
            break;
        case SE_PRAY:
            to = sanity_pray_fix(at.s, c->hero.wis, v->arg & 1, v->arg & 2, d->mad);
            break;
        default: { /* SE_BOOZE */
            int drunk = d->drunk;
            to = at.s;
            for (int k = 0; k < v->arg; k++)
                to = sanity_booze(to, &drunk, c->hero.xl, d->mad);
            break;
        }
        }
        p->nxt[idx(p, to, at.g, at.m, at.x, at.r)] += at.w;
    }
    commit(p);
}

/* The books: +1 with P(S < 100 and rnd(30) < W), or -1 with P = S/100. */
static void book(struct dp *p, int e, const struct sanity_det *d)
{
    const struct sanity_case *c = p->c;
    bool up = c->ev[e].kind == SE_NECRO_OK || c->ev[e].kind == SE_LOST_NEW;
    double pw = sanity_save_prob(c->hero.wis, 0, false);
    begin(p);
    for (struct live at = {.i = SIZE_MAX}; next_live(p, &at);) {
        double q = up ? (at.s < SAN_MAX ? pw : 0.0) : at.s / 100.0;
        int to = sanity_clamp(at.s + (up ? 1 : -1), d->mad);
        branch(p, at.i, at.w, q, idx(p, to, at.g, at.m, at.x, at.r));
    }
    commit(p);
}

static void event(struct dp *p, int e, int t, struct sanity_det *d)
{
    const struct sanity_case *c = p->c;
    const struct sanity_hero *h = &c->hero;
    const struct sanity_event *v = &c->ev[e];
    double ps = sanity_save_prob(h->wis, h->narya, h->nodensfork);
    double q[13];
    sanity_event_pre(c, e, d);
    struct sanity_mind mind = sanity_det_mind(c, d);
    switch (v->kind) {
    case SE_SEE:
        see(p, e, v->count, d);
        break;
    case SE_DELIRIUM:
        if (!sanity_ct_blocks(h)) {
            bool undisguised = t == v->turn && sanity_delirium_undisguised(c, e);
            if (undisguised)
                mind = see(p, e, 1, d);
            sanity_minor_loss_pmf(17, ps, q);
            minor_all(p, q, undisguised ? 1.0 : 2.0 / 3.0, v->hostile, &mind, e);
        }
        break;
    case SE_TENTACLES:
        sanity_minor_loss_pmf(34, ps, q);
        minor_all(p, q, 1.0, true, &mind, e);
        break;
    case SE_KILL:
        kill(p, e, d);
        break;
    case SE_MAD: /* count == 1 here */
        if (!sanity_ct_blocks(h)) {
            sanity_minor_loss_pmf(v->arg, ps, q);
            minor_all(p, q, 1.0, true, &mind, e);
        }
        break;
    case SE_ANGEL:
        angel(p, e, d, &mind);
        break;
    case SE_LOST_NEW:
        lost_name_insight(p, d);
        book(p, e, d);
        break;
    case SE_NECRO_OK:
    case SE_NECRO_FAIL:
    case SE_LOST_KNOWN:
        book(p, e, d);
        break;
    default:
        map_s(p, e, d);
        break;
    }
    sanity_event_post(c, e, d);
}

/* The increment of turn t: timers down, regeneration (docs/rules.md, Sanity regeneration). */
static void quiet(struct dp *p, int t, const struct sanity_det *d)
{
    int *rr = p->rr;
    for (int x = 0; x < p->X; x++)
        rr[x] = sanity_det_threshold(p->c, d, x);
    begin(p);
    for (struct live at = {.i = SIZE_MAX}; next_live(p, &at);) {
        int s1 = at.s + sanity_regen_gain(at.s, rr[at.x], t);
        p->nxt[idx(p, s1 > SAN_MAX ? SAN_MAX : s1, at.g, at.m > 0 ? at.m - 1 : 0, at.x, at.r)] +=
            at.w;
    }
    commit(p);
}

static void marginal_s(const struct dp *p, struct nh_pmf *f)
{
    for (size_t i = 0; i < p->n; i++)
        if (p->cur[i] != 0.0) {
            int s, g, m, x, r;
            unidx(p, i, &s, &g, &m, &x, &r);
            f->p[s] += p->cur[i];
        }
}

static void recover(struct dp *p, int t)
{
    for (size_t i = 0; i < p->n; i += 2) { /* r = 0 entries */
        double w = p->cur[i];
        int s, g, m, x, r;
        unidx(p, i, &s, &g, &m, &x, &r);
        if (w != 0.0 && s >= p->c->target) {
            p->cur[i + 1] += w;
            p->cur[i] = 0.0;
            p->x->recover->p[t - p->x->recover->lo] += w;
        }
    }
}

/* The tracked slot: the one species spotted more than once; -2 if two. */
static int tracked_slot(const struct sanity_case *c)
{
    long spots[SAN_EVENTS_MAX] = {0};
    int slot = -1;
    for (int e = 0; e < c->nev; e++)
        if (c->ev[e].kind == SE_SEE)
            spots[sanity_slot(c, e)] += (long)c->ev[e].count * c->ev[e].turns;
        else if (sanity_slot(c, e) >= 0) /* an undisguised delirium's one spot */
            spots[sanity_slot(c, e)]++;
    for (int e = 0; e < c->nev; e++)
        if (spots[e] > 1) {
            if (slot >= 0)
                return -2;
            slot = e;
        }
    return slot;
}

static bool any_check(const struct sanity_case *c)
{
    for (int e = 0; e < c->nev; e++) {
        const struct sanity_event *v = &c->ev[e];
        if (v->kind == SE_MAD || v->kind == SE_ANGEL || v->kind == SE_TENTACLES ||
            ((v->kind == SE_SEE || v->kind == SE_DELIRIUM) && v->hostile))
            return true;
    }
    return false;
}

static int alloc_out(const struct sanity_case *c, struct sanity_exact *x)
{
    memset(x, 0, sizeof *x);
    struct nh_pmf *f = calloc((size_t)c->ncheck + 2, sizeof *f);
    if (!f)
        return -1;
    x->npmf = c->ncheck + 2;
    x->end = &f[0];
    x->recover = &f[1];
    x->at = &f[2];
    int rlo = sanity_recover_lo(c);
    if (pmf_init_zero(x->end, 0, NS) || pmf_init_zero(x->recover, rlo, (size_t)(c->end + 2 - rlo)))
        return -1;
    for (int i = 0; i < c->ncheck; i++)
        if (pmf_init_zero(&x->at[i], 0, NS))
            return -1;
    return 0;
}

void sanity_exact_free(struct sanity_exact *x)
{
    for (int i = 0; x->end && i < x->npmf; i++)
        pmf_free(&x->end[i]);
    free(x->end);
    memset(x, 0, sizeof *x);
}

/* The state's dimensions for c; 0, or 1 with *why set when c is outside the DP. */
static int dims(const struct sanity_case *c, struct dp *p, const char **why)
{
    int slot = tracked_slot(c);
    *why = "";
    if (slot == -2) {
        *why = "two species seen more than once";
        return 1;
    }
    for (int e = 0; e < c->nev; e++)
        if (c->ev[e].kind == SE_MAD && c->ev[e].count > 1) {
            *why = "a mad-template event of more than one monster";
            return 1;
        }
    p->c = c;
    p->G = slot >= 0 ? NS : 1;
    p->M = any_check(c) ? SAN_TIMER_MAX + 1 : 1;
    p->X = 1 + sanity_xins_max(c);
    p->slot = slot;
    /* Insight gained at random (angel misses, Lost Names) is one more dimension. */
    size_t base = (size_t)NS * (size_t)p->G * (size_t)p->M * 2;
    if ((size_t)p->X > DP_CELLS_MAX / base) {
        *why = "too many insight values to follow (long apocalypse-angel encounters or many "
               "Lost Names, with a species seen more than once or a temporary madness possible)";
        return 1;
    }
    p->n = base * (size_t)p->X;
    return 0;
}

const char *sanity_exact_why(const struct sanity_case *c)
{
    struct dp p;
    const char *why;
    memset(&p, 0, sizeof p);
    return sanity_case_check(c, NULL, 0) == 0 && dims(c, &p, &why) != 0 ? why : "";
}

int sanity_exact(const struct sanity_case *c, struct sanity_exact *x)
{
    memset(x, 0, sizeof *x);
    if (sanity_case_check(c, NULL, 0) != 0)
        return -1;
    struct dp p;
    const char *why;
    memset(&p, 0, sizeof p);
    if (dims(c, &p, &why) != 0)
        return 1;
    p.x = x;
    p.cur = calloc(p.n, sizeof *p.cur);
    p.nxt = calloc(p.n, sizeof *p.nxt);
    p.rr = calloc((size_t)p.X, sizeof *p.rr);
    if (!p.cur || !p.nxt || !p.rr || alloc_out(c, x) != 0) {
        free(p.cur);
        free(p.nxt);
        free(p.rr);
        sanity_exact_free(x);
        return -1;
    }
    struct sanity_det d;
    sanity_det_init(c, &d);
    p.cur[idx(&p, c->hero.sanity, 0, 0, 0, 0)] = 1.0;
    int next_check = 0;
    for (int t = c->hero.turn0 + 1; t <= c->end; t++) {
        for (int e = 0; e < c->nev; e++)
            if (sanity_event_is_encounter(c->ev[e].kind) && sanity_event_on(c, e, t))
                event(&p, e, t, &d);
        quiet(&p, t, &d);
        for (int e = 0; e < c->nev; e++)
            if (!sanity_event_is_encounter(c->ev[e].kind) && sanity_event_on(c, e, t))
                event(&p, e, t, &d);
        if (t >= c->recover_from)
            recover(&p, t);
        while (next_check < c->ncheck && c->checkpoint[next_check] == t)
            marginal_s(&p, &x->at[next_check++]);
    }
    marginal_s(&p, x->end);
    for (size_t i = 0; i < p.n; i += 2)
        x->recover->p[x->recover->n - 1] += p.cur[i];
    free(p.cur);
    free(p.nxt);
    free(p.rr);
    return 0;
}
