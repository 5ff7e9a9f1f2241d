/* bench: the timing helpers of the kinds' bench cases (bench.h). */
#include "nhmc/bench.h"

#include <time.h>

#include "nhmc/jobs.h"
#include "nhmc/runner.h"
#include "nhmc/tally.h"

double bench_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

double bench_blocks(const struct nh_job_kind *jk, const void *c, uint64_t blocks,
                    struct nh_tally *t)
{
    if (jk->tally_init(t, c) != 0)
        return -1.0;
    double t0 = bench_now();
    for (uint64_t b = 0; b < blocks; b++)
        jk->run_block(c, 1, b, NH_BLOCK_TRIALS, t);
    return bench_now() - t0;
}
