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
#include "nhmc/pmf.h"
#include "nhmc/jobs.h"
#include "nhmc/output.h"
#include "kinds/sanity/sanity_impl.h"
#include "kinds/sanity/sanity_grid.h"
#include "nhmc/table_io.h"
#include "nhmc/message.h"
#include "nhmc/kind.h"

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
#define V_MAX (V_FIXED + SAN_CHECKPOINTS_MAX + SAN_EVENTS_MAX + 8)

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

/* Where a value stands among the S at the end, when asked: after the
 * others. */
enum {
    VS_VALUE,
    VS_P_GE,
    VS_P_LE,
    VS_PERCENTILE,
    VS_P_GE_LO,
    VS_P_GE_HI,
    VS_P_LE_LO,
    VS_P_LE_HI,
    VS_COUNT
};
static const char *const stand_names[VS_COUNT] = {
    "value",         "s_end_p_ge",    "s_end_p_le",    "s_end_percentile",
    "s_end_p_ge_lo", "s_end_p_ge_hi", "s_end_p_le_lo", "s_end_p_le_hi",
};
static const char *const stand_labels[VS_COUNT] = {
    "value",         "P(S at end >= value)", "P(S at end <= value)", "percentile of value",
    "P(>=): 95% lo", "P(>=): 95% hi",        "P(<=): 95% lo",        "P(<=): 95% hi",
};

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
    if (st->stand_ask != NH_STAND_NONE) {
        const struct nh_stand *e = &st->end_stand;
        double *w = &v[V_FIXED + c->ncheck + c->nev];
        bool mc = e->ok && e->interval;
        w[VS_VALUE] = (double)st->stand_value;
        w[VS_P_GE] = value_or_nan(e->ok, e->p_ge);
        w[VS_P_LE] = value_or_nan(e->ok, e->p_le);
        w[VS_PERCENTILE] = value_or_nan(e->ok, e->percentile);
        w[VS_P_GE_LO] = value_or_nan(mc, e->p_ge_lo);
        w[VS_P_GE_HI] = value_or_nan(mc, e->p_ge_hi);
        w[VS_P_LE_LO] = value_or_nan(mc, e->p_le_lo);
        w[VS_P_LE_HI] = value_or_nan(mc, e->p_le_hi);
    }
}

/* The value columns of this run: the fixed ones, a mean S per checkpoint,
 * a madness column per event, and where a value stands when asked. */
static int set_columns(const struct sanity_case *base, bool exact, bool stand, struct nh_table *t)
{
    _Static_assert(V_MAX <= NH_VALUE_ROOM, "sanity's value columns fit a table's room");
    const char **value_names = t->room.names, **value_labels = t->room.labels;
    char(*extra_names)[sizeof t->room.text[0]] = t->room.text + V_FIXED;
    int *value_decimals = t->room.decimals;
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
    for (int k = 0; stand && k < VS_COUNT; k++, n++) {
        value_names[n] = stand_names[k];
        value_labels[n] = stand_labels[k];
    }
    for (int k = 0; k < n; k++)
        value_decimals[k] = exact ? NH_EXACT_DECIMALS : 6;
    if (stand)
        value_decimals[n - VS_COUNT + VS_VALUE] = -1;
    value_decimals[V_N] = value_decimals[V_R] = value_decimals[V_S_END_P10] =
        value_decimals[V_S_END_P50] = value_decimals[V_S_END_P90] = value_decimals[V_RECOVER_P50] =
            -1;
    t->value_names = value_names;
    t->value_labels = value_labels;
    t->value_decimals = value_decimals;
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
static int values(const struct nh_scenario *s, struct nh_table *t)
{
    return set_columns(&GRID(s)->base, false, s->stand_ask != NH_STAND_NONE, t);
}

NH_COUNT_HOOK(count, struct sanity_grid, sanity_grid_count);

NH_CASE_HOOK(make_case, struct sanity_grid, struct sanity_case, sanity_grid_case);

static int solve(const struct nh_scenario *s, const struct nh_case_view *v)
{
    struct sanity_exact x;
    int st = sanity_exact(v->c, &x);
    if (st < 0)
        return NH_HOOK_NOMEM;
    /* auto: a case outside the programme (sanity_impl.h: more than one species
     * seen more than once, ...) sends the whole run to Monte Carlo */
    if (st > 0 && s->method == NH_METHOD_AUTO)
        return NH_HOOK_FALLBACK;
    if (st > 0) {
        nh_error("%s: case %zu: the exact method cannot follow this timeline (it is "
                 "outside the dynamic programme: %s); "
                 "expected method = montecarlo or auto",
                 s->file, v->index + 1, sanity_exact_why(v->c));
        return NH_HOOK_BAD;
    }
    struct sanity_stats *stats = v->result;
    st = sanity_stats_from_exact(v->c, &x, stats);
    stats->stand_ask = s->stand_ask;
    stats->stand_value = s->stand_value;
    if (st == 0 && s->stand_ask != NH_STAND_NONE)
        stand_from_probs(x.end->p, x.end->lo, x.end->n, s->stand_value, &stats->end_stand);
    sanity_exact_free(&x);
    return st == 0 ? 0 : NH_HOOK_NOMEM;
}

static int summarise(const struct nh_scenario *s, const struct nh_case_view *v)
{
    struct sanity_stats *stats = v->result;
    const struct nh_tally *t = v->tally;
    if (sanity_stats_from_tally(v->c, t, stats) != 0)
        return NH_HOOK_NOMEM;
    stats->stand_ask = s->stand_ask;
    stats->stand_value = s->stand_value;
    if (s->stand_ask != NH_STAND_NONE)
        stand_from_counts(tally_hist(t, SH_END), t->lo[SH_END], t->width[SH_END], s->stand_value,
                          &stats->end_stand);
    return 0;
}

/* Room for every value column (a checkpoint and an event each take one). */
static int check(const struct nh_scenario *s)
{
    const struct sanity_case *base = &GRID(s)->base;
    int n = V_FIXED + base->ncheck + base->nev + (s->stand_ask != NH_STAND_NONE ? VS_COUNT : 0);
    if (n <= NH_MAX_VALUES)
        return 0;
    nh_error("%s: %s: %d checkpoints and %d events leave no room for its %d columns; "
             "expected at most %d checkpoints and events together with it",
             s->file, stand_key_name(s->stand_ask), base->ncheck, base->nev, VS_COUNT,
             NH_MAX_VALUES - V_FIXED - VS_COUNT);
    return NH_HOOK_BAD;
}

static void table(const struct nh_scenario *s, bool exact, struct nh_table *t)
{
    bool stand = s->stand_ask != NH_STAND_NONE;
    t->nvalues = set_columns(&GRID(s)->base, exact, stand, t);
    t->value_text_mask = 1ull << V_R | 1ull << V_S_END_MEAN | 1ull << V_P_RECOVERED |
                         1ull << V_RECOVER_P50 | 1ull << V_ONSETS_MEAN;
    for (int k = V_FIXED; k < t->nvalues - (stand ? VS_COUNT : 0); k++) /* checkpoints, events */
        t->value_text_mask |= 1ull << k;
    if (stand) {
        int first = t->nvalues - VS_COUNT;
        t->value_text_mask |=
            1ull << (first + VS_P_GE) | 1ull << (first + VS_P_LE) | 1ull << (first + VS_PERCENTILE);
    }
    t->missing_text = "never";
    t->missing_mask = 1ull << V_RECOVER_MEAN | 1ull << V_RECOVER_P50;
    describe(GRID(s), t->what, sizeof t->what);
}

/* Where the value asked stands among the S at the end, as the other kinds'
 * sentences say it (experiment_stand.c). */
static void stand_clause(const struct sanity_stats *st, char *buf, size_t len)
{
    const struct nh_stand *e = &st->end_stand;
    long long v = (long long)st->stand_value;
    char ci[96] = "";
    bool le = st->stand_ask == NH_STAND_AT_MOST;
    if (e->interval)
        snprintf(ci, sizeof ci, ", 95%% CI %.3f to %.3f", le ? e->p_le_lo : e->p_ge_lo,
                 le ? e->p_le_hi : e->p_ge_hi);
    if (st->stand_ask == NH_STAND_VALUE)
        snprintf(buf, len,
                 "; S %lld at the end is higher than %.1f%% of games (P(S \u2265 %lld) = "
                 "%.3f%s)",
                 v, e->percentile, v, e->p_ge, ci);
    else
        snprintf(buf, len, "; P(S at the end %s %lld) = %.3f%s", le ? "\u2264" : "\u2265", v,
                 le ? e->p_le : e->p_ge, ci);
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
    int n = snprintf(buf, len, "%s, %s, Wis %d, XL %d, R %d: ", sanity_role_name(h->role),
                     sanity_race_name(h->race), h->wis, h->xl, sanity_grid_threshold(c));
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
        n = snprintf(buf, len, "; temporary madness in %s", mad);
    } else if (st->onsets_mean > 0) {
        n = snprintf(buf, len, "; %.3g temporary madnesses on average", st->onsets_mean);
    } else {
        n = 0;
    }
    if (n < 0 || (size_t)n >= len || st->stand_ask == NH_STAND_NONE || !st->end_stand.ok)
        return;
    buf += n, len -= (size_t)n;
    stand_clause(st, buf, len);
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

NH_COST_HOOKS(sanity, struct sanity_case);

/* clang-format off */
const struct nh_experiment sanity_experiment = {
    NH_EXPERIMENT_COMMON(sanity), NH_EXPERIMENT_VALUES(sanity), .value_names = values,
    .mc_note = "(%llu games each, seed %llu)", .check = check, .stand_values = true,
};
/* clang-format on */

NH_JOB_KIND(sanity_job_kind, struct sanity_case, sanity_tally_init, sanity_run_block);

int sanity_list(int argc, char **argv);
static const char *const lists[] = {"places", "sanity-species", NULL};
static const char *const hidden_lists[] = {"tannin", NULL};

static const char list_synopsis[] =
    "  nhmc list places|sanity-species  dNetHack sanity places and sanity-taxing species\n";

/* clang-format off */
const struct nh_kind sanity_kind = {
    NH_KIND_NAMED(sanity), .command = "sanity", .section = "sanity", .nkeys = SAK_COUNT,
    .grid_size = sizeof(struct sanity_grid), .columns = &sanity_columns,
    .value_examples = "such as s_end_mean or recover_p50", .lists = lists,
    .hidden_lists = hidden_lists, .list = sanity_list, .list_synopsis = list_synopsis,
    .variants = SANITY_VARIANTS,
};
/* clang-format on */
