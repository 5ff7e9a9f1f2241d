/* sanity_sim: one sanity case through the threaded runner. */
#include "nhmc/runner.h"
#include "kinds/sanity/sanity.h"

struct sim {
    const struct sanity_case *c;
    uint64_t seed;
};

static void sim_block(void *ctx, uint64_t block, uint32_t n, struct nh_tally *local)
{
    const struct sim *s = ctx;
    sanity_run_block(s->c, s->seed, block, n, local);
}

int sanity_simulate(const struct sanity_case *c, uint64_t seed, uint64_t trials, int threads,
                    struct nh_tally *t)
{
    struct sim s = {c, seed};
    if (sanity_tally_init(t, c) != 0)
        return -1;
    if (runner_run_one(&s, sim_block, seed, trials, threads, t) != 0) {
        tally_free(t);
        return -1;
    }
    return 0;
}
