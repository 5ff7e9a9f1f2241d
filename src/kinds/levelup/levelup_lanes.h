/* levelup_lanes: the die arithmetic and the tally both of levelup's lane
 * kernels use (levelup_kernel.c, levelup_kernel_dice.c), in 32-bit lanes. */
#ifndef NHMC_LEVELUP_LANES_H
#define NHMC_LEVELUP_LANES_H

#include <stddef.h>
#include <stdint.h>

#include "nhmc/tally.h"

/* floor(v * n / 2^32) and (v * n) mod 2^32 for n < 2^15 in 32-bit
 * arithmetic (v * n = hi * 2^16 + lo with hi = (v >> 16) * n and
 * lo = (v & 0xffff) * n, both below 2^32): the same numbers as the 64-bit
 * product, in lanes of 32 bits, which the vectoriser multiplies directly
 * (it splits a 64-bit product of a 32-bit value into three).  So
 * mulhi_small(v, n) is nh_bounded(v, n) (nhmc/rng.h) for n < 2^15. */
static inline uint32_t mulhi_small(uint32_t v, uint32_t n)
{
    return ((v >> 16) * n + (((v & 0xffffu) * n) >> 16)) >> 16;
}

static inline uint32_t mullo_small(uint32_t v, uint32_t n)
{
    return (((v >> 16) * n) << 16) + (v & 0xffffu) * n;
}

/* Each of the first n lanes' value v counted in histogram h at v - lo. */
static inline void levelup_tally_lanes(struct nh_tally *t, size_t h, const int32_t *v, int n,
                                       int32_t lo)
{
    uint64_t *counts = tally_hist(t, h);
    for (int i = 0; i < n; i++)
        counts[v[i] - lo]++;
}

#endif
