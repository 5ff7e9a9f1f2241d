/* grid: the layer the kinds' grids share (src/kinds/K/K_grid.c).
 *
 * A kind's inputs are the keys of its struct nh_key table (kind.h), handed
 * over as texts (NULL: not given).  Its list keys, first..last of the
 * table, form a grid: every combination of their values is a case, the
 * last key varying fastest, except that the keys named in `paired` go
 * together element by element.  A list key of whole numbers (NH_GRID_INTS),
 * the variant list (NH_GRID_VARIANTS), a key of one whole number
 * (NH_GRID_INT), a flag (NH_GRID_FLAG) and a word (NH_GRID_WORD) are
 * described by their table entry alone (range, label, words, where the
 * value goes in the grid and in the case, its room and default) and read
 * here, in one loop over the table (grid_parse_keys).  The kind describes
 * its grid once (struct nh_grid_spec, K_grid_spec): the layer starts and
 * finishes its parse, counts, indexes and fills its cases, and picks its
 * columns; the kind reads its own list keys (the spec's `own`) and keeps
 * what is truly its own: values that depend on each other, derived
 * values, its case check.
 */
#ifndef NHMC_GRID_H
#define NHMC_GRID_H

#include <stdbool.h>
#include <stddef.h>

#include "nhmc/kind.h"
#include "nhmc/output.h"
#include "nhmc/params.h"

/* struct nh_key's grid field. */
enum nh_grid_flags {
    NH_GRID_INTS = 1u,        /* a list of whole numbers and ranges lo..hi, into an int array */
    NH_GRID_REQUIRED = 2u,    /* no default: "key is missing" */
    NH_GRID_NEGATIVE = 4u,    /* numbers may be negative ("-3-3") */
    NH_GRID_DISTINCT = 8u,    /* a value listed twice is refused */
    NH_GRID_INT = 16u,        /* one whole number lo..hi, or one of words, into an int or int64_t */
    NH_GRID_FLAG = 32u,       /* on or off, into a bool or an int */
    NH_GRID_WORD = 64u,       /* one of words (or word()), into an int or a bool */
    NH_GRID_VARIANTS = 1024u, /* a list of key->variants (default 3.6.7), into enum nh_variant[] */
    /* How an NH_GRID_INT key words a bad value (the kinds' words, kept):
     * by default "\"T\" is not a number; expected E", or "T is out of
     * range; expected E". */
    NH_GRID_ONE_VALUE = 128u,   /* "... expected E (one value)" when not a number */
    NH_GRID_NOT_ALLOWED = 256u, /* "\"T\" is not allowed; expected E", whatever is wrong */
    NH_GRID_IN_RANGE = 512u,    /* "\"T\" is not one number in range; expected E"; A-A is A */
};

/* Bit k of a mask of keys or columns. */
#define NH_BIT(k) (1u << (k))

/* A word standing for a value ("full", "base"), or several words for one
 * value separated by '|' ("male|mal"); a table of them ends with {NULL}. */
struct nh_grid_word {
    const char *name;
    int value;
};
/* The entry of words (NULL: none) that text is one of, in any case; NULL
 * if none. */
const struct nh_grid_word *grid_word_find(const struct nh_grid_word *words, const char *text);

/* The offset and room of an NH_GRID_INTS key's values: int field[] of
 * struct type. */
#define NH_GRID_AT(type, field)                                                                    \
    .offset = offsetof(type, field), .cap = (int)(sizeof((type *)0)->field / sizeof(int))

/* The offset and size of an NH_GRID_INT, _FLAG or _WORD key's field of
 * struct type (bool, int or int64_t). */
#define NH_GRID_ONE(type, field) .offset = offsetof(type, field), .size = sizeof((type *)0)->field

/* The field of the kind's case a list key's value goes to (its list in the
 * grid holds int, or enum, values): bool, int or int64_t. */
#define NH_GRID_TO(type, field)                                                                    \
    .case_at = offsetof(type, field), .case_size = sizeof((type *)0)->field

/* The [run] key `variant` of a kind whose cases have one: a list of the
 * variants accepted, in field `variant` of its grid and of its case. */
#define NH_GRID_VARIANT_KEY(example, accepted, grid_type, case_type)                               \
    NH_KEY_TEXT("variant", (example), NULL),                                                       \
        .flags = NH_KEY_RUN, .grid = NH_GRID_VARIANTS, .variants = (accepted),                     \
        NH_GRID_AT(grid_type, variant), NH_GRID_TO(case_type, variant)

/* The `role` key of a kind whose cases have one: names (the kind reads
 * them), in field `role` of its grid and of its case. */
#define NH_GRID_ROLE_KEY(example, grid_type, case_type)                                            \
    NH_KEY_TEXT("role", (example), NULL), NH_GRID_AT(grid_type, role), NH_GRID_TO(case_type, role)

/* The hero's `con` and `xl` list keys of a kind: Con 3..25 and XL 1..30
 * (hero_rules.h), into int arrays con[] and xl[] of its grid, each value to
 * field `to` of its case; `fallback` when not given. */
#define NH_GRID_CON_KEY(example, fallback_, grid_type, case_type, to)                              \
    NH_KEY_TEXT("con", (example), "Con 3..25: numbers and ranges such as 3-25"),                   \
        .lo = NH_CON_MIN, .hi = NH_CON_MAX, .grid = NH_GRID_INTS, .label = "Con",                  \
        NH_GRID_AT(grid_type, con), .fallback = (fallback_), NH_GRID_TO(case_type, to)
#define NH_GRID_XL_KEY(example, fallback_, grid_type, case_type, to)                               \
    NH_KEY_TEXT("xl", (example), "XL 1..30: numbers and ranges such as 1-10"),                     \
        .lo = 1, .hi = NH_MAXULEV, .grid = NH_GRID_INTS, .label = "XL", NH_GRID_AT(grid_type, xl), \
        .fallback = (fallback_), NH_GRID_TO(case_type, to)

/* The `paired` key: which list keys go together element by element (the
 * grid layer pairs them); `example` ends its help, "" or " (e.g. ...)". */
#define NH_GRID_PAIRED_KEY(sample, example)                                                        \
    {                                                                                              \
        NH_KEY_TEXT("paired", (sample), NULL),                                                     \
            .help = "these list options go together element by element" example                    \
    }

/* The hero's keys of a kind that pairs role and race (prayer, growth),
 * K_VARIANT .. K_XL of its key table: variant (3.6.7 by default), role
 * (required), race, con (10) and xl (1, into field xl_to of the case).
 * `help` is NH_GRID_HERO_HELP: each key's one-line help, as the kind's
 * --help words it. */
#define NH_GRID_HERO_HELP(variant, role, race, con, xl) variant, role, race, con, xl
#define NH_GRID_HERO_KEYS(K, variants, grid_type, case_type, role_example, xl_to, help)            \
    NH_GRID_HERO_KEYS_(K, variants, grid_type, case_type, role_example, xl_to, help)
#define NH_GRID_HERO_KEYS_(K, variants, grid_type, case_type, role_example, xl_to, variant_help,   \
                           role_help, race_help, con_help, xl_help)                                \
    [K##_VARIANT] = {NH_GRID_VARIANT_KEY("3.6.7,5.0", variants, grid_type, case_type),             \
                     .help = (variant_help)},                                                      \
    [K##_ROLE] = {NH_GRID_ROLE_KEY(role_example, grid_type, case_type),                            \
                  .missing = "--role is required (e.g. --role " role_example ", or --role all)",   \
                  .help = (role_help)},                                                            \
    [K##_RACE] = {NH_KEY_TEXT("race", "human", NULL), .help = (race_help)},                        \
    [K##_CON] = {NH_GRID_CON_KEY("16", 10, grid_type, case_type, con), .help = (con_help)},        \
    [K##_XL] = {NH_GRID_XL_KEY("1", 1, grid_type, case_type, xl_to), .help = (xl_help)}

/* The values of an NH_GRID_INTS key being read: the parse_list context of
 * grid_int_item and of a key's own item function. */
struct nh_grid_list {
    const struct nh_key *key;
    int *out; /* room for key->cap */
    int n;
};
/* Append v: refused when the list is full, or (NH_GRID_DISTINCT) holds v. */
int grid_list_add(struct nh_grid_list *l, int v, char *err, size_t errlen);
/* A list item of an NH_GRID_INTS key: one of its words, or a number or
 * range within lo..hi. */
int grid_int_item(const char *item, void *ctx, char *err, size_t errlen);

/* Digits at *pp as a whole number, advancing *pp; false if there are
 * none.  Values past 1e9 saturate (they are out of every range). */
bool grid_digits(const char **pp, long *out);

/* A list of named values, each at most once (altars, encumbrances): the
 * `names` of an NH_GRID_INTS key. */
struct nh_grid_names {
    const char *what;               /* "unknown WHAT \"item\"" */
    const char *once;               /* "X is listed twice; expected ONCE" */
    int (*parse)(const char *item); /* the value, or < 0 if unknown */
    const char *(*name)(int value); /* X for a repeat; NULL: the item as written */
};
/* item as a value of d appended to out[0..*n-1] (room for each value);
 * `expected` follows an unknown item's message. */
int grid_names_add(const struct nh_grid_names *d, const char *expected, const char *item, int *out,
                   int *n, char *err, size_t errlen);

/* A kind's grid as the shared layer reads it, one static table per kind
 * (K_grid_spec): its keys, the list keys whose combinations are its cases,
 * its paired key, and where its grid struct keeps the counts of the list
 * keys (int n[]), the keys given (bool given[]) and the paired bits
 * (unsigned paired): NH_GRID_SPEC_OF. */
struct nh_grid_spec {
    const struct nh_key *keys;
    int nkeys;
    int first, last; /* the list keys of the cases */
    int paired_key;  /* the `paired` key; -1: none */
    /* The list keys of the paired key's message; NULL: the kind reads it. */
    const char *paired_examples;
    int role_key, race_key; /* grid_check_paired's role/race pairs; -1: none */
    int max_cases;
    /* NULL, or the kind's own list keys (first..last without a grid type):
     * key k's text (NULL: its default) into grid.  Returns the count of
     * values (0: no default, the key is missing), or -1 with a message. */
    int (*own)(void *grid, int k, const char *text, char *err, size_t errlen);
    /* Case i checked into c (NULL: no check): 0, or -1 with *bad the key
     * at fault and a message. */
    int (*checked)(const void *grid, size_t i, void *c, int *bad, char *err, size_t errlen);
    /* The number of cases; NULL: every combination (grid_case_count). */
    size_t (*count)(const void *grid);
    size_t size, n_at, given_at, paired_at, case_size; /* NH_GRID_SPEC_OF */
};
/* The last fields of a struct nh_grid_spec, from the kind's grid and case
 * types. */
#define NH_GRID_SPEC_OF(grid_type, case_type)                                                      \
    sizeof(grid_type), offsetof(grid_type, n), offsetof(grid_type, given),                         \
        offsetof(grid_type, paired), sizeof(case_type)

/* The start of a kind's parse: grid zeroed, *bad the whole combination,
 * the keys given, and the paired key read (with paired_examples).  Returns
 * 0, or -1 with *bad and a message. */
int grid_parse_start(const struct nh_grid_spec *s, const char *const *texts, void *grid, int *bad,
                     char *err, size_t errlen);
/* Read keys first..last of texts into grid, in the table's order: each
 * key with a grid type (NH_GRID_INTS, _INT, _FLAG, _WORD; when not given,
 * its fallback), and with `own` the other list keys too; the counts of list
 * keys into the grid's n[k].  Returns 0, or -1 with *bad the key at fault
 * and a message. */
int grid_parse_keys(const struct nh_grid_spec *s, int first, int last, const char *const *texts,
                    void *grid, int *bad, char *err, size_t errlen);
/* The end of a kind's parse: the paired lists equally long, at most
 * max_cases cases, each case checked.  Returns 0, or -1 with *bad and a
 * message. */
int grid_parse_finish(const struct nh_grid_spec *s, const void *grid, int *bad, char *err,
                      size_t errlen);
/* Case i checked into c, as grid_parse_finish checks it (the key at fault
 * is not asked; no checked: 0, c untouched).  Returns 0, or -1 with a
 * message. */
int grid_case_checked(const struct nh_grid_spec *s, const void *grid, size_t i, void *c, char *err,
                      size_t errlen);
/* The number of cases (count, or every combination of first..last). */
size_t grid_count(const struct nh_grid_spec *s, const void *grid);
/* The list index of each key first..last in case i (grid_case_indices). */
void grid_indices(const struct nh_grid_spec *s, const void *grid, size_t i, int *idx);
/* Case i's list indices into idx, and the value of each key first..last
 * that names a field of the case (NH_GRID_TO) copied into c. */
void grid_case_fill(const struct nh_grid_spec *s, const void *grid, size_t i, int *idx, void *c);

/* Key k at fault (*bad = k), the message already written.  Returns -1. */
int grid_bad(int *bad, int k);
/* Key k at fault (*bad = k) and the message fmt.  Returns -1. */
int grid_fail(int *bad, int k, char *err, size_t errlen, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* "KEY is missing; expected e.g. KEY = EXAMPLE" and note.  Returns -1. */
int grid_missing(const struct nh_key *key, const char *note, char *err, size_t errlen);
/* given[k]: texts[k] was written, for keys 0..nkeys-1. */
void grid_given(const char *const *texts, int nkeys, bool *given);
/* The role and race keys of a grid that pairs keys (prayer, growth): their
 * pairs into role[] and race[] and the counts into n[role_key] and
 * n[race_key] (parse_role_race_pairs; `example` is a role for messages).
 * Returns 0, or -1 with *bad the key at fault and a message. */
int grid_parse_roles_races(const char *const *texts, int role_key, int race_key, int paired_key,
                           unsigned paired, const char *example, int *role, int *race, int *n,
                           int *bad, char *err, size_t errlen);
/* The variant list (NULL: the default variant) of variants in `accepted`
 * (parse_variants) into out[0..*n-1]. */
int grid_parse_variants(unsigned accepted, const char *text, enum nh_variant *out, int *n,
                        char *err, size_t errlen);
/* The `paired` key: names of list keys first..last, each at most once
 * (`examples` for the message), as bits k of *paired.  NULL: none. */
int grid_parse_paired(const struct nh_key *keys, int first, int last, const char *text,
                      const char *examples, unsigned *paired, char *err, size_t errlen);
/* A key of one value (NH_GRID_INT, _FLAG or _WORD): text (NULL: its
 * fallback) into its field of grid.  Returns 0, or -1 with a message. */
int grid_parse_one(const struct nh_key *key, const char *text, void *grid, char *err,
                   size_t errlen);
/* A list key of whole numbers or names (NH_GRID_INTS): text (NULL: its
 * fallback, unless NH_GRID_REQUIRED) into its field of grid.  Returns the
 * count of values (0: not given and required), or -1 with a message. */
int grid_parse_list(const struct nh_key *key, const char *text, void *grid, char *err,
                    size_t errlen);
/* One whole number of text within key->lo..hi, or one of key->words,
 * refused in the words key->grid asks for (NH_GRID_INT). */
int grid_parse_single(const struct nh_key *key, const char *text, long *out, char *err,
                      size_t errlen);

/* The cases of a grid of list keys first..last, n[k] values each: every
 * combination, the last key varying fastest, except that the keys whose
 * bit is set in `paired` go together element by element, as one dimension
 * placed at the first of them (their lists are equally long).  Saturates at
 * SIZE_MAX rather than overflow. */
size_t grid_case_count(const int *n, int first, int last, unsigned paired);
/* The list index of each key first..last in case i of that order. */
void grid_case_indices(const int *n, int first, int last, unsigned paired, size_t i, int *idx);
/* That every paired key of first..last was given and that their lists are
 * equally long; role_key (or -1) counts role/race pairs unless race_key is
 * paired too, which the message says.  Returns 0, or -1 with a message. */
int grid_check_paired(const struct nh_key *keys, const int *n, const bool *given, int first,
                      int last, unsigned paired, int role_key, int race_key, char *err,
                      size_t errlen);
/* "N combinations; expected at most MAX ..." (N from grid_case_count).
 * Returns -1. */
int grid_too_many(size_t n, int max, char *err, size_t errlen);

/* Every column of a kind (NH_GRID_ALL) or those of bits `shown`, in order. */
#define NH_GRID_ALL (~0u)
/* A table's columns, those of all (a kind's every column) whose bit is set
 * in `shown`: their names and labels, and bit i of *numeric for those whose
 * bit is set in numeric_cols (they sort as numbers).  Returns their count. */
int grid_columns(const struct nh_kind_columns *all, unsigned shown, unsigned numeric_cols,
                 const char **names, const char **labels, unsigned *numeric);

/* The functions a kind's grid offers (K_grid.h), which its experiment
 * hooks call:
 * - K_grid_parse: the texts (NULL: not given) into g.  Returns 0, or -1
 *   with *bad the key at fault (the key count: the combination as a whole)
 *   and a message.
 * - K_grid_count: the number of cases.
 * - K_grid_spec: the grid as the shared layer reads it (struct
 *   nh_grid_spec).
 * - K_columns: every column the kind's table can have, names and
 *   headings (the registry's columns: what wiki_columns may name).
 * - K_grid_columns: the output columns (the kind's header says which):
 *   names, labels and the numeric mask (bit i: column i sorts as a
 *   number).  Returns the count.
 * - K_grid_case: case i (0 <= i < count) and its row texts, one per column
 *   of K_grid_columns unless the kind's header says otherwise.  Returns 0,
 *   or -1 with a message naming the case. */
#define NH_GRID_FUNCTIONS(K, grid, key, nkeys)                                                     \
    int K##_grid_parse(const char *const *texts, void *g, int *bad, char *err, size_t errlen);     \
    size_t K##_grid_count(const struct grid *g);                                                   \
    extern const struct nh_grid_spec K##_grid_spec;                                                \
    extern const struct nh_kind_columns K##_columns
#define NH_GRID_COLUMNS(K, grid)                                                                   \
    int K##_grid_columns(const struct grid *g, const char **names, const char **labels,            \
                         unsigned *numeric)
#define NH_GRID_CASE(K, grid, case_type)                                                           \
    int K##_grid_case(const struct grid *g, size_t i, struct case_type *c,                         \
                      char grid_text[][NH_GRID_TEXT], char *err, size_t errlen)

/* One column's text in a row: s, or when s is NULL the number d. */
struct nh_grid_cell {
    const char *s;
    long long d;
};
/* The cells of a hero's variant, role and race (abbreviations; "-" for a
 * role or race not given, < 0), at cell[0..2]. */
void grid_hero_cells(struct nh_grid_cell *cell, enum nh_variant v, int role, int race);
/* The row texts of the columns whose bit is set in `shown`, of the kind's
 * every column's cell[0..ncells-1].  Returns their count. */
int grid_row_texts(const struct nh_grid_cell *cell, int ncells, unsigned shown,
                   char text[][NH_GRID_TEXT]);

/* A description being written: parts appended while there is room. */
struct nh_grid_note {
    char *buf;
    size_t len, used;
};
/* Appends to the text so far. */
void grid_note_add(struct nh_grid_note *t, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Appends one part, after "; " unless it is the first. */
void grid_note_part(struct nh_grid_note *t, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* A part said when a switch is on. */
struct nh_grid_note_switch {
    bool on;
    const char *text;
};
/* Appends the text of each of the n switches that is on, in order. */
void grid_note_switches(struct nh_grid_note *t, const struct nh_grid_note_switch *s, size_t n);

#endif
