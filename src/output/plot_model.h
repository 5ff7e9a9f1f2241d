/* plot_model: a table grouped into what a picture draws (not a public
 * header): the spec chosen along its chain, series of points (or of one
 * row's distribution), panels of series, the categories of a categorical x
 * axis and the caption. */
#ifndef NHMC_PLOT_MODEL_H
#define NHMC_PLOT_MODEL_H

#include "nhmc/plot.h"

/* Most panels a picture shows (small multiples); the rest are left out and
 * the caption says so. */
#define PLOT_MAX_PANELS 12
/* Most curves one panel of a CDF or LINES chart holds. */
#define PLOT_MAX_CURVES 8
#define PLOT_LABEL      192

struct plot_series {
    char label[PLOT_LABEL];
    int colour;     /* an index into the palette */
    size_t npoints; /* FAN, LINES, STACKED */
    struct nh_plot_point *points;
    const struct nh_row *row; /* PMF, PMF_CDF, CDF: the row's distribution */
};

struct plot_panel {
    char title[PLOT_LABEL]; /* empty: none */
    size_t first, n;        /* its series */
};

struct plot_model {
    const struct nh_plot_spec *spec; /* the one drawn */
    const char *title;               /* its title for this table */
    const struct nh_table *t;
    struct plot_series *series;
    size_t nseries;
    struct plot_panel panel[PLOT_MAX_PANELS];
    int npanels;
    size_t all_panels; /* before the limit */
    /* A categorical x axis: point x k is category k. */
    bool categorical;
    char (*category)[PLOT_LABEL];
    size_t ncategories;
    char x_label[PLOT_LABEL]; /* several x columns: their names; empty: the spec's */
    /* What was run (the columns every row shares, the table's caption),
     * then how (exact, or the trials and seed). */
    char what[768], how[256];
};

/* Group the input into m.  Returns 0, or -1 out of memory. */
int plot_model_build(const struct nh_plot_input *in, struct plot_model *m);
void plot_model_free(struct plot_model *m);

/* The distribution of a row: P(X = lo + i) for i < n, and its total (the
 * tally's count, or 1 for an exact pmf). */
double plot_row_prob(const struct nh_row *row, uint32_t i);
/* The central part of a row's distribution shown: from the value below
 * which 0.05% lies to the one above which 0.05% lies (indices). */
void plot_row_range(const struct nh_row *row, uint32_t *lo, uint32_t *hi);

#endif
