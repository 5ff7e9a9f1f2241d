/* plot_script: the gnuplot script of a plot model (not a public header). */
#ifndef NHMC_PLOT_SCRIPT_H
#define NHMC_PLOT_SCRIPT_H

#include <stdio.h>

#include "output/plot_model.h"

/* The script drawing m in format into output; returns 0, or -1 if a write
 * failed (errno set). */
int plot_write_script(FILE *f, const struct plot_model *m, enum nh_plot_format format,
                      const char *output);
/* The size of the picture in pixels (SVG, PNG; a PDF at 96 per inch). */
void plot_image_size(const struct plot_model *m, int *width, int *height);

#endif
