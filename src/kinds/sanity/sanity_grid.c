/* sanity_grid: parse the dNetHack sanity inputs and expand the grid into
 * cases (see sanity_grid.h).  Messages say what is wrong and what was
 * expected; the caller adds the file and line, or the option. */
#include "kinds/sanity/sanity_grid.h"
#include "nhmc/variant.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "nhmc/grid.h"
#include "nhmc/params.h"

#define ROLES_EXPECTED                                                                             \
    "a dNetHack role (Arc, Bar, Cav, Hea, Kni, Mon, Pri, Rog, Ran, Sam, Tou, Val, Wiz, Ana, Bin, " \
    "Con, Mad, Nob, Pir, Brd, or Hnt (Und) of devel-3.23.1; a name, female name or unique "        \
    "prefix, any case), or all"
#define RACES_EXPECTED                                                                             \
    "a dNetHack race the role allows (human, elf, dwarf, gnome, orc, clockwork automaton, "        \
    "chiropteran, drow, half-dragon, incantifier, vampire, yuki-onna; a name, adjective or "       \
    "unique prefix, any case)"

static int name_item(const char *it, void *ctx, char *err, size_t errlen);
static const struct nh_grid_word target_words[] = {
    {"R", -1}, {"1R", -1}, {"2R", -2}, {"3R", -3}, {NULL, 0}};

/* The list keys' values, room and defaults (sanity_grid.h): the
 * role-dependent defaults are resolved per case. */
#define LIST(field, fallback_value, item_fn)                                                       \
    .grid = NH_GRID_INTS | NH_GRID_DISTINCT, NH_GRID_AT(struct sanity_grid, field),                \
    .fallback = (fallback_value), .item = (item_fn)
/* The field of the case's hero a list key's value goes to. */
#define HERO(field) NH_GRID_TO(struct sanity_case, hero.field)

/* A single value of the template case's hero: a flag, or one number lo..hi
 * ("is not one number in range" whatever is wrong). */
#define FLAG(field) .grid = NH_GRID_FLAG, NH_GRID_ONE(struct sanity_grid, base.hero.field)
#define ONE(field)                                                                                 \
    .grid = NH_GRID_INT | NH_GRID_IN_RANGE, NH_GRID_ONE(struct sanity_grid, base.field)

const struct nh_key sanity_keys[SAK_COUNT] = {
    [SAK_VARIANT] = {NH_KEY_TEXT("variant", "dnethack", "dnethack (kind sanity is dNetHack's)"),
                     .lo = 0, .hi = 0, .flags = NH_KEY_RUN,
                     .help = "dnethack (the only variant with sanity)"},
    [SAK_ROLE] =
        {NH_KEY_TEXT("role", "Val", ROLES_EXPECTED), .lo = 0, .hi = 0,
         .missing = "--role is required (e.g. --role Val, or all)", LIST(role, -1, name_item),
         HERO(role),
         .help = "[list] dNetHack role (compat-3.23.0): Arc, Bar, Cav, Hea, Kni, Mon, Pri, Rog, "
                 "Ran, Sam, Tou, Val, Wiz, Ana, Bin, Con, Mad, Nob, Pir, Brd, or names (Madwoman, "
                 "Bard, valk); Hnt (Und; devel-3.23.1's Undead Hunter); or all (required)"},
    [SAK_RACE] =
        {NH_KEY_TEXT("race", "human", RACES_EXPECTED), .lo = 0, .hi = 0,
         LIST(race, SRC_HUMAN, name_item), HERO(race),
         .help = "[list] dNetHack race the role allows: human (default), elf, dwarf, gnome, orc, "
                 "clockwork automaton, chiropteran, drow, half-dragon, incantifier, vampire, "
                 "yuki-onna (or elven, ...); a hero the game never starts is refused"},
    [SAK_WIS] = {NH_KEY_TEXT("wis", "18", "Wisdom 3..25: numbers and ranges such as 10-18"),
                 .lo = 3, .hi = 25, LIST(wis, 18, NULL), HERO(wis),
                 .help = "[list] Wisdom 3..25 (default 18)"},
    [SAK_XL] = {NH_KEY_TEXT("xl", "1,10", "XL 1..30: numbers and ranges"), .lo = 1, .hi = 30,
                LIST(xl, 1, NULL), HERO(xl), .help = "[list] 1..30 (default 1)"},
    [SAK_PLACE] =
        {NH_KEY_TEXT("place", "rlyeh",
                     "none, depths, nkai, rlyeh or a quest place (nhmc list places)"),
         .lo = 0, .hi = 0, LIST(place, SP_NONE, name_item), HERO(place),
         .help = "[list] none (default), depths, nkai, rlyeh, quest places (nhmc list places)"},
    [SAK_INSIGHT] = {NH_KEY_TEXT("insight", "0", "insight 0..1000000: numbers and ranges"), .lo = 0,
                     .hi = 1000000, LIST(insight, 0, NULL), HERO(insight),
                     .help = "[list] insight (default 0)"},
    [SAK_VEIL] = {NH_KEY_TEXT("veil", "on,off", "on (intact) or off (pierced)"), .lo = 0, .hi = 0,
                  LIST(veil, SANITY_GRID_DEFAULT, name_item),
                  .help = "[list] on (intact) or off (pierced); default intact, but pierced for "
                          "the Anachrononaut, Binder and Madman"},
    [SAK_SANITY] = {NH_KEY_TEXT("sanity", "50",
                                "S 0..100: numbers and ranges (below 50 needs madness = on)"),
                    .lo = 0, .hi = 100, LIST(sanity, SANITY_GRID_DEFAULT, NULL),
                    .help = "[list] S at the start, 50..100 (0..100 with --madness on); default "
                            "100, the Madman 75"},
    [SAK_TARGET] =
        {NH_KEY_TEXT("target", "R,2R,3R", "a sanity 0..100, or R, 2R or 3R"), .lo = 0, .hi = 100,
         LIST(target, -3, NULL), .words = target_words,
         .help = "[list] the recovery target: 0..100, or R, 2R, 3R (capped at 100); default 3R"},
    [SAK_SPECIES] = {NH_KEY_TEXT("species", "akkabish tannin",
                                 "sanity-taxing species (nhmc list sanity-species)"),
                     .lo = 0, .hi = 0, LIST(species, -1, name_item),
                     .help = "[list] the species of every \"see *\" event, a row each"},
    [SAK_INT] = {NH_KEY_TEXT("int", "11", "Int 3..25"), .lo = 3, .hi = 25, ONE(hero.intel),
                 .fallback = 11, .help = "Int for Vilya (default 11)"},
    [SAK_ORTHOS] = {NH_KEY_TEXT("orthos", "off", "on or off"), FLAG(orthos),
                    .help = "on or off: Orthos is bound (R -5)"},
    [SAK_SEA] = {NH_KEY_TEXT("sea", "off", "on or off"), FLAG(sea),
                 .help = "on or off: the Transparent Sea thought is known (R +30 once the veil is "
                         "pierced and insight is 30 or more)"},
    [SAK_VILYA] = {NH_KEY_TEXT("vilya", "off", "on or off"), FLAG(vilya),
                   .help = "on or off: Vilya is worn (R + (Int - 11)/2)"},
    [SAK_SOUL_LENS] = {NH_KEY_TEXT("soul_lens", "off", "on or off"), FLAG(soul_lens),
                       .help = "on or off: a Binder's soul lens (its R term doubled)"},
    [SAK_MADNESS] = {NH_KEY_TEXT("madness", "off", "on or off"), .grid = NH_GRID_FLAG,
                     NH_GRID_ONE(struct sanity_grid, madness), .fallback = SANITY_GRID_DEFAULT,
                     .help = "on or off: a permanent madness already, so S may fall below 50 "
                             "(default off, on for the Madman)"},
    [SAK_CLEAR_THOUGHTS] = {NH_KEY_TEXT("clear_thoughts", "off", "on or off"), FLAG(clear_thoughts),
                            .help = "on or off: Clear Thoughts (without --nightmare it blocks "
                                    "deliriums and mad-template monsters)"},
    [SAK_NIGHTMARE] = {NH_KEY_TEXT("nightmare", "off", "on or off"), FLAG(nightmare),
                       .help = "on or off: the Walking Nightmare (with Clear Thoughts: other aware "
                               "values, and nothing blocked)"},
    [SAK_NODENSFORK] = {NH_KEY_TEXT("nodensfork", "off", "on or off"), FLAG(nodensfork),
                        .help = "on or off: Nodensfork is wielded (every Wisdom save succeeds)"},
    [SAK_MOON_CLOSE] = {NH_KEY_TEXT("moon_close", "off", "on or off"), FLAG(moon_close),
                        .help = "on or off: devel's quest moon is near (Undead Hunter R -10)"},
    [SAK_ITCHY] = {NH_KEY_TEXT("itchy", "0", "the healing penalty 0..10000"), .lo = 0, .hi = 10000,
                   ONE(hero.itchy), .help = "the itchy-equipment healing penalty (default 0)"},
    [SAK_NARYA] = {NH_KEY_TEXT("narya", "0", "Narya's save bonus 0..30"), .lo = 0, .hi = 30,
                   ONE(hero.narya), .help = "Narya's save bonus 0..30 (default 0)"},
    [SAK_TURN0] = {NH_KEY_TEXT("turn0", "0", "a turn 0..100000000"), .lo = 0, .hi = 100000000,
                   ONE(hero.turn0), .help = "the turn the run starts after (default 0)"},
    [SAK_DRUNK] = {NH_KEY_TEXT("drunk", "0", "drunkenness 0..1000"), .lo = 0, .hi = 1000,
                   ONE(hero.drunk), .help = "drunkenness at the start (default 0, the Madman 30)"},
    [SAK_LOST_NAMES] = {NH_KEY_TEXT("lost_names", "2", "Lost Names learnt before turn0, 0..31"),
                        .lo = 0, .hi = 31, ONE(hero.lost_names),
                        .help = "names learnt from the Book of Lost Names before (default 0)"},
    [SAK_EVENTS] =
        {NH_KEY_TEXT("events", "see akkabish tannin at 100 hostile", "a timeline"), .lo = 0,
         .hi = 0,
         .help = "the timeline: events separated by ';', each with \"at T\": see SPECIES at T [for "
                 "N] [xK] [hostile] delirium at T [for N] [hostile] [undisguised] mad D at T [for "
                 "N] [xK]    angel at T [for N] sleeping|restore [blessed|uncursed|cursed] at T "
                 "booze at T [xK]   nurse at T [xK]   effigy at T necro at T   necro-fail at T   "
                 "lost-name[-known] at T tentacles at T [for N]   kill D at T [moonlight] pray at "
                 "T [altar] [all] (species: nhmc list sanity-species; see * at T: --species)"},
    [SAK_END] = {NH_KEY_TEXT("end", "5000", "the last turn, turn0 + 1 .. turn0 + 100000"), .lo = 1,
                 .hi = 100100000, ONE(end),
                 .help = "the last turn (default turn0 + 10000; at most turn0 + 100000)"},
    [SAK_CHECKPOINTS] = {NH_KEY_TEXT("checkpoints", "500,1000",
                                     "up to 32 ascending turns in turn0+1..end"),
                         .lo = 1, .hi = 100100000, .grid = NH_GRID_IN_RANGE,
                         .help = "turns at which to report mean S (up to 32)"},
    [SAK_RECOVER_FROM] =
        {NH_KEY_TEXT("recover_from", "200", "a turn up to end"), .lo = 0, .hi = 100100000,
         ONE(recover_from),
         .help = "recovery counts from turn T (default: the turn after the last event ends)"},
    [SAK_PAIRED] = NH_GRID_PAIRED_KEY("role,wis", ""),
};

/* ---- columns ---- */

enum column {
    C_ROLE,
    C_RACE,
    C_WIS,
    C_XL,
    C_PLACE,
    C_INSIGHT,
    C_VEIL,
    C_SANITY,
    C_TARGET,
    C_SPECIES,
    C_N
};

/* Every column a sanity table can have: names and headings (the registry's
 * columns, what wiki_columns may name). */
const struct nh_kind_columns sanity_columns = {
    C_N,
    {"role", "race", "wis", "xl", "place", "insight", "veil", "sanity", "target", "species"},
    {"Role", "Race", "Wis", "XL", "place", "insight", "veil", "S at start", "target S", "species"}};

/* ---- lists ---- */

/* An item of a list of names (role, race, place, species) or of veil. */
static int name_item(const char *it, void *ctx, char *err, size_t errlen)
{
    struct nh_grid_list *l = ctx;
    int k = (int)(l->key - sanity_keys), v = -1;
    bool b;
    switch (k) {
    case SAK_ROLE:
        if (strcasecmp(it, "all") == 0) {
            /* in the order sanity has always listed them (its stream keys' order) */
            for (int key = 0; key < SR_COUNT; key++)
                for (int r = 0; r < SR_COUNT; r++)
                    if (sanity_role_key(r) == key && grid_list_add(l, r, err, errlen) != 0)
                        return -1;
            return 0;
        }
        v = sanity_role_parse(it);
        break;
    case SAK_RACE:
        v = sanity_race_parse(it);
        break;
    case SAK_PLACE:
        v = sanity_place_parse(it);
        break;
    case SAK_SPECIES:
        v = sanity_species_find(it);
        break;
    default: /* veil */
        if (parse_on_off(it, &b) == 0)
            v = b;
        else if (strcasecmp(it, "intact") == 0 || strcasecmp(it, "pierced") == 0)
            v = strcasecmp(it, "intact") == 0;
        break;
    }
    if (v < 0 && (k == SAK_ROLE || k == SAK_RACE)) {
        char why[256];
        if (k == SAK_ROLE)
            sanity_role_why(it, why, sizeof why);
        else
            sanity_race_why(it, why, sizeof why);
        return nh_fail(err, errlen, "%s; expected %s", why, l->key->expected);
    }
    if (v < 0)
        return nh_fail(err, errlen, "unknown %s \"%s\"; expected %s", l->key->name, it,
                       l->key->expected);
    return grid_list_add(l, v, err, errlen);
}

static int parse_lists(const char *const texts[SAK_COUNT], struct sanity_grid *g, int *bad,
                       char *err, size_t errlen)
{
    if (!texts[SAK_ROLE]) {
        grid_missing(&sanity_keys[SAK_ROLE], " (or all)", err, errlen);
        return grid_bad(bad, SAK_ROLE);
    }
    return grid_parse_keys(&sanity_grid_spec, SAK_FIRST_LIST, SAK_NLISTS - 1, texts, g, bad, err,
                           errlen);
}

/* ---- single values ---- */

static int checkpoint_item(const char *it, void *ctx, char *err, size_t errlen)
{
    struct sanity_case *c = ctx;
    long l;
    if (grid_parse_single(&sanity_keys[SAK_CHECKPOINTS], it, &l, err, errlen) != 0)
        return -1;
    int v = (int)l;
    if (c->ncheck == SAN_CHECKPOINTS_MAX)
        return nh_fail(err, errlen, "more than %d checkpoints; expected at most %d",
                       SAN_CHECKPOINTS_MAX, SAN_CHECKPOINTS_MAX);
    if (c->ncheck && v <= c->checkpoint[c->ncheck - 1])
        return nh_fail(err, errlen, "checkpoint %d is not after %d; expected ascending turns", v,
                       c->checkpoint[c->ncheck - 1]);
    c->checkpoint[c->ncheck++] = v;
    return 0;
}

static int parse_singles(const char *const texts[SAK_COUNT], struct sanity_grid *g, int *bad,
                         char *err, size_t errlen)
{
    struct sanity_case *c = &g->base;
    struct sanity_hero *h = &c->hero;
    if (grid_parse_keys(&sanity_grid_spec, SAK_INT, SAK_COUNT - 1, texts, g, bad, err, errlen) != 0)
        return -1;
    g->drunk_given = texts[SAK_DRUNK] != NULL;
    if (!texts[SAK_END])
        c->end = h->turn0 + 10000;
    if (c->end <= h->turn0 || c->end - h->turn0 > SAN_END_MAX) {
        return grid_fail(bad, SAK_END, err, errlen,
                         "end %d is out of range; expected turn0 + 1 .. turn0 + %d (%d..%d)",
                         c->end, SAN_END_MAX, h->turn0 + 1, h->turn0 + SAN_END_MAX);
    }
    if (texts[SAK_CHECKPOINTS] &&
        parse_list(texts[SAK_CHECKPOINTS], sanity_keys[SAK_CHECKPOINTS].expected, checkpoint_item,
                   c, err, errlen) != 0)
        return grid_bad(bad, SAK_CHECKPOINTS);
    for (int i = 0; i < c->ncheck; i++)
        if (c->checkpoint[i] <= h->turn0 || c->checkpoint[i] > c->end) {
            return grid_fail(bad, SAK_CHECKPOINTS, err, errlen,
                             "checkpoint %d is outside the run; expected turns %d..%d",
                             c->checkpoint[i], h->turn0 + 1, c->end);
        }
    if (texts[SAK_EVENTS] && sanity_events_parse(texts[SAK_EVENTS], c, err, errlen) != 0)
        return grid_bad(bad, SAK_EVENTS);
    for (int e = 0; e < c->nev; e++)
        if (c->ev[e].turn <= h->turn0 || c->ev[e].turn > c->end) {
            return grid_fail(bad, SAK_EVENTS, err, errlen,
                             "event %d (%s) is on turn %d; expected a turn in %d..%d (after "
                             "turn0, up to end)",
                             e + 1, sanity_event_name(c->ev[e].kind), c->ev[e].turn, h->turn0 + 1,
                             c->end);
        }
    g->recover_from_given = texts[SAK_RECOVER_FROM] != NULL;
    if (!g->recover_from_given)
        c->recover_from = sanity_default_recover_from(c);
    if (c->recover_from > c->end) {
        return grid_fail(bad, SAK_RECOVER_FROM, err, errlen,
                         "recover_from %d is after end %d; expected a turn up to end",
                         c->recover_from, c->end);
    }
    return 0;
}

static int parse_variant(const char *const texts[SAK_COUNT], int *bad, char *err, size_t errlen)
{
    /* Sanity, insight and madness are dNetHack's alone (docs/rules.md, dNetHack sanity). */
    enum nh_variant v;
    if (texts[SAK_VARIANT] && (variant_parse(texts[SAK_VARIANT], &v) != 0 || v != NH_VDNH)) {
        return grid_fail(
            bad, SAK_VARIANT, err, errlen,
            "kind sanity is dNetHack's: %s has no sanity; expected variant = dnethack, or "
            "no variant",
            texts[SAK_VARIANT]);
    }
    return 0;
}

size_t sanity_grid_count(const struct sanity_grid *g)
{
    return grid_count(&sanity_grid_spec, g);
}

/* R at the start: the Depths pierce an intact veil on the first turn (docs/rules.md, Sanity
 * regeneration). */
static int start_threshold(const struct sanity_hero *h)
{
    bool veil = h->veil;
    int insight = h->insight;
    if (veil && sanity_place_in_depths(h->place)) {
        veil = false;
        insight++;
    }
    return sanity_threshold(h, veil, insight);
}

static void build_case(const struct sanity_grid *g, size_t i, struct sanity_case *c)
{
    int idx[SAK_NLISTS];
    *c = g->base;
    grid_case_fill(&sanity_grid_spec, g, i, idx, c);
    struct sanity_hero *h = &c->hero;
    /* The Madman's start (docs/rules.md, Sanity state; Insight and the veil): S 75, a madness, veil
     * pierced; the Anachrononaut and Binder start with the veil pierced too. */
    bool mad_role = h->role == SR_MADMAN;
    int veil = g->veil[idx[SAK_VEIL]], s = g->sanity[idx[SAK_SANITY]];
    h->veil = veil == SANITY_GRID_DEFAULT
                  ? !(mad_role || h->role == SR_ANACHRONONAUT || h->role == SR_BINDER)
                  : veil != 0;
    h->sanity = s == SANITY_GRID_DEFAULT ? (mad_role ? 75 : SAN_MAX) : s;
    h->madness = g->madness == SANITY_GRID_DEFAULT ? mad_role : g->madness != 0;
    /* dNetHack src/u_init.c, u_init(): u.udrunken = 30 for the Madman (docs/rules.md, Sanity
     * restoration). */
    if (!g->drunk_given)
        h->drunk = mad_role ? 30 : 0;
    int t = g->target[idx[SAK_TARGET]];
    if (t < 0) {
        int r = start_threshold(h);
        t = r <= 0 ? SAN_MAX : -t * r < SAN_MAX ? -t * r : SAN_MAX;
    }
    c->target = t;
    for (int e = 0; e < c->nev; e++)
        if (c->ev[e].kind == SE_SEE && c->ev[e].species == SANITY_ROW_SPECIES)
            c->ev[e].species = g->species[idx[SAK_SPECIES]];
}

/* The species column: the row's species, or none. */
static const char *row_species_name(const struct sanity_grid *g, size_t i)
{
    int idx[SAK_NLISTS];
    grid_indices(&sanity_grid_spec, g, i, idx);
    int sp = g->species[idx[SAK_SPECIES]];
    return sp < 0 ? "none" : sanity_species_at(sp)->name;
}

/* "Valkyrie human Wis 18 XL 1" */
static void case_name(const struct sanity_case *c, char *buf, size_t len)
{
    const struct sanity_hero *h = &c->hero;
    snprintf(buf, len, "%s %s Wis %d XL %d S %d", sanity_role_name(h->role),
             sanity_race_name(h->race), h->wis, h->xl, h->sanity);
}

static int checked_case(const void *grid, size_t i, void *out, int *bad, char *err, size_t errlen)
{
    const struct sanity_grid *g = grid;
    struct sanity_case *c = out;
    char why[256], where[96];
    build_case(g, i, c);
    *bad = SAK_COUNT;
    if (sanity_case_check(c, why, sizeof why) == 0)
        return 0;
    static const struct {
        const char *prefix;
        enum sanity_key k;
    } blame[] = {{"sanity", SAK_SANITY},          {"event", SAK_EVENTS},
                 {"checkpoint", SAK_CHECKPOINTS}, {"recover_from", SAK_RECOVER_FROM},
                 {"insight", SAK_INSIGHT},        {"end", SAK_END}};
    for (size_t b = 0; b < sizeof blame / sizeof blame[0]; b++)
        if (strncmp(why, blame[b].prefix, strlen(blame[b].prefix)) == 0)
            *bad = blame[b].k;
    char legal[8];
    if (!sanity_hero_legal(c->hero.role, c->hero.race, legal, sizeof legal))
        *bad = SAK_RACE;
    case_name(c, where, sizeof where);
    return nh_fail(err, errlen, "%s: %s", where, why);
}

int sanity_grid_parse(const char *const *texts, void *grid, int *bad, char *err, size_t errlen)
{
    struct sanity_grid *g = grid;
    if (grid_parse_start(&sanity_grid_spec, texts, g, bad, err, errlen) != 0 ||
        parse_variant(texts, bad, err, errlen) != 0 ||
        parse_singles(texts, g, bad, err, errlen) != 0 ||
        parse_lists(texts, g, bad, err, errlen) != 0)
        return -1;
    bool row_species = false;
    for (int e = 0; e < g->base.nev; e++)
        row_species |= g->base.ev[e].kind == SE_SEE && g->base.ev[e].species == SANITY_ROW_SPECIES;
    if (row_species != g->given[SAK_SPECIES]) {
        return grid_fail(bad, row_species ? SAK_EVENTS : SAK_SPECIES, err, errlen,
                         row_species
                             ? "an event sees \"*\" but no species are given; expected e.g. "
                               "species = akkabish tannin, nachash tannin"
                             : "species has no effect without an event \"see * at T\"; expected "
                               "one in events");
    }
    return grid_parse_finish(&sanity_grid_spec, g, bad, err, errlen);
}

/* ---- columns ---- */

int sanity_grid_columns(const char **names, const char **labels, unsigned *numeric)
{
    unsigned num = 1u << C_WIS | 1u << C_XL | 1u << C_INSIGHT | 1u << C_SANITY | 1u << C_TARGET;
    return grid_columns(&sanity_columns, NH_GRID_ALL, num, names, labels, numeric);
}

int sanity_grid_case(const struct sanity_grid *g, size_t i, struct sanity_case *c,
                     char grid_text[][NH_GRID_TEXT], char *err, size_t errlen)
{
    if (grid_case_checked(&sanity_grid_spec, g, i, c, err, errlen) != 0)
        return -1;
    const struct sanity_hero *h = &c->hero;
    const struct nh_grid_cell cell[C_N] = {{sanity_role_name(h->role), 0},
                                           {sanity_race_name(h->race), 0},
                                           {NULL, h->wis},
                                           {NULL, h->xl},
                                           {sanity_place_row(h->place)->abbr, 0},
                                           {NULL, h->insight},
                                           {h->veil ? "intact" : "pierced", 0},
                                           {NULL, h->sanity},
                                           {NULL, c->target},
                                           {row_species_name(g, i), 0}};
    grid_row_texts(cell, C_N, NH_GRID_ALL, grid_text);
    return 0;
}

int sanity_grid_threshold(const struct sanity_case *c)
{
    return start_threshold(&c->hero);
}

/* ---- the grid as the shared layer reads it ---- */

const struct nh_grid_spec sanity_grid_spec = {
    sanity_keys,
    SAK_COUNT,
    SAK_FIRST_LIST,
    SAK_NLISTS - 1,
    SAK_PAIRED,
    "role, race, wis, xl, place, insight, veil, sanity, target, species",
    -1,
    -1,
    NH_SANITY_MAX_CASES,
    NULL,
    checked_case,
    NULL,
    NH_GRID_SPEC_OF(struct sanity_grid, struct sanity_case)};
