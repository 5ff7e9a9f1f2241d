/* regen_experiment: the regen experiment (the pipeline of experiment.h): one row per case of the
 * grid, with the distribution of turns to the target (or of HP after N turns) by Monte Carlo or
 * exactly, or the expected turns per HP (measure rate). */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/experiment.h"
#include "nhmc/plot.h"
#include "nhmc/output.h"
#include "nhmc/pmf.h"
#include "kinds/regen/regen_grid.h"
#include "nhmc/jobs.h"
#include "nhmc/params.h"
#include "nhmc/table_io.h"
#include "nhmc/message.h"
#include "kinds/regen/regen_impl.h"
#include "nhmc/kind.h"

/* Tallies of turns-to-target runs span 0..max_turns + 1; refuse runs whose
 * tallies would not fit in memory comfortably. */
#define TALLY_BYTES_MAX (4ull << 30)

#define GRID(s) SCENARIO_GRID(s, struct regen_grid)

static bool is_rate(const struct nh_scenario *s)
{
    return GRID(s)->base.measure == NH_REGEN_RATE;
}

/* A case named for messages: its grid values. */
static void case_label(const struct nh_scenario *s, const char (*text)[NH_GRID_TEXT], char *buf,
                       size_t len)
{
    const char *names[NH_MAX_GRID], *labels[NH_MAX_GRID];
    unsigned numeric;
    int n = regen_grid_columns(GRID(s), names, labels, &numeric);
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && used < len; i++)
        used +=
            (size_t)snprintf(buf + used, len - used, "%s%s=%s", i ? " " : "", names[i], text[i]);
}

/* Measure rate: a value table with one value column. */
static const char *const rate_names[] = {"turns_per_hp"};
static const char *const rate_labels[] = {"turns per HP"};

NH_COLUMNS_HOOK(columns, struct regen_grid, regen_grid_columns);

/* Measure rate has one value per row and no distributions. */
static int check(const struct nh_scenario *s)
{
    if (is_rate(s) && s->wiki_stat[0] && !output_value_column_known(rate_names, 1, s->wiki_stat)) {
        nh_error("%s: wiki_stat: has no meaning for measure rate (one value per row); "
                 "expected no wiki_stat",
                 s->file);
        return NH_HOOK_BAD;
    }
    if (s->stand_ask != NH_STAND_NONE && is_rate(s)) {
        nh_error("%s: %s: measure rate has no distributions; expected measure turns or hp "
                 "to ask where a value stands",
                 s->file, stand_key_name(s->stand_ask));
        return NH_HOOK_BAD;
    }
    if (s->histogram[0] && is_rate(s)) {
        nh_error("%s: histogram: measure rate has no distributions; expected no "
                 "histogram",
                 s->file);
        return NH_HOOK_BAD;
    }
    return 0;
}

NH_COUNT_HOOK(count, struct regen_grid, regen_grid_count);

NH_CASE_HOOK(make_case, struct regen_grid, struct regen_case, regen_grid_case);

/* Tallies of turns-to-target runs span 0..max_turns + 1; refuse runs whose
 * tallies would not fit in memory comfortably. */
#define TALLY_BYTES_MAX (4ull << 30)

static int check_run(const struct nh_scenario *s, size_t n)
{
    const struct regen_grid *g = GRID(s);
    if (g->base.measure != NH_REGEN_TURNS ||
        (unsigned long long)n * (unsigned long long)(g->base.max_turns + 2) * 8 <= TALLY_BYTES_MAX)
        return 0;
    nh_error("%s: %zu cases with max_turns %" PRId64
             " need more than 4 GiB of tallies; expected fewer cases or a smaller max_turns",
             s->file, n, g->base.max_turns);
    return NH_HOOK_BAD;
}

/* The result of a case: its exact pmf, or its turns per HP. */
struct result {
    struct nh_pmf pmf;
    double turns_per_hp;
};

static int solve(const struct nh_scenario *s, const struct nh_case_view *v)
{
    struct result *r = v->result;
    char err[512], label[512];
    if (is_rate(s)) {
        r->turns_per_hp = (double)(1.0L / regen_rate(v->c));
        return 0;
    }
    if (regen_exact_pmf(v->c, &r->pmf, err, sizeof err) == 0)
        return 0;
    case_label(s, v->text, label, sizeof label);
    nh_error("%s: %s: %s", s->file, label, err);
    return NH_HOOK_FAILED;
}

/* Turns-to-target trials not done within max_turns make the run fail. */
static int summarise(const struct nh_scenario *s, const struct nh_case_view *v)
{
    const struct nh_tally *ty = v->tally;
    if (GRID(s)->base.measure != NH_REGEN_TURNS)
        return 0;
    uint64_t late = tally_hist(ty, 0)[ty->width[0] - 1];
    if (late == 0)
        return 0;
    char label[512];
    case_label(s, v->text, label, sizeof label);
    nh_error("%s: %s: %" PRIu64 " of %" PRIu64 " trials had not reached the target after %" PRId64
             " turns; expected every trial to (raise max_turns, or see whether the "
             "target can be reached at all)",
             s->file, label, late, tally_total(ty, 0),
             ((const struct regen_case *)v->c)->max_turns);
    return NH_HOOK_FAILED;
}

static void table(const struct nh_scenario *s, bool exact, struct nh_table *t)
{
    char settings[192];
    const struct regen_grid *g = GRID(s);
    t->decimals = exact ? NH_EXACT_DECIMALS : 0;
    if (is_rate(s)) {
        t->nvalues = 1;
        t->value_names = rate_names;
        t->value_labels = rate_labels;
    }
    regen_grid_describe(g, settings, sizeof settings);
    bool variant_only = g->n[RK_VARIANT] == 1 && !variant_is_vanilla(g->variant[0]);
    snprintf(t->what, sizeof t->what, "HP regeneration in %s{variant}: %s",
             variant_only ? "" : "NetHack ", settings);
}

static int rows(const struct nh_scenario *s, const struct nh_case_view *v, struct nh_row *row)
{
    const struct result *r = v->result;
    if (is_rate(s)) {
        *(double *)row->values = r->turns_per_hp;
        return 1;
    }
    int st = v->exact ? table_row_from_pmf(row, &r->pmf) : table_row_from_tally(row, v->tally, 0);
    return st == 0 ? 1 : NH_HOOK_NOMEM;
}

static void free_result(void *result, bool exact)
{
    if (exact)
        pmf_free(&((struct result *)result)->pmf);
}

/* The ring of regeneration's nutrition (docs/rules.md, Ring of regeneration's hunger): its
 * expectation over the row's distribution of turns (or over `after`
 * turns), and with Monte Carlo the 95% half-width from the spread of the
 * per-trial counts. */
static void verdict(const struct nh_scenario *s, const struct nh_case_view *v, char *buf,
                    size_t len)
{
    const struct regen_case *c = v->c;
    buf[0] = '\0';
    if (c->ring == NH_RING_NONE || is_rate(s))
        return;
    const struct result *r = v->result;
    long double sum = 0, sum2 = 0, mass = 0, turns = 0;
    int values = 0; /* outcomes with mass: one, and the turns do not depend on the phase */
    bool turns_measure = c->measure == NH_REGEN_TURNS;
    size_t n = v->exact ? r->pmf.n : v->tally->width[0];
    int64_t lo = v->exact ? r->pmf.lo : v->tally->lo[0];
    for (size_t i = 0; i < n; i++) {
        long double w = v->exact ? r->pmf.p[i] : (long double)tally_hist(v->tally, 0)[i];
        if (w == 0)
            continue;
        int64_t k = turns_measure ? lo + (int64_t)i : c->after;
        long double x = regen_ring_nutrition(c, k);
        sum += w * x;
        sum2 += w * x * x;
        turns += w * (long double)k;
        mass += w;
        values++;
    }
    if (mass <= 0)
        return;
    double mean = (double)(sum / mass), mean_turns = (double)(turns / mass);
    char label[512], pm[64] = "";
    case_label(s, v->text, label, sizeof label);
    if (!v->exact && mass > 1) {
        long double var = (sum2 - sum * sum / mass) / (mass - 1);
        snprintf(pm, sizeof pm, " +- %.2f",
                 1.96 * sqrt((double)(var > 0 ? var : 0) / (double)mass));
    }
    enum nh_ring_precision p = regen_ring_precision(c);
    if (p == NH_RING_ABOUT && values == 1)
        p = NH_RING_EXACT;
    const char *how = p == NH_RING_AT_MOST ? "at most " : p == NH_RING_ABOUT ? "about " : "";
    const char *note =
        p == NH_RING_AT_MOST
            ? "; FIQHack charges Regeneration only while HP is below max, counted here as if "
              "throughout"
        : p == NH_RING_ABOUT
            ? "; a random start turn: each trial's count is within 1.5 of 0.55 a turn"
            : "";
    snprintf(buf, len,
             "%s: the ring of regeneration (%s hand) costs %s%.2f%s nutrition on average over "
             "%s%.2f turns (1 on odd turns for Regeneration%s, 1 every 20 turns for the ring%s)",
             label, c->ring == NH_RING_LEFT ? "left" : "right", how, mean, pm,
             turns_measure ? "the " : "", mean_turns,
             c->variant == NH_VFIQ ? " while HP is below max" : "",
             regen_rules_50(c) ? ", by 5.0's rn2(20)" : "");
    size_t used = strlen(buf);
    snprintf(buf + used, len - used, "%s", note);
}

/* "500 turns is higher than 73.2% of the outcomes with ...": the turns to
 * the target, or the HP after the turns asked. */
static void stand_words(const struct nh_scenario *s, const struct nh_table *t,
                        const struct nh_row *row, struct nh_stand_words *w)
{
    (void)t;
    (void)row;
    snprintf(w->noun, sizeof w->noun, "%s",
             GRID(s)->base.measure == NH_REGEN_TURNS ? "turns to the target" : "HP");
}

/* The picture: the CDF of each row's turns (or HP), or with measure rate
 * the turns per HP over XL, one curve per Con. */
static void rate_y(const struct nh_table *t, const struct nh_row *row, double *y)
{
    y[0] = plot_value(t, row, "turns_per_hp");
}
/* clang-format off */
static const struct nh_plot_spec plot_rate = {
    .chart = NH_CHART_LINES, .title = "How many turns does each hit point take to come back?",
    .x_label = "experience level (XL)", .y_label = "turns per HP (expected)", .x_columns = "xl",
    .group_column = "con", .ny = 1, .row_y = rate_y};
static const struct nh_plot_spec plot = {
    .chart = NH_CHART_CDF, .title = "Regeneration: the chance of being done by each turn",
    .y_label = "turns to reach the target (or HP after the turns asked)", .otherwise = &plot_rate};
/* clang-format on */

NH_COST_HOOKS(regen, struct regen_case);

/* clang-format off */
const struct nh_experiment regen_experiment = {
    NH_EXPERIMENT_COMMON(regen), .exact_only = is_rate, /* a rate runs nothing */
    .result_size = sizeof(struct result), .columns = columns, .check = check, .check_run = check_run, .summarise = summarise,
    .rows = rows, .free_result = free_result, .stand_words = stand_words, .verdict = verdict,
};
/* clang-format on */

NH_JOB_KIND(regen_job_kind, struct regen_case, regen_tally_init, regen_run_block);

/* clang-format off */
const struct nh_kind regen_kind = {
    NH_KIND_NAMED(regen), .command = "regen", .section = "regen", .nkeys = RK_COUNT,
    .grid_size = sizeof(struct regen_grid), .columns = &regen_columns, .variants = REGEN_VARIANTS,
    .selfcheck_known = regen_selfcheck_known,
};
/* clang-format on */
