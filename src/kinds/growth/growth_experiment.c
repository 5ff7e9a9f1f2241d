/* exp_growth: the growth experiment: one job per case of the grid, one row
 * per checkpoint of the case (max HP, or a nurse event's hits), by Monte
 * Carlo or exactly. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/experiment.h"
#include "kinds/growth/growth.h"
#include "kinds/growth/growth_grid.h"
#include "nhmc/output.h"
#include "nhmc/pmf.h"
#include "nhmc/jobs.h"
#include "nhmc/table_io.h"

struct growth_jobs {
    const struct nh_scenario *s;
    struct nh_jobs jobs;
    struct growth_case *cases;               /* jobs.cases */
    char (*text)[NH_MAX_GRID][NH_GRID_TEXT]; /* jobs.text */
    struct growth_checkpoint **cp;           /* per job: its ncp[j] checkpoints */
    int *ncp;
    struct nh_pmf **pmfs; /* exact: ncp[j] per job */
};

static void free_jobs(struct growth_jobs *gj)
{
    for (size_t j = 0; j < gj->jobs.njobs; j++) {
        if (gj->pmfs && gj->pmfs[j]) {
            for (int k = 0; k < gj->ncp[j]; k++)
                pmf_free(&gj->pmfs[j][k]);
            free(gj->pmfs[j]);
        }
        if (gj->cp)
            free(gj->cp[j]);
    }
    jobs_free(&gj->jobs);
    free(gj->pmfs);
    free(gj->cp);
    free(gj->ncp);
}

/* The checkpoints of job j, kept at their exact number. */
static int job_checkpoints(struct growth_jobs *gj, size_t j, struct growth_checkpoint *buf)
{
    char err[512];
    int n = growth_checkpoints(&gj->cases[j], buf, GROWTH_MAX_CHECKPOINTS, err, sizeof err);
    if (n < 1) {
        fprintf(stderr, "nhmc: %s: %s\n", gj->s->file, err);
        return -2;
    }
    gj->cp[j] = malloc((size_t)n * sizeof *gj->cp[j]);
    if (!gj->cp[j])
        return -1;
    memcpy(gj->cp[j], buf, (size_t)n * sizeof *buf);
    gj->ncp[j] = n;
    return 0;
}

/* Returns 0, -1 out of memory, or -2 bad input (message printed). */
static int make_jobs(const struct nh_scenario *s, struct growth_jobs *gj)
{
    const struct growth_grid *g = SCENARIO_GRID(s, struct growth_grid);
    struct growth_checkpoint buf[GROWTH_MAX_CHECKPOINTS];
    char err[512];
    memset(gj, 0, sizeof *gj);
    gj->s = s;
    size_t n = growth_grid_count(g);
    gj->cp = calloc(n + 1, sizeof *gj->cp);
    gj->ncp = calloc(n + 1, sizeof *gj->ncp);
    if (s->exact)
        gj->pmfs = calloc(n + 1, sizeof *gj->pmfs);
    if (jobs_alloc(&gj->jobs, &growth_job_kind, n, s->seed) != 0 || !gj->cp || !gj->ncp ||
        (s->exact && !gj->pmfs))
        return -1;
    gj->cases = (struct growth_case *)gj->jobs.cases;
    gj->text = gj->jobs.text;
    for (size_t j = 0; j < n; j++) {
        if (growth_grid_case(g, j, &gj->cases[j], gj->text[j], err, sizeof err) != 0) {
            fprintf(stderr, "nhmc: %s: %s\n", s->file, err); /* checked at parse: not reached */
            return -2;
        }
        int st = job_checkpoints(gj, j, buf);
        if (st != 0)
            return st;
    }
    return s->exact ? 0 : jobs_init_tallies(&gj->jobs);
}

/* Returns 0, -1 out of memory, or -2 a timeline exact cannot follow
 * (message printed: the run should use Monte Carlo). */
static int run_exact(struct growth_jobs *gj)
{
    char err[512];
    for (size_t j = 0; j < gj->jobs.njobs; j++) {
        gj->pmfs[j] = calloc((size_t)gj->ncp[j], sizeof *gj->pmfs[j]);
        if (!gj->pmfs[j])
            return -1;
        int st = growth_exact(&gj->cases[j], gj->pmfs[j], err, sizeof err);
        if (st == GROWTH_EXACT_UNSUPPORTED) {
            fprintf(stderr, "nhmc: %s: --exact: %s\n", gj->s->file, err);
            return -2;
        }
        if (st != 0)
            return -1;
    }
    return 0;
}

/* A row's case, for messages: "variant 3.6.7 role Val race hum con 10". */
static void row_name(const struct nh_table *t, const struct nh_row *row, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i + 1 < t->ngrid && used < len; i++)
        used += (size_t)snprintf(buf + used, len - used, "%s%s %s", i ? " " : "", t->grid_names[i],
                                 row->grid[i]);
}

/* The caption: the timeline as written, when it fits. */
static void describe(const struct growth_grid *g, char *buf, size_t len)
{
    size_t used = (size_t)snprintf(buf, len, "Max HP in NetHack {variant} after the events \"");
    size_t start = used;
    for (int e = 0; e < g->tl.n && used < len; e++)
        used += (size_t)snprintf(buf + used, len - used, "%s%s", e ? "; " : "", g->tl.ev[e].text);
    if (used < len)
        used += (size_t)snprintf(buf + used, len - used, "\"");
    if (used >= len) /* too long for a caption: the rows name the events */
        snprintf(buf + start - 12, len - start + 12, "a timeline of %d events", g->tl.n);
}

static int build_table(const struct growth_jobs *gj, struct nh_table *t)
{
    const struct nh_scenario *s = gj->s;
    t->ngrid = growth_grid_columns(SCENARIO_GRID(s, struct growth_grid), t->grid_names,
                                   t->grid_labels, &t->grid_numeric);
    t->trials = s->trials;
    t->seed = s->seed;
    t->exact = s->exact;
    t->decimals = s->exact ? NH_EXACT_DECIMALS : 0;
    describe(SCENARIO_GRID(s, struct growth_grid), t->what, sizeof t->what);
    size_t nrows = 0;
    for (size_t j = 0; j < gj->jobs.njobs; j++)
        nrows += (size_t)gj->ncp[j];
    t->rows = calloc(nrows + 1, sizeof *t->rows);
    if (!t->rows)
        return -1;
    t->nrows = 0;
    for (size_t j = 0; j < gj->jobs.njobs; j++)
        for (int k = 0; k < gj->ncp[j]; k++) {
            struct nh_row *row = &t->rows[t->nrows];
            memcpy(row->grid, gj->text[j], sizeof row->grid);
            /* labels longer than a grid cell are cut (the event's text is) */
            snprintf(row->grid[t->ngrid - 1], NH_GRID_TEXT, "%s", gj->cp[j][k].label);
            int filled = s->exact ? table_row_from_pmf(row, &gj->pmfs[j][k])
                                  : table_row_from_tally(row, &gj->jobs.tallies[j], (size_t)k);
            if (filled == 0) {
                t->nrows++;
                continue;
            }
            /* An "at XL" checkpoint no trial reached has no distribution:
             * say so rather than print a row of zeros. */
            char name[256];
            row_name(t, row, name, sizeof name);
            fprintf(stderr, "nhmc: %s: %s: \"%s\" was never reached; the row is left out\n",
                    s->file, name, gj->cp[j][k].label);
            memset(row, 0, sizeof *row);
        }
    return 0;
}

/* A wiki_columns value may only name the table's grid columns (xl and until
 * only when given). */
static int check_layout(const struct nh_scenario *s, const struct nh_table *t)
{
    char err[256];
    int spread[NH_MAX_GRID];
    if (s->wiki_columns[0] &&
        parse_name_list(s->wiki_columns, t->grid_names, t->ngrid, "a column of this growth table",
                        spread, err, sizeof err) < 0) {
        fprintf(stderr, "nhmc: %s: wiki_columns: %s\n", s->file, err);
        return -1;
    }
    return 0;
}

int experiment_run_growth(const struct nh_scenario *s, const struct nh_run_settings *rs)
{
    struct growth_jobs gj;
    struct nh_table t;
    memset(&t, 0, sizeof t);
    memset(&gj, 0, sizeof gj);
    t.ngrid = growth_grid_columns(SCENARIO_GRID(s, struct growth_grid), t.grid_names, t.grid_labels,
                                  &t.grid_numeric);
    if (check_layout(s, &t) != 0)
        return 2;
    int status = 1;
    int st = make_jobs(s, &gj);
    if (st == -1)
        fprintf(stderr, "nhmc: out of memory setting up %zu growth cases\n",
                growth_grid_count(SCENARIO_GRID(s, struct growth_grid)));
    if (st == 0 && s->exact && (st = run_exact(&gj)) == -1)
        fprintf(stderr, "nhmc: out of memory computing exact growth distributions\n");
    if (st != 0) {
        status = st == -2 ? 2 : 1;
        goto done;
    }
    if (!s->exact) {
        if (jobs_run(&gj.jobs, s->trials, rs->threads, rs->progress) != 0)
            goto done;
    }
    if (build_table(&gj, &t) != 0) {
        fprintf(stderr, "nhmc: out of memory building the results table\n");
        goto done;
    }
    status = table_write_all(s, rs, &t);
done:
    free(t.rows);
    free_jobs(&gj);
    return status;
}
