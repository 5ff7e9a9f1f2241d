/* monster_case: checks, plan, ranges and stream key of a monster case
 * (monster_hp.h). */
#include "kinds/monster/monster_hp.h"

#include <string.h>

#include "nhmc/rng.h"
#include "nhmc/hero_rules.h"

int monster_case_valid(const struct monster_case *c)
{
    const struct nh_monster_table *t = monster_table(c->variant);
    if (!t || c->mon < 0 || c->mon >= t->count)
        return 0;
    const struct nh_where *w = &c->where;
    if (c->xl < 1 || c->xl > NH_MAXULEV || w->depth < 1 || w->depth > 100)
        return 0;
    if (w->amulet && (w->deepest < 1 || w->deepest > 100))
        return 0;
    if (w->endgame && (w->sanctum_depth < 1 || w->sanctum_depth > 100))
        return 0;
    if (w->builds_up && (w->levels_above < 0 || w->levels_above > 10))
        return 0;
    if (w->home_plane & ~NH_MF_HOME_ANY)
        return 0;
    if (c->wiz_deaths < 0 || c->wiz_deaths > 1000)
        return 0;
    if (c->guardian && strcmp(t->mons[c->mon].name, "Angel") != 0)
        return 0;
    if (c->kills < 0 || c->gain_levels < 0 || c->kills + c->gain_levels > NH_MON_GROW_MAX)
        return 0;
    if (c->herd < 0 || c->herd > NH_MON_HERD_MAX)
        return 0;
    return c->victim_level >= 0 && c->victim_level <= 49;
}

struct nh_hp_plan monster_case_plan(const struct monster_case *c)
{
    const struct nh_monster *m = &monster_table(c->variant)->mons[c->mon];
    return nh_hp_plan(c->variant, m, &c->where, c->xl, c->wiz_deaths, c->guardian, c->by_makemon);
}

int monster_level_bound(const struct monster_case *c)
{
    struct nh_hp_plan p = monster_case_plan(c);
    int llo, lhi;
    nh_hp_plan_levels(&p, &llo, &lhi);
    /* docs/rules.md, Monster growth: grow_up() takes m_lev to 50 at most, and never lowers it;
     * EvilHack's princes and lords are made at HP / 4 (Lucifer 77) */
    return lhi > 50 ? lhi : 50;
}

int monster_hp_bound(const struct monster_case *c)
{
    struct nh_hp_plan p = monster_case_plan(c);
    int lo, hi, llo, lhi;
    nh_hp_plan_range(&p, &lo, &hi, &llo, &lhi);
    if (!monster_case_grows(c))
        return hi;
    const struct nh_monster *m = &monster_table(c->variant)->mons[c->mon];
    if (nh_grow_cap(c->variant, monster_table(c->variant), c->mon) == NH_MON_HPMAX_NO_CAP) {
        /* EvilHack's uniques (which grow into nothing else): a kill stops at the threshold + 1
         * (8 per level, thrice on the home plane, a golem's next multiple of 10 less 1), or
         * adds nothing above it; each gain level adds rnd(8), kills coming first */
        int thr = 24 * monster_level_bound(c) + 10;
        return (hi > thr ? hi : thr) + 8 * c->gain_levels;
    }
    /* docs/rules.md, Monster growth: a level gain caps max HP at 400; without one, max HP stays at
     * or below the threshold: 8 per level (m_lev <= 50), three times that
     * for a home elemental, a golem's next multiple of 10 less 1. */
    int bound = NH_MON_HPMAX_CAP + 9;
    if (c->where.home_plane & m->flags)
        bound = 24 * 50 + 1;
    return hi > bound ? hi : bound;
}

void monster_ranges(const struct monster_case *c, int32_t lo[NH_MON_HIST_COUNT],
                    int32_t hi[NH_MON_HIST_COUNT])
{
    struct nh_hp_plan p = monster_case_plan(c);
    int hlo, hhi, llo, lhi;
    nh_hp_plan_range(&p, &hlo, &hhi, &llo, &lhi);
    if (monster_case_grows(c)) {
        hlo = 1;
        hhi = monster_hp_bound(c);
        llo = 0;
        lhi = monster_level_bound(c);
    }
    lo[NH_MON_HIST_HP] = hlo;
    hi[NH_MON_HIST_HP] = hhi;
    lo[NH_MON_HIST_LEVEL] = llo;
    hi[NH_MON_HIST_LEVEL] = lhi;
    /* from 1 HP: hhi - 1 heals, at most 20 turns apart */
    lo[NH_MON_HIST_REGEN] = 0;
    hi[NH_MON_HIST_REGEN] = hhi > 1 ? 20 * (hhi - 1) : 0;
}

int monster_tally_init(struct nh_tally *t, const struct monster_case *c)
{
    if (!monster_case_valid(c)) {
        memset(t, 0, sizeof *t);
        return -1;
    }
    int32_t lo[NH_MON_HIST_COUNT], hi[NH_MON_HIST_COUNT];
    monster_ranges(c, lo, hi);
    return tally_init(t, NH_MON_HIST_COUNT, lo, hi);
}

bool monster_never_heals(const struct monster_case *c)
{
    /* UnNetHack 24dce727 src/monmove.c, mon_regen(): !noregen() guards the only heal; the
     * Punisher grows into nothing, so its own flag is the final form's */
    return (monster_table(c->variant)->mons[c->mon].flags & NH_MF_NOREGEN) != 0;
}

int monster_heal_bonus(const struct monster_case *c)
{
    return nh_mon_heal_bonus(c->variant, &monster_table(c->variant)->mons[c->mon], c->herd);
}

uint64_t monster_case_key(const struct monster_case *c)
{
    const struct nh_where *w = &c->where;
    /* kind 5 = monster; every field that changes the outcome is mixed in. */
    uint64_t h = nh_mix64((5ull << 56) | ((uint64_t)c->variant << 48) |
                          ((uint64_t)(uint32_t)c->mon << 16) | (uint64_t)(uint32_t)c->xl);
    uint64_t f[] = {(uint64_t)(uint32_t)w->depth,
                    (uint64_t)w->amulet | (uint64_t)w->endgame << 1 | (uint64_t)w->builds_up << 2 |
                        (uint64_t)w->aggravate << 3 | (uint64_t)c->guardian << 4 |
                        (uint64_t)c->by_makemon << 5 | (uint64_t)w->gehennom << 6,
                    (uint64_t)(uint32_t)w->deepest,
                    (uint64_t)(uint32_t)w->sanctum_depth,
                    (uint64_t)(uint32_t)w->levels_above,
                    (uint64_t)(uint32_t)w->home_plane,
                    (uint64_t)(uint32_t)c->wiz_deaths,
                    (uint64_t)(uint32_t)c->kills,
                    (uint64_t)(uint32_t)c->victim_level,
                    (uint64_t)(uint32_t)c->gain_levels};
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++)
        h = nh_mix64(h ^ (f[i] + 0x9e3779b97f4a7c15ull * (i + 1)));
    /* not the herd: it draws nothing, only turns each trial's phase into Geryon's turns to full,
     * so his cases with several herds share their draws, and no stream moves */
    return h;
}
