/* growth_grid: the inputs of a growth run (scenario [growth] keys, or the
 * options of `nhmc growth`), checked and expanded into cases (struct
 * growth_case of growth_impl.h).
 *
 * As prayer_grid: both front ends hand over the texts as written (NULL:
 * not given); the parser returns the key at fault with its message, so a
 * scenario can point at the line and the command line at the option.  The
 * list keys (variant, role, race, con, xl, until_maxhp) form a grid, the
 * last varying fastest, except keys named in `paired`, whose lists go
 * together element by element.  Role and race make one dimension of
 * role/race pairs, as in prayer_grid.h.
 *
 * Every case shares one timeline (events) and one report; both are parsed
 * once, into the grid, which the cases point at.
 *
 * Defaults: variant 3.6.7; race valid; con 10; xl 1 (the start);
 * until_maxhp none (0); report end; literate and abused off (EvilHack's
 * extra HP of a never-read Caveman and an unblemished aasimar, as every
 * hero starts).  Required: role and events.
 *
 * Every case is checked when the grid is parsed (growth_case_check), so a
 * timeline a case cannot follow stops the run before it starts.
 */
#ifndef NHMC_GROWTH_GRID_H
#define NHMC_GROWTH_GRID_H

#include <stdbool.h>
#include <stddef.h>
#include "kinds/growth/growth_impl.h"
#include "nhmc/output.h"
#include "nhmc/hero_rules.h"
#include "nhmc/grid.h"
#include "nhmc/kind.h"

enum growth_key {
    GK_VARIANT,
    GK_ROLE,
    GK_RACE,
    GK_CON,
    GK_XL,
    GK_UNTIL_MAXHP,
    /* single values */
    GK_EVENTS,
    GK_REPORT,
    GK_LITERATE, /* EvilHack: a Caveman who has read (nhmc/heroes.h, NH_HERO_LITERATE) */
    GK_ABUSED,   /* EvilHack: the hero's alignment was abused (NH_HERO_ABUSED) */
    GK_PAIRED,
    GK_COUNT
};
#define GK_NLISTS (GK_UNTIL_MAXHP + 1) /* keys GK_VARIANT..GK_UNTIL_MAXHP take lists */

/* The keys (kind.h): scenario key names, options, samples, what is expected. */
extern const struct nh_key growth_keys[GK_COUNT];

#define NH_GROWTH_LIST_MAX   64     /* values in one list */
#define NH_GROWTH_MAX_CASES  10000  /* grid points in one run */
#define NH_GROWTH_MAX_ROWS   100000 /* rows (checkpoints of every case) in one run */
#define NH_GROWTH_MAXHP_MAX  100000
#define NH_GROWTH_PER_XL_MAX 25 /* K of an until_maxhp "Kxl", as a nurse event's */

struct growth_grid {
    int n[GK_NLISTS];     /* values per list key (1 for defaults) */
    bool given[GK_COUNT]; /* written by the user */
    enum nh_variant variant[NH_VANILLA_COUNT];
    /* The role/race dimension (n[GK_ROLE] pairs); n[GK_RACE] is 1, or
     * n[GK_ROLE] when role and race are paired (same index). */
    int role[NH_ROLE_MAX * NH_RACE_MAX]; /* indices of the variant's hero table */
    int race[NH_ROLE_MAX * NH_RACE_MAX];
    int con[NH_GROWTH_LIST_MAX];
    int xl[NH_GROWTH_LIST_MAX];
    int until[NH_GROWTH_LIST_MAX]; /* growth_case.until_maxhp: 0, M, or -K for "Kxl" */
    unsigned paired;               /* bit k: list key k is paired */
    bool literate, abused;         /* EvilHack's history (growth_case.history) */
    struct growth_timeline tl;
    struct growth_report report;
};

NH_GRID_FUNCTIONS(growth, growth_grid, growth_key, GK_COUNT);
/* Columns: variant,role,race,con, then xl when given, until when
 * until_maxhp is given, then checkpoint (the checkpoint's label). */
NH_GRID_COLUMNS(growth, growth_grid);
/* The case points into g; its texts are for every column but the last
 * (checkpoint, which is per row). */
NH_GRID_CASE(growth, growth_grid, growth_case);

/* until_maxhp as written back ("50", "5xl"; "" for 0). */
void growth_until_text(int until, char *buf, size_t len);

#endif
