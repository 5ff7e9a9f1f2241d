/* regen_grid: the inputs of a regen run (scenario [regen] keys, or the
 * options of `nhmc regen`), checked and expanded into cases.
 *
 * Both front ends hand over the texts as written; the parser returns the
 * key at fault with its message, so a scenario can point at the line and
 * the command line at the option.  List keys form a grid: every
 * combination is a case, except keys named in `paired`, whose lists go
 * together element by element (e.g. paired = role, xl, maxhp).
 */
#ifndef NHMC_REGEN_GRID_H
#define NHMC_REGEN_GRID_H

#include <stdbool.h>
#include <stddef.h>
#include "nhmc/output.h"
#include "kinds/regen/regen_impl.h"
#include "nhmc/hero_rules.h"
#include "nhmc/grid.h"
#include "nhmc/kind.h"
#include "nhmc/heroes.h"

enum regen_key {
    RK_VARIANT,
    RK_ROLE,
    RK_RACE,
    RK_XL,
    RK_CON,
    RK_HP,
    RK_MAXHP,
    RK_TARGET,
    RK_ENCUMBRANCE,
    RK_MOVE,
    RK_REGENERATION,
    RK_AFTER,
    /* single values */
    RK_MH,
    RK_MHMAX,
    RK_TRACK,
    RK_RESTFUL_SLEEP,
    RK_PLANE_OF_AIR,
    RK_RING,
    RK_TURN,
    RK_MAX_TURNS,
    RK_MEASURE,
    RK_PAIRED,
    /* dNetHack's inputs (docs/rules.md, dNetHack regeneration), single values */
    RK_SEX,
    RK_ASLEEP,
    RK_BED,
    RK_VALLEY,
    RK_HEALING_PENALTY,
    RK_SEALS,
    RK_PW,
    RK_PW_SPENT,
    RK_DISPATER, /* xNetHack's */
    RK_CONTACT,  /* UnNetHack's and EvilHack's */
    RK_AMULET,   /* EvilHack's (and valley) */
    RK_LIT,
    RK_PLANTS,
    RK_SHELL,
    RK_WITHERING, /* xNetHack's */
    RK_COUNT
};
#define RK_NLISTS (RK_AFTER + 1) /* keys RK_VARIANT..RK_AFTER take lists */

/* The keys (kind.h): scenario key names, options, samples, what is expected. */
extern const struct nh_key regen_keys[RK_COUNT];

#define NH_REGEN_LIST_MAX  64     /* values in one list */
#define NH_REGEN_MAX_CASES 100000 /* grid points in one run */

/* A target as given: full, an absolute HP, or a fraction of the maximum
 * (0.5 or 50%: HP >= that fraction, rounded up). */
struct regen_target {
    enum { RT_FULL, RT_ABSOLUTE, RT_FRACTION } kind;
    int hp;
    double fraction;
};

struct regen_grid {
    int n[RK_NLISTS];     /* values per list key (1 for defaults) */
    bool given[RK_COUNT]; /* written by the user */
    enum nh_variant variant[NH_VARIANT_COUNT];
    int role[NH_DNH_ROLES]; /* -1: not given; dNetHack's indices when every variant is dnethack */
    int race[NH_DNH_RACES]; /* -1: not given */
    int xl[NH_MAXULEV];
    int con[NH_CON_MAX - NH_CON_MIN + 1];
    int hp[NH_REGEN_LIST_MAX];
    int maxhp[NH_REGEN_LIST_MAX];
    struct regen_target target[NH_REGEN_LIST_MAX];
    int enc[NH_ENC_COUNT];
    double move[NH_REGEN_LIST_MAX];
    int regeneration[2]; /* 0 off, 1 on */
    int after[NH_REGEN_LIST_MAX];
    unsigned paired;        /* bit k: list key k is paired */
    struct regen_case base; /* the single-valued settings */
};

NH_GRID_FUNCTIONS(regen, regen_grid, regen_key, RK_COUNT);
/* Columns: those of the grid's measure (regen_columns: every
 * measure's). */
NH_GRID_COLUMNS(regen, regen_grid);
/* A case is refused if inconsistent (HP above max, a role/race the game
 * forbids, ...). */
NH_GRID_CASE(regen, regen_grid, regen_case);

/* A short description of the settings every row shares, for captions
 * ("start turn random; unencumbered"). */
void regen_grid_describe(const struct regen_grid *g, char *buf, size_t len);

#endif
