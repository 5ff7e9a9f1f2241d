/* CSV writers: the summary table and the long histogram (RFC 4180, LF line
 * ends).  Numbers come from snprintf in the C locale (see common.h), so the
 * files read the same everywhere. */
#include "common.h"

#include <string.h>

const char *const nh_summary_columns[] = {"n",   "mean", "sd",  "sem", "ci95_lo", "ci95_hi",
                                          "min", "p01",  "p05", "p25", "p50",     "p75",
                                          "p90", "p95",  "p99", "max"};
const size_t nh_summary_ncolumns = sizeof nh_summary_columns / sizeof nh_summary_columns[0];

static void write_field(struct nh_writer *w, const char *s)
{
    if (strpbrk(s, ",\"\r\n") == NULL) {
        w_puts(w, s);
        return;
    }
    w_putc(w, '"');
    for (const char *p = s; *p; p++) {
        if (*p == '"')
            w_putc(w, '"');
        w_putc(w, *p);
    }
    w_putc(w, '"');
}

int csv_field(FILE *f, const char *s)
{
    struct nh_writer w = {f, 0};
    write_field(&w, s);
    return w.failed ? -1 : 0;
}

/* The grid column names, each followed by a comma. */
static void write_grid_header(struct nh_writer *w, const struct nh_table *t)
{
    for (int i = 0; i < t->ngrid; i++) {
        write_field(w, t->grid_names[i]);
        w_putc(w, ',');
    }
}

/* The grid values of a row, each followed by a comma. */
static void write_grid_values(struct nh_writer *w, const struct nh_table *t,
                              const struct nh_row *row)
{
    for (int i = 0; i < t->ngrid; i++) {
        write_field(w, row->grid[i]);
        w_putc(w, ',');
    }
}

static void write_real(struct nh_writer *w, int decimals, double x)
{
    char cell[NH_CELL_SIZE];
    format_fixed(cell, sizeof cell, decimals, x);
    w_puts(w, cell);
}

/* The summary columns; an exact row leaves n, sem and the interval empty,
 * as there is no sample. */
static void write_summary(struct nh_writer *w, const struct nh_summary *s, int decimals, bool exact)
{
    if (!exact)
        w_printf(w, "%llu", (unsigned long long)s->n);
    w_putc(w, ',');
    write_real(w, decimals, s->mean);
    w_putc(w, ',');
    write_real(w, decimals, s->sd);
    if (exact) {
        w_puts(w, ",,,");
    } else {
        w_putc(w, ',');
        write_real(w, decimals, s->sem);
        w_putc(w, ',');
        write_real(w, decimals, s->ci95_lo);
        w_putc(w, ',');
        write_real(w, decimals, s->ci95_hi);
    }
    w_printf(w, ",%ld", (long)s->min);
    for (int k = 0; k < NH_NQUANTILES; k++)
        w_printf(w, ",%ld", (long)s->q[k]);
    w_printf(w, ",%ld", (long)s->max);
}

/* Where a value stands: the names after the summary columns. */
const char *const nh_stand_columns[] = {"value",   "p_ge",    "p_le",    "percentile",
                                        "p_ge_lo", "p_ge_hi", "p_le_lo", "p_le_hi"};
const size_t nh_stand_ncolumns = sizeof nh_stand_columns / sizeof nh_stand_columns[0];

/* The value and its three numbers; the intervals only by Monte Carlo (an
 * exact row has none, as it has no sem), nothing but the value in a row
 * without a distribution. */
static void write_stand(struct nh_writer *w, const struct nh_table *t, const struct nh_row *row,
                        int decimals)
{
    const struct nh_stand *st = &row->stand;
    w_printf(w, ",%lld", (long long)t->stand_value);
    if (!st->ok) {
        w_puts(w, ",,,,,,,");
        return;
    }
    double cells[] = {st->p_ge,    st->p_le,    st->percentile, st->p_ge_lo,
                      st->p_ge_hi, st->p_le_lo, st->p_le_hi};
    for (size_t k = 0; k < sizeof cells / sizeof cells[0]; k++) {
        w_putc(w, ',');
        if (k < 3 || st->interval)
            write_real(w, decimals, cells[k]);
    }
}

/* A value table: the grid columns and the value columns. */
static int output_value_csv(struct nh_writer *w, const struct nh_table *t)
{
    char cell[NH_CELL_SIZE];
    write_grid_header(w, t);
    for (int k = 0; k < t->nvalues; k++) {
        write_field(w, t->value_names[k]);
        w_putc(w, k + 1 < t->nvalues ? ',' : '\n');
    }
    for (size_t r = 0; r < t->nrows; r++) {
        write_grid_values(w, t, &t->rows[r]);
        for (int k = 0; k < t->nvalues; k++) {
            /* a field: the missing text may need quoting */
            write_field(w, format_value(cell, sizeof cell, t, &t->rows[r], k, NH_VALUE_CSV));
            w_putc(w, k + 1 < t->nvalues ? ',' : '\n');
        }
    }
    return w_finish(w);
}

int output_csv(FILE *f, const struct nh_table *t)
{
    struct nh_writer w = {f, 0};
    int decimals = table_decimals(t);
    if (value_table_check(t) != 0)
        return -1;
    if (t->nvalues > 0)
        return output_value_csv(&w, t);
    write_grid_header(&w, t);
    for (size_t c = 0; c < nh_summary_ncolumns; c++) {
        if (c > 0)
            w_putc(&w, ',');
        w_puts(&w, nh_summary_columns[c]);
    }
    for (size_t c = 0; t->stand_ask != NH_STAND_NONE && c < nh_stand_ncolumns; c++) {
        w_putc(&w, ',');
        w_puts(&w, nh_stand_columns[c]);
    }
    w_putc(&w, '\n');
    for (size_t r = 0; r < t->nrows; r++) {
        write_grid_values(&w, t, &t->rows[r]);
        write_summary(&w, &t->rows[r].s, decimals, t->exact);
        if (t->stand_ask != NH_STAND_NONE)
            write_stand(&w, t, &t->rows[r], decimals);
        w_putc(&w, '\n');
    }
    return w_finish(&w);
}

static uint64_t hist_total(const struct nh_row *row)
{
    uint64_t total = 0;
    for (uint32_t i = 0; i < row->hist_width; i++)
        total += row->hist[i];
    return total;
}

/* The exact rows' lines: probabilities in full, counts empty. */
static void write_pmf_lines(struct nh_writer *w, const struct nh_table *t, const struct nh_row *row)
{
    for (uint32_t i = 0; i < row->hist_width; i++) {
        if (row->pmf[i] == 0.0L)
            continue;
        write_grid_values(w, t, row);
        w_printf(w, "%ld,,%.17Lg\n", (long)((int64_t)row->hist_lo + i), row->pmf[i]);
    }
}

int output_hist_csv(FILE *f, const struct nh_table *t)
{
    struct nh_writer w = {f, 0};
    if (value_table_check(t) != 0)
        return -1;
    write_grid_header(&w, t);
    w_puts(&w, "value,count,prob\n");
    if (t->nvalues > 0) /* no distributions: the header alone */
        return w_finish(&w);
    for (size_t r = 0; r < t->nrows; r++) {
        const struct nh_row *row = &t->rows[r];
        if (t->exact && row->pmf) {
            write_pmf_lines(&w, t, row);
            continue;
        }
        if (!row->hist)
            continue;
        /* prob from the histogram itself, so each row's probs sum to 1 */
        uint64_t n = hist_total(row);
        for (uint32_t i = 0; i < row->hist_width; i++) {
            if (row->hist[i] == 0)
                continue;
            write_grid_values(&w, t, row);
            w_printf(&w, "%ld,%llu,%.10g\n", (long)((int64_t)row->hist_lo + i),
                     (unsigned long long)row->hist[i], (double)row->hist[i] / (double)n);
        }
    }
    return w_finish(&w);
}
