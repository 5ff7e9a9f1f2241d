/* scenario_loader: what the scenario reader (scenario_read.c: inih, lines,
 * sections, keys, messages) and the checker (scenario.c: values) share.
 * Private to src/pipeline/scenario*.c. */
#ifndef NHMC_SCENARIO_LOADER_H
#define NHMC_SCENARIO_LOADER_H

#include <ini.h>
#include <stdbool.h>
#include <stdio.h>

#include "nhmc/kind.h"

/* The keys of [run] and [output]; a kind's keys follow them in the key
 * space of a file (struct key_ref). */
enum run_output_key {
    KEY_KIND,
    KEY_METHOD,
    KEY_VARIANT,
    KEY_TRIALS,
    KEY_SEED,
    KEY_CSV,
    KEY_WIKI,
    KEY_HISTOGRAM,
    KEY_WIKI_COLUMNS,
    KEY_WIKI_STAT,
    KEY_PLOT,
    KEY_PLOT_SCRIPT,
    KEY_AT_LEAST,
    KEY_AT_MOST,
    KEY_VALUE,
    KEY_FIXED_COUNT
};

/* Sections: [run], the kinds' own in registry order, then [output]. */
#define SEC_RUN 0
int scenario_sec_output(void);
const char *scenario_section_name(int sec);

/* Most keys of one file: [run], [output] and every kind's own. */
#define MAX_KEYS 256

/* A key of the file's key space: its section, name and sample value. */
struct key_ref {
    int section;
    const char *name, *example;
};
/* A value as written, and where. */
struct raw_value {
    int line; /* 0: not given */
    char text[INI_MAX_LINE];
};

struct loader {
    const char *path;
    FILE *file;
    int line;                /* lines read so far, which is the handler's line */
    char text[INI_MAX_LINE]; /* the last line read, to quote in a syntax error */
    int read_errno;          /* nonzero if reading failed */
    struct key_ref keys[MAX_KEYS];
    int nkeys;
    struct raw_value raw[MAX_KEYS];
    int value_error_line; /* the earliest bad value so far (0: none) */
    char value_error[768];
    bool failed;
    struct nh_derived derived; /* the texts a kind's derive hook filled */
    bool filled[MAX_KEYS];     /* kind keys it filled: not missing */
    char *err;
    size_t errlen;
};

/* Record the first error as "FILE:LINE: message" ("FILE: message" for line 0). */
void scenario_report(struct loader *ld, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* An error in a key's value.  Values are checked after the parse, key by
 * key; the error on the earliest line is the one kept. */
void scenario_report_key(struct loader *ld, int k, const char *what);
/* Run inih over the file with the settings scenarios need, restoring inih's
 * process-wide settings afterwards.  Returns inih's result: 0, or the line of
 * a syntax error. */
int scenario_parse_file(struct loader *ld);

#endif
