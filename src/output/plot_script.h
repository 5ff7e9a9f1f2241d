/* plot_script: the gnuplot script of a plot model (not a public header). */
#ifndef NHMC_PLOT_SCRIPT_H
#define NHMC_PLOT_SCRIPT_H

#include <stdio.h>

#include "output/plot_model.h"

/* The script drawing m in format into output; returns 0, or -1 if a write
 * failed (errno set). */
int plot_write_script(FILE *f, const struct plot_model *m, enum nh_plot_format format,
                      const char *output);
/* Whether the picture gnuplot wrote into fd (read from offset 0) is whole:
 * an SVG ends with its closing tag, a PNG with its IEND chunk, a PDF with
 * %%EOF.  0, or -1 with what is wrong in why. */
int plot_picture_check(int fd, enum nh_plot_format format, char *why, size_t len);

#endif
