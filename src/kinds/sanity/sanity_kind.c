/* sanity_kind: kind sanity in the registry (kind.h): its command, keys, help,
 * grid and experiment. */
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "kinds/sanity/sanity_grid.h"

static const char help[] =
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

int sanity_list(int argc, char **argv);
static const char *const lists[] = {"places", "sanity-species", NULL};
static const char *const hidden_lists[] = {"tannin", NULL};

NH_KIND_PARSER(parse, struct sanity_grid, enum sanity_key, sanity_grid_parse)

const struct nh_kind sanity_kind = {
    .name = "sanity",
    .command = "sanity",
    .section = "sanity",
    .synopsis = "  nhmc sanity --role R [OPTIONS]   dNetHack sanity along a timeline: losses,\n"
                "                                   recovery by regeneration, temporary madness\n",
    .help = help,
    .keys = sanity_keys,
    .nkeys = SAK_COUNT,
    .words_key = -1,
    .grid_size = sizeof(struct sanity_grid),
    .parse = parse,
    .run = experiment_run_sanity,
    .columns = {10,
                {"role", "race", "wis", "xl", "place", "insight", "veil", "sanity", "target",
                 "species"},
                {"Role", "Race", "Wis", "XL", "place", "insight", "veil", "S at start", "target S",
                 "species"}},
    .value_examples = "such as s_end_mean or recover_p50",
    .lists = lists,
    .hidden_lists = hidden_lists,
    .list = sanity_list,
    .list_synopsis =
        "  nhmc list places|sanity-species  dNetHack sanity places and sanity-taxing species\n",
};
