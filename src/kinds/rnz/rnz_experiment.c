/* rnz_experiment: the distribution of rnz(i) at each XL, by Monte Carlo or
 * exactly, one row per (variant, i, xl), the variant outermost, then i (the
 * pipeline of experiment.h).  The variant column is shown only when the
 * variant key is given. */
#include <stdio.h>

#include "kinds/rnz/rnz_impl.h"
#include "nhmc/experiment.h"
#include "nhmc/plot.h"
#include "nhmc/params.h"
#include "nhmc/pmf.h"
#include "nhmc/table_io.h"
#include "nhmc/kind.h"
#include "nhmc/variant.h"

static size_t count(const struct nh_scenario *s)
{
    const struct nh_rnz_grid *g = SCENARIO_GRID(s, struct nh_rnz_grid);
    return (size_t)g->nvariant * (size_t)g->ni * (size_t)g->nxl;
}

static int columns(const struct nh_scenario *s, const char **names, const char **labels,
                   unsigned *numeric)
{
    const struct nh_rnz_grid *g = SCENARIO_GRID(s, struct nh_rnz_grid);
    const struct nh_kind_columns *kc = s->kind->columns;
    int n = 0;
    if (g->variant_given) { /* the registry's last column, shown first */
        names[n] = kc->names[2];
        labels[n++] = kc->labels[2];
    }
    for (int k = 0; k < 2; k++, n++) {
        names[n] = kc->names[k];
        labels[n] = kc->labels[k];
    }
    /* i and XL sort as numbers */
    *numeric = g->variant_given ? 6u : 3u;
    return n;
}

static int make_case(const struct nh_scenario *s, size_t i, void *c, char (*text)[NH_GRID_TEXT],
                     void *result)
{
    const struct nh_rnz_grid *g = SCENARIO_GRID(s, struct nh_rnz_grid);
    struct rnz_case *rc = c;
    (void)result;
    size_t per_variant = (size_t)g->ni * (size_t)g->nxl, j = i % per_variant;
    *rc = (struct rnz_case){g->i[j / (size_t)g->nxl], g->xl[j % (size_t)g->nxl],
                            g->variant[i / per_variant]};
    int col = 0;
    if (g->variant_given)
        snprintf(text[col++], NH_GRID_TEXT, "%s", variant_name(rc->variant));
    snprintf(text[col++], NH_GRID_TEXT, "%d", rc->i);
    snprintf(text[col], NH_GRID_TEXT, "%d", rc->xl);
    return 0;
}

static void table(const struct nh_scenario *s, bool exact, struct nh_table *t)
{
    const struct nh_rnz_grid *g = SCENARIO_GRID(s, struct nh_rnz_grid);
    t->decimals = exact ? NH_EXACT_DECIMALS : 0;
    if (g->variant_given)
        snprintf(t->what, sizeof t->what,
                 "rnz(i) with the hero at experience level XL in {variant}");
    else
        snprintf(t->what, sizeof t->what, "rnz(i) with the hero at experience level XL");
}

static int solve(const struct nh_scenario *s, const struct nh_case_view *v)
{
    (void)s;
    return rnz_exact_pmf(v->c, v->result) == 0 ? 0 : NH_HOOK_NOMEM;
}

static int rows(const struct nh_scenario *s, const struct nh_case_view *v, struct nh_row *row)
{
    (void)s;
    int st = v->exact ? table_row_from_pmf(row, v->result) : table_row_from_tally(row, v->tally, 0);
    return st == 0 ? 1 : NH_HOOK_NOMEM;
}

static void free_result(void *result, bool exact)
{
    if (exact)
        pmf_free(result);
}

/* "500 rnz(350) at XL 1 is higher than 73.2% of rnz(350) draws". */
static void stand_words(const struct nh_scenario *s, const struct nh_table *t,
                        const struct nh_row *row, struct nh_stand_words *w)
{
    (void)t;
    const struct nh_rnz_grid *g = SCENARIO_GRID(s, struct nh_rnz_grid);
    int c = g->variant_given ? 1 : 0;
    snprintf(w->noun, sizeof w->noun, "rnz(%.40s)", row->grid[c]);
    if (c)
        snprintf(w->at, sizeof w->at, " at XL %.8s in %.20s", row->grid[c + 1], row->grid[0]);
    else
        snprintf(w->at, sizeof w->at, " at XL %s", row->grid[c + 1]);
    snprintf(w->who, sizeof w->who, "rnz(%s) draws", row->grid[c]);
}

/* The picture: each row's distribution, on a log scale (rnz spans several
 * orders of magnitude), and its CDF. */
/* clang-format off */
static const struct nh_plot_spec plot = {
    .chart = NH_CHART_PMF_CDF,
    .title = "rnz(i): how likely is each value, and each value or less?",
    .y_label = "value of rnz(i) (log scale)", .log_x = true};
/* clang-format on */

NH_COST_HOOKS(rnz, struct rnz_case);

/* clang-format off */
const struct nh_experiment rnz_experiment = {
    NH_EXPERIMENT_COMMON(rnz), .result_size = sizeof(struct nh_pmf), .columns = columns,
    .rows = rows, .free_result = free_result, .stand_words = stand_words,
};
/* clang-format on */

NH_JOB_KIND(rnz_job_kind, struct rnz_case, rnz_tally_init, rnz_run_block);

/* The variant column is last here, though shown first when given: a kind
 * whose first column is "variant" takes "{variant}" in output paths
 * (scenario.c), which an rnz table without the variant key could not fill. */
static const struct nh_kind_columns rnz_columns = {
    3, {"i", "xl", "variant"}, {"i", "XL", "Variant"}};

/* clang-format off */
const struct nh_kind rnz_kind = {
    NH_KIND_NAMED(rnz), .command = "rnz", .section = "rnz", .nkeys = ZK_COUNT,
    .grid_size = sizeof(struct nh_rnz_grid), .columns = &rnz_columns, .variants = RNZ_VARIANTS,
    .selfcheck_known = rnz_selfcheck_known,
};
/* clang-format on */
