/* monster_variant_check: what the variants' rules leave out of a case, each refusal citing the
 * game's source (docs/rules.md, Monster HP in the variants).  See monster_grid.h. */
#include "kinds/monster/monster_grid.h"

#include "nhmc/grid.h"

int monster_variant_check(const struct monster_case *c, int *bad, char *err, size_t errlen)
{
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
