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
/* The cap of rne() at experience level xl: 5 below XL 15, else XL/3 (docs/rules.md, Dice). */
int nh_rne_cap(int xl);
/* rne(x) at experience level xl: 1..cap, geometric with ratio 1/x. */
int nh_rne(nh_pcg32 *rng, int x, int xl);
/* rnz(i) at experience level xl (docs/rules.md, rnz), computed in 64-bit like the game. */
int nh_rnz(nh_pcg32 *rng, int i, int xl);
/* rnl(x) with Luck `luck`, in the variant's form (docs/rules.md, rnl): 3.4.3, or
 * 3.6.7 and later. */
int nh_rnl(nh_pcg32 *rng, int x, int luck, enum nh_variant variant);
/* The Luck adjustment rnl() applies for (x, luck) in the variant's form. */
int nh_rnl_adjustment(int x, int luck, enum nh_variant variant);

#endif
