/* exp_grace: the saving-grace experiment: one row per case of the grid
 * with P(death), how often grace fires and saves, and when the hero dies,
 * exactly (by default, when grace_exact_work says it is cheap) or by Monte
 * Carlo; on a terminal, a verdict per row as well. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nhmc/experiment.h"
#include "kinds/grace/grace.h"
#include "kinds/grace/grace_grid.h"
#include "nhmc/output.h"
#include "nhmc/pmf.h"
#include "nhmc/jobs.h"
#include "nhmc/table_io.h"

/* The value columns, in order (README "Output columns" documents them). */
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
};

static int value_decimals[V_COUNT];

/* The columns a terminal table shows. */
static const unsigned long long text_mask = 1ull << V_P_DEATH | 1ull << V_P_DEATH_WITHOUT |
                                            1ull << V_P_USED | 1ull << V_P_SAVED |
                                            1ull << V_DEATH_P50;

struct grace_jobs {
    const struct nh_scenario *s;
    bool exact;
    struct nh_jobs jobs;
    struct grace_case *cases;                /* jobs.cases */
    char (*text)[NH_MAX_GRID][NH_GRID_TEXT]; /* jobs.text */
    struct grace_stats *stats;
};

static void free_jobs(struct grace_jobs *gj)
{
    jobs_free(&gj->jobs);
    free(gj->stats);
}

/* Returns 0, -1 out of memory, or -2 a bad case (message printed). */
static int make_jobs(const struct nh_scenario *s, struct grace_jobs *gj)
{
    const struct grace_grid *g = SCENARIO_GRID(s, struct grace_grid);
    char err[512];
    size_t n = grace_grid_count(g);
    gj->s = s;
    gj->exact = grace_grid_exact(g);
    gj->stats = calloc(n + 1, sizeof *gj->stats);
    if (jobs_alloc(&gj->jobs, &grace_job_kind, n, s->seed) != 0 || !gj->stats)
        return -1;
    gj->cases = (struct grace_case *)gj->jobs.cases;
    gj->text = gj->jobs.text;
    for (size_t j = 0; j < n; j++) {
        if (grace_grid_case(g, j, &gj->cases[j], gj->text[j], err, sizeof err) != 0) {
            fprintf(stderr, "nhmc: %s: %s\n", s->file, err); /* checked at parse: not reached */
            return -2;
        }
    }
    return gj->exact ? 0 : jobs_init_tallies(&gj->jobs);
}

static int run_exact(struct grace_jobs *gj)
{
    for (size_t j = 0; j < gj->jobs.njobs; j++) {
        struct nh_pmf f[GH_COUNT];
        if (grace_exact(&gj->cases[j], f) != 0)
            return -1;
        int st = grace_stats_from_pmfs(&gj->cases[j], f, &gj->stats[j]);
        grace_exact_free(f);
        if (st != 0)
            return -1;
    }
    return 0;
}

static double turn_value(int32_t turn)
{
    return turn == GRACE_TURN_SURVIVED ? NAN : (double)turn;
}

static void row_values(const struct grace_stats *st, bool exact, double *v)
{
    v[V_N] = exact ? NAN : (double)st->n;
    v[V_P_DEATH] = st->p_death;
    /* The fights in which grace fired are exactly those a hero without it
     * dies in (the same draws up to that hit, which then kills), and the
     * rest are the same fight: so without grace P(death) is p_death +
     * p_saved. */
    v[V_P_DEATH_WITHOUT] = st->p_death + st->p_saved;
    v[V_P_USED] = st->p_used;
    v[V_P_SAVED] = st->p_saved;
    v[V_P_DIED_AFTER] = st->p_died_after;
    v[V_DEATH_MEAN] = st->p_death > 0 ? st->death_turn_mean : NAN;
    v[V_DEATH_P10] = turn_value(st->death_turn_p10);
    v[V_DEATH_P50] = turn_value(st->death_turn_p50);
    v[V_DEATH_P90] = turn_value(st->death_turn_p90);
    v[V_GRACE_TURN_MEAN] = st->p_used > 0 ? st->grace_turn_mean : NAN;
    v[V_FINAL_HP_MEAN] = st->p_death < 1 ? st->final_hp_mean : NAN;
}

/* The caption: what every row shares. */
static void describe(const struct grace_grid *g, char *buf, size_t len)
{
    int n = snprintf(buf, len,
                     "Saving grace in a fight: the hero takes every hit on the normal "
                     "form, in the monster phase of each turn");
    if (g->variant_given && n >= 0 && (size_t)n < len)
        snprintf(buf + n, len - (size_t)n, "; NetHack %s, which has no saving grace",
                 variant_name(g->variant));
}

static int build_table(const struct grace_jobs *gj, struct nh_table *t, double **values)
{
    const struct nh_scenario *s = gj->s;
    t->ngrid = grace_grid_columns(SCENARIO_GRID(s, struct grace_grid), t->grid_names,
                                  t->grid_labels, &t->grid_numeric);
    t->trials = s->trials;
    t->seed = s->seed;
    t->exact = gj->exact;
    t->nvalues = V_COUNT;
    t->value_names = value_names;
    t->value_labels = value_labels;
    /* Probabilities to 10 decimals when exact, 6 from trials; counts and
     * turns as integers. */
    for (int k = 0; k < V_COUNT; k++)
        value_decimals[k] = gj->exact ? NH_EXACT_DECIMALS : 6;
    value_decimals[V_N] = value_decimals[V_DEATH_P10] = value_decimals[V_DEATH_P50] =
        value_decimals[V_DEATH_P90] = -1;
    t->value_decimals = value_decimals;
    t->value_text_mask = text_mask;
    t->missing_text = "survived";
    t->missing_mask = 1ull << V_DEATH_P10 | 1ull << V_DEATH_P50 | 1ull << V_DEATH_P90;
    describe(SCENARIO_GRID(s, struct grace_grid), t->what, sizeof t->what);
    t->nrows = gj->jobs.njobs;
    t->rows = calloc(t->nrows + 1, sizeof *t->rows);
    *values = calloc((t->nrows + 1) * V_COUNT, sizeof **values);
    if (!t->rows || !*values)
        return -1;
    for (size_t j = 0; j < gj->jobs.njobs; j++) {
        struct nh_row *row = &t->rows[j];
        memcpy(row->grid, gj->text[j], sizeof row->grid);
        row_values(&gj->stats[j], gj->exact, &(*values)[j * V_COUNT]);
        row->values = &(*values)[j * V_COUNT];
    }
    return 0;
}

/* A wiki_columns value may only name grid columns; wiki_stat a value
 * column; there is no single histogram per row. */
static int check_layout(const struct nh_scenario *s, const struct nh_table *t)
{
    return table_check_value_layout(s, t, "grace", value_names, V_COUNT,
                                    "p_death, p_death_without, p_used, p_saved, p_died_after, "
                                    "death_turn_mean, death_turn_p10, death_turn_p50, "
                                    "death_turn_p90, grace_turn_mean, final_hp_mean");
}

static void percent(double p, char *buf, size_t len)
{
    if (p > 0 && p < 0.0005)
        snprintf(buf, len, "<0.1%%");
    else
        snprintf(buf, len, "%.1f%%", 100 * p);
}

/* One row in a player's words. */
static void verdict(const struct grace_case *c, const char (*text)[NH_GRID_TEXT],
                    const struct grace_stats *st, char *buf, size_t len)
{
    char death[16], without[16], used[16], saved[16], after[16], hit[16];
    snprintf(hit, sizeof hit, "%.4g%%", 100.0 * c->hit_num / c->hit_den);
    percent(st->p_death, death, sizeof death);
    percent(st->p_death + st->p_saved, without, sizeof without);
    percent(st->p_used, used, sizeof used);
    percent(st->p_saved, saved, sizeof saved);
    percent(st->p_died_after, after, sizeof after);
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
    } else {
        n = snprintf(buf, len,
                     "dies in %s of fights, %s without grace; grace fires in %s: %s live to the "
                     "end, %s die later anyway",
                     death, without, used, saved, after);
    }
    if (n < 0 || (size_t)n >= len || st->p_death <= 0)
        return;
    buf += n;
    len -= (size_t)n;
    if (st->death_turn_p50 != GRACE_TURN_SURVIVED)
        snprintf(buf, len, "; half the fights end in death by turn %d", st->death_turn_p50);
    else
        snprintf(buf, len, "; deaths come on turn %.1f on average", st->death_turn_mean);
}

/* On a terminal (or with --format table) the table is followed by a
 * verdict per row. */
static int write_verdicts(const struct grace_jobs *gj, const struct nh_run_settings *rs)
{
    enum nh_format f = rs->format;
    if (!rs->to_stdout || rs->output)
        return 0;
    if (f == NH_FORMAT_AUTO)
        f = isatty(STDOUT_FILENO) ? NH_FORMAT_TABLE : NH_FORMAT_CSV;
    if (f != NH_FORMAT_TABLE)
        return 0;
    char buf[512];
    for (size_t j = 0; j < gj->jobs.njobs; j++) {
        verdict(&gj->cases[j], (const char(*)[NH_GRID_TEXT])gj->text[j], &gj->stats[j], buf,
                sizeof buf);
        printf("%s%s\n", j == 0 ? "\n" : "", buf);
    }
    if (gj->exact)
        printf("(exact)\n");
    else
        printf("(%llu fights each, seed %llu; --exact gives exact values)\n",
               (unsigned long long)gj->s->trials, (unsigned long long)gj->s->seed);
    return fflush(stdout) == 0 ? 0 : 1;
}

int experiment_run_grace(const struct nh_scenario *s, const struct nh_run_settings *rs)
{
    struct grace_jobs gj;
    struct nh_table t;
    double *values = NULL;
    memset(&t, 0, sizeof t);
    memset(&gj, 0, sizeof gj);
    t.ngrid = grace_grid_columns(SCENARIO_GRID(s, struct grace_grid), t.grid_names, t.grid_labels,
                                 &t.grid_numeric);
    if (check_layout(s, &t) != 0)
        return 2;
    int status = 1;
    int made = make_jobs(s, &gj);
    if (made != 0) {
        if (made == -1)
            fprintf(stderr, "nhmc: out of memory setting up %zu grace cases\n",
                    grace_grid_count(SCENARIO_GRID(s, struct grace_grid)));
        else
            status = 2;
        goto done;
    }
    if (gj.exact) {
        if (run_exact(&gj) != 0) {
            fprintf(stderr, "nhmc: out of memory computing exact grace distributions\n");
            goto done;
        }
    } else {
        if (jobs_run(&gj.jobs, s->trials, rs->threads, rs->progress) != 0)
            goto done;
        for (size_t j = 0; j < gj.jobs.njobs; j++)
            if (grace_stats_from_tally(&gj.cases[j], &gj.jobs.tallies[j], &gj.stats[j]) != 0) {
                fprintf(stderr, "nhmc: out of memory summarising the grace fights\n");
                goto done;
            }
    }
    if (build_table(&gj, &t, &values) != 0) {
        fprintf(stderr, "nhmc: out of memory building the results table\n");
        goto done;
    }
    status = table_write_all(s, rs, &t);
    if (status == 0)
        status = write_verdicts(&gj, rs);
done:
    free(t.rows);
    free(values);
    free_jobs(&gj);
    return status;
}
