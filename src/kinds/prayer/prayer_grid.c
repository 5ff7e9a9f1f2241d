/* prayer_grid: parse the prayer inputs, expand the grid into cases (see
 * prayer_grid.h).  Messages say what is wrong and what was expected; the
 * caller adds the file and line, or the option. */
#include "kinds/prayer/prayer_grid.h"
#include "nhmc/dnh.h"
#include "nhmc/heroes.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "nhmc/grid.h"
#include "nhmc/params.h"

#define RECORD_MAX (10 + PRAYER_TURN_MAX / 200) /* prayer_align_limit(PRAYER_TURN_MAX) */

static const struct nh_grid_word maxhp_words[] = {
    {"rolled", PRAYER_MAXHP_ROLLED}, {"start", PRAYER_GRID_MAXHP_START}, {NULL, 0}};
static const struct nh_grid_word luck_words[] = {{"base", PRAYER_GRID_LUCK_BASE}, {NULL, 0}};
static const struct nh_grid_word record_words[] = {{"start", PRAYER_GRID_RECORD_START}, {NULL, 0}};
static const struct nh_grid_word hp_words[] = {{"low", 1}, {NULL, 0}};

/* A list key of whole numbers lo..hi (SIGNED: negative too), with its
 * label and default. */
#define LIST(flags, field, label_text, fallback_value)                                             \
    .grid = (flags), .label = (label_text), NH_GRID_AT(struct prayer_grid, field),                 \
    .fallback = (fallback_value)
#define INTS(...)   LIST(NH_GRID_INTS, __VA_ARGS__)
#define SIGNED(...) LIST(NH_GRID_INTS | NH_GRID_NEGATIVE, __VA_ARGS__)
/* A flag, or one number lo..hi (messages: "(one value)"), into the grid. */
#define FLAG(field)                                                                                \
    .flags = NH_KEY_FLAG, .grid = NH_GRID_FLAG, NH_GRID_ONE(struct prayer_grid, field)
#define ONE(field) .grid = NH_GRID_INT | NH_GRID_ONE_VALUE, NH_GRID_ONE(struct prayer_grid, field)
/* dNetHack's words of one value, unset when not given. */
#define WORD(field, what)                                                                          \
    .grid = NH_GRID_WORD, NH_GRID_ONE(struct prayer_grid, field), .label = (what),                 \
    .fallback = PRAYER_GRID_UNSET
/* The field of the case a list key's value goes to. */
#define CASE(field) NH_GRID_TO(struct prayer_case, field)

static const struct nh_grid_word alignment_words[] = {{"lawful|law", PRAYER_LAWFUL},
                                                      {"neutral|neu", PRAYER_NEUTRAL},
                                                      {"chaotic|cha", PRAYER_CHAOTIC},
                                                      {NULL, 0}};

static const char *altar_name(int a)
{
    return prayer_altar_name((enum prayer_altar)a);
}

static const struct nh_grid_names altars = {"altar", "each altar once", prayer_altar_parse,
                                            altar_name};

const struct nh_key prayer_keys[PK_COUNT] = {
    NH_GRID_HERO_KEYS(
        PK, PRAYER_VARIANTS, struct prayer_grid, struct prayer_case, "Tou", xl,
        NH_GRID_HERO_HELP(
            "3.4.3, 3.6.7 (default), 5.0 (alias 3.7) or dnethack (its own roles and races, rules "
            "and outcomes: see below; max HP a number, not polymorphed); xnethack, evilhack or "
            "unnethack (their own heroes, each alone); a list runs each",
            "a role (Tou or Tourist), a list, or all (required)",
            "a race or list, or valid (the default: each role's races)",
            "Con 3..25 (default 10); Con matters only for rolled max HP", "XL 1..30 (default 1)")),
    [PK_MAXHP] =
        {NH_KEY_TEXT("maxhp", "10",
                     "max HP 1..100000 (numbers and ranges), rolled (by the level-up rules) or "
                     "start (the starting max HP, XL 1 only)"),
         .lo = 1, .hi = PRAYER_MAX_HP, INTS(maxhp, "max HP", PRAYER_GRID_MAXHP_DEFAULT),
         .words = maxhp_words,
         .help =
             "max HP 1..100000, rolled (drawn by the level-up rules for the role, race, Con and "
             "XL) or start (the starting max HP, XL 1 only); default start at XL 1, rolled above"},
    [PK_TURN] = {NH_KEY_TEXT("turn", "101",
                             "turns 1..1000000: numbers and ranges such as 91-111 or 101,201,301"),
                 .lo = 1, .hi = PRAYER_TURN_MAX,
                 .missing = "--turn is required (e.g. --turn 101, 91-111 or 101,201,301)",
                 INTS(turn, "turn", 0), CASE(turn),
                 .help = "the turn of the prayer, 1..1000000 (required)"},
    [PK_LUCK] =
        {NH_KEY_TEXT("luck", "0", "Luck -10..10 (numbers and ranges such as -1-3), or base"),
         .lo = PRAYER_LUCK_MIN, .hi = PRAYER_LUCK_MAX, SIGNED(luck, "Luck", PRAYER_GRID_LUCK_BASE),
         .words = luck_words,
         .help =
             "Luck -10..10, or base (the default: 0, +1 at full moon, -1 on Friday the 13th, +1 "
             "for a 5.0 Archeologist's fedora; dnethack: the game's starting Luck timed out to T)"},
    [PK_RECORD] =
        {NH_KEY_TEXT("record", "10",
                     "alignment records -1000..5010 (numbers and ranges), or start (the role's "
                     "starting record)"),
         .lo = PRAYER_RECORD_MIN, .hi = RECORD_MAX,
         SIGNED(record, "record", PRAYER_GRID_RECORD_START), .words = record_words,
         .help = "alignment record, at most 10 + T/200 (dnethack: less the sins, or the starting "
                 "record); default start, the role's starting record (0 for Cav, Pri, Tou, Val, "
                 "Wiz, which halves the chance of being healed; 10 for the others)"},
    [PK_WISHES] =
        {NH_KEY_TEXT("wishes", "1", "wishes 0..20: numbers and ranges"), .lo = 0,
         .hi = PRAYER_MAX_WISHES, INTS(wishes, "wishes", 0), CASE(wishes),
         .help = "wishes made before, 0..20 (default 0; each adds 50..149 to the prayer timeout)"},
    [PK_ALTAR] = {NH_KEY_TEXT("altar", "coaligned",
                              "none, coaligned, shrine, crossaligned or opposed"),
                  .grid = NH_GRID_INTS, NH_GRID_AT(struct prayer_grid, altar),
                  .fallback = PRAYER_OFF_ALTAR, .names = &altars, CASE(altar),
                  .help = "none (default), coaligned, shrine (a co-aligned temple), crossaligned "
                          "or opposed (lawful on chaotic or chaotic on lawful; a Healer, Tourist "
                          "or gnome is always neutral, so opposed is crossaligned for them)"},
    [PK_HP] = {NH_KEY_TEXT("hp", "1", "HP 1..100000 (numbers and ranges), or low (1)"), .lo = 1,
               .hi = PRAYER_MAX_HP, INTS(hp, "HP", 1), .words = hp_words, CASE(hp),
               .help = "HP at the prayer, at most max HP (default low: 1)"},
    [PK_FULL_MOON] = {NH_KEY_TEXT("full_moon", "on", "on or off"), FLAG(full_moon),
                      .help = "the moon is full (base Luck +1)"},
    [PK_FRIDAY13] = {NH_KEY_TEXT("friday13", "on", "on or off"), FLAG(friday13),
                     .help = "it is Friday the 13th (base Luck -1)"},
    [PK_FEDORA] = {NH_KEY_TEXT("fedora", "off", "on or off"), .option = "no-fedora",
                   .flag_value = "off", FLAG(fedora), .fallback = true,
                   .help = "a 5.0 Archeologist does not wear the fedora (no +1 Luck)"},
    [PK_ANGER] = {NH_KEY_TEXT("anger", "1", "the god's anger 0..20"), .lo = 0,
                  .hi = NH_PRAYER_MAX_ANGER, ONE(base.anger),
                  .help = "the god's anger 0..20 (default 0; dnethack: the game's)"},
    [PK_MH] = {NH_KEY_TEXT("mh", "10", "the polymorphed form's HP, 1..mhmax"), .lo = 1,
               .hi = PRAYER_MAX_HP, ONE(base.mh), .help = "polymorphed: the form's HP and max HP"},
    [PK_MHMAX] = {NH_KEY_TEXT("mhmax", "30", "the polymorphed form's max HP, 1..100000"), .lo = 1,
                  .hi = PRAYER_MAX_HP, ONE(base.mhmax),
                  .help = "polymorphed: the form's HP and max HP"},
    [PK_UNCHANGING] = {NH_KEY_TEXT("unchanging", "on", "on or off"), FLAG(base.unchanging),
                       .help = "polymorphed with Unchanging (5.0: then low mh is trouble)"},
    [PK_DEMIGOD] = {NH_KEY_TEXT("demigod", "on", "on or off"), FLAG(base.demigod),
                    .help = "the hero is a demigod (the new timeout adds rnz(1000))"},
    [PK_CROWNED] = {NH_KEY_TEXT("crowned", "on", "on or off"), FLAG(base.crowned),
                    .help = "the hero was crowned (the new timeout adds rnz(1000))"},
    [PK_TUNE_KNOWN] = {NH_KEY_TEXT("tune_known", "on", "on or off"), FLAG(base.tune_known),
                       .help = "the castle tune is known (that boon becomes the glow)"},
    [PK_PAIRED] =
        NH_GRID_PAIRED_KEY("xl,maxhp", " (e.g. --paired xl,maxhp --xl 1,8 --maxhp 12,60)"),
    [PK_ALIGNMENT] =
        {NH_KEY_TEXT("alignment", "lawful",
                     "lawful, neutral or chaotic (dnethack, evilhack, unnethack; default the "
                     "first the hero may have)"),
         WORD(alignment, "alignment"), .words = alignment_words,
         .help =
             "lawful, neutral or chaotic: a lawful god may send an angel; default the first the "
             "hero may have after u_init() (lawful, neutral, chaotic); a Binder prays to the Void"},
    [PK_HOLINESS] = {NH_KEY_TEXT("god_holiness", "neutral",
                                 "holy, neutral or unholy: the god prayed to (dnethack; default "
                                 "the hero's own god's)"),
                     WORD(holiness, "holiness"), .word = prayer_holiness_parse,
                     .help = "holy, neutral or unholy: the god prayed to; an undead (vampire) hero "
                             "is turned by a holy one, by a neutral one 1 time in 10; default the "
                             "hero's own god's (a Binder off an altar: the Void, never)"},
    [PK_LUCK_TURN] = {NH_KEY_TEXT("luck_turn", "0",
                                  "the turn Luck last timed out, 0..the turn (dnethack, evilhack, "
                                  "unnethack; default 0)"),
                      .lo = 0, .hi = PRAYER_TURN_MAX, ONE(base.luck_turn),
                      .help =
                          "the turn Luck last timed out (u.luckturn; default 0, or the starting "
                          "Luck's last step): Luck steps toward its base once 600 turns (300 while "
                          "the god is angry) have passed since then, not on multiples of 600"},
    [PK_ABUSED] = {NH_KEY_TEXT("abused", "on", "on or off (evilhack)"), FLAG(base.abused),
                   .help = "evilhack: the hero's alignment was abused (u.ualign.abuse): a "
                           "Caveman's god then pats his head 9 times in 10, and an aasimar's "
                           "rolled max HP has no extra dice"},
};

/* ---- columns ---- */

enum column {
    C_VARIANT,
    C_ROLE,
    C_RACE,
    C_CON,
    C_XL,
    C_MAXHP,
    C_TURN,
    C_LUCK,
    C_RECORD,
    C_WISHES,
    C_ALTAR,
    C_HP,
    C_COUNT
};

/* Every column a prayer table can have: names and headings (the registry's
 * columns, what wiki_columns may name). */
const struct nh_kind_columns prayer_columns = {C_COUNT,
                                               {"variant", "role", "race", "con", "xl", "maxhp",
                                                "turn", "luck", "record", "wishes", "altar", "hp"},
                                               {"Variant", "Role", "Race", "Con", "XL", "max HP",
                                                "turn", "Luck", "record", "wishes", "altar", "HP"}};

/* ---- list items ---- */

/* ---- parsing ---- */

/* The hero table of the grid's variants when they are all one variant with
 * heroes of its own (dNetHack, xNetHack, EvilHack, UnNetHack), else NULL. */
static const struct nh_hero_table *own_heroes(const struct prayer_grid *g)
{
    if (prayer_grid_all_dnh(g))
        return &nh_dnh_heroes;
    const struct nh_hero_table *t = g->n[PK_VARIANT] > 0 ? nh_heroes(g->variant[0]) : NULL;
    if (!t || t == &nh_vanilla_heroes)
        return NULL;
    for (int v = 1; v < g->n[PK_VARIANT]; v++)
        if (nh_heroes(g->variant[v]) != t)
            return NULL;
    return t;
}

static int parse_lists(const char *const texts[PK_COUNT], struct prayer_grid *g, int *bad,
                       char *err, size_t errlen)
{
    /* variant first: the vanilla versions and dNetHack, whose heroes role
     * and race name */
    if (grid_parse_keys(&prayer_grid_spec, PK_VARIANT, PK_VARIANT, texts, g, bad, err, errlen) != 0)
        return -1;
    /* dNetHack with the vanilla versions reads vanilla's heroes, as before
     * the other variants came */
    const struct nh_hero_table *own = own_heroes(g);
    for (int v = 0; !own && v < g->n[PK_VARIANT]; v++)
        if (nh_heroes(g->variant[v]) != &nh_vanilla_heroes && g->variant[v] != NH_VDNH)
            return grid_fail(bad, PK_VARIANT, err, errlen,
                             "%s has heroes of its own (docs/%s-heroes.md); expected it alone in "
                             "variant",
                             variant_name(g->variant[v]), variant_name(g->variant[v]));
    if (own) {
        if (prayer_grid_dnh_heroes(own, texts, g, bad, err, errlen) != 0)
            return -1;
    } else if (grid_parse_roles_races(texts, PK_ROLE, PK_RACE, PK_PAIRED, g->paired, "Tou", g->role,
                                      g->race, g->n, bad, err, errlen) != 0) {
        return -1;
    }
    if (!texts[PK_TURN]) {
        grid_missing(&prayer_keys[PK_TURN], " (or 91-111, or 101,201,301)", err, errlen);
        return grid_bad(bad, PK_TURN);
    }
    return grid_parse_keys(&prayer_grid_spec, PK_CON, PK_NLISTS - 1, texts, g, bad, err, errlen);
}

/* The single values that depend on each other. */
static int check_singles(const char *const texts[PK_COUNT], struct prayer_grid *g, int *bad,
                         char *err, size_t errlen)
{
    struct prayer_case *b = &g->base;
    if (!texts[PK_MH] != !texts[PK_MHMAX]) {
        return grid_fail(
            bad, texts[PK_MH] ? PK_MH : PK_MHMAX, err, errlen,
            "a polymorphed hero needs both mh and mhmax; expected e.g. mh = 10 and mhmax = 30");
    }
    b->polyd = texts[PK_MH] != NULL;
    if (b->polyd && b->mh > b->mhmax) {
        return grid_fail(bad, PK_MH, err, errlen, "mh %d is above mhmax %d; expected 1..%d", b->mh,
                         b->mhmax, b->mhmax);
    }
    if (b->unchanging && !b->polyd) {
        return grid_fail(
            bad, PK_UNCHANGING, err, errlen,
            "Unchanging matters only to a polymorphed hero; expected mh and mhmax too");
    }
    return 0;
}

size_t prayer_grid_count(const struct prayer_grid *g)
{
    return grid_count(&prayer_grid_spec, g);
}

int prayer_grid_parse(const char *const *texts, void *grid, int *bad, char *err, size_t errlen)
{
    struct prayer_grid *g = grid;
    /* paired first (grid_parse_start): it decides how role and race are read */
    if (grid_parse_start(&prayer_grid_spec, texts, g, bad, err, errlen) != 0 ||
        parse_lists(texts, g, bad, err, errlen) != 0 ||
        grid_parse_keys(&prayer_grid_spec, PK_FULL_MOON, PK_TUNE_KNOWN, texts, g, bad, err,
                        errlen) != 0 ||
        check_singles(texts, g, bad, err, errlen) != 0 ||
        prayer_grid_dnh_singles(texts, g, bad, err, errlen) != 0)
        return -1;
    return grid_parse_finish(&prayer_grid_spec, g, bad, err, errlen);
}

/* ---- cases ---- */

/* Case i without the rules' check.  Returns 0, or -1 with *bad and a
 * message (without the case's name) for the grid's own checks. */
static int build_case(const struct prayer_grid *g, size_t i, struct prayer_case *c,
                      struct prayer_case_info *info, int *bad, char *err, size_t errlen)
{
    int idx[PK_NLISTS];
    *c = g->base;
    grid_case_fill(&prayer_grid_spec, g, i, idx, c);
    *info = (struct prayer_case_info){false, false, false, false, false};
    c->race = g->race[idx[PK_ROLE]]; /* one index: role/race pairs */
    c->base_luck = prayer_base_luck(c->variant, c->role, g->full_moon, g->friday13, g->fedora);
    int luck = g->luck[idx[PK_LUCK]];
    info->luck_default = luck == PRAYER_GRID_LUCK_BASE;
    c->luck = info->luck_default ? c->base_luck : luck;
    int record = g->record[idx[PK_RECORD]];
    info->record_default = record == PRAYER_GRID_RECORD_START;
    c->record = info->record_default ? nh_heroes(c->variant)->roles[c->role].initrecord : record;
    int maxhp = g->maxhp[idx[PK_MAXHP]];
    if (maxhp == PRAYER_GRID_MAXHP_DEFAULT)
        maxhp = c->xl == 1 ? PRAYER_GRID_MAXHP_START : PRAYER_MAXHP_ROLLED;
    info->maxhp_start = maxhp == PRAYER_GRID_MAXHP_START;
    if (info->maxhp_start)
        maxhp = c->variant == NH_VDNH
                    ? dnh_maxhp(c->race, dnh_start_rolled(c->role, c->race), 1, c->con)
                    : prayer_start_maxhp(c->variant, c->role, c->race);
    c->maxhp = maxhp;

    *bad = PK_COUNT;
    if (prayer_grid_dnh_case(g, c, info, bad, err, errlen) != 0 ||
        prayer_grid_var_case(g, c, info, bad, err, errlen) != 0)
        return -1;
    /* `opposed` for a neutral hero is what the game makes of it: a
     * cross-aligned altar (docs/rules.md, Prayer verdict); dNetHack's
     * alignment is known only now. */
    c->altar = prayer_altar_for(c, c->altar);
    if (info->maxhp_start && c->xl != 1 && c->maxhp != PRAYER_MAXHP_ROLLED) {
        *bad = PK_MAXHP;
        return nh_fail(err, errlen,
                       "maxhp start (the starting max HP) is for XL 1 only; at XL %d expected a "
                       "number or rolled",
                       c->xl);
    }
    if (c->maxhp != PRAYER_MAXHP_ROLLED && c->hp > c->maxhp) {
        *bad = g->given[PK_HP] ? PK_HP : PK_COUNT;
        return nh_fail(err, errlen, "HP %d is above max HP %d%s; expected 1..%d", c->hp, c->maxhp,
                       info->maxhp_start ? " (the starting max HP)" : "", c->maxhp);
    }
    int limit = prayer_case_align_limit(c, c->turn);
    if (!prayer_record_possible(c)) {
        *bad = g->given[PK_RECORD] ? PK_RECORD : PK_COUNT;
        if (c->variant == NH_VDNH)
            return nh_fail(err, errlen,
                           "record %d is above the alignment limit at turn %d (min(100, 10 + "
                           "T/200 - sins) = %d, sins %d: dNetHack include/align.h, src/u_init.c) "
                           "and is not the starting record; expected at most %d",
                           c->record, c->turn, limit, c->sins, limit);
        return nh_fail(err, errlen,
                       "record %d is above the alignment limit at turn %d (10 + T/200 = %d); "
                       "expected at most %d",
                       c->record, c->turn, limit, limit);
    }
    return 0;
}

/* "3.6.7 Tou hum XL 1 turn 101" */
static void case_name(const struct prayer_case *c, char *buf, size_t len)
{
    const struct nh_hero_table *h = nh_heroes(c->variant);
    snprintf(buf, len, "%s %s %s XL %d turn %d", variant_name(c->variant), h->roles[c->role].abbr,
             h->races[c->race].abbr, c->xl, c->turn);
}

/* Case i fully checked: the grid's checks, then the rules'. */
static int checked_case(const void *grid, size_t i, void *out, int *bad, char *err, size_t errlen)
{
    const struct prayer_grid *g = grid;
    struct prayer_case *c = out;
    struct prayer_case_info info;
    char why[384], where[96];
    int st = build_case(g, i, c, &info, bad, why, sizeof why);
    if (st == 0 && prayer_case_check(c, why, sizeof why) != 0) {
        st = -1;
        *bad = PK_COUNT;
        /* Only HP at fault if the case passes with HP 1 (HP above the
         * least rolled max HP). */
        struct prayer_case low = *c;
        char ignored[8];
        low.hp = 1;
        if (g->given[PK_HP] && c->hp > 1 && prayer_case_check(&low, ignored, sizeof ignored) == 0)
            *bad = PK_HP;
    }
    if (st != 0) {
        case_name(c, where, sizeof where);
        return nh_fail(err, errlen, "%s: %s", where, why);
    }
    return 0;
}

void prayer_grid_case_info(const struct prayer_grid *g, size_t i, struct prayer_case_info *info)
{
    struct prayer_case c;
    int bad;
    char ignored[8];
    build_case(g, i, &c, info, &bad, ignored, sizeof ignored);
}

/* ---- columns ---- */

/* The columns of the grid's table: wishes, altar and hp when given. */
static unsigned shown(const struct prayer_grid *g)
{
    return NH_BIT(C_VARIANT) | NH_BIT(C_ROLE) | NH_BIT(C_RACE) | NH_BIT(C_CON) | NH_BIT(C_XL) |
           NH_BIT(C_MAXHP) | NH_BIT(C_TURN) | NH_BIT(C_LUCK) | NH_BIT(C_RECORD) |
           (g->given[PK_WISHES] ? NH_BIT(C_WISHES) : 0) |
           (g->given[PK_ALTAR] ? NH_BIT(C_ALTAR) : 0) | (g->given[PK_HP] ? NH_BIT(C_HP) : 0);
}

/* Whether some case has its max HP rolled. */
static bool any_rolled(const struct prayer_grid *g)
{
    bool xl_above_1 = false;
    for (int i = 0; i < g->n[PK_XL]; i++)
        xl_above_1 |= g->xl[i] > 1;
    for (int i = 0; i < g->n[PK_MAXHP]; i++)
        if (g->maxhp[i] == PRAYER_MAXHP_ROLLED ||
            (g->maxhp[i] == PRAYER_GRID_MAXHP_DEFAULT && xl_above_1))
            return true;
    return false;
}

int prayer_grid_columns(const struct prayer_grid *g, const char **names, const char **labels,
                        unsigned *numeric)
{
    unsigned text = NH_BIT(C_VARIANT) | NH_BIT(C_ROLE) | NH_BIT(C_RACE) | NH_BIT(C_ALTAR) |
                    (any_rolled(g) ? NH_BIT(C_MAXHP) : 0u);
    return grid_columns(&prayer_columns, shown(g), ~text, names, labels, numeric);
}

int prayer_grid_case(const struct prayer_grid *g, size_t i, struct prayer_case *c,
                     char grid_text[][NH_GRID_TEXT], char *err, size_t errlen)
{
    if (grid_case_checked(&prayer_grid_spec, g, i, c, err, errlen) != 0)
        return -1;
    struct nh_grid_cell cell[C_COUNT] = {
        [C_CON] = {NULL, c->con},
        [C_XL] = {NULL, c->xl},
        [C_MAXHP] = {c->maxhp == PRAYER_MAXHP_ROLLED ? "rolled" : NULL, c->maxhp},
        [C_TURN] = {NULL, c->turn},
        [C_LUCK] = {NULL, c->luck},
        [C_RECORD] = {NULL, c->record},
        [C_WISHES] = {NULL, c->wishes},
        [C_ALTAR] = {prayer_altar_name(c->altar), 0},
        [C_HP] = {NULL, c->hp}};
    grid_hero_cells(&cell[C_VARIANT], c->variant, c->role, c->race);
    grid_row_texts(cell, C_COUNT, shown(g), grid_text);
    return 0;
}

/* ---- description ---- */

/* Whether the grid has a 5.0 Archeologist (whose fedora adds to base Luck). */
static bool has_50_archeologist(const struct prayer_grid *g)
{
    bool v50 = false, arc = false;
    for (int i = 0; i < g->n[PK_VARIANT]; i++)
        v50 |= g->variant[i] == NH_V50;
    for (int i = 0; i < g->n[PK_ROLE]; i++)
        arc |= g->role[i] == 0; /* Archeologist */
    return v50 && arc;
}

void prayer_grid_describe(const struct prayer_grid *g, char *buf, size_t len)
{
    const struct prayer_case *b = &g->base;
    struct nh_grid_note t = {buf, len, 0};
    buf[0] = '\0';
    if (!g->given[PK_ALTAR])
        grid_note_part(&t, "off an altar");
    if (!g->given[PK_HP])
        grid_note_part(&t, "HP 1%s", b->polyd ? "" : " (in trouble)");
    if (b->polyd)
        grid_note_part(&t, "polymorphed, mh %d of %d%s", b->mh, b->mhmax,
                       b->unchanging ? ", Unchanging" : "");
    if (!g->given[PK_LUCK]) {
        bool fedora = g->fedora && has_50_archeologist(g);
        if (!g->full_moon && !g->friday13 && !fedora) {
            grid_note_part(&t, "Luck base 0");
        } else {
            grid_note_part(&t, "Luck base (");
            const char *sep = "";
            if (g->full_moon) {
                grid_note_add(&t, "full moon +1");
                sep = ", ";
            }
            if (g->friday13) {
                grid_note_add(&t, "%sFriday the 13th -1", sep);
                sep = ", ";
            }
            if (fedora)
                grid_note_add(&t, "%s5.0 Archeologist's fedora +1", sep);
            grid_note_add(&t, ")");
        }
    } else if (g->full_moon || g->friday13) {
        grid_note_part(&t, "Luck times out to %s",
                       g->full_moon && g->friday13 ? "0 (full moon, Friday the 13th)"
                       : g->full_moon              ? "+1 (full moon)"
                                                   : "-1 (Friday the 13th)");
    }
    if (!g->given[PK_RECORD])
        grid_note_part(&t, "record: the role's starting record");
    if (!g->given[PK_WISHES])
        grid_note_part(&t, "no wishes");
    if (b->anger)
        grid_note_part(&t, "god's anger %d", b->anger);
    const struct nh_grid_note_switch switches[] = {
        {b->demigod, "demigod"}, {b->crowned, "crowned"}, {b->tune_known, "castle tune known"}};
    grid_note_switches(&t, switches, sizeof switches / sizeof switches[0]);
    prayer_grid_dnh_describe(g, &t);
}

/* ---- the grid as the shared layer reads it ---- */

const struct nh_grid_spec prayer_grid_spec = {
    prayer_keys,
    PK_COUNT,
    0,
    PK_NLISTS - 1,
    PK_PAIRED,
    "role, race, con, xl, maxhp, turn, luck, record, wishes, altar, hp",
    PK_ROLE,
    PK_RACE,
    NH_PRAYER_MAX_CASES,
    NULL,
    checked_case,
    NULL,
    NH_GRID_SPEC_OF(struct prayer_grid, struct prayer_case)};
