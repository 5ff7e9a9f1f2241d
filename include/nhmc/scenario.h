/* scenario: parse an INI scenario file into a checked struct scenario.
 *
 * Sections and keys (documented in README.md, "Scenario files"):
 *   [run]    kind (levelup), variant, trials, seed
 *   [hero]   role, race, con, xl
 *   [output] csv, wiki, histogram   (paths, relative to the current directory)
 * Unknown sections or keys, repeated keys and bad values are errors naming
 * the file, line, section and key, the bad value and what is allowed.
 */
#ifndef NHMC_SCENARIO_H
#define NHMC_SCENARIO_H

#include <stddef.h>
#include <stdint.h>
#include "nhmc/params.h"

enum nh_kind { NH_KIND_LEVELUP, NH_KIND_COUNT };

const char *kind_name(enum nh_kind k);

#define NH_PATH_MAX 4096

struct nh_scenario {
    char file[NH_PATH_MAX]; /* where it came from, for messages */
    enum nh_kind kind;
    uint64_t trials;
    uint64_t seed;
    struct nh_hero_grid hero;
    char csv[NH_PATH_MAX];       /* empty: none */
    char wiki[NH_PATH_MAX];      /* empty: none */
    char histogram[NH_PATH_MAX]; /* empty: none */
};

/* Defaults for everything optional; the hero grid is empty. */
void scenario_defaults(struct nh_scenario *s);

/* Parse and check `path`.  On error returns -1 with a complete message in
 * err ("FILE:LINE: [section] key: what is wrong; expected ..."). */
int scenario_load(const char *path, struct nh_scenario *s, char *err, size_t errlen);

#endif
