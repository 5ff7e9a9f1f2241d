/* scenario: parse an INI scenario file into a checked struct scenario.
 *
 * Sections and keys (docs: README.md, "Scenario files"):
 *   [run]    kind (a registered kind's name), method (auto, exact or
 *            montecarlo), variant, trials, seed
 *   [K]      the keys of the kind's own section (struct nh_kind, kind.h)
 *   [output] csv, wiki, histogram   (paths, relative to the current
 *            directory; "{variant}" in a path writes one file per variant),
 *            plot, plot_script (a picture drawn by gnuplot and its script),
 *            wiki_columns, wiki_stat (a wiki table with grid columns spread
 *            across, each cell one statistic), at_least, at_most, value
 *            (where a value stands: columns p_ge, p_le, percentile)
 * Unknown sections or keys, repeated keys and bad values are errors naming
 * the file, line, section and key, the bad value and what is allowed.
 */
#ifndef NHMC_SCENARIO_H
#define NHMC_SCENARIO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "nhmc/kind.h"
#include "nhmc/output.h"
#include "nhmc/params.h"
#include "nhmc/stand.h"

struct nh_scenario {
    char file[NH_PATH_MAX]; /* where it came from, for messages */
    const struct nh_kind *kind;
    enum nh_method method; /* auto (the default), exact or montecarlo */
    uint64_t trials;
    uint64_t seed;
    /* the kind's parsed inputs (kind->grid_size bytes, owned: scenario_free) */
    void *grid;
    char csv[NH_PATH_MAX];         /* empty: none */
    char wiki[NH_PATH_MAX];        /* empty: none */
    char histogram[NH_PATH_MAX];   /* empty: none */
    char plot[NH_PATH_MAX];        /* a picture (.svg, .png, .pdf); empty: none */
    char plot_script[NH_PATH_MAX]; /* its gnuplot script with the data; empty: none */
    /* Wiki layout: grid columns spread across the table ("con,xl"), each
     * cell showing wiki_stat; empty: one row per grid point. */
    char wiki_columns[128];
    char wiki_stat[16]; /* mean (default), sd, min, p05, median, p95, max; kind
                           prayer: a value column (p_gain, safe_turn_p50, ...) */
    /* Where a value stands (stand.h): which of at_least, at_most, value was
     * given (NH_STAND_NONE: none), and the value. */
    enum nh_stand_ask stand_ask;
    int64_t stand_value;
};

/* Check a wiki_columns value against the grid columns of a kind.  Return
 * 0, or -1 with a message in err. */
int scenario_check_wiki_columns(const struct nh_kind *kind, const char *text, char *err,
                                size_t errlen);
/* wiki_stat for a kind: a summary statistic (mean, sd, ...), or in a kind
 * whose tables hold values a value column's name (here only its form, any
 * [a-z0-9_]+ name that fits wiki_stat; the run checks it against the
 * columns).  Return 0, or -1 with a message in err. */
int scenario_check_kind_wiki_stat(const struct nh_kind *kind, const char *text, char *err,
                                  size_t errlen);
/* The grid of a scenario as the kind's own type. */
#define SCENARIO_GRID(s, type) ((const type *)(s)->grid)

/* Defaults for everything optional, for kind k, with a zeroed grid of the
 * kind.  Returns 0, or -1 out of memory. */
int scenario_defaults(struct nh_scenario *s, const struct nh_kind *k);
/* Free the grid (a scenario that was never set up must be zeroed). */
void scenario_free(struct nh_scenario *s);

/* Parse and check `path`.  On error returns -1 with a complete message in
 * err ("FILE:LINE: [section] key: what is wrong; expected ...") and nothing
 * to free; on success the scenario owns its grid (scenario_free). */
int scenario_load(const char *path, struct nh_scenario *s, char *err, size_t errlen);

#endif
