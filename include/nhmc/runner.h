/* runner: run the trial blocks of a set of jobs on threads and merge their
 * tallies.
 *
 * Trials of a job are cut into blocks of NH_BLOCK_TRIALS; block b of job j
 * draws only from streams derived from (seed, key(j), b), so the merged
 * tallies, and every byte written from them, are the same for any number of
 * threads.
 */
#ifndef NHMC_RUNNER_H
#define NHMC_RUNNER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "nhmc/tally.h"

#define NH_BLOCK_TRIALS 1024u

struct nh_jobset {
    void *ctx;
    size_t njobs;
    uint64_t trials; /* per job */
    uint64_t seed;
    /* the job's tally, already shaped; the runner adds to it */
    struct nh_tally *(*tally)(void *ctx, size_t job);
    /* simulate ntrials (<= NH_BLOCK_TRIALS) trials of block `block` of job
     * `job`, adding the outcomes to `local` (shaped like the job's tally) */
    void (*run_block)(void *ctx, size_t job, uint64_t block, uint32_t ntrials,
                      struct nh_tally *local);
};

struct nh_run_options {
    int threads;   /* >= 1 */
    bool progress; /* draw a progress bar on stderr (when it is a terminal
                      and the run takes more than about a second) */
};

/* Number of online processors (at least 1). */
int runner_default_threads(void);

/* Returns 0, or -1 if a thread or memory could not be had (message printed). */
int runner_run(const struct nh_jobset *js, const struct nh_run_options *opt);

/* Run `trials` trials of one job on `threads` threads into `t` (already
 * shaped): block(ctx, b, n, local) simulates n trials of block b into
 * local.  Returns 0, or -1 as runner_run. */
int runner_run_one(void *ctx,
                   void (*block)(void *ctx, uint64_t b, uint32_t n, struct nh_tally *local),
                   uint64_t seed, uint64_t trials, int threads, struct nh_tally *t);

#endif
