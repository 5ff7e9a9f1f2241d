/* regen_grid: parse the regen inputs, expand the grid into cases (see
 * regen_grid.h).  Messages say what is wrong and what was expected; the
 * caller adds the file and line, or the option. */
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

/* A list key of whole numbers lo..hi, with its label and default (xl, con,
 * maxhp: 0, required where they matter). */
#define INTS(field, label_text, fallback_value)                                                    \
    .grid = NH_GRID_INTS, .label = (label_text), NH_GRID_AT(struct regen_grid, field),             \
    .fallback = (fallback_value)
/* The field of the case a list key's value goes to. */
#define CASE(field) NH_GRID_TO(struct regen_case, field)
/* A key of one value in the single-valued settings: a flag, a word, or a
 * number lo..hi ("is not allowed" whatever is wrong with it). */
#define FLAG(field)                                                                                \
    .flags = NH_KEY_FLAG, .grid = NH_GRID_FLAG, NH_GRID_ONE(struct regen_grid, base.field)
#define WORD(field, what)                                                                          \
    .grid = NH_GRID_WORD, NH_GRID_ONE(struct regen_grid, base.field), .label = (what)
/* A flag key named as its field, given as on or off. */
#define SWITCH(field) NH_KEY_TEXT(#field, "on", "on or off"), FLAG(field)
#define ONE(field, lo_, hi_)                                                                       \
    .lo = (lo_), .hi = (hi_), .grid = NH_GRID_INT | NH_GRID_NOT_ALLOWED,                           \
    NH_GRID_ONE(struct regen_grid, base.field)

static const struct nh_grid_word pool_words[] = {{"hp", false}, {"mh", true}, {NULL, 0}};
static const struct nh_grid_word hand_words[] = {
    {"none", NH_RING_NONE}, {"left", NH_RING_LEFT}, {"right", NH_RING_RIGHT}, {NULL, 0}};
static const struct nh_grid_word turn_words[] = {{"random", 0}, {NULL, 0}}; /* turn_random */
static const struct nh_grid_word measure_words[] = {
    {"turns", NH_REGEN_TURNS}, {"hp", NH_REGEN_HP}, {"rate", NH_REGEN_RATE}, {NULL, 0}};
static const struct nh_grid_word sex_words[] = {
    {"male|mal", NH_REGEN_MALE}, {"female|fem", NH_REGEN_FEMALE}, {NULL, 0}};

static const char *enc_name(int e)
{
    return encumbrance_name((enum nh_encumbrance)e);
}

static const struct nh_grid_names encumbrances = {"encumbrance", "each once", encumbrance_parse,
                                                  enc_name};

const struct nh_key regen_keys[RK_COUNT] = {
    [RK_VARIANT] = {NH_GRID_VARIANT_KEY("3.6.7,5.0", REGEN_VARIANTS, struct regen_grid,
                                        struct regen_case),
                    .help = "3.4.3, 3.6.7 (default), 5.0 (alias 3.7), fiqhack, dnethack, xnethack, "
                            "evilhack or unnethack; a list"},
    [RK_ROLE] = {NH_GRID_ROLE_KEY("Val", struct regen_grid, struct regen_case),
                 .help = "a role (Healer, Hea, heal) or list (needed for fiqhack and dnethack; "
                         "the variant's own when every variant is the same one)"},
    [RK_RACE] = {NH_KEY_TEXT("race", "dwarf", NULL), NH_GRID_AT(struct regen_grid, race),
                 CASE(race),
                 .help = "a race (gnome, gnomish) or list (checked against the role; needed for "
                         "dnethack, with its 12 races)"},
    [RK_XL] = {NH_GRID_XL_KEY("1-10", 0, struct regen_grid, struct regen_case, xl),
               .help = "XL 1..30"},
    [RK_CON] = {NH_GRID_CON_KEY("16", 0, struct regen_grid, struct regen_case, con),
                .help = "Con 3..25 (the current Con, ACURR)"},
    [RK_HP] = {NH_KEY_TEXT("hp", "1", "HP at the start, 1 or more: numbers and ranges"), .lo = 1,
               .hi = NH_REGEN_MAX_HP, INTS(hp, "HP", 1), CASE(hp),
               .help = "HP at the start (default 1)"},
    [RK_MAXHP] = {NH_KEY_TEXT("maxhp", "70", "max HP 1..100000: numbers and ranges"), .lo = 1,
                  .hi = NH_REGEN_MAX_HP, INTS(maxhp, "max HP", 0), CASE(maxhp),
                  .help = "max HP 1..100000"},
    [RK_TARGET] =
        {NH_KEY_TEXT("target", "full",
                     "full, an HP (40), or a fraction of max HP (0.5 or 50%), separated by commas"),
         .help = "full (default), an HP such as 40, or a fraction of max HP (0.5 or 50%: HP at "
                 "least that, rounded up)"},
    [RK_ENCUMBRANCE] =
        {NH_KEY_TEXT(
             "encumbrance", "stressed",
             "unencumbered (or none), burdened, stressed, strained, overtaxed or overloaded"),
         .grid = NH_GRID_INTS, NH_GRID_AT(struct regen_grid, enc), .names = &encumbrances,
         CASE(enc),
         .help = "unencumbered (default; also none), burdened, stressed, strained, overtaxed or "
                 "overloaded (no move at all, but on the Plane of Air)"},
    [RK_MOVE] = {NH_KEY_TEXT(
                     "move", "0.5",
                     "probabilities 0..1 that the hero tries to move each turn (0, 0.5, 1)"),
                 .help = "probability 0..1 that the hero tries to move each turn (default 0); only "
                         "matters Stressed or worse"},
    [RK_REGENERATION] = {NH_KEY_TEXT("regeneration", "off", "off, on, or both (off,on)"),
                         .flags = NH_KEY_FLAG, NH_GRID_AT(struct regen_grid, regeneration),
                         CASE(regeneration), .help = "the hero has Regeneration"},
    [RK_AFTER] = {NH_KEY_TEXT("after", "100", "turns 0..10000000: numbers and ranges"), .lo = 0,
                  .hi = NH_REGEN_MAX_LIMIT, INTS(after, "after", 0), CASE(after),
                  .help = "measure HP after N turns instead of turns to the target"},
    [RK_MH] = {NH_KEY_TEXT("mh", "10", "the polymorphed form's HP, 1..mhmax"),
               ONE(mh, 1, NH_REGEN_MAX_HP),
               .help = "polymorphed: the form's HP and max HP (then --target and --after measure "
                       "mh unless --track hp)"},
    [RK_MHMAX] = {NH_KEY_TEXT("mhmax", "30", "the polymorphed form's max HP, 1..100000"),
                  ONE(mhmax, 1, NH_REGEN_MAX_HP),
                  .help = "polymorphed: the form's HP and max HP (then --target and --after "
                          "measure mh unless --track hp)"},
    [RK_TRACK] = {NH_KEY_TEXT("track", "mh", "hp (the normal form) or mh (the polymorphed form)"),
                  WORD(track_mh, "pool"), .words = pool_words,
                  .help = "which pool the target and --after measure"},
    [RK_RESTFUL_SLEEP] = {SWITCH(restful_sleep),
                          .help =
                              "5.0, xnethack, unnethack and dnethack: asleep with restful sleep "
                              "throughout"},
    [RK_PLANE_OF_AIR] = {SWITCH(plane_of_air),
                         .help = "on the Plane of Air (dnethack: any weightless place): no move is "
                                 "refused for the load, not even Overloaded"},
    [RK_RING] = {NH_KEY_TEXT("ring", "left",
                             "none, left or right: a ring of regeneration on that hand"),
                 WORD(ring, "hand"), .words = hand_words,
                 .help = "a ring of regeneration on that hand (implies --regeneration): a sentence "
                         "gives the nutrition it costs over the turns"},
    [RK_TURN] = {NH_KEY_TEXT("turn", "random", "a turn number 1..1000000000, or random"),
                 ONE(turn, 1, 1000000000L), .words = turn_words,
                 .help = "the turn the hero has just acted on (default random: uniform over every "
                         "phase of the turn-number schedules)"},
    [RK_MAX_TURNS] = {NH_KEY_TEXT("max_turns", "100000", "turns 1..10000000"),
                      ONE(max_turns, 1, NH_REGEN_MAX_LIMIT), .fallback = NH_REGEN_DEFAULT_LIMIT,
                      .help = "a trial not done by then fails the run (default 100000)"},
    [RK_MEASURE] =
        {NH_KEY_TEXT(
             "measure",
             "turns", "turns (until the target), hp (after `after` turns) or rate (turns per HP)"),
         .option = "rate", .flags = NH_KEY_FLAG, .flag_value = "rate", WORD(measure, "measure"),
         .words = measure_words, .help = "expected turns per HP on turns that regenerate (exact)"},
    [RK_PAIRED] =
        NH_GRID_PAIRED_KEY("role,xl,maxhp", " (e.g. --paired xl,maxhp --xl 1,8 --maxhp 10,70)"),
    [RK_SEX] = {NH_KEY_TEXT("sex", "female", "male or female (dnethack: a drow's term)"),
                WORD(sex, "sex"), .words = sex_words,
                .help = "dnethack: the hero's sex (a drow heals +8 male, +4 female)"},
    [RK_ASLEEP] = {SWITCH(asleep), .help = "dnethack: asleep throughout (then the bed counts)"},
    [RK_BED] = {NH_KEY_TEXT("bed", "bed",
                            "none, bedroll, gurney, bed or expensive (an expensive bed)"),
                WORD(bed, "bed"), .word = dnh_bed_parse,
                .help = "dnethack: none, bedroll, gurney, bed or expensive (bed)"},
    [RK_VALLEY] = {SWITCH(valley),
                   .help = "dnethack: in the Valley of the Dead (no natural term); evilhack: "
                           "there (unpolymorphed) only draugr and vampires regenerate HP"},
    [RK_HEALING_PENALTY] = {NH_KEY_TEXT("healing_penalty", "10",
                                        "the healing penalty 0..10000 (u_healing_penalty())"),
                            ONE(healing_penalty, 0, NH_REGEN_MAX_PENALTY),
                            .help = "dnethack: u_healing_penalty() (silver, iron, itchy)"},
    [RK_SEALS] = {NH_KEY_TEXT("seals", "berith,buer", "berith, buer or both (berith,buer)"),
                  .help = "dnethack: the Binder's seals berith, buer or berith,buer"},
    [RK_PW] =
        {NH_KEY_TEXT("pw", "50", "an incantifier's Pw 0..100000"), ONE(pw, 0, NH_REGEN_MAX_PW),
         .fallback = -1 /* not given */,
         .help = "dnethack: an incantifier's Pw (it heals by spending it; other races ignore it)"},
    [RK_PW_SPENT] = {SWITCH(pw_spent),
                     .help = "dnethack: with --after, the outcome is the incantifier's Pw spent in "
                             "those turns, not its HP"},
    [RK_DISPATER] = {SWITCH(dispater),
                     .help = "xnethack: the Amulet touched and Dispater not killed: each heal "
                             "halved, odd ones rounded down, up, down... (default off)"},
    [RK_CONTACT] = {SWITCH(contact),
                    .help = "unnethack: an elf touching iron or a vampire touching silver "
                            "(can_regenerate()): no regeneration at all; evilhack: an elf or "
                            "drow in iron, an orc in mithril (elf_can_regen(), orc_can_regen()): "
                            "no HP regeneration; with --after (default off)"},
    [RK_AMULET] = {SWITCH(amulet),
                   .help = "evilhack: an Infidel has or once had the Amulet of Yendor (default "
                           "off, as the game starts: without it an Infidel's HP does not "
                           "regenerate)"},
    [RK_LIT] = {SWITCH(lit),
                .help = "evilhack: a drow on a lit square heals on every third heal turn only "
                        "(period times 3; default off: a dark square)"},
    [RK_PLANTS] = {SWITCH(plants),
                   .help = "evilhack: a Druid on grass or next to a tree (heal period 1 shorter; "
                           "default off)"},
    [RK_SHELL] = {SWITCH(shell),
                  .help = "evilhack: a tortle in its shell throughout (no moves, at most 198 "
                          "turns): a turn heals 1 HP with chance 1/5, unless Regeneration "
                          "(default off)"},
    [RK_WITHERING] = {NH_KEY_TEXT("withering", "100",
                                  "HWithering's timeout 0..10000000 (0: not withering)"),
                      ONE(withering, 0, NH_REGEN_MAX_LIMIT),
                      .help =
                          "xnethack: the withering timeout T at the start (a blight: 100..139): "
                          "no HP regenerates and rnd(2) HP (1 less with Regeneration) are "
                          "lost on each of the next T - 1 turns; HP 0: withered away "
                          "(default 0)"},
};

/* ---- list items ---- */

/* A plain decimal number (no exponent), all of the text. */
static bool decimal_value(const char *s, double *out)
{
    if (!*s || !(isdigit((unsigned char)*s) || *s == '.'))
        return false;
    for (const char *p = s; *p; p++)
        if (!isdigit((unsigned char)*p) && *p != '.')
            return false;
    char *end;
    *out = strtod(s, &end);
    return *end == '\0';
}

/* A list of the kind's own being read: target, move, regeneration. */
struct list {
    struct regen_grid *g;
    int n;
};

static int move_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct list *l = ctx;
    double v;
    if (!decimal_value(item, &v) || v > 1)
        return nh_fail(err, errlen, "\"%s\" is not a probability; expected %s", item,
                       regen_keys[RK_MOVE].expected);
    if (l->n == NH_REGEN_LIST_MAX)
        return nh_fail(err, errlen, "more than %d values", NH_REGEN_LIST_MAX);
    l->g->move[l->n++] = v;
    return 0;
}

static int target_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct list *l = ctx;
    struct regen_target t = {RT_FULL, 0, 0};
    size_t len = strlen(item);
    double v;
    long whole;
    if (l->n == NH_REGEN_LIST_MAX)
        return nh_fail(err, errlen, "more than %d values", NH_REGEN_LIST_MAX);
    if (strcasecmp(item, "full") == 0) {
        l->g->target[l->n++] = t;
        return 0;
    }
    if (len > 1 && item[len - 1] == '%') {
        char num[64];
        snprintf(num, sizeof num, "%.*s", (int)(len - 1), item);
        if (!decimal_value(num, &v) || v <= 0 || v > 100)
            return nh_fail(err, errlen, "\"%s\" is not a percentage 0..100 of max HP; expected %s",
                           item, regen_keys[RK_TARGET].expected);
        t.kind = RT_FRACTION;
        t.fraction = v / 100;
    } else if (strchr(item, '.')) {
        if (!decimal_value(item, &v) || v <= 0 || v > 1)
            return nh_fail(err, errlen, "\"%s\" is not a fraction 0..1 of max HP; expected %s",
                           item, regen_keys[RK_TARGET].expected);
        t.kind = RT_FRACTION;
        t.fraction = v;
    } else if (parse_whole_range(item, 1, NH_REGEN_MAX_HP, &whole, &whole) == 0 &&
               !strchr(item, '-')) {
        t.kind = RT_ABSOLUTE;
        t.hp = (int)whole;
    } else {
        return nh_fail(err, errlen, "\"%s\" is not a target; expected %s", item,
                       regen_keys[RK_TARGET].expected);
    }
    l->g->target[l->n++] = t;
    return 0;
}

static int regeneration_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct list *l = ctx;
    bool v;
    if (parse_on_off(item, &v) != 0)
        return nh_fail(err, errlen, "\"%s\" is not on or off; expected %s", item,
                       regen_keys[RK_REGENERATION].expected);
    for (int i = 0; i < l->n; i++)
        if (l->g->regeneration[i] == v)
            return nh_fail(err, errlen, "\"%s\" is listed twice; expected off, on or off,on", item);
    l->g->regeneration[l->n++] = v;
    return 0;
}

/* ---- parsing ---- */

/* role and race: optional, any names; the variant's own when every
 * variant is the same one (dNetHack's, UnNetHack's Convict and vampire:
 * each table keeps vanilla's at their indices). */
static int hero_list(struct regen_grid *g, int k, const char *text, char *err, size_t errlen)
{
    bool one = true;
    for (int i = 0; i < g->n[RK_VARIANT]; i++)
        one &= g->variant[i] == g->variant[0];
    const struct nh_hero_table *heroes = one ? nh_heroes(g->variant[0]) : &nh_vanilla_heroes;
    bool role = k == RK_ROLE;
    struct nh_name_list l = {role ? g->role : g->race, 0, role ? heroes->nroles : heroes->nraces,
                             role ? heroes->role_names : heroes->race_names};
    l.out[0] = -1;
    if (!text)
        return 1;
    if (role && strcasecmp(text, "all") == 0) {
        for (int r = 0; r < heroes->nroles; r++)
            g->role[r] = r;
        return heroes->nroles;
    }
    if (parse_list(text, role ? "role names (Val or Valkyrie)" : "race names (dwarf or dwa)",
                   parse_name_item, &l, err, errlen) != 0)
        return -1;
    return l.n;
}

/* The list keys the grid layer does not read (spec's own): role, race,
 * target, move and regeneration; not given, one value, zero (full, 0,
 * off) but for role and race (-1). */
static int own_list(void *grid, int k, const char *text, char *err, size_t errlen)
{
    struct regen_grid *g = grid;
    struct list l = {g, 0};
    if (k == RK_ROLE || k == RK_RACE)
        return hero_list(g, k, text, err, errlen);
    if (!text)
        return 1;
    if (k == RK_REGENERATION && strcasecmp(text, "both") == 0)
        text = "off,on";
    int (*item)(const char *, void *, char *, size_t) = k == RK_TARGET ? target_item
                                                        : k == RK_MOVE ? move_item
                                                                       : regeneration_item;
    return parse_list(text, regen_keys[k].expected, item, &l, err, errlen) != 0 ? -1 : l.n;
}

/* The seals of `seals`: berith, buer, a list of them, or none. */
static int seal_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct regen_case *b = ctx;
    if (strcasecmp(item, "berith") == 0)
        b->berith = true;
    else if (strcasecmp(item, "buer") == 0)
        b->buer = true;
    else if (strcasecmp(item, "none") != 0)
        return nh_fail(err, errlen, "unknown seal \"%s\"; expected %s", item,
                       regen_keys[RK_SEALS].expected);
    return 0;
}

/* The single values (read from the key table; dNetHack's are refused for
 * other variants by the case check), then what they mean together. */
static int parse_singles(const char *const texts[RK_COUNT], struct regen_grid *g, int *bad,
                         char *err, size_t errlen)
{
    struct regen_case *b = &g->base;
    if (grid_parse_keys(&regen_grid_spec, RK_MH, RK_COUNT - 1, texts, g, bad, err, errlen) != 0)
        return -1;
    if (texts[RK_SEALS] &&
        parse_list(texts[RK_SEALS], regen_keys[RK_SEALS].expected, seal_item, b, err, errlen) != 0)
        return grid_bad(bad, RK_SEALS);
    if (!texts[RK_MEASURE])
        b->measure = texts[RK_AFTER] ? NH_REGEN_HP : NH_REGEN_TURNS;
    b->turn_random = b->turn == 0; /* "random" */
    if (!texts[RK_MH] != !texts[RK_MHMAX]) {
        return grid_fail(bad, texts[RK_MH] ? RK_MH : RK_MHMAX, err, errlen,
                         "a polymorphed hero needs both mh and mhmax; expected e.g. mh = 10 "
                         "and mhmax = 30");
    }
    b->polyd = texts[RK_MH] != NULL;
    if (!texts[RK_TRACK])
        b->track_mh = b->polyd;
    else if (b->track_mh && !b->polyd) {
        return grid_fail(bad, RK_TRACK, err, errlen,
                         "mh needs a polymorphed hero; expected mh and mhmax too");
    }
    /* The ring gives Regeneration: on unless the user said otherwise (a
     * case with it off is then refused). */
    if (b->ring != NH_RING_NONE && !texts[RK_REGENERATION])
        g->regeneration[0] = true;
    return 0;
}

/* Keys that mean nothing for the measure, and keys it needs. */
static int check_measure(const struct regen_grid *g, int *bad, char *err, size_t errlen)
{
    static const enum regen_key not_for_rate[] = {RK_HP,   RK_MAXHP, RK_TARGET, RK_ENCUMBRANCE,
                                                  RK_MOVE, RK_AFTER, RK_TURN,   RK_MAX_TURNS};
    enum nh_regen_measure m = g->base.measure;
    if (m == NH_REGEN_RATE) {
        for (size_t i = 0; i < sizeof not_for_rate / sizeof not_for_rate[0]; i++)
            if (g->given[not_for_rate[i]]) {
                return grid_fail(
                    bad, not_for_rate[i], err, errlen,
                    "has no meaning for measure rate (HP per turn on turns that regenerate, "
                    "a property of the rules); expected no %s key",
                    regen_keys[not_for_rate[i]].name);
            }
    } else if (!g->given[RK_MAXHP]) {
        grid_missing(&regen_keys[RK_MAXHP], "", err, errlen);
        return grid_bad(bad, RK_MAXHP);
    }
    if (m == NH_REGEN_HP && !g->given[RK_AFTER]) {
        return grid_fail(bad, RK_MEASURE, err, errlen,
                         "measure hp needs the turns; expected e.g. after = 100");
    }
    if (m != NH_REGEN_HP && g->given[RK_AFTER]) {
        return grid_fail(bad, RK_AFTER, err, errlen,
                         "after (HP after N turns) needs measure hp; expected no measure key, "
                         "or measure = hp");
    }
    if (m == NH_REGEN_HP && g->given[RK_TARGET]) {
        return grid_fail(bad, RK_TARGET, err, errlen,
                         "has no meaning with after (HP after N turns); expected no target");
    }
    if (m == NH_REGEN_HP && g->given[RK_MAX_TURNS]) {
        return grid_fail(bad, RK_MAX_TURNS, err, errlen,
                         "has no meaning with after; expected no max_turns");
    }
    if (!g->given[RK_XL]) {
        return grid_fail(bad, RK_XL, err, errlen, "xl is missing; expected e.g. xl = 8");
    }
    if (!g->given[RK_CON]) {
        grid_missing(&regen_keys[RK_CON], "", err, errlen);
        return grid_bad(bad, RK_CON);
    }
    return 0;
}

/* Every case checked now, so a bad combination stops the run before it
 * starts. */
static int check_case(const void *g, size_t i, void *c, int *bad, char *err, size_t errlen)
{
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    (void)bad;
    return regen_grid_case(g, i, c, text, err, errlen);
}

int regen_grid_parse(const char *const *texts, void *grid, int *bad, char *err, size_t errlen)
{
    struct regen_grid *g = grid;
    if (grid_parse_start(&regen_grid_spec, texts, g, bad, err, errlen) != 0 ||
        grid_parse_keys(&regen_grid_spec, 0, RK_NLISTS - 1, texts, g, bad, err, errlen) != 0 ||
        parse_singles(texts, g, bad, err, errlen) != 0 || check_measure(g, bad, err, errlen) != 0)
        return -1;
    return grid_parse_finish(&regen_grid_spec, g, bad, err, errlen);
}

size_t regen_grid_count(const struct regen_grid *g)
{
    return grid_count(&regen_grid_spec, g);
}

/* ---- the grid as the shared layer reads it ---- */

const struct nh_grid_spec regen_grid_spec = {regen_keys,
                                             RK_COUNT,
                                             0,
                                             RK_NLISTS - 1,
                                             RK_PAIRED,
                                             "role, xl, con, hp, maxhp, target, encumbrance, move",
                                             -1,
                                             -1,
                                             NH_REGEN_MAX_CASES,
                                             own_list,
                                             check_case,
                                             NULL,
                                             NH_GRID_SPEC_OF(struct regen_grid, struct regen_case)};
