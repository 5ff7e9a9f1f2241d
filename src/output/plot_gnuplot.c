/* plot_gnuplot: the gnuplot script of a plot model (plot_script.h): the
 * data inline as $blocks, then one plot command per panel of a multiplot,
 * with the title and the legend in a band at the top and the caption at the
 * bottom.  Every text goes through plot_quote (plot_quote.h), so gnuplot
 * reads it as text and never as a command, and the terminal is noenhanced,
 * so labels are drawn as written. */
#include "output/plot_script.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "output/common.h"
#include "output/plot_layout.h"
#include "output/plot_quote.h"

/* A number as data: NaN for none. */
static void number(struct nh_writer *w, double v)
{
    if (isnan(v))
        w_puts(w, " NaN");
    else
        w_printf(w, " %.10g", v);
}

/* The data of one series as the chart draws it. */
static void write_block(struct nh_writer *w, const struct plot_model *m, size_t s, size_t every)
{
    const struct plot_series *se = &m->series[s];
    const struct nh_plot_spec *spec = m->spec;
    w_printf(w, "$s%zu << EOD\n", s);
    if (se->points) {
        for (size_t k = 0; k < se->npoints; k++) {
            const struct nh_plot_point *p = &se->points[k];
            bool areas = plot_stacked_areas(m);
            if (spec->chart == NH_CHART_STACKED && !areas) { /* a data string: double quotes */
                const char *text = (size_t)p->x % every ? "" : m->category[(size_t)p->x];
                plot_quote_data(w, plot_short_label(text));
                w_putc(w, ' ');
            }
            number(w, areas ? strtod(m->category[(size_t)p->x], NULL) : p->x);
            int ny = spec->chart == NH_CHART_FAN ? NH_FAN_COUNT : spec->ny;
            for (int y = 0; y < ny; y++)
                number(w, p->y[y]);
            for (int y = 0; y < ny && spec->probability && !m->t->exact; y++)
                number(w, 1.96 * sqrt(p->y[y] * (1 - p->y[y]) / (double)m->t->trials));
            w_putc(w, '\n');
            if (areas) { /* the step: the same shares until the next x */
                double x = strtod(m->category[(size_t)p->x], NULL);
                number(w, k + 1 < se->npoints
                              ? strtod(m->category[(size_t)se->points[k + 1].x], NULL)
                              : x + 1);
                for (int y = 0; y < spec->ny; y++)
                    number(w, p->y[y]);
                w_putc(w, '\n');
            }
        }
    } else {
        uint32_t lo, hi;
        double cum = 0, n = (double)se->row->s.n;
        plot_row_range(se->row, &lo, &hi);
        bool started = false;
        for (uint32_t i = 0; i < lo; i++)
            cum += plot_row_prob(se->row, i);
        for (uint32_t i = lo; i <= hi && i < se->row->hist_width; i++) {
            double p = plot_row_prob(se->row, i);
            int64_t x = (int64_t)se->row->hist_lo + i;
            if (p <= 0 || (spec->log_x && x <= 0)) {
                cum += p;
                continue;
            }
            if (!started) { /* a CDF's steps rise from what lies below */
                w_printf(w, "%lld NaN", (long long)x);
                number(w, cum);
                w_puts(w, " NaN\n");
                started = true;
            }
            cum += p;
            w_printf(w, "%lld", (long long)x);
            number(w, p);
            number(w, cum > 1 ? 1 : cum);
            number(w, m->t->exact ? 0 : 1.96 * sqrt(p * (1 - p) / n));
            w_putc(w, '\n');
        }
    }
    w_puts(w, "EOD\n");
}

static void axis_setup(struct nh_writer *w, const struct plot_model *m, bool cdf_panel,
                       size_t every)
{
    const struct nh_plot_spec *spec = m->spec;
    enum nh_chart c = spec->chart;
    bool distribution = c == NH_CHART_PMF || c == NH_CHART_CDF || c == NH_CHART_PMF_CDF;
    w_puts(w, "set xlabel ");
    plot_quote(w, distribution ? spec->y_label : m->x_label[0] ? m->x_label : spec->x_label);
    w_puts(w, "\nset ylabel ");
    plot_quote(w, cdf_panel || c == NH_CHART_CDF ? "P(value or less)"
                  : distribution                 ? "probability"
                                                 : spec->y_label);
    w_putc(w, '\n');
    w_puts(w, spec->log_x ? "set logscale x\n" : "unset logscale x\n");
    if (cdf_panel || c == NH_CHART_CDF || c == NH_CHART_STACKED ||
        (c == NH_CHART_LINES && spec->probability))
        w_puts(w, "set yrange [0:1]\n");
    else if (c == NH_CHART_PMF || c == NH_CHART_PMF_CDF)
        w_puts(w, "set yrange [0:*]\n");
    else
        w_puts(w, "set yrange [*:*]\n");
    const char *turn = plot_turned_tics(m) ? " rotate by 45 right" : " norotate";
    if (m->categorical && c != NH_CHART_STACKED) {
        w_puts(w, "set xtics (");
        for (size_t k = 0; k < m->ncategories; k += every) {
            w_puts(w, k ? ", " : "");
            plot_quote(w, plot_tic_label(m, k));
            w_printf(w, " %zu", k);
        }
        w_printf(w, ")%s\nset xrange [-0.5:%g]\n", turn, (double)m->ncategories - 0.5);
    } else if (plot_stacked_areas(m)) {
        w_puts(w, "set xtics autofreq norotate\nset xrange [*:*]\n");
    } else if (c == NH_CHART_STACKED) {
        w_printf(w, "set xtics%s\nset xrange [*:*]\n", turn);
    } else {
        w_puts(w, "set xtics autofreq norotate\nset xrange [*:*]\n");
    }
}

/* The series' name for its mean line or curve. */
static const char *series_name(const struct plot_model *m, const struct plot_panel *p, size_t s)
{
    return p->n > 1 || m->npanels == 1 ? m->series[s].label : "";
}

/* One band of a fan: the area between two columns of series s's data. */
static void fan_band(struct nh_writer *w, size_t s, const char *columns, const char *colour,
                     double opacity, const char *title)
{
    w_printf(w,
             "$s%zu using 1:%s with filledcurves fc rgb '%s' fs transparent solid %.2f "
             "noborder title ",
             s, columns, colour, opacity);
    plot_quote(w, title);
    w_puts(w, ", \\\n     ");
}

static void plot_fan(struct nh_writer *w, const struct plot_model *m, const struct plot_panel *p,
                     int panel)
{
    const struct nh_plot_spec *spec = m->spec;
    const char *outer = spec->outer_band ? spec->outer_band : "5% to 95%";
    const char *inner = spec->inner_band ? spec->inner_band : "25% to 75%";
    bool bands[2] = {false, false};
    for (size_t s = p->first; s < p->first + p->n; s++)
        for (size_t k = 0; k < m->series[s].npoints; k++) {
            bands[0] = bands[0] || !isnan(m->series[s].points[k].y[NH_FAN_HI]);
            bands[1] = bands[1] || !isnan(m->series[s].points[k].y[NH_FAN_Q3]);
        }
    w_puts(w, "plot ");
    for (size_t s = p->first; s < p->first + p->n; s++) {
        const char *c = plot_colour(m->series[s].colour);
        bool named = panel == 0 && s == p->first;
        if (bands[0])
            fan_band(w, s, "3:6", c, 0.18, named ? outer : "");
        if (bands[1])
            fan_band(w, s, "4:5", c, 0.35, named ? inner : "");
        w_printf(w, "$s%zu using 1:2 with linespoints lw 2 pt 7 ps 0.5 lc rgb '%s' title ", s, c);
        const char *name = series_name(m, p, s);
        plot_quote(w, p->n > 1 ? name : panel == 0 ? "mean" : "");
        w_puts(w, s + 1 < p->first + p->n ? ", \\\n     " : "\n");
    }
}

/* The value asked (--value, --at-least, --at-most, --hp) is marked on a
 * distribution's bars, and its percentile is in the panel's title
 * (plot_panel_title). */
static void plot_pmf(struct nh_writer *w, const struct plot_model *m, const struct plot_panel *p,
                     int panel)
{
    size_t s = p->first;
    const char *c = plot_colour(m->series[s].colour);
    const struct nh_summary *sum = &m->series[s].row->s;
    uint32_t lo, hi;
    plot_row_range(m->series[s].row, &lo, &hi);
    long long x_lo = (long long)m->series[s].row->hist_lo + lo - 1;
    long long x_hi = (long long)m->series[s].row->hist_lo + hi + 1;
    bool marked = plot_stand_marked(m, s);
    if (marked) { /* the value asked (--value, --hp ...) in view */
        long long v = (long long)m->t->stand_value;
        x_lo = v - 1 < x_lo ? v - 1 : x_lo;
        x_hi = v + 1 > x_hi ? v + 1 : x_hi;
        w_printf(w,
                 "set arrow 2 from %lld, graph 0 to %lld, graph 1 nohead lw 2.5 lc rgb '%s' "
                 "front\n",
                 v, v, PLOT_STAND_COLOUR);
    }
    /* a value's bar around it, and a value's room either side of the range */
    w_printf(w,
             "set boxwidth 0.8 absolute\nset xrange [%lld:%lld]\nset arrow 1 from %.10g, graph 0 "
             "to %.10g, graph 1 nohead dt 2 lw 2 lc rgb '#000000' front\n",
             x_lo, x_hi, sum->mean, sum->mean);
    if (hi - lo < 8) /* whole values only */
        w_puts(w, "set xtics 1\n");
    w_printf(w,
             "plot $s%zu using 1:2 with boxes fc rgb '%s' fs solid 0.6 border lc rgb '%s' title ",
             s, c, c);
    plot_quote(w, panel == 0 ? "probability" : "");
    if (!m->t->exact) {
        w_printf(w, ", \\\n     $s%zu using 1:2:4 with yerrorbars pt 0 lc rgb '#222222' title ", s);
        plot_quote(w, panel == 0 ? "95% interval" : "");
    }
    /* the mean's entry in the legend: the arrow is the line drawn */
    w_puts(w, ", \\\n     NaN with lines dt 2 lw 2 lc rgb '#000000' title ");
    plot_quote(w, panel == 0 ? "mean" : "");
    if (marked) {
        char name[64];
        snprintf(name, sizeof name, "the value %lld", (long long)m->t->stand_value);
        w_printf(w, ", \\\n     NaN with lines lw 2.5 lc rgb '%s' title ", PLOT_STAND_COLOUR);
        plot_quote(w, panel == 0 ? name : "");
    }
    w_puts(w, marked ? "\nunset arrow 1\nunset arrow 2\n" : "\nunset arrow 1\n");
}

/* Curves of a panel drawn from wide to narrow, so one lying on another
 * still shows at its edges. */
static double layered_width(const struct plot_panel *p, size_t s)
{
    return 1.5 + 0.6 * (double)(p->first + p->n - 1 - s);
}
static const int point_types[6] = {7, 5, 9, 11, 13, 15};

/* A distribution's curves: in a pmf+cdf chart the first panel's points and
 * the second's cdf steps; in a cdf chart cdf steps only. */
static void plot_curves(struct nh_writer *w, const struct plot_model *m, const struct plot_panel *p,
                        int panel)
{
    bool pmf_cdf = m->spec->chart == NH_CHART_PMF_CDF;
    bool cdf = !pmf_cdf || panel == 1, points = pmf_cdf && panel == 0;
    w_puts(w, "plot ");
    for (size_t s = p->first; s < p->first + p->n; s++) {
        const char *c = plot_colour(m->series[s].colour);
        if (points)
            w_printf(w, "$s%zu using 1:2 with points pt 7 ps 0.4 lc rgb '%s' title ", s, c);
        else
            w_printf(w, "$s%zu using 1:%d with steps lw %.1f lc rgb '%s' title ", s, cdf ? 3 : 2,
                     layered_width(p, s), c);
        plot_quote(w, m->series[s].label);
        w_puts(w, s + 1 < p->first + p->n ? ", \\\n     " : "\n");
    }
}

static void plot_lines(struct nh_writer *w, const struct plot_model *m, const struct plot_panel *p,
                       int panel)
{
    (void)panel;
    const struct nh_plot_spec *spec = m->spec;
    bool bars = spec->probability && !m->t->exact;
    w_puts(w, "plot ");
    for (size_t s = p->first; s < p->first + p->n; s++) {
        for (int y = 0; y < spec->ny; y++) {
            const char *c = plot_colour(m->series[s].colour + y);
            char name[PLOT_LABEL * 2];
            plot_series_name(m, s, y, name, sizeof name);
            w_printf(w,
                     "$s%zu using 1:%d with linespoints lw %.1f pt %d ps %.1f lc rgb '%s' title ",
                     s, y + 2, layered_width(p, s), point_types[(s - p->first) % 6],
                     m->series[s].npoints > 1 ? 0.8 : 2.0, c); /* one point: no line shows it */
            plot_quote(w, name);
            if (bars)
                w_printf(w,
                         ", \\\n     $s%zu using 1:%d:%d with yerrorbars pt 0 lc rgb '%s' "
                         "notitle",
                         s, y + 2, y + 2 + spec->ny, c);
            bool last = s + 1 == p->first + p->n && y + 1 == spec->ny;
            w_puts(w, last ? "\n" : ", \\\n     ");
        }
    }
}

/* Stacked areas: each share between the sum of those below it and that
 * sum with it (the data holds each x twice, so the areas are steps). */
static void plot_areas(struct nh_writer *w, const struct plot_model *m, const struct plot_panel *p,
                       int panel)
{
    const struct nh_plot_spec *spec = m->spec;
    w_puts(w, "plot ");
    for (int y = 0; y < spec->ny; y++) {
        w_printf(w, "$s%zu using 1:(0", p->first);
        for (int k = 0; k < y; k++)
            w_printf(w, "+$%d", k + 2);
        w_printf(w, "):(0");
        for (int k = 0; k <= y; k++)
            w_printf(w, "+$%d", k + 2);
        w_printf(w, ") with filledcurves lc rgb '%s' fs solid 0.85 noborder title ",
                 spec->y_colours ? spec->y_colours[y] : plot_colour(y));
        plot_quote(w, panel == 0 ? spec->y_names[y] : "");
        w_puts(w, y + 1 < spec->ny ? ", \\\n     " : "\n");
    }
}

static void plot_stacked(struct nh_writer *w, const struct plot_model *m,
                         const struct plot_panel *p, int panel)
{
    const struct nh_plot_spec *spec = m->spec;
    if (plot_stacked_areas(m)) {
        plot_areas(w, m, p, panel);
        return;
    }
    w_puts(w, "set style data histograms\nset style histogram rowstacked\nset boxwidth 0.8 "
              "relative\n");
    w_puts(w, "plot ");
    for (int y = 0; y < spec->ny; y++) {
        w_printf(w, "$s%zu using %d%s with histograms lc rgb '%s' fs solid 0.85 noborder title ",
                 p->first, y + 3, y == 0 ? ":xtic(1)" : "",
                 spec->y_colours ? spec->y_colours[y] : plot_colour(y));
        plot_quote(w, panel == 0 ? spec->y_names[y] : "");
        w_puts(w, y + 1 < spec->ny ? ", \\\n     " : "\n");
    }
}

/* Each chart type's plot command for one panel. */
typedef void painter(struct nh_writer *w, const struct plot_model *m, const struct plot_panel *p,
                     int panel);
static painter *const painters[] = {
    [NH_CHART_FAN] = plot_fan,    [NH_CHART_PMF] = plot_pmf,     [NH_CHART_PMF_CDF] = plot_curves,
    [NH_CHART_CDF] = plot_curves, [NH_CHART_LINES] = plot_lines, [NH_CHART_STACKED] = plot_stacked,
};

static void write_panel(struct nh_writer *w, const struct plot_model *m,
                        const struct plot_geometry *g, int k)
{
    const struct plot_panel *p = &m->panel[k];
    double pw = 1.0 / g->cols, ph = (g->top - g->bottom) / g->rows;
    int col = k % g->cols, row = k / g->cols;
    w_printf(w, "\n# panel %d\nset origin %.4f, %.4f\nset size %.4f, %.4f\nset title ", k + 1,
             col * pw, g->top - (row + 1) * ph, pw, ph);
    char title[PLOT_LABEL + 64];
    plot_panel_title(m, k, title, sizeof title);
    plot_quote(w, title);
    w_putc(w, '\n');
    if (k == 1)
        w_puts(w, "unset label\n");
    if (plot_own_keys(m)) { /* below the panel's axis, in the room geometry_of left */
        double bottom = g->top - (row + 1) * ph, key = (double)g->key_px / g->height;
        w_printf(w,
                 "set key at screen %.4f, screen %.4f center top vertical maxcols 1 box "
                 "font ',9'\nset bmargin at screen %.4f\n",
                 (col + 0.5) * pw, bottom + key, bottom + key + 60.0 / g->height);
    } else if (k == 1)
        w_puts(w, "set key off\n");
    axis_setup(w, m, m->spec->chart == NH_CHART_PMF_CDF && k == 1,
               plot_tic_every(m, g->width / g->cols));
    painters[m->spec->chart](w, m, p, k);
}

/* The terminal lines for a format and size. */
static void write_terminal(struct nh_writer *w, enum nh_plot_format format,
                           const struct plot_geometry *g)
{
    switch (format) {
    case NH_PLOT_JSON: /* not a script's (plot.c writes it with plot_json) */
    case NH_PLOT_SVG:
        w_printf(w,
                 "set terminal svg size %d,%d fixed noenhanced font 'DejaVu Sans,12' "
                 "background '#ffffff' name 'nhmc'\n",
                 g->width, g->height);
        break;
    case NH_PLOT_PNG:
        w_printf(w,
                 "set terminal pngcairo size %d,%d noenhanced font 'DejaVu Sans,10' "
                 "background '#ffffff'\n",
                 g->width, g->height);
        break;
    case NH_PLOT_PDF:
        w_printf(w,
                 "set terminal pdfcairo size %.2fin,%.2fin noenhanced font 'DejaVu Sans,9' "
                 "background '#ffffff'\n",
                 g->width / 96.0, g->height / 96.0);
        break;
    }
}

int plot_write_script(FILE *f, const struct plot_model *m, enum nh_plot_format format,
                      const char *output)
{
    struct nh_writer w = {f, 0};
    struct plot_geometry g = plot_geometry_of(m);
    w_puts(&w, "# ");
    plot_quote_comment(&w, m->title);
    w_puts(&w, "\n# Written by nhmc: the data are the $s blocks below.  Change the style and run\n"
               "# gnuplot on this file to draw it again.\n");
    write_terminal(&w, format, &g);
    w_puts(&w, "set output ");
    plot_quote_path(&w, output);
    w_puts(&w, "\nset encoding utf8\nset grid lc rgb '#dddddd'\nset border lc rgb '#444444'\n"
               "set tics nomirror\nset style fill transparent solid 0.3 noborder\n");
    for (int k = 0; k < m->npanels; k++)
        for (size_t s = m->panel[k].first; s < m->panel[k].first + m->panel[k].n; s++)
            if (k == 0 || m->spec->chart != NH_CHART_PMF_CDF)
                write_block(&w, m, s, plot_tic_every(m, g.width / g.cols));
    w_puts(&w, "set multiplot\nset label 1 ");
    plot_quote(&w, m->title);
    w_printf(&w, " at screen 0.5, screen %.4f center front font ',15'\n", 1.0 - 20.0 / g.height);
    for (int k = 0; k < g.ncaption; k++) {
        w_printf(&w, "set label %d ", 2 + k);
        plot_quote(&w, g.caption[k]);
        w_printf(&w, " at screen 0.5, screen %.4f center front font ',10'\n",
                 (12.0 + 16.0 * (g.ncaption - 1 - k)) / g.height);
    }
    w_printf(&w,
             "set key at screen 0.5, screen %.4f center top horizontal maxcols %d box lc rgb "
             "'#bbbbbb' samplen 2 spacing 1.1\n",
             1.0 - 30.0 / g.height, g.legend_cols);
    for (int k = 0; k < m->npanels; k++)
        write_panel(&w, m, &g, k);
    w_puts(&w, "unset multiplot\nset output\n");
    return w_finish(&w);
}
