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

struct nh_jobs;

struct nh_run_options {
    int threads;   /* >= 1 */
    bool progress; /* draw a progress bar on stderr (when it is a terminal
                      and the run takes more than about a second) */
};

/* Number of online processors (at least 1). */
int runner_default_threads(void);

/* `trials` trials of every job of j into its tallies (already shaped).
 * Returns 0, or -1 if a thread or memory could not be had (message
 * printed). */
int runner_run(const struct nh_jobs *j, uint64_t trials, const struct nh_run_options *opt);

#endif
