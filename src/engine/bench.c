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

double bench_trials(const struct nh_job_kind *jk, const void *c, uint64_t blocks, int hist,
                    struct nh_bench_run *r)
{
    struct nh_tally t;
    double dt = bench_blocks(jk, c, blocks, &t);
    if (dt < 0.0)
        return 0.0;
    size_t h = hist == NH_BENCH_LAST_HIST ? t.nhist - 1 : (size_t)hist;
    r->trials =
        hist == NH_BENCH_ALL_TRIALS ? (double)blocks * NH_BLOCK_TRIALS : (double)tally_total(&t, h);
    r->seconds = dt;
    tally_free(&t);
    return r->trials / dt;
}
