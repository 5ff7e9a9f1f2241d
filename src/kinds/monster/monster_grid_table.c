/* monster_grid_table: the columns of a monster table, a case's row texts and the caption's
 * description of the settings every row shares (see monster_grid.h). */
#include "kinds/monster/monster_grid.h"

#include "nhmc/grid.h"

enum column { C_VARIANT, C_MONSTER, C_DEPTH, C_XL, C_KILLS, C_VICTIM, C_GAIN, C_MEASURE, C_COUNT };

/* Every column a monster table can have: names and headings (the registry's
 * columns, what wiki_columns may name). */
const struct nh_kind_columns monster_columns = {
    C_COUNT,
    {"variant", "monster", "depth", "xl", "kills", "victim_level", "gain_levels", "measure"},
    {"Variant", "Monster", "depth", "XL", "kills", "victim level", "gain levels", "measure"}};

/* The columns of the grid's table: kills and victim_level with growth,
 * gain_levels and measure when given. */
static unsigned shown(const struct monster_grid *g)
{
    return NH_BIT(C_VARIANT) | NH_BIT(C_MONSTER) | NH_BIT(C_DEPTH) | NH_BIT(C_XL) |
           (g->grows ? NH_BIT(C_KILLS) | NH_BIT(C_VICTIM) : 0) |
           (g->given[MK_GAIN_LEVELS] ? NH_BIT(C_GAIN) : 0) |
           (g->given[MK_MEASURE] ? NH_BIT(C_MEASURE) : 0);
}

int monster_grid_columns(const struct monster_grid *g, const char **names, const char **labels,
                         unsigned *numeric)
{
    unsigned num =
        NH_BIT(C_DEPTH) | NH_BIT(C_XL) | NH_BIT(C_KILLS) | NH_BIT(C_VICTIM) | NH_BIT(C_GAIN);
    return grid_columns(&monster_columns, shown(g), num, names, labels, numeric);
}

int monster_grid_case(const struct monster_grid *g, size_t i, struct monster_case *c,
                      char grid_text[][NH_GRID_TEXT])
{
    monster_grid_build_case(g, i, c);
    const struct nh_grid_cell cell[C_COUNT] = {
        [C_VARIANT] = {variant_name(c->variant), 0},
        [C_MONSTER] = {monster_table(c->variant)->mons[c->mon].name, 0},
        [C_DEPTH] = {NULL, c->where.depth},
        [C_XL] = {NULL, c->xl},
        [C_KILLS] = {NULL, c->kills},
        [C_VICTIM] = {NULL, c->victim_level},
        [C_GAIN] = {NULL, c->gain_levels}};
    return grid_row_texts(cell, C_COUNT, shown(g) & ~NH_BIT(C_MEASURE), grid_text);
}

/* ---- description ---- */

void monster_grid_describe(const struct monster_grid *g, char *buf, size_t len)
{
    const struct monster_case *b = &g->base;
    const struct nh_where *w = &b->where;
    struct nh_grid_note t = {buf, len, 0};
    /* each part's text, with its number and an "s" after any number but 1 where it has them */
    const struct {
        bool on;
        const char *fmt;
        int n;
    } parts[] = {
        {w->endgame, "in the endgame (depth: the Sanctum's)", 0},
        {g->home_plane, "elementals on their own plane", 0},
        {w->amulet && !w->endgame, "with the Amulet, deepest level %d", w->deepest},
        {w->builds_up, "in a branch built upward, %d level%s above its entry", w->levels_above},
        {w->aggravate, "aggravate monster", 0},
        {w->gehennom, "in Gehennom", 0},
        {b->wiz_deaths != 0, "the Wizard killed %d time%s", b->wiz_deaths},
        {b->guardian, "as the guardian angel", 0},
        {b->by_makemon, "player monsters made by makemon alone (newmonhp's HP)", 0},
        {monster_grid_heals_geryon(g), "Geryon's herd %d", b->herd},
    };
    buf[0] = '\0';
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
        if (parts[i].on)
            grid_note_part(&t, parts[i].fmt, parts[i].n, parts[i].n == 1 ? "" : "s");
}
