/* regen: hero HP regeneration, turn by turn (docs/rules.md, Regeneration;
 * Overexertion and refused moves).
 *
 * A case is one hero in one situation.  The hero has just acted on turn T0
 * (the status line shows T0); step k of a trial is the turn boundary into
 * turn T0 + k: the hero's action before it (a move or not), then `moves++`,
 * regeneration and the overexertion loss, in the game's order (docs/rules.md, Turn order).  The
 * outcome of a trial is the number of steps until the tracked pool (HP, or
 * mh while polymorphed) reaches the target (0 if it already has), or the
 * pool after `after` steps.
 *
 * Modelling choices (docs/kinds/regen.md):
 *  - One hero action per turn (speed 12).  Before each boundary the hero
 *    tries to move with probability `move`.  A move the game refuses ("You
 *    don't have enough stamina to move": Stressed or worse with HP < 10 and
 *    not full, or Overloaded, except on the Plane of Air; docs/rules.md,
 *    Overexertion and refused moves) counts as not moving; so do the turns
 * of a pass-out and the turns asleep with restful sleep.
 *  - The encumbrance is fixed.  5.0 samples it after the monsters move
 *    (docs/rules.md, Turn order), which with a fixed encumbrance changes nothing.
 *  - Eels, prayer (invulnerability), damage and rehumanisation are outside
 *    the model.
 *
 * This header is what the registry uses (kind.h, kinds.c): the
 * entry's objects.  The kind's case, rules, kernel, exact model, grid and
 * report, for its own files and tests, are in regen_impl.h.
 */
#ifndef NHMC_REGEN_H
#define NHMC_REGEN_H

#include "nhmc/kind.h"

/* The variants kind regen models (kind.h, struct nh_kind's variants). */
#define REGEN_VARIANTS                                                                             \
    (NH_VARIANTS_VANILLA | NH_VARIANT_BIT(NH_VFIQ) | NH_VARIANT_BIT(NH_VDNH) |                     \
     NH_VARIANT_BIT(NH_VXNH) | NH_VARIANT_BIT(NH_VEVH) | NH_VARIANT_BIT(NH_VUNH))
NH_KIND_OBJECTS(regen);
extern const struct nh_selfcheck_rows regen_selfcheck;
nh_selfcheck_part regen_selfcheck_known;
/* Kind regen in the registry (regen_experiment.c). */
extern const struct nh_kind regen_kind;

#endif
