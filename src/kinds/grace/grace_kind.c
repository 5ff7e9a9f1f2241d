/* grace_kind: kind grace in the registry (kind.h): its command, keys, help,
 * grid and experiment. */
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "kinds/grace/grace_grid.h"

static const char help[] =
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

NH_KIND_PARSER(parse, struct grace_grid, enum grace_key, grace_grid_parse)

const struct nh_kind grace_kind = {
    .name = "grace",
    .command = "grace",
    .section = "grace",
    .synopsis =
        "  nhmc grace --maxhp M --damage D  saving grace (3.7 development builds, xNetHack,\n"
        "                                   CrecelleHack, Hack'EM) against a stream of hits\n",
    .help = help,
    .keys = grace_keys,
    .nkeys = GRK_COUNT,
    .words_key = -1,
    .grid_size = sizeof(struct grace_grid),
    .parse = parse,
    .run = experiment_run_grace,
    .columns = {8,
                {"rule", "hp", "maxhp", "damage", "hit", "hits", "turns", "regen"},
                {"rule", "HP", "max HP", "damage", "P(hit)", "attacks/turn", "turns",
                 "regeneration"}},
    .value_examples = "such as p_death or p_saved",
};
