/* grace: saving grace against a stream of hits (docs/rules.md, Saving grace;
 * Known values).
 *
 * Saving grace existed only in the NetHack 3.7 development builds (added
 * 2023-03-03, reworked 2025-11-26 and 2026-04-21, removed 2026-05-02 before
 * 5.0) and lives on in xNetHack, CrecelleHack and Hack'EM.  Each rule is a
 * small pure function (src/kinds/grace/grace_rules.c); a fight applies it to every hit.
 *
 * The fight (the `grace` kind):
 *  - The hero starts with hp of maxhp, in the natural form unless the case
 *    starts polymorphed (every rule applies to the normal form only;
 *    docs/rules.md, Saving grace), and takes no damage on their own action.
 *  - 0 HP is not always death (docs/rules.md, Life saving and polymorph):
 *    the form's 0 HP returns the hero to the natural form at its HP (or,
 *    with unchanging, kills); the natural form's death, after grace, uses
 *    up an amulet of life saving once, at the HP its savelife() gives.
 *  - Turn t = 1..turns: one monster phase.  It starts by taking the snapshot
 *    H0 = HP (docs/rules.md, Saving grace; the rules without a snapshot ignore it),
 *    then makes `hits` attack attempts, each hitting with probability
 *    hit_num / hit_den (one rn2(hit_den) < hit_num draw) and dealing
 *    d(dice_n, dice_s) + dice_k damage through the rule.  HP <= 0 is death
 *    on that turn.
 *  - Between turn t and t + 1 (t < turns) the turn boundary clears the
 *    per-turn latch (docs/rules.md, Saving grace) and then regenerates: if HP is
 *    below maxhp, with probability regen_pct/100 (one rn2(100) draw, as the
 *    3.7 regen_hp() makes one per eligible turn; docs/rules.md, Regeneration in 5.0) the hero
 *    gains regen_hp HP, capped at maxhp.  regen_hp = 0 turns it off; it is
 *    a simple stand-in, not a version's regeneration formula.
 *  - The hero's own action would also clear the latch (docs/rules.md, Saving grace); as it
 *    deals no damage here, that changes nothing.
 * All damage is monster damage during the monster phase (mon_moving), so in
 * this fight 3.7-2025 and 3.7-2026 behave alike (they differ only for damage
 * outside the monster phase), as do 3.7-2023 and hackem (Hack'EM's extras,
 * the deck of fate and the quest reset, do not arise in a fight), and
 * 3.7-2025 and crecellehack.  And as a save leaves exactly 1 HP and every
 * hit deals at least 1, every later hit of that phase is lethal, so
 * xNetHack's latch (every hit leaves 1 HP) acts like the upstream one
 * (lethal hits leave 1 HP); xNetHack still differs by its strict > 90%.
 * The rule functions keep every difference (tests/test_grace.c).
 *
 * This header is what the registry uses (kind.h, kinds.c): the
 * entry's objects.  The kind's case, rules, kernel, exact model, grid and
 * report, for its own files and tests, are in grace_impl.h.
 */
#ifndef NHMC_GRACE_H
#define NHMC_GRACE_H

#include "nhmc/kind.h"

/* The variants kind grace models (kind.h, struct nh_kind's variants). */
#define GRACE_VARIANTS (NH_VARIANTS_VANILLA | NH_VARIANT_BIT(NH_VXNH))
NH_KIND_OBJECTS(grace);
extern const struct nh_selfcheck_rows grace_selfcheck;
/* Kind grace in the registry (grace_experiment.c). */
extern const struct nh_kind grace_kind;

#endif
