/* exp_rnz: the rnz experiment: the distribution of rnz(i) at each XL, by
 * Monte Carlo or exactly, one row per (i, xl). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/experiment.h"
#include "nhmc/output.h"
#include "nhmc/pmf.h"
#include "kinds/rnz/rnz.h"
#include "nhmc/jobs.h"
#include "nhmc/table_io.h"

struct rnz_jobs {
    const struct nh_scenario *s;
    struct rnz_case *cases;
    struct nh_tally *tallies; /* Monte Carlo */
    struct nh_pmf *pmfs;      /* exact */
    size_t njobs;
};

static void free_jobs(struct rnz_jobs *rj)
{
    for (size_t j = 0; j < rj->njobs; j++) {
        if (rj->tallies)
            tally_free(&rj->tallies[j]);
        if (rj->pmfs)
            pmf_free(&rj->pmfs[j]);
    }
    free(rj->tallies);
    free(rj->pmfs);
    free(rj->cases);
}

/* One job per (i, xl), i outermost. */
static int make_jobs(const struct nh_scenario *s, struct rnz_jobs *rj)
{
    const struct nh_rnz_grid *g = SCENARIO_GRID(s, struct nh_rnz_grid);
    memset(rj, 0, sizeof *rj);
    rj->s = s;
    size_t njobs = (size_t)g->ni * (size_t)g->nxl;
    rj->cases = calloc(njobs + 1, sizeof *rj->cases);
    if (s->exact)
        rj->pmfs = calloc(njobs + 1, sizeof *rj->pmfs);
    else
        rj->tallies = calloc(njobs + 1, sizeof *rj->tallies);
    if (!rj->cases || (!rj->pmfs && !rj->tallies))
        return -1;
    for (int a = 0; a < g->ni; a++)
        for (int x = 0; x < g->nxl; x++) {
            struct rnz_case *c = &rj->cases[rj->njobs];
            c->i = g->i[a];
            c->xl = g->xl[x];
            rj->njobs++;
            int st = s->exact ? rnz_exact_pmf(c, &rj->pmfs[rj->njobs - 1])
                              : rnz_tally_init(&rj->tallies[rj->njobs - 1], c);
            if (st != 0)
                return -1;
        }
    return 0;
}

static int build_table(const struct rnz_jobs *rj, struct nh_table *t)
{
    const struct nh_scenario *s = rj->s;
    memset(t, 0, sizeof *t);
    table_set_columns(t, s->kind);
    t->grid_numeric = 3u;
    t->trials = s->trials;
    t->seed = s->seed;
    t->exact = s->exact;
    t->decimals = s->exact ? NH_EXACT_DECIMALS : 0;
    snprintf(t->what, sizeof t->what, "rnz(i) with the hero at experience level XL");
    t->nrows = rj->njobs;
    t->rows = calloc(t->nrows + 1, sizeof *t->rows);
    if (!t->rows)
        return -1;
    for (size_t j = 0; j < rj->njobs; j++) {
        struct nh_row *row = &t->rows[j];
        snprintf(row->grid[0], NH_GRID_TEXT, "%d", rj->cases[j].i);
        snprintf(row->grid[1], NH_GRID_TEXT, "%d", rj->cases[j].xl);
        int filled = s->exact ? table_row_from_pmf(row, &rj->pmfs[j])
                              : table_row_from_tally(row, &rj->tallies[j], 0);
        if (filled != 0)
            return -1;
    }
    return 0;
}

int experiment_run_rnz(const struct nh_scenario *s, const struct nh_run_settings *rs)
{
    struct rnz_jobs rj;
    struct nh_table t;
    memset(&t, 0, sizeof t);
    int status = 1;
    if (make_jobs(s, &rj) != 0) {
        fprintf(stderr, "nhmc: out of memory setting up %d rnz cases\n",
                SCENARIO_GRID(s, struct nh_rnz_grid)->ni *
                    SCENARIO_GRID(s, struct nh_rnz_grid)->nxl);
        goto done;
    }
    if (!s->exact) {
        struct nh_jobs j = {&rnz_job_kind, s->seed,   rj.njobs, (unsigned char *)rj.cases,
                            NULL,          rj.tallies};
        if (jobs_run(&j, s->trials, rs->threads, rs->progress) != 0)
            goto done;
    }
    if (build_table(&rj, &t) != 0) {
        fprintf(stderr, "nhmc: out of memory building the results table\n");
        goto done;
    }
    status = table_write_all(s, rs, &t);
done:
    free(t.rows);
    free_jobs(&rj);
    return status;
}
