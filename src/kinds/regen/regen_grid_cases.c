/* regen_grid_cases: the columns and cases of a parsed regen grid (see
 * regen_grid.h): every combination of the list keys as a struct regen_case
 * with its row texts. */
#include "kinds/regen/regen_grid.h"
#include <ctype.h>
#include <stddef.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "nhmc/grid.h"
#include "nhmc/dnh.h"
#include "nhmc/params.h"

/* ---- columns and cases ---- */

enum column {
    C_VARIANT,
    C_ROLE,
    C_RACE,
    C_XL,
    C_CON,
    C_HP,
    C_MAXHP,
    C_MH,
    C_MHMAX,
    C_TARGET,
    C_AFTER,
    C_ENC,
    C_MOVE,
    C_AIR,
    C_REGEN,
    C_TURN,
    C_COUNT
};

/* Every column a regen table can have: names and headings (the registry's
 * columns, what wiki_columns may name). */
const struct nh_kind_columns regen_columns = {
    C_COUNT,
    {"variant", "role", "race", "xl", "con", "hp", "maxhp", "mh", "mhmax", "target", "after",
     "encumbrance", "move", "plane_of_air", "regeneration", "turn"},
    {"Variant", "Role", "Race", "XL", "Con", "HP", "max HP", "mh", "mhmax", "target", "after",
     "encumbrance", "move", "Plane of Air", "Regeneration", "turn"}};

/* The columns of a grid's table. */
static unsigned shown(const struct regen_grid *g)
{
    bool rate = g->base.measure == NH_REGEN_RATE;
    bool dnh = false; /* dNetHack's rate depends on the race (elves) */
    for (int i = 0; i < g->n[RK_VARIANT]; i++)
        dnh |= g->variant[i] == NH_VDNH;
    /* role and race only when given: they matter only for FIQHack's Healer
     * term, dNetHack's role and race terms, and to check a role/race pair */
    unsigned c = NH_BIT(C_VARIANT) | (g->given[RK_ROLE] ? NH_BIT(C_ROLE) : 0) |
                 (g->given[RK_RACE] && (!rate || dnh) ? NH_BIT(C_RACE) : 0) | NH_BIT(C_XL) |
                 NH_BIT(C_CON) | NH_BIT(C_REGEN);
    if (rate)
        return c;
    c |= NH_BIT(C_HP) | NH_BIT(C_MAXHP) | (g->base.polyd ? NH_BIT(C_MH) | NH_BIT(C_MHMAX) : 0) |
         NH_BIT(g->base.measure == NH_REGEN_HP ? C_AFTER : C_TARGET) | NH_BIT(C_ENC) |
         NH_BIT(C_MOVE) | NH_BIT(C_TURN);
    if (g->base.plane_of_air) /* only when on: no other table changes */
        c |= NH_BIT(C_AIR);
    return c;
}

int regen_grid_columns(const struct regen_grid *g, const char **names, const char **labels,
                       unsigned *numeric)
{
    unsigned text =
        1u << C_VARIANT | 1u << C_ROLE | 1u << C_RACE | 1u << C_ENC | 1u << C_REGEN | 1u << C_TURN;
    return grid_columns(&regen_columns, shown(g), ~text, names, labels, numeric);
}

static void move_text(double move, char *buf, size_t len)
{
    snprintf(buf, len, "%.6g", move);
}

int regen_grid_case(const struct regen_grid *g, size_t i, struct regen_case *c,
                    char grid_text[][NH_GRID_TEXT], char *err, size_t errlen)
{
    int idx[RK_NLISTS];
    *c = g->base;
    grid_case_fill(&regen_grid_spec, g, i, idx, c);
    if (c->measure == NH_REGEN_RATE) {
        c->maxhp = c->hp = 1;
        c->target = 1;
    } else {
        c->move = g->move[idx[RK_MOVE]];
        int pool_max = c->track_mh ? c->mhmax : c->maxhp;
        const struct regen_target *t = &g->target[idx[RK_TARGET]];
        c->target = t->kind == RT_FULL       ? pool_max
                    : t->kind == RT_ABSOLUTE ? t->hp
                                             : (int)ceil(t->fraction * pool_max - 1e-9);
        if (c->target < 1)
            c->target = 1;
    }
    if (c->measure == NH_REGEN_RATE && c->polyd) {
        c->mh = 1; /* the rate does not depend on the pool's level */
    }

    char why[400];
    const struct nh_hero_table *heroes = nh_heroes(c->variant);
    if (regen_case_check(c, why, sizeof why) != 0) {
        char where[100];
        snprintf(where, sizeof where, "%s%s%s XL %d Con %d", variant_name(c->variant),
                 c->role >= 0 ? " " : "", c->role >= 0 ? heroes->roles[c->role].abbr : "", c->xl,
                 c->con);
        if (c->measure != NH_REGEN_RATE) {
            size_t used = strlen(where);
            snprintf(where + used, sizeof where - used, " HP %d/%d", c->hp, c->maxhp);
        }
        return nh_fail(err, errlen, "%s: %s", where, why);
    }

    char move[NH_GRID_TEXT];
    move_text(c->move, move, sizeof move);
    struct nh_grid_cell cell[C_COUNT] = {[C_XL] = {NULL, c->xl},
                                         [C_CON] = {NULL, c->con},
                                         [C_HP] = {NULL, c->hp},
                                         [C_MAXHP] = {NULL, c->maxhp},
                                         [C_MH] = {NULL, c->mh},
                                         [C_MHMAX] = {NULL, c->mhmax},
                                         [C_TARGET] = {NULL, c->target},
                                         [C_AFTER] = {NULL, c->after},
                                         [C_ENC] = {encumbrance_name(c->enc), 0},
                                         [C_MOVE] = {move, 0},
                                         [C_REGEN] = {c->regeneration ? "on" : "off", 0},
                                         [C_TURN] = {c->turn_random ? "random" : NULL, c->turn},
                                         [C_AIR] = {c->plane_of_air ? "on" : "off", 0}};
    grid_hero_cells(&cell[C_VARIANT], c->variant, c->role, c->race);
    grid_row_texts(cell, C_COUNT, shown(g), grid_text);
    return 0;
}

void regen_grid_describe(const struct regen_grid *g, char *buf, size_t len)
{
    const struct regen_case *b = &g->base;
    struct nh_grid_note t = {buf, len, 0};
    buf[0] = '\0';
    if (b->measure == NH_REGEN_RATE) {
        grid_note_part(&t, "expected turns per HP on turns that regenerate");
    } else {
        grid_note_part(&t, "%s",
                       b->measure != NH_REGEN_HP ? "turns to reach the target"
                       : b->pw_spent             ? "Pw spent in the given turns"
                                                 : "HP after the given turns");
        grid_note_part(&t, "start turn %s", b->turn_random ? "random (uniform phase)" : "fixed");
    }
    if (b->polyd)
        grid_note_part(&t, "polymorphed, tracking %s", b->track_mh ? "mh" : "normal HP");
    if (b->restful_sleep)
        grid_note_part(&t, "asleep with restful sleep");
    else if (b->asleep)
        grid_note_part(&t, "asleep");
    if (b->sex)
        grid_note_part(&t, "%s", b->sex == NH_REGEN_FEMALE ? "female" : "male");
    if (b->bed)
        grid_note_part(&t, "on a%s %s", b->bed == NH_DNH_EXPENSIVE_BED ? "n" : "",
                       dnh_bed_name(b->bed));
    if (b->valley)
        grid_note_part(&t, "in the Valley of the Dead");
    if (b->healing_penalty)
        grid_note_part(&t, "healing penalty %d", b->healing_penalty);
    if (b->berith || b->buer)
        grid_note_part(&t, "seal%s %s%s%s", b->berith && b->buer ? "s" : "",
                       b->berith ? "Berith" : "", b->berith && b->buer ? " and " : "",
                       b->buer ? "Buer" : "");
    if (b->pw >= 0)
        grid_note_part(&t, "Pw %d", b->pw);
    if (b->dispater)
        grid_note_part(&t, "Dispater halving each heal");
    if (b->withering)
        grid_note_part(&t, "withering timeout %d", b->withering);
    if (b->contact && g->variant[0] == NH_VEVH)
        grid_note_part(&t, "in iron (elf, drow) or mithril (orc): no HP regeneration");
    else if (b->contact)
        grid_note_part(&t, "touching iron (elf) or silver (vampire): no regeneration");
    const struct nh_grid_note_switch switches[] = {
        {b->amulet, "with the Amulet"},
        {b->lit, "on a lit square"},
        {b->plants, "by plants"},
        {b->shell, "in the shell"},
        {b->plane_of_air, "on the Plane of Air (no move refused for the load)"},
    };
    grid_note_switches(&t, switches, sizeof switches / sizeof switches[0]);
    if (b->ring != NH_RING_NONE)
        grid_note_part(&t, "a ring of regeneration on the %s hand",
                       b->ring == NH_RING_LEFT ? "left" : "right");
}
