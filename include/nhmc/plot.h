/* plot: a run's results as a picture drawn by gnuplot, one module for every
 * kind.
 *
 * A kind describes its picture with a chain of struct nh_plot_spec (the
 * experiment's `plot`): what chart, which grid column runs along x, the
 * axis names and, for tables of values, which numbers of a row to draw.
 * The pipeline hands the finished table (and, for specs with case_points,
 * each case's points) to plot_prepare, which groups the rows into series
 * and panels, writes a gnuplot script with its data inline, runs gnuplot
 * into a temporary file and, with plot_commit, renames it into place.
 */
#ifndef NHMC_PLOT_H
#define NHMC_PLOT_H

#include <stdbool.h>
#include <stddef.h>

#include "nhmc/output.h"
#include "nhmc/outfile.h"
#include "nhmc/variant.h"

struct nh_case_view;
struct nh_scenario;

enum nh_chart {
    NH_CHART_FAN,     /* over x: the mean line, p25-p75 and p05-p95 bands, per series */
    NH_CHART_PMF,     /* per row: its distribution as bars, the mean marked */
    NH_CHART_PMF_CDF, /* every row's distribution as points, and beside it their CDFs */
    NH_CHART_CDF,     /* per row: P(X <= x) as steps, one curve each */
    NH_CHART_LINES,   /* over x: the row's numbers (row_y) as curves */
    NH_CHART_STACKED, /* over x: the row's shares (row_y) as stacked bars */
};

/* Most numbers a row or a case point gives. */
#define NH_PLOT_MAXY 8
/* The numbers of a fan chart's point (NaN: no such band). */
enum { NH_FAN_MEAN, NH_FAN_LO, NH_FAN_Q1, NH_FAN_Q3, NH_FAN_HI, NH_FAN_COUNT };

struct nh_plot_point {
    double x;
    double y[NH_PLOT_MAXY];
};

struct nh_plot_spec {
    enum nh_chart chart;
    const char *title;   /* the question the picture answers */
    const char *x_label; /* with units: "experience level (XL)" */
    const char *y_label; /* with units: "max HP" */
    /* FAN, LINES, STACKED over rows: the grid columns along x, comma
     * separated; those that vary make the x value (several: a label of
     * their texts).  Rows differing in other grid columns are other series. */
    const char *x_columns;
    /* LINES: the curves of a panel are the values of this grid column; the
     * other varying columns make the panels.  NULL: up to 8 curves a panel. */
    const char *group_column;
    bool log_x;
    /* FAN band names (NULL: "5% to 95%", "25% to 75%"). */
    const char *outer_band, *inner_band;
    /* LINES, STACKED (and FAN over a table of values): ny numbers per row,
     * their names in the legend (LINES with ny 1: the series' names). */
    int ny;
    const char *const *y_names;
    const char *const *y_colours; /* STACKED: "#rrggbb" per share; NULL: the palette's */
    void (*row_y)(const struct nh_table *t, const struct nh_row *row, double *y);
    /* LINES: the numbers are probabilities; Monte Carlo draws their 95%
     * intervals. */
    bool probability;
    /* FAN over the points of each case instead of over rows (one row per
     * case): fills at most max points, returns the count. */
    int (*case_points)(const struct nh_case_view *v, struct nh_plot_point *pts, int max);
    /* The picture to draw instead when no x column varies (or no case has
     * two points); NULL: this one anyway. */
    const struct nh_plot_spec *otherwise;
    /* On the first spec of a chain: whether a row is drawn at all (NULL:
     * every row), and what the caption says when one is left out (rows of
     * another measure, such as counts beside max HP). */
    bool (*row_drawn)(const struct nh_table *t, const struct nh_row *row);
    const char *left_out;
    /* Categories "N: text": the axis shows N, the caption lists them. */
    bool numbered_categories;
    /* The title of this spec for this table, when what the rows measure
     * changes the question (monster's measure); NULL: title. */
    const char *(*title_of)(const struct nh_plot_spec *spec, const struct nh_table *t);
};

/* For row_y: the value column called name of a row, or NaN. */
double plot_value(const struct nh_table *t, const struct nh_row *row, const char *name);

/* Most points case_points may give per case. */
#define NH_PLOT_MAX_CASE_POINTS 64

/* The output formats, from the path's extension: pictures gnuplot draws,
 * or the chart's data as JSON (.json; drawn by the web page). */
enum nh_plot_format { NH_PLOT_SVG, NH_PLOT_PNG, NH_PLOT_PDF, NH_PLOT_JSON };
/* Returns 0 with the format of a plot path, or -1 (unknown extension). */
int plot_format_of(const char *path, enum nh_plot_format *out);
/* Whether --plot and --plot-script paths (either may be empty) may be
 * written: a known extension, a writable path, not both the same.  Returns
 * 0, or -1 with what is wrong and what was expected in why; *script_bad
 * tells which path is at fault. */
int plot_check_paths(const char *plot, const char *script, bool *script_bad, char *why, size_t len);
/* Whether the plot path (may be empty) needs gnuplot: a picture, not JSON. */
bool plot_needs_gnuplot(const char *plot);
/* Whether gnuplot can be run (found on PATH). */
bool plot_gnuplot_found(void);
/* The message when it cannot. */
#define NH_PLOT_NO_GNUPLOT                                                                         \
    "gnuplot is not installed (or not on PATH); expected it installed: apt-get install "           \
    "gnuplot-nox (Debian), or drop --plot"

/* What the pipeline gives the plot: the table, and for case_points the
 * points of the case of each row (row i: points[first[i] .. first[i+1])). */
struct nh_plot_input {
    const struct nh_plot_spec *spec;
    const struct nh_table *t;
    const struct nh_plot_point *points;
    const size_t *first;
};

/* A drawn plot and script under temporary names, waiting for plot_commit
 * (with plot_set_chart_beside, the chart's JSON too). */
struct nh_plot_files {
    struct nh_outfile plot, script, chart;
    bool has_plot, has_script, has_chart;
    char note[160]; /* e.g. "12 of 40 panels"; empty: none */
};

/* For nhmc serve's children (web_zygote.c): each picture gnuplot draws
 * gets the chart's JSON beside it, under its name with ".json" added
 * (answer.svg.json), so that one run gives the page both.  Off unless set:
 * the command line never writes a file it was not named. */
void plot_set_chart_beside(bool on);

/* Write the script (and with a plot path, run gnuplot) into temporaries.
 * Returns 0, or an exit status after printing what failed (1). */
int plot_prepare(const char *plot, const char *script, const struct nh_plot_input *in,
                 struct nh_plot_files *out);
/* Rename into place (saying so unless quiet); returns 0 or 1. */
int plot_commit(struct nh_plot_files *f, bool quiet);
void plot_abort(struct nh_plot_files *f);

/* The pictures of a run: one, or with "{variant}" in the paths one per
 * variant of the table's rows, drawn from that variant's rows. */
struct nh_plot_set {
    struct nh_plot_files files[NH_VARIANT_COUNT];
    int n;
};
/* plot_prepare for every picture of the set; on failure none is kept. */
int plot_prepare_set(const char *plot, const char *script, const struct nh_plot_input *in,
                     struct nh_plot_set *out);
/* Rename every picture into place; after a failure the rest are removed. */
int plot_commit_set(struct nh_plot_set *set, bool quiet);
void plot_abort_set(struct nh_plot_set *set);

#endif
