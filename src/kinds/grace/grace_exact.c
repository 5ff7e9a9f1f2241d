/* grace_exact: the exact distributions of a fight (grace.h) by dynamic
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
 * Precision: long double; every step adds nonnegative products, so the
 * relative error stays near (steps) * 2^-64, as in pmf.h.
 */
#include <stdlib.h>
#include <string.h>

#include "kinds/grace/grace.h"
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
    long double *death;     /* death[t], t = 1..turns */
    long double *grace;     /* grace[t]: grace fired on turn t */
    long double dead_by[2]; /* dead with the flag unset / set */
};

struct dp {
    const struct grace_case *c;
    int max;
    long double *st[ST_COUNT]; /* st[s][hp], hp = 0..max (0 unused) */
    long double *nx[ST_COUNT]; /* the next attempt's */
    const long double *dmg;    /* capped damage pmf, 0..max */
    long double *tail;         /* tail[h] = P(D >= h), h = 0..max + 1 */
    int dmin, dmax;            /* least and most damage of a hit */
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

/* One attack attempt on turn t. */
static void attempt(struct dp *d, long double phit, int t, struct acc *a)
{
    const struct grace_case *c = d->c;
    long double pmiss = 1.0L - phit;
    for (int s = 0; s < ST_COUNT; s++)
        memset(d->nx[s], 0, ((size_t)d->max + 1) * sizeof(long double));
    for (int s = 0; s < ST_COUNT; s++)
        for (int hp = 1; hp <= d->max; hp++) {
            long double m = d->st[s][hp];
            if (m == 0.0L)
                continue;
            d->nx[s][hp] += m * pmiss;
            long double mh = m * phit;
            /* The lethal tail: every dmg >= hp acts alike. */
            struct grace_state g = rep_state(s, d->max);
            int taken = grace_hit(c->rule, &g, hp, c->maxhp, hp, true);
            long double pl = mh * d->tail[hp];
            if (hp - taken <= 0) {
                a->death[t] += pl;
                a->dead_by[g.used] += pl;
            } else {
                d->nx[state_of(&g, s)][hp - taken] += pl;
                if (g.used && s < ST_USED)
                    a->grace[t] += pl;
            }
            /* The non-lethal hits, dmin .. hp - 1. */
            if (d->dmin >= hp)
                continue;
            g = rep_state(s, d->max);
            taken = grace_hit(c->rule, &g, hp, c->maxhp, d->dmin, true);
            long double *to = d->nx[state_of(&g, s)];
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
    for (int s = 0; s < ST_COUNT; s++) {
        long double *tmp = d->st[s];
        d->st[s] = d->nx[s];
        d->nx[s] = tmp;
    }
}

/* The turn boundary (grace.h): the latch is cleared (ST_LATCHED folds into
 * ST_USED), then each HP below max gains regen_hp with regen_pct%. */
static void boundary(struct dp *d)
{
    const struct grace_case *c = d->c;
    for (int hp = 1; hp <= d->max; hp++) {
        d->st[ST_USED][hp] += d->st[ST_LATCHED][hp];
        d->st[ST_LATCHED][hp] = 0.0L;
        d->st[ST_FRESH][hp] += d->st[ST_FRESH_Q][hp];
        d->st[ST_FRESH_Q][hp] = 0.0L;
    }
    if (c->regen_hp == 0 || c->regen_pct == 0)
        return;
    long double r = c->regen_pct / 100.0L;
    static const int flagged[2] = {ST_FRESH, ST_USED};
    for (int k = 0; k < 2; k++) {
        int s = flagged[k];
        long double *p = d->st[s], *q = d->nx[s];
        memcpy(q, p, ((size_t)d->max + 1) * sizeof *q);
        for (int hp = 1; hp < d->max; hp++) {
            int to = hp + c->regen_hp < d->max ? hp + c->regen_hp : d->max;
            q[hp] -= p[hp] * r;
            q[to] += p[hp] * r;
        }
        d->st[s] = q;
        d->nx[s] = p;
    }
}

/* The start of a monster phase: the fresh mass splits by whether H0 = HP
 * passes the threshold (rules without H0 keep it all in ST_FRESH). */
static void phase_start(struct dp *d)
{
    if (!grace_uses_snapshot(d->c->rule))
        return;
    for (int hp = 1; hp <= d->max; hp++)
        if (grace_threshold(d->c->rule, hp, d->max)) {
            d->st[ST_FRESH_Q][hp] += d->st[ST_FRESH][hp];
            d->st[ST_FRESH][hp] = 0.0L;
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
    long double alive[2] = {0, 0};
    for (int hp = 1; hp <= d->max; hp++) {
        long double fresh = d->st[ST_FRESH][hp] + d->st[ST_FRESH_Q][hp];
        long double used = d->st[ST_USED][hp] + d->st[ST_LATCHED][hp];
        alive[0] += fresh;
        alive[1] += used;
        out[GH_FINAL_HP].p[hp] = fresh + used;
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
    return 0;
}

int grace_exact(const struct grace_case *c, struct nh_pmf *out)
{
    memset(out, 0, GH_COUNT * sizeof *out);
    if (grace_case_check(c, NULL, 0) != 0)
        return -1;
    struct dp d = {
        .c = c, .max = c->maxhp, .dmin = grace_damage_min(c), .dmax = grace_damage_max(c)};
    struct acc a = {0};
    struct nh_pmf dmg = {0};
    size_t n = (size_t)d.max + 1;
    int st = -1;
    if (damage_capped(c, d.max, &dmg) != 0)
        goto done;
    d.dmg = dmg.p;
    d.tail = calloc(n + 1, sizeof *d.tail);
    a.death = calloc((size_t)c->turns + 1, sizeof *a.death);
    a.grace = calloc((size_t)c->turns + 1, sizeof *a.grace);
    bool ok = d.tail && a.death && a.grace;
    for (int s = 0; s < ST_COUNT; s++) {
        d.st[s] = calloc(n, sizeof(long double));
        d.nx[s] = calloc(n, sizeof(long double));
        ok = ok && d.st[s] && d.nx[s];
    }
    if (!ok)
        goto done;
    for (int v = d.max; v >= 0; v--)
        d.tail[v] = d.tail[v + 1] + d.dmg[v];
    d.st[ST_FRESH][c->hp] = 1.0L;
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
    free(d.tail);
    free(a.death);
    free(a.grace);
    for (int s = 0; s < ST_COUNT; s++) {
        free(d.st[s]);
        free(d.nx[s]);
    }
    if (st != 0)
        grace_exact_free(out);
    return st;
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
    return (double)c->turns * c->hits * ST_COUNT * c->maxhp * (inner + 2);
}
