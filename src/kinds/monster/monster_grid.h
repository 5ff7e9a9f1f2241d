/* monster_grid: the inputs of a monster run (scenario [monster] keys, or
 * the options of `nhmc monster`), checked and expanded into cases (struct
 * monster_case of monster_hp.h).
 *
 * As prayer_grid: both front ends hand over the texts as written (NULL: not
 * given); the parser returns the key at fault with its message, so a
 * scenario can point at the line and the command line at the option.
 *
 * The monster list holds words, each resolved in every listed variant's
 * own table (monster_select: all, a name or alias in any case, a unique
 * prefix, a class symbol or name; "class=D" or "class=dragon" is always a
 * class), so "all" means each version's own monsters.  A monster listed
 * twice (by name and by its class) is kept once, where it first came.
 *
 * Cases run variant outermost, then monster, then depth, xl, kills,
 * victim_level and gain_levels, the last varying fastest; keys named in
 * `paired` (of depth, xl, kills, victim_level, gain_levels) go together
 * element by element.  `measure` (hp, level, regen) is not part of a case: each
 * case gives one row per measure, from the same trials.
 *
 * Defaults: variant 3.6.7; depth 1; xl 1; no growth (kills 0, victim_level
 * 0, gain_levels 0); measure hp; everything else off or 0.  Required:
 * monster.  With endgame = on, depth is the Sanctum's depth (what
 * level_difficulty counts there); home_plane = on puts each elemental on
 * its own plane, in the endgame.
 */
#ifndef NHMC_MONSTER_GRID_H
#define NHMC_MONSTER_GRID_H

#include <stdbool.h>
#include <stddef.h>
#include "kinds/monster/monster_hp.h"
#include "nhmc/output.h"
#include "nhmc/grid.h"
#include "nhmc/kind.h"

enum monster_key {
    MK_VARIANT,
    MK_MONSTER,
    MK_DEPTH,
    MK_XL,
    MK_KILLS,
    MK_VICTIM_LEVEL,
    MK_GAIN_LEVELS,
    MK_MEASURE,
    /* single values */
    MK_GROW,
    MK_ENDGAME,
    MK_HOME_PLANE,
    MK_AMULET,
    MK_DEEPEST,
    MK_SOKOBAN,
    MK_LEVELS_ABOVE,
    MK_AGGRAVATE,
    MK_GEHENNOM,
    MK_WIZ_DEATHS,
    MK_GUARDIAN,
    MK_ORIGIN,
    MK_HERD,
    MK_CLASS,
    MK_PAIRED,
    MK_COUNT
};
#define MK_NLISTS (MK_MEASURE + 1) /* keys MK_VARIANT..MK_MEASURE take lists */

/* The keys (kind.h): scenario key names, options, samples, what is expected. */
extern const struct nh_key monster_keys[MK_COUNT];

#define NH_MONSTER_LIST_MAX  1024   /* values in one list; monsters per variant (EvilHack: 564) */
#define NH_MONSTER_MAX_CASES 200000 /* cases in one run */

struct monster_grid {
    int n[MK_NLISTS];     /* values per list key; n[MK_MONSTER]: words */
    bool given[MK_COUNT]; /* written by the user */
    enum nh_variant variant[NH_VARIANT_COUNT];
    /* the monsters of each listed variant (same slot as variant[]), as
     * indices into monster_table(variant) */
    int nmon[NH_VARIANT_COUNT];
    int mon[NH_VARIANT_COUNT][NH_MONSTER_LIST_MAX];
    int depth[NH_MONSTER_LIST_MAX];
    int xl[NH_MONSTER_LIST_MAX];
    int kills[NH_MONSTER_LIST_MAX];
    int victim_level[NH_MONSTER_LIST_MAX];
    int gain_levels[NH_MONSTER_LIST_MAX];
    int measure[NH_MON_HIST_COUNT]; /* NH_MON_HIST_HP, _LEVEL or _REGEN */
    unsigned paired;                /* bit k: list key k is paired */
    bool grows;                     /* growth columns are shown */
    bool grow, endgame;             /* as given; the case's endgame is derived */
    bool home_plane;
    /* the single-valued settings; the rest is filled per case */
    struct monster_case base;
};

/* The count is of cases: rows are cases times n[MK_MEASURE]. */
NH_GRID_FUNCTIONS(monster, monster_grid, monster_key, MK_COUNT);
/* Columns: variant,monster,depth,xl; kills,victim_level with growth;
 * gain_levels when given; measure when given (always last). */
NH_GRID_COLUMNS(monster, monster_grid);
/* Case i and its row texts: every column but measure.  Every case is
 * valid (monster_grid_parse checked them): returns the number of texts. */
int monster_grid_case(const struct monster_grid *g, size_t i, struct monster_case *c,
                      char grid_text[][NH_GRID_TEXT]);

/* Within the kind's grid files: the monster and class lists resolved in each listed variant's
 * table into g->mon and g->nmon (monster_grid_monsters.c; 0, or -1 with the message and the key at
 * fault), and case i of a parsed grid without its row texts (monster_grid.c). */
int monster_grid_parse_monsters(const char *text, const char *classes, struct monster_grid *g,
                                int *bad, char *err, size_t errlen);
void monster_grid_build_case(const struct monster_grid *g, size_t i, struct monster_case *c);

/* Case c against what the variants' rules leave out (UnNetHack's Sokoban, Gehennom outside
 * UnNetHack): 0, or -1 with the message and the key at fault (monster_variant_check.c). */
int monster_variant_check(const struct monster_case *c, int *bad, char *err, size_t errlen);

/* Whether the run asks how xNetHack's Geryon heals (measure regen), which --herd is for. */
bool monster_grid_heals_geryon(const struct monster_grid *g);

/* The name of measure value m ("hp", "level", "regen"). */
const char *monster_measure_name(int m);

/* A short description of the settings every row shares, for captions
 * ("in the endgame; the Wizard killed twice"); empty when none. */
void monster_grid_describe(const struct monster_grid *g, char *buf, size_t len);

#endif
