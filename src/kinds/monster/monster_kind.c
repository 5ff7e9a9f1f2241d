/* monster_kind: kind monster in the registry (kind.h): its command, keys, help,
 * grid and experiment. */
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "kinds/monster/monster_grid.h"

static const char help[] =
    "Usage: nhmc monster [OPTIONS] NAME...\n"
    "       nhmc monster --grow --kills K --victim-level L [OPTIONS] NAME...\n"
    "\n"
    "The max HP of monsters at creation, by the rules of each version (level\n"
    "adjustment for depth and the hero's XL, golems, Riders, named demons, adult\n"
    "dragons, player monsters, the guardian angel, elementals on their home plane),\n"
    "or after growing by kills (--kills K of victims of level --victim-level L) and\n"
    "gain-level effects (--gain-levels N), as a pet does.  Value options take lists\n"
    "and ranges (--depth 1,5,10 --xl 1-14); every combination is a row.\n"
    "\n"
    "  NAME...            monster names (any case, or a unique prefix: \"little d\"),\n"
    "                     a class symbol (D) or name (dragon), class=D (always the\n"
    "                     class), or all; an unknown name gets the closest names\n"
    "  --monster M        the same as a comma list: --monster \"kitten,little dog\"\n"
    "  --variant V        3.4.3, 3.6.7 (default) or 5.0 (alias 3.7); a list runs each\n"
    "  --depth D          depth of the level, 1..100 (default 1); in the endgame the\n"
    "                     Sanctum's depth\n"
    "  --xl X             the hero's XL 1..30 (default 1)\n"
    "  --endgame          on the Planes: difficulty is the Sanctum's depth + XL/2, and\n"
    "                     player monsters and adult dragons use their endgame rules\n"
    "  --home-plane       elementals on their own plane (x3 HP); implies --endgame\n"
    "  --amulet --deepest N  the hero has the Amulet: the deepest level N counts\n"
    "  --sokoban --levels-above N  in Sokoban or Vlad's Tower, N levels above the\n"
    "                     branch's entry (3.6.7 and 5.0: +2(N+1) difficulty)\n"
    "  --aggravate        5.0: extrinsic aggravate monster (difficulty doubled, max 50)\n"
    "  --wiz-deaths N     times the Wizard of Yendor has died (his level grows)\n"
    "  --guardian         the Angel made as the Astral Plane's guardian angel\n"
    "  --grow             growth: needs --kills or --gain-levels\n"
    "  --kills K          kills (grow_up calls with a victim), 0..10000\n"
    "  --victim-level L   the victims' level (m_lev) 0..49 (default 0)\n"
    "  --gain-levels N    gain-level effects (potions, wraith corpses) after the kills\n"
    "  --measure M        hp (default), level (m_lev), regen (turns from 1 HP back to\n"
    "                     full by mon_regen), or a list: hp,level,regen (a row each)\n"
    "  --paired K,K       these list options go together element by element\n"
    "                     (e.g. --paired depth,xl --depth 1,10 --xl 1,8)\n"
    "  --exact            exact distributions (convolution, and dynamic programming\n"
    "                     for growth) instead of a simulation\n"
    "  -n, --trials N     monsters per row (default 1000000)\n"
    "  --seed S           random seed (default 20261121)\n"
    "  -j, --threads N    worker threads (default: all cores)\n"
    "  --format F         table, csv or wiki (default: table on a terminal, csv otherwise)\n"
    "  -o, --output F     write to file F instead; {variant} in F: one file per variant\n"
    "  --histogram F      also write the whole distribution: grid columns, value,count,prob\n"
    "  --wiki-columns C   spread grid columns across wiki tables (e.g. variant,xl)\n"
    "  --wiki-stat S      that statistic: mean (default), sd, min, p05, median, p95, max\n"
    "  -q, --quiet        no progress bar and no \"wrote FILE\" notes\n"
    "  -h, --help\n"
    "\n"
    "CSV columns: variant,monster,depth,xl (kills,victim_level with growth;\n"
    "gain_levels and measure when given), then n,mean,sd,... as nhmc levelup --help\n"
    "describes.  At creation min and max are the rule's bounds, not the least and\n"
    "greatest value seen.  nhmc list monsters shows the names.\n"
    "\n"
    "Example: nhmc monster --variant 3.6.7,5.0 --depth 10 --xl 8 \"soldier ant\" --exact\n";

int monster_list(int argc, char **argv);
static const char *const lists[] = {"monsters", NULL};

NH_KIND_PARSER(parse, struct monster_grid, enum monster_key, monster_grid_parse)

const struct nh_kind monster_kind = {
    .name = "monster",
    .command = "monster",
    .section = "monster",
    .synopsis =
        "  nhmc monster [OPTIONS] NAME...   monster HP at creation, or after growing by kills\n",
    .help = help,
    .keys = monster_keys,
    .nkeys = MK_COUNT,
    .words_key = MK_MONSTER,
    .words_name = "NAME",
    .grid_size = sizeof(struct monster_grid),
    .parse = parse,
    .run = experiment_run_monster,
    .columns = {8,
                {"variant", "monster", "depth", "xl", "kills", "victim_level", "gain_levels",
                 "measure"},
                {"Variant", "Monster", "depth", "XL", "kills", "victim level", "gain levels",
                 "measure"}},
    .lists = lists,
    .list = monster_list,
    .list_options = true,
    .list_synopsis =
        "  nhmc list monsters [--class C]   the monsters of a version and their HP rules\n",
};
