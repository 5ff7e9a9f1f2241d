/* plot_model: group a finished table into series and panels (plot_model.h).
 *
 * A grid column "varies" when its text differs between rows.  The varying
 * columns named by the spec's x_columns give each row its x; the other
 * varying columns tell the series apart (rows with the same texts there
 * are the points of one series, in row order).  Distributions (PMF, CDF)
 * are one series per row.
 */
#include "output/plot_model.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/table_io.h"
#include "output/common.h"

double plot_row_prob(const struct nh_row *row, uint32_t i)
{
    if (row->pmf)
        return (double)row->pmf[i];
    return row->s.n ? (double)row->hist[i] / (double)row->s.n : 0.0;
}

void plot_row_range(const struct nh_row *row, uint32_t *lo, uint32_t *hi)
{
    const double tail = 0.0005;
    double cum = 0;
    *lo = 0;
    *hi = row->hist_width ? row->hist_width - 1 : 0;
    for (uint32_t i = 0; i < row->hist_width; i++) {
        cum += plot_row_prob(row, i);
        if (cum <= tail)
            *lo = i + 1;
        if (cum >= 1 - tail) {
            *hi = i;
            break;
        }
    }
    if (*lo > *hi)
        *lo = *hi;
}

double plot_value(const struct nh_table *t, const struct nh_row *row, const char *name)
{
    int k = value_column_index(t, name);
    return k >= 0 && row->values ? row->values[k] : (double)NAN;
}

/* Which grid columns vary (bit i: column i). */
static unsigned varying_columns(const struct nh_table *t)
{
    unsigned mask = 0;
    for (int i = 0; i < t->ngrid; i++)
        for (size_t r = 1; r < t->nrows; r++)
            if (strcmp(t->rows[r].grid[i], t->rows[0].grid[i]) != 0) {
                mask |= 1u << i;
                break;
            }
    return mask;
}

/* The columns named in a comma list (bit i: column i). */
static unsigned named_columns(const struct nh_table *t, const char *list)
{
    unsigned mask = 0;
    for (const char *p = list; p && *p;) {
        size_t n = strcspn(p, ",");
        for (int i = 0; i < t->ngrid; i++)
            if (strlen(t->grid_names[i]) == n && strncmp(t->grid_names[i], p, n) == 0)
                mask |= 1u << i;
        p += n + (p[n] == ',');
    }
    return mask;
}

/* The texts of the columns in mask, "Label text, ..." (only the text when
 * bare), into buf; roles and races by the game's names (Valkyrie, human),
 * as the wiki tables show them. */
static void columns_text(const struct nh_table *t, const struct nh_row *row, unsigned mask,
                         bool bare, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < t->ngrid && used < len; i++) {
        if (!(mask & 1u << i))
            continue;
        const char *text = game_display_name(t->grid_names[i], row->grid[i]);
        int n = bare ? snprintf(buf + used, len - used, "%s%s", used ? " " : "", text)
                     : snprintf(buf + used, len - used, "%s%s %s", used ? ", " : "",
                                grid_label(t, i), text);
        if (n < 0)
            return;
        used += (size_t)n;
    }
}

/* Whether the rows make series of at least two points on average, each
 * with one point per x (texts in the x columns). */
static bool series_over_x(const struct nh_table *t, unsigned key, unsigned xmask)
{
    size_t nseries = 0;
    for (size_t r = 0; r < t->nrows; r++) {
        bool new_series = true;
        for (size_t q = 0; q < r; q++) {
            bool same_key = true, same_x = true;
            for (int i = 0; i < t->ngrid; i++) {
                bool same = strcmp(t->rows[r].grid[i], t->rows[q].grid[i]) == 0;
                same_key = same_key && (same || !(key & 1u << i));
                same_x = same_x && (same || !(xmask & 1u << i));
            }
            if (same_key && same_x)
                return false;
            new_series = new_series && !same_key;
        }
        nseries += new_series;
    }
    return 2 * nseries <= t->nrows;
}

static const struct nh_table *sort_table;
static int sort_column;
static int by_column(const void *a, const void *b)
{
    const size_t *x = a, *y = b;
    return strcmp(sort_table->rows[*x].grid[sort_column], sort_table->rows[*y].grid[sort_column]);
}

/* The columns of mask that say something the earlier ones of mask do not:
 * a column whose text follows from an earlier column's (paired keys: the
 * role gives the XL and max HP) is left out of labels. */
static unsigned telling_columns(const struct nh_table *t, unsigned mask)
{
    size_t *order = malloc((t->nrows + 1) * sizeof *order);
    unsigned told = mask;
    if (!order)
        return mask;
    for (int i = 0; i < t->ngrid; i++) {
        if (!(told & 1u << i))
            continue;
        for (size_t r = 0; r < t->nrows; r++)
            order[r] = r;
        sort_table = t, sort_column = i;
        qsort(order, t->nrows, sizeof *order, by_column);
        for (int j = i + 1; j < t->ngrid; j++) {
            bool follows = (told & 1u << j) != 0;
            for (size_t r = 1; follows && r < t->nrows; r++) {
                const struct nh_row *a = &t->rows[order[r - 1]], *b = &t->rows[order[r]];
                follows =
                    strcmp(a->grid[i], b->grid[i]) != 0 || strcmp(a->grid[j], b->grid[j]) == 0;
            }
            if (follows)
                told &= ~(1u << j);
        }
    }
    free(order);
    return told;
}

/* Whether one spec of the chain can draw this table: its rows are of the
 * kind the spec reads (numbers with row_y, else distributions), and an x
 * column varies along the series. */
static bool drawable(const struct nh_plot_spec *spec, const struct nh_plot_input *in,
                     unsigned varies)
{
    if (spec->case_points) {
        for (size_t r = 0; in->first && r < in->t->nrows; r++)
            if (in->first[r + 1] - in->first[r] >= 3)
                return true;
        return false;
    }
    if ((spec->row_y != NULL) != (in->t->nvalues > 0))
        return false;
    if (spec->chart == NH_CHART_FAN || spec->chart == NH_CHART_LINES ||
        spec->chart == NH_CHART_STACKED) {
        unsigned xmask = named_columns(in->t, spec->x_columns) & varies;
        return xmask && series_over_x(in->t, varies & ~xmask, xmask);
    }
    return true;
}

/* Index of text among the categories, added when new. */
static size_t category_of(struct plot_model *m, const char *text)
{
    if (!text[0]) /* no x column varies: the one x is what the axis names */
        text = m->spec->x_label;
    for (size_t k = 0; k < m->ncategories; k++)
        if (strcmp(m->category[k], text) == 0)
            return k;
    snprintf(m->category[m->ncategories], PLOT_LABEL, "%s", text);
    return m->ncategories++;
}

/* Whether every row's text in the x columns is one number. */
static bool numeric_x(const struct nh_table *t, unsigned xmask)
{
    if (__builtin_popcount(xmask) != 1)
        return false;
    int col = __builtin_ctz(xmask);
    for (size_t r = 0; r < t->nrows; r++) {
        char *end;
        const char *s = t->rows[r].grid[col];
        strtod(s, &end);
        if (end == s || *end)
            return false;
    }
    return true;
}

/* A row's point: x, then the fan's numbers or the kind's. */
static void row_point(const struct plot_model *m, const struct nh_row *row, unsigned xmask,
                      struct nh_plot_point *p)
{
    const struct nh_plot_spec *spec = m->spec;
    char text[PLOT_LABEL];
    columns_text(m->t, row, xmask, true, text, sizeof text);
    p->x = m->categorical ? 0 : strtod(text, NULL);
    for (int k = 0; k < NH_PLOT_MAXY; k++)
        p->y[k] = NAN;
    if (spec->row_y) {
        spec->row_y(m->t, row, p->y);
        return;
    }
    /* a distribution's fan: the mean, p05, p25, p75, p95 */
    static const int at[NH_FAN_COUNT] = {-1, 5, 25, 75, 95};
    p->y[NH_FAN_MEAN] = row->s.mean;
    for (int k = 1; k < NH_FAN_COUNT; k++)
        for (int q = 0; q < NH_NQUANTILES; q++)
            if (nh_quantile_percent[q] == at[k])
                p->y[k] = row->s.q[q];
}

/* The series: rows with the same texts in the key columns, in order. */
static int make_series(struct plot_model *m, const struct nh_plot_input *in, unsigned key,
                       unsigned xmask)
{
    unsigned telling = telling_columns(m->t, key), xshown = telling_columns(m->t, xmask);
    const struct nh_table *t = m->t;
    size_t *of = calloc(t->nrows + 1, sizeof *of);
    m->series = calloc(t->nrows + 1, sizeof *m->series);
    if (!of || !m->series) {
        free(of);
        return -1;
    }
    bool per_row = !xmask;
    for (size_t r = 0; r < t->nrows; r++) {
        char label[PLOT_LABEL];
        columns_text(t, &t->rows[r], telling, false, label, sizeof label);
        size_t s = m->nseries;
        for (size_t k = 0; k < m->nseries && !per_row; k++)
            if (strcmp(m->series[k].label, label) == 0)
                s = k;
        if (s == m->nseries) {
            snprintf(m->series[s].label, PLOT_LABEL, "%s", label);
            m->series[s].row = &t->rows[r];
            m->series[s].colour = (int)s;
            m->nseries++;
        }
        of[r] = s;
    }
    for (size_t s = 0; s < m->nseries && (xmask || m->spec->case_points); s++) {
        size_t n = 0;
        for (size_t r = 0; r < t->nrows; r++)
            if (of[r] == s)
                n += m->spec->case_points ? in->first[r + 1] - in->first[r] : 1;
        struct plot_series *se = &m->series[s];
        se->points = calloc(n + 1, sizeof *se->points);
        if (!se->points) {
            free(of);
            return -1;
        }
        for (size_t r = 0; r < t->nrows; r++) {
            if (of[r] != s)
                continue;
            if (m->spec->case_points) {
                for (size_t k = in->first[r]; k < in->first[r + 1]; k++)
                    se->points[se->npoints++] = in->points[k];
                continue;
            }
            struct nh_plot_point *p = &se->points[se->npoints++];
            row_point(m, &t->rows[r], xshown, p);
            if (m->categorical) {
                char text[PLOT_LABEL];
                columns_text(t, &t->rows[r], xshown, true, text, sizeof text);
                p->x = (double)category_of(m, text);
            }
        }
    }
    free(of);
    return 0;
}

static void add_panel(struct plot_model *m, const char *title, size_t first, size_t n)
{
    if (m->npanels < PLOT_MAX_PANELS) {
        struct plot_panel *p = &m->panel[m->npanels++];
        snprintf(p->title, sizeof p->title, "%s", title);
        p->first = first;
        p->n = n;
    }
    m->all_panels++;
}

/* LINES with a group column: panels by the other key columns, curves by
 * the group; the series are put in panel order and named by their group. */
static int group_panels(struct plot_model *m, unsigned key, int group)
{
    struct plot_series *sorted = calloc(m->nseries + 1, sizeof *sorted);
    char(*groups)[NH_GRID_TEXT] = calloc(m->nseries + 1, sizeof *groups);
    bool *done = calloc(m->nseries + 1, sizeof *done);
    int ngroups = 0;
    if (!sorted || !groups || !done) {
        free(sorted), free(groups), free(done);
        return -1;
    }
    size_t n = 0;
    unsigned panel_mask = telling_columns(m->t, key & ~(1u << group));
    for (size_t s = 0; s < m->nseries; s++) {
        if (done[s])
            continue;
        char title[PLOT_LABEL], other[PLOT_LABEL];
        columns_text(m->t, m->series[s].row, panel_mask, false, title, sizeof title);
        size_t first = n;
        for (size_t k = s; k < m->nseries; k++) {
            columns_text(m->t, m->series[k].row, panel_mask, false, other, sizeof other);
            if (done[k] || strcmp(title, other) != 0 || n - first >= PLOT_MAX_CURVES)
                continue;
            done[k] = true;
            sorted[n] = m->series[k];
            const char *g = m->series[k].row->grid[group];
            int c = 0;
            while (c < ngroups && strcmp(groups[c], g) != 0)
                c++;
            if (c == ngroups)
                snprintf(groups[ngroups++], NH_GRID_TEXT, "%s", g);
            sorted[n].colour = c;
            snprintf(sorted[n].label, PLOT_LABEL, "%s %s", grid_label(m->t, group), g);
            n++;
        }
        add_panel(m, title, first, n - first);
    }
    for (size_t k = n; k < m->nseries; k++) /* past the curve limit: not drawn */
        free(m->series[k].points);
    free(m->series);
    m->series = sorted;
    m->nseries = n;
    free(groups);
    free(done);
    return 0;
}

/* Chunks of `per` series a panel; a panel of one series is titled by it. */
static void chunk_panels(struct plot_model *m, size_t per)
{
    for (size_t s = 0; s < m->nseries; s += per) {
        size_t n = m->nseries - s < per ? m->nseries - s : per;
        add_panel(m, n == 1 && m->nseries > 1 ? m->series[s].label : "", s, n);
    }
}

static void make_caption(struct plot_model *m, unsigned varies)
{
    char what[256], shared[384], trials[NH_CELL_SIZE], more[96] = "";
    const struct nh_table *t = m->t;
    unsigned all = t->ngrid >= 32 ? ~0u : (1u << t->ngrid) - 1u;
    table_what(t, what, sizeof what);
    shared[0] = '\0';
    if (t->nrows)
        columns_text(t, &t->rows[0], all & ~varies, false, shared, sizeof shared);
    int used = snprintf(m->what, sizeof m->what, "%s%s%s", shared, shared[0] ? "; " : "", what);
    /* numbered categories: the axis shows the numbers, the caption what
     * each stands for */
    for (size_t k = 0; m->spec->numbered_categories && m->categorical && k < m->ncategories &&
                       used > 0 && (size_t)used < sizeof m->what;
         k++)
        if (strchr(m->category[k], ':'))
            used += snprintf(m->what + used, sizeof m->what - (size_t)used, "%s%s",
                             used ? (k ? "; " : ". ") : "", m->category[k]);
    format_grouped(trials, sizeof trials, t->trials);
    if (m->all_panels > (size_t)m->npanels)
        snprintf(more, sizeof more, "; the first %d of %zu panels (narrow the grid for the rest)",
                 m->npanels, m->all_panels);
    if (t->exact)
        snprintf(m->how, sizeof m->how, "exact values%s", more);
    else
        snprintf(m->how, sizeof m->how, "Monte Carlo: %s trials per point, seed %llu%s", trials,
                 t->seed, more);
}

int plot_model_build(const struct nh_plot_input *in, struct plot_model *m)
{
    const struct nh_table *t = in->t;
    unsigned varies = varying_columns(t);
    memset(m, 0, sizeof *m);
    m->t = t;
    m->spec = in->spec;
    while (!drawable(m->spec, in, varies) && m->spec->otherwise)
        m->spec = m->spec->otherwise;
    const struct nh_plot_spec *spec = m->spec;
    m->title = spec->title_of ? spec->title_of(spec, t) : spec->title;
    bool over_x =
        !spec->case_points && (spec->chart == NH_CHART_FAN || spec->chart == NH_CHART_LINES ||
                               spec->chart == NH_CHART_STACKED);
    unsigned xmask = over_x ? named_columns(t, spec->x_columns) & varies : 0;
    unsigned key = varies & ~xmask;
    unsigned xshown = telling_columns(t, xmask);
    m->categorical = over_x && (spec->chart == NH_CHART_STACKED || !numeric_x(t, xshown));
    if (__builtin_popcount(xshown) > 1) /* the x axis names its columns */
        for (int i = 0; i < t->ngrid; i++)
            if (xshown & 1u << i)
                snprintf(m->x_label + strlen(m->x_label), sizeof m->x_label - strlen(m->x_label),
                         "%s%s", m->x_label[0] ? " / " : "", grid_label(t, i));
    m->category = calloc(t->nrows + 1, sizeof *m->category);
    if (!m->category || make_series(m, in, key, over_x ? (xmask ? xmask : 1u << 31) : 0) != 0)
        return -1;
    int group = -1;
    for (int i = 0; spec->group_column && i < t->ngrid; i++)
        if (strcmp(t->grid_names[i], spec->group_column) == 0 && (key & 1u << i))
            group = i;
    switch (spec->chart) {
    case NH_CHART_FAN:
        chunk_panels(m, m->nseries <= 2 ? 2 : 1);
        break;
    case NH_CHART_PMF:
    case NH_CHART_STACKED:
        chunk_panels(m, 1);
        break;
    case NH_CHART_PMF_CDF: /* the pmfs, then the CDFs, of the first curves */
        add_panel(m, "probability of each value", 0,
                  m->nseries < PLOT_MAX_CURVES ? m->nseries : PLOT_MAX_CURVES);
        add_panel(m, "cumulative probability", 0, m->panel[0].n);
        break;
    case NH_CHART_CDF:
        chunk_panels(m, PLOT_MAX_CURVES);
        break;
    case NH_CHART_LINES:
        if (group >= 0) {
            if (group_panels(m, key, group) != 0)
                return -1;
        } else {
            chunk_panels(m, PLOT_MAX_CURVES);
        }
        break;
    }
    make_caption(m, varies);
    return 0;
}

void plot_model_free(struct plot_model *m)
{
    for (size_t s = 0; m->series && s < m->nseries; s++)
        free(m->series[s].points);
    free(m->series);
    free(m->category);
    memset(m, 0, sizeof *m);
}
