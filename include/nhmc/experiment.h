/* experiment: run a checked scenario and write its outputs.
 *
 * Shared by `nhmc run FILE` and the per-kind commands (`nhmc levelup ...`),
 * which both build a struct nh_scenario first.
 */
#ifndef NHMC_EXPERIMENT_H
#define NHMC_EXPERIMENT_H

#include <math.h>
#include <stdbool.h>
#include "nhmc/output.h"
#include "nhmc/scenario.h"

struct nh_run_settings {
    int threads;
    bool progress;
    bool quiet; /* no "wrote FILE" notes */
    /* What goes to standard output (or to `output`): NH_FORMAT_AUTO means a
     * table on a terminal and CSV otherwise.  Nothing goes there when
     * `to_stdout` is false. */
    bool to_stdout;
    enum nh_format format;
    const char *output; /* a file instead of standard output, or NULL */
    /* the nhmc command that made the run, for wiki captions; NULL: none */
    const char *command;
};

/* Whether standard output is a terminal, for the default format: asked of
 * isatty unless experiment_set_output_role said otherwise. */
bool experiment_stdout_is_terminal(void);
/* A run split across processes (nhmc-mpi) runs the same pipeline in each on
 * the same summed tallies; only the one with `writes` writes outputs and
 * verdicts.  `stdout_terminal` replaces isatty, which mpirun fools (each
 * process's standard output is a pseudo-terminal). */
void experiment_set_output_role(bool writes, bool stdout_terminal);
/* nhmc serve's child: with CSV on standard output, print after it the
 * lines in words that --format table prints under its table (a blank line,
 * then where a value stands, the verdicts, the method's note), so that one
 * run gives both; never set by the command line. */
void experiment_set_words_after_csv(bool on);

/* The most an exact run may cost by its kind's exact_cost hooks, summed
 * over its cases: 5 minutes of one thread (in ns).  The hooks' estimates
 * are rough at large sizes (the time taken measured from 0.05 to 2.5 times
 * the estimate, docs/statistics.md), so the bound is set where no run that
 * takes under half a minute is refused.  Method exact over it is refused
 * before any work, naming the estimate and the costliest row; method auto
 * takes Monte Carlo there, whose progress bar tells how long it has left;
 * an exact run under it shows its own progress line on a terminal. */
#define NH_EXACT_COST_MAX 300e9

struct nh_table;
struct nh_row;
struct nh_tally;
struct nh_job_kind;
struct nh_plot_spec;

/* A case of a run as the kind's hooks see it. */
struct nh_case_view {
    size_t index;                     /* its place in the grid */
    const void *c;                    /* the case (the job kind's case_size) */
    const char (*text)[NH_GRID_TEXT]; /* its grid texts */
    const struct nh_tally *tally;     /* Monte Carlo: its tally; exact: NULL */
    void *result;                     /* the kind's per-case result (result_size) */
    bool exact;
    int nvalues; /* row_values: the table's value columns (struct nh_table's nvalues) */
};

/* What the hooks return besides 0: out of memory (the pipeline says so),
 * bad input (the hook printed why), a failed run (the hook printed why),
 * and (solve only, method auto) "not exactly": the exact model turned out
 * not to answer the case, and the whole run falls back to Monte Carlo. */
enum { NH_HOOK_NOMEM = -1, NH_HOOK_BAD = -2, NH_HOOK_FAILED = -3, NH_HOOK_FALLBACK = 1 };

/* The words of a row's sentence on a terminal when a value's standing is
 * asked (--value, --at-least, --at-most): "120 {noun}{at} is higher than
 * 83.4% of {who}". */
struct nh_stand_words {
    char noun[64]; /* "max HP" */
    char at[128];  /* " at XL 14" (empty: nothing) */
    char who[512]; /* "dwarvish Valkyries with Con 18" */
    /* a line after the sentence (empty: none), when the value is one the
     * model cannot give: what else would reach it */
    char after[512];
};

/* How a kind's experiment runs in the one pipeline (experiment.c): parse
 * and plan the cases, run them by Monte Carlo or exactly, make the rows,
 * write the outputs.  A kind gives its cases, how to solve one exactly,
 * what its rows hold; the pipeline does the rest for every kind. */
struct nh_experiment {
    const struct nh_job_kind *jobs; /* the case size, tally shape and kernel */
    size_t result_size;             /* per case, for the hooks (0: none) */
    /* The grid columns of this run's table: names, labels (for people)
     * and the numeric mask; returns the count (NULL: the kind's columns). */
    int (*columns)(const struct nh_scenario *s, const char **names, const char **labels,
                   unsigned *numeric);
    /* A table of values (not of distributions): the value columns' names
     * (for wiki_stat; before the run, as for Monte Carlo) and the count,
     * and value_list, the columns as a message lists them ("p_death,
     * p_saved, ..."; the registry's value_examples is the short form of the
     * parse-time message).  NULL: a table of distributions.  It sets
     * t->value_names (made in t->room when they depend on the run). */
    int (*value_names)(const struct nh_scenario *s, struct nh_table *t);
    /* value columns renamed, as struct nh_table's value_aliases */
    const char *const (*value_aliases)[2];
    const char *const *values; /* fixed value columns instead of value_names */
    int nvalues;
    const char *value_list;
    /* Before any work, after the checks of wiki_columns (and of wiki_stat
     * and histogram in a table of values): the kind's own checks of what
     * was asked: 0, or NH_HOOK_BAD (NULL: none). */
    int (*check)(const struct nh_scenario *s);
    /* The table's value columns, caption and settings (the grid columns
     * are set). */
    void (*table)(const struct nh_scenario *s, bool exact, struct nh_table *t);
    size_t (*count)(const struct nh_scenario *s);
    /* Method auto (nhmc/params.h): the estimated cost, in nanoseconds of
     * one thread, of case c's exact answer (INFINITY: the exact model does
     * not answer it) and of one Monte Carlo trial of it.  The run is exact
     * when the exact costs of its cases, summed, are at most the trials'
     * (the trials asked times the summed trial costs).  NULL exact_cost:
     * auto is Monte Carlo. */
    double (*exact_cost)(const struct nh_scenario *s, const void *c);
    double (*trial_cost)(const struct nh_scenario *s, const void *c);
    /* Whether the run is exact whatever the method (regen's rate tables,
     * which have no trials); NULL: never. */
    bool (*exact_only)(const struct nh_scenario *s);
    /* Case i with its grid texts, and what its result needs before the run. */
    int (*make_case)(const struct nh_scenario *s, size_t i, void *c, char (*text)[NH_GRID_TEXT],
                     void *result);
    /* Monte Carlo, before the run: whether the tallies can be had (NULL: yes). */
    int (*check_run)(const struct nh_scenario *s, size_t ncases);
    /* The exact answer of one case into v->result; NH_HOOK_FALLBACK leaves
     * nothing to free in it, and the summaries of the Monte Carlo run that
     * follows take its place. */
    int (*solve)(const struct nh_scenario *s, const struct nh_case_view *v);
    /* Monte Carlo, after the run: v->result from v->tally (NULL: none). */
    int (*summarise)(const struct nh_scenario *s, const struct nh_case_view *v);
    /* The rows of one case: at most nrows (NULL: one), zeroed, with the
     * case's grid texts, and row->values set in a table of values.  Returns
     * how many it filled, or NH_HOOK_NOMEM. */
    size_t (*nrows)(const struct nh_scenario *s, const struct nh_case_view *v);
    int (*rows)(const struct nh_scenario *s, const struct nh_case_view *v, struct nh_row *rows);
    /* A table of values instead of rows: the one row's values. */
    void (*row_values)(const struct nh_case_view *v, double *values);
    /* Free what make_case and solve (exact) or summarise put in a result
     * (NULL: nothing to free). */
    void (*free_result)(void *result, bool exact);
    /* On a terminal (or --format table), a verdict per case after the
     * table, then exact_note or mc_note (printf with the trials and seed). */
    void (*verdict)(const struct nh_scenario *s, const struct nh_case_view *v, char *buf,
                    size_t len);
    const char *exact_note, *mc_note;
    /* The picture of --plot (plot.h): the first spec of the chain that
     * suits the run. */
    const struct nh_plot_spec *plot;
    /* Where a value stands (--value, --at-least, --at-most, stand.h): the
     * words of row's sentence.  They come filled generically (noun "value",
     * at empty, who "the outcomes with role Val, con 18"); the hook puts
     * the kind's words.  NULL: the rows are not distributions of a number
     * (a table of values) and the options are refused.  A kind whose
     * tables are of values in some runs refuses them in its check. */
    void (*stand_words)(const struct nh_scenario *s, const struct nh_table *t,
                        const struct nh_row *row, struct nh_stand_words *w);
    /* A table of values that answers where a value stands in value
     * columns of its own (sanity: S at the end), so the options are taken. */
    bool stand_values;
    /* After the sentences: what the kind assumed of the run's inputs, in
     * lines of its own (levelup: a dumplog's hero); NULL: nothing. */
    void (*stand_note)(const struct nh_scenario *s);
};

/* Run s by its kind's experiment: the exit status, 0 done, 1 the run or a
 * write failed, 2 bad input (a message has been printed). */
/* A table's grid columns: those of the kind (its registry entry's). */
void experiment_table_columns(struct nh_table *t, const struct nh_kind *k);
int experiment_run(const struct nh_scenario *s, const struct nh_run_settings *rs);

/* A value column's number, or NaN (printed as the table's missing text)
 * where there is none. */
static inline double value_or_nan(bool ok, double v)
{
    return ok ? v : (double)NAN;
}

/* A probability as a verdict says it: "12.5%", or "<0.1%" for a small one
 * that would print as 0.0%. */
void verdict_percent(double p, char *buf, size_t len);

/* Hooks from a kind's typed grid functions: size_t fn(const grid *),
 * int fn(const grid *, names, labels, numeric) and int fn(const grid *, i,
 * case *, texts, err, errlen) (a bad case is said with the scenario's
 * name: it was checked when parsed, so it is not reached).  Each macro here
 * that defines functions ends by declaring its last one again, so that its
 * use ends with `;` as a declaration does (and ctags reads on past it). */
#define NH_COUNT_HOOK(name, grid_type, fn)                                                         \
    static size_t name(const struct nh_scenario *s)                                                \
    {                                                                                              \
        return fn(SCENARIO_GRID(s, grid_type));                                                    \
    }                                                                                              \
    static size_t name(const struct nh_scenario *s)
#define NH_COLUMNS_HOOK(name, grid_type, fn)                                                       \
    static int name(const struct nh_scenario *s, const char **names, const char **labels,          \
                    unsigned *numeric)                                                             \
    {                                                                                              \
        return fn(SCENARIO_GRID(s, grid_type), names, labels, numeric);                            \
    }                                                                                              \
    static int name(const struct nh_scenario *s, const char **names, const char **labels,          \
                    unsigned *numeric)
#define NH_CASE_HOOK(name, grid_type, case_type, fn)                                               \
    static int name(const struct nh_scenario *s, size_t i, void *c, char(*text)[NH_GRID_TEXT],     \
                    void *result)                                                                  \
    {                                                                                              \
        char err[512];                                                                             \
        (void)result;                                                                              \
        if (fn(SCENARIO_GRID(s, grid_type), i, (case_type *)c, text, err, sizeof err) == 0)        \
            return 0;                                                                              \
        fprintf(stderr, "nhmc: %s: %s\n", s->file, err);                                           \
        return NH_HOOK_BAD;                                                                        \
    }                                                                                              \
    static int name(const struct nh_scenario *s, size_t i, void *c, char(*text)[NH_GRID_TEXT],     \
                    void *result)

/* The cost hooks of method auto from a kind's K_exact_cost(const case *)
 * and K_trial_cost(const case *). */
#define NH_COST_HOOKS(K, case_type)                                                                \
    static double exact_cost(const struct nh_scenario *s, const void *c)                           \
    {                                                                                              \
        (void)s;                                                                                   \
        return K##_exact_cost((const case_type *)c);                                               \
    }                                                                                              \
    static double trial_cost(const struct nh_scenario *s, const void *c)                           \
    {                                                                                              \
        (void)s;                                                                                   \
        return K##_trial_cost((const case_type *)c);                                               \
    }                                                                                              \
    static double trial_cost(const struct nh_scenario *s, const void *c)

/* A kind whose result is its statistics (struct K_stats) from the exact
 * pmfs of its histograms or from its tally: K_stats_from_pmfs, and
 * K_stats_from_tally, which NH_STATS_FROM_TALLY writes (the tally's
 * histograms normalised, tally_pmfs).  Both return 0 or -1 (no memory, or
 * an empty tally). */
#define NH_STATS_FUNCTIONS(K)                                                                      \
    int K##_stats_from_pmfs(const struct K##_case *c, const struct nh_pmf *f,                      \
                            struct K##_stats *s);                                                  \
    int K##_stats_from_tally(const struct K##_case *c, const struct nh_tally *t,                   \
                             struct K##_stats *s)
#define NH_STATS_FROM_TALLY(K, nhist)                                                              \
    int K##_stats_from_tally(const struct K##_case *c, const struct nh_tally *t,                   \
                             struct K##_stats *s)                                                  \
    {                                                                                              \
        struct nh_pmf f[nhist];                                                                    \
        uint64_t n = tally_total(t, 0);                                                            \
        int st = tally_pmfs(t, nhist, f);                                                          \
        if (st == 0)                                                                               \
            st = K##_stats_from_pmfs(c, f, s);                                                     \
        else                                                                                       \
            memset(s, 0, sizeof *s);                                                               \
        s->n = n;                                                                                  \
        K##_exact_free(f);                                                                         \
        return st;                                                                                 \
    }                                                                                              \
    int K##_stats_from_tally(const struct K##_case *c, const struct nh_tally *t,                   \
                             struct K##_stats *s)

/* The solve and summarise hooks of a kind whose result is its statistics,
 * made from the exact pmfs of its nhist histograms (K_exact, freed by
 * K_exact_free, then K_stats_from_pmfs) or from its tally
 * (K_stats_from_tally). */
#define NH_STATS_HOOKS(K, nhist)                                                                   \
    static int solve(const struct nh_scenario *s, const struct nh_case_view *v)                    \
    {                                                                                              \
        struct nh_pmf f[nhist];                                                                    \
        (void)s;                                                                                   \
        if (K##_exact(v->c, f) != 0)                                                               \
            return NH_HOOK_NOMEM;                                                                  \
        int st = K##_stats_from_pmfs(v->c, f, v->result);                                          \
        K##_exact_free(f);                                                                         \
        return st == 0 ? 0 : NH_HOOK_NOMEM;                                                        \
    }                                                                                              \
    static int summarise(const struct nh_scenario *s, const struct nh_case_view *v)                \
    {                                                                                              \
        (void)s;                                                                                   \
        return K##_stats_from_tally(v->c, v->tally, v->result) == 0 ? 0 : NH_HOOK_NOMEM;           \
    }                                                                                              \
    static int summarise(const struct nh_scenario *s, const struct nh_case_view *v)

/* The fields of a kind's `struct nh_experiment` that every kind fills from
 * hooks of the same names: the cost hooks (NH_COST_HOOKS), `count` and
 * `make_case` (NH_COUNT_HOOK, NH_CASE_HOOK), its own `table` and `solve`, its
 * picture `plot` and its job kind K_job_kind (jobs.h).  Each entry names
 * this first, then what is the kind's own. */
#define NH_EXPERIMENT_COMMON(K)                                                                    \
    .exact_cost = exact_cost, .trial_cost = trial_cost, .jobs = &K##_job_kind, .table = table,     \
    .count = count, .make_case = make_case, .solve = solve, .plot = &plot

/* And what a kind whose table holds values (grace, pray, sanity) fills from
 * hooks of the same names: its statistics `struct K_stats`, their summary,
 * a row's values and the value list, its columns, verdict and exact note. */
#define NH_EXPERIMENT_VALUES(K)                                                                    \
    .result_size = sizeof(struct K##_stats), .columns = columns, .value_list = value_list,         \
    .summarise = summarise, .row_values = row_values, .verdict = verdict, .exact_note = "(exact)"

#endif
