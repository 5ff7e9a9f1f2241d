/* exp_prayer: the prayer experiment: one row per case of the grid with
 * what the prayer does and when the next low-HP prayer is safe, by Monte
 * Carlo or exactly; on a terminal, a verdict per character as well. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nhmc/experiment.h"
#include "nhmc/jobs.h"
#include "nhmc/output.h"
#include "nhmc/pmf.h"
#include "kinds/prayer/prayer.h"
#include "kinds/prayer/prayer_grid.h"
#include "nhmc/table_io.h"

/* The value columns, in order (README "Output files" documents them). */
enum {
    V_N,
    V_P_ON_TIME,
    V_P_FIXED,
    V_P_GAIN,
    V_GAIN_MEAN,
    V_P_GLOW,
    V_P_SMITTEN,
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
    V_COUNT
};

static const char *const value_names[V_COUNT] = {"n",
                                                 "p_on_time",
                                                 "p_fixed",
                                                 "p_gain",
                                                 "gain_mean",
                                                 "p_glow",
                                                 "p_smitten",
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
                                                 "maxhp_mean"};
static const char *const value_labels[V_COUNT] = {"trials",
                                                  "P(on time)",
                                                  "P(healed)",
                                                  "P(max HP up)",
                                                  "max HP gain",
                                                  "P(golden glow)",
                                                  "P(god angered)",
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
                                                  "mean max HP"};
_Static_assert(PRAYER_SAFE_BY_COUNT == 4, "value_names lists four p_safe columns");

static int value_decimals[V_COUNT];

/* The columns a terminal table shows. */
static const unsigned long long text_mask =
    1ull << V_P_ON_TIME | 1ull << V_P_FIXED | 1ull << V_GAIN_MEAN | 1ull << V_P_SMITTEN |
    1ull << V_TIMEOUT_MEAN | 1ull << V_SAFE_P50 | 1ull << V_SAFE_P90;

struct prayer_jobs {
    const struct nh_scenario *s;
    struct nh_jobs jobs;
    struct prayer_case *cases; /* jobs.cases */
    struct prayer_stats *stats;
};

static void free_jobs(struct prayer_jobs *pj)
{
    jobs_free(&pj->jobs);
    free(pj->stats);
}

static int make_jobs(const struct nh_scenario *s, struct prayer_jobs *pj)
{
    const struct prayer_grid *g = SCENARIO_GRID(s, struct prayer_grid);
    char err[512];
    memset(pj, 0, sizeof *pj);
    pj->s = s;
    size_t n = prayer_grid_count(g);
    pj->stats = calloc(n + 1, sizeof *pj->stats);
    if (jobs_alloc(&pj->jobs, &prayer_job_kind, n, s->seed) != 0 || !pj->stats)
        return -1;
    pj->cases = (struct prayer_case *)pj->jobs.cases;
    for (size_t j = 0; j < n; j++) {
        if (prayer_grid_case(g, j, &pj->cases[j], pj->jobs.text[j], err, sizeof err) != 0) {
            fprintf(stderr, "nhmc: %s: %s\n", s->file, err); /* checked at parse: not reached */
            return -2;
        }
    }
    return s->exact ? 0 : jobs_init_tallies(&pj->jobs);
}

static int run_exact(struct prayer_jobs *pj)
{
    for (size_t j = 0; j < pj->jobs.njobs; j++) {
        struct nh_pmf f[PH_COUNT];
        if (prayer_exact(&pj->cases[j], f) != 0)
            return -1;
        int st = prayer_stats_from_pmfs(&pj->cases[j], f, &pj->stats[j]);
        prayer_exact_free(f);
        if (st != 0)
            return -1;
    }
    return 0;
}

static double turn_value(int64_t turn)
{
    return turn == PRAYER_TURN_NEVER ? NAN : (double)turn;
}

static void row_values(const struct prayer_stats *st, bool exact, double *v)
{
    v[V_N] = exact ? NAN : (double)st->n;
    v[V_P_ON_TIME] = st->p_on_time;
    v[V_P_FIXED] = st->p_fixed;
    v[V_P_GAIN] = st->p_gain;
    v[V_GAIN_MEAN] = st->gain_mean;
    v[V_P_GLOW] = st->p_glow;
    v[V_P_SMITTEN] = st->p_smitten;
    v[V_P_LEVEL_LOST] = st->p_level_lost;
    v[V_P_ZAPPED] = st->p_zapped;
    v[V_TIMEOUT_MEAN] = st->timeout_mean;
    v[V_TIMEOUT_P50] = st->timeout_p50;
    v[V_TIMEOUT_P90] = st->timeout_p90;
    v[V_SAFE_P50] = turn_value(st->safe_turn_p50);
    v[V_SAFE_P90] = turn_value(st->safe_turn_p90);
    v[V_SAFE_P99] = turn_value(st->safe_turn_p99);
    v[V_P_NEVER] = st->p_never;
    for (int k = 0; k < PRAYER_SAFE_BY_COUNT; k++)
        v[V_P_SAFE_BY + k] = st->p_safe_by[k];
    for (int k = 1; k <= 10; k++)
        v[V_P_GAIN_K + k - 1] = st->p_gain_k[k];
    v[V_MAXHP_MEAN] = st->maxhp_mean;
}

static int build_table(const struct prayer_jobs *pj, struct nh_table *t, double **values)
{
    const struct nh_scenario *s = pj->s;
    char settings[192];
    t->ngrid = prayer_grid_columns(SCENARIO_GRID(s, struct prayer_grid), t->grid_names,
                                   t->grid_labels, &t->grid_numeric);
    t->trials = s->trials;
    t->seed = s->seed;
    t->exact = s->exact;
    t->nvalues = V_COUNT;
    t->value_names = value_names;
    t->value_labels = value_labels;
    /* Probabilities to 10 decimals when exact, 6 from trials; counts and
     * turns as integers. */
    for (int k = 0; k < V_COUNT; k++)
        value_decimals[k] = s->exact ? NH_EXACT_DECIMALS : 6;
    value_decimals[V_N] = value_decimals[V_TIMEOUT_P50] = value_decimals[V_TIMEOUT_P90] = -1;
    value_decimals[V_SAFE_P50] = value_decimals[V_SAFE_P90] = value_decimals[V_SAFE_P99] = -1;
    t->value_decimals = value_decimals;
    t->value_text_mask = text_mask;
    t->missing_text = "never";
    t->missing_mask = 1ull << V_SAFE_P50 | 1ull << V_SAFE_P90 | 1ull << V_SAFE_P99;
    prayer_grid_describe(SCENARIO_GRID(s, struct prayer_grid), settings, sizeof settings);
    snprintf(t->what, sizeof t->what, "prayer for low HP in NetHack {variant}: %s", settings);
    t->nrows = pj->jobs.njobs;
    t->rows = calloc(t->nrows + 1, sizeof *t->rows);
    *values = calloc((t->nrows + 1) * V_COUNT, sizeof **values);
    if (!t->rows || !*values)
        return -1;
    for (size_t j = 0; j < pj->jobs.njobs; j++) {
        struct nh_row *row = &t->rows[j];
        memcpy(row->grid, pj->jobs.text[j], sizeof row->grid);
        row_values(&pj->stats[j], s->exact, &(*values)[j * V_COUNT]);
        row->values = &(*values)[j * V_COUNT];
    }
    return 0;
}

/* A wiki_columns value may only name grid columns; wiki_stat a value
 * column. */
static int check_layout(const struct nh_scenario *s, const struct nh_table *t)
{
    return table_check_value_layout(
        s, t, "prayer", value_names, V_COUNT,
        "p_on_time, p_fixed, p_gain, gain_mean, p_glow, p_smitten, p_level_lost, "
        "timeout_mean, safe_turn_p50, ... (nhmc pray --help lists them)");
}

/* On a terminal (or with --format table) the table is followed by a
 * verdict per row, as a player would ask for it. */
static int write_verdicts(const struct prayer_jobs *pj, const struct nh_run_settings *rs)
{
    enum nh_format f = rs->format;
    if (!rs->to_stdout || rs->output)
        return 0;
    if (f == NH_FORMAT_AUTO)
        f = isatty(STDOUT_FILENO) ? NH_FORMAT_TABLE : NH_FORMAT_CSV;
    if (f != NH_FORMAT_TABLE)
        return 0;
    char buf[2048];
    for (size_t j = 0; j < pj->jobs.njobs; j++) {
        struct prayer_case_info info;
        prayer_grid_case_info(SCENARIO_GRID(pj->s, struct prayer_grid), j, &info);
        prayer_verdict(&pj->cases[j], &pj->stats[j], info.record_default, info.luck_default, buf,
                       sizeof buf);
        printf("%s%s\n", j == 0 ? "\n" : "", buf);
    }
    if (!pj->s->exact)
        printf("(%llu trials each, seed %llu; --exact gives exact values)\n",
               (unsigned long long)pj->s->trials, (unsigned long long)pj->s->seed);
    return fflush(stdout) == 0 ? 0 : 1;
}

int experiment_run_prayer(const struct nh_scenario *s, const struct nh_run_settings *rs)
{
    struct prayer_jobs pj;
    struct nh_table t;
    double *values = NULL;
    memset(&t, 0, sizeof t);
    memset(&pj, 0, sizeof pj);
    t.ngrid = prayer_grid_columns(SCENARIO_GRID(s, struct prayer_grid), t.grid_names, t.grid_labels,
                                  &t.grid_numeric);
    if (check_layout(s, &t) != 0)
        return 2;
    int status = 1;
    int made = make_jobs(s, &pj);
    if (made != 0) {
        if (made == -1)
            fprintf(stderr, "nhmc: out of memory setting up %zu prayer cases\n",
                    prayer_grid_count(SCENARIO_GRID(s, struct prayer_grid)));
        goto done;
    }
    if (s->exact) {
        if (run_exact(&pj) != 0) {
            fprintf(stderr, "nhmc: out of memory computing exact prayer distributions\n");
            goto done;
        }
    } else {
        if (jobs_run(&pj.jobs, s->trials, rs->threads, rs->progress) != 0)
            goto done;
        for (size_t j = 0; j < pj.jobs.njobs; j++)
            if (prayer_stats_from_tally(&pj.cases[j], &pj.jobs.tallies[j], &pj.stats[j]) != 0) {
                fprintf(stderr, "nhmc: out of memory summarising the prayer trials\n");
                goto done;
            }
    }
    if (build_table(&pj, &t, &values) != 0) {
        fprintf(stderr, "nhmc: out of memory building the results table\n");
        goto done;
    }
    status = table_write_all(s, rs, &t);
    if (status == 0)
        status = write_verdicts(&pj, rs);
done:
    free(t.rows);
    free(values);
    free_jobs(&pj);
    return status;
}
