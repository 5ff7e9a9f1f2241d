/* monster_rules: the monster HP rules of each vanilla version (docs/rules.md,
 * Monster HP).  See src/kinds/monster/monster_rules.h. */
#include "kinds/monster/monster_rules.h"

#include <string.h>

int nh_level_difficulty(enum nh_variant v, const struct nh_where *w, int xl)
{
    int res;
    if (w->endgame)
        res = w->sanctum_depth + xl / 2;
    else if (w->amulet)
        res = w->deepest;
    else {
        res = w->depth;
        /* 3.6.7 and later: Sokoban and Vlad's Tower count harder the higher
         * the hero climbs (docs/rules.md, Monster level); 3.4.3 has no such term. */
        if (v != NH_V343 && v != NH_VUNH && w->builds_up)
            res += 2 * (w->levels_above + 1);
    }
    /* UnNetHack 24dce727 src/dungeon.c, level_difficulty(): 15 more in the
     * endgame, with the Amulet and in Gehennom, "for the shorter Gehennom"
     * (its Sokoban, the Oracle's depth + 1, is refused by the grid). */
    if (v == NH_VUNH && (w->endgame || w->amulet || w->gehennom))
        res += 15;
    /* 5.0 and xNetHack: extrinsic aggravate monster doubles the difficulty,
     * capped at 50 (docs/rules.md, Monster level; the +15 of the 3.7-dev
     * snapshot was replaced). */
    if ((v == NH_V50 || v == NH_VXNH) && w->aggravate)
        res = res > 25 ? 50 : 2 * res;
    return res;
}

int nh_adj_lev(const struct nh_monster *m, int diff, int xl, int wiz_deaths)
{
    /* docs/rules.md, Monster level: the Wizard of Yendor grows with each death, up to 49. */
    if (m->flags & NH_MF_WIZARD) {
        int lev = m->level + wiz_deaths;
        return lev > 49 ? 49 : lev;
    }
    /* docs/rules.md, Monster level; Special monsters: the special monsters get 50, overwritten by
     * newmonhp. */
    if (m->level > 49)
        return 50;
    int lev = m->level;
    if (diff < m->level)
        lev--;
    else
        lev += (diff - m->level) / 5;
    if (xl > m->level)
        lev += (xl - m->level) / 4;
    int cap = 3 * m->level / 2;
    if (cap > 49)
        cap = 49;
    if (lev > cap)
        lev = cap;
    return lev > 0 ? lev : 0;
}

struct golem_hp {
    const char *name;
    int old_hp; /* 3.4.3 and 3.6.7 */
    int new_hp; /* 5.0 (from the 3.7 line, a1b765936) */
};

/* docs/rules.md, Golem HP */
static const struct golem_hp golems[] = {
    {"straw golem", 20, 20},
    {"paper golem", 20, 20},
    {"rope golem", 30, 30},
    {"gold golem", 40, 60},
    {"leather golem", 40, 40},
    {"wood golem", 50, 50},
    {"flesh golem", 40, 40},
    {"clay golem", 50, 70},
    {"stone golem", 60, 100},
    {"glass golem", 60, 80},
    {"iron golem", 80, 120},
    /* UnNetHack's own (24dce727 src/makemon.c, golemhp()) */
    {"wax golem", 20, 20},
    {"ice golem", 130, 130},
    {"crystal ice golem", 160, 160},
    /* EvilHack's own (c444f6a3 src/makemon.c, golemhp()) */
    {"snow golem", 150, 150},
};

int nh_golem_hp(enum nh_variant v, const char *name)
{
    /* xNetHack keeps 5.0's values (3dd346ca src/makemon.c, golemhp()). */
    bool new_hp = v == NH_V50 || v == NH_VXNH;
    for (size_t i = 0; i < sizeof golems / sizeof golems[0]; i++)
        if (strcmp(golems[i].name, name) == 0)
            return new_hp ? golems[i].new_hp : golems[i].old_hp;
    return 0;
}

static struct nh_hp_plan fixed_plan(enum nh_hp_rule rule, int m_lev, int hp)
{
    struct nh_hp_plan p = {0};
    p.rule = rule;
    p.mlev_lo = p.mlev_hi = m_lev;
    p.mult = 1;
    p.add = hp;
    return p;
}

/* docs/rules.md, Player monsters and the guardian angel: mk_mplayer overrides newmonhp; special =
 * on the Astral Plane. */
static struct nh_hp_plan player_plan(bool endgame)
{
    struct nh_hp_plan p = {0};
    p.rule = NH_HP_PLAYER;
    p.mlev_lo = endgame ? 15 : 1;
    p.mlev_hi = endgame ? 30 : 16;
    p.dice_per_lev = true;
    p.sides = 10;
    p.mult = 1;
    p.add = 30;
    p.extra_rnd = endgame ? 30 : 0;
    return p;
}

/* docs/rules.md, Player monsters and the guardian angel: the guardian angel, m_lev rn1(8,15), HP
 * d(m_lev,10) + 30 + rnd(30). */
static struct nh_hp_plan angel_plan(void)
{
    struct nh_hp_plan p = player_plan(true);
    p.rule = NH_HP_ANGEL;
    p.mlev_lo = 15;
    p.mlev_hi = 22;
    return p;
}

/* EvilHack c444f6a3 (docs/rules.md, Monster HP in the variants): src/mplayer.c
 * mk_mplayer() as a special level calls it (special always; ascending in the
 * endgame or with the Amulet); src/makemon.c adj_lev(), monmaxhp() and the
 * fixed HP makemon() gives a few named monsters afterwards. */
static struct nh_hp_plan evilhack_plan(const struct nh_monster *m, const struct nh_where *w, int xl,
                                       int wiz_deaths, bool guardian, bool by_makemon)
{
    bool player = (m->flags & NH_MF_PLAYER) != 0;
    if (player && !by_makemon) {
        bool ascending = w->endgame || w->amulet;
        struct nh_hp_plan p = player_plan(ascending);
        if (!ascending) {
            /* min(30, XL + rn1(4, 4)) */
            p.mlev_lo = xl + 4;
            p.mlev_hi = xl + 7;
            p.mlev_clamp = true;
            p.mlev_min = 1;
            p.mlev_max = 30;
        }
        return p;
    }
    if (guardian)
        return angel_plan();
    int diff = nh_level_difficulty(NH_VEVH, w, xl);
    int m_lev = nh_adj_lev(m, diff, xl, wiz_deaths);
    struct nh_hp_plan p;
    if (m->flags & NH_MF_GOLEM)
        p = fixed_plan(NH_HP_GOLEM, m_lev, nh_golem_hp(NH_VEVH, m->name));
    else if (m->flags & NH_MF_RIDER) {
        p = fixed_plan(NH_HP_RIDER, m_lev, 100); /* 100 + d(10,8) */
        p.ndice = 10;
        p.sides = 8;
    } else if (m->level > 49) {
        int hp = 2 * (m->level - 6) + (m->flags & NH_MF_PRINCE ? 100
                                       : m->flags & NH_MF_LORD ? 50
                                                               : 0);
        p = fixed_plan(NH_HP_SPECIAL, hp / 4, hp);
        p.mlev_from_hp = true;
    } else if (player) {
        /* adj_lev(): rn1(5, XL - 2) kept to 1..30; then d(m_lev, hd) * 5/4 */
        p = fixed_plan(NH_HP_DICE, xl - 2, 0);
        p.mlev_hi = xl + 2;
        p.mlev_clamp = true;
        p.mlev_min = 1;
        p.mlev_max = 30;
        p.dice_per_lev = true;
        p.sides = nh_hit_die(NH_VEVH, m);
        p.sides_hi = nh_hit_die_hi(NH_VEVH, m);
        p.scale54 = true;
    } else if (m_lev == 0) {
        p = fixed_plan(NH_HP_LEVEL0, 0, 0);
        p.ndice = 1;
        p.sides = 4;
    } else {
        p = fixed_plan(NH_HP_DICE, m_lev, 0);
        p.dice_per_lev = true;
        p.sides = nh_hit_die(NH_VEVH, m);
        p.sides_hi = nh_hit_die_hi(NH_VEVH, m);
        if (w->home_plane && (m->flags & w->home_plane))
            p.mult = 3;
    }
    /* makemon() after newmonhp(); m_lev stays */
    static const struct {
        const char *name;
        int add, extra;
    } fixed[] = {
        {"Cerberus", 250, 50}, {"Vecna", 350, 50}, {"Lucifer", 666, 0}, {"Saint Michael", 300, 50}};
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        if (strcmp(m->name, fixed[i].name) == 0) {
            struct nh_hp_plan q = fixed_plan(NH_HP_NAMED, p.mlev_lo, fixed[i].add);
            q.extra_rnd = fixed[i].extra;
            return q;
        }
    return p;
}

struct nh_hp_plan nh_hp_plan(enum nh_variant v, const struct nh_monster *m,
                             const struct nh_where *w, int xl, int wiz_deaths, bool guardian,
                             bool by_makemon)
{
    /* Only mk_mplayer() replaces the HP; makemon() alone gives a player
     * monster the ordinary d(m_lev, 8) of newmonhp() below (docs/rules.md,
     * Player monsters and the guardian angel). */
    if (v == NH_VEVH)
        return evilhack_plan(m, w, xl, wiz_deaths, guardian, by_makemon);
    if ((m->flags & NH_MF_PLAYER) && !by_makemon)
        return player_plan(w->endgame);
    if (guardian)
        return angel_plan();
    int diff = nh_level_difficulty(v, w, xl);
    int m_lev = nh_adj_lev(m, diff, xl, wiz_deaths);
    /* 5.0 and xNetHack bump an all-ones roll (docs/rules.md, Monster creation HP). */
    bool bumps = v == NH_V50 || v == NH_VXNH;
    /* docs/rules.md, Monster creation HP, first matching case. */
    if (m->flags & NH_MF_GOLEM)
        return fixed_plan(NH_HP_GOLEM, m_lev, nh_golem_hp(v, m->name));
    if ((m->flags & NH_MF_RIDER) && v == NH_VXNH) {
        /* xNetHack 3dd346ca src/makemon.c, monmaxhp(): 40 + d(8,8), no bump */
        struct nh_hp_plan p = fixed_plan(NH_HP_RIDER, m_lev, 40);
        p.ndice = 8;
        p.sides = 8;
        return p;
    }
    if ((m->flags & NH_MF_RIDER) && v == NH_VUNH) {
        /* UnNetHack 24dce727 src/makemon.c, newmonhp(): 100 + d(8,8) */
        struct nh_hp_plan p = fixed_plan(NH_HP_RIDER, m_lev, 100);
        p.ndice = 8;
        p.sides = 8;
        return p;
    }
    if (m->flags & NH_MF_RIDER) {
        struct nh_hp_plan p = fixed_plan(NH_HP_RIDER, m_lev, 0);
        p.ndice = 10;
        p.sides = 8;
        p.bump_min = bumps; /* 10 becomes 11 */
        return p;
    }
    if (m->level > 49) {
        /* docs/rules.md, Special monsters: HP 2(mlevel - 6), m_lev = HP / 4. */
        struct nh_hp_plan p = fixed_plan(NH_HP_SPECIAL, 0, 2 * (m->level - 6));
        p.mlev_lo = p.mlev_hi = p.add / 4;
        p.mlev_from_hp = true;
        return p;
    }
    if ((m->flags & NH_MF_ADULT_DRAGON) && v == NH_VUNH) {
        /* UnNetHack: 7 m_lev + d(m_lev,8) in the endgame only; elsewhere the
         * dice by size below (gigantic: d15) */
        if (w->endgame) {
            struct nh_hp_plan p = fixed_plan(NH_HP_DRAGON, m_lev, 0);
            p.add_per_lev = 7;
            p.dice_per_lev = true;
            p.sides = 8;
            return p;
        }
    } else if (m->flags & NH_MF_ADULT_DRAGON) {
        struct nh_hp_plan p = fixed_plan(NH_HP_DRAGON, m_lev, 0);
        if (w->endgame)
            p.add_per_lev = 8;
        else {
            p.add_per_lev = 4;
            p.dice_per_lev = true;
            p.sides = 4;
        }
        return p;
    }
    if (m_lev == 0) {
        /* docs/rules.md, Monster creation HP: rnd(4); 5.0 turns a 1 into a 2 (the same all-ones
         * bump). */
        struct nh_hp_plan p = fixed_plan(NH_HP_LEVEL0, 0, 0);
        p.ndice = 1;
        p.sides = 4;
        p.bump_min = bumps;
        return p;
    }
    if (m->flags & NH_MF_LEADER) {
        /* UnNetHack: quest leaders 135 + rnd(30), after the level-0 case */
        struct nh_hp_plan p = fixed_plan(NH_HP_LEADER, m_lev, 135);
        p.extra_rnd = 30;
        return p;
    }
    struct nh_hp_plan p = fixed_plan(NH_HP_DICE, m_lev, 0);
    p.dice_per_lev = true;
    p.sides = nh_hit_die(v, m);
    /* Home elementals triple (xNetHack: double); the check for the minimum
     * comes after, so it never fires for them (docs/rules.md, Monster
     * creation HP). */
    if (w->home_plane && (m->flags & w->home_plane))
        p.mult = v == NH_VXNH ? 2 : 3;
    p.bump_min = bumps;
    return p;
}

static int clamp_lev(const struct nh_hp_plan *p, int lev)
{
    if (!p->mlev_clamp)
        return lev;
    return lev < p->mlev_min ? p->mlev_min : lev > p->mlev_max ? p->mlev_max : lev;
}

void nh_hp_plan_levels(const struct nh_hp_plan *p, int *lo, int *hi)
{
    *lo = clamp_lev(p, p->mlev_lo);
    *hi = clamp_lev(p, p->mlev_hi);
}

long double nh_hp_plan_level_p(const struct nh_hp_plan *p, int lev)
{
    int n = 0;
    for (int raw = p->mlev_lo; raw <= p->mlev_hi; raw++)
        n += clamp_lev(p, raw) == lev;
    return (long double)n / (p->mlev_hi - p->mlev_lo + 1);
}

void nh_hp_plan_range(const struct nh_hp_plan *p, int *hp_lo, int *hp_hi, int *lev_lo, int *lev_hi)
{
    int lo = 1 << 30, hi = -(1 << 30), llo, lhi;
    nh_hp_plan_levels(p, &llo, &lhi);
    int top = p->sides_hi > p->sides ? p->sides_hi : p->sides;
    for (int lev = llo; lev <= lhi; lev++) {
        int n = p->sides ? (p->dice_per_lev ? lev : p->ndice) : 0;
        int base = p->add + p->add_per_lev * lev;
        int a = p->mult * n, b = p->mult * n * top;
        if (p->scale54) {
            a = (5 * a + 1) / 4;
            b = (5 * b + 1) / 4;
        }
        a += base;
        b += base;
        if (p->bump_min && p->mult == 1 && n > 0)
            a++; /* 5.0: the all-ones minimum is bumped away (docs/rules.md, Monster creation HP) */
        if (p->extra_rnd) {
            a += 1;
            b += p->extra_rnd;
        }
        if (a < lo)
            lo = a;
        if (b > hi)
            hi = b;
    }
    *hp_lo = lo;
    *hp_hi = hi;
    *lev_lo = llo;
    *lev_hi = lhi;
}

/* 5.0 src/makemon.c, grow_up(): without a kill a killer bee's grown-up
 * form is the queen bee (docs/rules.md, Monster growth), so it
 * changes species when its m_lev reaches the queen bee's base level 9,
 * like any other growth (nh_grow_apply). */
int nh_grow_target(enum nh_variant v, const struct nh_monster_table *t, int form, bool kill)
{
    const struct nh_monster *m = &t->mons[form];
    if ((v == NH_V50 || v == NH_VXNH) && !kill && strcmp(m->name, "killer bee") == 0) {
        for (int i = 0; i < t->count; i++)
            if (strcmp(t->mons[i].name, "queen bee") == 0)
                return i;
    }
    return m->grows_into >= 0 ? m->grows_into : form;
}

int nh_grow_threshold(const struct nh_monster_table *t, const struct nh_grow_state *s, bool kill,
                      int home_plane)
{
    if (!kill)
        return 0;
    const struct nh_monster *m = &t->mons[s->form];
    /* docs/rules.md, Monster growth: 8 per level; level 0: 4; golems by their max HP; home
     * elementals three times. */
    if (s->m_lev == 0)
        return 4;
    if (m->flags & NH_MF_GOLEM)
        return (s->hpmax / 10 + 1) * 10 - 1;
    int thr = 8 * s->m_lev;
    if (home_plane && (m->flags & home_plane))
        thr *= 3;
    return thr;
}

int nh_grow_limit(const struct nh_monster_table *t, const struct nh_grow_state *s, int target,
                  bool kill)
{
    if (!kill)
        return 50;
    int lim = 3 * t->mons[s->form].level / 2;
    if (target != s->form && t->mons[target].level > lim)
        lim = t->mons[target].level;
    return lim;
}

int nh_grow_kill_increase(int hpmax, int raw, int thr)
{
    if (hpmax + raw > thr + 1) {
        raw = thr + 1 - hpmax;
        if (raw < 0)
            raw = 0;
    }
    return raw;
}

int nh_grow_final_limit(const struct nh_monster_table *t, int form, int lim)
{
    const struct nh_monster *m = &t->mons[form];
    if (m->flags & NH_MF_PLAYER)
        return 30;
    if (lim < 5)
        return 5;
    if (lim > 49)
        return m->level > 49 ? 50 : 49;
    return lim;
}

int nh_grow_cap(enum nh_variant v, const struct nh_monster_table *t, int form)
{
    /* EvilHack c444f6a3 src/makemon.c, grow_up(): "absolute limit, except for uniques" */
    if (v == NH_VEVH && (t->mons[form].flags & NH_MF_UNIQUE))
        return NH_MON_HPMAX_NO_CAP;
    return NH_MON_HPMAX_CAP;
}

struct nh_grow_state nh_grow_apply(enum nh_variant v, const struct nh_monster_table *t,
                                   struct nh_grow_state s, int inc, int thr, int lim, int target)
{
    s.hpmax += inc;
    if (s.hpmax <= thr)
        return s;
    lim = nh_grow_final_limit(t, s.form, lim);
    s.m_lev++;
    if (target != s.form && s.m_lev >= t->mons[target].level) {
        /* grows up: the limit becomes its new level, so it keeps it */
        s.form = target;
    } else if (s.m_lev > lim) {
        s.m_lev--;
        if (s.hpmax == thr + 1)
            s.hpmax--;
    }
    int cap = nh_grow_cap(v, t, s.form); /* the form it is now: grow_up()'s ptr */
    if (s.hpmax > cap)
        s.hpmax = cap;
    return s;
}

int nh_mon_regen(int hp, int hpmax, bool regenerates, int bonus, long turn)
{
    /* docs/rules.md, Monster regeneration: +1 when below max on every 20th turn, every turn for
     * M1_REGEN; then xNetHack's Geryon his bonus, up to his max. */
    if (hp < hpmax && (turn % 20 == 0 || regenerates))
        hp++;
    if (bonus > 0)
        hp = hp + bonus < hpmax ? hp + bonus : hpmax;
    return hp;
}

/* The every-20th-turn heals in turns first..first + t - 1. */
static long heals_in(long first, long t)
{
    return (first + t - 1) / 20 - (first - 1) / 20;
}

long nh_mon_turns_to_full(int hp, int hpmax, bool regenerates, int bonus, long first_turn)
{
    if (hp >= hpmax)
        return 0;
    long missing = hpmax - hp;
    if (regenerates)
        return (missing + bonus) / (bonus + 1);
    if (bonus == 0) {
        /* The k-th heal happens on the k-th multiple of 20 at or after
         * first_turn; turns counted from first_turn inclusive. */
        long first_mult = (first_turn + 19) / 20 * 20;
        return first_mult + 20 * (missing - 1) - first_turn + 1;
    }
    /* Each turn adds the bonus and a heal on the multiples of 20 (the cap at max only ends it):
     * full after the fewest turns t with bonus t + heals >= missing.  The heals in t turns are
     * t/20 give or take 1, so t is at least 20 (missing - 1) / (20 bonus + 1) and a step or two
     * more at most. */
    long t = 20 * (missing - 1) / (20L * bonus + 1);
    while (bonus * t + heals_in(first_turn, t) < missing)
        t++;
    return t;
}

int nh_mon_heal_bonus(enum nh_variant v, const struct nh_monster *m, int herd)
{
    return v == NH_VXNH && strcmp(m->name, "Geryon") == 0 ? herd : 0;
}
