/* Plain-text table writer for a terminal: the grid columns and a readable
 * subset of the statistics (or of a value table's columns), aligned
 * (numbers right, text left), two spaces between columns, a header and a
 * dashed rule under it. */
#include "common.h"

#include <errno.h>
#include <string.h>

/* The statistic columns of a text table, their headers and decimals. */
static const struct {
    enum nh_stat stat;
    const char *name;
    int decimals;
} text_stats[] = {
    {NH_STAT_MEAN, "mean", 2}, {NH_STAT_SD, "sd", 2},   {NH_STAT_CI95_HALF, "\u00b195%", 3},
    {NH_STAT_MIN, "min", 0},   {NH_STAT_P05, "p05", 0}, {NH_STAT_P50, "p50", 0},
    {NH_STAT_P95, "p95", 0},   {NH_STAT_MAX, "max", 0},
};
#define TEXT_NSTATS ((int)(sizeof text_stats / sizeof text_stats[0]))
/* Where a value stands, when asked: after the statistics. */
static const char *const text_stand[] = {"p_ge", "p_le", "percentile"};
#define TEXT_NSTAND      ((int)(sizeof text_stand / sizeof text_stand[0]))
#define TEXT_MAX_COLUMNS (NH_MAX_GRID + (TEXT_NSTATS > NH_MAX_VALUES ? TEXT_NSTATS : NH_MAX_VALUES))
#define COLUMN_GAP       "  "

/* The columns shown: the grid columns, then the statistics or, in a value
 * table, the value columns value_text_mask selects (headed by their names,
 * as grid columns are). */
struct text_layout {
    int ncols;
    int value[NH_MAX_VALUES]; /* value column of each column after the grid */
};

static void plan_columns(const struct nh_table *t, struct text_layout *l)
{
    l->ncols = t->ngrid;
    if (t->nvalues == 0) {
        l->ncols += TEXT_NSTATS + (t->stand_ask != NH_STAND_NONE ? TEXT_NSTAND : 0);
        return;
    }
    for (int k = 0; k < t->nvalues; k++)
        if (t->value_text_mask == 0 || ((t->value_text_mask >> k) & 1u))
            l->value[l->ncols++ - t->ngrid] = k;
}

static const char *column_name(const struct nh_table *t, const struct text_layout *l, int col)
{
    if (col < t->ngrid)
        return t->grid_names[col];
    if (t->nvalues > 0)
        return t->value_names[l->value[col - t->ngrid]];
    if (col - t->ngrid >= TEXT_NSTATS)
        return text_stand[col - t->ngrid - TEXT_NSTATS];
    return text_stats[col - t->ngrid].name;
}

static int column_is_numeric(const struct nh_table *t, int col)
{
    return col >= t->ngrid || grid_is_numeric(t, col);
}

/* The text of one cell; grid values are short enough for NH_CELL_SIZE. */
static const char *column_cell(const struct nh_table *t, const struct text_layout *l,
                               const struct nh_row *row, int col, char *buf, size_t size)
{
    if (col < t->ngrid)
        return row->grid[col];
    int k = col - t->ngrid;
    if (t->nvalues > 0)
        return format_value(buf, size, t, row, l->value[k], NH_VALUE_TEXT);
    if (k >= TEXT_NSTATS) {
        const struct nh_stand *st = &row->stand;
        k -= TEXT_NSTATS;
        if (!st->ok)
            return "";
        snprintf(buf, size, k == 2 ? "%.1f" : "%.4f",
                 k == 0   ? st->p_ge
                 : k == 1 ? st->p_le
                          : st->percentile);
        return buf;
    }
    if (t->exact && text_stats[k].stat == NH_STAT_CI95_HALF)
        return "exact";
    format_stat(buf, size, &row->s, text_stats[k].stat, text_stats[k].decimals);
    return buf;
}

/* Width on a terminal: UTF-8 characters, not bytes (the header has a '±'). */
static int display_width(const char *s)
{
    int width = 0;
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        if ((*p & 0xC0) != 0x80)
            width++;
    return width;
}

static void write_padding(struct nh_writer *w, char c, int count)
{
    for (int i = 0; i < count; i++)
        w_putc(w, c);
}

/* One line of cells, padded to the column widths.  The last column is not
 * padded on the right, so lines carry no trailing blanks. */
static void write_line(struct nh_writer *w, const struct nh_table *t, int ncols,
                       const char *const *cells, const int *widths)
{
    for (int col = 0; col < ncols; col++) {
        int pad = widths[col] - display_width(cells[col]);
        if (col > 0)
            w_puts(w, COLUMN_GAP);
        if (column_is_numeric(t, col))
            write_padding(w, ' ', pad);
        w_puts(w, cells[col]);
        if (!column_is_numeric(t, col) && col + 1 < ncols)
            write_padding(w, ' ', pad);
    }
    w_putc(w, '\n');
}

static void write_rule(struct nh_writer *w, int ncols, const int *widths)
{
    for (int col = 0; col < ncols; col++) {
        if (col > 0)
            w_puts(w, COLUMN_GAP);
        write_padding(w, '-', widths[col]);
    }
    w_putc(w, '\n');
}

/* The columns' widths, and how many of them fit text_width: the first
 * ones, at least one (all when there is no limit). */
static int fit_columns(const struct nh_table *t, const struct text_layout *l, int *widths)
{
    char buf[NH_CELL_SIZE];
    for (int col = 0; col < l->ncols; col++)
        widths[col] = display_width(column_name(t, l, col));
    for (size_t r = 0; r < t->nrows; r++) {
        for (int col = 0; col < l->ncols; col++) {
            int width = display_width(column_cell(t, l, &t->rows[r], col, buf, sizeof buf));
            if (width > widths[col])
                widths[col] = width;
        }
    }
    if (t->text_width <= 0)
        return l->ncols;
    int ncols = 0, line = 0;
    for (; ncols < l->ncols; ncols++) {
        int more = widths[ncols] + (ncols ? (int)strlen(COLUMN_GAP) : 0);
        if (ncols > 0 && line + more > t->text_width)
            break;
        line += more;
    }
    return ncols;
}

int output_text(FILE *f, const struct nh_table *t)
{
    struct nh_writer w = {f, 0};
    struct text_layout l;
    /* zeroed: a value table may show no columns at all, and gcc warns of
     * arrays it cannot see are filled before use */
    int widths[TEXT_MAX_COLUMNS] = {0};
    const char *cells[TEXT_MAX_COLUMNS] = {0};
    char bufs[TEXT_MAX_COLUMNS][NH_CELL_SIZE];
    if (t->ngrid < 0 || t->ngrid > NH_MAX_GRID) {
        errno = EINVAL;
        return -1;
    }
    if (value_table_check(t) != 0)
        return -1;
    plan_columns(t, &l);
    int ncols = fit_columns(t, &l, widths);

    for (int col = 0; col < ncols; col++)
        cells[col] = column_name(t, &l, col);
    write_line(&w, t, ncols, cells, widths);
    write_rule(&w, ncols, widths);
    for (size_t r = 0; r < t->nrows; r++) {
        for (int col = 0; col < ncols; col++)
            cells[col] = column_cell(t, &l, &t->rows[r], col, bufs[col], NH_CELL_SIZE);
        write_line(&w, t, ncols, cells, widths);
    }
    return w_finish(&w);
}

bool output_text_shows_all(const struct nh_table *t)
{
    if (t->nvalues == 0) /* the summary: mean, sd, ±95%, min, p05, p50, p95, max of many */
        return false;
    for (int k = 0; k < t->nvalues && t->value_text_mask != 0; k++)
        if (k >= 64 || !((t->value_text_mask >> k) & 1u))
            return false;
    if (t->text_width <= 0 || t->ngrid < 0 || t->ngrid > NH_MAX_GRID)
        return true;
    struct text_layout l;
    int widths[TEXT_MAX_COLUMNS] = {0};
    plan_columns(t, &l);
    return fit_columns(t, &l, widths) == l.ncols;
}
