/* growth_kind: kind growth in the registry (kind.h): its command, keys, help,
 * grid and experiment. */
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "kinds/growth/growth_grid.h"

static const char help[] =
    "Usage: nhmc growth --role R --events \"...\" [OPTIONS]\n"
    "\n"
    "One character through a timeline of events, by the rules of each variant, with\n"
    "its max HP reported at checkpoints.  Events are separated by ';':\n"
    "\n"
    "  level N | level A-B | level +K    gain levels up to XL N (a checkpoint at each\n"
    "                                    XL of A-B under --report \"after each\")\n"
    "  quaff gain-level [xK]             K potions of gain level (also at XL 30)\n"
    "  quaff healing|extra|full [blessed|uncursed|cursed] [xK]\n"
    "                                    healing potions: max HP rises only when the\n"
    "                                    heal overshoots (always at full HP)\n"
    "  nurse [K] | nurse until M         K nurse hits, or hits until max HP reaches M\n"
    "                                    (M may be Kxl, K times the XL then)\n"
    "  drain [K] | restore [K]           lose K levels; regain them as blessed full\n"
    "                                    healing does\n"
    "  pray T                            lower HP to 1 and pray at turn T\n"
    "  con C | hp H|full|low             set Con, or the current HP\n"
    "\n"
    "  --variant V        3.4.3, 3.6.7 (default) or 5.0 (alias 3.7); a list runs each\n"
    "  --role R           a role (Val or Valkyrie), a list, or all (required)\n"
    "  --race R           a race or list, or valid (the default: each role's races)\n"
    "  --con C            Con 3..25 at the start (default 10): a value, list or range\n"
    "  --xl X             the XL the hero starts at, 1..30 (default 1: the starting\n"
    "                     max HP; above, that many level gains first)\n"
    "  --events E         the timeline (required), e.g. \"level 1-14; nurse until 5xl\"\n"
    "  --report R         end (default: after the last event), after each (every\n"
    "                     event, every XL of a level A-B), or at XL 10,20,30 (the first\n"
    "                     time the hero reaches each XL)\n"
    "  --until-maxhp M    the target of every nurse event without its own: a max HP,\n"
    "                     or Kxl (K times the XL); a list runs each\n"
    "  --paired K,K       these list options go together element by element\n"
    "                     (e.g. --paired con,xl --con 10,18 --xl 1,10)\n"
    "  --exact            exact distributions instead of a simulation (levels, gain\n"
    "                     level, drain, restore, potions at full HP, nurse, con; a\n"
    "                     timeline with prayers is refused: use Monte Carlo)\n"
    "  -n, --trials N     heroes per row (default 1000000)\n"
    "  --seed S           random seed (default 20261121)\n"
    "  -j, --threads N    worker threads (default: all cores); results do not depend on N\n"
    "  --format F         table, csv or wiki (default: table on a terminal, csv otherwise)\n"
    "  -o, --output F     write to file F instead; {variant} in F: one file per variant\n"
    "  --histogram F      also write the whole distribution: grid columns, value,count,prob\n"
    "  --wiki-columns C   spread grid columns across wiki tables (e.g. variant)\n"
    "  --wiki-stat S      that statistic: mean (default), sd, min, p05, median, p95, max\n"
    "  -q, --quiet        no progress bar and no \"wrote FILE\" notes\n"
    "  -h, --help\n"
    "\n"
    "CSV columns: variant,role,race,con (then xl when --xl is given, until when\n"
    "--until-maxhp is), checkpoint, then n,mean,sd,... as nhmc levelup --help\n"
    "describes.  A checkpoint row gives max HP; each nurse event adds a row\n"
    "\"hits: ...\" (the hits it took) when it aims at a max HP, else \"nurses lost: ...\"\n"
    "(nurses that vanished); a timeline with prayers ends with the row \"killed by\n"
    "an angry god\" (1 if so, else 0).\n"
    "\n"
    "Example: nhmc growth --role Val --race dwarf --con 18 --report \"after each\" \\\n"
    "             --events \"level 1-14; quaff full blessed x2; level 30\"\n";

NH_KIND_PARSER(parse, struct growth_grid, enum growth_key, growth_grid_parse)

const struct nh_kind growth_kind = {
    .name = "growth",
    .command = "growth",
    .section = "growth",
    .synopsis =
        "  nhmc growth --role R --events E  max HP along a timeline of level gains, potions,\n"
        "                                   nurse hits, prayers and level drain\n",
    .help = help,
    .keys = growth_keys,
    .nkeys = GK_COUNT,
    .words_key = -1,
    .grid_size = sizeof(struct growth_grid),
    .parse = parse,
    .run = experiment_run_growth,
    .columns = {7,
                {"variant", "role", "race", "con", "xl", "until", "checkpoint"},
                {"Variant", "Role", "Race", "Con", "XL", "until max HP", "checkpoint"}},
};
