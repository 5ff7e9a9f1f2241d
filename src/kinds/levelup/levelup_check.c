/* levelup_check: what kind levelup cannot run, said before it runs. */
#include <stdio.h>

#include "kinds/levelup/levelup.h"

int levelup_grid_check(const struct nh_hero_grid *g, char *err, size_t errlen)
{
    bool dnh = false;
    for (int v = 0; v < g->nvariants; v++)
        dnh |= g->variants[v] == NH_VDNH;
    if (!dnh)
        return 0;
    for (int c = 0; c < g->ncon; c++)
        if (g->con[c] == NH_CON_ROLLED) {
            snprintf(err, errlen,
                     "rolled Con is not modelled for dnethack (its starting attributes are "
                     "not in variants.md); expected Con values such as 16 or 3-25");
            return LEVELUP_BAD_CON;
        }
    for (int s = 0; s < g->nstages; s++)
        if (g->stages[s] >= NH_MAXULEV) {
            snprintf(err, errlen,
                     "XL past 30 is not modelled for dnethack (gains at XL 30 go to the "
                     "soft-capped max-HP bonus, variants.md §B.1, §B.3); expected XL 1-30");
            return LEVELUP_BAD_XL;
        }
    return 0;
}
