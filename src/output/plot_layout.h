/* plot_layout: where a picture's parts go, for the gnuplot script writer
 * (not a public header). */
#ifndef NHMC_PLOT_LAYOUT_H
#define NHMC_PLOT_LAYOUT_H

#include <stdbool.h>
#include <stddef.h>

#include "output/plot_model.h"

/* A category's text cut to a tic label's length ("...": shortened). */
const char *plot_short_label(const char *text);
/* Category k's tic label: its number for numbered categories ("3" of
 * "3: nurse 200"; the caption lists them), else its text, shortened. */
const char *plot_tic_label(const struct plot_model *m, size_t k);
/* Shares over many numbered categories (a prayer's turns) are drawn as
 * stacked areas over a number axis, not as bars. */
bool plot_stacked_areas(const struct plot_model *m);
/* Whether the categories' tic labels are turned (and take room below). */
bool plot_turned_tics(const struct plot_model *m);
/* Every how many categories a tic label is written in a panel of panel_px
 * pixels. */
size_t plot_tic_every(const struct plot_model *m, int panel_px);
/* Whether each panel shows its own legend. */
bool plot_own_keys(const struct plot_model *m);

/* Colour k of the palette (a series keeps its colour in every panel). */
const char *plot_colour(int k);
/* The colour marking the value asked (--value, --at-least, --at-most, --hp). */
#define PLOT_STAND_COLOUR "#c0392b"
/* Whether series s (a row's distribution) has the value asked marked. */
bool plot_stand_marked(const struct plot_model *m, size_t s);
/* The legend's name of value y of series s: its label, and the value's name
 * when the chart draws more than one value a series ("Val: p_gain"). */
void plot_series_name(const struct plot_model *m, size_t s, int y, char *name, size_t len);
/* Panel k's title: a PMF's with its mean (and the value asked's
 * percentile), else the model's. */
void plot_panel_title(const struct plot_model *m, int k, char *title, size_t len);

#define CAPTION_LINES 6
#define CAPTION_CHARS 160

struct plot_geometry {
    int width, height, cols, rows;
    double top, bottom; /* the panels' band, in screen fractions */
    char caption[CAPTION_LINES][CAPTION_CHARS + 1];
    int ncaption;
    int legend_cols;
    int key_px; /* each panel's own legend: its height below the panel */
};

/* The picture's size, panels, caption lines and legend columns. */
struct plot_geometry plot_geometry_of(const struct plot_model *m);

#endif
