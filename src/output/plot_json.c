/* plot_json: a plot model as JSON (plot_json.h), for a chart drawn by
 * something other than gnuplot: the web page draws it with Chart.js
 * (docs/web.md, "The chart").  The same series, panels, colours, axes and
 * texts as the gnuplot script (plot_gnuplot.c) draws, as data:
 *
 *   {"title": T, "chart": "fan", "caption": [WHAT, HOW],
 *    "panels": [{"title": T,
 *                "x": {"label": L, "log": false, "categories": [TEXT...] | null},
 *                "y": {"label": L, "min": 0 | null, "max": 1 | null},
 *                "layers": [LAYER...]}]}
 *
 * A layer is one thing drawn: {"type", "label", "colour", "points", and
 * "error" when it has 95% intervals}.  Types: "line" (points [x, y],
 * joined), "band" (points [x, lo, hi], the area between), "bar" (points
 * [x, y]), "point" ([x, y], not joined), "step" ([x, y], a staircase),
 * "stack" ([x, y], stacked on the stack layers before it; with "step":
 * true as areas) and "rule" (a vertical line at "x", no points).  x is the
 * category's index on a categorical axis.  "error" holds the half width of
 * each point's 95% interval (Monte Carlo only).  Numbers are written with
 * 17 significant digits (the double itself); NaN is null.  Every text is
 * a JSON string with '<', '>' and '&' escaped too, so the JSON can never
 * be read as markup. */
#include "output/plot_json.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "output/common.h"
#include "output/plot_layout.h"

static void json_string(struct nh_writer *w, const char *s)
{
    w_putc(w, '"');
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        if (*p == '"' || *p == '\\')
            w_printf(w, "\\%c", *p);
        else if (*p < 0x20 || *p == 0x7f || *p == '<' || *p == '>' || *p == '&')
            w_printf(w, "\\u%04x", *p);
        else
            w_putc(w, (char)*p);
    }
    w_putc(w, '"');
}

static void json_number(struct nh_writer *w, double v)
{
    if (isnan(v) || isinf(v))
        w_puts(w, "null");
    else
        w_printf(w, "%.17g", v);
}

/* The start of a layer, up to its points' opening bracket. */
static void layer_open(struct nh_writer *w, bool *first, const char *type, const char *label,
                       const char *colour)
{
    w_puts(w, *first ? "\n    {\"type\":" : ",\n    {\"type\":");
    *first = false;
    json_string(w, type);
    w_puts(w, ",\"label\":");
    json_string(w, label);
    w_puts(w, ",\"colour\":");
    json_string(w, colour);
}

/* A layer of points (x, y[c0]) or, with c1 >= 0, bands (x, y[c0], y[c1])
 * from a series' points; with err >= 0 the 95% interval of probability
 * y[c0] (spec->probability, Monte Carlo). */
static void points_layer(struct nh_writer *w, bool *first, const struct plot_model *m,
                         const struct plot_series *se, const char *type, const char *label,
                         const char *colour, int c0, int c1, bool err)
{
    layer_open(w, first, type, label, colour);
    w_puts(w, ",\"points\":[");
    for (size_t k = 0; k < se->npoints; k++) {
        w_puts(w, k ? ",[" : "[");
        json_number(w, se->points[k].x);
        w_putc(w, ',');
        json_number(w, se->points[k].y[c0]);
        if (c1 >= 0) {
            w_putc(w, ',');
            json_number(w, se->points[k].y[c1]);
        }
        w_putc(w, ']');
    }
    w_putc(w, ']');
    if (err) {
        w_puts(w, ",\"error\":[");
        for (size_t k = 0; k < se->npoints; k++) {
            double p = se->points[k].y[c0];
            w_puts(w, k ? "," : "");
            json_number(w, 1.96 * sqrt(p * (1 - p) / (double)m->t->trials));
        }
        w_putc(w, ']');
    }
    w_putc(w, '}');
}

/* A row's distribution as the gnuplot data block has it: each value with
 * a probability above 0 in its central range, P(X = x) (pmf) or P(X <= x)
 * (cdf, from a first point at the probability below the range). */
static void distribution_layer(struct nh_writer *w, bool *first, const struct plot_model *m,
                               const struct plot_series *se, const char *type, bool cdf,
                               const char *label, const char *colour)
{
    uint32_t lo, hi;
    double cum = 0, n = (double)se->row->s.n;
    plot_row_range(se->row, &lo, &hi);
    for (uint32_t i = 0; i < lo; i++)
        cum += plot_row_prob(se->row, i);
    layer_open(w, first, type, label, colour);
    w_puts(w, ",\"points\":[");
    struct nh_writer errors = {0};
    char *etext = NULL;
    size_t elen = 0;
    bool err = !cdf && !m->t->exact;
    if (err)
        errors.f = open_memstream(&etext, &elen);
    if (err && !errors.f)
        w->failed = 1;
    bool started = false;
    for (uint32_t i = lo; i <= hi && i < se->row->hist_width; i++) {
        double p = plot_row_prob(se->row, i);
        int64_t x = (int64_t)se->row->hist_lo + i;
        if (p <= 0 || (m->spec->log_x && x <= 0)) {
            cum += p;
            continue;
        }
        if (cdf && !started) { /* the steps rise from what lies below */
            w_printf(w, "[%lld,", (long long)x);
            json_number(w, cum);
            w_puts(w, "],");
        }
        cum += p;
        w_printf(w, "%s[%lld,", started ? "," : "", (long long)x);
        json_number(w, cdf ? (cum > 1 ? 1 : cum) : p);
        w_putc(w, ']');
        if (errors.f) {
            w_puts(&errors, started ? "," : "");
            json_number(&errors, 1.96 * sqrt(p * (1 - p) / n));
        }
        started = true;
    }
    w_putc(w, ']');
    if (errors.f) {
        if (w_finish(&errors) != 0 || fclose(errors.f) != 0)
            w->failed = 1;
        else
            w_printf(w, ",\"error\":[%s]", etext ? etext : "");
        free(etext);
    }
    w_putc(w, '}');
}

static void rule_layer(struct nh_writer *w, bool *first, const char *label, const char *colour,
                       double x)
{
    layer_open(w, first, "rule", label, colour);
    w_puts(w, ",\"x\":");
    json_number(w, x);
    w_putc(w, '}');
}

static void fan_layers(struct nh_writer *w, bool *first, const struct plot_model *m,
                       const struct plot_panel *p)
{
    const struct nh_plot_spec *spec = m->spec;
    const char *outer = spec->outer_band ? spec->outer_band : "5% to 95%";
    const char *inner = spec->inner_band ? spec->inner_band : "25% to 75%";
    for (size_t s = p->first; s < p->first + p->n; s++) {
        const struct plot_series *se = &m->series[s];
        bool bands[2] = {false, false};
        for (size_t k = 0; k < se->npoints; k++) {
            bands[0] = bands[0] || !isnan(se->points[k].y[NH_FAN_HI]);
            bands[1] = bands[1] || !isnan(se->points[k].y[NH_FAN_Q3]);
        }
        const char *c = plot_colour(se->colour);
        char name[PLOT_LABEL * 2];
        const char *series = p->n > 1 ? se->label : "";
        if (bands[0]) {
            snprintf(name, sizeof name, "%s%s%s", series, series[0] ? ": " : "", outer);
            points_layer(w, first, m, se, "band", name, c, NH_FAN_LO, NH_FAN_HI, false);
        }
        if (bands[1]) {
            snprintf(name, sizeof name, "%s%s%s", series, series[0] ? ": " : "", inner);
            points_layer(w, first, m, se, "band", name, c, NH_FAN_Q1, NH_FAN_Q3, false);
        }
        points_layer(w, first, m, se, "line", p->n > 1 ? se->label : "mean", c, NH_FAN_MEAN, -1,
                     false);
    }
}

static void lines_layers(struct nh_writer *w, bool *first, const struct plot_model *m,
                         const struct plot_panel *p)
{
    const struct nh_plot_spec *spec = m->spec;
    for (size_t s = p->first; s < p->first + p->n; s++)
        for (int y = 0; y < spec->ny; y++) {
            char name[PLOT_LABEL * 2];
            plot_series_name(m, s, y, name, sizeof name);
            points_layer(w, first, m, &m->series[s], "line", name,
                         plot_colour(m->series[s].colour + y), y, -1,
                         spec->probability && !m->t->exact);
        }
}

/* Shares stacked: bars over the categories, or areas over numbers (the
 * categories' values) when there are many. */
static void stacked_layers(struct nh_writer *w, bool *first, const struct plot_model *m,
                           const struct plot_panel *p)
{
    const struct nh_plot_spec *spec = m->spec;
    const struct plot_series *se = &m->series[p->first];
    bool areas = plot_stacked_areas(m);
    for (int y = 0; y < spec->ny; y++) {
        layer_open(w, first, "stack", spec->y_names[y],
                   spec->y_colours ? spec->y_colours[y] : plot_colour(y));
        w_puts(w, areas ? ",\"step\":true,\"points\":[" : ",\"points\":[");
        for (size_t k = 0; k < se->npoints; k++) {
            w_puts(w, k ? ",[" : "[");
            double x = se->points[k].x;
            json_number(w, areas ? strtod(m->category[(size_t)x], NULL) : x);
            w_putc(w, ',');
            json_number(w, se->points[k].y[y]);
            w_putc(w, ']');
        }
        w_puts(w, "]}");
    }
}

static void pmf_layers(struct nh_writer *w, bool *first, const struct plot_model *m,
                       const struct plot_panel *p)
{
    size_t s = p->first;
    distribution_layer(w, first, m, &m->series[s], "bar", false, "probability",
                       plot_colour(m->series[s].colour));
    rule_layer(w, first, "mean", "#000000", m->series[s].row->s.mean);
    if (plot_stand_marked(m, s)) {
        char name[64];
        snprintf(name, sizeof name, "the value %lld", (long long)m->t->stand_value);
        rule_layer(w, first, name, PLOT_STAND_COLOUR, (double)m->t->stand_value);
    }
}

static void axes(struct nh_writer *w, const struct plot_model *m, bool cdf_panel)
{
    const struct nh_plot_spec *spec = m->spec;
    enum nh_chart c = spec->chart;
    bool distribution = c == NH_CHART_PMF || c == NH_CHART_CDF || c == NH_CHART_PMF_CDF;
    w_puts(w, "\"x\":{\"label\":");
    json_string(w, distribution ? spec->y_label : m->x_label[0] ? m->x_label : spec->x_label);
    w_printf(w, ",\"log\":%s,\"categories\":", spec->log_x ? "true" : "false");
    if (m->categorical && !plot_stacked_areas(m)) {
        w_putc(w, '[');
        for (size_t k = 0; k < m->ncategories; k++) {
            w_puts(w, k ? "," : "");
            json_string(w, m->category[k]);
        }
        w_putc(w, ']');
    } else {
        w_puts(w, "null");
    }
    w_puts(w, "},\n   \"y\":{\"label\":");
    json_string(w, cdf_panel || c == NH_CHART_CDF ? "P(value or less)"
                   : distribution                 ? "probability"
                                                  : spec->y_label);
    bool unit = cdf_panel || c == NH_CHART_CDF || c == NH_CHART_STACKED ||
                (c == NH_CHART_LINES && spec->probability);
    bool from_zero = unit || c == NH_CHART_PMF || c == NH_CHART_PMF_CDF;
    w_printf(w, ",\"min\":%s,\"max\":%s}", from_zero ? "0" : "null", unit ? "1" : "null");
}

static const char *chart_name(enum nh_chart c)
{
    static const char *const names[] = {
        [NH_CHART_FAN] = "fan", [NH_CHART_PMF] = "pmf",     [NH_CHART_PMF_CDF] = "pmf+cdf",
        [NH_CHART_CDF] = "cdf", [NH_CHART_LINES] = "lines", [NH_CHART_STACKED] = "stacked"};
    return names[c];
}

/* A distribution's curves: in a pmf+cdf chart the first panel's points and
 * the second's cdf steps; in a cdf chart cdf steps only. */
static void distribution_layers(struct nh_writer *w, bool *first, const struct plot_model *m,
                                const struct plot_panel *p)
{
    bool points = m->spec->chart == NH_CHART_PMF_CDF && p == &m->panel[0];
    for (size_t s = p->first; s < p->first + p->n; s++)
        distribution_layer(w, first, m, &m->series[s], points ? "point" : "step", !points,
                           m->series[s].label, plot_colour(m->series[s].colour));
}

/* Each chart type's layers for one panel. */
typedef void layer_writer(struct nh_writer *w, bool *first, const struct plot_model *m,
                          const struct plot_panel *p);
static layer_writer *const layer_writers[] = {
    [NH_CHART_FAN] = fan_layers,
    [NH_CHART_PMF] = pmf_layers,
    [NH_CHART_PMF_CDF] = distribution_layers,
    [NH_CHART_CDF] = distribution_layers,
    [NH_CHART_LINES] = lines_layers,
    [NH_CHART_STACKED] = stacked_layers,
};

static void write_panel(struct nh_writer *w, const struct plot_model *m, int k)
{
    const struct plot_panel *p = &m->panel[k];
    char title[PLOT_LABEL + 64];
    plot_panel_title(m, k, title, sizeof title);
    w_puts(w, k ? ",\n  {\"title\":" : "\n  {\"title\":");
    json_string(w, title);
    w_puts(w, ",\n   ");
    bool cdf_panel = m->spec->chart == NH_CHART_PMF_CDF && k == 1;
    axes(w, m, cdf_panel);
    w_puts(w, ",\n   \"layers\":[");
    bool first = true;
    layer_writers[m->spec->chart](w, &first, m, p);
    w_puts(w, "]}");
}

int plot_write_json(FILE *f, const struct plot_model *m)
{
    struct nh_writer w = {f, 0};
    w_puts(&w, "{\"title\":");
    json_string(&w, m->title);
    w_puts(&w, ",\"chart\":");
    json_string(&w, chart_name(m->spec->chart));
    w_puts(&w, ",\n \"caption\":[");
    json_string(&w, m->what);
    w_putc(&w, ',');
    json_string(&w, m->how);
    w_puts(&w, "],\n \"panels\":[");
    for (int k = 0; k < m->npanels; k++)
        write_panel(&w, m, k);
    w_puts(&w, "]}\n");
    return w_finish(&w);
}
