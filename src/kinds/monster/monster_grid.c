/* monster_grid: check the monster inputs against each other and expand the grid into cases (see
 * monster_grid.h); the keys are monster_keys.c's, the monster list monster_grid_monsters.c's.
 * Messages say what is wrong and what was expected; the caller adds the file and line, or the
 * option. */
#include "kinds/monster/monster_grid.h"

#include <string.h>

#include "nhmc/grid.h"
#include "nhmc/params.h"

/* The keys that form the case product after variant and monster. */
#define FIRST_INNER MK_DEPTH
#define LAST_INNER  MK_GAIN_LEVELS

/* ---- parsing ---- */

static int parse_lists(const char *const texts[MK_COUNT], struct monster_grid *g, int *bad,
                       char *err, size_t errlen)
{
    /* variant first: each variant's own table names the monsters */
    if (grid_parse_keys(&monster_grid_spec, MK_VARIANT, MK_VARIANT, texts, g, bad, err, errlen) !=
            0 ||
        monster_grid_parse_monsters(texts[MK_MONSTER], texts[MK_CLASS], g, bad, err, errlen) != 0)
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

/* --herd says how xNetHack's Geryon heals: refused where no row asks it. */
static int check_herd(const struct monster_grid *g, int *bad, char *err, size_t errlen)
{
    if (!g->given[MK_HERD] || monster_grid_heals_geryon(g))
        return 0;
    return grid_fail(bad, MK_HERD, err, errlen,
                     "has no meaning without xNetHack's Geryon and measure regen; expected it only "
                     "with --variant xnethack Geryon --measure regen");
}

bool monster_grid_heals_geryon(const struct monster_grid *g)
{
    bool regen = false;
    for (int k = 0; k < g->n[MK_MEASURE]; k++)
        regen |= g->measure[k] == NH_MON_HIST_REGEN;
    for (int s = 0; regen && s < g->n[MK_VARIANT]; s++)
        for (int i = 0; i < g->nmon[s]; i++)
            if (nh_mon_heal_bonus(g->variant[s], &monster_table(g->variant[s])->mons[g->mon[s][i]],
                                  1) != 0)
                return true;
    return false;
}

/* Measure regen alone of monsters that all never heal would leave no row (monster_experiment.c
 * leaves out the regen row of such a monster): refused, saying why. */
static int check_rows_left(const struct monster_grid *g, int *bad, char *err, size_t errlen)
{
    if (g->n[MK_MEASURE] != 1 || g->measure[0] != NH_MON_HIST_REGEN)
        return 0;
    const struct nh_monster *never = NULL;
    enum nh_variant v = g->variant[0];
    for (int s = 0; s < g->n[MK_VARIANT]; s++)
        for (int i = 0; i < g->nmon[s]; i++) {
            const struct nh_monster *m = &monster_table(g->variant[s])->mons[g->mon[s][i]];
            if (!(m->flags & NH_MF_NOREGEN))
                return 0;
            never = m;
            v = g->variant[s];
        }
    if (!never)
        return 0;
    return grid_fail(bad, MK_MEASURE, err, errlen,
                     "the %s of %s never heals (M3_NOREGEN), so it never gets back to its max HP "
                     "and has no turns to full; expected measure hp or level for it",
                     never->name, variant_game(v));
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

void monster_grid_build_case(const struct monster_grid *g, size_t i, struct monster_case *c)
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
    monster_grid_build_case(grid, i, c);
    const char *name = monster_table(c->variant)->mons[c->mon].name;
    if (c->guardian && strcmp(name, "Angel") != 0) {
        return grid_fail(
            bad, MK_GUARDIAN, err, errlen,
            "only the Angel can be the guardian angel, not the %s; expected monster = Angel", name);
    }
    if (monster_variant_check(c, bad, err, errlen) != 0)
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
        check_singles(g, bad, err, errlen) != 0 || check_paired(g, bad, err, errlen) != 0 ||
        check_herd(g, bad, err, errlen) != 0 || check_rows_left(g, bad, err, errlen) != 0)
        return -1;
    return grid_parse_finish(&monster_grid_spec, g, bad, err, errlen);
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
