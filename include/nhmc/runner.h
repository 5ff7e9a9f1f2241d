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

/* A run split across processes (nhmc-mpi, src/mpi/): of the blocks of all
 * the jobs, numbered job by job, process `part` of `nparts` runs an equal
 * run (to one block), on its threads as usual; the tallies are then summed
 * over the processes.  Each knows its share from arithmetic alone, without
 * any message, and the sums equal a run in one process.
 *
 * While the threads run, the calling thread holds rounds: exchange() sums
 * counts[NH_SPLIT_COUNTS] over every process (each calls it the same number
 * of times); the rounds end in the first one where every process has
 * finished, so all leave together.  A failure anywhere stops every
 * process's threads.  exchange() returns 0, or -1 when the processes are
 * out of step (one has left the run): the run then fails here, with the
 * message printed by the split's owner. */
enum { NH_SPLIT_DONE, NH_SPLIT_FINISHED, NH_SPLIT_FAILED, NH_SPLIT_COUNTS };
struct nh_runner_split {
    uint64_t part, nparts;
    bool draws_progress; /* this process draws the progress bar, for all */
    int (*exchange)(void *ctx, const uint64_t here[NH_SPLIT_COUNTS], uint64_t all[NH_SPLIT_COUNTS]);
    /* After a good run: every job's tallies summed over the processes, in
     * every process (so every process goes on the same way).  0 or -1. */
    int (*combine)(void *ctx, const struct nh_jobs *j);
    void *ctx;
};

/* Split every later run of this process as s says (NULL: no split; s must
 * outlive the runs). */
void runner_set_split(const struct nh_runner_split *s);

/* Where a run without threads (-DNHMC_NO_THREADS: the WebAssembly build,
 * whose page shows how far a Monte Carlo run is) reports its progress:
 * report(trials done, trials in all) is called by the run's one thread
 * after each unit of work (64 blocks; the last one's at the end).  NULL (the
 * default): not reported.  A build with threads draws its bar on a
 * terminal instead and never calls it. */
void runner_set_progress(void (*report)(uint64_t done, uint64_t total));

/* The work units of njobs jobs of `trials` trials each: UINT64_MAX if
 * they, or the blocks of all the jobs, cannot be counted in 64 bits.  Planning is this arithmetic
 * alone: no memory grows with the trials. */
uint64_t runner_units(size_t njobs, uint64_t trials);

/* The processors this process may run on (at least 1). */
int runner_default_threads(void);

/* `trials` trials of every job of j into its tallies (already shaped).
 * Returns 0, or -1 if a thread or memory could not be had (message
 * printed). */
int runner_run(const struct nh_jobs *j, uint64_t trials, const struct nh_run_options *opt);

#endif
