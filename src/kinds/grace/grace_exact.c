/* grace_exact: the exact distributions of a fight (grace_impl.h) by dynamic
 * programming.
 *
 * Between turns the hero is alive with some HP and the once-per-game flag
 * set or not: a Markov chain over (HP, used).  Within a monster phase two
 * more things matter: the latch (set only together with the flag) and
 * whether H0 passes the rule's threshold (fixed for the phase, and only
 * needed while the flag is unset).  So a phase runs over four states per HP:
 *   ST_FRESH     used = 0, H0 below the threshold (or the rule has no H0)
 *   ST_FRESH_Q   used = 0, H0 passes the threshold
 *   ST_USED      used = 1, latch = 0
 *   ST_LATCHED   used = 1, latch = 1
 * and each attack attempt moves probability with the damage pmf through
 * grace_hit itself, with a representative H0 (0 or maxhp) standing for "does
 * not pass" / "passes".
 *
 * Two facts of every rule (src/kinds/grace/grace_rules.c) keep it fast and exact:
 *  - a lethal hit (dmg >= HP) has the same effect whatever dmg is: HP - 1
 *    when saved, death otherwise.  So damage is computed capped at maxhp
 *    (>= HP), the mass above lumped on the cap, and the lethal tail is one
 *    call;
 *  - a non-lethal hit either passes unchanged or (xNetHack's latch) becomes
 *    HP - 1, for every dmg alike and without changing the state.  So one
 *    call with the smallest non-lethal damage classifies them all.
 * The Monte Carlo reference (grace_trial) checks both in tests/test_grace.c.
 *
 * 0 HP that is not death (docs/rules.md, Life saving and polymorph): the
 * natural form's states come in one layer, or two with an amulet of life
 * saving (worn, used up: its max HP), and a polymorphed hero has one more
 * array, the form's HP, as nothing else changes while polymorphed (grace
 * sees only the natural form, whose HP stands still).  A death with the
 * amulet worn moves to the used layer at its HP; the form's 0 HP moves to
 * the natural form at its starting HP (or is death with unchanging).
 *
 * Precision: long double; every step adds nonnegative products, so the
 * relative error stays near (steps) * 2^-64, as in pmf.h.
 */
#include <stdlib.h>
#include <string.h>

#include "kinds/grace/grace_impl.h"
#include "nhmc/pmf.h"

enum { ST_FRESH, ST_FRESH_Q, ST_USED, ST_LATCHED, ST_COUNT };

/* The damage of one hit, d(n, s) + k, capped at `cap`: f[v] = P(min(D, cap)
 * = v) for v = 0..cap.  A running window sum makes each die O(cap). */
static int damage_capped(const struct grace_case *c, int cap, struct nh_pmf *f)
{
    if (pmf_init_zero(f, 0, (size_t)cap + 1) != 0)
        return -1;
    long double *p = f->p;
    p[c->dice_k < cap ? c->dice_k : cap] = 1.0L;
    long double *q = malloc(((size_t)cap + 1) * sizeof *q);
    if (!q) {
        pmf_free(f);
        return -1;
    }
    long double inv = 1.0L / c->dice_s;
    for (int die = 0; die < c->dice_n; die++) {
        /* q[v] = (1/s) sum_{j=1..s} p[v - j] for v < cap; q[cap] takes the
         * rest (p[cap] stays at cap, every p[u] with u + j >= cap moves up). */
        long double win = 0.0L;
        for (int v = 0; v < cap; v++) {
            if (v - 1 >= 0)
                win += p[v - 1];
            if (v - 1 - c->dice_s >= 0)
                win -= p[v - 1 - c->dice_s];
            /* the running sum can dip a rounding error below 0 */
            q[v] = win > 0 ? win * inv : 0.0L;
        }
        long double below = 0.0L;
        for (int v = 0; v < cap; v++)
            below += q[v];
        long double total = 0.0L;
        for (int v = 0; v <= cap; v++)
            total += p[v];
        q[cap] = total - below;
        if (q[cap] < 0)
            q[cap] = 0;
        memcpy(p, q, ((size_t)cap + 1) * sizeof *p);
    }
    free(q);
    return 0;
}

/* Probabilities the fight accumulates. */
struct acc {
    long double *death;        /* death[t], t = 1..turns */
    long double *grace;        /* grace[t]: grace fired on turn t */
    long double dead_by[2];    /* dead with the flag unset / set */
    long double dead_saves[4]; /* dead, by reverted << 1 | life saved */
};

enum { LAYERS = 2 }; /* the amulet worn (or none), used up */

struct dp {
    const struct grace_case *c;
    int size;                          /* the arrays hold HP 0..size */
    int nl;                            /* natural layers: 1, or 2 with the amulet */
    int mx[LAYERS];                    /* the natural max HP of each layer */
    long double *st[LAYERS][ST_COUNT]; /* st[L][s][hp], hp = 0..size (0 unused) */
    long double *nx[LAYERS][ST_COUNT]; /* the next attempt's */
    long double *pm, *npm;             /* polymorphed: the form's HP (NULL: not) */
    int rev_state;                     /* where a return to the natural form lands */
    int rev;                           /* 1: the natural form is reached only by reverting */
    const long double *dmg;            /* capped damage pmf, 0..size */
    long double *tail;                 /* tail[h] = P(D >= h), h = 0..size + 1 */
    int dmin, dmax;                    /* least and most damage of a hit */
};

static struct grace_state rep_state(int st, int max)
{
    struct grace_state s = {.used = st >= ST_USED, .latch = st == ST_LATCHED};
    s.h0 = st == ST_FRESH_Q ? max : 0;
    return s;
}

static int state_of(const struct grace_state *s, int from)
{
    if (!s->used)
        return from; /* unchanged: still fresh, same H0 */
    return s->latch ? ST_LATCHED : ST_USED;
}

static void die(struct acc *a, int t, long double p, bool used, int saves)
{
    a->death[t] += p;
    a->dead_by[used] += p;
    a->dead_saves[saves] += p;
}

/* One attempt on the natural form of layer L at hp, state s, mass m. */
static void natural_hit(struct dp *d, int L, int s, int hp, long double m, long double phit, int t,
                        struct acc *a)
{
    const struct grace_case *c = d->c;
    int max = d->mx[L];
    long double mh = m * phit;
    /* The lethal tail: every dmg >= hp acts alike. */
    struct grace_state g = rep_state(s, max);
    int taken = grace_hit(c->rule, &g, hp, max, hp, true);
    long double pl = mh * d->tail[hp];
    if (hp - taken <= 0) {
        if (L == 0 && d->nl == LAYERS) /* done(): the amulet, then savelife() */
            d->nx[1][state_of(&g, s)][c->ls_hp] += pl;
        else
            die(a, t, pl, g.used, (L == 1) | d->rev << 1);
    } else {
        d->nx[L][state_of(&g, s)][hp - taken] += pl;
        if (g.used && s < ST_USED)
            a->grace[t] += pl;
    }
    /* The non-lethal hits, dmin .. hp - 1. */
    if (d->dmin >= hp)
        return;
    g = rep_state(s, max);
    taken = grace_hit(c->rule, &g, hp, max, d->dmin, true);
    long double *to = d->nx[L][state_of(&g, s)];
    if (taken == d->dmin) {
        /* damage above dmax has no mass: the work is what
         * grace_exact_work counts */
        int top = d->dmax < hp ? d->dmax + 1 : hp;
        for (int v = d->dmin; v < top; v++)
            to[hp - v] += mh * d->dmg[v];
    } else { /* xNetHack's latch: every one leaves 1 HP */
        to[1] += mh * (d->tail[d->dmin] - d->tail[hp]);
    }
}

/* One attempt on the polymorphed form at mh HP, mass m: no grace; at 0 the
 * natural form (rehumanize()) or, with unchanging, death. */
static void form_hit(struct dp *d, int mh, long double m, long double phit, int t, struct acc *a)
{
    const struct grace_case *c = d->c;
    long double mhit = m * phit;
    long double pl = mhit * d->tail[mh];
    if (c->unchanging)
        die(a, t, pl, false, 0);
    else
        d->nx[0][d->rev_state][c->hp] += pl;
    int top = d->dmax < mh ? d->dmax + 1 : mh;
    for (int v = d->dmin; v < top; v++)
        d->npm[mh - v] += mhit * d->dmg[v];
}

static void swap(long double **x, long double **y)
{
    long double *tmp = *x;
    *x = *y;
    *y = tmp;
}

/* One attack attempt on turn t. */
static void attempt(struct dp *d, long double phit, int t, struct acc *a)
{
    size_t bytes = ((size_t)d->size + 1) * sizeof(long double);
    long double pmiss = 1.0L - phit;
    for (int L = 0; L < d->nl; L++)
        for (int s = 0; s < ST_COUNT; s++)
            memset(d->nx[L][s], 0, bytes);
    for (int L = 0; L < d->nl; L++)
        for (int s = 0; s < ST_COUNT; s++)
            for (int hp = 1; hp <= d->mx[L]; hp++) {
                long double m = d->st[L][s][hp];
                if (m == 0.0L)
                    continue;
                d->nx[L][s][hp] += m * pmiss;
                natural_hit(d, L, s, hp, m, phit, t, a);
            }
    if (d->pm) {
        memset(d->npm, 0, bytes);
        for (int mh = 1; mh <= d->c->form_maxhp; mh++) {
            long double m = d->pm[mh];
            if (m == 0.0L)
                continue;
            d->npm[mh] += m * pmiss;
            form_hit(d, mh, m, phit, t, a);
        }
        swap(&d->pm, &d->npm);
    }
    for (int L = 0; L < d->nl; L++)
        for (int s = 0; s < ST_COUNT; s++)
            swap(&d->st[L][s], &d->nx[L][s]);
}

/* p gains regen_hp with regen_pct% at each HP below max; q is scratch. */
static void regen_array(struct dp *d, long double **p, long double **q, int max)
{
    const struct grace_case *c = d->c;
    long double r = c->regen_pct / 100.0L;
    long double *from = *p, *to = *q;
    memcpy(to, from, ((size_t)d->size + 1) * sizeof *to);
    for (int hp = 1; hp < max; hp++) {
        int up = hp + c->regen_hp < max ? hp + c->regen_hp : max;
        to[hp] -= from[hp] * r;
        to[up] += from[hp] * r;
    }
    swap(p, q);
}

/* The turn boundary (grace_impl.h): the latch is cleared (ST_LATCHED folds into
 * ST_USED), then each HP below max gains regen_hp with regen_pct% (the
 * form's HP while polymorphed). */
static void boundary(struct dp *d)
{
    const struct grace_case *c = d->c;
    for (int L = 0; L < d->nl; L++)
        for (int hp = 1; hp <= d->size; hp++) {
            d->st[L][ST_USED][hp] += d->st[L][ST_LATCHED][hp];
            d->st[L][ST_LATCHED][hp] = 0.0L;
            d->st[L][ST_FRESH][hp] += d->st[L][ST_FRESH_Q][hp];
            d->st[L][ST_FRESH_Q][hp] = 0.0L;
        }
    if (c->regen_hp == 0 || c->regen_pct == 0)
        return;
    static const int flagged[2] = {ST_FRESH, ST_USED};
    for (int L = 0; L < d->nl; L++)
        for (int k = 0; k < 2; k++)
            regen_array(d, &d->st[L][flagged[k]], &d->nx[L][flagged[k]], d->mx[L]);
    if (d->pm)
        regen_array(d, &d->pm, &d->npm, c->form_maxhp);
}

/* The start of a monster phase: the fresh mass splits by whether H0 = HP
 * passes the threshold (rules without H0 keep it all in ST_FRESH). */
static void phase_start(struct dp *d)
{
    if (!grace_uses_snapshot(d->c->rule))
        return;
    for (int L = 0; L < d->nl; L++)
        for (int hp = 1; hp <= d->mx[L]; hp++)
            if (grace_threshold(d->c->rule, hp, d->mx[L])) {
                d->st[L][ST_FRESH_Q][hp] += d->st[L][ST_FRESH][hp];
                d->st[L][ST_FRESH][hp] = 0.0L;
            }
}

static int fill(const struct grace_case *c, struct dp *d, const struct acc *a, struct nh_pmf *out)
{
    int32_t lo[GH_COUNT], hi[GH_COUNT];
    for (int h = 0; h < GH_COUNT; h++) {
        grace_hist_range(c, h, &lo[h], &hi[h]);
        if (pmf_init_zero(&out[h], lo[h], (size_t)(hi[h] - lo[h]) + 1) != 0)
            return -1;
    }
    long double alive[2] = {0, 0}, saves[4] = {0, 0, 0, 0};
    for (int L = 0; L < d->nl; L++)
        for (int hp = 1; hp <= d->size; hp++) {
            long double fresh = d->st[L][ST_FRESH][hp] + d->st[L][ST_FRESH_Q][hp];
            long double used = d->st[L][ST_USED][hp] + d->st[L][ST_LATCHED][hp];
            alive[0] += fresh;
            alive[1] += used;
            out[GH_FINAL_HP].p[hp] += fresh + used;
            saves[(L == 1) | d->rev << 1] += fresh + used;
        }
    if (d->pm)
        for (int mh = 1; mh <= c->form_maxhp; mh++) {
            alive[0] += d->pm[mh];
            saves[0] += d->pm[mh];
            out[GH_FINAL_HP].p[mh] += d->pm[mh];
        }
    out[GH_FINAL_HP].p[0] = a->dead_by[0] + a->dead_by[1];
    out[GH_OUTCOME].p[GRACE_SURVIVED] = alive[0];
    out[GH_OUTCOME].p[GRACE_SURVIVED_USED] = alive[1];
    out[GH_OUTCOME].p[GRACE_DIED] = a->dead_by[0];
    out[GH_OUTCOME].p[GRACE_DIED_USED] = a->dead_by[1];
    for (int t = 1; t <= c->turns; t++) {
        out[GH_DEATH_TURN].p[t - 1] = a->death[t];
        out[GH_GRACE_TURN].p[t] = a->grace[t];
    }
    out[GH_DEATH_TURN].p[c->turns] = alive[0] + alive[1];
    out[GH_GRACE_TURN].p[0] = alive[0] + a->dead_by[0];
    for (int k = 0; k < 4; k++)
        out[GH_SAVES].p[k] = saves[k] + a->dead_saves[k];
    return 0;
}

static void dp_free(struct dp *d)
{
    for (int L = 0; L < LAYERS; L++)
        for (int s = 0; s < ST_COUNT; s++) {
            free(d->st[L][s]);
            free(d->nx[L][s]);
        }
    free(d->pm);
    free(d->npm);
    free(d->tail);
}

/* The arrays of the case; false: no memory. */
static bool dp_alloc(struct dp *d)
{
    const struct grace_case *c = d->c;
    size_t n = (size_t)d->size + 1;
    bool ok = (d->tail = calloc(n + 1, sizeof *d->tail)) != NULL;
    for (int L = 0; L < d->nl; L++)
        for (int s = 0; s < ST_COUNT; s++) {
            d->st[L][s] = calloc(n, sizeof(long double));
            d->nx[L][s] = calloc(n, sizeof(long double));
            ok = ok && d->st[L][s] && d->nx[L][s];
        }
    if (grace_case_polymorphed(c)) {
        d->pm = calloc(n, sizeof(long double));
        d->npm = calloc(n, sizeof(long double));
        ok = ok && d->pm && d->npm;
    }
    return ok;
}

static int exact_one(const struct grace_case *c, struct nh_pmf *out)
{
    memset(out, 0, GH_COUNT * sizeof *out);
    if (grace_case_check(c, NULL, 0) != 0)
        return -1;
    struct dp d = {.c = c,
                   .size = grace_case_hp_cap(c),
                   .nl = grace_case_life_saving(c) ? LAYERS : 1,
                   .mx = {c->maxhp, c->ls_maxhp},
                   .rev = grace_case_polymorphed(c),
                   .dmin = grace_damage_min(c),
                   .dmax = grace_damage_max(c)};
    /* H0 while polymorphed is the natural HP, which stands still */
    d.rev_state = grace_uses_snapshot(c->rule) && grace_threshold(c->rule, c->hp, c->maxhp)
                      ? ST_FRESH_Q
                      : ST_FRESH;
    struct acc a = {0};
    struct nh_pmf dmg = {0};
    int st = -1;
    if (damage_capped(c, d.size, &dmg) != 0)
        goto done;
    d.dmg = dmg.p;
    a.death = calloc((size_t)c->turns + 1, sizeof *a.death);
    a.grace = calloc((size_t)c->turns + 1, sizeof *a.grace);
    if (!dp_alloc(&d) || !a.death || !a.grace)
        goto done;
    for (int v = d.size; v >= 0; v--)
        d.tail[v] = d.tail[v + 1] + d.dmg[v];
    if (d.pm)
        d.pm[c->form_hp] = 1.0L;
    else
        d.st[0][ST_FRESH][c->hp] = 1.0L;
    long double phit = (long double)c->hit_num / c->hit_den;
    for (int t = 1; t <= c->turns; t++) {
        if (t > 1)
            boundary(&d);
        phase_start(&d);
        if (phit > 0)
            for (int k = 0; k < c->hits; k++)
                attempt(&d, phit, t, &a);
    }
    st = fill(c, &d, &a, out);
done:
    pmf_free(&dmg);
    dp_free(&d);
    free(a.death);
    free(a.grace);
    if (st != 0)
        grace_exact_free(out);
    return st;
}

/* xNetHack's cursed amulet (docs/rules.md, Life saving and polymorph): half
 * the fights with an amulet that works, half with one that fails, which is
 * a fight without one (its GH_SAVES bit stays 0; its ranges lie within). */
int grace_exact(const struct grace_case *c, struct nh_pmf *out)
{
    if (!c->ls_faulty_half)
        return exact_one(c, out);
    struct grace_case works = *c, fails = *c;
    works.ls_faulty_half = fails.ls_faulty_half = false;
    fails.ls_hp = fails.ls_maxhp = 0;
    struct nh_pmf b[GH_COUNT];
    if (exact_one(&works, out) != 0)
        return -1;
    if (exact_one(&fails, b) != 0) {
        grace_exact_free(out);
        return -1;
    }
    for (int h = 0; h < GH_COUNT; h++) {
        for (size_t i = 0; i < out[h].n; i++)
            out[h].p[i] *= 0.5L;
        for (size_t j = 0; j < b[h].n; j++)
            out[h].p[b[h].lo + (int64_t)j - out[h].lo] += 0.5L * b[h].p[j];
    }
    grace_exact_free(b);
    return 0;
}

void grace_exact_free(struct nh_pmf *out)
{
    for (int h = 0; h < GH_COUNT; h++)
        pmf_free(&out[h]);
}

double grace_exact_work(const struct grace_case *c)
{
    if (grace_case_check(c, NULL, 0) != 0)
        return 0.0;
    /* per attempt: ST_COUNT states per HP, each the lethal call plus the
     * non-lethal damages below its HP */
    double range = (double)(grace_damage_max(c) - grace_damage_min(c) + 1);
    double inner = range < c->maxhp ? range : c->maxhp;
    double work = (double)c->turns * c->hits * ST_COUNT * c->maxhp * (inner + 2);
    if (grace_case_life_saving(c)) { /* the used layer, at its max HP */
        double ls_inner = range < c->ls_maxhp ? range : c->ls_maxhp;
        work += (double)c->turns * c->hits * ST_COUNT * c->ls_maxhp * (ls_inner + 2);
    }
    if (grace_case_polymorphed(c)) {
        double f_inner = range < c->form_maxhp ? range : c->form_maxhp;
        work += (double)c->turns * c->hits * c->form_maxhp * (f_inner + 2);
    }
    return c->ls_faulty_half ? 2 * work : work; /* two fights (grace_exact) */
}
