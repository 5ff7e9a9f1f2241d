/* sanity_grid: the inputs of a dNetHack sanity run (scenario [sanity] keys
 * with [run] variant, or the options of `nhmc sanity`), checked
 * and expanded into cases (struct sanity_case of sanity_impl.h).
 *
 * As grace_grid: both front ends hand over the texts as written (NULL: not
 * given); the parser returns the key at fault with its message.  The list
 * keys (role .. target) form a grid, the last varying fastest, except keys
 * named in `paired`, whose lists go together element by element.
 *
 * Values (docs/rules.md, dNetHack sanity; the hero of struct sanity_hero):
 *   role     names or abbreviations (Val, Valkyrie, exile, noble), required
 *   race     human (default), elf, drow (myrkalfr), orc, dwarf, gnome,
 *            android, other
 *   wis      Wisdom 3..25 (default 18)
 *   xl       1..30 (default 1)
 *   place    none (default), depths, nkai, rlyeh, quest-... (nhmc list places)
 *   insight  N >= 0 (default 0)
 *   veil     on (intact) or off (pierced); default: intact, but pierced for
 *            the Anachrononaut, Binder and Madman (docs/rules.md, Insight and the veil)
 *   sanity   S at turn0, 50..100 (0..100 with a madness); default 100, but
 *            75 for the Madman
 *   target   the recovery target: 0..100, or R, 2R, 3R (the regeneration
 *            tiers of Sanity regeneration in docs/rules.md, capped at 100; 100 when R <= 0);
 * default 3R species  sanity-taxing species (nhmc list sanity-species), each a row: the species of
 * every "see *" event (none: no such event) Single values: int 3..25 (11; Vilya only), orthos, sea,
 * vilya, soul_lens, madness (default on for the Madman), clear_thoughts, nightmare, nodensfork,
 * moon_close (on/off, default off), itchy >= 0, narya 0..30, turn0 >= 0, drunk >= 0 (default 0,
 * the Madman 30), lost_names 0..31 (default 0), events (the timeline
 * below), end (default turn0 + 10000), checkpoints (up to 32 ascending turns), recover_from
 * (default the turn after the last event ends), paired.
 *
 * The timeline: events separated by ';', each "KIND ... at T" with options
 * in any order after the kind's own words:
 *   see SPECIES at T [for N] [xK] [hostile]   (SPECIES may have spaces;
 *                                              "*": the row's species key)
 *   delirium at T [for N] [hostile] [undisguised]
 *   mad D at T [for N] [xK]                   (mad-template monsters, D)
 *   angel at T [for N]
 *   sleeping|restore [blessed|uncursed|cursed] at T
 *   booze at T [xK]      (K drinks)      nurse at T [xK]   (K courses)
 *   effigy|necro|necro-fail|lost-name|lost-name-known at T
 *   tentacles at T [for N]   kill D at T [moonlight]   pray at T [altar] [all]
 * e.g. "see akkabish tannin at 100 for 3 x2 hostile; sleeping blessed at 200".
 *
 * Kind sanity is dNetHack's alone: a variant other than dnethack is refused.
 */
#ifndef NHMC_SANITY_GRID_H
#define NHMC_SANITY_GRID_H

#include <stdbool.h>
#include <stddef.h>
#include "nhmc/output.h"
#include "kinds/sanity/sanity_impl.h"
#include "nhmc/grid.h"
#include "nhmc/kind.h"

enum sanity_key {
    SAK_VARIANT, /* [run] variant in a scenario */
    SAK_ROLE,    /* the [sanity] keys from here; lists first */
    SAK_RACE,
    SAK_WIS,
    SAK_XL,
    SAK_PLACE,
    SAK_INSIGHT,
    SAK_VEIL,
    SAK_SANITY,
    SAK_TARGET,
    SAK_SPECIES,
    /* single values */
    SAK_INT,
    SAK_ORTHOS,
    SAK_SEA,
    SAK_VILYA,
    SAK_SOUL_LENS,
    SAK_MADNESS,
    SAK_CLEAR_THOUGHTS,
    SAK_NIGHTMARE,
    SAK_NODENSFORK,
    SAK_MOON_CLOSE,
    SAK_ITCHY,
    SAK_NARYA,
    SAK_TURN0,
    SAK_DRUNK,
    SAK_LOST_NAMES,
    SAK_EVENTS,
    SAK_END,
    SAK_CHECKPOINTS,
    SAK_RECOVER_FROM,
    SAK_PAIRED,
    SAK_COUNT
};
#define SAK_FIRST_LIST SAK_ROLE
#define SAK_NLISTS     (SAK_SPECIES + 1)

/* The keys (kind.h): scenario key names, options, samples, what is expected. */
extern const struct nh_key sanity_keys[SAK_COUNT];

#define NH_SANITY_LIST_MAX  128
#define NH_SANITY_MAX_CASES 10000
#define SANITY_GRID_DEFAULT (-100) /* veil, sanity: the role's default */
#define SANITY_ROW_SPECIES  (-2)   /* "see *": the species of the row */

struct sanity_grid {
    int n[SAK_NLISTS];
    bool given[SAK_COUNT];
    int role[NH_SANITY_LIST_MAX];
    int race[NH_SANITY_LIST_MAX];
    int wis[NH_SANITY_LIST_MAX];
    int xl[NH_SANITY_LIST_MAX];
    int place[NH_SANITY_LIST_MAX];
    int insight[NH_SANITY_LIST_MAX];
    int veil[NH_SANITY_LIST_MAX];    /* 1, 0 or SANITY_GRID_DEFAULT */
    int sanity[NH_SANITY_LIST_MAX];  /* or SANITY_GRID_DEFAULT */
    int target[NH_SANITY_LIST_MAX];  /* 0..100, or -k for kR */
    int species[NH_SANITY_LIST_MAX]; /* for "see *"; -1: none */
    unsigned paired;                 /* bit k: list key k is paired */
    /* the single values: a template case (hero and timeline) */
    struct sanity_case base;
    int madness;      /* 1, 0 or SANITY_GRID_DEFAULT */
    bool drunk_given; /* else the Madman starts at 30 (dNetHack src/u_init.c) */
    bool recover_from_given;
};

NH_GRID_FUNCTIONS(sanity, sanity_grid, sanity_key, SAK_COUNT);
/* Columns: always role,race,wis,xl,place,insight,veil,sanity,target,
 * species (so without the grid; see NH_GRID_COLUMNS). */
int sanity_grid_columns(const char **names, const char **labels, unsigned *numeric);
NH_GRID_CASE(sanity, sanity_grid, sanity_case);

/* What the case costs, in estimated ns of one thread: its exact answer,
 * and one Monte Carlo timeline (sanity_cost.c; method auto, experiment.h). */
double sanity_exact_cost(const struct sanity_case *c);
double sanity_trial_cost(const struct sanity_case *c);

/* R at the start of case c (after the Depths pierce the veil; docs/rules.md, Sanity regeneration).
 */
int sanity_grid_threshold(const struct sanity_case *c);

/* The timeline parser, for tests: fills c->ev and c->nev (turns are checked
 * against turn0 and end by sanity_case_check later). */
int sanity_events_parse(const char *text, struct sanity_case *c, char *err, size_t errlen);
/* The default recover_from: the turn after the last event ends (turn0 + 1
 * without events), at most end. */
int sanity_default_recover_from(const struct sanity_case *c);

#endif
