/* levelup_grid: the inputs of kind levelup (the [hero] keys with [run]
 * variant, or the options of `nhmc levelup`), and what it cannot run, said
 * before it runs. */
#include <stdio.h>

#include "kinds/levelup/levelup_impl.h"
#include "nhmc/heroes.h"
#include "nhmc/dnh_attr.h"
#include "nhmc/grid.h"
#include "nhmc/params.h"

const struct nh_key levelup_keys[LK_COUNT] = {
    [LK_VARIANT] = {NH_KEY_TEXT("variant", "3.6.7", NULL), .flags = NH_KEY_RUN,
                    .help = "3.4.3, 3.6.7 (default), 5.0 (alias 3.7), dnethack, xnethack, evilhack "
                            "or unnethack; a list runs each (the last three alone)"},
    [LK_ROLE] =
        {NH_KEY_TEXT("role", "all", NULL), .flags = NH_KEY_REQUIRED,
         .missing = "--role is required (e.g. --role Val, or --role all)",
         .error_name = "--role/--race",
         .help = "a role (Valkyrie, Val, valk, Priestess), a list (Val,Sam) or all; dnethack, "
                 "xnethack, evilhack and unnethack have their own (nhmc list roles --variant V)"},
    [LK_RACE] = {NH_KEY_TEXT("race", "valid", NULL), .error_name = "--role/--race",
                 .help = "a race (dwarf, dwa or dwarvish), a list, or valid (the default: each "
                         "role's own races in the variant's table)"},
    [LK_CON] = {NH_KEY_TEXT("con", "3-25", NULL), .flags = NH_KEY_REQUIRED,
                .missing = "--con is required (e.g. --con 16, 3-25 or rolled)",
                .help = "Con 3..25: a value, a list or a range (3-25), or rolled"},
    [LK_XL] = {NH_KEY_TEXT("xl", "1-30", NULL), .flags = NH_KEY_REQUIRED,
               .missing = "--xl is required (e.g. --xl 1-30 or --xl 1,10,30)",
               .help =
                   "XL 1..30: a value, a list or a range (1,10,30 or 1-30); 30+K is XL 30 after K "
                   "further gains there (e.g. gain level; dnethack: into its soft-capped bonus)"},
    [LK_LITERATE] = {NH_KEY_TEXT("literate", "on",
                                 "on or off: evilhack, a Caveman who has read (no extra HP "
                                 "for never reading)"),
                     .flags = NH_KEY_FLAG,
                     .help = "evilhack: a Caveman who has read (no never-read HP)"},
    [LK_ABUSED] = {NH_KEY_TEXT("abused", "on",
                               "on or off: evilhack, an aasimar whose alignment was abused (no "
                               "extra HP for an unblemished one)"),
                   .flags = NH_KEY_FLAG,
                   .help = "evilhack: an aasimar once abused (no unblemished HP)"},
    [LK_DUMPLOG] = {NH_KEY_TEXT("dumplog", "games/hero.txt", "a NetHack 3.6 or 5.0 dumplog"),
                    .flags = NH_KEY_FILE,
                    .help =
                        "the hero of a NetHack 3.6 or 5.0 (3.7) dumplog: its variant, role, race, "
                        "Con and XL, and where its max HP stands (as --hp), exactly; options given "
                        "as well are used instead of the dump's. Each value only from where the "
                        "game writes it, and only if the places stating it agree (else exit 2); a "
                        "polymorphed hero's max HP from \"You were level N with a maximum of M\""},
};

const struct nh_hero_table *levelup_grid_heroes(const struct nh_hero_grid *g)
{
    const struct nh_hero_table *t = g->nvariants > 0 ? nh_heroes(g->variants[0]) : NULL;
    for (int v = 1; v < g->nvariants; v++)
        if (nh_heroes(g->variants[v]) != t)
            return &nh_vanilla_heroes;
    return t ? t : &nh_vanilla_heroes;
}

/* A variant with heroes of its own besides another variant: its role and
 * race numbers are not the other's; NULL if none. */
static const char *mixed_heroes(const struct nh_hero_grid *g)
{
    for (int v = 0; v < g->nvariants && g->nvariants > 1; v++)
        if (nh_hero_dice_variant(g->variants[v]))
            return variant_name(g->variants[v]);
    return NULL;
}

int levelup_grid_check(const struct nh_hero_grid *g, char *err, size_t errlen)
{
    bool dnh = false, rolled = false;
    for (int c = 0; c < g->ncon; c++)
        rolled |= g->con[c] == NH_CON_ROLLED;
    for (int v = 0; v < g->nvariants; v++)
        dnh |= g->variants[v] == NH_VDNH;
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

/* EvilHack's --literate and --abused (src/attrib.c, newhp()): on only with
 * --variant evilhack, the one game whose gains ask them. */
static int parse_history(const char *const *texts, const struct nh_hero_grid *g, unsigned *history,
                         int *bad, char *err, size_t errlen)
{
    static const struct {
        int key;
        unsigned bit;
        const char *what;
    } keys[] = {{LK_LITERATE, NH_HERO_LITERATE, "a Caveman's extra HP for never reading"},
                {LK_ABUSED, NH_HERO_ABUSED, "an aasimar's extra HP for an unblemished alignment"}};
    *history = 0;
    for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
        bool on = false;
        const char *text = texts[keys[k].key];
        if (text && parse_on_off(text, &on) != 0)
            return grid_fail(bad, keys[k].key, err, errlen,
                             "\"%s\" is not on or off; expected on or off", text);
        if (!on)
            continue;
        if (g->nvariants != 1 || g->variants[0] != NH_VEVH) {
            *bad = keys[k].key;
            return nh_fail(err, errlen, "only EvilHack has %s; expected --variant evilhack",
                           keys[k].what);
        }
        *history |= keys[k].bit;
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
    const char *own = mixed_heroes(g);
    if (own) {
        nh_fail(err, errlen,
                "%s has heroes of its own (docs/%s-heroes.md); expected it alone in --variant", own,
                own);
        return grid_bad(bad, LK_VARIANT);
    }
    if (parse_history(texts, g, &lg->history, bad, err, errlen) != 0)
        return -1;
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
