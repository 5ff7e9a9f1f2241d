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
#include "nhmc/params.h"

/* ---- columns and cases ---- */

const char *const regen_all_columns[] = {"variant", "role",        "race", "xl",           "con",
                                         "hp",      "maxhp",       "mh",   "mhmax",        "target",
                                         "after",   "encumbrance", "move", "regeneration", "turn"};
const int regen_all_ncolumns = (int)(sizeof regen_all_columns / sizeof regen_all_columns[0]);

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
    C_REGEN,
    C_TURN,
    C_COUNT
};
_Static_assert(C_COUNT == 15, "regen_all_columns and enum column must agree");

static const char *const column_labels[C_COUNT] = {
    "Variant", "Role",   "Race",  "XL",          "Con",  "HP",           "max HP", "mh",
    "mhmax",   "target", "after", "encumbrance", "move", "Regeneration", "turn"};

/* The columns of a grid's table, in order. */
static int columns_of(const struct regen_grid *g, int *cols)
{
    int n = 0;
    bool rate = g->base.measure == NH_REGEN_RATE;
    bool dnh = false; /* dNetHack's rate depends on the race (elves) */
    for (int i = 0; i < g->n[RK_VARIANT]; i++)
        dnh |= g->variant[i] == NH_VDNH;
    cols[n++] = C_VARIANT;
    /* role and race only when given: they matter only for FIQHack's Healer
     * term, dNetHack's role and race terms, and to check a role/race pair */
    if (g->given[RK_ROLE])
        cols[n++] = C_ROLE;
    if (g->given[RK_RACE] && (!rate || dnh))
        cols[n++] = C_RACE;
    cols[n++] = C_XL;
    cols[n++] = C_CON;
    if (!rate) {
        cols[n++] = C_HP;
        cols[n++] = C_MAXHP;
        if (g->base.polyd) {
            cols[n++] = C_MH;
            cols[n++] = C_MHMAX;
        }
        cols[n++] = g->base.measure == NH_REGEN_HP ? C_AFTER : C_TARGET;
        cols[n++] = C_ENC;
        cols[n++] = C_MOVE;
    }
    cols[n++] = C_REGEN;
    if (!rate)
        cols[n++] = C_TURN;
    return n;
}

int regen_grid_columns(const struct regen_grid *g, const char **names, const char **labels,
                       unsigned *numeric)
{
    int cols[C_COUNT];
    int n = columns_of(g, cols);
    unsigned text =
        1u << C_VARIANT | 1u << C_ROLE | 1u << C_RACE | 1u << C_ENC | 1u << C_REGEN | 1u << C_TURN;
    return grid_columns(regen_all_columns, column_labels, cols, n, ~text, names, labels, numeric);
}

static void move_text(double move, char *buf, size_t len)
{
    snprintf(buf, len, "%.6g", move);
}

int regen_grid_case(const struct regen_grid *g, size_t i, struct regen_case *c,
                    char grid_text[][NH_GRID_TEXT], char *err, size_t errlen)
{
    int idx[RK_NLISTS];
    grid_case_indices(g->n, 0, RK_NLISTS - 1, g->paired, i, idx);

    *c = g->base;
    c->variant = g->variant[idx[RK_VARIANT]];
    c->role = g->role[idx[RK_ROLE]];
    c->race = g->race[idx[RK_RACE]];
    c->xl = g->xl[idx[RK_XL]];
    c->con = g->con[idx[RK_CON]];
    c->regeneration = g->regeneration[idx[RK_REGENERATION]];
    if (c->measure == NH_REGEN_RATE) {
        c->maxhp = c->hp = 1;
        c->target = 1;
    } else {
        c->hp = g->hp[idx[RK_HP]];
        c->maxhp = g->maxhp[idx[RK_MAXHP]];
        c->enc = g->enc[idx[RK_ENCUMBRANCE]];
        c->move = g->move[idx[RK_MOVE]];
        c->after = g->after[idx[RK_AFTER]];
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

    char why[256];
    if (regen_case_check(c, why, sizeof why) != 0) {
        char where[160];
        snprintf(where, sizeof where, "%s%s%s XL %d Con %d", variant_name(c->variant),
                 c->role >= 0 ? " " : "", c->role >= 0 ? nh_roles[c->role].abbr : "", c->xl,
                 c->con);
        if (c->measure != NH_REGEN_RATE) {
            size_t used = strlen(where);
            snprintf(where + used, sizeof where - used, " HP %d/%d", c->hp, c->maxhp);
        }
        return nh_fail(err, errlen, "%s: %s", where, why);
    }

    int cols[C_COUNT];
    int n = columns_of(g, cols);
    for (int k = 0; k < n; k++) {
        char *s = grid_text[k];
        size_t len = NH_GRID_TEXT;
        switch (cols[k]) {
        case C_VARIANT:
            snprintf(s, len, "%s", variant_name(c->variant));
            break;
        case C_ROLE:
            snprintf(s, len, "%s", c->role >= 0 ? nh_roles[c->role].abbr : "-");
            break;
        case C_RACE:
            snprintf(s, len, "%s", c->race >= 0 ? nh_races[c->race].abbr : "-");
            break;
        case C_XL:
            snprintf(s, len, "%d", c->xl);
            break;
        case C_CON:
            snprintf(s, len, "%d", c->con);
            break;
        case C_HP:
            snprintf(s, len, "%d", c->hp);
            break;
        case C_MAXHP:
            snprintf(s, len, "%d", c->maxhp);
            break;
        case C_MH:
            snprintf(s, len, "%d", c->mh);
            break;
        case C_MHMAX:
            snprintf(s, len, "%d", c->mhmax);
            break;
        case C_TARGET:
            snprintf(s, len, "%d", c->target);
            break;
        case C_AFTER:
            snprintf(s, len, "%d", c->after);
            break;
        case C_ENC:
            snprintf(s, len, "%s", encumbrance_name(c->enc));
            break;
        case C_MOVE:
            move_text(c->move, s, len);
            break;
        case C_REGEN:
            snprintf(s, len, "%s", c->regeneration ? "on" : "off");
            break;
        case C_TURN:
            if (c->turn_random)
                snprintf(s, len, "random");
            else
                snprintf(s, len, "%lld", (long long)c->turn);
            break;
        }
    }
    return 0;
}

void regen_grid_describe(const struct regen_grid *g, char *buf, size_t len)
{
    const struct regen_case *b = &g->base;
    size_t used = 0;
    buf[0] = '\0';
#define ADD(...)                                                                                   \
    do {                                                                                           \
        if (used < len)                                                                            \
            used += (size_t)snprintf(buf + used, len - used, __VA_ARGS__);                         \
    } while (0)
    if (b->measure == NH_REGEN_RATE) {
        ADD("expected turns per HP on turns that regenerate");
    } else {
        ADD(b->measure == NH_REGEN_HP ? "HP after the given turns" : "turns to reach the target");
        ADD(b->turn_random ? "; start turn random (uniform phase)" : "; start turn fixed");
    }
    if (b->polyd)
        ADD("; polymorphed, tracking %s", b->track_mh ? "mh" : "normal HP");
    if (b->restful_sleep)
        ADD("; asleep with restful sleep");
#undef ADD
}
