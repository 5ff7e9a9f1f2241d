/* monster_keys: the monster kind's keys (options and scenario keys alike) and its measures
 * (see monster_grid.h).  Messages say what is wrong and what was expected. */
#include "kinds/monster/monster_grid.h"

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
    [MK_HERD] = {NH_KEY_TEXT("herd", "12", "Geryon's herd on his level, 0..1000 (one value)"),
                 .lo = 0, .hi = NH_MON_HERD_MAX, ONE(INT, base.herd), .fallback = NH_MON_HERD_MADE,
                 .help = "xnethack: the quadrupeds (not tame) on Geryon's level, the HP he heals "
                         "more each turn (default 40, the herd his level makes; 20 for Geryon away "
                         "from his level)"},
    [MK_CLASS] = {NH_KEY_TEXT("class", "a",
                              "classes by symbol (a, D) or name (ant, dragon): every monster of "
                              "each class, after the named ones (nhmc list monsters shows them)"),
                  .help = "classes by symbol (a, D) or name (ant, dragon): all their monsters, "
                          "after the named ones"},
    [MK_PAIRED] =
        NH_GRID_PAIRED_KEY("kills,victim_level", " (e.g. --paired depth,xl --depth 1,10 --xl 1,8)"),
};

const char *monster_measure_name(int m)
{
    return m == NH_MON_HIST_LEVEL ? "level" : m == NH_MON_HIST_REGEN ? "regen" : "hp";
}
