/* sanity: dNetHack sanity, insight and madness (docs/rules.md, dNetHack sanity).
 *
 * The rules are small pure functions (src/kinds/sanity/sanity_rules.c), each citing the
 * section of docs/rules.md it follows; the 141 sanity-taxing species and their
 * difficulty D are a table of ours (src/kinds/sanity/sanity_species.c).
 *
 * The `sanity` kind runs a timeline: a hero state and a list of events.
 *
 * Turn order (dNetHack src/allmain.c, moveloop(); docs/rules.md, dNetHack
 * sanity): the game's turn counter t is the
 * value after the new-turn increment.  For each turn t = turn0 + 1 .. end:
 *  1. the encounters active on t act, in the order of the event list (the
 *     new-turn monster loop, before the increment: spot_monster, walking
 *     delirium, mad-template monsters; the apocalypse angel's whisper is
 *     counted here too);
 *  2. the increment: temporary-madness timers count down by 1
 *     (nh_timeout; docs/rules.md, Sanity changes and temporary madness) and
 *     sanity regenerates for turn t (docs/rules.md, Sanity regeneration);
 *  3. the hero's actions scheduled on t (potions, effigy, nurse, books).
 * S is recorded at checkpoints after step 3.
 *
 * Deterministic in time, hence not part of the random state: the veil, the part of insight that
 * every trial gains alike (lifting the veil, the Necronomicon, the first two Lost Names, kills),
 * the Lost Names learnt (u.uboln), drunkenness, and whether each species has been seen (the first
 * spotting always records a loss >= 1).  Random: S, insight gained by chance (the apocalypse
 * angel's misses, later Lost Names; it moves R through log2 N, the Transparent Sea and the
 * Undead Hunter's terms), the per-species stress sigma (the first loss), the temporary-madness
 * timer.
 *
 * This header is what the registry uses (kind.h, kinds.c): the
 * entry's objects.  The kind's case, rules, kernel, exact model, grid and
 * report, for its own files and tests, are in sanity_impl.h.
 */
#ifndef NHMC_SANITY_H
#define NHMC_SANITY_H

#include "nhmc/kind.h"

/* The variants kind sanity models (kind.h, struct nh_kind's variants). */
#define SANITY_VARIANTS NH_VARIANT_BIT(NH_VDNH)
NH_KIND_OBJECTS(sanity);
extern const struct nh_selfcheck_rows sanity_selfcheck;
/* Kind sanity in the registry (sanity_experiment.c). */
extern const struct nh_kind sanity_kind;

#endif
