/* exp_sanity: the dNetHack sanity experiment (variants.md §A): one row per
 * case of the grid with S at the end and at each checkpoint, when S gets
 * back to the target, and how often temporary madness starts, exactly (by
 * default, when sanity_exact can follow the timeline) or by Monte Carlo;
 * on a terminal, a verdict per row as well. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nhmc/experiment.h"
#include "nhmc/jobs.h"
#include "nhmc/output.h"
#include "kinds/sanity/sanity.h"
#include "kinds/sanity/sanity_grid.h"
#include "nhmc/table_io.h"

/* The fixed value columns (README "Output columns" documents them); then
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

static char extra_names[SAN_CHECKPOINTS_MAX + SAN_EVENTS_MAX][32];
static const char *value_names[V_MAX];
static const char *value_labels[V_MAX];
static int value_decimals[V_MAX];

struct sanity_jobs {
    const struct nh_scenario *s;
    bool exact;
    struct nh_jobs jobs;
    struct sanity_case *cases;
    struct sanity_stats *stats;
    size_t njobs;
};

static int make_jobs(const struct nh_scenario *s, struct sanity_jobs *sj)
{
    const struct sanity_grid *g = SCENARIO_GRID(s, struct sanity_grid);
    char err[512];
    size_t n = sanity_grid_count(g);
    sj->s = s;
    sj->stats = calloc(n + 1, sizeof *sj->stats);
    if (jobs_alloc(&sj->jobs, &sanity_job_kind, n, s->seed) != 0 || !sj->stats)
        return -1;
    sj->cases = (struct sanity_case *)sj->jobs.cases;
    for (size_t j = 0; j < n; j++) {
        if (sanity_grid_case(g, j, &sj->cases[j], sj->jobs.text[j], err, sizeof err) != 0) {
            fprintf(stderr, "nhmc: %s: %s\n", s->file, err); /* checked at parse */
            return -2;
        }
        sj->njobs++;
    }
    return 0;
}

/* Exact stats for every case.  Returns 0; 1 when some case is outside the
 * DP (its index in *which); -1 out of memory. */
static int run_exact(struct sanity_jobs *sj, size_t *which)
{
    for (size_t j = 0; j < sj->njobs; j++) {
        struct sanity_exact x;
        int st = sanity_exact(&sj->cases[j], &x);
        if (st != 0) {
            *which = j;
            return st;
        }
        st = sanity_stats_from_exact(&sj->cases[j], &x, &sj->stats[j]);
        sanity_exact_free(&x);
        if (st != 0)
            return -1;
    }
    return 0;
}

static double or_nan(bool ok, double v)
{
    return ok ? v : NAN;
}

static void row_values(const struct sanity_case *c, const struct sanity_stats *st, bool exact,
                       double *v)
{
    v[V_N] = exact ? NAN : (double)st->n;
    v[V_R] = sanity_grid_threshold(c);
    v[V_S_END_MEAN] = st->end.mean;
    v[V_S_END_SD] = st->end.sd;
    v[V_S_END_P10] = st->end.p10;
    v[V_S_END_P50] = st->end.p50;
    v[V_S_END_P90] = st->end.p90;
    v[V_P_RECOVERED] = st->p_recovered;
    v[V_RECOVER_MEAN] = or_nan(st->p_recovered > 0, st->recover_mean);
    v[V_RECOVER_P50] = or_nan(st->recover_p50 != SANITY_NEVER, st->recover_p50);
    v[V_ONSETS_MEAN] = st->onsets_mean;
    v[V_P_ANY_ONSET] = or_nan(st->p_any_onset >= 0, st->p_any_onset);
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
    snprintf(buf, len,
             "dNetHack sanity from turn %d to turn %d, %d event%s (variants.md section A)",
             g->base.hero.turn0, g->base.end, g->base.nev, g->base.nev == 1 ? "" : "s");
}

static int build_table(const struct sanity_jobs *sj, struct nh_table *t, double **values)
{
    const struct nh_scenario *s = sj->s;
    t->ngrid = sanity_grid_columns(t->grid_names, t->grid_labels, &t->grid_numeric);
    t->trials = s->trials;
    t->seed = s->seed;
    t->exact = sj->exact;
    t->nvalues = set_columns(&SCENARIO_GRID(s, struct sanity_grid)->base, sj->exact);
    t->value_names = value_names;
    t->value_labels = value_labels;
    t->value_decimals = value_decimals;
    t->value_text_mask = 1ull << V_R | 1ull << V_S_END_MEAN | 1ull << V_P_RECOVERED |
                         1ull << V_RECOVER_P50 | 1ull << V_ONSETS_MEAN;
    for (int k = V_FIXED; k < t->nvalues; k++) /* the checkpoints and events asked for */
        t->value_text_mask |= 1ull << k;
    t->missing_text = "never";
    t->missing_mask = 1ull << V_RECOVER_MEAN | 1ull << V_RECOVER_P50;
    describe(SCENARIO_GRID(s, struct sanity_grid), t->what, sizeof t->what);
    t->nrows = sj->njobs;
    t->rows = calloc(t->nrows + 1, sizeof *t->rows);
    *values = calloc((t->nrows + 1) * V_MAX, sizeof **values);
    if (!t->rows || !*values)
        return -1;
    for (size_t j = 0; j < sj->njobs; j++) {
        struct nh_row *row = &t->rows[j];
        memcpy(row->grid, sj->jobs.text[j], sizeof row->grid);
        row_values(&sj->cases[j], &sj->stats[j], sj->exact, &(*values)[j * V_MAX]);
        row->values = &(*values)[j * V_MAX];
    }
    return 0;
}

static int check_layout(const struct nh_scenario *s, const struct nh_table *t)
{
    int n = set_columns(&SCENARIO_GRID(s, struct sanity_grid)->base, false);
    return table_check_value_layout(s, t, "sanity", value_names, n,
                                    "R, s_end_mean, s_end_p50, p_recovered, recover_mean, "
                                    "recover_p50, onsets_mean, p_any_onset, s_T_mean, p_mad_E");
}

static void percent(double p, char *buf, size_t len)
{
    if (p > 0 && p < 0.0005)
        snprintf(buf, len, "<0.1%%");
    else
        snprintf(buf, len, "%.1f%%", 100 * p);
}

/* One row in a player's words. */
static void verdict(const struct sanity_case *c, const struct sanity_stats *st, char *buf,
                    size_t len)
{
    const struct sanity_hero *h = &c->hero;
    char rec[16], mad[16];
    int n = snprintf(buf, len, "%s, %s, Wis %d, XL %d, R %d: ", sanity_role_row(h->role)->name,
                     sanity_race_row(h->race)->name, h->wis, h->xl, sanity_grid_threshold(c));
    if (n < 0 || (size_t)n >= len)
        return;
    buf += n, len -= (size_t)n;
    percent(st->p_recovered, rec, sizeof rec);
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
        percent(st->p_any_onset, mad, sizeof mad);
        snprintf(buf, len, "; temporary madness in %s", mad);
    } else if (st->onsets_mean > 0) {
        snprintf(buf, len, "; %.3g temporary madnesses on average", st->onsets_mean);
    }
}

static int write_verdicts(const struct sanity_jobs *sj, const struct nh_run_settings *rs)
{
    enum nh_format f = rs->format;
    if (!rs->to_stdout || rs->output)
        return 0;
    if (f == NH_FORMAT_AUTO)
        f = isatty(STDOUT_FILENO) ? NH_FORMAT_TABLE : NH_FORMAT_CSV;
    if (f != NH_FORMAT_TABLE)
        return 0;
    char buf[512];
    for (size_t j = 0; j < sj->njobs; j++) {
        verdict(&sj->cases[j], &sj->stats[j], buf, sizeof buf);
        printf("%s%s\n", j == 0 ? "\n" : "", buf);
    }
    if (sj->exact)
        printf("(exact)\n");
    else
        printf("(%llu games each, seed %llu)\n", (unsigned long long)sj->s->trials,
               (unsigned long long)sj->s->seed);
    return fflush(stdout) == 0 ? 0 : 1;
}

/* Exact or Monte Carlo as the method says; auto tries the DP first and
 * falls back to Monte Carlo for the whole run when some case is outside it
 * (sanity.h: more than one species seen more than once).  Returns an exit
 * status. */
static int compute(struct sanity_jobs *sj, const struct nh_run_settings *rs)
{
    enum sanity_method m = SCENARIO_GRID(sj->s, struct sanity_grid)->method;
    if (m != SANITY_METHOD_MC) {
        size_t which = 0;
        int st = run_exact(sj, &which);
        if (st == 0) {
            sj->exact = true;
            return 0;
        }
        if (st < 0) {
            fprintf(stderr, "nhmc: out of memory computing exact sanity distributions\n");
            return 1;
        }
        if (m == SANITY_METHOD_EXACT) {
            fprintf(stderr,
                    "nhmc: %s: case %zu: the exact method cannot follow this timeline (it is "
                    "outside the dynamic programme, e.g. two species seen more than once); "
                    "expected method = montecarlo or auto\n",
                    sj->s->file, which + 1);
            return 2;
        }
    }
    if (jobs_init_tallies(&sj->jobs) != 0) {
        fprintf(stderr, "nhmc: out of memory setting up the sanity tallies\n");
        return 1;
    }
    if (jobs_run(&sj->jobs, sj->s->trials, rs->threads, rs->progress) != 0)
        return 1;
    for (size_t j = 0; j < sj->njobs; j++)
        if (sanity_stats_from_tally(&sj->cases[j], &sj->jobs.tallies[j], &sj->stats[j]) != 0) {
            fprintf(stderr, "nhmc: out of memory summarising the sanity runs\n");
            return 1;
        }
    return 0;
}

int experiment_run_sanity(const struct nh_scenario *s, const struct nh_run_settings *rs)
{
    struct sanity_jobs sj;
    struct nh_table t;
    double *values = NULL;
    memset(&t, 0, sizeof t);
    memset(&sj, 0, sizeof sj);
    t.ngrid = sanity_grid_columns(t.grid_names, t.grid_labels, &t.grid_numeric);
    if (check_layout(s, &t) != 0)
        return 2;
    int status = 1;
    int made = make_jobs(s, &sj);
    if (made != 0) {
        if (made == -1)
            fprintf(stderr, "nhmc: out of memory setting up %zu sanity cases\n",
                    sanity_grid_count(SCENARIO_GRID(s, struct sanity_grid)));
        else
            status = 2;
        goto done;
    }
    status = compute(&sj, rs);
    if (status != 0)
        goto done;
    status = 1;
    if (build_table(&sj, &t, &values) != 0) {
        fprintf(stderr, "nhmc: out of memory building the results table\n");
        goto done;
    }
    status = table_write_all(s, rs, &t);
    if (status == 0)
        status = write_verdicts(&sj, rs);
done:
    free(t.rows);
    free(values);
    jobs_free(&sj.jobs);
    free(sj.stats);
    return status;
}
