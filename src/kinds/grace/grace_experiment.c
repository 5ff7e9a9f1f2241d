/* grace_experiment: the saving-grace experiment (the pipeline of experiment.h): one row per case of
 * the grid with P(death), how often grace fires and saves, and when the hero dies, exactly (by
 * default, when grace_cost.c says that is cheaper) or by Monte Carlo; on a terminal, a verdict per
 * row as well. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nhmc/experiment.h"
#include "nhmc/plot.h"
#include "kinds/grace/grace_impl.h"
#include "kinds/grace/grace_grid.h"
#include "nhmc/output.h"
#include "nhmc/pmf.h"
#include "nhmc/jobs.h"
#include "nhmc/table_io.h"
#include "nhmc/kind.h"

/* The value columns, in order (docs/kinds/grace.md documents them). */
enum {
    V_N,
    V_P_DEATH,
    V_P_DEATH_WITHOUT,
    V_P_USED,
    V_P_SAVED,
    V_P_DIED_AFTER,
    V_DEATH_MEAN,
    V_DEATH_P10,
    V_DEATH_P50,
    V_DEATH_P90,
    V_GRACE_TURN_MEAN,
    V_FINAL_HP_MEAN,
    V_PLAIN_COUNT, /* the columns of a run without the saves */
    V_P_LIFE_SAVED = V_PLAIN_COUNT,
    V_P_REVERTED,
    V_COUNT
};

static const char *const value_names[V_COUNT] = {
    "n",
    "p_death",
    "p_death_without",
    "p_used",
    "p_saved",
    "p_died_after",
    "death_turn_mean",
    "death_turn_p10",
    "death_turn_p50",
    "death_turn_p90",
    "grace_turn_mean",
    "final_hp_mean",
    "p_life_saved",
    "p_reverted",
};
static const char *const value_labels[V_COUNT] = {
    "fights",
    "P(death)",
    "P(death) without grace",
    "P(grace used)",
    "P(saved)",
    "P(died after grace)",
    "mean turn of death",
    "turn of death: 10%",
    "turn of death: median",
    "turn of death: 90%",
    "mean turn grace fired",
    "mean HP left",
    "P(life saved)",
    "P(form ran out)",
};

/* The value columns as messages list them. */
static const char value_list[] =
    "p_death, p_death_without, p_used, p_saved, p_died_after, death_turn_mean, "
    "death_turn_p10, death_turn_p50, death_turn_p90, grace_turn_mean, final_hp_mean (and "
    "p_life_saved, p_reverted with life_saving or polymorph)";

/* A row's values, in the order of value_names. */
static void row_values(const struct nh_case_view *cv, double *v)
{
    const struct grace_stats *st = cv->result;
    v[V_N] = cv->exact ? NAN : (double)st->n;
    const struct grace_case *c = cv->c;
    v[V_P_DEATH] = st->p_death;
    /* The fights in which grace fired are exactly those a hero without it
     * dies in (the same draws up to that hit, which then kills), and the
     * rest are the same fight: so without grace P(death) is p_death +
     * p_saved.  Not with an amulet of life saving, which would take that
     * hit instead: run rule none for it. */
    v[V_P_DEATH_WITHOUT] =
        grace_case_life_saving(c) && c->rule != GRACE_NONE ? NAN : st->p_death + st->p_saved;
    v[V_P_USED] = st->p_used;
    v[V_P_SAVED] = st->p_saved;
    v[V_P_DIED_AFTER] = st->p_died_after;
    v[V_DEATH_MEAN] = st->p_death > 0 ? st->death_turn_mean : NAN;
    v[V_DEATH_P10] = value_or_nan(st->death_turn_p10 != GRACE_TURN_SURVIVED, st->death_turn_p10);
    v[V_DEATH_P50] = value_or_nan(st->death_turn_p50 != GRACE_TURN_SURVIVED, st->death_turn_p50);
    v[V_DEATH_P90] = value_or_nan(st->death_turn_p90 != GRACE_TURN_SURVIVED, st->death_turn_p90);
    v[V_GRACE_TURN_MEAN] = st->p_used > 0 ? st->grace_turn_mean : NAN;
    v[V_FINAL_HP_MEAN] = st->p_death < 1 ? st->final_hp_mean : NAN;
    if (grace_case_life_saving(c) || grace_case_polymorphed(c)) {
        v[V_P_LIFE_SAVED] = st->p_life_saved;
        v[V_P_REVERTED] = st->p_reverted;
    }
}

/* The value columns of this run: the saves' two only with them. */
static int value_names_of(const struct nh_scenario *s, struct nh_table *t)
{
    t->value_names = value_names;
    return grace_grid_saves(SCENARIO_GRID(s, struct grace_grid)) ? V_COUNT : V_PLAIN_COUNT;
}

/* The columns a terminal table shows. */
static const unsigned long long text_mask = 1ull << V_P_DEATH | 1ull << V_P_DEATH_WITHOUT |
                                            1ull << V_P_USED | 1ull << V_P_SAVED |
                                            1ull << V_DEATH_P50;

#define GRID(s) SCENARIO_GRID(s, struct grace_grid)

NH_COLUMNS_HOOK(columns, struct grace_grid, grace_grid_columns);

NH_COUNT_HOOK(count, struct grace_grid, grace_grid_count);

NH_CASE_HOOK(make_case, struct grace_grid, struct grace_case, grace_grid_case);

NH_STATS_HOOKS(grace, GH_COUNT);

/* The caption: what every row shares. */
static void describe(const struct grace_grid *g, char *buf, size_t len)
{
    int n = snprintf(buf, len,
                     "Saving grace in a fight: the hero takes every hit on the normal "
                     "form, in the monster phase of each turn");
    if (g->variant_given && n >= 0 && (size_t)n < len)
        n += snprintf(buf + n, len - (size_t)n, "; NetHack %s, which has no saving grace",
                      variant_name(g->variant));
    if (g->life_saving != GRACE_LS_OFF && n >= 0 && (size_t)n < len)
        n += snprintf(buf + n, len - (size_t)n, "; an amulet of life saving (%s savelife())",
                      grace_life_saving_name(g->life_saving));
    if (g->form_maxhp > 0 && n >= 0 && (size_t)n < len)
        snprintf(buf + n, len - (size_t)n, "; polymorphed, the form at %d of %d HP%s", g->form_hp,
                 g->form_maxhp, g->unchanging ? ", with unchanging" : "");
}

static void table(const struct nh_scenario *s, bool exact, struct nh_table *t)
{
    t->nvalues = value_names_of(s, t);
    t->value_labels = value_labels;
    int *value_decimals = t->room.decimals;
    /* Probabilities to 10 decimals when exact, 6 from trials; counts and
     * turns as integers. */
    for (int k = 0; k < V_COUNT; k++)
        value_decimals[k] = exact ? NH_EXACT_DECIMALS : 6;
    value_decimals[V_N] = value_decimals[V_DEATH_P10] = value_decimals[V_DEATH_P50] =
        value_decimals[V_DEATH_P90] = -1;
    t->value_decimals = value_decimals;
    t->value_text_mask = text_mask;
    if (grace_grid_saves(GRID(s)))
        t->value_text_mask |= 1ull << V_P_LIFE_SAVED | 1ull << V_P_REVERTED;
    t->missing_text = "survived";
    t->missing_mask = 1ull << V_DEATH_P10 | 1ull << V_DEATH_P50 | 1ull << V_DEATH_P90;
    describe(GRID(s), t->what, sizeof t->what);
}

/* One row in a player's words. */
static void verdict(const struct nh_scenario *s, const struct nh_case_view *v, char *buf,
                    size_t len)
{
    const struct grace_case *c = v->c;
    const char(*text)[NH_GRID_TEXT] = v->text;
    const struct grace_stats *st = v->result;
    (void)s;
    char death[16], without[16], used[16], saved[16], after[16], hit[16];
    snprintf(hit, sizeof hit, "%.4g%%", 100.0 * c->hit_num / c->hit_den);
    verdict_percent(st->p_death, death, sizeof death);
    verdict_percent(st->p_death + st->p_saved, without, sizeof without);
    verdict_percent(st->p_used, used, sizeof used);
    verdict_percent(st->p_saved, saved, sizeof saved);
    verdict_percent(st->p_died_after, after, sizeof after);
    int n = snprintf(buf, len,
                     "%s, HP %d/%d, %d attack%s of %s a turn hitting %s, %d turn%s: ", text[0],
                     c->hp, c->maxhp, c->hits, c->hits == 1 ? "" : "s", text[3], hit, c->turns,
                     c->turns == 1 ? "" : "s");
    if (n < 0 || (size_t)n >= len)
        return;
    buf += n;
    len -= (size_t)n;
    if (c->rule == GRACE_NONE) {
        n = snprintf(buf, len, "no saving grace; dies in %s of fights", death);
    } else if (st->p_used <= 0) {
        /* the rules without a snapshot test the HP before each hit; those
         * with one test H0, which starts at the given HP */
        n = snprintf(buf, len, "grace never fires (%s); dies in %s of fights",
                     grace_threshold(c->rule, c->hp, c->maxhp)
                         ? "no hit is lethal while the HP qualifies"
                         : "the HP is below the rule's threshold",
                     death);
    } else if (grace_case_life_saving(c)) { /* the amulet would take grace's hit */
        n = snprintf(buf, len,
                     "dies in %s of fights; grace fires in %s: %s live to the end, %s die later "
                     "anyway",
                     death, used, saved, after);
    } else {
        n = snprintf(buf, len,
                     "dies in %s of fights, %s without grace; grace fires in %s: %s live to the "
                     "end, %s die later anyway",
                     death, without, used, saved, after);
    }
    if (n < 0 || (size_t)n >= len)
        return;
    buf += n;
    len -= (size_t)n;
    if (grace_case_life_saving(c) || grace_case_polymorphed(c)) {
        char ls[16], rev[16];
        verdict_percent(st->p_life_saved, ls, sizeof ls);
        verdict_percent(st->p_reverted, rev, sizeof rev);
        n = grace_case_life_saving(c) && grace_case_polymorphed(c)
                ? snprintf(buf, len,
                           "; the amulet of life saving is used up in %s, the form runs "
                           "out in %s",
                           ls, rev)
            : grace_case_life_saving(c)
                ? snprintf(buf, len, "; the amulet of life saving is used up in %s", ls)
            : c->unchanging
                ? snprintf(buf, len, "; with unchanging the form's 0 HP is death")
                : snprintf(buf, len, "; the form runs out in %s (back to the natural form)", rev);
        if (n < 0 || (size_t)n >= len)
            return;
        buf += n;
        len -= (size_t)n;
    }
    if (st->p_death <= 0)
        return;
    if (st->death_turn_p50 != GRACE_TURN_SURVIVED)
        snprintf(buf, len, "; half the fights end in death by turn %d", st->death_turn_p50);
    else
        snprintf(buf, len, "; deaths come on turn %.1f on average", st->death_turn_mean);
}

/* The picture: P(survive) per rule (none: without saving grace), over max
 * HP, or over the fights of a paired grid. */
static void survive_y(const struct nh_table *t, const struct nh_row *row, double *y)
{
    y[0] = 1 - plot_value(t, row, "p_death");
}
/* clang-format off */
static const struct nh_plot_spec plot_fights = {
    .chart = NH_CHART_LINES,
    .title = "Does saving grace keep the hero alive? P(survive) under each rule",
    .x_label = "the fight", .y_label = "P(survive)",
    .x_columns = "hp,maxhp,damage,hit,hits,turns,regen", .group_column = "rule", .ny = 1,
    .row_y = survive_y, .probability = true};
static const struct nh_plot_spec plot = {
    .chart = NH_CHART_LINES,
    .title = "Does saving grace keep the hero alive? P(survive) under each rule",
    .x_label = "max HP (hit points)", .y_label = "P(survive)", .x_columns = "hp,maxhp",
    .group_column = "rule", .ny = 1, .row_y = survive_y, .probability = true,
    .otherwise = &plot_fights};
/* clang-format on */

NH_COST_HOOKS(grace, struct grace_case);

/* clang-format off */
const struct nh_experiment grace_experiment = {
    NH_EXPERIMENT_COMMON(grace), NH_EXPERIMENT_VALUES(grace), .value_names = value_names_of,
    .mc_note = "(%llu fights each, seed %llu; --exact gives exact values)",
};
/* clang-format on */

NH_JOB_KIND(grace_job_kind, struct grace_case, grace_tally_init, grace_run_block);

/* clang-format off */
const struct nh_kind grace_kind = {
    NH_KIND_NAMED(grace), .command = "grace", .section = "grace", .nkeys = GRK_COUNT,
    .grid_size = sizeof(struct grace_grid), .columns = &grace_columns,
    .value_examples = "such as p_death or p_saved", .variants = GRACE_VARIANTS,
    .variants_note = "grace also takes a version without saving grace (rule none).",
};
/* clang-format on */
