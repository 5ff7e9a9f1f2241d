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

const struct nh_key regen_keys[RK_COUNT] = {
    [RK_VARIANT] = {NH_KEY_TEXT("variant", "3.6.7,5.0", NULL), .flags = NH_KEY_RUN,
                    .help = "3.4.3, 3.6.7 (default), 5.0 (alias 3.7), fiqhack, dnethack, xnethack or unnethack; a list"},
    [RK_ROLE] = {NH_KEY_TEXT("role", "Val", NULL),
                 .help = "a role (Healer, Hea, heal) or list (needed for fiqhack and dnethack; the variant's own when every variant is the same one)"},
    [RK_RACE] = {NH_KEY_TEXT("race", "dwarf", NULL),
                 .help = "a race (gnome, gnomish) or list (checked against the role; needed for dnethack, with its 12 races)"},
    [RK_XL] = {NH_KEY_TEXT("xl", "1-10", "XL 1..30: numbers and ranges such as 1-10"), .lo = 1,
               .hi = NH_MAXULEV, INTS(xl, "XL", 0),
               .help = "XL 1..30"},
    [RK_CON] = {NH_KEY_TEXT("con", "16", "Con 3..25: numbers and ranges such as 3-25"),
                .lo = NH_CON_MIN, .hi = NH_CON_MAX, INTS(con, "Con", 0),
                .help = "Con 3..25 (the current Con, ACURR)"},
    [RK_HP] = {NH_KEY_TEXT("hp", "1", "HP at the start, 1 or more: numbers and ranges"), .lo = 1,
               .hi = NH_REGEN_MAX_HP, INTS(hp, "HP", 1),
               .help = "HP at the start (default 1)"},
    [RK_MAXHP] = {NH_KEY_TEXT("maxhp", "70", "max HP 1..100000: numbers and ranges"), .lo = 1,
                  .hi = NH_REGEN_MAX_HP, INTS(maxhp, "max HP", 0),
                  .help = "max HP 1..100000"},
    [RK_TARGET] = {NH_KEY_TEXT(
        "target", "full",
        "full, an HP (40), or a fraction of max HP (0.5 or 50%), separated by commas"),
                   .help = "full (default), an HP such as 40, or a fraction of max HP (0.5 or 50%: HP at least that, rounded up)"},
    [RK_ENCUMBRANCE] = {NH_KEY_TEXT(
        "encumbrance", "stressed",
        "unencumbered (or none), burdened, stressed, strained, overtaxed or overloaded"),
                        .help = "unencumbered (default; also none), burdened, stressed, strained, overtaxed or overloaded (no move at all, but on the Plane of Air)"},
    [RK_MOVE] = {NH_KEY_TEXT(
        "move", "0.5", "probabilities 0..1 that the hero tries to move each turn (0, 0.5, 1)"),
                 .help = "probability 0..1 that the hero tries to move each turn (default 0); only matters Stressed or worse"},
    [RK_REGENERATION] = {NH_KEY_TEXT("regeneration", "off", "off, on, or both (off,on)"),
                         .flags = NH_KEY_FLAG,
                         .help = "the hero has Regeneration"},
    [RK_AFTER] = {NH_KEY_TEXT("after", "100", "turns 0..10000000: numbers and ranges"), .lo = 0,
                  .hi = NH_REGEN_MAX_LIMIT, INTS(after, "after", 0),
                  .help = "measure HP after N turns instead of turns to the target"},
    [RK_MH] = {NH_KEY_TEXT("mh", "10", "the polymorphed form's HP, 1..mhmax"),
               .help = "polymorphed: the form's HP and max HP (then --target and --after measure mh unless --track hp)"},
    [RK_MHMAX] = {NH_KEY_TEXT("mhmax", "30", "the polymorphed form's max HP, 1..100000"),
                  .help = "polymorphed: the form's HP and max HP (then --target and --after measure mh unless --track hp)"},
    [RK_TRACK] = {NH_KEY_TEXT("track", "mh", "hp (the normal form) or mh (the polymorphed form)"),
                  .help = "which pool the target and --after measure"},
    [RK_RESTFUL_SLEEP] = {NH_KEY_TEXT("restful_sleep", "on", "on or off"), .flags = NH_KEY_FLAG,
                          .help = "5.0, xnethack, unnethack and dnethack: asleep with restful sleep throughout"},
    [RK_PLANE_OF_AIR] = {NH_KEY_TEXT("plane_of_air", "on", "on or off"), .flags = NH_KEY_FLAG,
                         .help = "on the Plane of Air (dnethack: any weightless place): no move is refused for the load, not even Overloaded"},
    [RK_RING] = {NH_KEY_TEXT("ring", "left",
                             "none, left or right: a ring of regeneration on that hand"),
                 .help = "a ring of regeneration on that hand (implies --regeneration): a sentence gives the nutrition it costs over the turns"},
    [RK_TURN] = {NH_KEY_TEXT("turn", "random", "a turn number 1..1000000000, or random"),
                 .help = "the turn the hero has just acted on (default random: uniform over every phase of the turn-number schedules)"},
    [RK_MAX_TURNS] = {NH_KEY_TEXT("max_turns", "100000", "turns 1..10000000"),
                      .help = "a trial not done by then fails the run (default 100000)"},
    [RK_MEASURE] =
        {NH_KEY_TEXT(
             "measure",
             "turns", "turns (until the target), hp (after `after` turns) or rate (turns per HP)"),
         .option = "rate", .flags = NH_KEY_FLAG, .flag_value = "rate",
         .help = "expected turns per HP on turns that regenerate (exact)"},
    [RK_PAIRED] = {NH_KEY_TEXT("paired", "role,xl,maxhp", NULL),
                   .help = "these list options go together element by element (e.g. --paired xl,maxhp --xl 1,8 --maxhp 10,70)"},
    [RK_SEX] = {NH_KEY_TEXT("sex", "female", "male or female (dnethack: a drow's term)"),
                .help = "dnethack: the hero's sex (a drow heals +8 male, +4 female)"},
    [RK_ASLEEP] = {NH_KEY_TEXT("asleep", "on", "on or off"), .flags = NH_KEY_FLAG,
                   .help = "dnethack: asleep throughout (then the bed counts)"},
    [RK_BED] = {NH_KEY_TEXT("bed", "bed",
                            "none, bedroll, gurney, bed or expensive (an expensive bed)"),
                .help = "dnethack: none, bedroll, gurney, bed or expensive (bed)"},
    [RK_VALLEY] = {NH_KEY_TEXT("valley", "on", "on or off"), .flags = NH_KEY_FLAG,
                   .help = "dnethack: in the Valley of the Dead (no natural term)"},
    [RK_HEALING_PENALTY] = {NH_KEY_TEXT("healing_penalty", "10",
                                        "the healing penalty 0..10000 (u_healing_penalty())"),
                            .help = "dnethack: u_healing_penalty() (silver, iron, itchy)"},
    [RK_SEALS] = {NH_KEY_TEXT("seals", "berith,buer", "berith, buer or both (berith,buer)"),
                  .help = "dnethack: the Binder's seals berith, buer or berith,buer"},
    [RK_PW] = {NH_KEY_TEXT("pw", "50", "an incantifier's Pw 0..100000"),
               .help = "dnethack: an incantifier's Pw (it heals by spending it; other races ignore it)"},
    [RK_PW_SPENT] = {NH_KEY_TEXT("pw_spent", "on", "on or off"), .flags = NH_KEY_FLAG,
                     .help = "dnethack: with --after, the outcome is the incantifier's Pw spent in those turns, not its HP"},
    [RK_CONTACT] = {NH_KEY_TEXT("contact", "on", "on or off"), .flags = NH_KEY_FLAG,
                    .help = "unnethack: an elf touching iron or a vampire touching silver (can_regenerate()): no regeneration at all; with --after (default off)"},
    [RK_DISPATER] = {NH_KEY_TEXT("dispater", "on", "on or off"), .flags = NH_KEY_FLAG,
                     .help = "xnethack: the Amulet touched and Dispater not killed: each heal halved, odd ones rounded down, up, down... (default off)"},
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

struct double_list {
    double *out;
    int n;
};

static int move_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct double_list *l = ctx;
    double v;
    if (!decimal_value(item, &v) || v > 1)
        return nh_fail(err, errlen, "\"%s\" is not a probability; expected %s", item,
                       regen_keys[RK_MOVE].expected);
    if (l->n == NH_REGEN_LIST_MAX)
        return nh_fail(err, errlen, "more than %d values", NH_REGEN_LIST_MAX);
    l->out[l->n++] = v;
    return 0;
}

struct target_list {
    struct regen_target *out;
    int n;
};

static int target_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct target_list *l = ctx;
    struct regen_target t = {RT_FULL, 0, 0};
    size_t len = strlen(item);
    double v;
    long whole;
    if (l->n == NH_REGEN_LIST_MAX)
        return nh_fail(err, errlen, "more than %d values", NH_REGEN_LIST_MAX);
    if (strcasecmp(item, "full") == 0) {
        l->out[l->n++] = t;
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
    l->out[l->n++] = t;
    return 0;
}

static const char *enc_name(int e)
{
    return encumbrance_name((enum nh_encumbrance)e);
}

static const struct nh_grid_names encumbrances = {"encumbrance", "each once", encumbrance_parse,
                                                  enc_name};

struct bool_list {
    bool *out;
    int n;
};

static int bool_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct bool_list *l = ctx;
    bool v;
    if (parse_on_off(item, &v) != 0)
        return nh_fail(err, errlen, "\"%s\" is not on or off; expected %s", item,
                       regen_keys[RK_REGENERATION].expected);
    for (int i = 0; i < l->n; i++)
        if (l->out[i] == v)
            return nh_fail(err, errlen, "\"%s\" is listed twice; expected off, on or off,on", item);
    l->out[l->n++] = v;
    return 0;
}

/* ---- parsing ---- */

#define BAD(k) (*bad = (k), -1)

static int parse_lists(const char *const texts[RK_COUNT], struct regen_grid *g, int *bad, char *err,
                       size_t errlen)
{
    static const struct nh_grid_lists lists = {regen_keys, NULL};
    int k;
    if (grid_parse_variants(REGEN_VARIANTS, texts[RK_VARIANT], g->variant, &g->n[RK_VARIANT], err,
                            errlen) != 0)
        return BAD(RK_VARIANT);
    /* role and race: optional, any names; the variant's own when every
     * variant is the same one (dNetHack's, UnNetHack's Convict and vampire:
     * each table keeps vanilla's at their indices) */
    bool one = true;
    for (int i = 0; i < g->n[RK_VARIANT]; i++)
        one &= g->variant[i] == g->variant[0];
    const struct nh_hero_table *heroes = one ? nh_heroes(g->variant[0]) : &nh_vanilla_heroes;
    g->n[RK_ROLE] = g->n[RK_RACE] = 1;
    g->role[0] = g->race[0] = -1;
    if (texts[RK_ROLE]) {
        struct nh_name_list l = {g->role, 0, heroes->nroles, heroes->role_names};
        if (strcasecmp(texts[RK_ROLE], "all") == 0) {
            for (int r = 0; r < heroes->nroles; r++)
                g->role[r] = r;
            l.n = heroes->nroles;
        } else if (parse_list(texts[RK_ROLE], "role names (Val or Valkyrie)", parse_name_item, &l,
                              err, errlen) != 0) {
            return BAD(RK_ROLE);
        }
        g->n[RK_ROLE] = l.n;
    }
    if (texts[RK_RACE]) {
        struct nh_name_list l = {g->race, 0, heroes->nraces, heroes->race_names};
        if (parse_list(texts[RK_RACE], "race names (dwarf or dwa)", parse_name_item, &l, err,
                       errlen) != 0)
            return BAD(RK_RACE);
        g->n[RK_RACE] = l.n;
    }
    if (grid_parse_lists(&lists, 0, RK_NLISTS - 1, true, texts, g, g->n, &k, err, errlen) != 0)
        return BAD(k);
    /* target */
    g->n[RK_TARGET] = 1;
    g->target[0] = (struct regen_target){RT_FULL, 0, 0};
    if (texts[RK_TARGET]) {
        struct target_list l = {g->target, 0};
        if (parse_list(texts[RK_TARGET], regen_keys[RK_TARGET].expected, target_item, &l, err,
                       errlen) != 0)
            return BAD(RK_TARGET);
        g->n[RK_TARGET] = l.n;
    }
    /* encumbrance */
    g->n[RK_ENCUMBRANCE] = 1;
    g->enc[0] = NH_ENC_UNENCUMBERED;
    if (texts[RK_ENCUMBRANCE]) {
        struct nh_grid_names_list l = {&encumbrances, regen_keys[RK_ENCUMBRANCE].expected, g->enc,
                                       0};
        if (parse_list(texts[RK_ENCUMBRANCE], l.expected, grid_names_item, &l, err, errlen) != 0)
            return BAD(RK_ENCUMBRANCE);
        g->n[RK_ENCUMBRANCE] = l.n;
    }
    /* move */
    g->n[RK_MOVE] = 1;
    g->move[0] = 0;
    if (texts[RK_MOVE]) {
        struct double_list l = {g->move, 0};
        if (parse_list(texts[RK_MOVE], regen_keys[RK_MOVE].expected, move_item, &l, err, errlen) !=
            0)
            return BAD(RK_MOVE);
        g->n[RK_MOVE] = l.n;
    }
    /* regeneration */
    g->n[RK_REGENERATION] = 1;
    g->regeneration[0] = false;
    if (texts[RK_REGENERATION]) {
        struct bool_list l = {g->regeneration, 0};
        if (strcasecmp(texts[RK_REGENERATION], "both") == 0) {
            g->regeneration[0] = false;
            g->regeneration[1] = true;
            l.n = 2;
        } else if (parse_list(texts[RK_REGENERATION], regen_keys[RK_REGENERATION].expected,
                              bool_item, &l, err, errlen) != 0) {
            return BAD(RK_REGENERATION);
        }
        g->n[RK_REGENERATION] = l.n;
    }
    return 0;
}

static int parse_single_int(const char *text, enum regen_key k, long min, long max, long *out,
                            char *err, size_t errlen)
{
    long hi;
    if (parse_whole_range(text, min, max, out, &hi) != 0 || strchr(text, '-'))
        return nh_fail(err, errlen, "\"%s\" is not allowed; expected %s", text,
                       regen_keys[k].expected);
    return 0;
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

/* dNetHack's inputs; the case check refuses them for other variants. */
static int parse_dnh_singles(const char *const texts[RK_COUNT], struct regen_case *b, int *bad,
                             char *err, size_t errlen)
{
    long v;
    b->pw = -1; /* not given */
    if (texts[RK_SEX]) {
        if (strcasecmp(texts[RK_SEX], "male") == 0 || strcasecmp(texts[RK_SEX], "mal") == 0)
            b->sex = NH_REGEN_MALE;
        else if (strcasecmp(texts[RK_SEX], "female") == 0 || strcasecmp(texts[RK_SEX], "fem") == 0)
            b->sex = NH_REGEN_FEMALE;
        else {
            nh_fail(err, errlen, "unknown sex \"%s\"; expected %s", texts[RK_SEX],
                    regen_keys[RK_SEX].expected);
            return BAD(RK_SEX);
        }
    }
    if (grid_parse_flag(texts[RK_ASLEEP], &b->asleep, err, errlen) != 0)
        return BAD(RK_ASLEEP);
    if (grid_parse_flag(texts[RK_VALLEY], &b->valley, err, errlen) != 0)
        return BAD(RK_VALLEY);
    if (texts[RK_BED]) {
        b->bed = dnh_bed_parse(texts[RK_BED]);
        if (b->bed < 0) {
            nh_fail(err, errlen, "unknown bed \"%s\"; expected %s", texts[RK_BED],
                    regen_keys[RK_BED].expected);
            return BAD(RK_BED);
        }
    }
    if (texts[RK_HEALING_PENALTY]) {
        if (parse_single_int(texts[RK_HEALING_PENALTY], RK_HEALING_PENALTY, 0, NH_REGEN_MAX_PENALTY,
                             &v, err, errlen) != 0)
            return BAD(RK_HEALING_PENALTY);
        b->healing_penalty = (int)v;
    }
    if (texts[RK_SEALS] &&
        parse_list(texts[RK_SEALS], regen_keys[RK_SEALS].expected, seal_item, b, err, errlen) != 0)
        return BAD(RK_SEALS);
    if (texts[RK_PW]) {
        if (parse_single_int(texts[RK_PW], RK_PW, 0, NH_REGEN_MAX_PW, &v, err, errlen) != 0)
            return BAD(RK_PW);
        b->pw = (int)v;
    }
    if (grid_parse_flag(texts[RK_PW_SPENT], &b->pw_spent, err, errlen) != 0)
        return BAD(RK_PW_SPENT);
    if (grid_parse_flag(texts[RK_DISPATER], &b->dispater, err, errlen) != 0)
        return BAD(RK_DISPATER);
    if (grid_parse_flag(texts[RK_CONTACT], &b->contact, err, errlen) != 0)
        return BAD(RK_CONTACT);
    return 0;
}

static int parse_singles(const char *const texts[RK_COUNT], struct regen_grid *g, int *bad,
                         char *err, size_t errlen)
{
    struct regen_case *b = &g->base;
    long v;
    b->turn_random = true;
    b->max_turns = NH_REGEN_DEFAULT_LIMIT;
    b->measure = texts[RK_AFTER] ? NH_REGEN_HP : NH_REGEN_TURNS;
    if (texts[RK_MH]) {
        if (parse_single_int(texts[RK_MH], RK_MH, 1, NH_REGEN_MAX_HP, &v, err, errlen) != 0)
            return BAD(RK_MH);
        b->mh = (int)v;
    }
    if (texts[RK_MHMAX]) {
        if (parse_single_int(texts[RK_MHMAX], RK_MHMAX, 1, NH_REGEN_MAX_HP, &v, err, errlen) != 0)
            return BAD(RK_MHMAX);
        b->mhmax = (int)v;
    }
    if (!texts[RK_MH] != !texts[RK_MHMAX]) {
        nh_fail(err, errlen,
                "a polymorphed hero needs both mh and mhmax; expected e.g. mh = 10 "
                "and mhmax = 30");
        return BAD(texts[RK_MH] ? RK_MH : RK_MHMAX);
    }
    b->polyd = texts[RK_MH] != NULL;
    b->track_mh = b->polyd;
    if (texts[RK_TRACK]) {
        if (strcasecmp(texts[RK_TRACK], "mh") == 0)
            b->track_mh = true;
        else if (strcasecmp(texts[RK_TRACK], "hp") == 0)
            b->track_mh = false;
        else {
            nh_fail(err, errlen, "unknown pool \"%s\"; expected %s", texts[RK_TRACK],
                    regen_keys[RK_TRACK].expected);
            return BAD(RK_TRACK);
        }
        if (b->track_mh && !b->polyd) {
            nh_fail(err, errlen, "mh needs a polymorphed hero; expected mh and mhmax too");
            return BAD(RK_TRACK);
        }
    }
    if (grid_parse_flag(texts[RK_RESTFUL_SLEEP], &b->restful_sleep, err, errlen) != 0)
        return BAD(RK_RESTFUL_SLEEP);
    if (grid_parse_flag(texts[RK_PLANE_OF_AIR], &b->plane_of_air, err, errlen) != 0)
        return BAD(RK_PLANE_OF_AIR);
    if (texts[RK_RING]) {
        const char *r = texts[RK_RING];
        b->ring = strcasecmp(r, "none") == 0    ? NH_RING_NONE
                  : strcasecmp(r, "left") == 0  ? NH_RING_LEFT
                  : strcasecmp(r, "right") == 0 ? NH_RING_RIGHT
                                                : -1;
        if (b->ring < 0) {
            nh_fail(err, errlen, "unknown hand \"%s\"; expected %s", r,
                    regen_keys[RK_RING].expected);
            return BAD(RK_RING);
        }
        /* The ring gives Regeneration: on unless the user said otherwise
         * (a case with it off is then refused). */
        if (b->ring != NH_RING_NONE && !texts[RK_REGENERATION])
            g->regeneration[0] = true;
    }
    if (texts[RK_TURN] && strcasecmp(texts[RK_TURN], "random") != 0) {
        if (parse_single_int(texts[RK_TURN], RK_TURN, 1, 1000000000L, &v, err, errlen) != 0)
            return BAD(RK_TURN);
        b->turn_random = false;
        b->turn = v;
    }
    if (texts[RK_MAX_TURNS]) {
        if (parse_single_int(texts[RK_MAX_TURNS], RK_MAX_TURNS, 1, NH_REGEN_MAX_LIMIT, &v, err,
                             errlen) != 0)
            return BAD(RK_MAX_TURNS);
        b->max_turns = v;
    }
    if (texts[RK_MEASURE]) {
        const char *m = texts[RK_MEASURE];
        if (strcasecmp(m, "turns") == 0)
            b->measure = NH_REGEN_TURNS;
        else if (strcasecmp(m, "hp") == 0)
            b->measure = NH_REGEN_HP;
        else if (strcasecmp(m, "rate") == 0)
            b->measure = NH_REGEN_RATE;
        else {
            nh_fail(err, errlen, "unknown measure \"%s\"; expected %s", m,
                    regen_keys[RK_MEASURE].expected);
            return BAD(RK_MEASURE);
        }
    }
    if (parse_dnh_singles(texts, b, bad, err, errlen) != 0)
        return -1;
    if (grid_parse_paired(regen_keys, 0, RK_NLISTS - 1, texts[RK_PAIRED],
                          "role, xl, con, hp, maxhp, target, encumbrance, move", &g->paired, err,
                          errlen) != 0)
        return BAD(RK_PAIRED);
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
                nh_fail(err, errlen,
                        "has no meaning for measure rate (HP per turn on turns that regenerate, "
                        "a property of the rules); expected no %s key",
                        regen_keys[not_for_rate[i]].name);
                return BAD(not_for_rate[i]);
            }
    } else if (!g->given[RK_MAXHP]) {
        grid_missing(&regen_keys[RK_MAXHP], "", err, errlen);
        return BAD(RK_MAXHP);
    }
    if (m == NH_REGEN_HP && !g->given[RK_AFTER]) {
        nh_fail(err, errlen, "measure hp needs the turns; expected e.g. after = 100");
        return BAD(RK_MEASURE);
    }
    if (m != NH_REGEN_HP && g->given[RK_AFTER]) {
        nh_fail(err, errlen,
                "after (HP after N turns) needs measure hp; expected no measure key, "
                "or measure = hp");
        return BAD(RK_AFTER);
    }
    if (m == NH_REGEN_HP && g->given[RK_TARGET]) {
        nh_fail(err, errlen, "has no meaning with after (HP after N turns); expected no target");
        return BAD(RK_TARGET);
    }
    if (m == NH_REGEN_HP && g->given[RK_MAX_TURNS]) {
        nh_fail(err, errlen, "has no meaning with after; expected no max_turns");
        return BAD(RK_MAX_TURNS);
    }
    if (!g->given[RK_XL]) {
        nh_fail(err, errlen, "xl is missing; expected e.g. xl = 8");
        return BAD(RK_XL);
    }
    if (!g->given[RK_CON]) {
        grid_missing(&regen_keys[RK_CON], "", err, errlen);
        return BAD(RK_CON);
    }
    return 0;
}

int regen_grid_parse(const char *const *texts, void *grid, int *bad, char *err, size_t errlen)
{
    struct regen_grid *g = grid;
    memset(g, 0, sizeof *g);
    *bad = RK_COUNT;
    grid_given(texts, RK_COUNT, g->given);
    if (parse_lists(texts, g, bad, err, errlen) != 0 ||
        parse_singles(texts, g, bad, err, errlen) != 0 || check_measure(g, bad, err, errlen) != 0)
        return -1;
    if (grid_check_paired(regen_keys, g->n, g->given, 0, RK_NLISTS - 1, g->paired, -1, -1, err,
                          errlen) != 0)
        return BAD(RK_PAIRED);
    if (regen_grid_count(g) > NH_REGEN_MAX_CASES) {
        nh_fail(err, errlen, "%zu combinations; expected at most %d (shorter lists, or paired)",
                regen_grid_count(g), NH_REGEN_MAX_CASES);
        return -1;
    }
    /* Check every case now, so a bad combination stops the run before it
     * starts. */
    size_t n = regen_grid_count(g);
    for (size_t i = 0; i < n; i++) {
        struct regen_case c;
        char text[NH_MAX_GRID][NH_GRID_TEXT];
        if (regen_grid_case(g, i, &c, text, err, errlen) != 0)
            return -1;
    }
    return 0;
}

size_t regen_grid_count(const struct regen_grid *g)
{
    return grid_case_count(g->n, 0, RK_NLISTS - 1, g->paired);
}
