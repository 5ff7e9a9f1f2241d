/* monster_exact: exact distributions of a monster's maximum HP and m_lev
 * (monster_hp.h; docs/rules.md, Monster HP).
 *
 * Creation: for each m_lev of the plan (equally likely), the dice sum is
 * an n-fold convolution of a uniform die, scaled by the multiplier, with
 * 5.0's all-ones bump moving the mass of the minimum up by one, then the
 * constants and the rnd() extra; the m_lev components are mixed.
 * Growth: a distribution over states (species, m_lev, max HP) is pushed
 * through each grow_up() call; the states are few (a growth chain has at
 * most four species, m_lev <= monster_level_bound, max HP <= monster_hp_bound), and every
 * transition uses the rule functions of monster_rules.c, so the DP and the
 * kernel share one reading of the rules.
 */
#include "kinds/monster/monster_hp.h"

#include <stdlib.h>
#include <string.h>

#include "nhmc/pmf.h"

/* The dice part of a plan at one m_lev with a die of `sides` faces:
 * mult * S, 5.0's all-ones bump, EvilHack's (5 x + 1) / 4. */
static int dice_part(const struct nh_hp_plan *p, int n, int sides, struct nh_pmf *f)
{
    if (pmf_init_const(f, 0) != 0)
        return -1;
    struct nh_pmf die;
    if (n > 0 && pmf_init_uniform(&die, 1, sides) != 0)
        return -1;
    for (int i = 0; i < n; i++)
        if (pmf_add_independent(f, &die) != 0) {
            pmf_free(&die);
            return -1;
        }
    if (n > 0)
        pmf_free(&die);
    if (p->mult != 1) {
        /* S -> mult * S: spread the values out. */
        struct nh_pmf g;
        if (pmf_init_zero(&g, f->lo * p->mult, (f->n - 1) * (size_t)p->mult + 1) != 0)
            return -1;
        for (size_t i = 0; i < f->n; i++)
            g.p[i * (size_t)p->mult] = f->p[i];
        pmf_free(f);
        *f = g;
    }
    if (p->bump_min && p->mult == 1 && n > 0) {
        /* 5.0: every die rolled 1 (S == n) gives n + 1 (docs/rules.md, Monster creation HP). */
        f->p[1] += f->p[0];
        f->p[0] = 0;
        pmf_trim(f);
    }
    if (p->scale54) {
        /* EvilHack: x -> (5 x + 1) / 4, one value to one value */
        int64_t lo = (5 * f->lo + 1) / 4, hi = (5 * (f->lo + (int64_t)f->n - 1) + 1) / 4;
        struct nh_pmf g;
        if (pmf_init_zero(&g, lo, (size_t)(hi - lo + 1)) != 0)
            return -1;
        for (size_t i = 0; i < f->n; i++)
            g.p[(5 * (f->lo + (int64_t)i) + 1) / 4 - lo] += f->p[i];
        pmf_free(f);
        *f = g;
    }
    return 0;
}

int monster_plan_hp_at(const struct nh_hp_plan *p, int m_lev, struct nh_pmf *f)
{
    int n = p->sides ? (p->dice_per_lev ? m_lev : p->ndice) : 0;
    int top = p->sides_hi > p->sides ? p->sides_hi : p->sides;
    if (top == p->sides || n == 0) {
        if (dice_part(p, n, p->sides, f) != 0)
            return -1;
    } else {
        /* EvilHack: the die's faces, equally likely sides..top */
        int k = top - p->sides + 1;
        struct nh_pmf parts[8] = {{0}};
        long double w[8] = {0};
        if (k > 8)
            return -1;
        for (int i = 0; i < k; i++) {
            if (dice_part(p, n, p->sides + i, &parts[i]) != 0) {
                for (int j = 0; j < i; j++)
                    pmf_free(&parts[j]);
                return -1;
            }
            w[i] = 1.0L / k;
        }
        int st = pmf_mix(f, parts, w, (size_t)k);
        for (int i = 0; i < k; i++)
            pmf_free(&parts[i]);
        if (st != 0)
            return -1;
    }
    pmf_shift(f, p->add + (int64_t)p->add_per_lev * m_lev);
    if (p->extra_rnd) {
        struct nh_pmf u;
        if (pmf_init_uniform(&u, 1, p->extra_rnd) != 0)
            return -1;
        int st = pmf_add_independent(f, &u);
        pmf_free(&u);
        if (st != 0)
            return -1;
    }
    return 0;
}

static int creation_exact(const struct nh_hp_plan *p, struct nh_pmf *hp, struct nh_pmf *level)
{
    int llo, lhi;
    nh_hp_plan_levels(p, &llo, &lhi);
    int k = lhi - llo + 1;
    struct nh_pmf *parts = calloc((size_t)k, sizeof *parts);
    long double *w = malloc((size_t)k * sizeof *w);
    int st = -1;
    if (!parts || !w)
        goto out;
    for (int i = 0; i < k; i++) {
        if (monster_plan_hp_at(p, llo + i, &parts[i]) != 0)
            goto out;
        w[i] = nh_hp_plan_level_p(p, llo + i);
    }
    if (pmf_mix(hp, parts, w, (size_t)k) != 0)
        goto out;
    if (pmf_init_zero(level, llo, (size_t)k) != 0) {
        pmf_free(hp);
        goto out;
    }
    for (int i = 0; i < k; i++)
        level->p[i] = w[i];
    st = 0;
out:
    if (parts)
        for (int i = 0; i < k; i++)
            pmf_free(&parts[i]);
    free(parts);
    free(w);
    return st;
}

/* The species a growth can pass through: the start, its grown-up chain,
 * and (5.0) the killer bee's gain-level target. */
#define MAX_FORMS 8

struct grid {
    int forms[MAX_FORMS];
    int nforms;
    int hp_dim;     /* max HP 0 .. hp_dim - 1 */
    int lev_dim;    /* m_lev 0 .. lev_dim - 1 */
    long double *p; /* [form][m_lev][hp] */
};

static int form_slot(struct grid *g, int form)
{
    return monster_form_index(g->forms, &g->nforms, MAX_FORMS, form);
}

static long double *cell(const struct grid *g, int slot, int lev, int hp)
{
    return &g->p[((size_t)slot * (size_t)g->lev_dim + (size_t)lev) * (size_t)g->hp_dim +
                 (size_t)hp];
}

/* One grow_up() call over the whole distribution (docs/rules.md, Monster growth). */
static int grow_step(const struct monster_case *c, const struct nh_monster_table *t,
                     struct grid *from, struct grid *to, bool kill)
{
    size_t cells = (size_t)MAX_FORMS * (size_t)from->lev_dim * (size_t)from->hp_dim;
    memset(to->p, 0, cells * sizeof *to->p);
    int nraw = kill ? c->victim_level + 1 : 8;
    long double share = 1.0L / nraw;
    for (int slot = 0; slot < from->nforms; slot++)
        for (int lev = 0; lev < from->lev_dim; lev++)
            for (int hp = 0; hp < from->hp_dim; hp++) {
                long double q = *cell(from, slot, lev, hp);
                if (q == 0)
                    continue;
                struct nh_grow_state s = {from->forms[slot], lev, hp};
                int target = nh_grow_target(c->variant, t, s.form, kill);
                int thr = nh_grow_threshold(t, &s, kill, c->where.home_plane);
                int lim = nh_grow_limit(t, &s, target, kill);
                for (int raw = 1; raw <= nraw; raw++) {
                    int inc = kill ? nh_grow_kill_increase(hp, raw, thr) : raw;
                    struct nh_grow_state n = nh_grow_apply(c->variant, t, s, inc, thr, lim, target);
                    int ns = form_slot(from, n.form);
                    if (ns < 0 || n.hpmax >= from->hp_dim || n.m_lev >= from->lev_dim)
                        return -1;
                    *cell(to, ns, n.m_lev, n.hpmax) += q * share;
                }
            }
    to->nforms = from->nforms;
    memcpy(to->forms, from->forms, sizeof to->forms);
    return 0;
}

/* Adds the turns from 1 HP to max HP h (docs/rules.md, Monster regeneration): every turn for a form
 * that regenerates, else every 20th from one of 20 equally likely phases) with weight q into
 * turns[]. */
static void add_regen_turns(long double *turns, int h, bool regenerates, int bonus, long double q)
{
    if (bonus > 0) {
        /* xNetHack's Geryon (nh_mon_turns_to_full): the first turn 1 + phase */
        for (int phase = 0; phase < 20; phase++)
            turns[nh_mon_turns_to_full(1, h, regenerates, bonus, 1 + phase)] += q / 20;
        return;
    }
    if (h <= 1 || regenerates) {
        turns[h > 1 ? h - 1 : 0] += q;
        return;
    }
    for (int phase = 0; phase < 20; phase++)
        turns[20 * (h - 1) - phase] += q / 20;
}

/* Max HP and level after growth, and (regen not NULL) the turns to heal
 * from 1 HP with each trial's final form's M1_REGEN. */
static int growth_exact(const struct monster_case *c, const struct nh_hp_plan *p, struct nh_pmf *hp,
                        struct nh_pmf *level, struct nh_pmf *regen)
{
    const struct nh_monster_table *t = monster_table(c->variant);
    struct grid a = {{0}, 0, monster_hp_bound(c) + 1, monster_level_bound(c) + 1, NULL}, b = a;
    size_t cells = (size_t)MAX_FORMS * (size_t)a.lev_dim * (size_t)a.hp_dim;
    a.p = calloc(cells, sizeof *a.p);
    b.p = calloc(cells, sizeof *b.p);
    int st = -1;
    if (!a.p || !b.p)
        goto out;
    form_slot(&a, c->mon);
    int llo, lhi;
    nh_hp_plan_levels(p, &llo, &lhi);
    for (int lev = llo; lev <= lhi; lev++) {
        long double wlev = nh_hp_plan_level_p(p, lev);
        struct nh_pmf f;
        if (monster_plan_hp_at(p, lev, &f) != 0)
            goto out;
        for (size_t i = 0; i < f.n; i++)
            *cell(&a, 0, lev, (int)(f.lo + (int64_t)i)) += wlev * f.p[i];
        pmf_free(&f);
    }
    struct grid *cur = &a, *next = &b;
    for (int k = 0; k < c->kills + c->gain_levels; k++) {
        if (grow_step(c, t, cur, next, k < c->kills) != 0)
            goto out;
        struct grid *swap = cur;
        cur = next;
        next = swap;
    }
    if (pmf_init_zero(hp, 0, (size_t)cur->hp_dim) != 0)
        goto out;
    if (pmf_init_zero(level, 0, (size_t)cur->lev_dim) != 0 ||
        (regen && pmf_init_zero(regen, 0, 20 * (size_t)cur->hp_dim) != 0)) {
        pmf_free(hp);
        pmf_free(level);
        goto out;
    }
    for (int slot = 0; slot < cur->nforms; slot++) {
        bool regenerates = (t->mons[cur->forms[slot]].flags & NH_MF_EVERY_TURN) != 0;
        for (int lev = 0; lev < cur->lev_dim; lev++)
            for (int h = 0; h < cur->hp_dim; h++) {
                long double q = *cell(cur, slot, lev, h);
                if (q == 0)
                    continue;
                hp->p[h] += q;
                level->p[lev] += q;
                if (regen)
                    add_regen_turns(regen->p, h, regenerates, monster_heal_bonus(c), q);
            }
    }
    pmf_trim(hp);
    pmf_trim(level);
    if (regen)
        pmf_trim(regen);
    st = 0;
out:
    free(a.p);
    free(b.p);
    return st;
}

int monster_exact(const struct monster_case *c, struct nh_pmf *hp, struct nh_pmf *level)
{
    memset(hp, 0, sizeof *hp);
    memset(level, 0, sizeof *level);
    if (!monster_case_valid(c))
        return -1;
    struct nh_hp_plan p = monster_case_plan(c);
    if (!monster_case_grows(c)) {
        if (p.mlev_from_hp) {
            /* docs/rules.md, Special monsters: a constant HP and its quarter. */
            if (pmf_init_const(hp, p.add) != 0)
                return -1;
            return pmf_init_const(level, p.add / 4) == 0 ? 0 : (pmf_free(hp), -1);
        }
        return creation_exact(&p, hp, level);
    }
    return growth_exact(c, &p, hp, level, NULL);
}

int monster_regen_case(const struct monster_case *c, const struct nh_pmf *hp, struct nh_pmf *out)
{
    if (monster_never_heals(c))
        return -1; /* no turns to full to give */
    if (!monster_case_grows(c))
        return monster_regen_from_hp(c, hp, out);
    struct nh_pmf h, l;
    struct nh_hp_plan p = monster_case_plan(c);
    if (growth_exact(c, &p, &h, &l, out) != 0)
        return -1;
    pmf_free(&h);
    pmf_free(&l);
    return 0;
}

int monster_regen_from_hp(const struct monster_case *c, const struct nh_pmf *hp, struct nh_pmf *out)
{
    bool regenerates = (monster_table(c->variant)->mons[c->mon].flags & NH_MF_EVERY_TURN) != 0;
    struct nh_pmf *parts = calloc(hp->n ? hp->n : 1, sizeof *parts);
    long double *w = calloc(hp->n ? hp->n : 1, sizeof *w);
    int st = parts && w ? 0 : -1;
    for (size_t i = 0; i < hp->n && st == 0; i++) {
        w[i] = hp->p[i];
        st = monster_regen_exact(1, (int)(hp->lo + (int64_t)i), regenerates, monster_heal_bonus(c),
                                 &parts[i]);
    }
    if (st == 0)
        st = pmf_mix(out, parts, w, hp->n);
    for (size_t i = 0; parts && i < hp->n; i++)
        pmf_free(&parts[i]);
    free(parts);
    free(w);
    return st;
}

int monster_regen_exact(int hp, int hpmax, bool regenerates, int bonus, struct nh_pmf *f)
{
    if (hp < 0 || hpmax < hp || bonus < 0)
        return -1;
    if (regenerates || hp == hpmax)
        return pmf_init_const(f, nh_mon_turns_to_full(hp, hpmax, regenerates, bonus, 1));
    /* first turns 1..20 cover every phase once; the quickest starts on a multiple of 20 */
    uint64_t w[20];
    long lo = nh_mon_turns_to_full(hp, hpmax, false, bonus, 20);
    for (long first = 1; first < 20; first++) {
        long t = nh_mon_turns_to_full(hp, hpmax, false, bonus, first);
        lo = t < lo ? t : lo;
    }
    for (int i = 0; i < 20; i++)
        w[i] = 0;
    for (long first = 1; first <= 20; first++)
        w[nh_mon_turns_to_full(hp, hpmax, false, bonus, first) - lo]++;
    return pmf_init_weights(f, lo, w, 20);
}
