/* cli: subcommands, options and help (the command line of README.md). */
#include "nhmc/cli.h"

#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "nhmc/experiment.h"
#include "kinds/levelup/levelup.h"
#include "kinds/monster/monster_grid.h"
#include "kinds/monster/monster_rules.h"
#include "nhmc/outfile.h"
#include "nhmc/runner.h"
#include "kinds/sanity/sanity.h"
#include "kinds/sanity/sanity_grid.h"
#include "nhmc/selfcheck.h"

static const char main_help[] =
    "nhmc " NHMC_VERSION ": Monte Carlo statistics for NetHack's hit-point mechanics\n"
    "\n"
    "Usage:\n"
    "  nhmc run [OPTIONS] FILE...       run scenario files (README: \"Scenario files\")\n"
    "  nhmc levelup [OPTIONS]           max HP by role, race, Con and XL\n"
    "  nhmc rnz --i I --xl X [OPTIONS]  the distribution of rnz(i), e.g. prayer timeout\n"
    "  nhmc regen [OPTIONS]             turns to heal by regeneration, HP after N turns\n"
    "  nhmc pray --role R --turn T      one prayer for low HP: success, max HP gained,\n"
    "                                   when the next prayer is safe\n"
    "  nhmc growth --role R --events E  max HP along a timeline of level gains, potions,\n"
    "                                   nurse hits, prayers and level drain\n"
    "  nhmc monster [OPTIONS] NAME...   monster HP at creation, or after growing by kills\n"
    "  nhmc grace --maxhp M --damage D  saving grace (3.7 development builds, xNetHack,\n"
    "                                   CrecelleHack, Hack'EM) against a stream of hits\n"
    "  nhmc sanity --role R [OPTIONS]   dNetHack sanity along a timeline: losses,\n"
    "                                   recovery by regeneration, temporary madness\n"
    "  nhmc selfcheck [OPTIONS]         check this build: kernels against exact answers\n"
    "  nhmc list variants|roles|races   the names nhmc accepts\n"
    "  nhmc list monsters [--class C]   the monsters of a version and their HP rules\n"
    "  nhmc list places|sanity-species  dNetHack sanity places and sanity-taxing species\n"
    "  nhmc COMMAND --help              help on one command\n"
    "  nhmc --version\n"
    "\n"
    "Variants: 3.4.3, 3.6.7 (the default) and 5.0 (also called 3.7: the 3.7\n"
    "development line as released in May 2026); fiqhack for regen; dnethack for\n"
    "levelup and regen.\n"
    "Exit status: 0 done, 1 the run or a write failed, 2 bad usage or bad input.\n";

static const char run_help[] =
    "Usage: nhmc run [-j N] [-q] [--format F] FILE...\n"
    "\n"
    "Run scenario files (INI; see README.md, \"Scenario files\").  Every file is read\n"
    "and checked before anything runs; a bad file stops everything with exit 2.\n"
    "A scenario with an [output] section writes its files (under a temporary name,\n"
    "renamed when complete); one without prints its table on standard output.\n"
    "\n"
    "  -j, --threads N  worker threads (default: all cores); results do not depend on N\n"
    "  --format F       table, csv or wiki, for standard output (default: table on a\n"
    "                   terminal, csv otherwise)\n"
    "  -q, --quiet      no progress bar and no \"wrote FILE\" notes\n"
    "  -h, --help\n"
    "\n"
    "Example: nhmc run scenarios/maxhp_by_role.ini\n";

static const char levelup_help[] =
    "Usage: nhmc levelup --role R [--race R] --con C --xl X [OPTIONS]\n"
    "\n"
    "Max HP of a hero at each experience level: the starting HP, then one level\n"
    "gain (the game's newhp) per level, with Con kept for the whole game, or rolled\n"
    "at creation as the game rolls it and then kept.  No other HP sources.\n"
    "\n"
    "  --variant V      3.4.3, 3.6.7 (default), 5.0 (alias 3.7) or dnethack (a\n"
    "                   given Con, XL 1-30); a list runs each\n"
    "  --role R         a role (Val or Valkyrie), a list (Val,Sam) or all\n"
    "  --race R         a race (dwarf or dwa), a list, or valid (the default: each\n"
    "                   role's own races)\n"
    "  --con C          Con 3..25: a value, a list or a range (3-25), or rolled\n"
    "  --xl X           XL 1..30: a value, a list or a range (1,10,30 or 1-30); 30+K\n"
    "                   is XL 30 after K further gains there (e.g. gain level)\n"
    "  --exact          exact distributions (convolution) instead of a simulation\n"
    "  -n, --trials N   heroes per row (default 1000000; 1e6 and 1_000_000 work)\n"
    "  --seed S         random seed (default 20261121): same seed, same bytes\n"
    "  -j, --threads N  worker threads (default: all cores); results do not depend on N\n"
    "  --format F       table, csv or wiki (default: table on a terminal, csv otherwise)\n"
    "  -o, --output F   write to file F instead (format from .csv/.wiki/.txt);\n"
    "                   {variant} in F writes one file per variant\n"
    "  --histogram F    also write the whole distribution: grid columns, value,count,prob\n"
    "  --wiki-columns C spread grid columns across wiki tables (e.g. con,xl), each\n"
    "                   cell one statistic\n"
    "  --wiki-stat S    that statistic: mean (default), sd, min, p05, median, p95, max\n"
    "  -q, --quiet      no progress bar and no \"wrote FILE\" notes\n"
    "  -h, --help\n"
    "\n"
    "CSV columns: variant,role,race,con,xl,n,mean,sd,sem,ci95_lo,ci95_hi,min,p01,p05,\n"
    "p25,p50,p75,p90,p95,p99,max.  sd is the sample standard deviation; quantiles are\n"
    "the inverse CDF (the smallest v with P(max HP <= v) >= q).  With --exact, sd is\n"
    "the distribution's, n, sem and the interval are empty, and means have 10 decimals.\n"
    "\n"
    "Example: nhmc levelup --role Val --race dwarf --con 18 --xl 1,10,30\n";

static const char rnz_help[] =
    "Usage: nhmc rnz --i I --xl X [OPTIONS]\n"
    "\n"
    "The distribution of the game's rnz(i) with the hero at experience level X\n"
    "(rne's cap is 5 below XL 15, XL/3 from there).  rnz(350) is the prayer timeout\n"
    "after a successful prayer; rnz is the same in 3.4.3, 3.6.7 and 5.0.\n"
    "\n"
    "  --i I            i, 1..100000: a value, a list or a range (300,350)\n"
    "  --xl X           XL 1..30: a value, a list or a range (1,30)\n"
    "  --exact          the exact distribution, by enumerating every outcome of\n"
    "                   rn2(1000), rne(4) and rn2(2), instead of a simulation\n"
    "  -n, --trials N   calls per row (default 1000000)\n"
    "  --seed S         random seed (default 20261121)\n"
    "  -j, --threads N  worker threads (default: all cores); results do not depend on N\n"
    "  --format F       table, csv or wiki (default: table on a terminal, csv otherwise)\n"
    "  -o, --output F   write to file F instead (format from .csv/.wiki/.txt)\n"
    "  --histogram F    also write the whole distribution: i,xl,value,count,prob\n"
    "  -q, --quiet      no progress bar and no \"wrote FILE\" notes\n"
    "  -h, --help\n"
    "\n"
    "CSV columns: i,xl,n,mean,sd,sem,ci95_lo,ci95_hi,min,p01,p05,p25,p50,p75,p90,p95,p99,max\n"
    "(as nhmc levelup --help describes).\n"
    "\n"
    "Example: nhmc rnz --i 350 --xl 1 --exact\n";

static const char regen_help[] =
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

static const char pray_help[] =
    "Usage: nhmc pray --role R --turn T [OPTIONS]\n"
    "\n"
    "One prayer for low HP, by the rules of each variant: \"should I lower my HP and\n"
    "pray at turn 101?\"  The hero has never prayed, has only the low-HP trouble and\n"
    "prays at turn T (off an altar unless --altar).  Each row gives the chance the\n"
    "prayer is on time and fixes the HP, the max HP gained (the fix's rnd(5) while\n"
    "max HP < 5*XL+11, the golden glow's 5), the risks of an angry god, the new\n"
    "prayer timeout and the turn at which a low-HP prayer is safe again.  Value\n"
    "options take lists and ranges (--turn 91-111 or 101,201,301); every\n"
    "combination is a row.\n"
    "\n"
    "  --variant V        3.4.3, 3.6.7 (default), 5.0 (alias 3.7) or dnethack (its\n"
    "                     low-HP test, verdict order and glow; max HP a number, not\n"
    "                     polymorphed); a list runs each\n"
    "  --role R           a role (Tou or Tourist), a list, or all (required)\n"
    "  --race R           a race or list, or valid (the default: each role's races)\n"
    "  --con C            Con 3..25 (default 10); Con matters only for rolled max HP\n"
    "  --xl X             XL 1..30 (default 1)\n"
    "  --maxhp M          max HP 1..100000, rolled (drawn by the level-up rules for\n"
    "                     the role, race, Con and XL) or start (the starting max HP,\n"
    "                     XL 1 only); default start at XL 1, rolled above\n"
    "  --turn T           the turn of the prayer, 1..1000000 (required)\n"
    "  --luck L           Luck -10..10, or base (the default: 0, +1 at full moon, -1\n"
    "                     on Friday the 13th, +1 for a 5.0 Archeologist's fedora)\n"
    "  --record A         alignment record, at most 10 + T/200; default start, the\n"
    "                     role's starting record (0 for Cav, Pri, Tou, Val, Wiz, which\n"
    "                     halves the chance of being healed; 10 for the others)\n"
    "  --wishes W         wishes made before, 0..20 (default 0; each adds 50..149 to\n"
    "                     the prayer timeout)\n"
    "  --altar A          none (default), coaligned, shrine (a co-aligned temple),\n"
    "                     crossaligned or opposed (lawful on chaotic or chaotic on\n"
    "                     lawful)\n"
    "  --hp H             HP at the prayer, at most max HP (default low: 1)\n"
    "  --full-moon        the moon is full (base Luck +1)\n"
    "  --friday13         it is Friday the 13th (base Luck -1)\n"
    "  --no-fedora        a 5.0 Archeologist does not wear the fedora (no +1 Luck)\n"
    "  --anger N          the god's anger 0..20 (default 0)\n"
    "  --mh H --mhmax M   polymorphed: the form's HP and max HP\n"
    "  --unchanging       polymorphed with Unchanging (5.0: then low mh is trouble)\n"
    "  --demigod          the hero is a demigod (the new timeout adds rnz(1000))\n"
    "  --crowned          the hero was crowned (the new timeout adds rnz(1000))\n"
    "  --tune-known       the castle tune is known (that boon becomes the glow)\n"
    "  --paired K,K       these list options go together element by element\n"
    "                     (e.g. --paired xl,maxhp --xl 1,8 --maxhp 12,60)\n"
    "  --exact            exact distributions instead of a simulation\n"
    "  -n, --trials N     prayers per row (default 1000000)\n"
    "  --seed S           random seed (default 20261121)\n"
    "  -j, --threads N    worker threads (default: all cores)\n"
    "  --format F         table, csv or wiki (default: table on a terminal, csv otherwise)\n"
    "  -o, --output F     write to file F instead; {variant} in F: one file per variant\n"
    "  --histogram F      also write the whole distributions\n"
    "  --wiki-columns C   spread grid columns across wiki tables (e.g. variant,turn)\n"
    "  --wiki-stat S      the value column in each cell (e.g. p_gain, safe_turn_p50)\n"
    "  -q, --quiet        no progress bar and no \"wrote FILE\" notes\n"
    "  -h, --help\n"
    "\n"
    "CSV columns: variant,role,race,con,xl,maxhp,turn,luck,record (wishes, altar, hp\n"
    "when given), then n,p_on_time,p_fixed,p_gain,gain_mean (zeros included),p_glow,\n"
    "p_smitten (god angered),p_level_lost,p_zapped,timeout_mean,timeout_p50,\n"
    "timeout_p90 (at T + 3),safe_turn_p50,safe_turn_p90,safe_turn_p99 (turns, or\n"
    "never),p_never_safe,p_safe_X (safe by turn T + X; X = 500, 800, 1000, 1500),\n"
    "p_gain_1..p_gain_10,maxhp_mean.  A terminal also gets a verdict per row.\n"
    "\n"
    "Example: nhmc pray --role Tou --turn 101\n";

static const char growth_help[] =
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

static const char grace_help[] =
    "Usage: nhmc grace --maxhp M --damage D [OPTIONS]\n"
    "\n"
    "Saving grace against a stream of hits: \"would grace have saved me?\"  Saving\n"
    "grace existed only in the NetHack 3.7 development builds (2023-03 to its removal\n"
    "on 2026-05-02, before 5.0) and lives on in xNetHack, CrecelleHack and Hack'EM:\n"
    "once per game, a lethal hit taken at high HP leaves the hero at 1 HP.  The hero\n"
    "starts at --hp of --maxhp; each turn is one monster phase of --hits attacks, each\n"
    "hitting with chance --hit for --damage; between turns --regen heals.  Each row\n"
    "gives P(death) with the rule and without grace, how often grace fires and saves\n"
    "the hero, and the turn of death.  Value options take lists and ranges; every\n"
    "combination is a row.\n"
    "\n"
    "  --rule R           none, 3.7-2023 (HP before the hit > 90%), 3.7-2025 and\n"
    "                     crecellehack (HP at the start of the monster phase >= 90%,\n"
    "                     then lethal hits that phase leave 1 HP), 3.7-2026 (as\n"
    "                     3.7-2025 for any damage), xnethack (> 90% of that HP, then\n"
    "                     every hit that turn leaves 1 HP), hackem (as 3.7-2023); a\n"
    "                     list, or all (the default: none and every rule)\n"
    "  --variant V        3.4.3, 3.6.7, 5.0, fiqhack or dnethack: a version without\n"
    "                     saving grace (only --rule none goes with it; the default\n"
    "                     rule then)\n"
    "  --hp H             HP at the start, 1..10000, or full (the default)\n"
    "  --maxhp M          max HP 1..10000 (required)\n"
    "  --damage D         damage per hit: dice such as 2d4, 1d12+2, d6, or a\n"
    "                     constant such as 25 (required)\n"
    "  --hit P            the chance each attack hits: 0.8, 80%, 87.5% or 18/20\n"
    "                     (default 1: every attack hits)\n"
    "  --hits N           attacks per turn, 1..64 (default 1)\n"
    "  --regen R          off (default), H (H HP every turn below max HP) or\n"
    "                     \"H at P%\" (H HP with chance P%)\n"
    "  --turns T          turns of the fight, 1..10000 (default 1)\n"
    "  --paired K,K       these list options go together element by element\n"
    "                     (e.g. --paired hp,maxhp --hp 10,11 --maxhp 11,12)\n"
    "  --method M         auto (the default: exact when the exact computation is\n"
    "                     cheap, about 1e9 steps over all rows, else Monte Carlo),\n"
    "                     exact or montecarlo\n"
    "  --exact            the same as --method exact\n"
    "  -n, --trials N     fights per row for Monte Carlo (default 1000000)\n"
    "  --seed S           random seed (default 20261121)\n"
    "  -j, --threads N    worker threads (default: all cores); results do not depend on N\n"
    "  --format F         table, csv or wiki (default: table on a terminal, csv otherwise)\n"
    "  -o, --output F     write to file F instead (format from .csv/.wiki/.txt)\n"
    "  --wiki-columns C   spread grid columns across wiki tables (e.g. rule)\n"
    "  --wiki-stat S      the value column in each cell (e.g. p_death, p_saved)\n"
    "  -q, --quiet        no progress bar and no \"wrote FILE\" notes\n"
    "  -h, --help\n"
    "\n"
    "CSV columns: rule,hp,maxhp,damage,hit,hits,turns (regen when given), then n\n"
    "(empty when exact),p_death,p_death_without (P(death) of the same fight without\n"
    "grace: p_death + p_saved),p_used (grace fired),p_saved (fired, and the hero\n"
    "lived to the end),p_died_after (fired, and the hero died later anyway),\n"
    "death_turn_mean (given death),death_turn_p10,death_turn_p50,death_turn_p90\n"
    "(turns, or survived when that share of fights does not die),grace_turn_mean,\n"
    "final_hp_mean (given survival).  A terminal also gets a verdict per row.\n"
    "\n"
    "Example: nhmc grace --maxhp 11,12 --hp full --damage 30\n";

static const char sanity_help[] =
    "Usage: nhmc sanity --role R [OPTIONS]\n"
    "\n"
    "dNetHack sanity S: +1 on turns divisible by 10, 32 or 100 while S is below R,\n"
    "2R or 3R (R: Wis plus role, race, veil/insight and place terms); sighting a\n"
    "sanity-taxing species costs S and may start a temporary madness.  From\n"
    "--sanity after --turn0, the --events run to --end.  dNetHack only.  [list]\n"
    "options take lists and ranges; every combination is a row.\n"
    "\n"
    "  --role R           [list] dNetHack role: Ana, Arc, Bar, Bin (exile), Cav, Con,\n"
    "                     Hea, Kni, Mad, Mon, Nob, Pir, Pri, Ran, Rog, Sam, Tou, Und,\n"
    "                     Val, Wiz (or full names), or all (required)\n"
    "  --race R           [list] human (default), elf, drow, orc, dwarf, gnome,\n"
    "                     android or other\n"
    "  --wis W            [list] Wisdom 3..25 (default 18)\n"
    "  --xl X             [list] 1..30 (default 1)\n"
    "  --place P          [list] none (default), depths, nkai, rlyeh, quest places\n"
    "                     (nhmc list places)\n"
    "  --insight N        [list] insight (default 0)\n"
    "  --veil V           [list] on (intact) or off (pierced); default intact, but\n"
    "                     pierced for the Anachrononaut, Binder and Madman\n"
    "  --sanity S         [list] S at the start, 50..100 (0..100 with --madness on);\n"
    "                     default 100, the Madman 75\n"
    "  --target T         [list] the recovery target: 0..100, or R, 2R, 3R (capped at\n"
    "                     100); default 3R\n"
    "  --int I            Int for Vilya (default 11)\n"
    "  --orthos, --sea, --vilya, --soul-lens, --madness, --clear-thoughts,\n"
    "  --nightmare, --nodensfork  on or off (default off; --madness on for the Madman)\n"
    "  --itchy N          the itchy-equipment healing penalty (default 0)\n"
    "  --narya N          Narya's save bonus 0..30 (default 0)\n"
    "  --turn0 T          the turn the run starts after (default 0)\n"
    "  --drunk N          drunkenness at the start (default 0)\n"
    "  --events E         the timeline: events separated by ';', each with \"at T\":\n"
    "                       see SPECIES at T [for N] [xK] [hostile]\n"
    "                       delirium at T [for N] [hostile] [undisguised]\n"
    "                       mad D at T [for N] [xK]    angel at T [for N]\n"
    "                       sleeping|restore [blessed|uncursed|cursed] at T\n"
    "                       booze at T [xK]   nurse at T [xK]   effigy at T\n"
    "                       necro at T   necro-fail at T   lost-name[-known] at T\n"
    "                     (species: nhmc list sanity-species; see * at T: --species)\n"
    "  --species S,S      [list] the species of every \"see *\" event, a row each\n"
    "  --end T            the last turn (default turn0 + 10000; at most turn0 + 100000)\n"
    "  --checkpoints T,T  turns at which to report mean S (up to 32)\n"
    "  --recover-from T   recovery counts from turn T (default: the turn after the\n"
    "                     last event ends)\n"
    "  --paired K,K       these list options go together element by element\n"
    "  --variant V        dnethack (the only variant with sanity)\n"
    "  --method M         auto (default: exact when it can follow the timeline),\n"
    "                     exact or montecarlo\n"
    "  --exact            the same as --method exact\n"
    "  -n, --trials N     games per row for Monte Carlo (default 1000000)\n"
    "  --seed S           random seed (default 20261121)\n"
    "  -j, --threads N    worker threads (default: all cores); results do not depend on N\n"
    "  --format F         table, csv or wiki (default: table on a terminal, csv otherwise)\n"
    "  -o, --output F     write to file F instead (format from .csv/.wiki/.txt)\n"
    "  --wiki-columns C, --wiki-stat S, -q: as for nhmc grace\n"
    "  -h, --help\n"
    "\n"
    "CSV columns: role,race,wis,xl,place,insight,veil,sanity,target, then n (empty\n"
    "when exact),R (at the start),s_end_mean,s_end_sd,s_end_p10,s_end_p50,s_end_p90,\n"
    "p_recovered (S >= target by the end),recover_mean (given recovery),recover_p50\n"
    "(the turn, or never),onsets_mean (temporary madnesses),p_any_onset (Monte Carlo\n"
    "only), s_T_mean per checkpoint T, p_mad_E per event E (P(it started a temporary\n"
    "madness); exact: the expected number it started).  A terminal also gets a\n"
    "verdict per row.\n"
    "\n"
    "Example: nhmc sanity --role Val --sanity 50 --target R,2R,3R --end 5000\n";

static const char selfcheck_help[] =
    "Usage: nhmc selfcheck [-n N] [--seed S] [-j N]\n"
    "\n"
    "Check this build in a few seconds: each Monte Carlo kernel is run on cases\n"
    "that cover its rules and compared with the exact distribution by a chi-square\n"
    "goodness-of-fit test (a case passes when p >= 0.0001); a deliberately wrong\n"
    "distribution must be rejected; and known answers of the spec are recomputed.\n"
    "Exit status 0 when every check passes, 1 otherwise.\n"
    "\n"
    "  -n, --trials N   trials per case (default 1000000)\n"
    "  --seed S         random seed (default 20261121; with another seed a correct\n"
    "                   build fails a given case with probability 0.0001)\n"
    "  -j, --threads N  worker threads (default: all cores)\n"
    "  -h, --help\n";

static const char list_help[] = "Usage: nhmc list variants|roles|races\n"
                                "       nhmc list places|sanity-species (dNetHack sanity)\n"
                                "       nhmc list monsters [--variant V] [--class C]\n"
                                "\n"
                                "Print the names nhmc accepts, with their facts.\n";

static int usage_error(const char *cmd, const char *what)
{
    if (cmd)
        fprintf(stderr, "nhmc: %s: %s\n(see: nhmc %s --help)\n", cmd, what, cmd);
    else
        fprintf(stderr, "nhmc: %s\n(see: nhmc --help)\n", what);
    return NH_EXIT_USAGE;
}

/* Report getopt's '?' and ':' results in our own words. */
static int option_error(const char *cmd, int c, char **argv)
{
    char msg[256];
    const char *opt = argv[optind - 1];
    if (c == ':')
        snprintf(msg, sizeof msg, "option '%s' needs a value", opt);
    else
        snprintf(msg, sizeof msg, "unknown option '%s'", opt);
    return usage_error(cmd, msg);
}

static int value_error(const char *cmd, const char *option, const char *err)
{
    fprintf(stderr, "nhmc: %s: %s: %s\n", cmd, option, err);
    return NH_EXIT_USAGE;
}

/* Options every running command shares. */
enum {
    OPT_FORMAT = 256,
    OPT_SEED,
    OPT_VARIANT,
    OPT_ROLE,
    OPT_RACE,
    OPT_CON,
    OPT_XL,
    OPT_HIST,
    OPT_EXACT,
    OPT_WIKI_COLUMNS,
    OPT_WIKI_STAT,
    OPT_RNZ_I,
    OPT_RG_FIRST, /* regen options: OPT_RG_FIRST + enum regen_key */
    /* pray options: OPT_PR_FIRST + enum prayer_key */
    OPT_PR_FIRST = OPT_RG_FIRST + RK_COUNT,
    /* growth options: OPT_GR_FIRST + enum growth_key */
    OPT_GR_FIRST = OPT_PR_FIRST + PK_COUNT,
    /* monster options: OPT_MO_FIRST + enum monster_key */
    OPT_MO_FIRST = OPT_GR_FIRST + GK_COUNT,
    /* grace options: OPT_GC_FIRST + enum grace_key */
    OPT_GC_FIRST = OPT_MO_FIRST + MK_COUNT,
    /* sanity options: OPT_SA_FIRST + enum sanity_key */
    OPT_SA_FIRST = OPT_GC_FIRST + GRK_COUNT,
};

static int common_option(const char *cmd, int c, struct nh_run_settings *rs, bool *handled)
{
    char err[512];
    *handled = true;
    switch (c) {
    case 'j':
        if (parse_threads(optarg, &rs->threads, err, sizeof err) != 0)
            return value_error(cmd, "--threads", err);
        return 0;
    case 'q':
        rs->progress = false;
        rs->quiet = true;
        return 0;
    case OPT_FORMAT:
        if (format_parse(optarg, &rs->format) != 0) {
            snprintf(err, sizeof err, "unknown format \"%s\"; expected table, csv or wiki", optarg);
            return value_error(cmd, "--format", err);
        }
        return 0;
    default:
        *handled = false;
        return 0;
    }
}

static void default_settings(struct nh_run_settings *rs)
{
    memset(rs, 0, sizeof *rs);
    rs->threads = runner_default_threads();
    rs->progress = true;
    rs->format = NH_FORMAT_AUTO;
}

static int cmd_run(int argc, char **argv)
{
    static const struct option opts[] = {{"threads", required_argument, NULL, 'j'},
                                         {"quiet", no_argument, NULL, 'q'},
                                         {"format", required_argument, NULL, OPT_FORMAT},
                                         {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    struct nh_run_settings rs;
    default_settings(&rs);
    int c;
    while ((c = getopt_long(argc, argv, ":j:qh", opts, NULL)) != -1) {
        bool handled;
        int st = common_option("run", c, &rs, &handled);
        if (st != 0)
            return st;
        if (handled)
            continue;
        if (c == 'h') {
            fputs(run_help, stdout);
            return NH_EXIT_OK;
        }
        return option_error("run", c, argv);
    }
    if (optind >= argc)
        return usage_error("run", "no scenario file given");
    int nfiles = argc - optind;
    struct nh_scenario *sc = calloc((size_t)nfiles, sizeof *sc);
    if (!sc) {
        fprintf(stderr, "nhmc: out of memory\n");
        return NH_EXIT_RUN;
    }
    /* Check every file before running any, so bad input writes nothing. */
    char err[1024];
    for (int i = 0; i < nfiles; i++)
        if (scenario_load(argv[optind + i], &sc[i], err, sizeof err) != 0) {
            fprintf(stderr, "nhmc: %s\n", err);
            free(sc);
            return NH_EXIT_USAGE;
        }
    int status = NH_EXIT_OK;
    for (int i = 0; i < nfiles && status == NH_EXIT_OK; i++) {
        rs.to_stdout = !sc[i].csv[0] && !sc[i].wiki[0] && !sc[i].histogram[0];
        status = experiment_run(&sc[i], &rs);
    }
    free(sc);
    return status;
}

/* Options of the experiment commands (levelup, rnz) that fill the scenario
 * the command builds. */
struct exp_options {
    const char *hist;
};

static int experiment_option(const char *cmd, int c, struct nh_scenario *s,
                             struct nh_run_settings *rs, struct exp_options *eo, bool *handled)
{
    char err[512];
    *handled = true;
    switch (c) {
    case 'n':
        if (parse_trials(optarg, &s->trials, err, sizeof err) != 0)
            return value_error(cmd, "--trials", err);
        return 0;
    case OPT_SEED:
        if (parse_seed(optarg, &s->seed, err, sizeof err) != 0)
            return value_error(cmd, "--seed", err);
        return 0;
    case 'o':
        rs->output = optarg;
        return 0;
    case OPT_HIST:
        eo->hist = optarg;
        return 0;
    case OPT_EXACT:
        s->exact = true;
        return 0;
    case OPT_WIKI_COLUMNS:
        if (strlen(optarg) >= sizeof s->wiki_columns)
            return value_error(cmd, "--wiki-columns", "too long; expected a few column names");
        if (scenario_check_wiki_columns(s->kind, optarg, err, sizeof err) != 0)
            return value_error(cmd, "--wiki-columns", err);
        strcpy(s->wiki_columns, optarg);
        return 0;
    case OPT_WIKI_STAT:
        if (scenario_check_kind_wiki_stat(s->kind, optarg, err, sizeof err) != 0)
            return value_error(cmd, "--wiki-stat", err);
        snprintf(s->wiki_stat, sizeof s->wiki_stat, "%.15s", optarg);
        return 0;
    default:
        *handled = false;
        return 0;
    }
}

/* After the options: the histogram path, then run. */
static int run_experiment(const char *cmd, struct nh_scenario *s, struct nh_run_settings *rs,
                          const struct exp_options *eo)
{
    if (eo->hist) {
        if (strlen(eo->hist) >= sizeof s->histogram)
            return value_error(cmd, "--histogram", "path too long");
        strcpy(s->histogram, eo->hist);
        if (rs->output && strcmp(rs->output, eo->hist) == 0)
            return value_error(cmd, "--histogram", "same file as --output");
    }
    return experiment_run(s, rs);
}

#define EXPERIMENT_LONG_OPTIONS                                                                    \
    {"trials", required_argument, NULL, 'n'}, {"seed", required_argument, NULL, OPT_SEED},         \
        {"threads", required_argument, NULL, 'j'},                                                 \
        {"format", required_argument, NULL, OPT_FORMAT}, {"output", required_argument, NULL, 'o'}, \
        {"histogram", required_argument, NULL, OPT_HIST}, {"exact", no_argument, NULL, OPT_EXACT}, \
        {"wiki-columns", required_argument, NULL, OPT_WIKI_COLUMNS},                               \
        {"wiki-stat", required_argument, NULL, OPT_WIKI_STAT}, {"quiet", no_argument, NULL, 'q'},  \
    {                                                                                              \
        "help", no_argument, NULL, 'h'                                                             \
    }

/* A command's own option: its code, and where its text is kept. */
struct own_option {
    int code;
    const char **value;
};

/* Set up the scenario and settings of an experiment command and parse its
 * options: the shared ones, and `own` ones whose text is kept for the
 * command to check.  Returns -1 to go on, or an exit status to return now
 * (after --help, or a bad option). */
static int parse_experiment_command(const char *cmd, enum nh_kind kind, int argc, char **argv,
                                    const struct option *opts, const struct own_option *own,
                                    size_t nown, const char *help, struct nh_scenario *s,
                                    struct nh_run_settings *rs, struct exp_options *eo)
{
    char err[1024];
    scenario_defaults(s);
    s->kind = kind;
    snprintf(s->file, sizeof s->file, "command line");
    default_settings(rs);
    rs->to_stdout = true;
    eo->hist = NULL;
    int c;
    while ((c = getopt_long(argc, argv, ":n:j:o:qh", opts, NULL)) != -1) {
        bool handled;
        int st = common_option(cmd, c, rs, &handled);
        if (st == 0 && !handled)
            st = experiment_option(cmd, c, s, rs, eo, &handled);
        if (st != 0)
            return st;
        for (size_t k = 0; k < nown && !handled; k++)
            if (own[k].code == c) {
                *own[k].value = optarg ? optarg : "on"; /* a flag: on */
                handled = true;
            }
        if (handled)
            continue;
        if (c == 'h') {
            fputs(help, stdout);
            return NH_EXIT_OK;
        }
        return option_error(cmd, c, argv);
    }
    if (optind < argc && kind != NH_KIND_MONSTER) { /* monster: its words, read by cmd_monster */
        snprintf(err, sizeof err, "unexpected argument '%s'", argv[optind]);
        return usage_error(cmd, err);
    }
    return -1;
}

static int cmd_levelup(int argc, char **argv)
{
    static const struct option opts[] = {{"variant", required_argument, NULL, OPT_VARIANT},
                                         {"role", required_argument, NULL, OPT_ROLE},
                                         {"race", required_argument, NULL, OPT_RACE},
                                         {"con", required_argument, NULL, OPT_CON},
                                         {"xl", required_argument, NULL, OPT_XL},
                                         EXPERIMENT_LONG_OPTIONS,
                                         {NULL, 0, NULL, 0}};
    static struct nh_scenario s; /* large; one per process */
    struct nh_run_settings rs;
    struct exp_options eo;
    const char *variant = "3.6.7", *role = NULL, *race = "valid", *con = NULL, *xl = NULL;
    const struct own_option own[] = {{OPT_VARIANT, &variant},
                                     {OPT_ROLE, &role},
                                     {OPT_RACE, &race},
                                     {OPT_CON, &con},
                                     {OPT_XL, &xl}};
    char err[1024];
    int st = parse_experiment_command("levelup", NH_KIND_LEVELUP, argc, argv, opts, own,
                                      sizeof own / sizeof own[0], levelup_help, &s, &rs, &eo);
    if (st >= 0)
        return st;
    if (!role)
        return usage_error("levelup", "--role is required (e.g. --role Val, or --role all)");
    if (!con)
        return usage_error("levelup", "--con is required (e.g. --con 16, 3-25 or rolled)");
    if (!xl)
        return usage_error("levelup", "--xl is required (e.g. --xl 1-30 or --xl 1,10,30)");
    if (parse_levelup_variants(variant, &s.hero, err, sizeof err) != 0)
        return value_error("levelup", "--variant", err);
    if (parse_roles_races(role, race, &s.hero, err, sizeof err) != 0)
        return value_error("levelup", "--role/--race", err);
    if (parse_cons(con, &s.hero, err, sizeof err) != 0)
        return value_error("levelup", "--con", err);
    if (parse_xls(xl, &s.hero, err, sizeof err) != 0)
        return value_error("levelup", "--xl", err);
    switch (levelup_grid_check(&s.hero, err, sizeof err)) {
    case LEVELUP_BAD_CON:
        return value_error("levelup", "--con", err);
    case LEVELUP_BAD_XL:
        return value_error("levelup", "--xl", err);
    default:
        break;
    }
    return run_experiment("levelup", &s, &rs, &eo);
}

static int cmd_rnz(int argc, char **argv)
{
    static const struct option opts[] = {{"i", required_argument, NULL, OPT_RNZ_I},
                                         {"xl", required_argument, NULL, OPT_XL},
                                         EXPERIMENT_LONG_OPTIONS,
                                         {NULL, 0, NULL, 0}};
    static struct nh_scenario s;
    struct nh_run_settings rs;
    struct exp_options eo;
    const char *i_text = NULL, *xl = NULL;
    const struct own_option own[] = {{OPT_RNZ_I, &i_text}, {OPT_XL, &xl}};
    char err[1024];
    int st = parse_experiment_command("rnz", NH_KIND_RNZ, argc, argv, opts, own,
                                      sizeof own / sizeof own[0], rnz_help, &s, &rs, &eo);
    if (st >= 0)
        return st;
    if (!i_text)
        return usage_error("rnz", "--i is required (e.g. --i 350)");
    if (!xl)
        return usage_error("rnz", "--xl is required (e.g. --xl 1, or --xl 1,30)");
    if (parse_rnz_is(i_text, &s.rnz, err, sizeof err) != 0)
        return value_error("rnz", "--i", err);
    if (parse_rnz_xls(xl, &s.rnz, err, sizeof err) != 0)
        return value_error("rnz", "--xl", err);
    return run_experiment("rnz", &s, &rs, &eo);
}

/* The option of each regen key ("max-turns" for max_turns). */
static const char *const regen_option_names[RK_COUNT] = {
    [RK_VARIANT] = "variant",
    [RK_ROLE] = "role",
    [RK_RACE] = "race",
    [RK_XL] = "xl",
    [RK_CON] = "con",
    [RK_HP] = "hp",
    [RK_MAXHP] = "maxhp",
    [RK_TARGET] = "target",
    [RK_ENCUMBRANCE] = "encumbrance",
    [RK_MOVE] = "move",
    [RK_REGENERATION] = "regeneration",
    [RK_AFTER] = "after",
    [RK_MH] = "mh",
    [RK_MHMAX] = "mhmax",
    [RK_TRACK] = "track",
    [RK_RESTFUL_SLEEP] = "restful-sleep",
    [RK_TURN] = "turn",
    [RK_MAX_TURNS] = "max-turns",
    [RK_MEASURE] = "rate",
    [RK_PAIRED] = "paired",
};

static int cmd_regen(int argc, char **argv)
{
    static const struct option common[] = {EXPERIMENT_LONG_OPTIONS};
    static struct option opts[RK_COUNT + sizeof common / sizeof common[0] + 1];
    static struct nh_scenario s;
    struct nh_run_settings rs;
    struct exp_options eo;
    const char *texts[RK_COUNT] = {NULL};
    struct own_option own[RK_COUNT];
    char err[1024];
    for (int k = 0; k < RK_COUNT; k++) {
        bool flag = k == RK_REGENERATION || k == RK_RESTFUL_SLEEP || k == RK_MEASURE;
        opts[k] = (struct option){regen_option_names[k], flag ? no_argument : required_argument,
                                  NULL, OPT_RG_FIRST + k};
        own[k] = (struct own_option){OPT_RG_FIRST + k, &texts[k]};
    }
    memcpy(opts + RK_COUNT, common, sizeof common);
    memset(&opts[RK_COUNT + sizeof common / sizeof common[0]], 0, sizeof opts[0]);
    int st = parse_experiment_command("regen", NH_KIND_REGEN, argc, argv, opts, own, RK_COUNT,
                                      regen_help, &s, &rs, &eo);
    if (st >= 0)
        return st;
    if (texts[RK_MEASURE])
        texts[RK_MEASURE] = "rate";
    enum regen_key bad;
    if (regen_grid_parse(texts, &s.regen, &bad, err, sizeof err) != 0) {
        char option[40];
        if (bad == RK_COUNT)
            return usage_error("regen", err);
        snprintf(option, sizeof option, "--%s", regen_option_names[bad]);
        return value_error("regen", option, err);
    }
    return run_experiment("regen", &s, &rs, &eo);
}

/* The option of each prayer key ("full-moon" for full_moon). */
static const char *const pray_option_names[PK_COUNT] = {
    [PK_VARIANT] = "variant",
    [PK_ROLE] = "role",
    [PK_RACE] = "race",
    [PK_CON] = "con",
    [PK_XL] = "xl",
    [PK_MAXHP] = "maxhp",
    [PK_TURN] = "turn",
    [PK_LUCK] = "luck",
    [PK_RECORD] = "record",
    [PK_WISHES] = "wishes",
    [PK_ALTAR] = "altar",
    [PK_HP] = "hp",
    [PK_FULL_MOON] = "full-moon",
    [PK_FRIDAY13] = "friday13",
    [PK_FEDORA] = "no-fedora",
    [PK_ANGER] = "anger",
    [PK_MH] = "mh",
    [PK_MHMAX] = "mhmax",
    [PK_UNCHANGING] = "unchanging",
    [PK_DEMIGOD] = "demigod",
    [PK_CROWNED] = "crowned",
    [PK_TUNE_KNOWN] = "tune-known",
    [PK_PAIRED] = "paired",
};

static bool pray_flag(int k)
{
    return k == PK_FULL_MOON || k == PK_FRIDAY13 || k == PK_FEDORA || k == PK_UNCHANGING ||
           k == PK_DEMIGOD || k == PK_CROWNED || k == PK_TUNE_KNOWN;
}

static int cmd_pray(int argc, char **argv)
{
    static const struct option common[] = {EXPERIMENT_LONG_OPTIONS};
    static struct option opts[PK_COUNT + sizeof common / sizeof common[0] + 1];
    static struct nh_scenario s;
    struct nh_run_settings rs;
    struct exp_options eo;
    const char *texts[PK_COUNT] = {NULL};
    struct own_option own[PK_COUNT];
    char err[1024];
    for (int k = 0; k < PK_COUNT; k++) {
        opts[k] =
            (struct option){pray_option_names[k], pray_flag(k) ? no_argument : required_argument,
                            NULL, OPT_PR_FIRST + k};
        own[k] = (struct own_option){OPT_PR_FIRST + k, &texts[k]};
    }
    memcpy(opts + PK_COUNT, common, sizeof common);
    memset(&opts[PK_COUNT + sizeof common / sizeof common[0]], 0, sizeof opts[0]);
    int st = parse_experiment_command("pray", NH_KIND_PRAYER, argc, argv, opts, own, PK_COUNT,
                                      pray_help, &s, &rs, &eo);
    if (st >= 0)
        return st;
    if (texts[PK_FEDORA]) /* --no-fedora */
        texts[PK_FEDORA] = "off";
    if (!texts[PK_ROLE])
        return usage_error("pray", "--role is required (e.g. --role Tou, or --role all)");
    if (!texts[PK_TURN])
        return usage_error("pray", "--turn is required (e.g. --turn 101, 91-111 or 101,201,301)");
    enum prayer_key bad;
    if (prayer_grid_parse(texts, &s.prayer, &bad, err, sizeof err) != 0) {
        char option[40];
        if (bad == PK_COUNT)
            return usage_error("pray", err);
        snprintf(option, sizeof option, "--%s", pray_option_names[bad]);
        return value_error("pray", option, err);
    }
    return run_experiment("pray", &s, &rs, &eo);
}

/* The option of each growth key ("until-maxhp" for until_maxhp). */
static const char *const growth_option_names[GK_COUNT] = {
    [GK_VARIANT] = "variant", [GK_ROLE] = "role",     [GK_RACE] = "race",
    [GK_CON] = "con",         [GK_XL] = "xl",         [GK_UNTIL_MAXHP] = "until-maxhp",
    [GK_EVENTS] = "events",   [GK_REPORT] = "report", [GK_PAIRED] = "paired",
};

static int cmd_growth(int argc, char **argv)
{
    static const struct option common[] = {EXPERIMENT_LONG_OPTIONS};
    static struct option opts[GK_COUNT + sizeof common / sizeof common[0] + 1];
    static struct nh_scenario s;
    struct nh_run_settings rs;
    struct exp_options eo;
    const char *texts[GK_COUNT] = {NULL};
    struct own_option own[GK_COUNT];
    char err[1024];
    for (int k = 0; k < GK_COUNT; k++) {
        opts[k] =
            (struct option){growth_option_names[k], required_argument, NULL, OPT_GR_FIRST + k};
        own[k] = (struct own_option){OPT_GR_FIRST + k, &texts[k]};
    }
    memcpy(opts + GK_COUNT, common, sizeof common);
    memset(&opts[GK_COUNT + sizeof common / sizeof common[0]], 0, sizeof opts[0]);
    int st = parse_experiment_command("growth", NH_KIND_GROWTH, argc, argv, opts, own, GK_COUNT,
                                      growth_help, &s, &rs, &eo);
    if (st >= 0)
        return st;
    if (!texts[GK_ROLE])
        return usage_error("growth", "--role is required (e.g. --role Val, or --role all)");
    if (!texts[GK_EVENTS])
        return usage_error("growth",
                           "--events is required (e.g. --events \"level 1-14; nurse until 5xl\")");
    enum growth_key bad;
    if (growth_grid_parse(texts, &s.growth, &bad, err, sizeof err) != 0) {
        char option[40];
        if (bad == GK_COUNT)
            return usage_error("growth", err);
        snprintf(option, sizeof option, "--%s", growth_option_names[bad]);
        return value_error("growth", option, err);
    }
    return run_experiment("growth", &s, &rs, &eo);
}

static const char monster_help[] =
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

/* The option of each monster key ("victim-level" for victim_level); the
 * monster key itself is the command's words. */
static const char *const monster_option_names[MK_COUNT] = {
    [MK_VARIANT] = "variant",
    [MK_MONSTER] = "monster",
    [MK_DEPTH] = "depth",
    [MK_XL] = "xl",
    [MK_KILLS] = "kills",
    [MK_VICTIM_LEVEL] = "victim-level",
    [MK_GAIN_LEVELS] = "gain-levels",
    [MK_MEASURE] = "measure",
    [MK_GROW] = "grow",
    [MK_ENDGAME] = "endgame",
    [MK_HOME_PLANE] = "home-plane",
    [MK_AMULET] = "amulet",
    [MK_DEEPEST] = "deepest",
    [MK_SOKOBAN] = "sokoban",
    [MK_LEVELS_ABOVE] = "levels-above",
    [MK_AGGRAVATE] = "aggravate",
    [MK_WIZ_DEATHS] = "wiz-deaths",
    [MK_GUARDIAN] = "guardian",
    [MK_PAIRED] = "paired",
};

static bool monster_flag(int k)
{
    return k == MK_GROW || k == MK_ENDGAME || k == MK_HOME_PLANE || k == MK_AMULET ||
           k == MK_SOKOBAN || k == MK_AGGRAVATE || k == MK_GUARDIAN;
}

/* The command's words, joined into one monster list ("little dog,kitten"). */
static int monster_words(int argc, char **argv, int first, const char **text)
{
    static char buf[4096];
    size_t used = 0;
    buf[0] = '\0';
    for (int i = first; i < argc; i++) {
        size_t len = strlen(argv[i]);
        if (used + len + 2 > sizeof buf)
            return usage_error("monster", "too many monster names");
        if (used)
            buf[used++] = ',';
        memcpy(buf + used, argv[i], len + 1);
        used += len;
    }
    *text = used ? buf : NULL;
    return -1;
}

static int cmd_monster(int argc, char **argv)
{
    static const struct option common[] = {EXPERIMENT_LONG_OPTIONS};
    static struct option opts[MK_COUNT + sizeof common / sizeof common[0] + 1];
    static struct nh_scenario s;
    struct nh_run_settings rs;
    struct exp_options eo;
    const char *texts[MK_COUNT] = {NULL};
    struct own_option own[MK_COUNT];
    char err[1024];
    for (int k = 0; k < MK_COUNT; k++) {
        opts[k] = (struct option){monster_option_names[k],
                                  monster_flag(k) ? no_argument : required_argument, NULL,
                                  OPT_MO_FIRST + k};
        own[k] = (struct own_option){OPT_MO_FIRST + k, &texts[k]};
    }
    memcpy(opts + MK_COUNT, common, sizeof common);
    memset(&opts[MK_COUNT + sizeof common / sizeof common[0]], 0, sizeof opts[0]);
    int st = parse_experiment_command("monster", NH_KIND_MONSTER, argc, argv, opts, own, MK_COUNT,
                                      monster_help, &s, &rs, &eo);
    if (st >= 0)
        return st;
    const char *words;
    if ((st = monster_words(argc, argv, optind, &words)) >= 0)
        return st;
    if (words && texts[MK_MONSTER])
        return usage_error("monster", "monsters given both as words and with --monster; "
                                      "expected one of them");
    if (words)
        texts[MK_MONSTER] = words;
    if (!texts[MK_MONSTER])
        return usage_error("monster",
                           "no monster given (e.g. nhmc monster kitten, class=D, or all)");
    enum monster_key bad;
    if (monster_grid_parse(texts, &s.monster, &bad, err, sizeof err) != 0) {
        char option[40];
        if (bad == MK_COUNT)
            return usage_error("monster", err);
        if (bad == MK_MONSTER && !words)
            snprintf(option, sizeof option, "--monster");
        else if (bad == MK_MONSTER)
            snprintf(option, sizeof option, "NAME");
        else
            snprintf(option, sizeof option, "--%s", monster_option_names[bad]);
        return value_error("monster", option, err);
    }
    return run_experiment("monster", &s, &rs, &eo);
}

static const char list_monsters_help[] =
    "Usage: nhmc list monsters [--variant V] [--class C]\n"
    "\n"
    "The monsters of one version (default 3.6.7) in the game's order, or of one\n"
    "class (a symbol such as D or a name such as dragon): name, class symbol and\n"
    "name, base level, how the HP at creation is made (m_lev is the base level\n"
    "adjusted for depth and XL; nhmc monster --help) and the grown-up form.\n"
    "Monsters not in a default build (Charon) are left out.\n"
    "\n"
    "  --variant V   3.4.3, 3.6.7 (default) or 5.0 (alias 3.7)\n"
    "  --class C     a class symbol (D), name (dragon) or class=D\n";

/* How the creation HP of m is made, for the listing. */
static void monster_hp_note(enum nh_variant v, const struct nh_monster *m, char *buf, size_t len)
{
    if (m->flags & NH_MF_GOLEM)
        snprintf(buf, len, "golem: %d", nh_golem_hp(v, m->name));
    else if (m->flags & NH_MF_RIDER)
        snprintf(buf, len, "rider: d(10,8)%s", v == NH_V50 ? ", 10 -> 11" : "");
    else if (m->level > 49)
        snprintf(buf, len, "special: %d, m_lev %d", 2 * (m->level - 6), (2 * (m->level - 6)) / 4);
    else if (m->flags & NH_MF_ADULT_DRAGON)
        snprintf(buf, len, "dragon: 4m_lev+d(m_lev,4); endgame 8m_lev");
    else if (m->flags & NH_MF_PLAYER)
        snprintf(buf, len, "player: d(m_lev,10)+30, m_lev 1..16; endgame 15..30, +rnd(30)");
    else if (m->flags & NH_MF_HOME_ANY)
        snprintf(buf, len, "d(m_lev,8), x3 on its home plane");
    else if (m->level == 0)
        snprintf(buf, len, "level 0: rnd(4)%s", v == NH_V50 ? ", 1 -> 2" : "");
    else
        snprintf(buf, len, "d(m_lev,8)%s", v == NH_V50 ? ", all 1s +1" : "");
    if (m->flags & NH_MF_REGEN)
        snprintf(buf + strlen(buf), len - strlen(buf), "%sregenerates", buf[0] ? "; " : "");
}

static int list_monsters(int argc, char **argv)
{
    static const struct option opts[] = {{"variant", required_argument, NULL, OPT_VARIANT},
                                         {"class", required_argument, NULL, OPT_MO_FIRST},
                                         {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    enum nh_variant v = NH_VARIANT_DEFAULT;
    enum nh_mclass cls = NH_MCLASS_COUNT;
    char err[256];
    int c;
    optind = 1;
    while ((c = getopt_long(argc, argv, ":h", opts, NULL)) != -1) {
        if (c == OPT_VARIANT) {
            if (variant_parse(optarg, &v) != 0 || !variant_is_vanilla(v)) {
                if (variant_parse(optarg, &v) == 0)
                    snprintf(err, sizeof err,
                             "%s is modelled for %s only; expected 3.4.3, 3.6.7 or 5.0",
                             variant_name(v), variant_kinds(v));
                else
                    snprintf(err, sizeof err,
                             "unknown variant \"%s\"; expected 3.4.3, 3.6.7 or 5.0", optarg);
                return value_error("list monsters", "--variant", err);
            }
        } else if (c == OPT_MO_FIRST) {
            const char *text = strncasecmp(optarg, "class=", 6) == 0 ? optarg + 6 : optarg;
            if (mclass_parse(text, &cls) != 0) {
                snprintf(err, sizeof err,
                         "unknown class \"%s\"; expected a symbol such as D or a name such as "
                         "dragon",
                         optarg);
                return value_error("list monsters", "--class", err);
            }
        } else if (c == 'h') {
            fputs(list_monsters_help, stdout);
            return NH_EXIT_OK;
        } else {
            return option_error("list monsters", c, argv);
        }
    }
    if (optind < argc) {
        snprintf(err, sizeof err, "unexpected argument '%s'", argv[optind]);
        return usage_error("list", err);
    }
    const struct nh_monster_table *t = monster_table(v);
    printf("%-26s %-3s %-10s %5s  %-42s %s\n", "monster", "sym", "class", "level", "HP at creation",
           "grows into");
    for (int i = 0; i < t->count; i++) {
        const struct nh_monster *m = &t->mons[i];
        char note[96];
        if ((m->flags & NH_MF_NOTBUILT) || (cls != NH_MCLASS_COUNT && m->mclass != cls))
            continue;
        monster_hp_note(v, m, note, sizeof note);
        printf("%-26s %-3c %-10s %5d  ", m->name, mclass_symbol(m->mclass), mclass_name(m->mclass),
               m->level);
        /* no trailing blanks: the last column only when there is one */
        if (m->grows_into >= 0)
            printf("%-42s %s\n", note, t->mons[m->grows_into].name);
        else
            printf("%s\n", note);
    }
    return NH_EXIT_OK;
}

/* The option of each grace key. */
static const char *const grace_option_names[GRK_COUNT] = {
    [GRK_VARIANT] = "variant", [GRK_METHOD] = "method", [GRK_RULE] = "rule",
    [GRK_HP] = "hp",           [GRK_MAXHP] = "maxhp",   [GRK_DAMAGE] = "damage",
    [GRK_HIT] = "hit",         [GRK_HITS] = "hits",     [GRK_REGEN] = "regen",
    [GRK_TURNS] = "turns",     [GRK_PAIRED] = "paired",
};

static int cmd_grace(int argc, char **argv)
{
    static const struct option common[] = {EXPERIMENT_LONG_OPTIONS};
    static struct option opts[GRK_COUNT + sizeof common / sizeof common[0] + 1];
    static struct nh_scenario s;
    struct nh_run_settings rs;
    struct exp_options eo;
    const char *texts[GRK_COUNT] = {NULL};
    struct own_option own[GRK_COUNT];
    char err[1024];
    for (int k = 0; k < GRK_COUNT; k++) {
        opts[k] = (struct option){grace_option_names[k], required_argument, NULL, OPT_GC_FIRST + k};
        own[k] = (struct own_option){OPT_GC_FIRST + k, &texts[k]};
    }
    memcpy(opts + GRK_COUNT, common, sizeof common);
    memset(&opts[GRK_COUNT + sizeof common / sizeof common[0]], 0, sizeof opts[0]);
    int st = parse_experiment_command("grace", NH_KIND_GRACE, argc, argv, opts, own, GRK_COUNT,
                                      grace_help, &s, &rs, &eo);
    if (st >= 0)
        return st;
    if (s.exact && texts[GRK_METHOD] && strcmp(texts[GRK_METHOD], "exact") != 0)
        return usage_error("grace", "--exact and --method disagree; expected one of them");
    if (s.exact)
        texts[GRK_METHOD] = "exact";
    if (!texts[GRK_MAXHP])
        return usage_error("grace", "--maxhp is required (e.g. --maxhp 20, or 11-23)");
    if (!texts[GRK_DAMAGE])
        return usage_error("grace", "--damage is required (e.g. --damage 2d4, or 25)");
    enum grace_key bad;
    if (grace_grid_parse(texts, &s.grace, &bad, err, sizeof err) != 0) {
        char option[40];
        if (bad == GRK_COUNT)
            return usage_error("grace", err);
        snprintf(option, sizeof option, "--%s", grace_option_names[bad]);
        return value_error("grace", option, err);
    }
    return run_experiment("grace", &s, &rs, &eo);
}

/* The option of each sanity key: the key with '-' for '_'. */
static char sanity_option_names[SAK_COUNT][24];

static int cmd_sanity(int argc, char **argv)
{
    static const struct option common[] = {EXPERIMENT_LONG_OPTIONS};
    static struct option opts[SAK_COUNT + sizeof common / sizeof common[0] + 1];
    static struct nh_scenario s;
    struct nh_run_settings rs;
    struct exp_options eo;
    const char *texts[SAK_COUNT] = {NULL};
    struct own_option own[SAK_COUNT];
    char err[1024];
    for (int k = 0; k < SAK_COUNT; k++) {
        char *o = sanity_option_names[k];
        snprintf(o, sizeof sanity_option_names[k], "%s", sanity_key_name((enum sanity_key)k));
        for (; *o; o++)
            *o = *o == '_' ? '-' : *o;
        opts[k] =
            (struct option){sanity_option_names[k], required_argument, NULL, OPT_SA_FIRST + k};
        own[k] = (struct own_option){OPT_SA_FIRST + k, &texts[k]};
    }
    memcpy(opts + SAK_COUNT, common, sizeof common);
    memset(&opts[SAK_COUNT + sizeof common / sizeof common[0]], 0, sizeof opts[0]);
    int st = parse_experiment_command("sanity", NH_KIND_SANITY, argc, argv, opts, own, SAK_COUNT,
                                      sanity_help, &s, &rs, &eo);
    if (st >= 0)
        return st;
    if (s.exact && texts[SAK_METHOD] && strcmp(texts[SAK_METHOD], "exact") != 0)
        return usage_error("sanity", "--exact and --method disagree; expected one of them");
    if (s.exact)
        texts[SAK_METHOD] = "exact";
    if (!texts[SAK_ROLE])
        return usage_error("sanity", "--role is required (e.g. --role Val, or all)");
    enum sanity_key bad;
    if (sanity_grid_parse(texts, &s.sanity, &bad, err, sizeof err) != 0) {
        char option[40];
        if (bad == SAK_COUNT)
            return usage_error("sanity", err);
        snprintf(option, sizeof option, "--%s", sanity_option_names[bad]);
        return value_error("sanity", option, err);
    }
    return run_experiment("sanity", &s, &rs, &eo);
}

/* `nhmc list places` and `nhmc list sanity-species` (variants.md §A.3,
 * Appendix A). */
static void list_sanity(const char *what)
{
    if (strcmp(what, "places") == 0) {
        printf("%-27s %4s  %-30s %s\n", "place", "R", "where", "condition");
        for (int p = 0; p < SP_COUNT; p++) {
            const struct sanity_table_row *r = sanity_place_row((enum sanity_place)p);
            if (r->note[0])
                printf("%-27s %+4d  %-30s %s\n", r->abbr, r->term, r->name, r->note);
            else
                printf("%-27s %+4d  %s\n", r->abbr, r->term, r->name);
        }
        printf("\nR: the term added to the sanity threshold R (dNetHack, variants.md A.3).\n");
        return;
    }
    printf("%-28s %3s  %s\n", "species", "D", "madness on sight");
    for (int i = 0; i < SAN_SPECIES_COUNT; i++) {
        const struct sanity_species *sp = sanity_species_at(i);
        if (strcmp(what, "tannin") == 0 && !strstr(sp->name, "tanni") &&
            !strstr(sp->name, "tannah"))
            continue;
        if (sp->madness)
            printf("%-28s %3d  %s\n", sp->name, sp->d, sp->madness);
        else
            printf("%-28s %3d\n", sp->name, sp->d);
    }
    printf("\nD: difficulty, which sets the first-sighting loss (dNetHack, variants.md "
           "A.4.2).\n");
}

static int cmd_selfcheck(int argc, char **argv)
{
    static const struct option opts[] = {{"trials", required_argument, NULL, 'n'},
                                         {"seed", required_argument, NULL, OPT_SEED},
                                         {"threads", required_argument, NULL, 'j'},
                                         {"help", no_argument, NULL, 'h'},
                                         {NULL, 0, NULL, 0}};
    struct nh_selfcheck_options o = {NH_DEFAULT_TRIALS, NH_DEFAULT_SEED, runner_default_threads()};
    char err[512];
    int c;
    while ((c = getopt_long(argc, argv, ":n:j:h", opts, NULL)) != -1) {
        switch (c) {
        case 'n':
            if (parse_trials(optarg, &o.trials, err, sizeof err) != 0)
                return value_error("selfcheck", "--trials", err);
            break;
        case OPT_SEED:
            if (parse_seed(optarg, &o.seed, err, sizeof err) != 0)
                return value_error("selfcheck", "--seed", err);
            break;
        case 'j':
            if (parse_threads(optarg, &o.threads, err, sizeof err) != 0)
                return value_error("selfcheck", "--threads", err);
            break;
        case 'h':
            fputs(selfcheck_help, stdout);
            return NH_EXIT_OK;
        default:
            return option_error("selfcheck", c, argv);
        }
    }
    if (optind < argc) {
        snprintf(err, sizeof err, "unexpected argument '%s'", argv[optind]);
        return usage_error("selfcheck", err);
    }
    int failed = selfcheck_run(&o, stdout);
    if (failed < 0) {
        fprintf(stderr, "nhmc: selfcheck: out of memory or threads\n");
        return NH_EXIT_RUN;
    }
    return failed == 0 ? NH_EXIT_OK : NH_EXIT_RUN;
}

static int cmd_list(int argc, char **argv)
{
    if (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        fputs(list_help, stdout);
        return NH_EXIT_OK;
    }
    if (argc >= 2 && strcmp(argv[1], "monsters") == 0)
        return list_monsters(argc - 1, argv + 1);
    if (argc != 2)
        return usage_error(
            "list", "expected one of: variants, roles, races, monsters, places, sanity-species");
    const char *what = argv[1];
    if (strcmp(what, "places") == 0 || strcmp(what, "sanity-species") == 0 ||
        strcmp(what, "tannin") == 0) {
        list_sanity(what);
    } else if (strcmp(what, "variants") == 0) {
        for (int v = 0; v < NH_VARIANT_COUNT; v++)
            printf("%-6s %s\n", variant_name((enum nh_variant)v),
                   variant_description((enum nh_variant)v));
    } else if (strcmp(what, "roles") == 0) {
        printf("%-4s %-13s %-5s %-5s %-8s %-5s %s\n", "abbr", "role", "start", "lo", "hi", "xlev",
               "races");
        for (int r = 0; r < NH_ROLE_COUNT; r++) {
            const struct nh_role *ro = &nh_roles[r];
            char races[64] = "", lo[16];
            for (int a = 0; a < NH_RACE_COUNT; a++)
                if (role_allows_race(r, a)) {
                    strcat(races, races[0] ? "," : "");
                    strcat(races, nh_races[a].abbr);
                }
            snprintf(lo, sizeof lo, "d%d", ro->hp.lornd);
            printf("%-4s %-13s %-5d %-5s %-8d %-5d %s\n", ro->abbr, ro->name, ro->hp.infix, lo,
                   ro->hp.hifix, ro->xlev, races);
        }
        printf("\nstart: role part of starting HP; lo: role die per level below xlev;\n"
               "hi: role's fixed gain per level from xlev on (race parts: nhmc list races).\n");
    } else if (strcmp(what, "races") == 0) {
        printf("%-4s %-6s %-5s %-5s %-3s %s\n", "abbr", "race", "start", "lo", "hi", "max Con");
        for (int a = 0; a < NH_RACE_COUNT; a++) {
            const struct nh_race *ra = &nh_races[a];
            char lo[16];
            snprintf(lo, sizeof lo, "d%d", ra->hp.lornd);
            printf("%-4s %-6s %-5d %-5s %-3d %d\n", ra->abbr, ra->name, ra->hp.infix, lo,
                   ra->hp.hifix, ra->attrmax[A_CON]);
        }
    } else {
        char msg[128];
        snprintf(msg, sizeof msg,
                 "cannot list \"%s\"; expected variants, roles, races, monsters, places or "
                 "sanity-species",
                 what);
        return usage_error("list", msg);
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        perror("nhmc: error writing standard output");
        return NH_EXIT_RUN;
    }
    return NH_EXIT_OK;
}

int cli_main(int argc, char **argv)
{
    outfile_install_signal_cleanup();
    opterr = 0;
    if (argc < 2) {
        fputs(main_help, stderr);
        return NH_EXIT_USAGE;
    }
    const char *cmd = argv[1];
    int status;
    if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0 || strcmp(cmd, "help") == 0) {
        fputs(main_help, stdout);
        status = NH_EXIT_OK;
    } else if (strcmp(cmd, "--version") == 0 || strcmp(cmd, "-V") == 0) {
        printf("nhmc %s\n", NHMC_VERSION);
        status = NH_EXIT_OK;
    } else if (strcmp(cmd, "run") == 0) {
        status = cmd_run(argc - 1, argv + 1);
    } else if (strcmp(cmd, "levelup") == 0) {
        status = cmd_levelup(argc - 1, argv + 1);
    } else if (strcmp(cmd, "rnz") == 0) {
        status = cmd_rnz(argc - 1, argv + 1);
    } else if (strcmp(cmd, "regen") == 0) {
        status = cmd_regen(argc - 1, argv + 1);
    } else if (strcmp(cmd, "pray") == 0) {
        status = cmd_pray(argc - 1, argv + 1);
    } else if (strcmp(cmd, "growth") == 0) {
        status = cmd_growth(argc - 1, argv + 1);
    } else if (strcmp(cmd, "monster") == 0) {
        status = cmd_monster(argc - 1, argv + 1);
    } else if (strcmp(cmd, "grace") == 0) {
        status = cmd_grace(argc - 1, argv + 1);
    } else if (strcmp(cmd, "sanity") == 0) {
        status = cmd_sanity(argc - 1, argv + 1);
    } else if (strcmp(cmd, "selfcheck") == 0) {
        status = cmd_selfcheck(argc - 1, argv + 1);
    } else if (strcmp(cmd, "list") == 0) {
        status = cmd_list(argc - 1, argv + 1);
    } else {
        char msg[256];
        snprintf(msg, sizeof msg,
                 "unknown command \"%s\"; expected run, levelup, rnz, regen, pray, growth, "
                 "monster, grace, sanity, selfcheck or list",
                 cmd);
        status = usage_error(NULL, msg);
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        perror("nhmc: error writing standard output");
        return NH_EXIT_RUN;
    }
    return status;
}
