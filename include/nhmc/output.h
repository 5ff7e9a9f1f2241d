/* output: result tables as CSV, long histogram CSV, MediaWiki and text.
 *
 * A table is the rows of one run: each row has its grid values (as text,
 * e.g. variant, role, race, con, xl) and the summary of its histogram.
 * Writers return 0, or -1 when a write fails or the table is malformed
 * (errno set; EINVAL for a bad table).
 */
#ifndef NHMC_OUTPUT_H
#define NHMC_OUTPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include "nhmc/stand.h"
#include "nhmc/summary.h"

#define NH_MAX_GRID  16
#define NH_GRID_TEXT 64
/* Decimals of exact tables' CSV: their values are exact to far more. */
#define NH_EXACT_DECIMALS 10

/* Room for a path (of an output, a scenario file). */
#define NH_PATH_MAX 4096

/* The formats of a table: a terminal table, CSV, MediaWiki; AUTO: a table
 * on a terminal, CSV otherwise. */
enum nh_format { NH_FORMAT_AUTO, NH_FORMAT_TABLE, NH_FORMAT_CSV, NH_FORMAT_WIKI };
/* "table", "csv" or "wiki" (any case): 0, or -1. */
int format_parse(const char *text, enum nh_format *out);

/* What to write of a finished table and where: the files, the layout of
 * wiki tables, and what goes to standard output.  The pipeline fills it
 * from a scenario and the run settings; output needs nothing else. */
struct nh_output_request {
    const char *source;                   /* the scenario file or command, for messages */
    const char *csv, *wiki, *histogram;   /* paths; "": none */
    const char *wiki_columns, *wiki_stat; /* "": none */
    /* standard output (or `output`, a file instead): nothing when false;
     * format AUTO: a table on a terminal, CSV otherwise */
    bool to_stdout;
    enum nh_format format;
    const char *output;
    const char *command; /* the nhmc command that made the run, for wiki captions */
    bool quiet;          /* no "wrote FILE" notes */
};

struct nh_row {
    char grid[NH_MAX_GRID][NH_GRID_TEXT];
    struct nh_summary s;
    const uint64_t *hist;   /* counts of values hist_lo .. hist_lo + hist_width - 1 */
    const long double *pmf; /* in exact tables instead: their probabilities */
    int32_t hist_lo;
    uint32_t hist_width;
    /* In value tables instead: the row's nvalues numbers, one per value
     * column; NaN means none (printed as the table's missing_text). */
    const double *values;
    /* Where the table's stand_value stands in the row's distribution. */
    struct nh_stand stand;
};

/* Most value columns in a table (one bit each in value_text_mask). */
#define NH_MAX_VALUES 64
/* Room for a kind's value columns of one run (struct nh_table's room):
 * more than a table shows, as a kind names its columns before it refuses a
 * run with too many. */
#define NH_VALUE_ROOM 96

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
    /* the nhmc command that made the table, named in wiki captions; NULL
     * or empty: none */
    const char *command;
    /* digits after the point for the CSV's mean, sd, sem, ci95_* (and value
     * columns when value_decimals is NULL); 0 means 6 */
    int decimals;
    /* Wiki layout: grid columns spread across ("con,xl"; NULL or empty: one
     * row per grid point) and the statistic in each cell (default mean; in
     * a value table, a value column's name, default the first). */
    const char *wiki_columns;
    const char *wiki_stat;
    /* A value table: each row holds nvalues numbers (row.values), not a
     * distribution; every writer shows the grid columns and then these value
     * columns.  nvalues 0: an ordinary table of distributions. */
    int nvalues;
    const char *const *value_names; /* CSV names, e.g. "turns_per_hp" */
    /* value columns renamed: {old name, name} pairs, ending with NULL; an
     * old name still names its column (wiki_stat) */
    const char *const (*value_aliases)[2];
    /* headings for people (wiki tables); NULL, or a NULL entry: the name */
    const char *const *value_labels;
    /* per column, digits after the point in the CSV, or -1 for an integer
     * (no point); NULL: the table's decimals for all.  Wiki and text tables
     * show at most NH_SHORT_DECIMALS (wiki tables 2 when this is NULL). */
    const int *value_decimals;
    /* Room for value columns a kind makes for one run (sanity's
     * "s_60_mean"): its hooks (experiment.h) write the names, labels and
     * decimals here, not in statics, and point the fields above at them. */
    struct nh_value_room {
        char text[NH_VALUE_ROOM][32];
        const char *names[NH_VALUE_ROOM], *labels[NH_VALUE_ROOM];
        int decimals[NH_VALUE_ROOM];
    } room;
    /* the value columns a text table shows: bit k for column k; 0: all */
    unsigned long long value_text_mask;
    /* what a NaN value prints as in every writer, e.g. "never"; NULL: an
     * empty cell */
    const char *missing_text;
    /* bit k: a NaN in value column k prints missing_text, others print an
     * empty cell; 0: every column prints missing_text */
    unsigned long long missing_mask;
    /* Where a value stands (--value, --at-least, --at-most): NH_STAND_NONE,
     * or the columns value, p_ge, p_le, percentile and the intervals after
     * the summary columns (rows' stand). */
    enum nh_stand_ask stand_ask;
    int64_t stand_value;
    /* A text table on a terminal: its width in columns, and the columns
     * that do not fit are left out from the right (the ones read first
     * stay); 0: no limit (a file, a pipe). */
    int text_width;
};

/* Most decimals of value columns in wiki and text tables. */
#define NH_SHORT_DECIMALS 4

/* Whether name is one of the n value column names (any case): the
 * wiki_stat a value table's spread-out wiki layout accepts. */
bool output_value_column_known(const char *const *names, int n, const char *name);

/* The statistics a wiki cell can show (wiki_stat), and whether name is one. */
#define NH_WIKI_STATS_TEXT "mean, sd, min, p05, median, p95 or max"
bool output_stat_known(const char *name);

/* The summary columns after the grid columns, in order. */
extern const char *const nh_summary_columns[];
extern const size_t nh_summary_ncolumns;
/* Where a value stands: the columns after them when the table asks
 * (value, p_ge, p_le, percentile, then the 95% intervals). */
extern const char *const nh_stand_columns[];
extern const size_t nh_stand_ncolumns;

/* RFC 4180 CSV, LF line ends, C locale, header row first.  In exact tables
 * n, sem, ci95_lo and ci95_hi are empty.  A value table: the grid columns,
 * then the value columns. */
int output_csv(FILE *f, const struct nh_table *t);
/* Long histogram CSV: grid columns, then value,count,prob; one line per
 * value with a nonzero count (exact tables: nonzero probability, and the
 * count left empty).  A value table has no distributions: the header alone. */
int output_hist_csv(FILE *f, const struct nh_table *t);
/* A MediaWiki table in the NetHack wiki's style, with a caption naming the
 * variant, trials and seed (or "exact").  With wiki_columns set, those grid
 * columns are spread across under grouped headings and each cell holds
 * wiki_stat (src/output/wiki_pivot.c): in a value table the value column
 * it names (default the first); an unknown name fails with EINVAL. */
int output_wiki(FILE *f, const struct nh_table *t);
/* An aligned plain-text table for a terminal (a readable subset of
 * columns, cut to text_width). */
int output_text(FILE *f, const struct nh_table *t);
/* Whether that text table shows every column the CSV has (a value table
 * showing all its value columns, none cut by text_width), so nothing more
 * is to be had. */
bool output_text_shows_all(const struct nh_table *t);

/* The width of standard output's terminal in columns, when is_terminal:
 * the kernel's (TIOCGWINSZ), else $COLUMNS; 0 when unknown or not a
 * terminal.  NHMC_TEST_WIDTH=N sets it to N, terminal or not (for tests:
 * docs/HACKING.md). */
int output_terminal_width(bool is_terminal);
/* Print text to f, its lines broken at spaces to fit width (0: as it is);
 * a broken line goes on indented as it began, plus two spaces. */
void output_wrapped(FILE *f, const char *text, int width);

/* Write `s` as one CSV field (quoted when it holds , " CR or LF). */
int csv_field(FILE *f, const char *s);

#endif
