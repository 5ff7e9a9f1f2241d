/* dice: NetHack's random primitives on top of PCG32 (docs/rules.md, Dice).
 *
 * These are the game's functions as distributions: each makes the same number
 * of draws as the game (where that is defined) from our generator.  The base
 * draw RND(x) is a multiply-shift bounded draw (rng.h).
 */
#ifndef NHMC_DICE_H
#define NHMC_DICE_H

#include "nhmc/rng.h"
#include "nhmc/variant.h"

/* rn2(x): 0..x-1.  x must be >= 1. */
int nh_rn2(nh_pcg32 *rng, int x);
/* rnd(x): 1..x.  x must be >= 1. */
int nh_rnd(nh_pcg32 *rng, int x);
/* d(n,x): sum of n rolls of 1..x; n = 0 gives 0 with no draw. */
int nh_d(nh_pcg32 *rng, int n, int x);
/* rne(x) in a variant (docs/rules.md, Dice), as data: k counts up from 1
 * while k < cap and a draw rn2(x + add) < num succeeds, the cap being
 * max(cap_min, XL / 3).  Vanilla: num 1, add 0 (!rn2(x)), cap_min 5 (5 below
 * XL 15, XL/3 from there); xNetHack: cap_min 10; UnNetHack: num 2, add 2. */
struct nh_rne_rule {
    int cap_min;
    int num, add;
};
const struct nh_rne_rule *nh_rne_rule(enum nh_variant v);
/* The cap of rne() at experience level xl in the variant. */
int nh_rne_cap(enum nh_variant v, int xl);
/* rne(x) at experience level xl in the variant: 1..cap. */
int nh_rne(nh_pcg32 *rng, int x, int xl, enum nh_variant v);
/* rnz(i) at experience level xl in the variant (docs/rules.md, rnz),
 * computed in 64-bit like the game. */
int nh_rnz(nh_pcg32 *rng, int i, int xl, enum nh_variant v);
/* rnl(x) with Luck `luck`, in the variant's form (docs/rules.md, rnl): 3.4.3, or
 * 3.6.7 and later. */
int nh_rnl(nh_pcg32 *rng, int x, int luck, enum nh_variant variant);
/* The Luck adjustment rnl() applies for (x, luck) in the variant's form. */
int nh_rnl_adjustment(int x, int luck, enum nh_variant variant);

#endif
