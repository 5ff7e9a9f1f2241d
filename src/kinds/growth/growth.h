/* growth: a timeline of events applied to one character, with max HP
 * reported at checkpoints (docs/rules.md, Level gain; Level drain; Prayer outcome;
 * Healing potions; Nurses).
 *
 * A timeline is text, events separated by ';' (growth_parse_events):
 *
 *   level N            gain experience levels up to XL N (pluslvl, newhp)
 *   level A-B          the same, from XL A (must be the XL then) to B, with
 *                      a checkpoint at every XL on the way under "after each"
 *   level +K           K experience levels (not past XL 30)
 *   ... xK each        (quaff, drain, restore) a row after each of the K,
 *                      whatever the report
 *   quaff gain-level [xK]   K potions of gain level: pluslvl(FALSE), which
 *                      at XL 30 still adds a (5.0: throttled) gain
 *   drain [K]          K level losses (losexp; 3.4.3 subtracts a fresh
 *                      roll, 3.6.7/5.0 the gain recorded for that level)
 *   restore-level [K]  K level restores as blessed full healing and the
 *                      golden glow do them: when XL < the highest XL, that
 *                      highest XL drops by one and a level is gained
 *                      ("restore [K]" is the same event)
 *   restore-ability [blessed|uncursed|cursed] [xK] [each]
 *                      K potions of restore ability (also "quaff
 *                      restore-ability ..."): in 3.6.7 and 5.0, uncursed
 *                      gives back one lost level, blessed all of them, the
 *                      highest XL unchanged; cursed, and any in 3.4.3,
 *                      none; default uncursed
 *   quaff healing|extra|full [diluted] [blessed|uncursed|cursed] [xK] [each]
 *                      healup (docs/rules.md, Healing potions): max HP rises only when the heal
 *                      overshoots; default uncursed; diluted (before or after the
 *                      curse state) is undiluted but in EvilHack (growth_quaff_heal)
 *   nurse [K]          K healing hits (docs/rules.md, Nurses), with a row of the nurses that
 *                      vanished; "nurse [K] until M": hits until max HP
 *                      reaches M (M may be written "5xl": 5 times the XL
 *                      then; K caps the hits, default 100000), with a row
 *                      of the hits it took (nurses lost: hits/91 on
 *                      average)
 *   pray T             lower HP to 1 and pray at turn T (docs/rules.md, Prayer); prayers carry
 *                      the timeout, Luck, record and anger to the next
 *   con C              Con is C from here on (conplus of later gains)
 *   hp H|full|low      set current HP (low: 1)
 *
 * Every count is 1..GROWTH_MAX_COUNT.  The hero starts at XL 1 with the
 * starting max HP (docs/rules.md, Starting HP), at full HP, Luck 0 (1 for a 5.0 Archeologist: the
 * fedora) and the role's starting record, or at XL start_xl after that many experience gains.
 *
 * This header is what the registry uses (kind.h, kinds.c): the
 * entry's objects.  The kind's case, rules, kernel, exact model, grid and
 * report, for its own files and tests, are in growth_impl.h.
 */
#ifndef NHMC_GROWTH_H
#define NHMC_GROWTH_H

#include "nhmc/kind.h"

/* The variants kind growth models (kind.h, struct nh_kind's variants). */
#define GROWTH_VARIANTS                                                                            \
    (NH_VARIANTS_VANILLA | NH_VARIANT_BIT(NH_VDNH) | NH_VARIANT_BIT(NH_VXNH) |                     \
     NH_VARIANT_BIT(NH_VEVH) | NH_VARIANT_BIT(NH_VUNH))
NH_KIND_OBJECTS(growth);
extern const struct nh_selfcheck_rows growth_selfcheck;
/* Kind growth in the registry (growth_experiment.c). */
extern const struct nh_kind growth_kind;

#endif
