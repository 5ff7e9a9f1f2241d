/* Plain-text table writer for a terminal: the grid columns and a readable
 * subset of the statistics, aligned (numbers right, text left), two spaces
 * between columns, a header and a dashed rule under it. */
#include "common.h"

#include <errno.h>

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
#define TEXT_NSTATS      ((int)(sizeof text_stats / sizeof text_stats[0]))
#define TEXT_MAX_COLUMNS (NH_MAX_GRID + TEXT_NSTATS)
#define COLUMN_GAP       "  "

/* A value table shows its one value instead of the statistics. */
static int text_ncolumns(const struct nh_table *t)
{
    return t->ngrid + (t->value_name ? 1 : TEXT_NSTATS);
}

static const char *column_name(const struct nh_table *t, int col)
{
    if (col >= t->ngrid && t->value_name)
        return t->value_name;
    return col < t->ngrid ? t->grid_names[col] : text_stats[col - t->ngrid].name;
}

static int column_is_numeric(const struct nh_table *t, int col)
{
    return col >= t->ngrid || grid_is_numeric(t, col);
}

/* The text of one cell; grid values are short enough for NH_CELL_SIZE. */
static const char *column_cell(const struct nh_table *t, const struct nh_row *row, int col,
                               char *buf, size_t size)
{
    if (col < t->ngrid)
        return row->grid[col];
    int k = col - t->ngrid;
    if (t->value_name) {
        format_stat(buf, size, &row->s, NH_STAT_MEAN, 4);
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
static void write_line(struct nh_writer *w, const struct nh_table *t, const char *const *cells,
                       const int *widths)
{
    int ncols = text_ncolumns(t);
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

static void write_rule(struct nh_writer *w, const struct nh_table *t, const int *widths)
{
    for (int col = 0; col < text_ncolumns(t); col++) {
        if (col > 0)
            w_puts(w, COLUMN_GAP);
        write_padding(w, '-', widths[col]);
    }
    w_putc(w, '\n');
}

int output_text(FILE *f, const struct nh_table *t)
{
    struct nh_writer w = {f, 0};
    int ncols = text_ncolumns(t);
    int widths[TEXT_MAX_COLUMNS];
    const char *cells[TEXT_MAX_COLUMNS];
    char bufs[TEXT_MAX_COLUMNS][NH_CELL_SIZE];
    if (t->ngrid < 0 || t->ngrid > NH_MAX_GRID) {
        errno = EINVAL;
        return -1;
    }

    for (int col = 0; col < ncols; col++)
        widths[col] = display_width(column_name(t, col));
    for (size_t r = 0; r < t->nrows; r++) {
        for (int col = 0; col < ncols; col++) {
            int width = display_width(column_cell(t, &t->rows[r], col, bufs[col], NH_CELL_SIZE));
            if (width > widths[col])
                widths[col] = width;
        }
    }

    for (int col = 0; col < ncols; col++)
        cells[col] = column_name(t, col);
    write_line(&w, t, cells, widths);
    write_rule(&w, t, widths);
    for (size_t r = 0; r < t->nrows; r++) {
        for (int col = 0; col < ncols; col++)
            cells[col] = column_cell(t, &t->rows[r], col, bufs[col], NH_CELL_SIZE);
        write_line(&w, t, cells, widths);
    }
    return w_finish(&w);
}
