/* exp_monster: the monster experiment: one row per case of the grid and
 * measure, with the distribution of the monster's max HP (or m_lev) at
 * creation or after growth, by Monte Carlo or exactly. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/experiment.h"
#include "kinds/monster/monster_grid.h"
#include "nhmc/output.h"
#include "nhmc/pmf.h"
#include "nhmc/jobs.h"
#include "nhmc/table_io.h"

struct monster_jobs {
    const struct nh_scenario *s;
    struct nh_jobs jobs;
    struct monster_case *cases;              /* jobs.cases */
    char (*text)[NH_MAX_GRID][NH_GRID_TEXT]; /* jobs.text */
    int ntext;           /* grid texts per case (the measure column comes after) */
    struct nh_pmf *pmfs; /* exact: NH_MON_HIST_COUNT per job */
};

static void free_jobs(struct monster_jobs *mj)
{
    for (size_t j = 0; mj->pmfs && j < mj->jobs.njobs; j++)
        for (int h = 0; h < NH_MON_HIST_COUNT; h++)
            pmf_free(&mj->pmfs[j * NH_MON_HIST_COUNT + (size_t)h]);
    free(mj->pmfs);
    jobs_free(&mj->jobs);
}

static int make_jobs(const struct nh_scenario *s, struct monster_jobs *mj)
{
    const struct monster_grid *g = SCENARIO_GRID(s, struct monster_grid);
    memset(mj, 0, sizeof *mj);
    mj->s = s;
    size_t n = monster_grid_count(g);
    if (jobs_alloc(&mj->jobs, &monster_job_kind, n, s->seed) != 0)
        return -1;
    mj->cases = (struct monster_case *)mj->jobs.cases;
    mj->text = mj->jobs.text;
    for (size_t j = 0; j < n; j++)
        mj->ntext = monster_grid_case(g, j, &mj->cases[j], mj->text[j]);
    if (s->exact) {
        mj->pmfs = calloc((n + 1) * NH_MON_HIST_COUNT, sizeof *mj->pmfs);
        return mj->pmfs ? 0 : -1;
    }
    return jobs_init_tallies(&mj->jobs);
}

static int run_exact(struct monster_jobs *mj)
{
    for (size_t j = 0; j < mj->jobs.njobs; j++) {
        struct nh_pmf *f = &mj->pmfs[j * NH_MON_HIST_COUNT];
        if (monster_exact(&mj->cases[j], &f[NH_MON_HIST_HP], &f[NH_MON_HIST_LEVEL]) != 0 ||
            monster_regen_case(&mj->cases[j], &f[NH_MON_HIST_HP], &f[NH_MON_HIST_REGEN]) != 0)
            return -1;
    }
    return 0;
}

static void describe(const struct nh_scenario *s, struct nh_table *t)
{
    char settings[160];
    monster_grid_describe(SCENARIO_GRID(s, struct monster_grid), settings, sizeof settings);
    const struct monster_grid *g = SCENARIO_GRID(s, struct monster_grid);
    bool grows = g->grows;
    const char *what = grows ? "Monster max HP after growth" : "Monster HP at creation";
    bool regen = false;
    for (int k = 0; k < g->n[MK_MEASURE]; k++)
        regen |= g->measure[k] == NH_MON_HIST_REGEN;
    if (g->given[MK_MEASURE] && !regen)
        what = grows ? "Monster max HP and level after growth" : "Monster HP and level at creation";
    else if (g->given[MK_MEASURE] && g->n[MK_MEASURE] == 1)
        what = grows ? "Turns for a grown monster to heal from 1 HP to full"
                     : "Turns for a monster to heal from 1 HP to its max HP";
    else if (g->given[MK_MEASURE])
        what = grows ? "Monster max HP, level or healing after growth (by measure)"
                     : "Monster HP, level or healing at creation (by measure)";
    snprintf(t->what, sizeof t->what, "%s in NetHack {variant}%s%s", what, settings[0] ? ": " : "",
             settings);
}

/* Without growth a row's min and max are the creation rule's bounds (what
 * the game can make), not the least and greatest value seen in the trials:
 * d(10,8)'s 10 turns up once in 8^10 draws. */
static void rule_bounds(const struct monster_case *c, int measure, struct nh_row *row)
{
    if (monster_case_grows(c))
        return;
    struct nh_hp_plan p = monster_case_plan(c);
    int hlo, hhi, llo, lhi;
    nh_hp_plan_range(&p, &hlo, &hhi, &llo, &lhi);
    row->s.min = measure == NH_MON_HIST_HP ? hlo : llo;
    row->s.max = measure == NH_MON_HIST_HP ? hhi : lhi;
    if (measure == NH_MON_HIST_REGEN) {
        /* from 1 HP: m - 1 heals, every turn, or 20 apart from a phase 0..19 */
        bool every = monster_table(c->variant)->mons[c->mon].flags & NH_MF_REGEN;
        row->s.min = every ? hlo - 1 : hlo > 1 ? 20 * (hlo - 1) - 19 : 0;
        row->s.max = every ? hhi - 1 : 20 * (hhi - 1);
    }
}

static int build_table(const struct monster_jobs *mj, struct nh_table *t)
{
    const struct nh_scenario *s = mj->s;
    const struct monster_grid *g = SCENARIO_GRID(s, struct monster_grid);
    int nm = g->n[MK_MEASURE];
    t->trials = s->trials;
    t->seed = s->seed;
    t->exact = s->exact;
    t->decimals = s->exact ? NH_EXACT_DECIMALS : 0;
    describe(s, t);
    t->nrows = mj->jobs.njobs * (size_t)nm;
    t->rows = calloc(t->nrows + 1, sizeof *t->rows);
    if (!t->rows)
        return -1;
    for (size_t j = 0; j < mj->jobs.njobs; j++)
        for (int k = 0; k < nm; k++) {
            struct nh_row *row = &t->rows[j * (size_t)nm + (size_t)k];
            int h = g->measure[k];
            memcpy(row->grid, mj->text[j], sizeof row->grid);
            if (g->given[MK_MEASURE])
                snprintf(row->grid[mj->ntext], NH_GRID_TEXT, "%s", monster_measure_name(h));
            int filled = s->exact
                             ? table_row_from_pmf(row, &mj->pmfs[j * NH_MON_HIST_COUNT + (size_t)h])
                             : table_row_from_tally(row, &mj->jobs.tallies[j], (size_t)h);
            if (filled != 0)
                return -1;
            rule_bounds(&mj->cases[j], h, row);
        }
    return 0;
}

/* A wiki_columns value may only name the columns this grid has. */
static int check_layout(const struct nh_scenario *s, const struct nh_table *t)
{
    char err[256];
    int spread[NH_MAX_GRID];
    if (s->wiki_columns[0] &&
        parse_name_list(s->wiki_columns, t->grid_names, t->ngrid, "a column of this monster table",
                        spread, err, sizeof err) < 0) {
        fprintf(stderr, "nhmc: %s: wiki_columns: %s\n", s->file, err);
        return -1;
    }
    return 0;
}

int experiment_run_monster(const struct nh_scenario *s, const struct nh_run_settings *rs)
{
    struct monster_jobs mj;
    struct nh_table t;
    memset(&t, 0, sizeof t);
    memset(&mj, 0, sizeof mj);
    t.ngrid = monster_grid_columns(SCENARIO_GRID(s, struct monster_grid), t.grid_names,
                                   t.grid_labels, &t.grid_numeric);
    if (check_layout(s, &t) != 0)
        return 2;
    int status = 1;
    if (make_jobs(s, &mj) != 0) {
        fprintf(stderr, "nhmc: out of memory setting up %zu monster cases\n",
                monster_grid_count(SCENARIO_GRID(s, struct monster_grid)));
        goto done;
    }
    if (s->exact) {
        if (run_exact(&mj) != 0) {
            fprintf(stderr, "nhmc: out of memory computing exact monster distributions\n");
            goto done;
        }
    } else {
        if (jobs_run(&mj.jobs, s->trials, rs->threads, rs->progress) != 0)
            goto done;
    }
    if (build_table(&mj, &t) != 0) {
        fprintf(stderr, "nhmc: out of memory building the results table\n");
        goto done;
    }
    status = table_write_all(s, rs, &t);
done:
    free(t.rows);
    free_jobs(&mj);
    return status;
}
