/* grace_sim: one grace case through the threaded runner. */
#include "kinds/grace/grace.h"
#include "nhmc/runner.h"

struct sim {
    const struct grace_case *c;
    uint64_t seed;
};

static void sim_block(void *ctx, uint64_t block, uint32_t n, struct nh_tally *local)
{
    const struct sim *s = ctx;
    grace_run_block(s->c, s->seed, block, n, local);
}

int grace_simulate(const struct grace_case *c, uint64_t seed, uint64_t trials, int threads,
                   struct nh_tally *t)
{
    struct sim s = {c, seed};
    if (grace_tally_init(t, c) != 0)
        return -1;
    if (runner_run_one(&s, sim_block, seed, trials, threads, t) != 0) {
        tally_free(t);
        return -1;
    }
    return 0;
}
