/* Shared helpers of the table writers in src/output (not a public header).
 *
 * Numbers are formatted with snprintf.  nhmc never calls setlocale, so the
 * program runs in the "C" locale: the decimal point is always '.', and no
 * digit grouping is inserted, whatever the user's environment says.
 */
#ifndef NHMC_OUTPUT_COMMON_H
#define NHMC_OUTPUT_COMMON_H

#include <stddef.h>
#include <stdio.h>
#include "nhmc/output.h"

/* Decimals used when struct nh_table's `decimals` is 0. */
#define NH_DEFAULT_DECIMALS 6
/* Most decimals printed, whatever the table asks for. */
#define NH_MAX_DECIMALS 20
/* Decimals of the real statistics in wiki tables. */
#define WIKI_DECIMALS 2
/* Decimals of probabilities in wiki tables (P(death) 0.013). */
#define WIKI_PROB_DECIMALS 3
/* Room for any formatted cell. */
#define NH_CELL_SIZE 64

/* A stream that remembers its first failure, so the writers can emit a
 * table without checking every call; writes after a failure are skipped,
 * leaving errno as the failing call set it. */
struct nh_writer {
    FILE *f;
    int failed;
};

void w_puts(struct nh_writer *w, const char *s);
void w_putc(struct nh_writer *w, char c);
__attribute__((format(printf, 2, 3))) void w_printf(struct nh_writer *w, const char *fmt, ...);
/* Flush and check the stream: 0, or -1 if any write failed. */
int w_finish(struct nh_writer *w);

/* The statistics the wiki and text tables show. */
enum nh_stat {
    NH_STAT_MEAN,
    NH_STAT_SD,
    NH_STAT_CI95_HALF, /* half-width of the 95% interval */
    NH_STAT_MIN,
    NH_STAT_P05,
    NH_STAT_P50,
    NH_STAT_P95,
    NH_STAT_MAX,
};

/* x with `decimals` digits after the point ("%.*f"), never "-0.00". */
void format_fixed(char *buf, size_t size, int decimals, double x);
/* v with a comma every three digits: 1,000,000. */
void format_grouped(char *buf, size_t size, unsigned long long v);
/* One statistic of s; `decimals` applies to the non-integer ones. */
void format_stat(char *buf, size_t size, const struct nh_summary *s, enum nh_stat stat,
                 int decimals);
/* The table's decimals for the CSV's real columns (default, capped). */
int table_decimals(const struct nh_table *t);
/* Parse a wiki_stat name (mean, sd, min, p05, median, p95, max); returns 0
 * or -1. */
int stat_parse(const char *name, enum nh_stat *out);
/* The heading of grid column i. */
const char *grid_label(const struct nh_table *t, int i);
/* The wiki caption line, shared by both layouts: what was run, the
 * columns with one value on every row (`constants`, may be empty), the
 * trials and seed (or "exact values"), `extra` (may be NULL) and the
 * command that made the table. */
void wiki_caption(struct nh_writer *w, const struct nh_table *t, const char *constants,
                  const char *extra);
/* The name a wiki table or a picture shows for a cell of grid column
 * `column` (the game's own): a role's
 * full name for its abbreviation, a race's noun for its abbreviation or
 * adjective; any other text as it is. */
const char *game_display_name(const char *column, const char *text);
/* The table as a wiki table shows it (wiki_view.c): full role and race
 * names, and the grid columns with one value on every row (except those
 * with bit i of `keep` set) dropped and listed ("Con 10, XL 1") in
 * constants.  0, or -1 (errno set); free view->rows after. */
int wiki_view_make(const struct nh_table *t, unsigned keep, struct nh_table *view, char *constants,
                   size_t size);
/* Decimals of value column k in a wiki table: 3 for a probability, 1 for
 * a percentile, at most 2 otherwise, -1 for a whole number. */
int wiki_value_decimals(const struct nh_table *t, int k);
/* A probability to `decimals` places for a wiki cell, "<0.001" or ">0.999"
 * when it is not 0 or 1 but would round to them. */
const char *format_wiki_probability(char *buf, size_t size, int decimals, double p);
/* Cell text with '|' and '!' as HTML entities (they would end a cell). */
void wiki_cell_text(struct nh_writer *w, const char *s);
int output_wiki_pivot(FILE *f, const struct nh_table *t);
/* Whether grid column i holds numbers. */
int grid_is_numeric(const struct nh_table *t, int i);

/* Value tables (nvalues > 0).  0 if t is an ordinary table or a well-formed
 * value table; else -1 with errno EINVAL (too many columns, no names, a row
 * without values), checked before anything is written. */
int value_table_check(const struct nh_table *t);
/* Index of the value column called name (any case), or -1. */
int value_column_index(const struct nh_table *t, const char *name);
/* The heading of value column k. */
const char *value_label(const struct nh_table *t, int k);
/* Where a value is shown; wiki and text tables show fewer decimals. */
enum nh_value_use { NH_VALUE_CSV, NH_VALUE_WIKI, NH_VALUE_TEXT };
/* The cell of value column k in row: buf with the number, or the table's
 * missing text ("" if none) for a NaN. */
const char *format_value(char *buf, size_t size, const struct nh_table *t, const struct nh_row *row,
                         int k, enum nh_value_use use);

#endif
