/* exp_levelup: the levelup experiment: grid to jobs, run, table, outputs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/experiment.h"
#include "kinds/levelup/levelup.h"
#include "nhmc/output.h"
#include "nhmc/pmf.h"
#include "nhmc/jobs.h"
#include "nhmc/table_io.h"

struct levelup_jobs {
    const struct nh_scenario *s;
    struct levelup_case *cases;
    struct nh_tally *tallies; /* Monte Carlo */
    struct nh_pmf *pmfs;      /* exact: nstages per job */
    size_t njobs;
};

static void free_jobs(struct levelup_jobs *lj)
{
    if (lj->tallies)
        for (size_t j = 0; j < lj->njobs; j++)
            tally_free(&lj->tallies[j]);
    if (lj->pmfs)
        for (size_t k = 0;
             k < lj->njobs * (size_t)SCENARIO_GRID(lj->s, struct nh_hero_grid)->nstages; k++)
            pmf_free(&lj->pmfs[k]);
    free(lj->pmfs);
    free(lj->tallies);
    free(lj->cases);
}

/* One job per (variant, role/race pair, Con); XL stages are inside a job. */
static int make_jobs(const struct nh_scenario *s, struct levelup_jobs *lj)
{
    const struct nh_hero_grid *g = SCENARIO_GRID(s, struct nh_hero_grid);
    memset(lj, 0, sizeof *lj);
    lj->s = s;
    lj->njobs = (size_t)g->nvariants * (size_t)g->npairs * (size_t)g->ncon;
    lj->cases = calloc(lj->njobs ? lj->njobs : 1, sizeof *lj->cases);
    if (s->exact)
        lj->pmfs = calloc(lj->njobs * (size_t)g->nstages + 1, sizeof *lj->pmfs);
    else
        lj->tallies = calloc(lj->njobs ? lj->njobs : 1, sizeof *lj->tallies);
    if (!lj->cases || (!lj->tallies && !lj->pmfs))
        return -1;
    size_t j = 0;
    for (int v = 0; v < g->nvariants; v++)
        for (int p = 0; p < g->npairs; p++)
            for (int c = 0; c < g->ncon; c++, j++) {
                struct levelup_case *lc = &lj->cases[j];
                lc->variant = g->variants[v];
                lc->role = g->pairs[p].role;
                lc->race = g->pairs[p].race;
                lc->con = g->con[c];
                lc->nstages = g->nstages;
                lc->stages = g->stages;
                if (!s->exact && levelup_tally_init(&lj->tallies[j], lc) != 0)
                    return -1;
            }
    return 0;
}

/* The exact distributions of every job. */
static int compute_exact(struct levelup_jobs *lj)
{
    size_t nstages = (size_t)SCENARIO_GRID(lj->s, struct nh_hero_grid)->nstages;
    for (size_t j = 0; j < lj->njobs; j++)
        if (levelup_exact(&lj->cases[j], &lj->pmfs[j * nstages]) != 0)
            return -1;
    return 0;
}

/* table_io puts the variants of the rows written in place of {variant}. */
static void describe(const struct nh_scenario *s, struct nh_table *t)
{
    bool rolled = SCENARIO_GRID(s, struct nh_hero_grid)
                      ->con[SCENARIO_GRID(s, struct nh_hero_grid)->ncon - 1] == NH_CON_ROLLED;
    bool variant_only = SCENARIO_GRID(s, struct nh_hero_grid)->nvariants == 1 &&
                        !variant_is_vanilla(SCENARIO_GRID(s, struct nh_hero_grid)->variants[0]);
    snprintf(t->what, sizeof t->what,
             "Max HP in %s{variant}, assuming Con is constant%s and level gains are the only "
             "source of max HP",
             variant_only ? "" : "NetHack ",
             rolled ? " (rolled: as the game rolls it at creation)" : "");
}

static int build_table(const struct levelup_jobs *lj, struct nh_table *t)
{
    const struct nh_scenario *s = lj->s;
    const struct nh_hero_grid *g = SCENARIO_GRID(s, struct nh_hero_grid);
    memset(t, 0, sizeof *t);
    table_set_columns(t, s->kind);
    bool rolled = g->con[g->ncon - 1] == NH_CON_ROLLED;
    bool past30 = g->stages[g->nstages - 1] >= NH_MAXULEV;
    t->grid_numeric = (rolled ? 0u : 1u << 3) | (past30 ? 0u : 1u << 4);
    t->trials = s->trials;
    t->seed = s->seed;
    t->exact = s->exact;
    t->decimals = s->exact ? NH_EXACT_DECIMALS : 0;
    describe(s, t);
    t->nrows = lj->njobs * (size_t)g->nstages;
    t->rows = calloc(t->nrows ? t->nrows : 1, sizeof *t->rows);
    if (!t->rows)
        return -1;
    size_t r = 0;
    for (size_t j = 0; j < lj->njobs; j++) {
        const struct levelup_case *c = &lj->cases[j];
        for (int st = 0; st < g->nstages; st++, r++) {
            struct nh_row *row = &t->rows[r];
            snprintf(row->grid[0], NH_GRID_TEXT, "%s", variant_name(c->variant));
            snprintf(row->grid[1], NH_GRID_TEXT, "%s", nh_roles[c->role].abbr);
            snprintf(row->grid[2], NH_GRID_TEXT, "%s", nh_races[c->race].abbr);
            if (c->con == NH_CON_ROLLED)
                snprintf(row->grid[3], NH_GRID_TEXT, "rolled");
            else
                snprintf(row->grid[3], NH_GRID_TEXT, "%d", c->con);
            stage_text(g->stages[st], row->grid[4], NH_GRID_TEXT);
            int filled =
                s->exact ? table_row_from_pmf(row, &lj->pmfs[j * (size_t)g->nstages + (size_t)st])
                         : table_row_from_tally(row, &lj->tallies[j], (size_t)st);
            if (filled != 0)
                return -1;
        }
    }
    return 0;
}

int experiment_run_levelup(const struct nh_scenario *s, const struct nh_run_settings *rs)
{
    struct levelup_jobs lj;
    struct nh_table t;
    memset(&t, 0, sizeof t);
    int status = 1;
    if (make_jobs(s, &lj) != 0) {
        fprintf(stderr, "nhmc: out of memory setting up %zu jobs\n", lj.njobs);
        goto done;
    }
    if (s->exact) {
        if (compute_exact(&lj) != 0) {
            fprintf(stderr, "nhmc: out of memory computing the exact distributions\n");
            goto done;
        }
    } else {
        struct nh_jobs j = {&levelup_job_kind,         s->seed, lj.njobs,
                            (unsigned char *)lj.cases, NULL,    lj.tallies};
        if (jobs_run(&j, s->trials, rs->threads, rs->progress) != 0)
            goto done;
    }
    if (build_table(&lj, &t) != 0) {
        fprintf(stderr, "nhmc: out of memory building the results table\n");
        goto done;
    }
    status = table_write_all(s, rs, &t);
done:
    free(t.rows);
    free_jobs(&lj);
    return status;
}
