/* growth_grid: parse the growth inputs, expand the grid into cases (see
 * growth_grid.h).  Messages say what is wrong and what was expected; the
 * caller adds the file and line, or the option. */
#include "kinds/growth/growth_grid.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "nhmc/grid.h"
#include "nhmc/params.h"
#include "nhmc/heroes.h"

static int until_item(const char *item, void *ctx, char *err, size_t errlen);

#define CASE(field) NH_GRID_TO(struct growth_case, field)
/* An on-or-off key into the grid (EvilHack's history). */
#define FLAG(field)                                                                                \
    .flags = NH_KEY_FLAG, .grid = NH_GRID_FLAG, NH_GRID_ONE(struct growth_grid, field)
#define UNTIL_EXPECTED                                                                             \
    "max HP targets 1..100000 (numbers and ranges such as 40-60), or Kxl for K times the XL "      \
    "(5xl; K 1..25)"

const struct nh_key growth_keys[GK_COUNT] = {
    NH_GRID_HERO_KEYS(
        GK, GROWTH_VARIANTS, struct growth_grid, struct growth_case, "Val", start_xl,
        NH_GRID_HERO_HELP("3.4.3, 3.6.7 (default), 5.0 (alias 3.7), dnethack, xnethack, evilhack "
                          "or unnethack; a list runs each",
                          "a role (Valkyrie, Val, valk, Cavewoman), a list, or all (required)",
                          "a race (dwarf, dwa, dwarvish) or list, or valid (the default: each "
                          "role's races, the variant's for its own)",
                          "Con 3..25 at the start (default 10): a value, list or range",
                          "the XL the hero starts at, 1..30 (default 1: the starting max HP; "
                          "above, that many level gains first)")),
    [GK_UNTIL_MAXHP] = {NH_KEY_TEXT("until_maxhp", "50", UNTIL_EXPECTED), .lo = 1,
                        .hi = NH_GROWTH_MAXHP_MAX, .grid = NH_GRID_INTS, .label = "max HP",
                        NH_GRID_AT(struct growth_grid, until), .item = until_item,
                        CASE(until_maxhp),
                        .help = "the target of every nurse event without its own: a max HP, or Kxl "
                                "(K times the XL); a list runs each"},
    [GK_EVENTS] = {NH_KEY_TEXT("events", "level 1-14; quaff full blessed x2", NULL),
                   .missing =
                       "--events is required (e.g. --events \"level 1-14; nurse until 5xl\")",
                   .help = "the timeline (required), e.g. \"level 1-14; nurse until 5xl\""},
    [GK_REPORT] = {NH_KEY_TEXT("report", "after each", NULL),
                   .help =
                       "end (default: after the last event), after each (every event, every XL of "
                       "a level A-B), or at XL 10,20,30 (the first time the hero reaches each XL)"},
    [GK_LITERATE] = {NH_KEY_TEXT("literate", "on",
                                 "on or off: evilhack, a Caveman who has read (no extra HP "
                                 "for never reading)"),
                     FLAG(literate), .help = "evilhack: a Caveman who has read (no never-read HP)"},
    [GK_ABUSED] = {NH_KEY_TEXT("abused", "on",
                               "on or off: evilhack, the hero's alignment was abused (no extra "
                               "HP for an unblemished aasimar)"),
                   FLAG(abused),
                   .help = "evilhack: the alignment was abused (u.ualign.abuse): no unblemished "
                           "aasimar HP; prayers see it too"},
    [GK_PAIRED] = NH_GRID_PAIRED_KEY("con,xl", " (e.g. --paired con,xl --con 10,18 --xl 1,10)"),
};

/* ---- columns ---- */

enum column { C_VARIANT, C_ROLE, C_RACE, C_CON, C_XL, C_UNTIL, C_CHECKPOINT, C_COUNT };

/* Every column a growth table can have: names and headings (the registry's
 * columns, what wiki_columns may name). */
const struct nh_kind_columns growth_columns = {
    C_COUNT,
    {"variant", "role", "race", "con", "xl", "until", "checkpoint"},
    {"Variant", "Role", "Race", "Con", "XL", "until max HP", "checkpoint"}};

/* ---- list items ---- */

/* "5xl" (any case): K (saturating past 1e9); -1 if the item is not of
 * that form. */
static long per_xl_item(const char *item)
{
    const char *p = item;
    long k;
    return grid_digits(&p, &k) && strcasecmp(p, "xl") == 0 ? k : -1;
}

/* An until_maxhp item: "Kxl", stored as -K, or a number or range. */
static int until_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct nh_grid_list *l = ctx;
    long k = per_xl_item(item);
    if (k < 0)
        return grid_int_item(item, ctx, err, errlen);
    if (k < 1 || k > NH_GROWTH_PER_XL_MAX)
        return nh_fail(err, errlen, "\"%s\" is out of range; expected %s", item, l->key->expected);
    return grid_list_add(l, (int)-k, err, errlen);
}

/* One variant with heroes of its own (dNetHack, xNetHack, EvilHack,
 * UnNetHack; a list of that one), role and race not paired: its heroes
 * (its names, "valid" meaning the heroes it starts).  Returns 1 when it
 * does not apply (vanilla's heroes, read by grid_parse_roles_races), else
 * 0 or -1.  xNetHack, EvilHack or UnNetHack beside another variant is
 * refused; dNetHack beside the vanilla versions reads vanilla's heroes. */
static int parse_own_heroes(const char *const texts[GK_COUNT], struct growth_grid *g, int *bad,
                            char *err, size_t errlen)
{
    const struct nh_hero_table *t = nh_heroes(g->variant[0]);
    bool mixed = false;
    for (int v = 1; v < g->n[GK_VARIANT]; v++)
        mixed |= nh_heroes(g->variant[v]) != t;
    for (int v = 0; mixed && v < g->n[GK_VARIANT]; v++)
        if (nh_hero_dice_variant(g->variant[v]))
            return grid_fail(bad, GK_VARIANT, err, errlen,
                             "%s has heroes of its own (docs/%s-heroes.md); expected it alone in "
                             "--variant",
                             variant_name(g->variant[v]), variant_name(g->variant[v]));
    if (mixed || t == &nh_vanilla_heroes)
        return 1;
    if (!texts[GK_ROLE])
        return 1; /* "role is missing" */
    if (g->paired & (NH_BIT(GK_ROLE) | NH_BIT(GK_RACE))) {
        if (t == &nh_dnh_heroes)
            return 1;
        return grid_fail(bad, GK_PAIRED, err, errlen,
                         "role and race are paired with vanilla's heroes only; expected them "
                         "unpaired for %s (each role with each of the races it may be)",
                         variant_name(g->variant[0]));
    }
    struct nh_hero_grid hg;
    memset(&hg, 0, sizeof hg);
    if (parse_roles_races_in(t, texts[GK_ROLE], "valid", &hg, err, errlen) != 0)
        return grid_bad(bad, GK_ROLE);
    const char *races = texts[GK_RACE] ? texts[GK_RACE] : "valid";
    if (parse_roles_races_in(t, texts[GK_ROLE], races, &hg, err, errlen) != 0)
        return grid_bad(bad, GK_RACE);
    for (int p = 0; p < hg.npairs; p++) {
        g->role[p] = hg.pairs[p].role;
        g->race[p] = hg.pairs[p].race;
    }
    g->n[GK_ROLE] = hg.npairs;
    g->n[GK_RACE] = 1;
    return 0;
}

/* EvilHack's literate and abused (src/attrib.c, newhp(); src/pray.c
 * reads u.ualign.abuse too): on only with evilhack, the one game whose
 * gains ask them. */
static int check_history(const struct growth_grid *g, int *bad, char *err, size_t errlen)
{
    static const struct {
        int key;
        const char *what;
    } keys[] = {{GK_LITERATE, "a Caveman's extra HP for never reading"},
                {GK_ABUSED, "an aasimar's extra HP for an unblemished alignment"}};
    for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
        bool on = keys[k].key == GK_LITERATE ? g->literate : g->abused;
        if (on && (g->n[GK_VARIANT] != 1 || g->variant[0] != NH_VEVH))
            return grid_fail(bad, keys[k].key, err, errlen,
                             "only EvilHack has %s; expected --variant evilhack", keys[k].what);
    }
    return 0;
}

static int parse_lists(const char *const texts[GK_COUNT], struct growth_grid *g, int *bad,
                       char *err, size_t errlen)
{
    /* variant first: the vanilla versions and dNetHack (parse_variants
     * refuses the rest, naming them), whose heroes role and race name */
    if (grid_parse_keys(&growth_grid_spec, GK_VARIANT, GK_VARIANT, texts, g, bad, err, errlen) != 0)
        return -1;
    int st = parse_own_heroes(texts, g, bad, err, errlen);
    if (st < 0 ||
        (st == 1 && grid_parse_roles_races(texts, GK_ROLE, GK_RACE, GK_PAIRED, g->paired, "Val",
                                           g->role, g->race, g->n, bad, err, errlen) != 0))
        return -1;
    return grid_parse_keys(&growth_grid_spec, GK_CON, GK_NLISTS - 1, texts, g, bad, err, errlen);
}

/* until_maxhp is the target of "nurse" events without their own: with
 * none of them it would silently mean nothing.  (A bare "nurse" then runs
 * until the target: growth_nurse_hits.) */
static int check_until(struct growth_grid *g, int *bad, char *err, size_t errlen)
{
    bool used = false;
    if (!g->given[GK_UNTIL_MAXHP])
        return 0;
    for (int e = 0; e < g->tl.n; e++) {
        struct growth_event *ev = &g->tl.ev[e];
        if (ev->kind != GE_NURSE || ev->until != 0)
            continue;
        used = true;
    }
    if (used)
        return 0;
    return grid_fail(
        bad, GK_UNTIL_MAXHP, err, errlen,
        "no \"nurse\" event without its own target in events; expected a timeline with a "
        "nurse event (e.g. events = level 10; nurse) or no until_maxhp");
}

size_t growth_grid_count(const struct growth_grid *g)
{
    return grid_count(&growth_grid_spec, g);
}

static void build_case(const struct growth_grid *g, size_t i, struct growth_case *c)
{
    int idx[GK_NLISTS];
    memset(c, 0, sizeof *c);
    grid_case_fill(&growth_grid_spec, g, i, idx, c);
    c->race = g->race[idx[GK_ROLE]]; /* one index: role/race pairs */
    c->history = (g->literate ? NH_HERO_LITERATE : 0u) | (g->abused ? NH_HERO_ABUSED : 0u);
    c->tl = &g->tl;
    c->report = &g->report;
}

void growth_until_text(int until, char *buf, size_t len)
{
    if (until < 0)
        snprintf(buf, len, "%dxl", -until);
    else if (until > 0)
        snprintf(buf, len, "%d", until);
    else
        snprintf(buf, len, "%s", "");
}

/* "3.6.7 Val dwa Con 18 XL 5 until 5xl": the keys the user gave. */
static void case_name(const struct growth_grid *g, const struct growth_case *c, char *buf,
                      size_t len)
{
    char until[24];
    const struct nh_hero_table *t = nh_heroes(c->variant);
    int n = snprintf(buf, len, "%s %s %s Con %d", variant_name(c->variant), t->roles[c->role].abbr,
                     t->races[c->race].abbr, c->con);
    if (n < 0 || (size_t)n >= len)
        return;
    if (g->given[GK_XL])
        n += snprintf(buf + n, len - (size_t)n, " XL %d", c->start_xl);
    if (n >= 0 && (size_t)n < len && g->given[GK_UNTIL_MAXHP]) {
        growth_until_text(c->until_maxhp, until, sizeof until);
        snprintf(buf + n, len - (size_t)n, " until %s", until);
    }
}

/* Case i checked by the rules.  The key at fault: xl if the case passes
 * from XL 1, until_maxhp if it passes without that target, else events. */
static int checked_case(const struct growth_grid *g, size_t i, struct growth_case *c, int *bad,
                        char *err, size_t errlen)
{
    char why[384], where[96], ignored[8];
    build_case(g, i, c);
    *bad = GK_COUNT;
    if (growth_case_check(c, why, sizeof why) == 0)
        return 0;
    struct growth_case alt = *c;
    *bad = GK_EVENTS;
    alt.start_xl = 1;
    if (g->given[GK_XL] && c->start_xl != 1 &&
        growth_case_check(&alt, ignored, sizeof ignored) == 0)
        *bad = GK_XL;
    alt = *c;
    alt.until_maxhp = 0;
    if (*bad == GK_EVENTS && g->given[GK_UNTIL_MAXHP] &&
        growth_case_check(&alt, ignored, sizeof ignored) == 0)
        *bad = GK_UNTIL_MAXHP;
    case_name(g, c, where, sizeof where);
    return nh_fail(err, errlen, "%s: %s", where, why);
}

/* Every case checked, and its rows counted: too many checkpoints in one
 * case, or rows in all, are refused here rather than when the run starts. */
static int check_cases(const struct growth_grid *g, size_t n, int *bad, char *err, size_t errlen)
{
    struct growth_checkpoint cp[GROWTH_MAX_CHECKPOINTS];
    char why[384], where[96];
    size_t rows = 0;
    for (size_t i = 0; i < n; i++) {
        struct growth_case c;
        if (checked_case(g, i, &c, bad, err, errlen) != 0)
            return -1;
        int ncp = growth_checkpoints(&c, cp, GROWTH_MAX_CHECKPOINTS, why, sizeof why);
        if (ncp < 1) {
            case_name(g, &c, where, sizeof where);
            return grid_fail(bad, g->given[GK_REPORT] ? GK_REPORT : GK_EVENTS, err, errlen,
                             "%s: %s", where, why);
        }
        rows += (size_t)ncp;
        if (rows > NH_GROWTH_MAX_ROWS)
            return nh_fail(err, errlen,
                           "more than %d rows (cases times checkpoints); expected at most %d "
                           "(shorter lists, fewer checkpoints, or paired)",
                           NH_GROWTH_MAX_ROWS, NH_GROWTH_MAX_ROWS);
    }
    *bad = GK_COUNT;
    return 0;
}

int growth_grid_parse(const char *const *texts, void *grid, int *bad, char *err, size_t errlen)
{
    struct growth_grid *g = grid;
    /* paired first (grid_parse_start): it decides how role and race are read */
    if (grid_parse_start(&growth_grid_spec, texts, g, bad, err, errlen) != 0 ||
        parse_lists(texts, g, bad, err, errlen) != 0)
        return -1;
    if (!texts[GK_EVENTS]) {
        grid_missing(&growth_keys[GK_EVENTS], "", err, errlen);
        return grid_bad(bad, GK_EVENTS);
    }
    if (growth_parse_events(texts[GK_EVENTS], &g->tl, err, errlen) != 0)
        return grid_bad(bad, GK_EVENTS);
    if (growth_parse_report(texts[GK_REPORT] ? texts[GK_REPORT] : "end", &g->report, err, errlen) !=
        0)
        return grid_bad(bad, GK_REPORT);
    if (grid_parse_keys(&growth_grid_spec, GK_LITERATE, GK_ABUSED, texts, g, bad, err, errlen) !=
            0 ||
        check_history(g, bad, err, errlen) != 0 || check_until(g, bad, err, errlen) != 0 ||
        grid_parse_finish(&growth_grid_spec, g, bad, err, errlen) != 0)
        return -1;
    return check_cases(g, growth_grid_count(g), bad, err, errlen);
}

/* ---- columns ---- */

/* The columns of the grid's table: xl and until when given. */
static unsigned shown(const struct growth_grid *g)
{
    return NH_BIT(C_VARIANT) | NH_BIT(C_ROLE) | NH_BIT(C_RACE) | NH_BIT(C_CON) |
           (g->given[GK_XL] ? NH_BIT(C_XL) : 0) | (g->given[GK_UNTIL_MAXHP] ? NH_BIT(C_UNTIL) : 0) |
           NH_BIT(C_CHECKPOINT);
}

int growth_grid_columns(const struct growth_grid *g, const char **names, const char **labels,
                        unsigned *numeric)
{
    bool per_xl = false;
    for (int i = 0; i < g->n[GK_UNTIL_MAXHP]; i++)
        per_xl |= g->until[i] < 0;
    unsigned num = NH_BIT(C_CON) | NH_BIT(C_XL) | (per_xl ? 0u : NH_BIT(C_UNTIL));
    return grid_columns(&growth_columns, shown(g), num, names, labels, numeric);
}

int growth_grid_case(const struct growth_grid *g, size_t i, struct growth_case *c,
                     char grid_text[][NH_GRID_TEXT], char *err, size_t errlen)
{
    int bad; /* no key to blame: the grid was checked */
    if (checked_case(g, i, c, &bad, err, errlen) != 0)
        return -1;
    char until[NH_GRID_TEXT];
    growth_until_text(c->until_maxhp, until, sizeof until);
    struct nh_grid_cell cell[C_COUNT] = {
        [C_CON] = {NULL, c->con}, [C_XL] = {NULL, c->start_xl}, [C_UNTIL] = {until, 0}};
    grid_hero_cells(&cell[C_VARIANT], c->variant, c->role, c->race);
    grid_row_texts(cell, C_COUNT, shown(g) & ~NH_BIT(C_CHECKPOINT), grid_text); /* per row */
    return 0;
}

/* ---- the grid as the shared layer reads it ---- */

/* Its cases are checked with their rows (check_cases), not here. */
const struct nh_grid_spec growth_grid_spec = {
    growth_keys,
    GK_COUNT,
    0,
    GK_NLISTS - 1,
    GK_PAIRED,
    "variant, role, race, con, xl, until_maxhp",
    GK_ROLE,
    GK_RACE,
    NH_GROWTH_MAX_CASES,
    NULL,
    NULL,
    NULL,
    NH_GRID_SPEC_OF(struct growth_grid, struct growth_case)};
