/* levelup_sim: one levelup case through the threaded runner. */
#include "nhmc/levelup.h"
#include "nhmc/runner.h"

struct one_case {
    const struct levelup_case *c;
    struct nh_tally *t;
    uint64_t seed;
};

static struct nh_tally *one_tally(void *ctx, size_t job)
{
    (void)job;
    return ((struct one_case *)ctx)->t;
}

static void one_block(void *ctx, size_t job, uint64_t block, uint32_t n, struct nh_tally *local)
{
    const struct one_case *oc = ctx;
    (void)job;
    levelup_run_block(oc->c, oc->seed, block, n, local);
}

int levelup_simulate(const struct levelup_case *c, uint64_t seed, uint64_t trials, int threads,
                     struct nh_tally *t)
{
    if (levelup_tally_init(t, c) != 0)
        return -1;
    struct one_case oc = {c, t, seed};
    struct nh_jobset js = {&oc, 1, trials, seed, one_tally, one_block};
    struct nh_run_options ro = {threads, false};
    if (runner_run(&js, &ro) != 0) {
        tally_free(t);
        return -1;
    }
    return 0;
}
