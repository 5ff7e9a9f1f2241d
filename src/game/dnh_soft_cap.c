/* dnh_soft_cap: dNetHack's max-HP bonus and its soft cap (docs/rules.md,
 * dNetHack level gain at XL 30).  dNetHack compat-3.23.0 src/attrib.c,
 * maxhp() and calc_total_maxhp(); src/exper.c, pluslvl(). */
#include "nhmc/dnh_soft_cap.h"

#include <math.h>

#include "nhmc/dnh.h"
#include "nhmc/hero_rules.h"

/* trunc(v + xl * cq / 4): an int plus a double assigned to an int, as the
 * game does; the quarters keep it exact. */
static int add_con(int v, int xl, int con_quarters)
{
    return (4 * v + xl * con_quarters) / 4;
}

int dnh_hp_ceiling(int role, int race, int xl, int con_quarters)
{
    /* dNetHack src/attrib.c, maxhp(): the dice counted at their sides
     * (inrnd, lornd, hirnd as they stand), the low rate up to xlev
     * inclusive, then the Con bonus of every level, at least xl. */
    /* the hero table's data (dnh.h), an Anachrononaut's substitute race included */
    const struct nh_hpadv *r = dnh_role_hp(role), *a = dnh_race_hp(role, race);
    int xlev = dnh_xlev(role);
    int lo = r->lofix + a->lofix + r->lornd + a->lornd;
    int hi = r->hifix + a->hifix + r->hirnd + a->hirnd;
    int hp = r->infix + a->infix + r->inrnd + a->inrnd;
    if (xl <= xlev)
        hp += (xl - 1) * lo;
    else
        hp += (xlev - 1) * lo + (xl - xlev) * hi;
    hp = add_con(hp, xl, con_quarters);
    return hp <= xl ? xl : hp;
}

int dnh_hp_cap(int role, int race, int xl, int con)
{
    /* calc_total_maxhp(): hpcap = 24 + 2*maxhp(1) with ACURR(A_CON). */
    int cq = dnh_con_quarters(dnh_effective_con(race, con, xl));
    return 24 + 2 * dnh_hp_ceiling(role, race, xl, cq);
}

int dnh_bonus_counted(int room, int bonus)
{
    if (bonus <= 0)
        return bonus;
    if (room <= 0)
        return 0;
    /* The game's expression, operation for operation, in double. */
    double m = room;
    return (int)round(2.0 * m / (1 + exp(-(4.0 / (2.0 * m)) * bonus)) - m);
}

int dnh_maxhp_bonus_of(int rolled, int bonus, int xl, int con_quarters, int cap)
{
    int raw = add_con(rolled, xl, con_quarters);
    int hpmax = raw + dnh_bonus_counted(cap - raw, bonus);
    return hpmax < 1 ? 1 : hpmax;
}

int dnh_maxhp_bonus(int role, int race, int rolled, int bonus, int xl, int con)
{
    int cq = dnh_con_quarters(dnh_effective_con(race, con, xl));
    return dnh_maxhp_bonus_of(rolled, bonus, xl, cq, dnh_hp_cap(role, race, xl, con));
}
