/* bench: a kind's cases of `make bench` (tools/bench.c), reached from the
 * registry (kind.h, struct nh_kind's bench): each times one kernel, and
 * bench prints its figure, its ratio to the raw PCG32 throughput of the
 * same run and, from the counting build (-DNHMC_COUNT_DRAWS), its draws per
 * trial and rng efficiency.  The cases live in src/kinds/K/K_bench.c.
 */
#ifndef NHMC_BENCH_H
#define NHMC_BENCH_H

#include <stdint.h>

struct nh_job_kind;
struct nh_tally;

/* What one timed run did: its trials (a hero, an rnz call, a timeline, a
 * prayer, a fight, a monster) and its seconds. */
struct nh_bench_run {
    double trials, seconds;
};

struct nh_bench_case {
    /* The kernel's name: bench's lines NAME_trials_per_s,
     * NAME_draws_per_trial and NAME_rng_efficiency. */
    const char *name;
    const char *label;       /* its line for people: "rnz(350) at XL 1" */
    const char *unit;        /* the figure's unit: "calls/s" */
    const char *figure_name; /* the figure's name=value line; NULL: none */
    const char *ratio_name;  /* the figure over PCG32 outputs per second */
    int ratio_digits;        /* the ratio's decimals */
    /* Time the case once on `threads` threads: its figure in unit, and in
     * *r its trials and seconds; 0 when it could not run.  `arg` is the
     * case's, for a run function that times several cases. */
    double (*run)(int arg, int threads, struct nh_bench_run *r);
    int arg;
    /* Also timed on every thread (NULL: one only): bench prints
     * THREADS_per_s_Nt and THREADS_scaling_Nt for this name. */
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

/* What bench_trials counts as the trials: the count of one histogram of
 * the tally (an index), of its last, or every trial of the blocks. */
enum { NH_BENCH_LAST_HIST = -1, NH_BENCH_ALL_TRIALS = -2 };
/* bench_blocks, then the trials (histogram `hist` of the tally counted, or
 * as above) and the seconds into *r; returns the trials per second, or 0
 * when the tally could not be made. */
double bench_trials(const struct nh_job_kind *jk, const void *c, uint64_t blocks, int hist,
                    struct nh_bench_run *r);

#endif
