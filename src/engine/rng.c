/* rng: PCG32 seeding, stream derivation and lane stepping (see rng.h). */
#include "nhmc/rng.h"

#include "nhmc/simd.h"

#ifdef NHMC_COUNT_DRAWS
uint64_t nh_pcg32_draws;
#endif

void pcg32_seed(nh_pcg32 *rng, uint64_t initstate, uint64_t initseq)
{
    /* As the reference: start from 0 on stream initseq, step, add the seed,
     * step again, so nearby seeds do not give nearby states. */
    rng->state = 0u;
    rng->inc = (initseq << 1u) | 1u;
    (void)pcg32_next(rng);
    rng->state += initstate;
    (void)pcg32_next(rng);
}

/* The key of trial block `block` of job `job`: the mixer chained over the
 * coordinates, so every (seed, job, block) gets an unrelated key. */
static uint64_t block_key(uint64_t seed, uint64_t job, uint64_t block)
{
    return nh_mix64(nh_mix64(nh_mix64(seed) ^ job) ^ block);
}

/* Lane `lane` of a block starts at a mixed state and runs on its own stream
 * (odd increment): lanes of one block differ in both, blocks in both. */
#define NH_STREAM_SALT 0x57ea357ea357ea35ULL

void pcg32_seed_stream(nh_pcg32 *rng, uint64_t seed, uint64_t job, uint64_t block, uint64_t lane)
{
    uint64_t key = block_key(seed, job, block);
    rng->state = nh_mix64(key + lane);
    rng->inc = ((nh_mix64(key ^ NH_STREAM_SALT) + lane) << 1u) | 1u;
}

/* Clones only on static functions: clang's multiversioning would otherwise
 * need the attribute on every declaration in every file. */
NH_TARGET_CLONES
static void seed_all_lanes(uint64_t *restrict state, uint64_t *restrict inc, uint64_t key,
                           uint64_t first_lane)
{
    uint64_t stream = nh_mix64(key ^ NH_STREAM_SALT) + first_lane;
    for (int i = 0; i < NH_LANES; i++) {
        state[i] = nh_mix64(key + first_lane + (uint64_t)i);
        inc[i] = ((stream + (uint64_t)i) << 1u) | 1u;
    }
}

void pcg32_lanes_seed(nh_pcg32_lanes *lanes, uint64_t seed, uint64_t job, uint64_t block,
                      uint64_t first_lane)
{
    seed_all_lanes(lanes->state, lanes->inc, block_key(seed, job, block), first_lane);
}

/* All lanes: a compile-time trip count, so the loop vectorises even under
 * GCC's cheap -O2 cost model. */
NH_TARGET_CLONES
static void step_all_lanes(uint64_t *restrict st, const uint64_t *restrict inc,
                           uint32_t *restrict out)
{
    for (int i = 0; i < NH_LANES; i++) {
        uint64_t old = st[i];
        st[i] = old * NH_PCG32_MULT + inc[i];
        out[i] = pcg32_output(old);
    }
}

void pcg32_lanes_next(nh_pcg32_lanes *lanes, uint32_t *out, int n)
{
    if (n == NH_LANES) {
        step_all_lanes(lanes->state, lanes->inc, out);
        return;
    }
    for (int i = 0; i < n; i++) {
        uint64_t old = lanes->state[i];
        lanes->state[i] = old * NH_PCG32_MULT + lanes->inc[i];
        out[i] = pcg32_output(old);
    }
}

/* Static, as step_all_lanes: clang emits the resolver of a target_clones
 * function only where it is called, so an external one fails to link. */
NH_TARGET_CLONES
static void add_die_all_lanes(int32_t *restrict acc, uint64_t *restrict state,
                              const uint64_t *restrict inc, uint32_t n)
{
    for (int l = 0; l < NH_LANES; l++) {
        uint64_t old = state[l];
        state[l] = old * NH_PCG32_MULT + inc[l];
        acc[l] += 1 + (int32_t)nh_bounded(pcg32_output(old), n);
    }
}

void pcg32_lanes_add_die(int32_t *acc, uint64_t *state, const uint64_t *inc, uint32_t n)
{
    add_die_all_lanes(acc, state, inc, n);
}
