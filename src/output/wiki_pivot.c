/* The spread-out wiki layout: some grid columns (say con and xl) become
 * column headings, the rest stay as row headings, and each cell holds one
 * statistic.  Rows and columns keep the order in which their values first
 * appear in the table.  With two spread columns the headings come in two
 * rows, the first grouping the second ("Con 16" over "XL 10, XL 20, XL 30").
 *
 * A row heading that only follows the spread columns (the Luck of an
 * Archeologist, whose fedora gives +1 in 5.0 and nothing in 3.6.7) would
 * split one line into several half-empty ones; such a column is left out of
 * the line's key and its cell lists the line's values ("0 / 1"), so every
 * line's key is unique.  The first heading always stays in the key: it
 * names the line.
 */
#include "common.h"

#include "nhmc/text_list.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

struct layout {
    int spread[NH_MAX_GRID]; /* grid columns spread across, in the order named */
    int nspread;
    int kept[NH_MAX_GRID]; /* grid columns left as row headings */
    int nkept;
    int key[NH_MAX_GRID]; /* the kept columns that tell layout rows apart */
    int nkey;
    bool folded[NH_MAX_GRID]; /* per kept column: not in the key */
    size_t *row_of;           /* table row -> layout row */
    size_t *col_of;           /* table row -> layout column */
    size_t *row_rep;          /* layout row -> a table row with its values */
    size_t *col_rep;          /* layout column -> a table row with its values */
    size_t *cell;             /* layout row * ncols + column -> table row + 1 (0: none) */
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

/* The key columns without the one at position `skip`, then `extra`. */
static int key_without(const struct layout *l, int skip, const int *extra, int nextra, int *out)
{
    int n = 0;
    for (int k = 0; k < l->nkey; k++)
        if (k != skip)
            out[n++] = l->key[k];
    for (int k = 0; k < nextra; k++)
        out[n++] = extra[k];
    return n;
}

/* Leave out of the row key each kept column that splits lines but tells no
 * two table rows of one layout column apart (see the top). */
static void fold_keys(const struct nh_table *t, struct layout *l, size_t *of, size_t *rep)
{
    int cols[2 * NH_MAX_GRID];
    l->nkey = l->nkept;
    memcpy(l->key, l->kept, sizeof l->kept);
    /* never the first heading: it names the line (Role), and without it
     * rows of different roles would share a line */
    for (int k = l->nkey - 1; k >= 1; k--) {
        int n = key_without(l, -1, l->spread, l->nspread, cols);
        size_t cells = number_keys(t, cols, n, of, rep);
        n = key_without(l, k, l->spread, l->nspread, cols);
        if (number_keys(t, cols, n, of, rep) != cells)
            continue; /* it tells rows apart: it stays */
        size_t lines = number_keys(t, l->key, l->nkey, of, rep);
        n = key_without(l, k, NULL, 0, cols);
        if (number_keys(t, cols, n, of, rep) == lines)
            continue; /* it splits no line */
        for (int i = 0; i < l->nkept; i++)
            if (l->kept[i] == l->key[k])
                l->folded[i] = true;
        memmove(l->key + k, l->key + k + 1, (size_t)(l->nkey - 1 - k) * sizeof l->key[0]);
        l->nkey--;
    }
}

/* row_of's block also holds col_of, row_rep and col_rep. */
static void free_layout(struct layout *l)
{
    free(l->row_of);
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
    l->row_of = calloc(4 * n, sizeof *l->row_of); /* n table rows fit n layout rows */
    if (!l->row_of)
        return -1;
    l->col_of = l->row_of + n;
    l->row_rep = l->col_of + n;
    l->col_rep = l->row_rep + n;
    fold_keys(t, l, l->row_of, l->row_rep);
    l->nrows = number_keys(t, l->key, l->nkey, l->row_of, l->row_rep);
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

/* A folded column's heading on layout row r: its values there, first
 * seen first, joined by " / ". */
static void write_folded(struct nh_writer *w, const struct nh_table *t, const struct layout *l,
                         size_t r, int col)
{
    size_t shown = 0;
    for (size_t a = 0; a < t->nrows; a++) {
        if (l->row_of[a] != r)
            continue;
        bool seen = false;
        for (size_t b = 0; b < a && !seen; b++)
            seen = l->row_of[b] == r && strcmp(t->rows[a].grid[col], t->rows[b].grid[col]) == 0;
        if (seen)
            continue;
        w_puts(w, shown++ ? " / " : "");
        wiki_cell_text(w, t->rows[a].grid[col]);
    }
}

static void write_lines(struct nh_writer *w, const struct nh_table *t, const struct layout *l,
                        enum nh_stat stat, int value)
{
    for (size_t r = 0; r < l->nrows; r++) {
        w_puts(w, "|-\n|");
        for (int k = 0; k < l->nkept; k++) {
            w_puts(w, k == 0 ? " " : " || ");
            if (l->folded[k])
                write_folded(w, t, l, r, l->kept[k]);
            else
                wiki_cell_text(w, t->rows[l->row_rep[r]].grid[l->kept[k]]);
        }
        for (size_t c = 0; c < l->ncols; c++) {
            size_t at = l->cell[r * l->ncols + c];
            char cell[NH_CELL_SIZE] = "";
            const char *text = cell;
            if (at && t->nvalues > 0)
                text = format_value(cell, sizeof cell, t, &t->rows[at - 1], value, NH_VALUE_WIKI);
            else if (at)
                format_stat(cell, sizeof cell, &t->rows[at - 1].s, stat, WIKI_DECIMALS);
            w_puts(w, l->nkept == 0 && c == 0 ? " " : " || ");
            wiki_cell_text(w, text);
        }
        w_putc(w, '\n');
    }
}

/* The spread columns of t as bits, to keep them in the wiki view even when
 * they hold one value. */
static int spread_mask(const struct nh_table *t, unsigned *mask)
{
    struct layout l;
    memset(&l, 0, sizeof l);
    if (parse_spread(t, &l) != 0) {
        errno = EINVAL;
        return -1;
    }
    *mask = 0;
    for (int k = 0; k < l.nspread; k++)
        *mask |= 1u << l.spread[k];
    return 0;
}

int output_wiki_pivot(FILE *f, const struct nh_table *t)
{
    struct nh_writer w = {f, 0};
    struct layout l;
    struct nh_table view;
    enum nh_stat stat = NH_STAT_MEAN;
    int value = 0;
    unsigned keep;
    char extra[160], constants[512];
    if (choose_cell(t, &stat, &value, extra, sizeof extra) != 0 || spread_mask(t, &keep) != 0)
        return -1;
    if (wiki_view_make(t, keep, &view, constants, sizeof constants) != 0)
        return -1;
    if (build_layout(&view, &l) != 0) {
        free_layout(&l);
        free(view.rows);
        return -1;
    }
    w_puts(&w, "{| class=\"prettytable sortable\"\n");
    wiki_caption(&w, &view, constants, extra);
    write_headings(&w, &view, &l);
    write_lines(&w, &view, &l, stat, value);
    w_puts(&w, "|}\n");
    free_layout(&l);
    free(view.rows);
    return w_finish(&w);
}
