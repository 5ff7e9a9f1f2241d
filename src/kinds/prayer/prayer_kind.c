/* prayer_kind: kind prayer in the registry (kind.h): its command, keys, help,
 * grid and experiment. */
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "kinds/prayer/prayer_grid.h"

static const char help[] =
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

NH_KIND_PARSER(parse, struct prayer_grid, enum prayer_key, prayer_grid_parse)

const struct nh_kind prayer_kind = {
    .name = "prayer",
    .command = "pray",
    .section = "prayer",
    .synopsis =
        "  nhmc pray --role R --turn T      one prayer for low HP: success, max HP gained,\n"
        "                                   when the next prayer is safe\n",
    .help = help,
    .keys = prayer_keys,
    .nkeys = PK_COUNT,
    .words_key = -1,
    .grid_size = sizeof(struct prayer_grid),
    .parse = parse,
    .run = experiment_run_prayer,
    .columns = {12,
                {"variant", "role", "race", "con", "xl", "maxhp", "turn", "luck", "record",
                 "wishes", "altar", "hp"},
                {"Variant", "Role", "Race", "Con", "XL", "max HP", "turn", "Luck", "record",
                 "wishes", "altar", "HP"}},
    .value_examples = "such as p_gain or safe_turn_p50",
};
