/* experiment: the one pipeline every kind runs in (experiment.h): the
 * cases of the grid, their Monte Carlo run or exact answers, the rows, the
 * outputs and the verdicts. */
#include "nhmc/experiment.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "experiment_cost.h"
#include "experiment_stand.h"
#include "nhmc/jobs.h"
#include "nhmc/plot.h"
#include "nhmc/table_io.h"
#include "nhmc/message.h"

/* This process's part in writing (experiment_set_output_role). */
static bool output_writer = true;
static int stdout_terminal = -1; /* -1: ask isatty */
static bool words_after_csv;     /* experiment_set_words_after_csv */

void experiment_set_output_role(bool writes, bool is_terminal)
{
    output_writer = writes;
    stdout_terminal = is_terminal;
}

void experiment_set_words_after_csv(bool on)
{
    words_after_csv = on;
}

bool experiment_stdout_is_terminal(void)
{
    return stdout_terminal < 0 ? isatty(STDOUT_FILENO) : stdout_terminal;
}

/* One run: the cases (jobs), their results, the table. */
struct run {
    const struct nh_scenario *s;
    const struct nh_experiment *e;
    bool exact;
    struct nh_jobs jobs;
    unsigned char *results; /* njobs results of e->result_size */
    struct nh_table t;
    double *values;
};

static struct nh_case_view view(const struct run *r, size_t i)
{
    return (struct nh_case_view){.index = i,
                                 .c = jobs_case(&r->jobs, i),
                                 .text = (const char(*)[NH_GRID_TEXT])r->jobs.text[i],
                                 .tally = r->exact ? NULL : &r->jobs.tallies[i],
                                 .result = r->results + i * r->e->result_size,
                                 .exact = r->exact,
                                 .nvalues = r->t.nvalues};
}

/* The status of a hook as an exit status; out of memory is said here. */
static int failure(int st, const char *doing, const struct nh_scenario *s)
{
    if (st == NH_HOOK_NOMEM)
        nh_error("out of memory %s (%s)", doing, s->kind->name);
    return st == NH_HOOK_BAD ? 2 : 1;
}

static void free_results(struct run *r)
{
    for (size_t i = 0; r->e->free_result && r->results && i < r->jobs.njobs; i++)
        r->e->free_result(r->results + i * r->e->result_size, r->exact);
}

static int make_cases(struct run *r)
{
    size_t n = r->e->count(r->s);
    r->results = calloc(n + 1, r->e->result_size ? r->e->result_size : 1);
    if (!r->results || jobs_alloc(&r->jobs, r->e->jobs, n, r->s->seed) != 0)
        return NH_HOOK_NOMEM;
    for (size_t i = 0; i < n; i++) {
        int st = r->e->make_case(r->s, i, jobs_case(&r->jobs, i), r->jobs.text[i],
                                 r->results + i * r->e->result_size);
        if (st != 0)
            return st;
    }
    return 0;
}

/* Every case exactly: 0, a hook's status, or NH_HOOK_FALLBACK. */
static int solve_all(struct run *r, const struct nh_run_settings *rs)
{
    struct exact_progress p;
    int st = 0;
    exact_progress_start(&p, r->s, r->e, &r->jobs, rs->progress);
    for (size_t i = 0; i < r->jobs.njobs && st == 0; i++) {
        struct nh_case_view v = view(r, i);
        st = r->e->solve(r->s, &v);
        exact_progress_step(&p, r->s, r->e, &r->jobs, i);
    }
    exact_progress_end(&p);
    return st;
}

static int simulate_all(struct run *r, const struct nh_run_settings *rs)
{
    int st = r->e->check_run ? r->e->check_run(r->s, r->jobs.njobs) : 0;
    if (st != 0)
        return st;
    if (jobs_init_tallies(&r->jobs) != 0)
        return NH_HOOK_NOMEM;
    if (jobs_run(&r->jobs, r->s->trials, rs->threads, rs->progress) != 0)
        return NH_HOOK_FAILED;
    for (size_t i = 0; r->e->summarise && i < r->jobs.njobs; i++) {
        struct nh_case_view v = view(r, i);
        if ((st = r->e->summarise(r->s, &v)) != 0)
            return st;
    }
    return 0;
}

static int compute(struct run *r, const struct nh_run_settings *rs)
{
    if (r->exact) {
        int st = solve_all(r, rs);
        if (st != NH_HOOK_FALLBACK)
            return st;
        r->exact = false; /* the whole run by Monte Carlo instead */
    }
    return simulate_all(r, rs);
}

static size_t rows_of(const struct run *r, const struct nh_case_view *v)
{
    return r->e->nrows ? r->e->nrows(r->s, v) : 1;
}

/* The grid columns of the run's table. */
void experiment_table_columns(struct nh_table *t, const struct nh_kind *k)
{
    const struct nh_kind_columns *kc = k->columns;
    t->ngrid = kc->n;
    for (int i = 0; i < kc->n; i++) {
        t->grid_names[i] = kc->names[i];
        t->grid_labels[i] = kc->labels[i];
    }
}

static void set_columns(const struct nh_scenario *s, const struct nh_experiment *e,
                        struct nh_table *t)
{
    if (e->columns)
        t->ngrid = e->columns(s, t->grid_names, t->grid_labels, &t->grid_numeric);
    else
        experiment_table_columns(t, s->kind);
    t->value_aliases = e->value_aliases;
}

/* What output asks of the scenario's table and the run settings. */
static struct nh_output_request output_request(const struct nh_scenario *s,
                                               const struct nh_run_settings *rs)
{
    return (struct nh_output_request){.source = s->file,
                                      .csv = s->csv,
                                      .wiki = s->wiki,
                                      .histogram = s->histogram,
                                      .wiki_columns = s->wiki_columns,
                                      .wiki_stat = s->wiki_stat,
                                      .to_stdout = rs ? rs->to_stdout : false,
                                      .format = rs ? rs->format : NH_FORMAT_AUTO,
                                      .output = rs ? rs->output : NULL,
                                      .command = rs ? rs->command : NULL,
                                      .quiet = rs ? rs->quiet : true};
}

/* What was asked of the layout, against the table's columns: wiki_columns
 * names grid columns; in a table of values, wiki_stat names a value column
 * and there is no histogram.  Then the kind's own checks. */
static int check_layout(const struct nh_scenario *s, const struct nh_experiment *e)
{
    struct nh_table t = {0};
    struct nh_output_request o = output_request(s, NULL);
    set_columns(s, e, &t);
    if (e->value_names || e->values) {
        const char *const *names = e->values;
        int n = e->nvalues;
        if (e->value_names) {
            n = e->value_names(s, &t);
            names = t.value_names;
        }
        if (table_check_value_layout(&o, &t, s->kind->name, names, n, e->value_list) != 0)
            return NH_HOOK_BAD;
    } else if (table_check_grid_layout(&o, &t, s->kind->name) != 0) {
        return NH_HOOK_BAD;
    }
    if (experiment_stand_check(s, e) != 0)
        return NH_HOOK_BAD;
    return e->check ? e->check(s) : 0;
}

static int build_table(struct run *r)
{
    struct nh_table *t = &r->t;
    set_columns(r->s, r->e, t);
    r->e->table(r->s, r->exact, t);
    t->trials = r->s->trials;
    t->seed = r->s->seed;
    t->exact = t->exact || r->exact;
    size_t nrows = 0;
    for (size_t i = 0; i < r->jobs.njobs; i++) {
        struct nh_case_view v = view(r, i);
        nrows += rows_of(r, &v);
    }
    t->rows = calloc(nrows + 1, sizeof *t->rows);
    r->values = calloc((nrows + 1) * (size_t)(t->nvalues ? t->nvalues : 1), sizeof *r->values);
    if (!t->rows || !r->values)
        return NH_HOOK_NOMEM;
    for (size_t i = 0; i < r->jobs.njobs; i++) {
        struct nh_case_view v = view(r, i);
        size_t n = rows_of(r, &v);
        struct nh_row *rows = &t->rows[t->nrows];
        for (size_t k = 0; k < n; k++) {
            memcpy(rows[k].grid, r->jobs.text[i], sizeof rows[k].grid);
            if (t->nvalues)
                rows[k].values = &r->values[(t->nrows + k) * (size_t)t->nvalues];
        }
        int filled = 1;
        if (r->e->rows)
            filled = r->e->rows(r->s, &v, rows);
        else /* a table of values: one row */
            r->e->row_values(&v, (double *)rows[0].values);
        if (filled < 0)
            return filled;
        t->nrows += (size_t)filled;
    }
    experiment_stand_rows(r->s, t);
    return 0;
}

void verdict_percent(double p, char *buf, size_t len)
{
    if (p > 0 && p < 0.0005)
        snprintf(buf, len, "<0.1%%");
    else
        snprintf(buf, len, "%.1f%%", 100 * p);
}

/* On a terminal (or with --format table) the table is followed by where
 * the value asked stands in each row, and a verdict per case, as a player
 * would ask for it. */
static int write_verdicts(const struct run *r, const struct nh_run_settings *rs)
{
    if (!rs->to_stdout || rs->output)
        return 0;
    if (rs->format != NH_FORMAT_TABLE && !(words_after_csv && rs->format == NH_FORMAT_CSV))
        return 0;
    /* a person reading a terminal learns where the other columns are */
    if (!output_text_shows_all(&r->t) && (experiment_stdout_is_terminal() || r->t.text_width))
        printf("(the columns read first; --format csv gives all of them)\n");
    experiment_stand_sentences(r->s, r->e, &r->t);
    if (!r->e->verdict)
        return fflush(stdout) == 0 ? 0 : 1;
    char buf[2048];
    size_t said = 0; /* a case may have nothing to say */
    for (size_t i = 0; i < r->jobs.njobs; i++) {
        struct nh_case_view v = view(r, i);
        r->e->verdict(r->s, &v, buf, sizeof buf);
        if (!buf[0])
            continue;
        printf("%s", said++ == 0 ? "\n" : "");
        output_wrapped(stdout, buf, r->t.text_width); /* fitted to a terminal */
        putchar('\n');
    }
    const char *note = r->exact ? r->e->exact_note : r->e->mc_note;
    if (note && said) {
        snprintf(buf, sizeof buf, note, (unsigned long long)r->s->trials,
                 (unsigned long long)r->s->seed);
        output_wrapped(stdout, buf, r->t.text_width);
        putchar('\n');
    }
    return fflush(stdout) == 0 ? 0 : 1;
}

/* The points of each row's case for a spec of the chain that takes them
 * (one row per case), then the picture and script under temporary names. */
static int draw_plot(struct run *r, struct nh_plot_set *pf)
{
    const struct nh_plot_spec *spec = r->e->plot, *with_points = spec;
    while (with_points && !with_points->case_points)
        with_points = with_points->otherwise;
    struct nh_plot_input in = {.spec = spec, .t = &r->t};
    struct nh_plot_point *points = NULL;
    size_t *first = NULL, n = 0;
    if (with_points && r->t.nrows == r->jobs.njobs) {
        points = calloc(r->jobs.njobs * NH_PLOT_MAX_CASE_POINTS + 1, sizeof *points);
        first = calloc(r->jobs.njobs + 1, sizeof *first);
        if (!points || !first) {
            free(points);
            free(first);
            return failure(NH_HOOK_NOMEM, "drawing the plot", r->s);
        }
        for (size_t i = 0; i < r->jobs.njobs; i++) {
            struct nh_case_view v = view(r, i);
            first[i] = n;
            n += (size_t)with_points->case_points(&v, points + n, NH_PLOT_MAX_CASE_POINTS);
        }
        first[r->jobs.njobs] = n;
        in.points = points;
        in.first = first;
    } else {
        while (in.spec->case_points && in.spec->otherwise) /* the points cannot be had */
            in.spec = in.spec->otherwise;
    }
    int st = plot_prepare_set(r->s->plot, r->s->plot_script, &in, pf);
    free(points);
    free(first);
    return st;
}

/* A picture needs gnuplot (the chart's JSON does not): without it the run
 * is not started. */
static int check_plot(const struct nh_scenario *s, const struct nh_experiment *e)
{
    if (!s->plot[0] && !s->plot_script[0])
        return 0;
    if (!e->plot) {
        nh_error("%s: plot: kind %s draws no plot; expected no plot", s->file, s->kind->name);
        return 2;
    }
    if (plot_needs_gnuplot(s->plot) && !plot_gnuplot_found()) {
        nh_error("%s: plot: %s", s->file, NH_PLOT_NO_GNUPLOT);
        return 2;
    }
    return 0;
}

int experiment_run(const struct nh_scenario *s, const struct nh_run_settings *rs)
{
    const struct nh_experiment *e = s->kind->experiment;
    struct run r = {.s = s, .e = e};
    struct nh_plot_set pf = {0};
    if (check_layout(s, e) != 0 || check_plot(s, e) != 0)
        return 2;
    int st = make_cases(&r), status;
    if (st != 0) {
        status = failure(st, "setting up the cases", s);
        goto done;
    }
    struct nh_table columns = {0};
    set_columns(s, e, &columns);
    if ((status = experiment_method(s, e, &r.jobs, &columns, &r.exact)) != 0)
        goto done;
    if ((st = compute(&r, rs)) != 0) {
        status = failure(st, r.exact ? "computing the exact distributions" : "during the run", s);
        goto done;
    }
    if ((st = build_table(&r)) != 0) {
        status = failure(st, "building the results table", s);
        goto done;
    }
    status = 0;
    if (!output_writer) /* another process (an MPI rank) writes */
        goto done;
    if ((s->plot[0] || s->plot_script[0]) && (status = draw_plot(&r, &pf)) != 0)
        goto done;
    /* Standard output's format, decided once (a table on a terminal); a
     * file's comes from its name. */
    struct nh_run_settings out = *rs;
    if (out.format == NH_FORMAT_AUTO && !out.output)
        out.format = experiment_stdout_is_terminal() ? NH_FORMAT_TABLE : NH_FORMAT_CSV;
    /* a table to a terminal fits its width (output.h, text_width) */
    if (out.format == NH_FORMAT_TABLE && !out.output)
        r.t.text_width = output_terminal_width(experiment_stdout_is_terminal());
    struct nh_output_request o = output_request(s, &out);
    status = table_write_all(&o, &r.t);
    if (status == 0)
        status = plot_commit_set(&pf, rs->quiet);
    if (status == 0)
        status = write_verdicts(&r, &out);
done:
    plot_abort_set(&pf);
    free_results(&r);
    free(r.results);
    free(r.t.rows);
    free(r.values);
    jobs_free(&r.jobs);
    return status;
}
