/* levelup_grid: the inputs of kind levelup (the [hero] keys with [run]
 * variant, or the options of `nhmc levelup`), and what it cannot run, said
 * before it runs. */
#include <stdio.h>

#include "kinds/levelup/levelup.h"
#include "nhmc/heroes.h"
#include "nhmc/dnh_attr.h"
#include "nhmc/grid.h"
#include "nhmc/params.h"

const struct nh_key levelup_keys[LK_COUNT] = {
    [LK_VARIANT] = {NH_KEY_TEXT("variant", "3.6.7", NULL), .flags = NH_KEY_RUN},
    [LK_ROLE] = {NH_KEY_TEXT("role", "all", NULL), .flags = NH_KEY_REQUIRED,
                 .missing = "--role is required (e.g. --role Val, or --role all)",
                 .error_name = "--role/--race"},
    [LK_RACE] = {NH_KEY_TEXT("race", "valid", NULL), .error_name = "--role/--race"},
    [LK_CON] = {NH_KEY_TEXT("con", "3-25", NULL), .flags = NH_KEY_REQUIRED,
                .missing = "--con is required (e.g. --con 16, 3-25 or rolled)"},
    [LK_XL] = {NH_KEY_TEXT("xl", "1-30", NULL), .flags = NH_KEY_REQUIRED,
               .missing = "--xl is required (e.g. --xl 1-30 or --xl 1,10,30)"},
    [LK_DUMPLOG] = {NH_KEY_TEXT("dumplog", "games/hero.txt", "a NetHack 3.6 or 5.0 dumplog"),
                    .flags = NH_KEY_FILE},
};

const struct nh_hero_table *levelup_grid_heroes(const struct nh_hero_grid *g)
{
    for (int v = 0; v < g->nvariants; v++)
        if (g->variants[v] != NH_VDNH)
            return &nh_vanilla_heroes;
    return &nh_dnh_heroes;
}

int levelup_grid_check(const struct nh_hero_grid *g, char *err, size_t errlen)
{
    bool dnh = false, rolled = false;
    for (int v = 0; v < g->nvariants; v++)
        dnh |= g->variants[v] == NH_VDNH;
    for (int c = 0; c < g->ncon; c++)
        rolled |= g->con[c] == NH_CON_ROLLED;
    if (!dnh || !rolled)
        return 0;
    /* dNetHack's rolled Con needs its init_attr() data for each hero. */
    for (int p = 0; p < g->npairs; p++) {
        struct nh_attr_init a;
        char why[192];
        if (dnh_attr_init(g->pairs[p].role, g->pairs[p].race, DNH_SEX_ANY, &a, why, sizeof why) !=
            0) {
            snprintf(err, errlen,
                     "rolled Con is not modelled for this dnethack hero: %s; expected "
                     "Con values such as 16 or 3-25",
                     why);
            return LEVELUP_BAD_CON;
        }
    }
    return 0;
}

/* Missing keys are left to the front ends (a scenario names them all). */
int levelup_grid_parse(const char *const *texts, void *grid, int *bad, char *err, size_t errlen)
{
    struct levelup_grid *lg = grid;
    struct nh_hero_grid *g = &lg->hero;
    const char *variant = texts[LK_VARIANT] ? texts[LK_VARIANT] : variant_name(NH_VARIANT_DEFAULT);
    /* Without roles, the race names can still be checked (against any role). */
    const char *roles = texts[LK_ROLE] ? texts[LK_ROLE] : "all";
    const char *races = texts[LK_RACE] ? texts[LK_RACE] : "valid";
    *bad = LK_COUNT;
    if (texts[LK_DUMPLOG]) { /* the texts it gives are filled (derive); kept for the note */
        if (levelup_dumplog_load(texts[LK_DUMPLOG], &lg->dump, err, errlen) != 0)
            return grid_bad(bad, LK_DUMPLOG);
        lg->from_dump = true;
        snprintf(lg->dump_path, sizeof lg->dump_path, "%s", texts[LK_DUMPLOG]);
    }
    if (parse_variants(LEVELUP_VARIANTS, variant, g, err, errlen) != 0)
        return grid_bad(bad, LK_VARIANT);
    const struct nh_hero_table *heroes = levelup_grid_heroes(g);
    /* Roles alone first, so that an error is put on the right key. */
    if (parse_roles_races_in(heroes, roles, "valid", g, err, errlen) != 0)
        return grid_bad(bad, LK_ROLE);
    if (parse_roles_races_in(heroes, roles, races, g, err, errlen) != 0)
        return grid_bad(bad, LK_RACE);
    if (texts[LK_CON] && parse_cons(texts[LK_CON], g, err, errlen) != 0)
        return grid_bad(bad, LK_CON);
    if (texts[LK_XL] && parse_xls(texts[LK_XL], g, err, errlen) != 0)
        return grid_bad(bad, LK_XL);
    if (!texts[LK_CON] || !texts[LK_XL])
        return 0;
    /* each row keeps a histogram: bound the memory of any accepted grid */
    size_t rows = (size_t)g->nvariants * (size_t)g->npairs * (size_t)g->ncon * (size_t)g->nstages;
    if (rows > NH_LEVELUP_MAX_ROWS) {
        *bad = LK_COUNT;
        return nh_fail(err, errlen,
                       "%zu rows (variants x role/race pairs x Con values x XL stages); expected "
                       "at most %d (shorter lists)",
                       rows, NH_LEVELUP_MAX_ROWS);
    }
    switch (levelup_grid_check(g, err, errlen)) {
    case LEVELUP_BAD_CON:
        return grid_bad(bad, LK_CON);
    case LEVELUP_BAD_XL:
        return grid_bad(bad, LK_XL);
    default:
        return 0;
    }
}
