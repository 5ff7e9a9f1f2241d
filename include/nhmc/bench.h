/* bench: a kind's cases of `make bench` (tools/bench.c), reached from the
 * registry (kind.h, struct nh_kind's bench): each times one kernel, and
 * bench prints its figure, its ratio to the raw PCG32 throughput of the
 * same run and, from the counting build (-DNHMC_COUNT_DRAWS), its draws per
 * trial and rng efficiency.  The cases live in src/kinds/K/K_bench.c; the
 * loop that times them is here (src/engine/bench.c).
 */
#ifndef NHMC_BENCH_H
#define NHMC_BENCH_H

#include <stddef.h>
#include <stdint.h>

struct nh_job_kind;
struct nh_tally;

/* What one timed run did: its trials (a hero, an rnz call, a timeline, a
 * prayer, a fight, a monster) and its seconds. */
struct nh_bench_run {
    double trials, seconds;
};

/* What bench_trials counts as the trials: the count of one histogram of
 * the tally (an index), of its last, or every trial of the blocks; with
 * NH_BENCH_VALUE_SUM every trial too, and the figure is the sum of the
 * values of histogram 0 (a regen trial's turns) per second. */
enum { NH_BENCH_LAST_HIST = -1, NH_BENCH_ALL_TRIALS = -2, NH_BENCH_VALUE_SUM = -3 };

/* How the usual loop times a case: `blocks` blocks of NH_BLOCK_TRIALS
 * trials on one thread, the trials counted as `hist` says, the figure the
 * trials per second times `per_trial` (0: 1), e.g. 20 kills a kitten. */
struct nh_bench_plan {
    uint64_t blocks;
    int hist;
    double per_trial;
};

/* The largest case the usual loop makes (a job kind's case_size). */
#define NH_BENCH_CASE_MAX 4096

/* How a kind times its cases alike, and the words of their figure. */
struct nh_bench_how {
    const char *unit; /* the figure's unit: "calls/s" */
    /* The figure's name=value line is the case's name and this
     * ("_turns_per_s"); NULL: no such line, unless the case names one. */
    const char *figure;
    int ratio_digits; /* the ratio's decimals */
    /* The usual loop (engine/bench.c): make_case writes case `arg` of job
     * kind `job` into c (zeroed, job->case_size bytes, at most
     * NH_BENCH_CASE_MAX) and its plan;
     * returns 0, or -1 when it cannot. */
    const struct nh_job_kind *job;
    int (*make_case)(int arg, void *c, struct nh_bench_plan *plan);
};

struct nh_bench_case {
    /* The kernel's name: bench's lines NAME_trials_per_s,
     * NAME_draws_per_trial and NAME_rng_efficiency. */
    const char *name;
    const char *label; /* its line for people: "rnz(350) at XL 1" */
    const struct nh_bench_how *how;
    int arg; /* the case's, for the how's make_case or run */
    /* The figure's and the ratio's name=value lines where they are not
     * NAME + how->figure and NAME_ratio (NULL: those). */
    const char *figure_name, *ratio_name;
    /* A loop of its own instead of the how's (NULL: none): time the case
     * once on `threads` threads, its figure in the how's unit, and in *r
     * its trials and seconds; 0 when it could not run. */
    double (*run)(int arg, int threads, struct nh_bench_run *r);
    /* Also timed on every thread (NULL: one only; a case with a run):
     * bench prints THREADS_per_s_Nt and THREADS_scaling_Nt for this name. */
    const char *threads_name;
    /* The seconds of an exact table, its name=value line and its line for
     * people (NULL: none); -1 when memory ran out. */
    double (*exact)(void);
    const char *exact_name, *exact_label;
};

/* Seconds since an arbitrary start (a monotonic clock). */
double bench_now(void);

/* Run `blocks` blocks of NH_BLOCK_TRIALS trials of case c of job kind jk on
 * one thread, as the runner cuts them (seed 1), into t (initialised here;
 * the caller frees it), and return the seconds they took; -1 when t could
 * not be made. */
double bench_blocks(const struct nh_job_kind *jk, const void *c, uint64_t blocks,
                    struct nh_tally *t);

/* bench_blocks, then the trials (histogram `hist` of the tally counted, or
 * as above) and the seconds into *r; returns the trials per second (with
 * NH_BENCH_VALUE_SUM the values summed per second), or 0 when the tally
 * could not be made. */
double bench_trials(const struct nh_job_kind *jk, const void *c, uint64_t blocks, int hist,
                    struct nh_bench_run *r);

/* Time case bc once on `threads` threads (one but for a case with its own
 * run): its figure, and its trials and seconds in *r; 0 when it could not
 * run. */
double bench_case_run(const struct nh_bench_case *bc, int threads, struct nh_bench_run *r);

/* The names of bc's figure line (NULL: none) and ratio line, in buf. */
const char *bench_figure_name(const struct nh_bench_case *bc, char *buf, size_t len);
const char *bench_ratio_name(const struct nh_bench_case *bc, char *buf, size_t len);

#endif
