/* hero_dice: level gain of the heroes of xNetHack, EvilHack and UnNetHack
 * from their hero tables (heroes.h; docs/rules.md, Level-up HP in xNetHack,
 * EvilHack and UnNetHack).  Each game's newhp() (src/attrib.c) is vanilla's
 * shape: at u.ulevel 0 infix + rnd(inrnd) of role and race, no Con; then
 * lo or hi parts by the cutoff, the Con bonus, at least 1.  What differs is
 * data (the tables, xNetHack's cutoff 12 for every role), EvilHack's extra
 * dice here, and which games limit a gain made at XL 30 (nh_throttles_xl30). */
#include "nhmc/heroes.h"

#include "nhmc/attr_init.h"
#include "nhmc/dice.h"

bool nh_hero_dice_variant(enum nh_variant v)
{
    return v == NH_VXNH || v == NH_VEVH || v == NH_VUNH;
}

struct nh_gain_dice nh_hero_start_dice(enum nh_variant v, int role, int race)
{
    const struct nh_hero_table *t = nh_heroes(v);
    const struct nh_hpadv *r = &t->roles[role].hp, *a = &t->races[race].hp;
    struct nh_gain_dice g = {r->infix + a->infix, r->inrnd, a->inrnd};
    return g;
}

struct nh_gain_dice nh_hero_gain_dice(enum nh_variant v, int role, int race, int xl)
{
    const struct nh_hero_table *t = nh_heroes(v);
    const struct nh_hpadv *r = &t->roles[role].hp, *a = &t->races[race].hp;
    /* u.ulevel < urole.xlev (xNetHack: < ROLE_XLEV_CUTOFF) */
    bool lo = xl < nh_hero_xlev(t, role);
    struct nh_gain_dice g = {lo ? r->lofix + a->lofix : r->hifix + a->hifix,
                             lo ? r->lornd : r->hirnd, lo ? a->lornd : a->hirnd};
    return g;
}

struct nh_gain_extra nh_hero_gain_extra(enum nh_variant v, int role, int race, int xl,
                                        unsigned history)
{
    struct nh_gain_extra e = {0, {0, 0}};
    if (v != NH_VEVH)
        return e;
    /* EvilHack src/attrib.c, newhp(): a Caveman who never read
     * (u.uconduct.literate < 1, as every hero starts) gains rn1(3, 2) below
     * XL 3, rn1(4, 3) below 10, rn1(6, 3) below 18, else rn1(8, 5);
     * rn1(n, k) = rnd(n) + k - 1. */
    if (role == NH_ROLE_CAVEMAN && !(history & NH_HERO_LITERATE)) {
        static const int lim[] = {3, 10, 18}, sides[] = {3, 4, 6, 8}, base[] = {2, 3, 3, 5};
        int k = 0;
        while (k < 3 && xl >= lim[k])
            k++;
        e.fix += base[k] - 1;
        e.sides[0] = sides[k];
    }
    /* An aasimar whose alignment was never abused (u.ualign.abuse == 0, as
     * every hero starts) gains rn1(4, 3) more. */
    if (race == NH_EVH_AASIMAR && !(history & NH_HERO_ABUSED)) {
        e.fix += 3 - 1;
        e.sides[1] = 4;
    }
    return e;
}

void nh_hero_attr_init(enum nh_variant v, int role, int race, struct nh_attr_init *out)
{
    const struct nh_hero_table *t = nh_heroes(v);
    const struct nh_role *ro = &t->roles[role];
    const struct nh_race *ra = &t->races[race];
    out->np = 75; /* u_init(): init_attr(75) */
    for (int i = 0; i < NH_ATTR_COUNT; i++) {
        out->base[i] = ro->attrbase[i];
        /* EvilHack src/attrib.c, init_attr(): "while (ABASE(i) >=
         * ATTRMAX(i)) ABASE(i)--", one below the maximum on purpose */
        while (v == NH_VEVH && out->base[i] >= ra->attrmax[i])
            out->base[i]--;
        out->np -= out->base[i];
        out->pick[i] = ro->attrdist[i];
        out->min[i] = ra->attrmin[i];
        out->max[i] = ra->attrmax[i];
    }
    /* "for (i = 0; i < A_MAX && (x -= attrdist[i]) > 0; i++)" picks i for
     * x <= the running total: one value more for the first, one less for
     * the last (EvilHack and UnNetHack src/attrib.c, init_attr());
     * xNetHack's rnd_attr() "(x -= attrdist[i]) < 0" picks exactly. */
    if (v != NH_VXNH) {
        out->pick[0]++;
        out->pick[NH_ATTR_COUNT - 1]--;
    }
}

static int roll(struct nh_gain_dice d, nh_pcg32 *rng)
{
    int hp = d.fix;
    if (d.role_sides > 0)
        hp += nh_rnd(rng, d.role_sides);
    if (d.race_sides > 0)
        hp += nh_rnd(rng, d.race_sides);
    return hp;
}

int nh_hero_start_roll(enum nh_variant v, int role, int race, nh_pcg32 *rng)
{
    int hp = roll(nh_hero_start_dice(v, role, race), rng);
    return hp < 1 ? 1 : hp;
}

int nh_hero_newhp(enum nh_variant v, int role, int race, int xl, int con, int hpmax,
                  unsigned history, nh_pcg32 *rng)
{
    int hp = roll(nh_hero_gain_dice(v, role, race, xl), rng);
    struct nh_gain_extra e = nh_hero_gain_extra(v, role, race, xl, history);
    hp += e.fix;
    for (int k = 0; k < 2; k++)
        if (e.sides[k] > 0)
            hp += nh_rnd(rng, e.sides[k]);
    return nh_gain_finish(v, hp, xl, con, hpmax);
}
