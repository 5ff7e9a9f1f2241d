/* The spread-out wiki layout: some grid columns (say con and xl) become
 * column headings, the rest stay as row headings, and each cell holds one
 * statistic.  Rows and columns keep the order in which their values first
 * appear in the table.  With two spread columns the headings come in two
 * rows, the first grouping the second ("Con 16" over "XL 10, XL 20, XL 30").
 */
#include "common.h"

#include "nhmc/params.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

struct layout {
    int spread[NH_MAX_GRID]; /* grid columns spread across, in the order named */
    int nspread;
    int kept[NH_MAX_GRID]; /* grid columns left as row headings */
    int nkept;
    size_t *row_of;  /* table row -> layout row */
    size_t *col_of;  /* table row -> layout column */
    size_t *row_rep; /* layout row -> a table row with its values */
    size_t *col_rep; /* layout column -> a table row with its values */
    size_t *cell;    /* layout row * ncols + column -> table row + 1 (0: none) */
    size_t nrows, ncols;
};

/* The spread columns as named; the others are kept. */
static int parse_spread(const struct nh_table *t, struct layout *l)
{
    char err[256];
    bool spread[NH_MAX_GRID] = {false};
    l->nspread = parse_name_list(t->wiki_columns, t->grid_names, t->ngrid, "a grid column",
                                 l->spread, err, sizeof err);
    if (l->nspread < 1)
        return -1;
    for (int k = 0; k < l->nspread; k++)
        spread[l->spread[k]] = true;
    for (int i = 0; i < t->ngrid; i++)
        if (!spread[i])
            l->kept[l->nkept++] = i;
    return 0;
}

static bool same_values(const struct nh_table *t, size_t a, size_t b, const int *cols, int n)
{
    for (int k = 0; k < n; k++)
        if (strcmp(t->rows[a].grid[cols[k]], t->rows[b].grid[cols[k]]) != 0)
            return false;
    return true;
}

/* Number the distinct value combinations of `cols` in first-seen order. */
static size_t number_keys(const struct nh_table *t, const int *cols, int n, size_t *of, size_t *rep)
{
    size_t count = 0;
    for (size_t r = 0; r < t->nrows; r++) {
        size_t k = 0;
        while (k < count && !same_values(t, r, rep[k], cols, n))
            k++;
        if (k == count)
            rep[count++] = r;
        of[r] = k;
    }
    return count;
}

static void free_layout(struct layout *l)
{
    free(l->row_of);
    free(l->col_of);
    free(l->row_rep);
    free(l->col_rep);
    free(l->cell);
}

static int build_layout(const struct nh_table *t, struct layout *l)
{
    memset(l, 0, sizeof *l);
    if (parse_spread(t, l) != 0) {
        errno = EINVAL;
        return -1;
    }
    size_t n = t->nrows ? t->nrows : 1;
    l->row_of = calloc(n, sizeof *l->row_of);
    l->col_of = calloc(n, sizeof *l->col_of);
    l->row_rep = calloc(n, sizeof *l->row_rep);
    l->col_rep = calloc(n, sizeof *l->col_rep);
    if (!l->row_of || !l->col_of || !l->row_rep || !l->col_rep)
        return -1;
    l->nrows = number_keys(t, l->kept, l->nkept, l->row_of, l->row_rep);
    l->ncols = number_keys(t, l->spread, l->nspread, l->col_of, l->col_rep);
    l->cell = calloc(l->nrows * l->ncols + 1, sizeof *l->cell);
    if (!l->cell)
        return -1;
    for (size_t r = 0; r < t->nrows; r++)
        l->cell[l->row_of[r] * l->ncols + l->col_of[r]] = r + 1;
    return 0;
}

/* "Con 16": a spread column's heading and value. */
static void write_heading_value(struct nh_writer *w, const struct nh_table *t, int col, size_t row)
{
    wiki_cell_text(w, grid_label(t, col));
    w_putc(w, ' ');
    wiki_cell_text(w, t->rows[row].grid[col]);
}

static void write_headings(struct nh_writer *w, const struct nh_table *t, const struct layout *l)
{
    bool grouped = l->nspread == 2;
    const char *rowspan = grouped ? "rowspan=\"2\" | " : "";
    for (int k = 0; k < l->nkept; k++) {
        w_puts(w, "! ");
        w_puts(w, rowspan);
        wiki_cell_text(w, grid_label(t, l->kept[k]));
        w_putc(w, '\n');
    }
    if (grouped) {
        /* runs of layout columns sharing the first spread value */
        for (size_t c = 0; c < l->ncols;) {
            size_t end = c + 1;
            while (end < l->ncols && same_values(t, l->col_rep[c], l->col_rep[end], l->spread, 1))
                end++;
            w_printf(w, "! colspan=\"%zu\" | ", end - c);
            write_heading_value(w, t, l->spread[0], l->col_rep[c]);
            w_putc(w, '\n');
            c = end;
        }
        w_puts(w, "|-\n");
    }
    for (size_t c = 0; c < l->ncols; c++) {
        w_puts(w, "! data-sort-type=\"number\" | ");
        for (int k = grouped ? 1 : 0; k < l->nspread; k++) {
            if (k > (grouped ? 1 : 0))
                w_puts(w, ", ");
            write_heading_value(w, t, l->spread[k], l->col_rep[c]);
        }
        w_putc(w, '\n');
    }
}

/* The cell statistic (`stat`) or, in a value table, the value column
 * (`value`) that wiki_stat names, and the caption's words for it. */
static int choose_cell(const struct nh_table *t, enum nh_stat *stat, int *value, char *extra,
                       size_t size)
{
    const char *name = t->wiki_stat && t->wiki_stat[0] ? t->wiki_stat : NULL;
    if (value_table_check(t) != 0)
        return -1;
    if (t->nvalues > 0) {
        *value = name ? value_column_index(t, name) : 0;
        if (*value < 0) {
            errno = EINVAL;
            return -1;
        }
        snprintf(extra, size, "; each cell: %s", value_label(t, *value));
        return 0;
    }
    if (!name)
        name = "mean";
    if (stat_parse(name, stat) != 0) {
        errno = EINVAL;
        return -1;
    }
    snprintf(extra, size, "; each cell: the %s", name);
    return 0;
}

int output_wiki_pivot(FILE *f, const struct nh_table *t)
{
    struct nh_writer w = {f, 0};
    struct layout l;
    enum nh_stat stat = NH_STAT_MEAN;
    int value = 0;
    char extra[160];
    if (choose_cell(t, &stat, &value, extra, sizeof extra) != 0)
        return -1;
    if (build_layout(t, &l) != 0) {
        free_layout(&l);
        return -1;
    }
    w_puts(&w, "{| class=\"prettytable sortable\"\n");
    wiki_caption(&w, t, extra);
    write_headings(&w, t, &l);
    for (size_t r = 0; r < l.nrows; r++) {
        w_puts(&w, "|-\n|");
        for (int k = 0; k < l.nkept; k++) {
            w_puts(&w, k == 0 ? " " : " || ");
            wiki_cell_text(&w, t->rows[l.row_rep[r]].grid[l.kept[k]]);
        }
        for (size_t c = 0; c < l.ncols; c++) {
            size_t at = l.cell[r * l.ncols + c];
            char cell[NH_CELL_SIZE] = "";
            const char *text = cell;
            if (at && t->nvalues > 0)
                text = format_value(cell, sizeof cell, t, &t->rows[at - 1], value, NH_VALUE_WIKI);
            else if (at)
                format_stat(cell, sizeof cell, &t->rows[at - 1].s, stat, WIKI_DECIMALS);
            w_puts(&w, l.nkept == 0 && c == 0 ? " " : " || ");
            wiki_cell_text(&w, text);
        }
        w_putc(&w, '\n');
    }
    w_puts(&w, "|}\n");
    free_layout(&l);
    return w_finish(&w);
}
