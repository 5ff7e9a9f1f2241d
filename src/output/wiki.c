/* MediaWiki table writer, in the NetHack wiki's style: a sortable
 * prettytable whose caption says what was run, the values every row shares,
 * how many trials, the seed and the command that made it.  Means and sds
 * have 2 decimals, probabilities 3, percentiles 1 (wiki_view.c and
 * common.c, wiki_value_decimals, say why). */
#include "common.h"

#include <stdlib.h>

/* The statistic columns of a wiki table and their header names. */
static const struct {
    enum nh_stat stat;
    const char *name;
} wiki_stats[] = {
    {NH_STAT_MEAN, "mean"},  {NH_STAT_SD, "sd"},   {NH_STAT_MIN, "min"}, {NH_STAT_P05, "5%"},
    {NH_STAT_P50, "median"}, {NH_STAT_P95, "95%"}, {NH_STAT_MAX, "max"},
};
#define WIKI_NSTATS (sizeof wiki_stats / sizeof wiki_stats[0])

/* Where a value stands, when asked: P(>= V), P(<= V) and the percentile
 * after the statistics (their headers name V). */
static void stand_cells(const struct nh_table *t, const struct nh_row *row, struct nh_writer *w)
{
    const struct nh_stand *st = &row->stand;
    if (t->stand_ask == NH_STAND_NONE)
        return;
    if (!st->ok) {
        w_puts(w, " ||  ||  || ");
        return;
    }
    char ge[NH_CELL_SIZE], le[NH_CELL_SIZE];
    w_printf(w, " || %s || %s || %.1f",
             format_wiki_probability(ge, sizeof ge, WIKI_PROB_DECIMALS, st->p_ge),
             format_wiki_probability(le, sizeof le, WIKI_PROB_DECIMALS, st->p_le), st->percentile);
}

static void write_header_cell(struct nh_writer *w, const char *name, int numeric)
{
    w_puts(w, numeric ? "! data-sort-type=\"number\" | " : "! ");
    wiki_cell_text(w, name);
    w_putc(w, '\n');
}

static void write_row(struct nh_writer *w, const struct nh_table *t, const struct nh_row *row)
{
    char cell[NH_CELL_SIZE];
    w_puts(w, "|-\n|");
    for (int i = 0; i < t->ngrid; i++) {
        w_puts(w, i == 0 ? " " : " || ");
        wiki_cell_text(w, row->grid[i]);
    }
    for (int k = 0; k < t->nvalues; k++) {
        w_puts(w, k == 0 && t->ngrid == 0 ? " " : " || ");
        wiki_cell_text(w, format_value(cell, sizeof cell, t, row, k, NH_VALUE_WIKI));
    }
    for (size_t k = 0; k < WIKI_NSTATS && t->nvalues == 0; k++) {
        format_stat(cell, sizeof cell, &row->s, wiki_stats[k].stat, WIKI_DECIMALS);
        w_puts(w, k == 0 && t->ngrid == 0 ? " " : " || ");
        w_puts(w, cell);
    }
    if (t->nvalues == 0)
        stand_cells(t, row, w);
    w_putc(w, '\n');
}

static int write_table(FILE *f, const struct nh_table *t, const char *constants)
{
    struct nh_writer w = {f, 0};
    w_puts(&w, "{| class=\"prettytable sortable\"\n");
    wiki_caption(&w, t, constants, NULL);
    for (int i = 0; i < t->ngrid; i++)
        write_header_cell(&w, grid_label(t, i), grid_is_numeric(t, i));
    for (int k = 0; k < t->nvalues; k++)
        write_header_cell(&w, value_label(t, k), 1);
    for (size_t k = 0; k < WIKI_NSTATS && t->nvalues == 0; k++)
        write_header_cell(&w, wiki_stats[k].name, 1);
    if (t->stand_ask != NH_STAND_NONE && t->nvalues == 0) {
        char name[3][64];
        long long v = (long long)t->stand_value;
        snprintf(name[0], sizeof name[0], "P(\u2265%lld)", v);
        snprintf(name[1], sizeof name[1], "P(\u2264%lld)", v);
        snprintf(name[2], sizeof name[2], "percentile of %lld", v);
        for (int k = 0; k < 3; k++)
            write_header_cell(&w, name[k], 1);
    }
    for (size_t r = 0; r < t->nrows; r++)
        write_row(&w, t, &t->rows[r]);
    w_puts(&w, "|}\n");
    return w_finish(&w);
}

int output_wiki(FILE *f, const struct nh_table *t)
{
    if (t->wiki_columns && t->wiki_columns[0])
        return output_wiki_pivot(f, t);
    if (value_table_check(t) != 0)
        return -1;
    struct nh_table view;
    char constants[512];
    if (wiki_view_make(t, 0, &view, constants, sizeof constants) != 0)
        return -1;
    int st = write_table(f, &view, constants);
    free(view.rows);
    return st;
}
