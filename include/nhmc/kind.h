/* kind: the registry of experiment kinds.
 *
 * One struct nh_kind per kind (src/kinds/K/K_kind.c), in the spirit of
 * GSL's gsl_rng_type tables, and one list of them (src/kinds/kinds.c).  The
 * command line (`nhmc COMMAND`, its options and --help), the scenario file
 * parser (the [section] of the kind and its keys), `nhmc list` and
 * `nhmc selfcheck` are written once on top of this table: adding a kind is
 * one new folder under src/kinds/ and one line in kinds.c.
 *
 * A kind's keys are shared by both front ends: key k is the scenario key
 * `name` in the kind's section (or in [run], NH_KEY_RUN) and the option
 * `--option` of its command.  Both front ends hand the texts as written to
 * the kind's parse function, texts[k] for key k (NULL: not given), which
 * fills the kind's grid and names the key at fault, so that a scenario can
 * point at the line and the command line at the option.
 */
#ifndef NHMC_KIND_H
#define NHMC_KIND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "nhmc/bench.h"
#include "nhmc/variant.h"

struct nh_scenario;
struct nh_experiment;
struct nh_selfcheck_options;
struct nh_selfcheck_rows;
struct nh_grid_word;
struct nh_grid_names;

enum nh_key_flags {
    NH_KEY_FLAG = 1u,      /* an option without a value, standing for flag_value */
    NH_KEY_RUN = 2u,       /* in a scenario, a [run] key (variant, method) */
    NH_KEY_NO_OPTION = 4u, /* a scenario key only */
    NH_KEY_REQUIRED = 8u,  /* a scenario without it is refused ("is missing") */
    NH_KEY_FILE = 16u,     /* names a file to read: not offered by nhmc serve */
};

struct nh_key {
    const char *name;       /* the scenario key, e.g. "max_turns" */
    const char *example;    /* a sample value ("expected e.g. max_turns = 100000") */
    const char *expected;   /* what a value may be, for the kind's messages */
    long lo, hi;            /* numbers: the range (when the kind checks one) */
    const char *option;     /* the option without "--"; NULL: the name, '-' for '_' */
    unsigned flags;         /* enum nh_key_flags */
    const char *flag_value; /* NH_KEY_FLAG: the value the option gives; NULL: "on" */
    const char *missing;    /* command line: the message when not given (required) */
    const char *error_name; /* command line: how errors name it; NULL: "--option" */
    /* A key read by the grid layer (nhmc/grid.h: a list of whole numbers,
     * one number, a flag or a word); zero otherwise. */
    unsigned grid;                    /* enum nh_grid_flags */
    const char *label;                /* a value in messages ("max HP"); NULL: the name */
    size_t offset;                    /* where its value(s) go in the kind's grid */
    int cap;                          /* NH_GRID_INTS: room for its int values there */
    size_t size;                      /* one value (NH_GRID_INT, _FLAG, _WORD): its field's bytes */
    int fallback;                     /* the value when not given */
    const struct nh_grid_word *words; /* words for values, up to {NULL} */
    /* NH_GRID_INTS: reads an item instead of grid_int_item (ctx: struct
     * nh_grid_list). */
    int (*item)(const char *item, void *ctx, char *err, size_t errlen);
    /* NH_GRID_INTS: named values, each at most once (struct nh_grid_names),
     * instead of numbers. */
    const struct nh_grid_names *names;
    /* NH_GRID_WORD: the value of a text instead of words (< 0: unknown). */
    int (*word)(const char *text);
    /* A list key whose value is a field of the kind's case: where, and its
     * bytes (grid_case_fill copies it; 0: the kind does). */
    size_t case_at, case_size;
    unsigned variants; /* NH_GRID_VARIANTS: those accepted (NH_VARIANT_BIT) */
    /* What the key means, one line: the page's help under its field
     * (nhmc serve) and docs/kinds' key tables (tools/kinddoc).  For a key
     * with an option, the words of that option in the kind's --help, joined
     * on one line (tests/test_registry.c checks they agree). */
    const char *help;
};

/* A key's scenario name, sample value and what is expected, the first
 * fields of its struct nh_key: the other fields follow by name. */
#define NH_KEY_TEXT(name_, example_, expected_)                                                    \
    .name = (name_), .example = (example_), .expected = (expected_)

/* The grid columns of a kind's tables: CSV names and headings for people. */
struct nh_kind_columns {
    int n;
    const char *names[16];
    const char *labels[16];
};

/* What a key naming a file of other keys' values gives (levelup's
 * dumplog): the texts of the keys not given, the value to ask where it
 * stands, and whether to run exactly. */
struct nh_derived {
    bool value_asked; /* in: --value (or its like) was given */
    char store[1024]; /* the texts filled point into it */
    bool has_value;   /* out: ask where value stands, unless one was asked */
    long long value;
    bool exact; /* out: run exactly, unless a method was given */
};

/* A kind's part of `nhmc selfcheck`: its lines, printed to out; their
 * count added to *run and the failures to *failed.  Returns 0, or -1 out of
 * memory. */
typedef int nh_selfcheck_part(const struct nh_selfcheck_options *o, FILE *out, int *run,
                              int *failed);

struct nh_kind {
    const char *name;     /* kind = NAME in [run] */
    const char *command;  /* nhmc COMMAND */
    const char *section;  /* the scenario section of its keys */
    const char *synopsis; /* its lines of `nhmc --help` */
    /* nhmc COMMAND --help, in parts (NULL-terminated): one literal may not
     * pass C's 4095 characters; kind_help_text joins them. */
    const char *const *help;
    const struct nh_key *keys;
    int nkeys;
    int words_key;            /* the key the command's bare words give (monster names) */
    const char *words_name;   /* how errors name those words ("NAME"); NULL: it takes none */
    const char *value_option; /* another name of --value ("hp"); NULL: none */
    size_t grid_size;         /* the parsed inputs (struct nh_scenario's grid) */
    /* Parse texts[0..nkeys-1] into grid (grid_size bytes, zeroed).  Returns
     * 0, or -1 with the key at fault in *bad (nkeys: the combination as a
     * whole) and a message saying what is wrong and what was expected. */
    int (*parse)(const char *const *texts, void *grid, int *bad, char *err, size_t errlen);
    /* Before the keys are parsed or checked as required: fills texts[k]
     * of keys not given from a key that names a file of them (NULL: none).
     * Returns 0, or -1 with the key at fault in *bad and a message. */
    int (*derive)(const char **texts, struct nh_derived *d, int *bad, char *err, size_t errlen);
    /* How its experiment runs (experiment.h). */
    const struct nh_experiment *experiment;
    /* Every grid column its tables can have (what wiki_columns may name). */
    const struct nh_kind_columns *columns;
    /* Tables of values (not of distributions): wiki_stat names a value
     * column, "such as ..." in messages; NULL: a summary statistic. */
    const char *value_examples;
    /* `nhmc list WHAT` for WHAT in lists or hidden_lists (NULL-terminated;
     * NULL: none; hidden ones are accepted but not offered): prints and
     * returns the exit status; argv[0] is WHAT, and the options after it
     * are the kind's when list_options, else there are none. */
    const char *const *lists;
    const char *const *hidden_lists;
    int (*list)(int argc, char **argv);
    bool list_options;
    const char *list_synopsis; /* its lines of `nhmc --help` */
    /* The variants the kind answers: bit (1u << v) for enum nh_variant v
     * (NH_VARIANT_BIT, variant.h).  `nhmc --help`, `nhmc list variants`, the man page
     * and the messages refusing a variant are written from it. */
    unsigned variants;
    /* What else `nhmc --help` says of its variants (a sentence; NULL: none). */
    const char *variants_note;
    /* `nhmc selfcheck` (selfcheck.h), in three parts that it prints each
     * kind in turn, NULL where the kind has none: its kernels fitted against
     * its exact model (a table of fits, selfcheck_rows), its controls (wrong
     * distributions the fit must reject), and its known answers from the
     * exact model alone. */
    const struct nh_selfcheck_rows *selfcheck;
    nh_selfcheck_part *selfcheck_control;
    nh_selfcheck_part *selfcheck_known;
    /* Its cases of `make bench` (nhmc/bench.h), up to one with no name. */
    const struct nh_bench_case *bench;
};

/* The fields of kind K's entry that are named after K: the entry's name and
 * K_synopsis, K_help, K_keys, K_grid_parse, K_experiment, K_selfcheck and
 * K_bench.  Each K_experiment.c ends with its entry, this macro first. */
#define NH_KIND_NAMED(k)                                                                           \
    .name = #k, .synopsis = k##_synopsis, .help = k##_help, .keys = k##_keys,                      \
    .parse = k##_grid_parse, .experiment = &k##_experiment, .selfcheck = &k##_selfcheck,           \
    .bench = k##_bench

/* The kinds, in the order of `nhmc --help` (NULL-terminated). */
extern const struct nh_kind *const nh_kinds[];

/* The kind named `name` (kind = NAME), or that runs `command`; NULL: none.
 * Each takes the other too: kind = pray, nhmc prayer. */
const struct nh_kind *kind_by_name(const char *name);
const struct nh_kind *kind_by_command(const char *command);
/* A part of --help that several kinds print alike (kinds.c). */
extern const char nh_help_run_files[], nh_help_stand_values[];
/* The kinds that model variant v, in the registry's order, as words for
 * sentences: their names ("levelup, regen, prayer, growth and sanity"), or
 * with `commands` their commands ("pray"); "every kind" when all do, and
 * "every kind but sanity" when all but fewer than half do.  Returns buf. */
char *kinds_of_variant(enum nh_variant v, bool commands, char *buf, size_t len);
/* The paragraph of `nhmc --help` on the variants, from the kinds' variants
 * and variants_note, wrapped to `width` columns.  Returns buf. */
char *kinds_variants_help(int width, char *buf, size_t len);
/* The whole of k's --help text (malloc'd; NULL: no memory). */
char *kind_help_text(const struct nh_kind *k);
/* The index of key `name` among k's keys, or -1. */
int kind_key(const struct nh_kind *k, const char *name);
/* The option of key i without "--" ("max-turns" for max_turns). */
const char *kind_key_option(const struct nh_kind *k, int i, char *buf, size_t len);

/* What a kind's folder offers its registry entry (K_kind.c), declared in
 * the kind's header: the text of `nhmc COMMAND --help` and its lines of
 * `nhmc --help` (K_help.c), how it runs in the pipeline (K_experiment.c,
 * experiment.h) and its cases of `make bench` (K_bench.c, bench.h). */
#define NH_KIND_OBJECTS(K)                                                                         \
    extern const char *const K##_help[];                                                           \
    extern const char K##_synopsis[];                                                              \
    extern const struct nh_experiment K##_experiment;                                              \
    extern const struct nh_bench_case K##_bench[]

#endif
