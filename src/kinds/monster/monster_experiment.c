/* monster_experiment: the monster experiment (the pipeline of experiment.h): one row per case of
 * the grid and measure, with the distribution of the monster's max HP (or m_lev) at creation or
 * after growth, by Monte Carlo or exactly. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/experiment.h"
#include "nhmc/plot.h"
#include "kinds/monster/monster_grid.h"
#include "nhmc/output.h"
#include "nhmc/pmf.h"
#include "nhmc/jobs.h"
#include "nhmc/table_io.h"
#include "kinds/monster/monster_hp.h"
#include "nhmc/kind.h"

#define GRID(s) SCENARIO_GRID(s, struct monster_grid)

NH_COLUMNS_HOOK(columns, struct monster_grid, monster_grid_columns);

NH_COUNT_HOOK(count, struct monster_grid, monster_grid_count);

static int make_case(const struct nh_scenario *s, size_t i, void *c, char (*text)[NH_GRID_TEXT],
                     void *result)
{
    (void)result;
    monster_grid_case(GRID(s), i, c, text);
    return 0;
}

/* The exact distributions of a case: HP, m_lev and turns to heal. */
struct result {
    struct nh_pmf f[NH_MON_HIST_COUNT];
};

static int solve(const struct nh_scenario *s, const struct nh_case_view *v)
{
    struct nh_pmf *f = ((struct result *)v->result)->f;
    (void)s;
    if (monster_exact(v->c, &f[NH_MON_HIST_HP], &f[NH_MON_HIST_LEVEL]) != 0)
        return NH_HOOK_NOMEM;
    /* a monster that never heals has no regen row (rows) */
    if (!monster_never_heals(v->c) &&
        monster_regen_case(v->c, &f[NH_MON_HIST_HP], &f[NH_MON_HIST_REGEN]) != 0)
        return NH_HOOK_NOMEM;
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
        /* from 1 HP: m - 1 heals, every turn, or 20 apart from a phase 0..19: the least max HP
         * from the quickest phase (the first turn a multiple of 20), the greatest from the
         * slowest (the first turn just after one); xNetHack's Geryon heals his bonus too */
        bool every = monster_table(c->variant)->mons[c->mon].flags & NH_MF_EVERY_TURN;
        int bonus = monster_heal_bonus(c);
        row->s.min = (int32_t)nh_mon_turns_to_full(1, hlo, every, bonus, 20);
        row->s.max = (int32_t)nh_mon_turns_to_full(1, hhi, every, bonus, 1);
    }
}

static void table(const struct nh_scenario *s, bool exact, struct nh_table *t)
{
    t->decimals = exact ? NH_EXACT_DECIMALS : 0;
    describe(s, t);
}

/* A row per measure (the measure column after the grid's own). */
static size_t nrows(const struct nh_scenario *s, const struct nh_case_view *v)
{
    (void)v;
    return (size_t)GRID(s)->n[MK_MEASURE];
}

/* A monster that never heals has no turns to full to give (docs/rules.md, Monster regeneration):
 * its regen row is left out, and standard error says so once for each monster, at its first case
 * (the cases of a monster follow each other). */
static bool without_regen(const struct monster_grid *g, const struct nh_case_view *v)
{
    const struct monster_case *c = v->c;
    if (!monster_never_heals(c))
        return false;
    struct monster_case prev;
    if (v->index > 0)
        monster_grid_build_case(g, v->index - 1, &prev);
    if (v->index == 0 || prev.variant != c->variant || prev.mon != c->mon)
        fprintf(stderr,
                "nhmc: monster: the %s of %s never heals (M3_NOREGEN), so it never gets back to "
                "its max HP: it has no regen row\n",
                monster_table(c->variant)->mons[c->mon].name, variant_game(c->variant));
    return true;
}

static int rows(const struct nh_scenario *s, const struct nh_case_view *v, struct nh_row *rows)
{
    const struct monster_grid *g = GRID(s);
    const struct result *r = v->result;
    const char *names[NH_MAX_GRID], *labels[NH_MAX_GRID];
    unsigned numeric;
    int ntext = monster_grid_columns(g, names, labels, &numeric) - (g->given[MK_MEASURE] ? 1 : 0);
    bool no_regen = false;
    for (int k = 0; k < g->n[MK_MEASURE]; k++)
        if (g->measure[k] == NH_MON_HIST_REGEN)
            no_regen = without_regen(g, v);
    int filled_rows = 0;
    for (int k = 0; k < g->n[MK_MEASURE]; k++) {
        int h = g->measure[k];
        if (h == NH_MON_HIST_REGEN && no_regen)
            continue;
        struct nh_row *row = &rows[filled_rows++];
        if (g->given[MK_MEASURE])
            snprintf(row->grid[ntext], NH_GRID_TEXT, "%s", monster_measure_name(h));
        int filled = v->exact ? table_row_from_pmf(row, &r->f[h])
                              : table_row_from_tally(row, v->tally, (size_t)h);
        if (filled != 0)
            return NH_HOOK_NOMEM;
        rule_bounds(v->c, h, row);
    }
    return filled_rows;
}

static void free_result(void *result, bool exact)
{
    for (int h = 0; exact && h < NH_MON_HIST_COUNT; h++)
        pmf_free(&((struct result *)result)->f[h]);
}

/* The grid column of the table called name, or -1. */
static int column(const struct nh_table *t, const char *name)
{
    for (int i = 0; i < t->ngrid; i++)
        if (strcmp(t->grid_names[i], name) == 0)
            return i;
    return -1;
}

/* What every row measures: NH_MON_HIST_HP without a measure column, -1
 * when the rows measure several things. */
static int one_measure(const struct nh_table *t)
{
    int col = column(t, "measure"), h = NH_MON_HIST_HP;
    for (size_t r = 0; col >= 0 && r < t->nrows; r++) {
        int m = NH_MON_HIST_HP;
        while (m < NH_MON_HIST_COUNT && strcmp(monster_measure_name(m), t->rows[r].grid[col]) != 0)
            m++;
        if (r > 0 && m != h)
            return -1;
        h = m;
    }
    return h;
}

static const struct nh_plot_spec plot_pmf, plot_depth;

/* The picture's question names what the rows measure, and growth. */
static const char *measure_title(const struct nh_plot_spec *spec, const struct nh_table *t)
{
    int h = one_measure(t);
    bool grown = column(t, "kills") >= 0;
    if (spec == &plot_depth)
        return h == NH_MON_HIST_HP      ? spec->title
               : h == NH_MON_HIST_LEVEL ? "Monster levels by depth: mean and spread"
               : h == NH_MON_HIST_REGEN ? "Turns for a monster to heal to full, by depth: mean "
                                          "and spread"
                                        : "Monster hit points, levels or healing by depth: mean "
                                          "and spread";
    if (h == NH_MON_HIST_HP)
        return grown ? "Monster hit points after growth: how likely is each value?" : spec->title;
    if (h == NH_MON_HIST_LEVEL)
        return grown ? "Monster levels after growth: how likely is each value?"
                     : "Monster levels at creation: how likely is each value?";
    return h == NH_MON_HIST_REGEN
               ? "Turns for a monster to heal from 1 HP to full: how likely is each value?"
               : "Monster hit points, levels or healing: how likely is each value?";
}

/* The picture: the HP (or the measure asked) as bars per monster, or its
 * spread over kills or depth. */
/* clang-format off */
static const struct nh_plot_spec plot_pmf = {
    .chart = NH_CHART_PMF, .title = "Monster hit points at creation: how likely is each value?",
    .y_label = "max HP (or the measure in the panel's title)", .title_of = measure_title};
static const struct nh_plot_spec plot_depth = {
    .chart = NH_CHART_FAN, .title = "Monster hit points by depth: mean and spread",
    .x_label = "depth (dungeon level)", .y_label = "max HP (or the measure in the panel's title)",
    .x_columns = "depth", .otherwise = &plot_pmf, .title_of = measure_title};
static const struct nh_plot_spec plot = {
    .chart = NH_CHART_FAN, .title = "A pet's growth with each kill: mean and spread",
    .x_label = "kills", .y_label = "max HP (or the measure in the panel's title)",
    .x_columns = "kills", .otherwise = &plot_depth};
/* clang-format on */

/* "30 max HP is higher than 83.4% of the outcomes with monster soldier
 * ant": the row's measure when there is a measure column. */
static void stand_words(const struct nh_scenario *s, const struct nh_table *t,
                        const struct nh_row *row, struct nh_stand_words *w)
{
    (void)s;
    const char *measure = "hp";
    for (int i = 0; i < t->ngrid; i++)
        if (strcmp(t->grid_names[i], "measure") == 0)
            measure = row->grid[i];
    snprintf(w->noun, sizeof w->noun, "%s",
             strcmp(measure, "hp") == 0      ? "max HP"
             : strcmp(measure, "regen") == 0 ? "turns to heal from 1 HP"
                                             : measure);
}

NH_COST_HOOKS(monster, struct monster_case);

/* clang-format off */
const struct nh_experiment monster_experiment = {
    NH_EXPERIMENT_COMMON(monster), .result_size = sizeof(struct result), .columns = columns,
    .nrows = nrows, .rows = rows, .free_result = free_result, .stand_words = stand_words,
};
/* clang-format on */

NH_JOB_KIND(monster_job_kind, struct monster_case, monster_tally_init, monster_run_block);

int monster_list(int argc, char **argv);
static const char *const lists[] = {"monsters", NULL};

static const char list_synopsis[] =
    "  nhmc list monsters [--class C]   the monsters of a version and their HP rules\n";

/* clang-format off */
const struct nh_kind monster_kind = {
    NH_KIND_NAMED(monster), .command = "monster", .section = "monster", .nkeys = MK_COUNT,
    .words_key = MK_MONSTER, .words_name = "NAME", .grid_size = sizeof(struct monster_grid),
    .columns = &monster_columns, .lists = lists, .list = monster_list, .list_options = true,
    .list_synopsis = list_synopsis, .variants = MONSTER_VARIANTS,
};
/* clang-format on */
