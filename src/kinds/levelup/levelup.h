/* levelup: the kernel for experiment kind `levelup` (docs/rules.md, Hero max HP).
 *
 * One trial is one hero: starting HP at XL 1, then one newhp() gain per
 * level, with Con fixed or rolled at creation and kept.  Max HP is tallied at
 * each requested XL stage (see params.h for stages).
 *
 * dNetHack (docs/rules.md, dNetHack max HP; dNetHack level gain and drain;
 * src/game/dnh_rules.c): the gains are stored
 * rolls P without Con, and max HP at XL x is max(1, trunc(P + x conplus(Con)))
 * with the Con of that XL, so Con acts on every level retroactively.  Con is
 * the base Con (an orc's rises by XL/3 on top), given or rolled by dNetHack's
 * own init_attr() (docs/rules.md, dNetHack starting Con; nhmc/dnh_attr.h).
 * A gain made at XL 30 adds to the bonus B instead, which counts
 * under the soft cap (docs/rules.md, dNetHack level gain at XL 30;
 * nhmc/dnh_soft_cap.h).
 *
 * This header is what the registry and other kinds use (kind.h, kinds.c;
 * prayer's rolled max HP): the case, its exact distribution and the
 * entry's objects.  The kind's rules, kernel, grid, dumplog reader and
 * report, for its own files and tests, are in levelup_impl.h.
 */
#ifndef NHMC_LEVELUP_H
#define NHMC_LEVELUP_H

#include "nhmc/kind.h"
#include "nhmc/variant.h"

struct levelup_case {
    enum nh_variant variant;
    int role, race;
    int con; /* 3..25, or NH_CON_ROLLED */
    int nstages;
    const int *stages; /* strictly ascending numbers of gains, < NH_MAX_STAGES */
    /* EvilHack (nh_hero_gain_extra): NH_HERO_LITERATE, NH_HERO_ABUSED; 0
     * elsewhere and for a hero as the game starts it */
    unsigned history;
};

struct nh_pmf;
/* The exact distribution of max HP at each stage: out[s] for every
 * s < nstages (src/kinds/levelup/levelup_exact.c).  Returns 0, or -1 for bad stages
 * or no memory (out is then empty); free each with pmf_free. */
int levelup_exact(const struct levelup_case *c, struct nh_pmf *out);

/* The variants kind levelup models (kind.h, struct nh_kind's variants). */
#define LEVELUP_VARIANTS                                                                           \
    (NH_VARIANTS_VANILLA | NH_VARIANT_BIT(NH_VDNH) | NH_VARIANT_BIT(NH_VXNH) |                     \
     NH_VARIANT_BIT(NH_VEVH) | NH_VARIANT_BIT(NH_VUNH))
NH_KIND_OBJECTS(levelup);
extern const struct nh_selfcheck_rows levelup_selfcheck;
nh_selfcheck_part levelup_selfcheck_control, levelup_selfcheck_known;
/* Kind levelup in the registry (levelup_experiment.c). */
extern const struct nh_kind levelup_kind;

#endif
