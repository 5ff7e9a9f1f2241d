/* wiki_view: a table as a wiki table shows it.  Role and race cells carry
 * the names the NetHack wiki's own tables use (Valkyrie, dwarf: the game's
 * role names and race nouns, NetHack 3.6.7 src/role.c, roles[] and
 * races[]), and a grid column holding one value on every row is named once
 * in the caption instead of being repeated on each row.  CSV and text
 * tables keep the abbreviations (scripts read them). */
#include "common.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/heroes.h"

/* dNetHack's hero table holds vanilla's roles and races under the same
 * names and codes, and its own after them (heroes.h). */
const char *game_display_name(const char *column, const char *text)
{
    const struct nh_hero_table *h = &nh_dnh_heroes;
    if (strcmp(column, "role") == 0)
        for (int i = 0; i < h->nroles; i++)
            if (strcmp(text, h->roles[i].abbr) == 0)
                return h->roles[i].name;
    if (strcmp(column, "race") == 0)
        for (int i = 0; i < h->nraces; i++)
            if (strcmp(text, h->races[i].abbr) == 0 || strcmp(text, h->races[i].adj) == 0)
                return h->races[i].name;
    return text;
}

static bool column_is_constant(const struct nh_table *t, int col)
{
    for (size_t r = 1; r < t->nrows; r++)
        if (strcmp(t->rows[r].grid[col], t->rows[0].grid[col]) != 0)
            return false;
    return t->nrows >= 2; /* one row: every column is its own, keep them */
}

/* "Con 10" appended to the caption's list, unless the caption's `what`
 * already names the value (the variant: "in NetHack 3.6.7"). */
static void add_constant(const struct nh_table *t, int col, char *constants, size_t size)
{
    const char *value = game_display_name(t->grid_names[col], t->rows[0].grid[col]);
    size_t used = strlen(constants);
    if (strcmp(t->grid_names[col], "variant") == 0 && strstr(t->what, value))
        return;
    snprintf(constants + used, size - used, "%s%s %s", used ? ", " : "", grid_label(t, col), value);
}

/* Drop grid column col from the view (its names, numeric bit and cells). */
static void drop_column(struct nh_table *view, int col)
{
    for (int i = col; i + 1 < view->ngrid; i++) {
        view->grid_names[i] = view->grid_names[i + 1];
        view->grid_labels[i] = view->grid_labels[i + 1];
    }
    unsigned below = view->grid_numeric & ((1u << col) - 1u);
    view->grid_numeric = below | ((view->grid_numeric >> (col + 1)) << col);
    for (size_t r = 0; r < view->nrows; r++)
        memmove(view->rows[r].grid[col], view->rows[r].grid[col + 1],
                (size_t)(view->ngrid - 1 - col) * sizeof view->rows[r].grid[0]);
    view->ngrid--;
}

int wiki_view_make(const struct nh_table *t, unsigned keep, struct nh_table *view, char *constants,
                   size_t size)
{
    *view = *t;
    constants[0] = '\0';
    if (t->ngrid < 0 || t->ngrid > NH_MAX_GRID) {
        errno = EINVAL;
        return -1;
    }
    view->rows = calloc(t->nrows ? t->nrows : 1, sizeof *view->rows);
    if (!view->rows)
        return -1;
    for (size_t r = 0; r < t->nrows; r++) {
        view->rows[r] = t->rows[r];
        for (int i = 0; i < t->ngrid; i++) {
            char *cell = view->rows[r].grid[i];
            const char *name = game_display_name(t->grid_names[i], cell);
            if (name != cell)
                snprintf(cell, NH_GRID_TEXT, "%s", name);
        }
    }
    bool constant[NH_MAX_GRID];
    for (int i = 0; i < t->ngrid; i++) {
        constant[i] = !((keep >> i) & 1u) && column_is_constant(t, i);
        if (constant[i])
            add_constant(t, i, constants, size);
    }
    /* from the last column down, so the indices of those left stay valid */
    for (int i = t->ngrid - 1; i >= 0; i--)
        if (constant[i])
            drop_column(view, i);
    return 0;
}
