/* jobs: the cases of one run, each case's row texts, and (Monte Carlo) each
 * case's tally, run on the threaded runner.  The experiments of every kind
 * hold their cases here; the kind says how big a case is and how to shape
 * and fill its tally.
 */
#ifndef NHMC_JOBS_H
#define NHMC_JOBS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "nhmc/output.h"
#include "nhmc/tally.h"

struct nh_job_kind {
    size_t case_size;
    /* shape t for case c; 0 or -1 */
    int (*tally_init)(struct nh_tally *t, const void *c);
    /* simulate n trials of block `block` of case c into t */
    void (*run_block)(const void *c, uint64_t seed, uint64_t block, uint32_t n, struct nh_tally *t);
};

/* Define `name`, the job kind of a kind whose cases are `case_type`, from its
 * typed kernel entries int tally_init(struct nh_tally *, const case_type *)
 * and void run_block(const case_type *, seed, block, n, struct nh_tally *). */
#define NH_JOB_KIND(name, case_type, tally_init_fn, run_block_fn)                                  \
    static int name##_tally_init(struct nh_tally *t, const void *c)                                \
    {                                                                                              \
        return tally_init_fn(t, (const case_type *)c);                                             \
    }                                                                                              \
    static void name##_run_block(const void *c, uint64_t seed, uint64_t block, uint32_t n,         \
                                 struct nh_tally *t)                                               \
    {                                                                                              \
        run_block_fn((const case_type *)c, seed, block, n, t);                                     \
    }                                                                                              \
    const struct nh_job_kind name = {sizeof(case_type), name##_tally_init, name##_run_block}

/* The Monte Carlo entry points every kind's kernel offers (K.h declares
 * them with this macro; the kind's header says what its histograms hold):
 * - K_tally_init: shape t for case c, one histogram per measure over every
 *   value the rules allow.  Returns 0, or -1 (a case out of range, or no
 *   memory).
 * - K_case_key: the stream key of a case, from its content (a kind tag in
 *   the top byte), so that the same case draws the same numbers in any grid.
 * - K_run_block: ntrials trials of block `block` of case c, drawn from the
 *   streams of (seed, K_case_key(c), block), added to t.
 * - K_job_kind: the job kind of those cases; jobs_simulate(&K_job_kind, ...)
 *   runs one case on threads. */
#define NH_KERNEL_FUNCTIONS(K, case_type)                                                          \
    int K##_tally_init(struct nh_tally *t, const struct case_type *c);                             \
    uint64_t K##_case_key(const struct case_type *c);                                              \
    void K##_run_block(const struct case_type *c, uint64_t seed, uint64_t block, uint32_t ntrials, \
                       struct nh_tally *t);                                                        \
    extern const struct nh_job_kind K##_job_kind

struct nh_jobs {
    const struct nh_job_kind *kind;
    uint64_t seed;
    size_t njobs;
    unsigned char *cases;                    /* njobs cases of kind->case_size */
    char (*text)[NH_MAX_GRID][NH_GRID_TEXT]; /* each case's grid texts */
    struct nh_tally *tallies;                /* NULL until jobs_init_tallies */
};

/* Room for n cases (zeroed) and their texts.  Returns 0 or -1. */
int jobs_alloc(struct nh_jobs *j, const struct nh_job_kind *kind, size_t n, uint64_t seed);
static inline void *jobs_case(const struct nh_jobs *j, size_t i)
{
    return j->cases + i * j->kind->case_size;
}
/* Shape every case's tally (Monte Carlo).  Returns 0 or -1. */
int jobs_init_tallies(struct nh_jobs *j);
/* `trials` trials of every case on the runner.  Returns 0 or -1 (message
 * printed by the runner). */
int jobs_run(struct nh_jobs *j, uint64_t trials, int threads, bool progress);
void jobs_free(struct nh_jobs *j);

/* One case of `kind` alone: shape t for it and add `trials` trials on
 * `threads` threads (no progress bar).  Returns 0, or -1 with t freed. */
int jobs_simulate(const struct nh_job_kind *kind, const void *c, uint64_t seed, uint64_t trials,
                  int threads, struct nh_tally *t);

#endif
