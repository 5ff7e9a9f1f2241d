/* monster_grid: parse the monster inputs, expand the grid into cases (see
 * monster_grid.h).  Messages say what is wrong and what was expected; the
 * caller adds the file and line, or the option. */
#include "kinds/monster/monster_grid.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "nhmc/grid.h"
#include "nhmc/params.h"
#include "nhmc/hero_rules.h"

#define DEPTH_MAX      100 /* monster_case_valid's bound */
#define WIZ_DEATHS_MAX 1000

/* A list key of whole numbers lo..hi, with its label and default. */
#define INTS(field, label_text, fallback_value)                                                    \
    .grid = NH_GRID_INTS, .label = (label_text), NH_GRID_AT(struct monster_grid, field),           \
    .fallback = (fallback_value)
/* The field of the case a list key's value goes to. */
#define CASE(field) NH_GRID_TO(struct monster_case, field)
/* A flag, a number lo..hi or a word, into the grid's field. */
#define ONE(type, field) .grid = NH_GRID_##type, NH_GRID_ONE(struct monster_grid, field)

static const struct nh_grid_word origin_words[] = {
    {"mk_mplayer|mplayer", 0}, {"makemon|random|polymorph|statue", 1}, {NULL, 0}};

/* ---- measures ---- */

static int measure_parse(const char *item)
{
    static const struct nh_grid_word words[] = {{"hp", NH_MON_HIST_HP},
                                                {"level|m_lev", NH_MON_HIST_LEVEL},
                                                {"regen|turns_to_full", NH_MON_HIST_REGEN},
                                                {NULL, 0}};
    const struct nh_grid_word *w = grid_word_find(words, item);
    return w ? w->value : -1;
}

/* A repeat is named as written ("m_lev"). */
static const struct nh_grid_names measures = {"measure", "each measure once", measure_parse, NULL};

const struct nh_key monster_keys[MK_COUNT] = {
    [MK_VARIANT] = {NH_GRID_VARIANT_KEY("3.6.7,5.0", MONSTER_VARIANTS, struct monster_grid,
                                        struct monster_case),
                    .help = "3.4.3, 3.6.7 (default), 5.0 (alias 3.7), xnethack, unnethack or "
                            "evilhack; a list runs each"},
    [MK_MONSTER] = {NH_KEY_TEXT("monster", "kitten",
                                "monster names (any case, or a unique prefix; several words "
                                "make one name: soldier ant), class=D or class=dragon, or all"),
                    .help = "the same as a comma list: --monster \"kitten,little dog\""},
    [MK_DEPTH] = {NH_KEY_TEXT("depth", "1,5,10", "depths 1..100: numbers and ranges such as 1-10"),
                  .lo = 1, .hi = DEPTH_MAX, INTS(depth, "depth", 1), CASE(where.depth),
                  .help =
                      "depth of the level, 1..100 (default 1); in the endgame the Sanctum's depth"},
    [MK_XL] = {NH_GRID_XL_KEY("1", 1, struct monster_grid, struct monster_case, xl),
               .help = "the hero's XL 1..30 (default 1)"},
    [MK_KILLS] = {NH_KEY_TEXT("kills", "1-20", "kills 0..10000: numbers and ranges such as 1-20"),
                  .lo = 0, .hi = NH_MON_GROW_MAX, INTS(kills, "kills", 0), CASE(kills),
                  .help = "kills (grow_up calls with a victim), 0..10000"},
    [MK_VICTIM_LEVEL] = {NH_KEY_TEXT("victim_level", "0,2,5",
                                     "victim levels 0..49: numbers and ranges"),
                         .lo = 0, .hi = 49, INTS(victim_level, "victim level", 0),
                         CASE(victim_level),
                         .help = "the victims' level (m_lev) 0..49 (default 0)"},
    [MK_GAIN_LEVELS] = {NH_KEY_TEXT("gain_levels", "1",
                                    "gain-level effects 0..10000: numbers and ranges"),
                        .lo = 0, .hi = NH_MON_GROW_MAX, INTS(gain_levels, "gain levels", 0),
                        CASE(gain_levels),
                        .help = "gain-level effects (potions, wraith corpses) after the kills"},
    [MK_MEASURE] = {NH_KEY_TEXT(
                        "measure", "hp",
                        "hp (max HP), level (m_lev) or regen (turns from 1 HP back to full)"),
                    .lo = 0, .hi = 0, INTS(measure, "measure", NH_MON_HIST_HP), .names = &measures,
                    .help = "hp (default), level (m_lev), regen (turns from 1 HP back to full by "
                            "mon_regen), or a list: hp,level,regen (a row each)"},
    [MK_GROW] = {NH_KEY_TEXT("grow", "on", "on or off"), .flags = NH_KEY_FLAG, ONE(FLAG, grow),
                 .help = "growth: needs --kills or --gain-levels"},
    [MK_ENDGAME] = {NH_KEY_TEXT("endgame", "on", "on or off"), .flags = NH_KEY_FLAG,
                    ONE(FLAG, endgame),
                    .help = "on the Planes: difficulty is the Sanctum's depth + XL/2 (unnethack: "
                            "+15), and player monsters and adult dragons use their endgame rules"},
    [MK_HOME_PLANE] =
        {NH_KEY_TEXT("home_plane", "on", "on or off"), .flags = NH_KEY_FLAG, ONE(FLAG, home_plane),
         .help = "elementals on their own plane (x3 HP, x2 in xnethack); implies --endgame"},
    [MK_AMULET] = {NH_KEY_TEXT("amulet", "on", "on or off"), .flags = NH_KEY_FLAG,
                   ONE(FLAG, base.where.amulet),
                   .help = "the hero has the Amulet: the deepest level N counts (unnethack: +15)"},
    [MK_DEEPEST] = {NH_KEY_TEXT("deepest", "50", "the deepest level reached, 1..100 (one value)"),
                    .lo = 1, .hi = DEPTH_MAX, ONE(INT, base.where.deepest),
                    .help = "the hero has the Amulet: the deepest level N counts (unnethack: +15)"},
    [MK_SOKOBAN] = {NH_KEY_TEXT("sokoban", "on", "on or off"), .flags = NH_KEY_FLAG,
                    ONE(FLAG, base.where.builds_up),
                    .help = "in Sokoban or Vlad's Tower, N levels above the branch's entry (3.6.7 "
                            "and 5.0: +2(N+1) difficulty)"},
    [MK_LEVELS_ABOVE] = {NH_KEY_TEXT("levels_above", "1", "levels above the branch's entry, 0..10"),
                         .lo = 0, .hi = 10, ONE(INT, base.where.levels_above),
                         .help = "in Sokoban or Vlad's Tower, N levels above the branch's entry "
                                 "(3.6.7 and 5.0: +2(N+1) difficulty)"},
    [MK_AGGRAVATE] = {NH_KEY_TEXT("aggravate", "on", "on or off"), .flags = NH_KEY_FLAG,
                      ONE(FLAG, base.where.aggravate),
                      .help =
                          "5.0 and xnethack: extrinsic aggravate monster (difficulty doubled, max "
                          "50)"},
    [MK_GEHENNOM] = {NH_KEY_TEXT("gehennom", "on", "on or off"), .flags = NH_KEY_FLAG,
                     ONE(FLAG, base.where.gehennom),
                     .help = "unnethack: in Gehennom (difficulty +15)"},
    [MK_WIZ_DEATHS] = {NH_KEY_TEXT("wiz_deaths", "1", "times the Wizard of Yendor died, 0..1000"),
                       .lo = 0, .hi = WIZ_DEATHS_MAX, ONE(INT, base.wiz_deaths),
                       .help = "times the Wizard of Yendor has died (his level grows)"},
    [MK_GUARDIAN] = {NH_KEY_TEXT("guardian", "on", "on or off"), .flags = NH_KEY_FLAG,
                     ONE(FLAG, base.guardian),
                     .help = "the Angel made as the Astral Plane's guardian angel"},
    [MK_ORIGIN] = {NH_KEY_TEXT("origin", "makemon",
                               "how a player monster was made: mk_mplayer (the default) or "
                               "makemon (at random, by polymorph, from a statue)"),
                   ONE(WORD, base.by_makemon), .label = "origin", .words = origin_words,
                   .help = "how player monsters were made: mk_mplayer (the default: a special "
                           "level's, d(m_lev,10)+30) or makemon (at random, by polymorph, from a "
                           "statue: newmonhp's d(m_lev,8))"},
    [MK_CLASS] = {NH_KEY_TEXT("class", "a",
                              "classes by symbol (a, D) or name (ant, dragon): every monster of "
                              "each class, after the named ones (nhmc list monsters shows them)"),
                  .help = "classes by symbol (a, D) or name (ant, dragon): all their monsters, "
                          "after the named ones"},
    [MK_PAIRED] =
        NH_GRID_PAIRED_KEY("kills,victim_level", " (e.g. --paired depth,xl --depth 1,10 --xl 1,8)"),
};

/* ---- columns ---- */

enum column { C_VARIANT, C_MONSTER, C_DEPTH, C_XL, C_KILLS, C_VICTIM, C_GAIN, C_MEASURE, C_COUNT };

/* Every column a monster table can have: names and headings (the registry's
 * columns, what wiki_columns may name). */
const struct nh_kind_columns monster_columns = {
    C_COUNT,
    {"variant", "monster", "depth", "xl", "kills", "victim_level", "gain_levels", "measure"},
    {"Variant", "Monster", "depth", "XL", "kills", "victim level", "gain levels", "measure"}};

/* The keys that form the case product after variant and monster. */
#define FIRST_INNER MK_DEPTH
#define LAST_INNER  MK_GAIN_LEVELS

const char *monster_measure_name(int m)
{
    return m == NH_MON_HIST_LEVEL ? "level" : m == NH_MON_HIST_REGEN ? "regen" : "hp";
}

/* ---- monsters ---- */

struct mon_list {
    const struct nh_monster_table *t;
    enum nh_variant v;
    bool several_variants; /* name the variant in messages */
    int *out;
    int n;
};

/* The built monsters of a class given by symbol or name, or -1. */
static int class_monsters(const struct mon_list *l, const char *cls, int *found, char *err,
                          size_t errlen)
{
    enum nh_mclass c;
    if (mclass_parse_in(l->t, cls, &c) != 0)
        return nh_fail(err, errlen,
                       "unknown class \"%s\"; expected a class symbol such as D or a class name "
                       "such as dragon (nhmc list monsters shows them)",
                       cls);
    int n = monster_by_class(l->t, c, found, NH_MONSTER_LIST_MAX);
    if (n == 0)
        return nh_fail(err, errlen, "class %s has no monsters in %s; expected another class", cls,
                       variant_name(l->v));
    return n;
}

/* Monsters not yet listed go to the end of the list. */
static void add_new(struct mon_list *l, const int *found, int n)
{
    for (int i = 0; i < n; i++) {
        bool seen = false;
        for (int j = 0; j < l->n && !seen; j++)
            seen = l->out[j] == found[i];
        if (!seen)
            l->out[l->n++] = found[i]; /* at most the table's count: fits */
    }
}

static int class_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct mon_list *l = ctx;
    int found[NH_MONSTER_LIST_MAX];
    int n = class_monsters(l, item, found, err, errlen);
    if (n < 0)
        return -1;
    add_new(l, found, n);
    return 0;
}

/* One item of the monster list, resolved in one variant's table. */
static int mon_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct mon_list *l = ctx;
    int found[NH_MONSTER_LIST_MAX], n;
    char why[384];
    n = monster_select(l->t, item, found, NH_MONSTER_LIST_MAX, why, sizeof why);
    if (n < 0)
        return nh_fail(err, errlen, "%s%s%s; expected %s", why, l->several_variants ? " in " : "",
                       l->several_variants ? variant_name(l->v) : "",
                       monster_keys[MK_MONSTER].expected);
    add_new(l, found, n);
    return 0;
}

/* The items of a monster list between commas, each as long as it is (a
 * run of words on the command line is one item). */
static int each_item(const char *text, struct mon_list *l, char *err, size_t errlen)
{
    const char *expected = monster_keys[MK_MONSTER].expected;
    char item[4096];
    for (const char *p = text;;) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p), n = len;
        while (n && isspace((unsigned char)p[n - 1]))
            n--;
        const char *start = p;
        while (start < p + n && isspace((unsigned char)*start))
            start++;
        n -= (size_t)(start - p);
        if (n >= sizeof item)
            n = (size_t)-1;
        else
            memcpy(item, start, n), item[n] = '\0';
        if (n == 0 && !comma && p == text)
            return nh_fail(err, errlen, "no value given; expected %s", expected);
        if (n == 0)
            return nh_fail(err, errlen, "empty item in \"%s\"; expected %s, separated by commas",
                           text, expected);
        if (n == (size_t)-1)
            return nh_fail(err, errlen, "item \"%.40s...\" is too long; expected %s", p, expected);
        if (mon_item(item, l, err, errlen) != 0)
            return -1;
        if (!comma)
            return 0;
        p = comma + 1;
    }
}

static int parse_monsters(const char *text, const char *classes, struct monster_grid *g, int *bad,
                          char *err, size_t errlen)
{
    if (!text && !classes) {
        return grid_fail(
            bad, MK_MONSTER, err, errlen,
            "no monster given; expected e.g. monster = kitten (names, or all) or class = D");
    }
    for (int s = 0; s < g->n[MK_VARIANT]; s++) {
        struct mon_list l = {monster_table(g->variant[s]), g->variant[s], g->n[MK_VARIANT] > 1,
                             g->mon[s], 0};
        if (text && each_item(text, &l, err, errlen) != 0)
            return grid_bad(bad, MK_MONSTER);
        if (classes &&
            parse_list(classes, monster_keys[MK_CLASS].expected, class_item, &l, err, errlen) != 0)
            return grid_bad(bad, MK_CLASS);
        g->nmon[s] = l.n;
    }
    g->n[MK_MONSTER] = 1;
    return 0;
}

/* ---- parsing ---- */

static int parse_lists(const char *const texts[MK_COUNT], struct monster_grid *g, int *bad,
                       char *err, size_t errlen)
{
    /* variant first: each variant's own table names the monsters */
    if (grid_parse_keys(&monster_grid_spec, MK_VARIANT, MK_VARIANT, texts, g, bad, err, errlen) !=
            0 ||
        parse_monsters(texts[MK_MONSTER], texts[MK_CLASS], g, bad, err, errlen) != 0)
        return -1;
    return grid_parse_keys(&monster_grid_spec, MK_DEPTH, MK_NLISTS - 1, texts, g, bad, err, errlen);
}

/* A key that means something only with another: refuse it alone rather
 * than ignore it. */
static int needs(const struct monster_grid *g, enum monster_key k, bool with, const char *what,
                 int *bad, char *err, size_t errlen)
{
    if (!g->given[k] || with)
        return 0;
    return grid_fail(bad, k, err, errlen, "has no meaning %s; expected it only with %s", what,
                     what + strlen("without "));
}

/* The single values that depend on each other. */
static int check_singles(struct monster_grid *g, int *bad, char *err, size_t errlen)
{
    struct monster_case *b = &g->base;
    struct nh_where *w = &b->where;
    /* The elemental planes are endgame levels: home_plane brings the
     * endgame with it, and contradicts endgame = off. */
    if (g->home_plane && g->given[MK_ENDGAME] && !g->endgame) {
        return grid_fail(
            bad, MK_HOME_PLANE, err, errlen,
            "the elemental planes are in the endgame, but endgame = off; expected endgame on "
            "(or not given)");
    }
    w->endgame = g->endgame || g->home_plane;
    if (w->amulet && !g->given[MK_DEEPEST]) {
        return grid_fail(
            bad, MK_AMULET, err, errlen,
            "with the Amulet the deepest level reached counts; expected deepest too (e.g. "
            "deepest = 50)");
    }
    if (needs(g, MK_DEEPEST, w->amulet, "without amulet = on", bad, err, errlen) != 0 ||
        needs(g, MK_LEVELS_ABOVE, w->builds_up, "without sokoban = on", bad, err, errlen) != 0)
        return -1;
    bool growth_given = g->given[MK_KILLS] || g->given[MK_GAIN_LEVELS];
    if (g->grow && !growth_given) {
        return grid_fail(bad, MK_GROW, err, errlen,
                         "growth needs kills or gain_levels; expected e.g. kills = 1-20");
    }
    if (g->given[MK_GROW] && !g->grow && growth_given) {
        return grid_fail(bad, MK_GROW, err, errlen,
                         "grow = off, but kills or gain_levels is given; expected grow = on");
    }
    if (needs(g, MK_VICTIM_LEVEL, g->given[MK_KILLS], "without kills", bad, err, errlen) != 0)
        return -1;
    g->grows = g->grow || growth_given;
    return 0;
}

/* Only the inner lists pair (grid_parse_finish checks their lengths). */
static int check_paired(const struct monster_grid *g, int *bad, char *err, size_t errlen)
{
    for (int k = 0; k < MK_NLISTS; k++)
        if ((g->paired & NH_BIT(k)) && (k < FIRST_INNER || k > LAST_INNER)) {
            return grid_fail(
                bad, MK_PAIRED, err, errlen,
                "%s cannot be paired; expected keys of depth, xl, kills, victim_level, "
                "gain_levels",
                monster_keys[k].name);
        }
    return 0;
}

/* Cases per monster: the product of the inner lists. */
static size_t inner_count(const struct monster_grid *g)
{
    return grid_case_count(g->n, FIRST_INNER, LAST_INNER, g->paired);
}

/* Saturates at SIZE_MAX rather than overflow ("too many"). */
size_t monster_grid_count(const struct monster_grid *g)
{
    size_t n = 0, inner = inner_count(g);
    for (int s = 0; s < g->n[MK_VARIANT]; s++) {
        if (inner && (size_t)g->nmon[s] > (SIZE_MAX - n) / inner)
            return SIZE_MAX;
        n += (size_t)g->nmon[s] * inner;
    }
    return n;
}

/* Variant slot, monster index and inner list indices of case i. */
static size_t case_slot(const struct monster_grid *g, size_t i, int *slot, int *mon)
{
    size_t inner = inner_count(g), rest = i;
    int s = 0;
    while (s + 1 < g->n[MK_VARIANT] && rest >= (size_t)g->nmon[s] * inner)
        rest -= (size_t)g->nmon[s++] * inner;
    *slot = s;
    *mon = g->mon[s][rest / inner];
    return rest % inner;
}

static void build_case(const struct monster_grid *g, size_t i, struct monster_case *c)
{
    int slot, mon, idx[MK_NLISTS];
    size_t inner = case_slot(g, i, &slot, &mon);
    *c = g->base;
    grid_case_fill(&monster_grid_spec, g, inner, idx, c);
    c->variant = g->variant[slot];
    c->mon = mon;
    if (c->where.endgame)
        c->where.sanctum_depth = c->where.depth;
    if (g->home_plane)
        c->where.home_plane = (int)(monster_table(c->variant)->mons[mon].flags & NH_MF_HOME_ANY);
}

/* The grid's checks of a case: the Angel alone is a guardian; the deepest
 * level is not above the current one; the backend's ranges. */
static int check_case(const void *grid, size_t i, void *out, int *bad, char *err, size_t errlen)
{
    struct monster_case *c = out;
    build_case(grid, i, c);
    const char *name = monster_table(c->variant)->mons[c->mon].name;
    if (c->guardian && strcmp(name, "Angel") != 0) {
        return grid_fail(
            bad, MK_GUARDIAN, err, errlen,
            "only the Angel can be the guardian angel, not the %s; expected monster = Angel", name);
    }
    if (monster_variant_check(grid, c, bad, err, errlen) != 0)
        return -1;
    if (c->where.amulet && c->where.deepest < c->where.depth) {
        return grid_fail(bad, MK_DEEPEST, err, errlen,
                         "deepest level %d is above depth %d; expected at least %d",
                         c->where.deepest, c->where.depth, c->where.depth);
    }
    if (c->kills + c->gain_levels > NH_MON_GROW_MAX)
        return nh_fail(err, errlen, "%d kills and %d gain levels; expected at most %d together",
                       c->kills, c->gain_levels, NH_MON_GROW_MAX);
    if (!monster_case_valid(c)) /* not reached: the keys' ranges keep cases valid */
        return nh_fail(err, errlen, "%s %s: the case is out of range", variant_name(c->variant),
                       name);
    return 0;
}

static size_t count_cases(const void *g)
{
    return monster_grid_count(g);
}

int monster_grid_parse(const char *const *texts, void *grid, int *bad, char *err, size_t errlen)
{
    struct monster_grid *g = grid;
    if (grid_parse_start(&monster_grid_spec, texts, g, bad, err, errlen) != 0)
        return -1;
    if (grid_parse_paired(monster_keys, 0, MK_NLISTS - 1, texts[MK_PAIRED],
                          "depth, xl, kills, victim_level, gain_levels", &g->paired, err,
                          errlen) != 0)
        return grid_bad(bad, MK_PAIRED);
    if (parse_lists(texts, g, bad, err, errlen) != 0 ||
        grid_parse_keys(&monster_grid_spec, MK_GROW, MK_COUNT - 1, texts, g, bad, err, errlen) !=
            0 ||
        check_singles(g, bad, err, errlen) != 0 || check_paired(g, bad, err, errlen) != 0)
        return -1;
    return grid_parse_finish(&monster_grid_spec, g, bad, err, errlen);
}

/* ---- columns ---- */

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
    build_case(g, i, c);
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
    buf[0] = '\0';
    if (w->endgame)
        grid_note_part(&t, "in the endgame (depth: the Sanctum's)");
    if (g->home_plane)
        grid_note_part(&t, "elementals on their own plane");
    if (w->amulet && !w->endgame)
        grid_note_part(&t, "with the Amulet, deepest level %d", w->deepest);
    if (w->builds_up)
        grid_note_part(&t, "in a branch built upward, %d level%s above its entry", w->levels_above,
                       w->levels_above == 1 ? "" : "s");
    if (w->aggravate)
        grid_note_part(&t, "aggravate monster");
    if (w->gehennom)
        grid_note_part(&t, "in Gehennom");
    if (b->wiz_deaths)
        grid_note_part(&t, "the Wizard killed %d time%s", b->wiz_deaths,
                       b->wiz_deaths == 1 ? "" : "s");
    if (b->guardian)
        grid_note_part(&t, "as the guardian angel");
    if (b->by_makemon)
        grid_note_part(&t, "player monsters made by makemon alone (newmonhp's HP)");
}

/* ---- the grid as the shared layer reads it ---- */

/* The cases: variant, monster, then the inner lists; paired read by the
 * kind, for its message on the outer keys. */
const struct nh_grid_spec monster_grid_spec = {
    monster_keys,
    MK_COUNT,
    FIRST_INNER,
    LAST_INNER,
    MK_PAIRED,
    NULL,
    -1,
    -1,
    NH_MONSTER_MAX_CASES,
    NULL,
    check_case,
    count_cases,
    NH_GRID_SPEC_OF(struct monster_grid, struct monster_case)};
