/* bench: the loop that times the kinds' bench cases, and its helpers
 * (bench.h). */
#include "nhmc/bench.h"

#include <stdbool.h>
#include <stdio.h>
#include <stddef.h>
#include <string.h>
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

/* The sum of the values of histogram 0 of t: every trial's outcome. */
static double value_sum(const struct nh_tally *t)
{
    const uint64_t *h = tally_hist(t, 0);
    uint64_t sum = 0;
    for (uint32_t i = 0; i < t->width[0]; i++)
        sum += h[i] * (uint64_t)(t->lo[0] + (int32_t)i);
    return (double)sum;
}

double bench_trials(const struct nh_job_kind *jk, const void *c, uint64_t blocks, int hist,
                    struct nh_bench_run *r)
{
    struct nh_tally t;
    double dt = bench_blocks(jk, c, blocks, &t);
    if (dt < 0.0)
        return 0.0;
    size_t h = hist == NH_BENCH_LAST_HIST ? t.nhist - 1 : (size_t)hist;
    bool all = hist == NH_BENCH_ALL_TRIALS || hist == NH_BENCH_VALUE_SUM;
    r->trials = all ? (double)blocks * NH_BLOCK_TRIALS : (double)tally_total(&t, h);
    r->seconds = dt;
    double counted = hist == NH_BENCH_VALUE_SUM ? value_sum(&t) : r->trials;
    tally_free(&t);
    return counted / dt;
}

double bench_case_run(const struct nh_bench_case *bc, int threads, struct nh_bench_run *r)
{
    const struct nh_bench_how *how = bc->how;
    if (bc->run)
        return bc->run(bc->arg, threads, r);
    /* on the stack, as a caller's case usually is */
    _Alignas(max_align_t) unsigned char c[NH_BENCH_CASE_MAX];
    struct nh_bench_plan plan = {0, 0, 0.0};
    double per_s = 0.0;
    if (how->job->case_size > sizeof c)
        return 0.0;
    memset(c, 0, how->job->case_size);
    if (how->make_case(bc->arg, c, &plan) == 0)
        per_s = bench_trials(how->job, c, plan.blocks, plan.hist, r);
    return plan.per_trial > 0.0 ? per_s * plan.per_trial : per_s;
}

const char *bench_figure_name(const struct nh_bench_case *bc, char *buf, size_t len)
{
    if (bc->figure_name)
        return bc->figure_name;
    if (bc->how->figure == NULL)
        return NULL;
    snprintf(buf, len, "%s%s", bc->name, bc->how->figure);
    return buf;
}

const char *bench_ratio_name(const struct nh_bench_case *bc, char *buf, size_t len)
{
    if (bc->ratio_name)
        return bc->ratio_name;
    snprintf(buf, len, "%s_ratio", bc->name);
    return buf;
}
