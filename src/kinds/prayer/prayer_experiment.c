/* prayer_experiment: the prayer experiment (the pipeline of experiment.h): one row per case of the
 * grid with what the prayer does and when the next low-HP prayer is safe, by Monte Carlo or
 * exactly; on a terminal, a verdict per character as well. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nhmc/experiment.h"
#include "nhmc/plot.h"
#include "nhmc/jobs.h"
#include "nhmc/output.h"
#include "nhmc/pmf.h"
#include "kinds/prayer/prayer_impl.h"
#include "kinds/prayer/prayer_grid.h"
#include "nhmc/table_io.h"
#include "nhmc/kind.h"

/* The value columns, in order (docs/kinds/prayer.md documents them). */
enum {
    V_N,
    V_P_ON_TIME,
    V_P_FIXED,
    V_P_GAIN,
    V_GAIN_MEAN,
    V_GAIN_MEAN_IF_FIXED,
    V_P_GLOW,
    V_P_ANGERED,
    V_P_LESSONS,
    V_P_LEVEL_LOST,
    V_P_ZAPPED,
    V_TIMEOUT_MEAN,
    V_TIMEOUT_P50,
    V_TIMEOUT_P90,
    V_SAFE_P50,
    V_SAFE_P90,
    V_SAFE_P99,
    V_P_NEVER,
    V_P_SAFE_BY,                                     /* PRAYER_SAFE_BY_COUNT columns */
    V_P_GAIN_K = V_P_SAFE_BY + PRAYER_SAFE_BY_COUNT, /* P(gain = 1..10) */
    V_MAXHP_MEAN = V_P_GAIN_K + 10,
    V_COUNT,
    /* dNetHack's outcomes: columns of a grid with dnethack only, so the
     * other variants' tables keep their columns */
    V_P_TURNED = V_COUNT,
    V_P_TURN_KILLED,
    V_P_ANGEL,
    /* EvilHack's Infidel: a column of a grid with evilhack only */
    V_P_UNHEARD,
    V_ALL
};

static const char *const value_names[V_ALL] = {"n",
                                               "p_on_time",
                                               "p_fixed",
                                               "p_gain",
                                               "gain_mean",
                                               "gain_mean_if_fixed",
                                               "p_glow",
                                               "p_angered",
                                               "p_lessons",
                                               "p_level_lost",
                                               "p_zapped",
                                               "timeout_mean",
                                               "timeout_p50",
                                               "timeout_p90",
                                               "safe_turn_p50",
                                               "safe_turn_p90",
                                               "safe_turn_p99",
                                               "p_never_safe",
                                               "p_safe_500",
                                               "p_safe_800",
                                               "p_safe_1000",
                                               "p_safe_1500",
                                               "p_gain_1",
                                               "p_gain_2",
                                               "p_gain_3",
                                               "p_gain_4",
                                               "p_gain_5",
                                               "p_gain_6",
                                               "p_gain_7",
                                               "p_gain_8",
                                               "p_gain_9",
                                               "p_gain_10",
                                               "maxhp_mean",
                                               "p_turned",
                                               "p_turn_killed",
                                               "p_angel",
                                               "p_unheard"};
static const char *const value_labels[V_ALL] = {"trials",
                                                "P(on time)",
                                                "P(healed)",
                                                "P(max HP up)",
                                                "max HP gain, all prayers",
                                                "max HP gain when healed",
                                                "P(golden glow)",
                                                "P(god angered)",
                                                "P(relearn thy lessons)",
                                                "P(level lost)",
                                                "P(lightning)",
                                                "new timeout",
                                                "timeout median",
                                                "timeout 90%",
                                                "safe: median turn",
                                                "safe: 90% by turn",
                                                "safe: 99% by turn",
                                                "P(never safe)",
                                                "P(safe by T+500)",
                                                "P(safe by T+800)",
                                                "P(safe by T+1000)",
                                                "P(safe by T+1500)",
                                                "P(+1)",
                                                "P(+2)",
                                                "P(+3)",
                                                "P(+4)",
                                                "P(+5)",
                                                "P(+6)",
                                                "P(+7)",
                                                "P(+8)",
                                                "P(+9)",
                                                "P(+10)",
                                                "mean max HP",
                                                "P(turned)",
                                                "P(killed by the turning)",
                                                "P(angel)",
                                                "P(unheard)"};

/* The value columns as messages list them. */
static const char value_list[] =
    "p_on_time, p_fixed, p_gain, gain_mean, gain_mean_if_fixed, p_glow, p_angered, p_lessons, "
    "p_level_lost, timeout_mean, safe_turn_p50, ... (nhmc pray --help lists them)";

#define GRID(s) SCENARIO_GRID(s, struct prayer_grid)

static bool grid_has(const struct prayer_grid *g, unsigned variants)
{
    for (int v = 0; v < g->n[PK_VARIANT]; v++)
        if ((variants >> (unsigned)g->variant[v]) & 1u)
            return true;
    return false;
}

/* The value columns of the grid: dNetHack's three with dnethack, evilhack
 * or unnethack (an undead hero may be turned), p_unheard with evilhack. */
static int grid_values(const struct prayer_grid *g)
{
    if (grid_has(g, NH_VARIANT_BIT(NH_VEVH)))
        return V_ALL;
    return grid_has(g, NH_VARIANT_BIT(NH_VDNH) | NH_VARIANT_BIT(NH_VUNH)) ? V_P_UNHEARD : V_COUNT;
}

static int values_of(const struct nh_scenario *s, struct nh_table *t)
{
    t->value_names = value_names;
    return grid_values(GRID(s));
}

/* A row's values, in the order of value_names. */
static void row_values(const struct nh_case_view *cv, double *v)
{
    const struct prayer_stats *st = cv->result;
    v[V_N] = cv->exact ? NAN : (double)st->n;
    v[V_P_ON_TIME] = st->p_on_time;
    v[V_P_FIXED] = st->p_fixed;
    v[V_P_GAIN] = st->p_gain;
    v[V_GAIN_MEAN] = st->gain_mean;
    v[V_GAIN_MEAN_IF_FIXED] = st->gain_mean_if_fixed;
    v[V_P_GLOW] = st->p_glow;
    v[V_P_ANGERED] = st->p_angered;
    v[V_P_LESSONS] = st->p_lessons;
    v[V_P_LEVEL_LOST] = st->p_level_lost;
    v[V_P_ZAPPED] = st->p_zapped;
    v[V_TIMEOUT_MEAN] = st->timeout_mean;
    v[V_TIMEOUT_P50] = st->timeout_p50;
    v[V_TIMEOUT_P90] = st->timeout_p90;
    v[V_SAFE_P50] = value_or_nan(st->safe_turn_p50 != PRAYER_TURN_NEVER, (double)st->safe_turn_p50);
    v[V_SAFE_P90] = value_or_nan(st->safe_turn_p90 != PRAYER_TURN_NEVER, (double)st->safe_turn_p90);
    v[V_SAFE_P99] = value_or_nan(st->safe_turn_p99 != PRAYER_TURN_NEVER, (double)st->safe_turn_p99);
    v[V_P_NEVER] = st->p_never;
    for (int k = 0; k < PRAYER_SAFE_BY_COUNT; k++)
        v[V_P_SAFE_BY + k] = st->p_safe_by[k];
    for (int k = 1; k <= 10; k++)
        v[V_P_GAIN_K + k - 1] = st->p_gain_k[k];
    v[V_MAXHP_MEAN] = st->maxhp_mean;
    if (cv->nvalues > V_COUNT) { /* the table has dNetHack's columns */
        v[V_P_TURNED] = st->p_turned;
        v[V_P_TURN_KILLED] = st->p_turn_killed;
        v[V_P_ANGEL] = st->p_angel;
    }
    if (cv->nvalues > V_P_UNHEARD)
        v[V_P_UNHEARD] = st->p_unheard;
}
_Static_assert(PRAYER_SAFE_BY_COUNT == 4, "value_names lists four p_safe columns");

/* Probabilities to 10 decimals when exact, 6 from trials; counts and turns
 * as integers (-1), in the order of value_names. */
/* n; p_on_time .. timeout_mean; timeout_p50 .. safe_turn_p99; p_never_safe,
 * p_safe_*, p_gain_*, maxhp_mean and dNetHack's three */
#define DECIMALS(d)                                                                                \
    {                                                                                              \
        -1, d, d, d, d, d, d, d, d, d, d, d, -1, -1, -1, -1, -1, d, d, d, d, d, d, d, d, d, d, d,  \
            d, d, d, d, d, d, d, d, d                                                              \
    }
static const int exact_decimals[] = DECIMALS(NH_EXACT_DECIMALS), mc_decimals[] = DECIMALS(6);
_Static_assert(sizeof exact_decimals / sizeof *exact_decimals == V_ALL, "a decimals per column");

/* The columns a terminal table shows. */
static const unsigned long long text_mask =
    1ull << V_P_ON_TIME | 1ull << V_P_FIXED | 1ull << V_GAIN_MEAN | 1ull << V_GAIN_MEAN_IF_FIXED |
    1ull << V_P_ANGERED | 1ull << V_TIMEOUT_MEAN | 1ull << V_SAFE_P50 | 1ull << V_SAFE_P90;

NH_COLUMNS_HOOK(columns, struct prayer_grid, prayer_grid_columns);

NH_COUNT_HOOK(count, struct prayer_grid, prayer_grid_count);

NH_CASE_HOOK(make_case, struct prayer_grid, struct prayer_case, prayer_grid_case);

NH_STATS_HOOKS(prayer, PH_COUNT);

static void table(const struct nh_scenario *s, bool exact, struct nh_table *t)
{
    char settings[192];
    t->nvalues = grid_values(GRID(s));
    t->value_names = value_names;
    t->value_labels = value_labels;
    t->value_decimals = exact ? exact_decimals : mc_decimals;
    t->value_text_mask = text_mask;
    t->missing_text = "never";
    t->missing_mask = 1ull << V_SAFE_P50 | 1ull << V_SAFE_P90 | 1ull << V_SAFE_P99;
    prayer_grid_describe(GRID(s), settings, sizeof settings);
    snprintf(t->what, sizeof t->what, "prayer for low HP in NetHack {variant}: %s", settings);
}

/* A prayer as a player would ask for it. */
static void verdict(const struct nh_scenario *s, const struct nh_case_view *v, char *buf,
                    size_t len)
{
    struct prayer_case_info info;
    prayer_grid_case_info(GRID(s), v->index, &info);
    prayer_verdict(v->c, v->result, info.record_default, info.luck_default && !info.luck_start, buf,
                   len);
}

/* The picture: what the prayer does, as shares that add up to one, per
 * turn prayed (or per hero). */
static void outcome_y(const struct nh_table *t, const struct nh_row *row, double *y)
{
    double fixed = plot_value(t, row, "p_fixed"), angered = plot_value(t, row, "p_angered");
    y[0] = fixed;
    y[1] = 1 - fixed - angered;
    y[2] = angered;
}
static const char *const outcome_names[] = {"healed (trouble fixed)", "neither healed nor angered",
                                            "god angered"};
/* good, neutral, bad */
static const char *const outcome_colours[] = {"#009E73", "#BBBBBB", "#D55E00"};
/* clang-format off */
static const struct nh_plot_spec plot_by_hero = {
    .chart = NH_CHART_STACKED,
    .title = "Praying with low HP: healed, nothing, or the god angered?", .x_label = "hero",
    .y_label = "probability", .x_columns = "role,race,con,xl,maxhp,luck", .ny = 3,
    .y_names = outcome_names, .y_colours = outcome_colours, .row_y = outcome_y};
static const struct nh_plot_spec plot = {
    .chart = NH_CHART_STACKED,
    .title = "Praying with low HP: healed, nothing, or the god angered?",
    .x_label = "turn of the prayer", .y_label = "probability", .x_columns = "turn", .ny = 3,
    .y_names = outcome_names, .y_colours = outcome_colours, .row_y = outcome_y,
    .otherwise = &plot_by_hero};
/* clang-format on */

NH_COST_HOOKS(prayer, struct prayer_case);

/* p_angered was p_smitten: it counts every angered outcome of angrygods()
 * (3.6.7 src/pray.c), not only the smiting; the old name is kept for
 * wiki_stat in scenario files for one release. */
static const char *const renamed[][2] = {{"p_smitten", "p_angered"}, {NULL, NULL}};

/* clang-format off */
const struct nh_experiment prayer_experiment = {
    NH_EXPERIMENT_COMMON(prayer), NH_EXPERIMENT_VALUES(prayer), .values = value_names,
    .value_names = values_of, .nvalues = V_COUNT, .value_aliases = renamed, .mc_note = "(%llu trials each, seed %llu; --exact gives exact values)",
};
/* clang-format on */

NH_JOB_KIND(prayer_job_kind, struct prayer_case, prayer_tally_init, prayer_run_block);

/* clang-format off */
const struct nh_kind prayer_kind = {
    NH_KIND_NAMED(prayer), .command = "pray", .section = "prayer", .nkeys = PK_COUNT,
    .grid_size = sizeof(struct prayer_grid), .columns = &prayer_columns,
    .value_examples = "such as p_gain or safe_turn_p50", .variants = PRAYER_VARIANTS,
};
/* clang-format on */
