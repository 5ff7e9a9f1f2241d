/* monster: the monster tables of each vanilla version and their lookup
 * (docs/rules.md, Monster HP).
 *
 * The facts (name, class, base level, the flags the HP rules need, the
 * grown-up form) live in data/monsters/<variant>.csv, one row per entry of
 * the game's table; tools/monsters2c.awk turns them into C tables at build
 * time.  Lookup is by name (any case, exact or unique prefix, aliases
 * included), by class (symbol or name), or "all".
 *
 * This header is what the registry uses (kind.h, kinds.c): the
 * entry's objects.  The kind's case, rules, kernel, exact model, grid and
 * report, for its own files and tests, are in monster_impl.h.
 */
#ifndef NHMC_MONSTER_H
#define NHMC_MONSTER_H

#include "nhmc/kind.h"

/* The variants kind monster models (kind.h, struct nh_kind's variants). */
#define MONSTER_VARIANTS                                                                           \
    (NH_VARIANTS_VANILLA | NH_VARIANT_BIT(NH_VXNH) | NH_VARIANT_BIT(NH_VUNH) |                     \
     NH_VARIANT_BIT(NH_VEVH))
NH_KIND_OBJECTS(monster);
extern const struct nh_selfcheck_rows monster_selfcheck;
/* Kind monster in the registry (monster_experiment.c). */
extern const struct nh_kind monster_kind;

#endif
