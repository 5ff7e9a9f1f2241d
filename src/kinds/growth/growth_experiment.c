/* growth_experiment: the growth experiment (the pipeline of experiment.h): one job per case of the
 * grid, one row per checkpoint of the case (max HP, or a nurse event's hits), by Monte Carlo or
 * exactly. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/experiment.h"
#include "nhmc/plot.h"
#include "kinds/growth/growth_impl.h"
#include "kinds/growth/growth_grid.h"
#include "nhmc/output.h"
#include "nhmc/pmf.h"
#include "nhmc/jobs.h"
#include "nhmc/params.h"
#include "nhmc/stand.h"
#include "nhmc/table_io.h"
#include "nhmc/message.h"
#include "nhmc/kind.h"

#define GRID(s) SCENARIO_GRID(s, struct growth_grid)

NH_COLUMNS_HOOK(columns, struct growth_grid, growth_grid_columns);

NH_COUNT_HOOK(count, struct growth_grid, growth_grid_count);

/* A case's checkpoints (its rows) and, exactly, their distributions. */
struct result {
    struct growth_checkpoint *cp;
    int ncp;
    struct nh_pmf *pmfs;
};

static int make_case(const struct nh_scenario *s, size_t i, void *c, char (*text)[NH_GRID_TEXT],
                     void *result)
{
    struct growth_checkpoint buf[GROWTH_MAX_CHECKPOINTS];
    struct result *r = result;
    char err[512];
    if (growth_grid_case(GRID(s), i, c, text, err, sizeof err) != 0) {
        nh_error("%s: %s", s->file, err); /* checked at parse: not reached */
        return NH_HOOK_BAD;
    }
    int n = growth_checkpoints(c, buf, GROWTH_MAX_CHECKPOINTS, err, sizeof err);
    if (n < 1) {
        nh_error("%s: %s", s->file, err);
        return NH_HOOK_BAD;
    }
    r->cp = malloc((size_t)n * sizeof *r->cp);
    if (!r->cp)
        return NH_HOOK_NOMEM;
    memcpy(r->cp, buf, (size_t)n * sizeof *buf);
    r->ncp = n;
    return 0;
}

/* A timeline exact cannot follow is bad input with --exact; with method
 * auto the whole run falls back to Monte Carlo. */
static int solve(const struct nh_scenario *s, const struct nh_case_view *v)
{
    struct result *r = v->result;
    char err[512];
    r->pmfs = calloc((size_t)r->ncp, sizeof *r->pmfs);
    if (!r->pmfs)
        return NH_HOOK_NOMEM;
    int st = growth_exact(v->c, r->pmfs, err, sizeof err);
    if (st == GROWTH_EXACT_UNSUPPORTED && s->method == NH_METHOD_AUTO) {
        pmf_free_array(r->pmfs, (size_t)r->ncp);
        r->pmfs = NULL;
        return NH_HOOK_FALLBACK;
    }
    if (st == GROWTH_EXACT_UNSUPPORTED) {
        nh_error("%s: --exact: %s", s->file, err);
        return NH_HOOK_BAD;
    }
    return st == 0 ? 0 : NH_HOOK_NOMEM;
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

static void table(const struct nh_scenario *s, bool exact, struct nh_table *t)
{
    const struct growth_grid *g = GRID(s);
    t->decimals = exact ? NH_EXACT_DECIMALS : 0;
    describe(g, t->what, sizeof t->what);
    size_t used = strlen(t->what);
    if (g->literate || g->abused) /* EvilHack's history, which the rows do not show */
        snprintf(t->what + used, sizeof t->what - used, "%s%s",
                 g->literate ? ", a Caveman who has read" : "",
                 g->abused ? ", the alignment abused" : "");
}

static size_t nrows(const struct nh_scenario *s, const struct nh_case_view *v)
{
    (void)s;
    return (size_t)((const struct result *)v->result)->ncp;
}

static int rows(const struct nh_scenario *s, const struct nh_case_view *v, struct nh_row *rows)
{
    const struct result *r = v->result;
    struct nh_table t = {0};
    int filled = 0;
    t.ngrid = growth_grid_columns(GRID(s), t.grid_names, t.grid_labels, &t.grid_numeric);
    for (int k = 0; k < r->ncp; k++) {
        struct nh_row *row = &rows[filled];
        memcpy(row->grid, v->text, sizeof row->grid);
        /* labels longer than a grid cell are cut (the event's text is) */
        snprintf(row->grid[t.ngrid - 1], NH_GRID_TEXT, "%s", r->cp[k].label);
        int st = v->exact ? table_row_from_pmf(row, &r->pmfs[k])
                          : table_row_from_tally(row, v->tally, (size_t)k);
        if (st == 0) {
            filled++;
            continue;
        }
        /* An "at XL" checkpoint no trial reached has no distribution:
         * say so rather than print a row of zeros. */
        char name[256];
        row_name(&t, row, name, sizeof name);
        nh_error("%s: %s: \"%s\" was never reached; the row is left out", s->file, name,
                 r->cp[k].label);
        memset(row, 0, sizeof *row);
    }
    return filled;
}

static void free_result(void *result, bool exact)
{
    struct result *r = result;
    (void)exact;
    pmf_free_array(r->pmfs, (size_t)r->ncp);
    free(r->cp);
}

/* A row of max HP, not a count: the rows a nurse event adds ("hits: ...",
 * "nurses lost: ...", growth_events.c) count, and are not drawn on the
 * max-HP axis. */
static bool max_hp_row(const struct nh_table *t, const struct nh_row *row)
{
    for (int i = 0; i < t->ngrid; i++)
        if (strcmp(t->grid_names[i], "checkpoint") == 0)
            return strncmp(row->grid[i], GROWTH_HITS_PREFIX, strlen(GROWTH_HITS_PREFIX)) != 0 &&
                   strncmp(row->grid[i], GROWTH_LOST_PREFIX, strlen(GROWTH_LOST_PREFIX)) != 0;
    return true;
}

/* The picture: max HP at each checkpoint of the timeline. */
/* clang-format off */
static const struct nh_plot_spec plot_end = {
    .chart = NH_CHART_PMF, .title = "Max HP at the end: how likely is each value?",
    .y_label = "max HP (hit points)"};
static const struct nh_plot_spec plot = {
    .chart = NH_CHART_FAN, .title = "Max HP along the timeline: mean and spread",
    .x_label = "checkpoint", .y_label = "max HP (hit points)", .x_columns = "checkpoint",
    .otherwise = &plot_end, .row_drawn = max_hp_row, .numbered_categories = true,
    .left_out = "the nurses' counts (hits, nurses lost) are in the table, not drawn"};
/* clang-format on */

/* "120 max HP is higher than 83.4% of the outcomes with role Val, ...,
 * checkpoint end": the rows' checkpoints vary too much for fewer words. */
static void stand_words(const struct nh_scenario *s, const struct nh_table *t,
                        const struct nh_row *row, struct nh_stand_words *w)
{
    (void)s;
    (void)t;
    (void)row;
    snprintf(w->noun, sizeof w->noun, "max HP");
}

/* The share of a "nurse until" row's timelines that took the event's
 * most hits (the cap: 100000 unless written, "nurse K until M"), and of
 * how many (exactly: *n = 0).  The share below the cap is summed, not
 * taken from 1, so a tiny share that reached the target still shows. */
static void at_cap(const struct nh_case_view *v, int k, int cap, double *below, double *capped,
                   uint64_t *n)
{
    const struct result *r = v->result;
    long double lt = 0, eq = 0;
    *n = 0;
    if (v->exact) {
        const struct nh_pmf *f = &r->pmfs[k];
        for (size_t i = 0; i < f->n; i++)
            *(f->lo + (int64_t)i < cap ? &lt : &eq) += f->p[i];
    } else {
        const uint64_t *h = tally_hist(v->tally, (size_t)k);
        for (uint32_t i = 0; i < v->tally->width[k]; i++)
            *(v->tally->lo[k] + (int64_t)i < cap ? &lt : &eq) += (long double)h[i];
        *n = tally_total(v->tally, (size_t)k);
    }
    *below = (double)lt;
    *capped = (double)eq;
}

/* "12.5%", "<0.1%", ">99.9%": neither 0 nor 1 is said of a share that is
 * not (rest: the share of the others, however small). */
static void share_text(double p, double rest, char *buf, size_t len)
{
    if (rest > 0 && p > 0.9995)
        snprintf(buf, len, ">99.9%%");
    else
        verdict_percent(p, buf, len);
}

/* On a terminal, a "nurse until" that stopped at its cap in some
 * timelines says so: those timelines' hits are the cap, not the hits the
 * target takes, so the row's numbers are partly the limit.  A timeline
 * whose last allowed hit reached the target counts the cap too (the row
 * cannot tell them apart), and is counted with the stopped ones. */
static size_t cap_sentences(const struct nh_scenario *s, const struct nh_case_view *v, char *buf,
                            size_t len)
{
    const struct result *r = v->result;
    size_t used = 0;
    for (int k = 0; k < r->ncp && used < len; k++) {
        const struct growth_checkpoint *cp = &r->cp[k];
        if (cp->measure != GM_NURSE_HITS || cp->event < 0)
            continue;
        const struct growth_case *c = v->c;
        const struct growth_event *e = &c->tl->ev[cp->event];
        int cap = growth_nurse_hits(c, e);
        uint64_t n;
        double below, capped;
        at_cap(v, k, cap, &below, &capped, &n);
        if (capped <= 0)
            continue;
        struct nh_table t = {0};
        struct nh_row row = {0};
        t.ngrid = growth_grid_columns(GRID(s), t.grid_names, t.grid_labels, &t.grid_numeric);
        memcpy(row.grid, v->text, sizeof row.grid);
        char name[256], reached[64], rest[64];
        row_name(&t, &row, name, sizeof name);
        if (n) {
            snprintf(reached, sizeof reached, "%.0f of %llu timelines", below,
                     (unsigned long long)n);
            snprintf(rest, sizeof rest, "the other %.0f", capped);
        } else {
            char p[32], q[32];
            share_text(below, capped, p, sizeof p);
            share_text(capped, below, q, sizeof q);
            snprintf(reached, sizeof reached, "%s of timelines", p);
            snprintf(rest, sizeof rest, "the other %s", q);
        }
        int w = snprintf(buf + used, len - used,
                         "%s%s: \"%s\" reached its target in %s; %s stopped at the cap of "
                         "%d hits (or reached it at the last one), and its row counts them as "
                         "%d hits",
                         used ? "\n" : "", name, e->text, reached, rest, cap, cap);
        used += w > 0 ? (size_t)w : 0;
    }
    return used < len ? used : len - 1;
}

/* On a terminal, a timeline with prayers says how likely an angry god was
 * to kill the hero: its row holds 1 for such a timeline and 0 otherwise,
 * so the row's mean is that chance, which a row of statistics hides.
 * Nothing for a timeline without prayers.  Before it, the nurse events
 * that hit their cap (cap_sentences). */
static void killed_sentence(const struct nh_scenario *s, const struct nh_case_view *v, char *buf,
                            size_t len)
{
    const struct result *r = v->result;
    buf[0] = '\0';
    for (int k = 0; k < r->ncp; k++) {
        if (r->cp[k].measure != GM_KILLED)
            continue;
        struct nh_table t = {0};
        struct nh_row row = {0};
        t.ngrid = growth_grid_columns(GRID(s), t.grid_names, t.grid_labels, &t.grid_numeric);
        memcpy(row.grid, v->text, sizeof row.grid);
        int st = v->exact ? table_row_from_pmf(&row, &r->pmfs[k])
                          : table_row_from_tally(&row, v->tally, (size_t)k);
        char name[256], p[32];
        row_name(&t, &row, name, sizeof name);
        if (st != 0) {
            snprintf(buf, len, "%s: no timeline to count", name);
            return;
        }
        verdict_percent(row.s.mean, p, sizeof p);
        if (v->exact) {
            snprintf(buf, len, "%s: killed by an angry god with probability %s", name, p);
            return;
        }
        uint64_t n = row.s.n, killed = (uint64_t)(row.s.mean * (double)n + 0.5);
        double lo, hi;
        char plo[32], phi[32];
        stand_wilson95(killed, n, &lo, &hi);
        verdict_percent(lo, plo, sizeof plo);
        verdict_percent(hi, phi, sizeof phi);
        snprintf(buf, len,
                 "%s: killed by an angry god in %llu of %llu timelines, %s (95%% interval %s "
                 "to %s)",
                 name, (unsigned long long)killed, (unsigned long long)n, p, plo, phi);
        return;
    }
}

static void verdict(const struct nh_scenario *s, const struct nh_case_view *v, char *buf,
                    size_t len)
{
    buf[0] = '\0';
    size_t used = cap_sentences(s, v, buf, len);
    if (used + 2 >= len)
        return;
    killed_sentence(s, v, buf + used + 1, len - used - 1);
    if (buf[used + 1]) /* on a line of its own */
        buf[used] = used ? '\n' : ' ';
    if (!used) /* no cap sentence: the killed one alone */
        memmove(buf, buf + 1, strlen(buf + 1) + 1);
}

NH_COST_HOOKS(growth, struct growth_case);

/* clang-format off */
const struct nh_experiment growth_experiment = {
    NH_EXPERIMENT_COMMON(growth), .result_size = sizeof(struct result), .columns = columns,
    .nrows = nrows, .rows = rows, .free_result = free_result, .stand_words = stand_words,
    .verdict = verdict,
};
/* clang-format on */

NH_JOB_KIND(growth_job_kind, struct growth_case, growth_tally_init, growth_run_block);

/* clang-format off */
const struct nh_kind growth_kind = {
    NH_KIND_NAMED(growth), .command = "growth", .section = "growth", .nkeys = GK_COUNT,
    .value_option = "hp", .grid_size = sizeof(struct growth_grid), .columns = &growth_columns,
    .variants = GROWTH_VARIANTS,
};
/* clang-format on */
