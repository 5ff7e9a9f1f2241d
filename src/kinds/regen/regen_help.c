/* regen_help: the synopsis and the text of `nhmc regen --help`. */
#include "kinds/regen/regen.h"

/* Its lines of `nhmc --help`. */
const char regen_synopsis[] =
    "  nhmc regen [OPTIONS]             turns to heal by regeneration, HP after N turns\n";

const char *const regen_help[] = {
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
    "  --role R           a role (Healer, Hea, heal) or list (needed for fiqhack and\n"
    "                     dnethack)\n"
    "  --race R           a race (gnome, gnomish) or list (checked against the role;\n"
    "                     needed for dnethack)\n"
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
    "  -n, --trials N     heroes per row (default 1000000)\n",
    nh_help_run_outputs,
    "  --wiki-columns C   spread grid columns across wiki tables (e.g. variant,con)\n"
    "  --wiki-stat S      that statistic: mean (default), sd, min, p05, median, p95, max\n"
    "  -q, --quiet        no progress bar and no \"wrote FILE\" notes\n"
    "  -h, --help\n"
    "\n"
    "CSV columns: variant,role,race,xl,con,hp,maxhp,[mh,mhmax,]target (or after),\n"
    "encumbrance,move,regeneration,turn, then n,mean,sd,... as nhmc levelup --help\n"
    "describes; with --rate: variant,role,xl,con,regeneration,turns_per_hp.\n"
    "\n"
    "Example: nhmc regen --variant 3.6.7,5.0 --xl 8 --con 16 --hp 1 --maxhp 70\n",
    NULL};
