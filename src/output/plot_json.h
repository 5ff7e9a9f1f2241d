/* plot_json: a plot model as JSON, the data of a chart drawn by something
 * other than gnuplot (the web page's Chart.js; not a public header). */
#ifndef NHMC_PLOT_JSON_H
#define NHMC_PLOT_JSON_H

#include <stdio.h>

#include "output/plot_model.h"

/* The JSON of m (its shape: plot_json.c); returns 0, or -1 if a write
 * failed (errno set). */
int plot_write_json(FILE *f, const struct plot_model *m);

#endif
