/* dice: the game's random primitives (docs/rules.md, Dice; rnz; rnl). */
#include "nhmc/dice.h"

#include <stdlib.h>

int nh_rn2(nh_pcg32 *rng, int x)
{
    return (int)pcg32_bounded(rng, (uint32_t)x);
}

int nh_rnd(nh_pcg32 *rng, int x)
{
    return (int)pcg32_bounded(rng, (uint32_t)x) + 1;
}

int nh_d(nh_pcg32 *rng, int n, int x)
{
    int sum = n;
    for (int i = 0; i < n; i++)
        sum += (int)pcg32_bounded(rng, (uint32_t)x);
    return sum;
}

int nh_rne_cap(int xl)
{
    return xl < 15 ? 5 : xl / 3;
}

int nh_rne(nh_pcg32 *rng, int x, int xl)
{
    int cap = nh_rne_cap(xl), k = 1;
    while (k < cap && nh_rn2(rng, x) == 0)
        k++;
    return k;
}

int nh_rnz(nh_pcg32 *rng, int i, int xl)
{
    /* The game works in long; int64_t is at least as wide everywhere. */
    int64_t x = i;
    int64_t t = 1000 + nh_rn2(rng, 1000);
    t *= nh_rne(rng, 4, xl);
    if (nh_rn2(rng, 2))
        x = x * t / 1000;
    else
        x = x * 1000 / t;
    return (int)x;
}

static int sign(int v)
{
    return (v > 0) - (v < 0);
}

int nh_rnl_adjustment(int x, int luck, enum nh_variant variant)
{
    if (variant == NH_V343)
        return (x <= 15 && luck >= -5) ? luck / 3 : luck;
    return x <= 15 ? ((abs(luck) + 1) / 3) * sign(luck) : luck;
}

int nh_rnl(nh_pcg32 *rng, int x, int luck, enum nh_variant variant)
{
    int a = nh_rnl_adjustment(x, luck, variant);
    int i = nh_rn2(rng, x);
    /* 3.4.3 makes the second draw whenever Luck is nonzero, even if the
     * adjustment is 0; later versions only when the adjustment is nonzero. */
    int apply;
    if (variant == NH_V343)
        apply = luck != 0 && nh_rn2(rng, 50 - luck) != 0;
    else
        apply = a != 0 && nh_rn2(rng, 37 + abs(a)) != 0;
    if (apply) {
        i -= a;
        if (i < 0)
            i = 0;
        else if (i >= x)
            i = x - 1;
    }
    return i;
}
