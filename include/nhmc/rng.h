/* rng: PCG32 (XSH RR 64/32), stream derivation, bounded draws, lanes.
 *
 * PCG32 is written from O'Neill's published description (pcg-random.org,
 * "PCG: A Family of Simple Fast Space-Efficient Statistically Good
 * Algorithms for Random Number Generation", 2014): a 64-bit LCG whose output
 * is permuted by an xorshift and a random rotation.  Seeding follows the
 * reference pcg32_srandom_r so known-answer vectors apply.
 *
 * Streams: a run is fixed by (seed, scenario).  Trial block b of job j uses
 * generators derived from (seed, j, b, lane) only, never from a thread id.
 */
#ifndef NHMC_RNG_H
#define NHMC_RNG_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Width of a lane batch: the number of trials a kernel steps together. */
#define NH_LANES 256

typedef struct {
    uint64_t state;
    uint64_t inc; /* always odd: selects the stream */
} nh_pcg32;

#define NH_PCG32_MULT 6364136223846793005ULL

/* Reference seeding: the same sequence as pcg32_srandom_r(initstate, initseq). */
void pcg32_seed(nh_pcg32 *rng, uint64_t initstate, uint64_t initseq);

/* The generator for lane `lane` of trial block `block` of job `job`. */
void pcg32_seed_stream(nh_pcg32 *rng, uint64_t seed, uint64_t job, uint64_t block, uint64_t lane);

/* SplitMix64's output function (Steele, Lea and Flood 2014): a bijection with
 * full avalanche, used to derive stream keys and lane states. */
static inline uint64_t nh_mix64(uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

/* The counting build (-DNHMC_COUNT_DRAWS: the bench's draw counter and its
 * test only, never the program) adds one to nh_pcg32_draws for every output
 * a kernel computes, to measure the draws a trial needs.  One counter for
 * the process: count with one thread. */
#ifdef NHMC_COUNT_DRAWS
extern uint64_t nh_pcg32_draws;
#define NH_COUNT_DRAW() ((void)nh_pcg32_draws++)
#else
#define NH_COUNT_DRAW() ((void)0)
#endif

static inline uint32_t pcg32_output(uint64_t old)
{
    NH_COUNT_DRAW();
    uint32_t xorshifted = (uint32_t)(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = (uint32_t)(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((-rot) & 31u));
}

static inline uint32_t pcg32_next(nh_pcg32 *rng)
{
    uint64_t old = rng->state;
    rng->state = old * NH_PCG32_MULT + rng->inc;
    return pcg32_output(old);
}

/* Uniform draw in 0..n-1 (n >= 1) by multiply-shift (Lemire), without
 * rejection: the largest deviation of any outcome's probability from 1/n is
 * below 1/2^32 (2.3e-10), far under what any run here can resolve, and the
 * draw has no data-dependent branch so lane loops vectorise. */
static inline uint32_t nh_bounded(uint32_t u, uint32_t n)
{
    return (uint32_t)(((uint64_t)u * (uint64_t)n) >> 32);
}

static inline uint32_t pcg32_bounded(nh_pcg32 *rng, uint32_t n)
{
    return nh_bounded(pcg32_next(rng), n);
}

/* NH_LANES generators in structure-of-arrays form, stepped together. */
typedef struct {
    uint64_t state[NH_LANES];
    uint64_t inc[NH_LANES];
} nh_pcg32_lanes;

/* Lane i is pcg32_seed_stream(seed, job, block, first_lane + i). */
void pcg32_lanes_seed(nh_pcg32_lanes *lanes, uint64_t seed, uint64_t job, uint64_t block,
                      uint64_t first_lane);

/* One output from each of the first n lanes (n <= NH_LANES). */
void pcg32_lanes_next(nh_pcg32_lanes *lanes, uint32_t *out, int n);

/* acc[l] += 1 + a uniform draw below n (nh_bounded) from lane l's
 * generator (state, inc: a nh_pcg32_lanes' arrays), for every lane: a die
 * of n sides rolled in each lane.  acc, state and inc do not overlap. */
void pcg32_lanes_add_die(int32_t *acc, uint64_t *state, const uint64_t *inc, uint32_t n);

/* Take lane i out as a scalar generator, and put it back. */
static inline nh_pcg32 pcg32_lanes_get(const nh_pcg32_lanes *lanes, int i)
{
    nh_pcg32 r = {lanes->state[i], lanes->inc[i]};
    return r;
}

static inline void pcg32_lanes_put(nh_pcg32_lanes *lanes, int i, nh_pcg32 r)
{
    lanes->state[i] = r.state;
    lanes->inc[i] = r.inc;
}

#ifdef __cplusplus
}
#endif

#endif
