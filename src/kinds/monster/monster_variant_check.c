/* monster_variant_check: what the variants' rules leave out of a case, each refusal citing the
 * game's source (docs/rules.md, Monster HP in the variants).  See monster_grid.h. */
#include "kinds/monster/monster_grid.h"

#include <string.h>

#include "nhmc/grid.h"

int monster_variant_check(const struct monster_grid *g, const struct monster_case *c, int *bad,
                          char *err, size_t errlen)
{
    const char *name = monster_table(c->variant)->mons[c->mon].name;
    bool regen = false;
    for (int k = 0; k < g->n[MK_MEASURE]; k++)
        regen |= g->measure[k] == NH_MON_HIST_REGEN;
    if (regen && (monster_table(c->variant)->mons[c->mon].flags & NH_MF_NOREGEN)) {
        /* UnNetHack 24dce727 src/monmove.c, mon_regen(): noregen() */
        return grid_fail(bad, MK_MEASURE, err, errlen,
                         "the %s of %s never heals (M3_NOREGEN); expected measure hp or level "
                         "for it",
                         name, variant_game(c->variant));
    }
    if (c->where.gehennom && c->variant != NH_VUNH) {
        return grid_fail(bad, MK_GEHENNOM, err, errlen,
                         "Gehennom's +15 difficulty is UnNetHack's, not %s's; expected --variant "
                         "unnethack alone",
                         variant_game(c->variant));
    }
    if (c->where.builds_up && c->variant == NH_VUNH) {
        /* UnNetHack 24dce727 src/dungeon.c, level_difficulty() */
        return grid_fail(bad, MK_SOKOBAN, err, errlen,
                         "UnNetHack's Sokoban counts as the Oracle level's depth + 1 on every "
                         "floor, and climbing Vlad's Tower adds nothing; expected depth = that, "
                         "without sokoban");
    }
    return 0;
}
