/* exp_regen: the regen experiment: one row per case of the grid, with the
 * distribution of turns to the target (or of HP after N turns) by Monte
 * Carlo or exactly, or the expected turns per HP (measure rate). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/experiment.h"
#include "nhmc/output.h"
#include "nhmc/pmf.h"
#include "kinds/regen/regen_grid.h"
#include "nhmc/jobs.h"
#include "nhmc/table_io.h"

/* Tallies of turns-to-target runs span 0..max_turns + 1; refuse runs whose
 * tallies would not fit in memory comfortably. */
#define TALLY_BYTES_MAX (4ull << 30)

struct regen_jobs {
    const struct nh_scenario *s;
    struct nh_jobs jobs;
    struct regen_case *cases;                /* jobs.cases */
    char (*text)[NH_MAX_GRID][NH_GRID_TEXT]; /* jobs.text */
    struct nh_tally *tallies;                /* jobs.tallies (Monte Carlo) */
    struct nh_pmf *pmfs;                     /* exact */
};

static void free_jobs(struct regen_jobs *rj)
{
    for (size_t j = 0; rj->pmfs && j < rj->jobs.njobs; j++)
        pmf_free(&rj->pmfs[j]);
    free(rj->pmfs);
    jobs_free(&rj->jobs);
}

/* A case named for messages: its grid values. */
static void case_label(const struct nh_table *t, const char (*text)[NH_GRID_TEXT], char *buf,
                       size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < t->ngrid && used < len; i++)
        used += (size_t)snprintf(buf + used, len - used, "%s%s=%s", i ? " " : "", t->grid_names[i],
                                 text[i]);
}

static int make_jobs(const struct nh_scenario *s, struct regen_jobs *rj)
{
    const struct regen_grid *g = SCENARIO_GRID(s, struct regen_grid);
    char err[512];
    memset(rj, 0, sizeof *rj);
    rj->s = s;
    size_t n = regen_grid_count(g);
    if (jobs_alloc(&rj->jobs, &regen_job_kind, n, s->seed) != 0)
        return -1;
    rj->cases = (struct regen_case *)rj->jobs.cases;
    rj->text = rj->jobs.text;
    for (size_t j = 0; j < n; j++) {
        if (regen_grid_case(g, j, &rj->cases[j], rj->text[j], err, sizeof err) != 0) {
            fprintf(stderr, "nhmc: %s: %s\n", s->file, err); /* checked at parse: not reached */
            return -1;
        }
    }
    if (g->base.measure == NH_REGEN_RATE)
        return 0;
    if (s->exact) {
        rj->pmfs = calloc(n + 1, sizeof *rj->pmfs);
        return rj->pmfs ? 0 : -1;
    }
    if (g->base.measure == NH_REGEN_TURNS &&
        (unsigned long long)n * (unsigned long long)(g->base.max_turns + 2) * 8 > TALLY_BYTES_MAX) {
        fprintf(stderr,
                "nhmc: %s: %zu cases with max_turns %" PRId64
                " need more than 4 GiB of tallies; expected fewer cases or a smaller max_turns\n",
                s->file, n, g->base.max_turns);
        return -2;
    }
    int st = jobs_init_tallies(&rj->jobs);
    rj->tallies = rj->jobs.tallies;
    return st;
}

static void describe(const struct nh_scenario *s, struct nh_table *t)
{
    char settings[192];
    regen_grid_describe(SCENARIO_GRID(s, struct regen_grid), settings, sizeof settings);
    bool variant_only = SCENARIO_GRID(s, struct regen_grid)->n[RK_VARIANT] == 1 &&
                        !variant_is_vanilla(SCENARIO_GRID(s, struct regen_grid)->variant[0]);
    snprintf(t->what, sizeof t->what, "HP regeneration in %s{variant}: %s",
             variant_only ? "" : "NetHack ", settings);
}

/* Measure rate: a value table with one value column. */
static const char *const rate_names[] = {"turns_per_hp"};
static const char *const rate_labels[] = {"turns per HP"};

static int set_columns(const struct nh_scenario *s, struct nh_table *t)
{
    t->ngrid = regen_grid_columns(SCENARIO_GRID(s, struct regen_grid), t->grid_names,
                                  t->grid_labels, &t->grid_numeric);
    return 0;
}

/* A wiki_columns value may only name columns this measure has. */
static int check_wiki_columns(const struct nh_scenario *s, const struct nh_table *t)
{
    char err[256];
    int spread[NH_MAX_GRID];
    if (!s->wiki_columns[0])
        return 0;
    if (parse_name_list(s->wiki_columns, t->grid_names, t->ngrid, "a column of this regen table",
                        spread, err, sizeof err) < 0) {
        fprintf(stderr, "nhmc: %s: wiki_columns: %s\n", s->file, err);
        return -1;
    }
    /* the table is not built yet: ask the measure, not t */
    if (SCENARIO_GRID(s, struct regen_grid)->base.measure == NH_REGEN_RATE && s->wiki_stat[0] &&
        !output_value_column_known(rate_names, 1, s->wiki_stat)) {
        fprintf(stderr,
                "nhmc: %s: wiki_stat: has no meaning for measure rate (one value per row); "
                "expected no wiki_stat\n",
                s->file);
        return -1;
    }
    return 0;
}

/* *values: the rate rows' numbers, freed by the caller with t->rows. */
static int build_table(const struct regen_jobs *rj, struct nh_table *t, double **values)
{
    const struct nh_scenario *s = rj->s;
    bool rate = SCENARIO_GRID(s, struct regen_grid)->base.measure == NH_REGEN_RATE;
    t->trials = s->trials;
    t->seed = s->seed;
    t->exact = s->exact || rate;
    t->decimals = t->exact ? NH_EXACT_DECIMALS : 0;
    t->wiki_columns = s->wiki_columns;
    t->wiki_stat = s->wiki_stat;
    if (rate) {
        t->nvalues = 1;
        t->value_names = rate_names;
        t->value_labels = rate_labels;
    }
    describe(s, t);
    t->nrows = rj->jobs.njobs;
    t->rows = calloc(t->nrows + 1, sizeof *t->rows);
    if (rate)
        *values = calloc(t->nrows + 1, sizeof **values);
    if (!t->rows || (rate && !*values))
        return -1;
    for (size_t j = 0; j < rj->jobs.njobs; j++) {
        struct nh_row *row = &t->rows[j];
        memcpy(row->grid, rj->text[j], sizeof row->grid);
        if (rate) {
            (*values)[j] = (double)(1.0L / regen_rate(&rj->cases[j]));
            row->values = &(*values)[j];
            continue;
        }
        int filled = s->exact ? table_row_from_pmf(row, &rj->pmfs[j])
                              : table_row_from_tally(row, &rj->tallies[j], 0);
        if (filled != 0)
            return -1;
    }
    return 0;
}

/* Turns-to-target trials not done within max_turns make the run fail. */
static int check_censored(const struct regen_jobs *rj, const struct nh_table *t)
{
    const struct nh_scenario *s = rj->s;
    if (SCENARIO_GRID(s, struct regen_grid)->base.measure != NH_REGEN_TURNS)
        return 0;
    for (size_t j = 0; j < rj->jobs.njobs; j++) {
        const struct nh_tally *ty = &rj->tallies[j];
        uint64_t late = tally_hist(ty, 0)[ty->width[0] - 1];
        if (late == 0)
            continue;
        char label[512];
        case_label(t, (const char(*)[NH_GRID_TEXT])rj->text[j], label, sizeof label);
        fprintf(stderr,
                "nhmc: %s: %s: %" PRIu64 " of %" PRIu64
                " trials had not reached the target after %" PRId64
                " turns; expected every trial to (raise max_turns, or see whether the "
                "target can be reached at all)\n",
                s->file, label, late, tally_total(ty, 0), rj->cases[j].max_turns);
        return -1;
    }
    return 0;
}

static int run_exact(struct regen_jobs *rj, const struct nh_table *t)
{
    char err[512], label[512];
    for (size_t j = 0; j < rj->jobs.njobs; j++) {
        if (regen_exact_pmf(&rj->cases[j], &rj->pmfs[j], err, sizeof err) == 0)
            continue;
        case_label(t, (const char(*)[NH_GRID_TEXT])rj->text[j], label, sizeof label);
        fprintf(stderr, "nhmc: %s: %s: %s\n", rj->s->file, label, err);
        return -1;
    }
    return 0;
}

int experiment_run_regen(const struct nh_scenario *s, const struct nh_run_settings *rs)
{
    struct regen_jobs rj;
    struct nh_table t;
    double *values = NULL;
    memset(&t, 0, sizeof t);
    int status = 1;
    set_columns(s, &t);
    if (check_wiki_columns(s, &t) != 0)
        return 2;
    if (s->histogram[0] && SCENARIO_GRID(s, struct regen_grid)->base.measure == NH_REGEN_RATE) {
        fprintf(stderr,
                "nhmc: %s: histogram: measure rate has no distributions; expected no "
                "histogram\n",
                s->file);
        return 2;
    }
    int made = make_jobs(s, &rj);
    if (made != 0) {
        if (made == -1)
            fprintf(stderr, "nhmc: out of memory setting up %zu regen cases\n",
                    regen_grid_count(SCENARIO_GRID(s, struct regen_grid)));
        status = made == -2 ? 2 : 1;
        goto done;
    }
    if (SCENARIO_GRID(s, struct regen_grid)->base.measure != NH_REGEN_RATE) {
        if (s->exact) {
            if (run_exact(&rj, &t) != 0)
                goto done;
        } else {
            if (jobs_run(&rj.jobs, s->trials, rs->threads, rs->progress) != 0 ||
                check_censored(&rj, &t) != 0)
                goto done;
        }
    }
    if (build_table(&rj, &t, &values) != 0) {
        fprintf(stderr, "nhmc: out of memory building the results table\n");
        goto done;
    }
    status = table_write_all(s, rs, &t);
done:
    free(t.rows);
    free(values);
    free_jobs(&rj);
    return status;
}
