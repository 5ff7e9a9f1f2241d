/* attr_init: the problem init_attr() solves when it rolls a hero's starting
 * attributes (docs/rules.md, Starting Con; dNetHack starting Con), as data:
 * shared by the sampler of a variant and the exact distribution
 * (nhmc/start_con.h). */
#ifndef NHMC_ATTR_INIT_H
#define NHMC_ATTR_INIT_H

#include "nhmc/hero_rules.h" /* NH_ATTR_COUNT, A_CON */

/* np points placed (np > 0) or taken off (np < 0) one attempt at a time on
 * the attribute that x = rn2(100) picks: x picks attribute i for pick[i] of
 * its 100 values, and the values that pick none are drawn again (not
 * counted as a failure).  An attempt on an attribute at its bound (max for
 * a point placed, min for one taken off) fails; 100 failures in a row stop
 * it.  Then the 1-in-20 variation of Con within min..max. */
struct nh_attr_init {
    int np;
    int base[NH_ATTR_COUNT];
    int pick[NH_ATTR_COUNT];
    int min[NH_ATTR_COUNT], max[NH_ATTR_COUNT];
};

#endif
