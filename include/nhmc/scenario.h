/* scenario: parse an INI scenario file into a checked struct scenario.
 *
 * Sections and keys (documented in README.md, "Scenario files"):
 *   [run]    kind (levelup, rnz, regen, prayer or growth), method (montecarlo
 *            or exact), variant, trials, seed
 *   [hero]   role, race, con, xl          (kind levelup)
 *   [rnz]    i, xl                        (kind rnz)
 *   [regen]  the keys of regen_grid.h      (kind regen; variant in [run])
 *   [prayer] the keys of prayer_grid.h     (kind prayer; variant in [run])
 *   [growth] the keys of growth_grid.h     (kind growth; variant in [run])
 *   [monster] the keys of monster_grid.h   (kind monster; variant in [run])
 *   [grace]  the keys of grace_grid.h      (kind grace; variant and method
 *            in [run])
 *   [sanity] the keys of sanity_grid.h     (kind sanity, dNetHack only;
 *            variant and method in [run])
 *   [output] csv, wiki, histogram   (paths, relative to the current
 *            directory; "{variant}" in a path writes one file per variant),
 *            wiki_columns, wiki_stat (a wiki table with grid columns spread
 *            across, each cell one statistic)
 * Unknown sections or keys, repeated keys and bad values are errors naming
 * the file, line, section and key, the bad value and what is allowed.
 */
#ifndef NHMC_SCENARIO_H
#define NHMC_SCENARIO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "kinds/grace/grace_grid.h"
#include "kinds/growth/growth_grid.h"
#include "kinds/monster/monster_grid.h"
#include "nhmc/params.h"
#include "kinds/prayer/prayer_grid.h"
#include "kinds/regen/regen_grid.h"
#include "kinds/sanity/sanity_grid.h"

enum nh_kind {
    NH_KIND_LEVELUP,
    NH_KIND_RNZ,
    NH_KIND_REGEN,
    NH_KIND_PRAYER,
    NH_KIND_GROWTH,
    NH_KIND_MONSTER,
    NH_KIND_GRACE,
    NH_KIND_SANITY,
    NH_KIND_COUNT
};

const char *kind_name(enum nh_kind k);

/* The grid columns of a kind's tables: CSV names and headings for people. */
struct nh_kind_columns {
    int n;
    const char *names[16];
    const char *labels[16];
};
const struct nh_kind_columns *kind_columns(enum nh_kind k);

#define NH_PATH_MAX 4096

struct nh_scenario {
    char file[NH_PATH_MAX]; /* where it came from, for messages */
    enum nh_kind kind;
    bool exact; /* method = exact: exact distributions, no trials */
    uint64_t trials;
    uint64_t seed;
    struct nh_hero_grid hero;
    struct nh_rnz_grid rnz;
    struct regen_grid regen;
    struct prayer_grid prayer;
    struct growth_grid growth;
    struct grace_grid grace;
    char csv[NH_PATH_MAX];       /* empty: none */
    char wiki[NH_PATH_MAX];      /* empty: none */
    char histogram[NH_PATH_MAX]; /* empty: none */
    /* Wiki layout: grid columns spread across the table ("con,xl"), each
     * cell showing wiki_stat; empty: one row per grid point. */
    char wiki_columns[128];
    char wiki_stat[16]; /* mean (default), sd, min, p05, median, p95, max; kind
                           prayer: a value column (p_gain, safe_turn_p50, ...) */
    /* kind monster: its grid (the other kinds' are above) */
    struct monster_grid monster;
    /* kind sanity: its grid */
    struct sanity_grid sanity;
};

/* Check a wiki_columns value against the grid columns of a kind, and a
 * wiki_stat value.  Return 0, or -1 with a message in err. */
int scenario_check_wiki_columns(enum nh_kind kind, const char *text, char *err, size_t errlen);
int scenario_check_wiki_stat(const char *text, char *err, size_t errlen);
/* wiki_stat for a kind: the statistics above, or for kind prayer a value
 * column's name (for now any [a-z0-9_]+ name that fits wiki_stat). */
int scenario_check_kind_wiki_stat(enum nh_kind kind, const char *text, char *err, size_t errlen);
/* Whether an output path holds "{variant}", and whether the kind allows it. */
bool path_splits_by_variant(const char *path);

/* Defaults for everything optional; the hero grid is empty. */
void scenario_defaults(struct nh_scenario *s);

/* Parse and check `path`.  On error returns -1 with a complete message in
 * err ("FILE:LINE: [section] key: what is wrong; expected ..."). */
int scenario_load(const char *path, struct nh_scenario *s, char *err, size_t errlen);

#endif
