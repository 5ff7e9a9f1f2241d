/* regen_kind: kind regen in the registry (kind.h): its command, keys, help,
 * grid and experiment. */
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "kinds/regen/regen_grid.h"

static const char help[] =
    "Usage: nhmc regen --xl X --con C --maxhp M [OPTIONS]\n"
    "\n"
    "Hit points regenerated turn by turn, by the rules of each variant: how many\n"
    "turns from --hp to --target, or the HP after --after turns, or the expected\n"
    "turns per HP (--rate).  One hero action per turn; before each turn boundary the\n"
    "hero tries to move with probability --move.  Value options take lists and\n"
    "ranges (--xl 1-10 --con 10,16); every combination is a row.\n"
    "\n"
    "  --variant V        3.4.3, 3.6.7 (default), 5.0 (alias 3.7), fiqhack or\n"
    "                     dnethack; a list\n"
    "  --role R           a role or list (needed for fiqhack and dnethack)\n"
    "  --race R           a race or list (checked against the role; needed for\n"
    "                     dnethack)\n"
    "  --xl X             XL 1..30\n"
    "  --con C            Con 3..25 (the current Con, ACURR)\n"
    "  --hp H             HP at the start (default 1)\n"
    "  --maxhp M          max HP 1..100000\n"
    "  --target T         full (default), an HP such as 40, or a fraction of max HP\n"
    "                     (0.5 or 50%: HP at least that, rounded up)\n"
    "  --encumbrance E    unencumbered (default; also none), burdened, stressed,\n"
    "                     strained or overtaxed\n"
    "  --move P           probability 0..1 that the hero tries to move each turn\n"
    "                     (default 0); only matters Stressed or worse\n"
    "  --regeneration     the hero has Regeneration\n"
    "  --restful-sleep    5.0: asleep with restful sleep throughout\n"
    "  --mh H --mhmax M   polymorphed: the form's HP and max HP (then --target\n"
    "                     and --after measure mh unless --track hp)\n"
    "  --track hp|mh      which pool the target and --after measure\n"
    "  --turn T|random    the turn the hero has just acted on (default random:\n"
    "                     uniform over every phase of the turn-number schedules)\n"
    "  --after N          measure HP after N turns instead of turns to the target\n"
    "  --rate             expected turns per HP on turns that regenerate (exact)\n"
    "  --max-turns N      a trial not done by then fails the run (default 100000)\n"
    "  --paired K,K       these list options go together element by element\n"
    "                     (e.g. --paired xl,maxhp --xl 1,8 --maxhp 10,70)\n"
    "  --exact            exact distributions (dynamic programming) instead of a\n"
    "                     simulation\n"
    "  -n, --trials N     heroes per row (default 1000000)\n"
    "  --seed S           random seed (default 20261121)\n"
    "  -j, --threads N    worker threads (default: all cores)\n"
    "  --format F         table, csv or wiki (default: table on a terminal, csv otherwise)\n"
    "  -o, --output F     write to file F instead; {variant} in F: one file per variant\n"
    "  --histogram F      also write the whole distribution: grid columns, value,count,prob\n"
    "  --wiki-columns C   spread grid columns across wiki tables (e.g. variant,con)\n"
    "  --wiki-stat S      that statistic: mean (default), sd, min, p05, median, p95, max\n"
    "  -q, --quiet        no progress bar and no \"wrote FILE\" notes\n"
    "  -h, --help\n"
    "\n"
    "CSV columns: variant,role,race,xl,con,hp,maxhp,[mh,mhmax,]target (or after),\n"
    "encumbrance,move,regeneration,turn, then n,mean,sd,... as nhmc levelup --help\n"
    "describes; with --rate: variant,role,xl,con,regeneration,turns_per_hp.\n"
    "\n"
    "Example: nhmc regen --variant 3.6.7,5.0 --xl 8 --con 16 --hp 1 --maxhp 70\n";

NH_KIND_PARSER(parse, struct regen_grid, enum regen_key, regen_grid_parse)

const struct nh_kind regen_kind = {
    .name = "regen",
    .command = "regen",
    .section = "regen",
    .synopsis =
        "  nhmc regen [OPTIONS]             turns to heal by regeneration, HP after N turns\n",
    .help = help,
    .keys = regen_keys,
    .nkeys = RK_COUNT,
    .words_key = -1,
    .grid_size = sizeof(struct regen_grid),
    .parse = parse,
    .run = experiment_run_regen,
    .columns = {15,
                {"variant", "role", "race", "xl", "con", "hp", "maxhp", "mh", "mhmax", "target",
                 "after", "encumbrance", "move", "regeneration", "turn"},
                {"Variant", "Role", "Race", "XL", "Con", "HP", "max HP", "mh", "mhmax", "target",
                 "after", "encumbrance", "move", "Regeneration", "turn"}},
};
