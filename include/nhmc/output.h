/* output: result tables as CSV, long histogram CSV, MediaWiki and text.
 *
 * A table is the rows of one run: each row has its grid values (as text,
 * e.g. variant, role, race, con, xl) and the summary of its histogram.
 * Writers return 0, or -1 when a write fails (errno set).
 */
#ifndef NHMC_OUTPUT_H
#define NHMC_OUTPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "nhmc/summary.h"

#define NH_MAX_GRID  16
#define NH_GRID_TEXT 32
/* Decimals of exact tables' CSV: their values are exact to far more. */
#define NH_EXACT_DECIMALS 10

struct nh_row {
    char grid[NH_MAX_GRID][NH_GRID_TEXT];
    struct nh_summary s;
    const uint64_t *hist;   /* counts of values hist_lo .. hist_lo + hist_width - 1 */
    const long double *pmf; /* in exact tables instead: their probabilities */
    int32_t hist_lo;
    uint32_t hist_width;
};

struct nh_table {
    int ngrid;
    const char *grid_names[NH_MAX_GRID];
    /* headings for people (wiki tables), e.g. "XL" for "xl"; NULL: the name */
    const char *grid_labels[NH_MAX_GRID];
    /* grid columns holding numbers (sorted numerically in wiki tables) */
    unsigned grid_numeric;
    size_t nrows;
    struct nh_row *rows;
    /* what was run, for captions: e.g. "levelup, NetHack 3.6.7" */
    char what[256];
    /* exact distributions, not a simulation: no n, sem or interval, and
     * captions say "exact" instead of the trials and seed */
    bool exact;
    unsigned long long trials;
    unsigned long long seed;
    /* digits after the point for the CSV's mean, sd, sem, ci95_*; 0 means 6 */
    int decimals;
    /* Wiki layout: grid columns spread across ("con,xl"; NULL or empty: one
     * row per grid point) and the statistic in each cell (default mean). */
    const char *wiki_columns;
    const char *wiki_stat;
    /* A value table: each row holds one number (row.s.mean), not a
     * distribution; every writer shows the grid columns and this one column
     * (CSV name and heading for people), e.g. "turns_per_hp". */
    const char *value_name;
    const char *value_label;
};

/* The statistics a wiki cell can show (wiki_stat), and whether name is one. */
#define NH_WIKI_STATS_TEXT "mean, sd, min, p05, median, p95 or max"
bool output_stat_known(const char *name);

/* The summary columns after the grid columns, in order. */
extern const char *const nh_summary_columns[];
extern const size_t nh_summary_ncolumns;

/* RFC 4180 CSV, LF line ends, C locale, header row first.  In exact tables
 * n, sem, ci95_lo and ci95_hi are empty. */
int output_csv(FILE *f, const struct nh_table *t);
/* Long histogram CSV: grid columns, then value,count,prob; one line per
 * value with a nonzero count (exact tables: nonzero probability, and the
 * count left empty). */
int output_hist_csv(FILE *f, const struct nh_table *t);
/* A MediaWiki table in the NetHack wiki's style, with a caption naming the
 * variant, trials and seed (or "exact").  With wiki_columns set, those grid
 * columns are spread across under grouped headings and each cell holds
 * wiki_stat (src/output/wiki_pivot.c). */
int output_wiki(FILE *f, const struct nh_table *t);
/* An aligned plain-text table for a terminal (a readable subset of columns). */
int output_text(FILE *f, const struct nh_table *t);

/* Write `s` as one CSV field (quoted when it holds , " CR or LF). */
int csv_field(FILE *f, const char *s);

#endif
