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

/* Each game's rne(), src/rnd.c:
 * - 3.4.3, 3.6.7, 5.0 and EvilHack c444f6a3: utmp = u.ulevel < 15 ? 5 :
 *   u.ulevel / 3; tmp = 1; while (tmp < utmp && !rn2(x)) tmp++.  For
 *   u.ulevel >= 1, u.ulevel < 15 is exactly u.ulevel / 3 < 5, so the cap is
 *   max(5, u.ulevel / 3).
 * - xNetHack 3dd346ca: while (tmp < 10 && !rn2(x)) tmp++, at every level;
 *   max(10, u.ulevel / 3) is 10 for u.ulevel <= 30.
 * - UnNetHack 24dce727: vanilla's utmp, but each step continues on
 *   rnf(2, x + 2), i.e. rn2(x + 2) < 2 (all MAXULEV/3 draws are made before
 *   the loop; only those the loop reads matter to the distribution).
 * dNetHack: vanilla's (docs/rules.md, Dice), drawn by its prayer; FIQHack:
 * vanilla's, unread (no kind draws its rne). */
static const struct nh_rne_rule rne_rules[NH_VARIANT_COUNT] = {
    [NH_V343] = {5, 1, 0}, [NH_V367] = {5, 1, 0},  [NH_V50] = {5, 1, 0},  [NH_VFIQ] = {5, 1, 0},
    [NH_VDNH] = {5, 1, 0}, [NH_VXNH] = {10, 1, 0}, [NH_VEVH] = {5, 1, 0}, [NH_VUNH] = {5, 2, 2},
};

const struct nh_rne_rule *nh_rne_rule(enum nh_variant v)
{
    return &rne_rules[v];
}

int nh_rne_cap(enum nh_variant v, int xl)
{
    int cap = rne_rules[v].cap_min;
    return xl / 3 > cap ? xl / 3 : cap;
}

int nh_rne(nh_pcg32 *rng, int x, int xl, enum nh_variant v)
{
    const struct nh_rne_rule *r = &rne_rules[v];
    int cap = nh_rne_cap(v, xl), k = 1;
    while (k < cap && nh_rn2(rng, x + r->add) < r->num)
        k++;
    return k;
}

int nh_rnz(nh_pcg32 *rng, int i, int xl, enum nh_variant v)
{
    /* The game works in long; int64_t is at least as wide everywhere. */
    int64_t x = i;
    int64_t t = 1000 + nh_rn2(rng, 1000);
    t *= nh_rne(rng, 4, xl, v);
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
