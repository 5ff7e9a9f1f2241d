/* sanity_experiment: the dNetHack sanity experiment (the pipeline of experiment.h;
 * docs/rules.md, dNetHack sanity): one row per case of the grid with S at the end and at each
 * checkpoint, when S gets back to the target, and how often temporary madness starts, exactly (by
 * default, when sanity_exact can follow the timeline) or by Monte Carlo; on a terminal, a verdict
 * per row as well. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nhmc/experiment.h"
#include "nhmc/plot.h"
#include "nhmc/jobs.h"
#include "nhmc/output.h"
#include "kinds/sanity/sanity.h"
#include "kinds/sanity/sanity_grid.h"
#include "nhmc/table_io.h"

/* The fixed value columns (docs/kinds/sanity.md documents them); then
 * s_<T>_mean per checkpoint and p_mad_<e> per event. */
enum {
    V_N,
    V_R,
    V_S_END_MEAN,
    V_S_END_SD,
    V_S_END_P10,
    V_S_END_P50,
    V_S_END_P90,
    V_P_RECOVERED,
    V_RECOVER_MEAN,
    V_RECOVER_P50,
    V_ONSETS_MEAN,
    V_P_ANY_ONSET,
    V_FIXED
};
#define V_MAX (V_FIXED + SAN_CHECKPOINTS_MAX + SAN_EVENTS_MAX)

static const char *const fixed_names[V_FIXED] = {
    "n",         "R",           "s_end_mean",   "s_end_sd",    "s_end_p10",   "s_end_p50",
    "s_end_p90", "p_recovered", "recover_mean", "recover_p50", "onsets_mean", "p_any_onset",
};
static const char *const fixed_labels[V_FIXED] = {
    "trials",         "R",
    "mean S at end",  "sd of S at end",
    "S at end: 10%",  "S at end: median",
    "S at end: 90%",  "P(back to target)",
    "mean turn back", "turn back: median",
    "mean madnesses", "P(any temporary madness)",
};

/* The value columns as messages list them. */
static const char value_list[] =
    "R, s_end_mean, s_end_p50, p_recovered, recover_mean, recover_p50, onsets_mean, "
    "p_any_onset, s_T_mean, p_mad_E";

static char extra_names[SAN_CHECKPOINTS_MAX + SAN_EVENTS_MAX][32];
static const char *value_names[V_MAX];
static const char *value_labels[V_MAX];
static int value_decimals[V_MAX];

#define GRID(s) SCENARIO_GRID(s, struct sanity_grid)

static void row_values(const struct nh_case_view *cv, double *v)
{
    const struct sanity_case *c = cv->c;
    const struct sanity_stats *st = cv->result;
    v[V_N] = cv->exact ? NAN : (double)st->n;
    v[V_R] = sanity_grid_threshold(c);
    v[V_S_END_MEAN] = st->end.mean;
    v[V_S_END_SD] = st->end.sd;
    v[V_S_END_P10] = st->end.p10;
    v[V_S_END_P50] = st->end.p50;
    v[V_S_END_P90] = st->end.p90;
    v[V_P_RECOVERED] = st->p_recovered;
    v[V_RECOVER_MEAN] = value_or_nan(st->p_recovered > 0, st->recover_mean);
    v[V_RECOVER_P50] = value_or_nan(st->recover_p50 != SANITY_NEVER, st->recover_p50);
    v[V_ONSETS_MEAN] = st->onsets_mean;
    v[V_P_ANY_ONSET] = value_or_nan(st->p_any_onset >= 0, st->p_any_onset);
    for (int i = 0; i < c->ncheck; i++)
        v[V_FIXED + i] = st->at[i].mean;
    for (int e = 0; e < c->nev; e++)
        v[V_FIXED + c->ncheck + e] = st->ev_mad[e];
}

/* The value columns of this run: the fixed ones, a mean S per checkpoint
 * and a madness column per event. */
static int set_columns(const struct sanity_case *base, bool exact)
{
    int n = V_FIXED;
    for (int k = 0; k < V_FIXED; k++) {
        value_names[k] = fixed_names[k];
        value_labels[k] = fixed_labels[k];
    }
    for (int i = 0; i < base->ncheck; i++, n++) {
        snprintf(extra_names[n - V_FIXED], sizeof extra_names[0], "s_%d_mean", base->checkpoint[i]);
        value_names[n] = value_labels[n] = extra_names[n - V_FIXED];
    }
    for (int e = 0; e < base->nev; e++, n++) {
        snprintf(extra_names[n - V_FIXED], sizeof extra_names[0], "p_mad_%d", e + 1);
        value_names[n] = value_labels[n] = extra_names[n - V_FIXED];
    }
    for (int k = 0; k < n; k++)
        value_decimals[k] = exact ? NH_EXACT_DECIMALS : 6;
    value_decimals[V_N] = value_decimals[V_R] = value_decimals[V_S_END_P10] =
        value_decimals[V_S_END_P50] = value_decimals[V_S_END_P90] = value_decimals[V_RECOVER_P50] =
            -1;
    return n;
}

static void describe(const struct sanity_grid *g, char *buf, size_t len)
{
    snprintf(buf, len, "dNetHack sanity from turn %d to turn %d, %d event%s", g->base.hero.turn0,
             g->base.end, g->base.nev, g->base.nev == 1 ? "" : "s");
}

static int columns(const struct nh_scenario *s, const char **names, const char **labels,
                   unsigned *numeric)
{
    (void)s;
    return sanity_grid_columns(names, labels, numeric);
}

/* As for Monte Carlo, which has every column. */
static int values(const struct nh_scenario *s, const char *const **names)
{
    *names = value_names;
    return set_columns(&GRID(s)->base, false);
}

NH_COUNT_HOOK(count, struct sanity_grid, sanity_grid_count)

NH_CASE_HOOK(make_case, struct sanity_grid, struct sanity_case, sanity_grid_case)

/* Exact as the method says; auto tries the DP first and falls back to
 * Monte Carlo for the whole run when some case is outside it (sanity.h:
 * more than one species seen more than once). */
static bool exact(const struct nh_scenario *s)
{
    return GRID(s)->method != SANITY_METHOD_MC;
}

static int solve(const struct nh_scenario *s, const struct nh_case_view *v)
{
    struct sanity_exact x;
    int st = sanity_exact(v->c, &x);
    if (st < 0)
        return NH_HOOK_NOMEM;
    if (st > 0 && GRID(s)->method != SANITY_METHOD_EXACT)
        return NH_HOOK_FALLBACK;
    if (st > 0) {
        fprintf(stderr,
                "nhmc: %s: case %zu: the exact method cannot follow this timeline (it is "
                "outside the dynamic programme, e.g. two species seen more than once); "
                "expected method = montecarlo or auto\n",
                s->file, v->index + 1);
        return NH_HOOK_BAD;
    }
    st = sanity_stats_from_exact(v->c, &x, v->result);
    sanity_exact_free(&x);
    return st == 0 ? 0 : NH_HOOK_NOMEM;
}

static int summarise(const struct nh_scenario *s, const struct nh_case_view *v)
{
    (void)s;
    return sanity_stats_from_tally(v->c, v->tally, v->result) == 0 ? 0 : NH_HOOK_NOMEM;
}

static void table(const struct nh_scenario *s, bool exact, struct nh_table *t)
{
    t->nvalues = set_columns(&GRID(s)->base, exact);
    t->value_names = value_names;
    t->value_labels = value_labels;
    t->value_decimals = value_decimals;
    t->value_text_mask = 1ull << V_R | 1ull << V_S_END_MEAN | 1ull << V_P_RECOVERED |
                         1ull << V_RECOVER_P50 | 1ull << V_ONSETS_MEAN;
    for (int k = V_FIXED; k < t->nvalues; k++) /* the checkpoints and events asked for */
        t->value_text_mask |= 1ull << k;
    t->missing_text = "never";
    t->missing_mask = 1ull << V_RECOVER_MEAN | 1ull << V_RECOVER_P50;
    describe(GRID(s), t->what, sizeof t->what);
}

/* One row in a player's words. */
static void verdict(const struct nh_scenario *s, const struct nh_case_view *v, char *buf,
                    size_t len)
{
    const struct sanity_case *c = v->c;
    const struct sanity_stats *st = v->result;
    (void)s;
    const struct sanity_hero *h = &c->hero;
    char rec[16], mad[16];
    int n = snprintf(buf, len, "%s, %s, Wis %d, XL %d, R %d: ", sanity_role_row(h->role)->name,
                     sanity_race_row(h->race)->name, h->wis, h->xl, sanity_grid_threshold(c));
    if (n < 0 || (size_t)n >= len)
        return;
    buf += n, len -= (size_t)n;
    verdict_percent(st->p_recovered, rec, sizeof rec);
    if (st->p_recovered <= 0)
        n = snprintf(buf, len, "from S %d, never back to %d by turn %d (S ends at %.1f on average)",
                     h->sanity, c->target, c->end, st->end.mean);
    else if (st->recover_p50 != SANITY_NEVER)
        n = snprintf(buf, len, "from S %d back to %d by turn %d (median; %s by turn %d)", h->sanity,
                     c->target, st->recover_p50, rec, c->end);
    else
        n = snprintf(buf, len, "from S %d back to %d in only %s of games by turn %d", h->sanity,
                     c->target, rec, c->end);
    if (n < 0 || (size_t)n >= len)
        return;
    buf += n, len -= (size_t)n;
    if (st->p_any_onset > 0) {
        verdict_percent(st->p_any_onset, mad, sizeof mad);
        snprintf(buf, len, "; temporary madness in %s", mad);
    } else if (st->onsets_mean > 0) {
        snprintf(buf, len, "; %.3g temporary madnesses on average", st->onsets_mean);
    }
}

/* The picture: S over the turns (start, checkpoints, end) as a fan of the
 * mean and the 10% to 90% band; or, when no time passes, S at the end per
 * species seen. */
static int case_points(const struct nh_case_view *v, struct nh_plot_point *pts, int max)
{
    const struct sanity_case *c = v->c;
    const struct sanity_stats *st = v->result;
    int n = 0;
    pts[n++] = (struct nh_plot_point){(double)c->hero.turn0,
                                      {c->hero.sanity, c->hero.sanity, NAN, NAN, c->hero.sanity}};
    for (int i = 0; i <= c->ncheck && n < max; i++) {
        const struct sanity_s_stats *s = i < c->ncheck ? &st->at[i] : &st->end;
        int turn = i < c->ncheck ? c->checkpoint[i] : c->end;
        if (turn > pts[n - 1].x)
            pts[n++] = (struct nh_plot_point){turn, {s->mean, s->p10, NAN, NAN, s->p90}};
    }
    return n;
}
static void end_y(const struct nh_table *t, const struct nh_row *row, double *y)
{
    y[NH_FAN_MEAN] = plot_value(t, row, "s_end_mean");
    y[NH_FAN_LO] = plot_value(t, row, "s_end_p10");
    y[NH_FAN_HI] = plot_value(t, row, "s_end_p90");
}
/* clang-format off */
static const struct nh_plot_spec plot_end = {
    .chart = NH_CHART_FAN, .title = "Sanity after the events: mean and spread",
    .x_label = "species seen", .y_label = "sanity S at the end", .x_columns = "species",
    .outer_band = "10% to 90%", .row_y = end_y};
static const struct nh_plot_spec plot = {
    .chart = NH_CHART_FAN, .title = "Sanity over the turns: mean and spread", .x_label = "turn",
    .y_label = "sanity S", .outer_band = "10% to 90%", .case_points = case_points,
    .otherwise = &plot_end};
/* clang-format on */

/* The hooks, packed by hand (the fields are those of struct nh_experiment). */
/* clang-format off */
const struct nh_experiment sanity_experiment = {
    .jobs = &sanity_job_kind, .result_size = sizeof(struct sanity_stats), .columns = columns,
    .value_names = values, .value_list = value_list, .table = table, .count = count, .exact = exact,
    .make_case = make_case, .solve = solve, .summarise = summarise, .row_values = row_values,
    .verdict = verdict, .exact_note = "(exact)", .mc_note = "(%llu games each, seed %llu)", .plot = &plot,
};
/* clang-format on */
