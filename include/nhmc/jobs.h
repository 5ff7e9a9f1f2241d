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

#endif
