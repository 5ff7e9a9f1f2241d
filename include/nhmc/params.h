/* params: parse and check the values shared by scenario files and the
 * command line: the hero's variants, roles, races, Con and XL
 * (params_hero.c, params_level.c), counts and seeds (params_number.c) and
 * the generic lists, numbers, names and words (params.c).
 *
 * Each parser returns 0, or -1 after writing into err a message saying what
 * is wrong and what was expected (without a location; the caller adds the
 * file and line, or the option name).
 */
#ifndef NHMC_PARAMS_H
#define NHMC_PARAMS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "nhmc/names.h"
#include "nhmc/text_list.h"
#include "nhmc/hero_rules.h"
#include "nhmc/variant.h"

/* Con value meaning "rolled as the game rolls it" (docs/rules.md, Starting Con). */
#define NH_CON_ROLLED 0
/* Highest XL stage: XL 30 plus this many further gains at XL 30. */
#define NH_MAX_XL30_GAINS 1000
#define NH_MAX_STAGES     (NH_MAXULEV + NH_MAX_XL30_GAINS)

struct nh_pair {
    int role, race;
};

struct nh_hero_grid {
    int nvariants;
    enum nh_variant variants[NH_VARIANT_COUNT];
    int npairs;
    struct nh_pair pairs[NH_ROLE_MAX * NH_RACE_MAX];
    int ncon;
    int con[NH_CON_MAX - NH_CON_MIN + 2]; /* ascending, NH_CON_ROLLED last */
    /* XL stages as numbers of level gains after creation: XL x (1..30) is
     * x-1 gains; "30+k" is 29+k gains (k further gains at XL 30). */
    int nstages;
    int stages[NH_MAX_STAGES];
};

/* A list of the variants in `accepted` (a set of NH_VARIANT_BIT, variant.h:
 * the variants a kind models, struct nh_kind's variants). */
int parse_variants(unsigned accepted, const char *text, struct nh_hero_grid *g, char *err,
                   size_t errlen);
/* Roles and races together, since "valid" races depend on the roles:
 * roles: "all" or a list of names; races: "valid", "all" (both meaning each
 * role's allowed races) or a list.  An explicit race that a named role
 * cannot have is an error. */
int parse_roles_races(const char *roles, const char *races, struct nh_hero_grid *g, char *err,
                      size_t errlen);
/* The same over a variant's hero table (heroes.h): its names, and the
 * heroes its game starts ("valid"); parse_roles_races reads vanilla's. */
struct nh_hero_table;
int parse_roles_races_in(const struct nh_hero_table *t, const char *roles, const char *races,
                         struct nh_hero_grid *g, char *err, size_t errlen);

/* Where a grid's role/race pairs went wrong: the role text, the race
 * text, or the pairing itself. */
enum nh_pair_fault { NH_PAIR_OK, NH_PAIR_ROLE, NH_PAIR_RACE, NH_PAIR_PAIRED };
/* The grid key a fault points at, given the grid's role, race and paired
 * keys. */
static inline int nh_pair_fault_key(enum nh_pair_fault f, int role_key, int race_key,
                                    int paired_key)
{
    return f == NH_PAIR_ROLE ? role_key : f == NH_PAIR_RACE ? race_key : paired_key;
}
/* The role/race pairs of a grid with a `paired` key (prayer, growth):
 * roles is required ("all" or names; `example` is a role abbreviation for
 * the messages); races NULL means valid.  With zip (paired = role, race)
 * the lists go side by side, one race per role, which role_paired (role is
 * paired too) must allow; otherwise as parse_roles_races.  Fills role[i]
 * and race[i] (room for NH_ROLE_COUNT * NH_RACE_COUNT), *npairs, and
 * *nraces (the race column's own count: 1 unless zipped). */
enum nh_pair_fault parse_role_race_pairs(const char *roles, const char *races, bool zip,
                                         bool role_paired, const char *example, int *role,
                                         int *race, int *npairs, int *nraces, char *err,
                                         size_t errlen);
/* Con: a list of values and ranges within 3..25, or "rolled" (also inside a
 * list, e.g. "10,18,rolled"). */
int parse_cons(const char *text, struct nh_hero_grid *g, char *err, size_t errlen);
/* XL: a list of values and ranges within 1..30, and "30+K" stages. */
int parse_xls(const char *text, struct nh_hero_grid *g, char *err, size_t errlen);
/* Text of an XL stage ("14", "30+2"). */
void stage_text(int stage, char *buf, size_t len);

/* A positive trial count: "1000000", "1e6", "2.5e5", "1_000_000"; at most
 * 1e12. */
int parse_trials(const char *text, uint64_t *out, char *err, size_t errlen);
/* A seed: an unsigned 64-bit integer, decimal or 0x hex. */
int parse_seed(const char *text, uint64_t *out, char *err, size_t errlen);
/* A thread count 1..1024. */
int parse_threads(const char *text, int *out, char *err, size_t errlen);

/* An item "A" or "A-B" of whole numbers (digits only) within min..max.
 * Returns 0; -1 not such an item, -2 backwards (A > B), -3 out of range. */
int parse_whole_range(const char *item, long min, long max, long *lo, long *hi);

/* Parses one bound of a range ("16", "30+2") into *out, or writes a message
 * quoting item (the whole list item) when the bound is not valid. */
typedef int (*nh_bound_fn)(const char *tok, size_t len, const char *item, int *out, char *err,
                           size_t errlen);
/* What a range is made of: the quantity's name, an example, its bounds. */
struct nh_range_kind {
    const char *what;
    const char *example;
    nh_bound_fn bound;
};
/* An item "A" or "A-B" (A <= B) of bounds read by kind->bound, into *lo
 * and *hi.  Returns 0, or -1 with a message. */
int parse_bound_range(const char *item, const struct nh_range_kind *kind, int *lo, int *hi,
                      char *err, size_t errlen);

/* A whole decimal number (digits only, nothing after) in lo..hi into *out.
 * Returns 0, or -1. */
int parse_whole_in(const char *s, long lo, long hi, int *out);

/* on/yes/true/1 or off/no/false/0, any case.  Returns 0, or -1. */
int parse_on_off(const char *text, bool *out);

/* parse_list item callbacks shared by the grids of several kinds. */
struct nh_name_list {
    int *out;
    int n, cap;
    const struct nh_names *names; /* the table names are matched against */
};
/* A name matched in l->names (names.h), appended to l->out; an unknown or
 * ambiguous name's message gives the closest names or the matches. */
int parse_name_item(const char *item, void *ctx, char *err, size_t errlen);

struct nh_key_set {
    unsigned *set;            /* bit k: key k named */
    const char *const *names; /* the keys that may be named */
    int n;
    const char *examples; /* "role, xl, con": for the message */
};
/* A key name out of names[], each at most once (paired = role, xl). */
int parse_key_item(const char *item, void *ctx, char *err, size_t errlen);

/* How a run gets its answer: auto (the default: the exact model where it
 * answers every case and costs less than the trials asked, else Monte
 * Carlo), exact, or montecarlo (also mc). */
enum nh_method { NH_METHOD_AUTO, NH_METHOD_EXACT, NH_METHOD_MC };
int parse_method(const char *text, enum nh_method *method, char *err, size_t errlen);

#define NH_DEFAULT_SEED   20261121ULL
#define NH_DEFAULT_TRIALS 1000000ULL

#endif
