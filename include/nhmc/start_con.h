/* start_con: the exact distribution of the hero's starting Con (docs/rules.md,
 * Starting Con), by dynamic programming: no sampling.
 *
 * init_attr(75) places np = 75 - Σ attrbase points one attempt at a time; an
 * attempt on an attribute at its race maximum fails, and 100 failures in a
 * row end it.  Failures leave the attributes unchanged, so from a vector
 * whose full attributes carry selection weight W (of 100) the run of
 * failures is geometric: it ends there with probability (W/100)^100, and the
 * next point goes to the non-full attribute i with probability
 * eff[i]/100 · Σ_{j<100} (W/100)^j.  The DP walks the vectors by the number
 * of points placed, one layer at a time, updated in place; the attribute
 * with the most room is implicit (its offset is the points placed minus the
 * others' offsets) and the other five are indexed densely.
 * Then the 1-in-20 variation (docs/rules.md, Starting Con).  The inventory-weight boost
 * is not modelled, as in nh_roll_start_con.
 *
 * Precision: every probability is held and combined in long double; each
 * is a sum of products of non-negative factors (selection weights, exact
 * small integers, and the tabulated powers and geometric sums, built once
 * per W by repeated multiplication), with no subtraction anywhere, so
 * nothing cancels and the relative error of each probability grows only
 * linearly with the number of operations on its paths: a few hundred
 * long-double ulps, far below 1e-15.  The total is 1 to within ~1e-17.
 */
#ifndef NHMC_START_CON_H
#define NHMC_START_CON_H

#include "nhmc/attr_init.h"
#include "nhmc/hero_rules.h" /* NH_CON_MAX */
#include "nhmc/variant.h"

/* Exact distribution of the starting Con of a hero (docs/rules.md, Starting Con;
 * Starting Con tables): init_attr's point distribution with the 100-consecutive-
 * failure stop, then the 1-in-20 variation; the inventory-weight boost is not
 * modelled (as nh_roll_start_con).  prob[c] = P(Con = c) for c = 0..NH_CON_MAX
 * (zero outside the race's Con range, for a role/race pair the game allows).
 * Thread-safe; results are cached per (selection form, role, race).
 * Returns 0, or -1 if out of memory (or if v, role or race is out of range). */
int start_con_pmf(enum nh_variant v, int role, int race, long double prob[NH_CON_MAX + 1]);

/* The same before the variation step: the distribution of Con as
 * init_attr(75) leaves it (docs/rules.md, Starting Con).  Same caching and return value. */
int start_con_init_pmf(enum nh_variant v, int role, int race, long double prob[NH_CON_MAX + 1]);

/* The same for a problem given as data (nhmc/attr_init.h; a variant's own
 * init_attr, such as dNetHack's: nhmc/dnh_attr.h): points placed or taken
 * off, draws that pick no attribute drawn again, then the variation within
 * the problem's Con limits.  Not cached.  Returns 0, or -1 if out of memory
 * or if the problem is out of range (a Con bound past 0..NH_CON_MAX, a base
 * above its maximum, |np| > 100, picks beyond 100, or more than 2^22 states). */
int start_con_attr_pmf(const struct nh_attr_init *a, long double prob[NH_CON_MAX + 1]);
/* The same before the variation. */
int start_con_attr_init_pmf(const struct nh_attr_init *a, long double prob[NH_CON_MAX + 1]);

/* The 1-in-20 variation (docs/rules.md, Starting Con) applied to a Con distribution: with
 * probability 1/20, xd uniform on -2..+4, new Con = clamp(Con + xd, con_min,
 * con_max) (xd = 0 changes nothing, as adjattrib() returns at once).  in and out may be the same
 * array. */
void start_con_vary(const long double in[NH_CON_MAX + 1], int con_min, int con_max,
                    long double out[NH_CON_MAX + 1]);

#endif
