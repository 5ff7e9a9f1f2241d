/* plot_layout: where a picture's parts go (plot_layout.h): the category
 * axis's tic labels, shares drawn as areas, the size of the picture, the
 * caption's lines and the legends' room. */
#include "output/plot_layout.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Colours told apart by colour-blind readers too (Okabe and Ito), then
 * darker ones. */
static const char *const palette[] = {"#0072B2", "#D55E00", "#009E73", "#CC79A7",
                                      "#E69F00", "#56B4E9", "#882255", "#333333",
                                      "#117733", "#AA4499", "#44AA99", "#999933"};
#define NPALETTE (sizeof palette / sizeof palette[0])

const char *plot_colour(int k)
{
    return palette[(unsigned)k % NPALETTE];
}

bool plot_stand_marked(const struct plot_model *m, size_t s)
{
    return m->t->stand_ask != NH_STAND_NONE && m->series[s].row->stand.ok;
}

void plot_panel_title(const struct plot_model *m, int k, char *title, size_t len)
{
    const struct plot_panel *p = &m->panel[k];
    if (m->spec->chart != NH_CHART_PMF) {
        snprintf(title, len, "%s", p->title);
        return;
    }
    const struct nh_row *row = m->series[p->first].row;
    int n = snprintf(title, len, "%s%smean %.1f", p->title, p->title[0] ? ", " : "", row->s.mean);
    if (plot_stand_marked(m, p->first) && n > 0 && (size_t)n < len)
        snprintf(title + n, len - (size_t)n, "; %lld: percentile %.1f",
                 (long long)m->t->stand_value, row->stand.percentile);
}

/* A category's tic label: at most 18 characters. */
#define TIC_CHARS 18
const char *plot_short_label(const char *text)
{
    static char buf[TIC_CHARS + 4];
    if (strlen(text) <= TIC_CHARS)
        return text;
    snprintf(buf, sizeof buf, "%.*s...", TIC_CHARS - 3, text);
    return buf;
}

/* Category k's tic label: its number for numbered categories ("3" of
 * "3: nurse 200"; the caption lists them), else its text, shortened. */
const char *plot_tic_label(const struct plot_model *m, size_t k)
{
    static char number[16];
    const char *text = m->category[k];
    size_t digits = strspn(text, "0123456789");
    if (m->spec->numbered_categories && digits > 0 && digits < sizeof number &&
        text[digits] == ':') {
        snprintf(number, sizeof number, "%.*s", (int)digits, text);
        return number;
    }
    return plot_short_label(text);
}

/* Shares over many numbered categories (a prayer's turns) are drawn as
 * stacked areas over a number axis: so many bars would be stripes under
 * unreadable labels. */
#define MOST_BARS 30
bool plot_stacked_areas(const struct plot_model *m)
{
    if (m->spec->chart != NH_CHART_STACKED || m->ncategories <= MOST_BARS)
        return false;
    for (size_t k = 0; k < m->ncategories; k++) {
        char *end;
        strtod(m->category[k], &end);
        if (end == m->category[k] || *end)
            return false;
    }
    return true;
}

/* Whether the categories' tic labels are turned (and take room below). */
bool plot_turned_tics(const struct plot_model *m)
{
    if (plot_stacked_areas(m))
        return false;
    size_t chars = 0;
    for (size_t k = 0; m->categorical && k < m->ncategories; k++)
        chars += strlen(plot_tic_label(m, k)) + 1;
    return m->categorical && chars > 40;
}

/* Every how many categories a tic label is written, so they do not run
 * into each other in a panel of panel_px pixels. */
size_t plot_tic_every(const struct plot_model *m, int panel_px)
{
    size_t need = 14; /* a turned label's height */
    if (!plot_turned_tics(m))
        for (size_t k = 0; k < m->ncategories; k++)
            if (7 * strlen(plot_tic_label(m, k)) + 10 > need)
                need = 7 * strlen(plot_tic_label(m, k)) + 10;
    size_t room = (size_t)panel_px * 3 / 4;
    return m->ncategories * need <= room ? 1 : (m->ncategories * need + room - 1) / room;
}

/* The caption in lines of at most `chars` characters, broken at spaces:
 * what was run, then how. */
static void caption_lines(const struct plot_model *m, int chars, struct plot_geometry *g)
{
    const char *texts[2] = {m->what, m->how};
    g->ncaption = 0;
    for (int k = 0; k < 2; k++) {
        const char *p = texts[k];
        while (*p && g->ncaption < CAPTION_LINES) {
            size_t n = strlen(p);
            if (n > (size_t)chars) {
                n = (size_t)chars;
                while (n > 0 && p[n] != ' ')
                    n--;
                if (n == 0)
                    n = (size_t)chars;
            }
            snprintf(g->caption[g->ncaption++], CAPTION_CHARS + 1, "%.*s", (int)n, p);
            p += n;
            while (*p == ' ')
                p++;
        }
    }
}

/* Whether each panel shows its own legend: a CDF's panels hold different
 * rows, and so do a LINES chart's when a later panel has curves (colours)
 * the first has not. */
bool plot_own_keys(const struct plot_model *m)
{
    if (m->spec->chart == NH_CHART_CDF)
        return true;
    if (m->spec->chart != NH_CHART_LINES)
        return false;
    const struct plot_panel *first = &m->panel[0];
    for (int k = 1; k < m->npanels; k++)
        for (size_t s = m->panel[k].first; s < m->panel[k].first + m->panel[k].n; s++) {
            bool seen = false;
            for (size_t f = first->first; f < first->first + first->n; f++)
                seen = seen || m->series[f].colour == m->series[s].colour;
            if (!seen)
                return true;
        }
    return false;
}

/* How many legend entries a picture shows in its top band. */
static int legend_entries(const struct plot_model *m)
{
    const struct plot_panel *p = &m->panel[0];
    if (plot_own_keys(m))
        return 0;
    switch (m->spec->chart) {
    case NH_CHART_FAN:
        return (int)p->n + 2;
    case NH_CHART_PMF:
        return m->t->exact ? 2 : 3;
    case NH_CHART_STACKED:
        return m->spec->ny;
    case NH_CHART_LINES:
        return (int)p->n * (m->spec->ny > 1 ? m->spec->ny : 1);
    case NH_CHART_PMF_CDF:
        return (int)p->n;
    case NH_CHART_CDF:
        break;
    }
    return 0;
}

#define LEGEND_COLS 4

/* The longest legend entry's text, in characters. */
static size_t legend_chars(const struct plot_model *m)
{
    const struct plot_panel *p = &m->panel[0];
    const struct nh_plot_spec *spec = m->spec;
    size_t most = 12; /* "95% interval", "25% to 75%" */
    for (size_t s = p->first; s < p->first + p->n; s++) {
        size_t n = strlen(m->series[s].label);
        for (int y = 0; spec->chart == NH_CHART_LINES && spec->ny > 1 && y < spec->ny; y++)
            n = strlen(m->series[s].label) + 2 + strlen(spec->y_names[y]);
        most = n > most ? n : most;
    }
    for (int y = 0; spec->chart == NH_CHART_STACKED && y < spec->ny; y++)
        most = strlen(spec->y_names[y]) > most ? strlen(spec->y_names[y]) : most;
    return most;
}

struct plot_geometry plot_geometry_of(const struct plot_model *m)
{
    struct plot_geometry g = {.width = 800, .height = 500, .cols = 1, .rows = 1};
    int n = m->npanels;
    if (n == 2) {
        g.cols = 2, g.width = 1000, g.height = 450;
    } else if (n > 2) {
        g.cols = n <= 4 ? 2 : n <= 9 ? 3 : 4;
        g.rows = (n + g.cols - 1) / g.cols;
        g.width = 400 * g.cols < 800 ? 800 : 400 * g.cols;
        g.height = 300 * g.rows;
    }
    if (plot_turned_tics(m)) /* room for the turned labels */
        g.height += 70 * g.rows;
    if (plot_own_keys(m)) { /* room for each panel's legend below it */
        size_t most = 0;
        for (int k = 0; k < m->npanels; k++)
            most = m->panel[k].n > most ? m->panel[k].n : most;
        g.key_px = (int)(15 * most + 14);
        g.height += (g.key_px + 10) * g.rows;
    }
    int entries = legend_entries(m), per_entry = 6 * (int)legend_chars(m) + 60;
    g.legend_cols = (g.width / g.cols - 40) / per_entry; /* gnuplot fits it in a panel */
    g.legend_cols = g.legend_cols < 1             ? 1
                    : g.legend_cols > LEGEND_COLS ? LEGEND_COLS
                                                  : g.legend_cols;
    int legend_rows = (entries + g.legend_cols - 1) / g.legend_cols;
    caption_lines(m, g.width / 7 < CAPTION_CHARS ? g.width / 7 : CAPTION_CHARS, &g);
    int top = 44 + 20 * legend_rows, bottom = 12 + 16 * g.ncaption;
    g.height += top + bottom;
    g.top = 1.0 - (double)top / g.height;
    g.bottom = (double)bottom / g.height;
    return g;
}

void plot_series_name(const struct plot_model *m, size_t s, int y, char *name, size_t len)
{
    const char *label = m->series[s].label;
    if (m->spec->ny == 1)
        snprintf(name, len, "%s", label);
    else
        snprintf(name, len, "%s%s%s", label, label[0] ? ": " : "", m->spec->y_names[y]);
}
