/* growth_exact: exact max-HP distributions of a growth timeline
 * (growth_impl.h).
 *
 * Max HP is kept as base + the gains recorded per XL (u.uhpinc, 3.6.7 and
 * 5.0), all independent, so a 3.6.7/5.0 drain removes exactly the recorded
 * gain of that level (docs/rules.md, Level drain) and a 3.4.3 drain subtracts a fresh roll.  An
 * event whose effect depends on the max HP itself (a nurse's bound, 5.0's
 * XL-30 throttle, a floor that can bind) first folds the recorded gains
 * into the base; after that a 3.6.7/5.0 drain cannot be exact and the
 * timeline needs Monte Carlo.  Prayers, and healing or extra healing below
 * full HP, need Monte Carlo too.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kinds/growth/growth_impl.h"
#include "nhmc/pmf.h"
#include "nhmc/hero_rules.h"

struct state {
    const struct growth_case *c;
    struct nh_pmf base;
    struct nh_pmf slot[NH_MAXULEV]; /* slot[x]: the gain made at XL x (p NULL: none) */
    bool folded;                    /* slots folded into base: a 3.6.7/5.0 drain is not exact */
    int folded_by;                  /* the event that folded them */
    int xl, xlmax, con;
    int xlpeak;   /* xNetHack's u.ulevelpeak: the highest XL reached */
    bool drained; /* a drain happened: max HP may be below its peak */
    bool hp_full;
    int event;
    const struct growth_checkpoint *cp;
    int ncp;
    struct nh_pmf *out;
    bool *taken;
    char *err;
    size_t errlen;
};

#define NO_MEMORY (-1)

/* fix + add + the dice, at least 1. */
static int dice_pmf(struct growth_dice d, int add, struct nh_pmf *g)
{
    if (pmf_init_const(g, d.fix + add) != 0)
        return NO_MEMORY;
    for (int k = 0; k < 4; k++) {
        struct nh_pmf u;
        if (!d.sides[k])
            continue;
        if (pmf_init_uniform(&u, 1, d.sides[k]) != 0 || pmf_add_independent(g, &u) != 0) {
            pmf_free(&u);
            pmf_free(g);
            return NO_MEMORY;
        }
        pmf_free(&u);
    }
    return pmf_floor(g, 1) == 0 ? 0 : NO_MEMORY;
}

/* The pmf of one level gain made at XL x (docs/rules.md, Level-up HP): dice, Con bonus, floor 1;
 * no 5.0 throttle (applied by the caller at XL 30). */
static int gain_pmf(const struct state *s, int x, struct nh_pmf *g)
{
    return dice_pmf(growth_gain_dice(s->c, x), nh_conplus(s->con), g);
}

/* base + every recorded gain, into *out. */
static int total(const struct state *s, struct nh_pmf *out)
{
    if (pmf_copy(out, &s->base) != 0)
        return NO_MEMORY;
    for (int x = 0; x < NH_MAXULEV; x++)
        if (s->slot[x].p && pmf_add_independent(out, &s->slot[x]) != 0) {
            pmf_free(out);
            return NO_MEMORY;
        }
    return 0;
}

static int fold(struct state *s)
{
    struct nh_pmf t;
    if (total(s, &t) != 0)
        return NO_MEMORY;
    pmf_free(&s->base);
    s->base = t;
    for (int x = 0; x < NH_MAXULEV; x++)
        pmf_free(&s->slot[x]);
    if (!s->folded)
        s->folded_by = s->event;
    s->folded = true;
    return 0;
}

static int take(struct state *s, int k)
{
    if (total(s, &s->out[k]) != 0)
        return NO_MEMORY;
    s->taken[k] = true;
    return 0;
}

static int reached_xl(struct state *s)
{
    for (int k = 0; k < s->ncp; k++) {
        const struct growth_checkpoint *p = &s->cp[k];
        if (p->measure == GM_MAXHP && p->at_xl == s->xl && !s->taken[k] &&
            (p->event == -1 || p->event == s->event) && take(s, k) != 0)
            return NO_MEMORY;
    }
    return 0;
}

/* 5.0's gain at XL 30: min(gain, limit(max HP before)), a function of the
 * max HP, so on the folded total. */
static int gain_throttled(struct state *s, const struct nh_pmf *g)
{
    if (fold(s) != 0)
        return NO_MEMORY;
    struct nh_pmf *b = &s->base, out;
    if (pmf_init_zero(&out, b->lo + 1, b->n + (size_t)pmf_max(g)) != 0)
        return NO_MEMORY;
    for (size_t i = 0; i < b->n; i++) {
        int64_t m = b->lo + (int64_t)i;
        int lim = nh_xl30_limit((int)m);
        for (size_t j = 0; j < g->n; j++) {
            int64_t v = g->lo + (int64_t)j;
            out.p[m + (v < lim ? v : lim) - out.lo] += b->p[i] * g->p[j];
        }
    }
    pmf_free(b);
    *b = out;
    pmf_trim(b);
    return 0;
}

/* pluslvl() (docs/rules.md, Level gain). */
static int gain_level(struct state *s)
{
    struct nh_pmf g;
    if (gain_pmf(s, s->xl, &g) != 0)
        return NO_MEMORY;
    int st;
    if (s->xl < NH_MAXULEV && !growth_drain_fresh(s->c->variant)) {
        pmf_free(&s->slot[s->xl]);
        s->slot[s->xl] = g; /* owned by the slot now */
        st = 0;
    } else if (s->xl == NH_MAXULEV && nh_throttles_xl30(s->c->variant)) {
        st = gain_throttled(s, &g);
        pmf_free(&g);
    } else {
        st = pmf_add_independent(&s->base, &g) == 0 ? 0 : NO_MEMORY;
        pmf_free(&g);
    }
    if (st != 0)
        return st;
    if (s->xl < NH_MAXULEV) {
        s->xl++;
        if (s->xl > s->xlmax)
            s->xlmax = s->xl;
        if (s->xl > s->xlpeak)
            s->xlpeak = s->xl;
        return reached_xl(s);
    }
    return 0;
}

static int unsupported(struct state *s, const char *why)
{
    const struct growth_event *e = &s->c->tl->ev[s->event];
    snprintf(s->err, s->errlen, "event %d \"%s\": %s; run without --exact (Monte Carlo)",
             s->event + 1, e->text, why);
    return GROWTH_EXACT_UNSUPPORTED;
}

/* losexp() (docs/rules.md, Level drain). */
static int lose_level(struct state *s)
{
    s->xl--;
    s->drained = true;
    enum nh_variant v = s->c->variant;
    if (growth_drain_fresh(v)) {
        struct nh_pmf g;
        if (gain_pmf(s, s->xl, &g) != 0)
            return NO_MEMORY;
        /* X - G for an independent fresh roll G: add -G */
        struct nh_pmf neg;
        if (pmf_init_zero(&neg, -pmf_max(&g), g.n) != 0) {
            pmf_free(&g);
            return NO_MEMORY;
        }
        for (size_t j = 0; j < g.n; j++)
            neg.p[g.n - 1 - j] = g.p[j];
        pmf_free(&g);
        int st = pmf_add_independent(&s->base, &neg);
        pmf_free(&neg);
        return st == 0 && pmf_floor(&s->base, 1) == 0 ? 0 : NO_MEMORY;
    }
    if (s->folded) {
        char why[160];
        snprintf(why, sizeof why,
                 "a drain removes the gain recorded for the level, which event %d (\"%s\") has "
                 "mixed into max HP",
                 s->folded_by + 1, s->c->tl->ev[s->folded_by].text);
        return unsupported(s, why);
    }
    pmf_free(&s->slot[s->xl]); /* its gain leaves max HP (0 if it never happened) */
    struct nh_pmf t;
    if (total(s, &t) != 0)
        return NO_MEMORY;
    int64_t least = pmf_min(&t);
    pmf_free(&t);
    int floor = growth_drain_floor_xl(v) ? (s->xl > 10 ? s->xl : 10) : 1;
    if (least < floor)
        return unsupported(s, "the floor of max HP after a drain can bind here");
    return 0;
}

static int restore_level(struct state *s)
{
    if (s->xl >= s->xlmax)
        return 0;
    s->xlmax--;
    return gain_level(s);
}

/* A potion of restore ability (docs/rules.md, Restore ability): a level
 * gain for each level it gives back; the highest XL stays. */
static int restore_ability(struct state *s, int bcsign)
{
    if (s->c->variant == NH_VXNH) {
        /* xNetHack: at the peak level, half the max HP lost below its peak
         * (growth_restore_ability_hp), nothing while max HP never fell;
         * below it, levels up to the peak */
        if (s->xl == s->xlpeak && bcsign >= 0 && s->drained)
            return unsupported(s, "xNetHack's restore ability at the peak level gives back half "
                                  "the max HP lost below its peak, which depends on max HP's "
                                  "history");
        int n = growth_restore_ability_levels(NH_VXNH, bcsign, s->xl, s->xlpeak), st = 0;
        for (int k = 0; k < n && st == 0; k++)
            st = gain_level(s);
        return st;
    }
    int n = growth_restore_ability_levels(s->c->variant, bcsign, s->xl, s->xlmax), st = 0;
    if (n > 3 && s->c->variant == NH_VEVH && bcsign > 0)
        return unsupported(s, "EvilHack's blessed restore ability gives back rn1(3, 3) of the "
                              "lost levels, here more than 3 (a mixture the exact model does not "
                              "follow)");
    for (int k = 0; k < n && st == 0; k++)
        st = gain_level(s);
    return st;
}

static int quaff(struct state *s, const struct growth_event *e)
{
    struct growth_heal h = growth_quaff_heal(s->c->variant, e);
    int least = (h.fix + h.n) / (h.halved ? 2 : 1); /* the least heal: 400 or 200 for full */
    if (!s->hp_full) {
        if (e->potion != GP_FULL_HEALING)
            return unsupported(s, "healing and extra healing below full HP");
        struct nh_pmf t;
        if (total(s, &t) != 0)
            return NO_MEMORY;
        int64_t most = pmf_max(&t);
        pmf_free(&t);
        if (most > least) /* HP >= 1: 1 + heal > max HP whenever max HP <= heal */
            return unsupported(s, h.halved ? "diluted full healing below full HP with max HP "
                                             "above 200"
                                           : "full healing below full HP with max HP above 400");
    } else if (least < 1) {
        return unsupported(s, "a potion that may heal nothing at full HP");
    }
    pmf_shift(&s->base, growth_quaff_bonus(s->c->variant, e));
    s->hp_full = true;
    if (growth_quaff_restores(s->c->variant, e))
        return restore_level(s);
    return 0;
}

static void nurse_odds(int xl, int64_t lo, size_t n, long double *q)
{
    long double tail[GROWTH_D2XL_TOP + 1];
    growth_nurse_tail(xl, tail);
    for (size_t i = 0; i < n; i++)
        q[i] = growth_nurse_raise_odds((int)(lo + (int64_t)i), xl, tail);
}

/* Nurse hits on the folded max HP (docs/rules.md, Nurses): a chain that steps +1 with
 * probability q(m); "until" stops at the target (only m = target - 1 steps
 * into it) and counts the hits. */
static int nurse(struct state *s, const struct growth_event *e)
{
    if (fold(s) != 0)
        return NO_MEMORY;
    int most = growth_nurse_hits(s->c, e);
    int target = growth_nurse_target(s->c, e, s->xl);
    struct nh_pmf *b = &s->base;
    /* a hit raises max HP only below 25 XL (docs/rules.md, Nurses): no cell above that, or
     * above the target, can fill */
    int64_t hi = b->lo + (int64_t)b->n - 1, top = 25 * (int64_t)s->xl;
    size_t grow = target > 0  ? (size_t)(target > b->lo ? target - b->lo : 0)
                  : hi >= top ? 0
                              : (size_t)(top - hi < most ? top - hi : most);
    struct nh_pmf m, hits = {0, 0, NULL};
    if (pmf_init_zero(&m, b->lo, b->n + grow + 1) != 0)
        return NO_MEMORY;
    memcpy(m.p, b->p, b->n * sizeof *b->p);
    long double *q = malloc(m.n * sizeof *q);
    if (!q || (target > 0 && pmf_init_zero(&hits, 0, (size_t)most + 1) != 0)) {
        free(q);
        pmf_free(&m);
        return NO_MEMORY;
    }
    nurse_odds(s->xl, m.lo, m.n, q);
    /* cells from `stop` on have reached the target and no longer move */
    size_t stop = target > 0 ? (target > m.lo ? (size_t)(target - m.lo) : 0) : m.n - 1;
    long double active = 0;
    for (size_t i = 0; i < m.n; i++) {
        if (i < stop)
            active += m.p[i];
        else if (target > 0)
            hits.p[0] += m.p[i]; /* there already: no hit */
    }
    for (int h = 1; h <= most; h++) {
        /* downward, so each cell's mass moves at most once a hit */
        long double arrived = 0;
        for (size_t i = stop; i-- > 0;) {
            long double up = m.p[i] * q[i];
            m.p[i] -= up;
            m.p[i + 1] += up;
            if (i + 1 == stop)
                arrived = up;
        }
        if (target > 0) {
            hits.p[h] = arrived;
            active -= arrived;
            /* below 1e-40 the rest cannot show in any printed digit: it
             * is dropped, so no row shows a bound no trial will see */
            if (active < 1e-40L) {
                memset(m.p, 0, stop * sizeof *m.p);
                active = 0;
                break;
            }
        }
    }
    if (target > 0)
        hits.p[most] += active > 0 ? active : 0; /* the cap: never reached */
    free(q);
    pmf_free(b);
    *b = m;
    pmf_trim(b);
    for (int k = 0; k < s->ncp; k++) {
        const struct growth_checkpoint *p = &s->cp[k];
        if (p->event != s->event)
            continue;
        if (p->measure == GM_NURSE_HITS) {
            pmf_trim(&hits);
            s->out[k] = hits;
            hits.p = NULL;
            s->taken[k] = true;
        } else if (p->measure == GM_NURSES_LOST) {
            /* Binomial(K, 1/91): each hit loses its nurse independently */
            struct nh_pmf *lost = &s->out[k];
            if (pmf_init_zero(lost, 0, (size_t)most + 1) != 0)
                return NO_MEMORY;
            lost->p[0] = powl(90.0L / 91.0L, most);
            for (int j = 0; j < most; j++)
                lost->p[j + 1] = lost->p[j] * (long double)(most - j) / (j + 1) / 90.0L;
            pmf_trim(lost);
            s->taken[k] = true;
        }
    }
    pmf_free(&hits);
    return 0; /* HP: full stays full (rnd(7) is capped), else unknown: still not full */
}

/* Rows of "xK each" after repetition k. */
static int after_step(struct state *s, int k)
{
    for (int r = 0; r < s->ncp; r++)
        if (s->cp[r].event == s->event && s->cp[r].step == k && take(s, r) != 0)
            return NO_MEMORY;
    return 0;
}

/* One of the K of a counted event: gain level, drain, restore, restore
 * ability or potion. */
static int once(struct state *s, const struct growth_event *e)
{
    switch (e->kind) {
    case GE_GAIN_LEVEL:
        return gain_level(s);
    case GE_DRAIN:
        return lose_level(s);
    case GE_RESTORE:
        return restore_level(s);
    case GE_RESTORE_ABILITY:
        return restore_ability(s, e->bcsign);
    default: /* GE_POTION */
        return quaff(s, e);
    }
}

static int apply(struct state *s, const struct growth_event *e)
{
    int st = 0;
    for (int k = 0; growth_event_counted(e->kind) && k < e->count && st == 0; k++)
        if ((st = once(s, e)) == 0)
            st = after_step(s, k + 1);
    switch (e->kind) {
    case GE_LEVEL: {
        int to = e->xl_to < 0 ? s->xl - e->xl_to : e->xl_to;
        while (st == 0 && s->xl < to)
            st = gain_level(s);
        break;
    }
    case GE_NURSE:
        st = nurse(s, e);
        break;
    case GE_PRAY:
        return unsupported(s, "a prayer's outcome depends on the whole prayer state");
    case GE_CON:
        s->con = e->value;
        break;
    case GE_HP:
        s->hp_full = e->hp_mode == GH_FULL;
        break;
    default: /* the counted events, stepped above */
        break;
    }
    return st;
}

int growth_exact(const struct growth_case *c, struct nh_pmf *out, char *err, size_t errlen)
{
    struct growth_checkpoint cp[GROWTH_MAX_CHECKPOINTS];
    bool taken[GROWTH_MAX_CHECKPOINTS] = {false};
    struct state s;
    if (c->variant == NH_VDNH) {
        /* dNetHack rebuilds max HP from three parts after every event, the
         * bonus under a cap that moves with XL and Con: not a sum of
         * independent parts (docs/rules.md, dNetHack growth). */
        snprintf(err, errlen,
                 "dnethack: max HP is rebuilt from the stored rolls, the soft-capped bonus and "
                 "the modifier after every event, which the exact model does not follow; run "
                 "without --exact (Monte Carlo), or nhmc levelup --variant dnethack --exact for "
                 "level gains alone");
        return GROWTH_EXACT_UNSUPPORTED;
    }
    memset(&s, 0, sizeof s);
    s.ncp = growth_checkpoints(c, cp, GROWTH_MAX_CHECKPOINTS, err, errlen);
    if (s.ncp < 0)
        return GROWTH_EXACT_UNSUPPORTED;
    memset(out, 0, (size_t)s.ncp * sizeof *out);
    s.c = c;
    s.cp = cp;
    s.out = out;
    s.taken = taken;
    s.err = err;
    s.errlen = errlen;
    s.xl = s.xlmax = s.xlpeak = 1;
    s.con = c->con;
    s.hp_full = true;
    s.event = -1;
    int st = dice_pmf(growth_start_dice(c), 0, &s.base) == 0 ? 0 : NO_MEMORY;
    if (st == 0)
        st = reached_xl(&s);
    while (st == 0 && s.xl < c->start_xl)
        st = gain_level(&s);
    for (int i = 0; i < c->tl->n && st == 0; i++) {
        s.event = i;
        st = reached_xl(&s);
        if (st == 0)
            st = apply(&s, &c->tl->ev[i]);
        for (int k = 0; k < s.ncp && st == 0; k++)
            if (cp[k].event == i && cp[k].measure == GM_MAXHP && cp[k].at_xl == 0 &&
                cp[k].step == 0)
                st = take(&s, k);
    }
    pmf_free(&s.base);
    for (int x = 0; x < NH_MAXULEV; x++)
        pmf_free(&s.slot[x]);
    if (st == 0)
        for (int k = 0; k < s.ncp; k++)
            if (!taken[k]) {
                snprintf(err, errlen,
                         "row \"%s\" is never reached in this timeline; expected an XL it reaches",
                         cp[k].label);
                st = GROWTH_EXACT_UNSUPPORTED;
                break;
            }
    if (st != 0) {
        for (int k = 0; k < s.ncp; k++)
            pmf_free(&out[k]);
        if (st == NO_MEMORY)
            snprintf(err, errlen, "out of memory");
    }
    return st;
}
