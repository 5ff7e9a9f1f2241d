/* hero_rules: hero HP rules (docs/rules.md, Hero max HP). */
#include "nhmc/hero_rules.h"

#include <stdio.h>

#include "nhmc/dice.h"
#include "nhmc/names.h"

bool role_allows_race(int role, int race)
{
    return (nh_roles[role].races >> race) & 1u;
}

int role_parse(const char *text)
{
    return nh_name_index(&nh_role_names, text);
}

int race_parse(const char *text)
{
    return nh_name_index(&nh_race_names, text);
}

int nh_conplus(int con)
{
    /* newhp()'s Con bonus, src/attrib.c conplus() (3.6.7), by Con 0..25 */
    static const signed char bonus[NH_CON_MAX + 1] = {
        -2, -2, -2, -2,          /* 0-3 */
        -1, -1, -1,              /* 4-6 */
        0,  0,  0,  0,  0, 0, 0, /* 7-13 */
        0,  1,  1,  2,  3,       /* 14-18 */
        4,  4,  4,  4,  4, 4, 4, /* 19-25 */
    };
    return bonus[con < 0 ? 0 : con > NH_CON_MAX ? NH_CON_MAX : con];
}

int nh_start_hp(int role, int race)
{
    /* Every inrnd is 0, so creation HP has no die (docs/rules.md, Starting HP). */
    const struct nh_hpadv *r = &nh_roles[role].hp, *a = &nh_races[race].hp;
    return r->infix + a->infix;
}

struct nh_gain_dice nh_gain_dice_at(int role, int race, int xl)
{
    const struct nh_hpadv *r = &nh_roles[role].hp, *a = &nh_races[race].hp;
    struct nh_gain_dice g;
    if (xl < nh_roles[role].xlev) {
        g.fix = r->lofix + a->lofix;
        g.role_sides = r->lornd;
        g.race_sides = a->lornd;
    } else {
        g.fix = r->hifix + a->hifix;
        g.role_sides = r->hirnd;
        g.race_sides = a->hirnd;
    }
    return g;
}

bool nh_throttles_xl30(enum nh_variant v)
{
    /* 5.0, xNetHack and EvilHack src/attrib.c, newhp(); not 3.4.3, 3.6.7 or
     * UnNetHack (its newhp() keeps 3.4.3's, src/attrib.c) */
    return v == NH_V50 || v == NH_VXNH || v == NH_VEVH;
}

int nh_newhp(enum nh_variant v, int role, int race, int xl, int con, int hpmax, nh_pcg32 *rng)
{
    struct nh_gain_dice g = nh_gain_dice_at(role, race, xl);
    int hp = g.fix;
    if (g.role_sides > 0)
        hp += nh_rnd(rng, g.role_sides);
    if (g.race_sides > 0)
        hp += nh_rnd(rng, g.race_sides);
    return nh_gain_finish(v, hp, xl, con, hpmax);
}

int nh_gain_finish(enum nh_variant v, int hp, int xl, int con, int hpmax)
{
    hp += nh_conplus(con);
    if (hp <= 0)
        hp = 1;
    if (xl >= NH_MAXULEV && nh_throttles_xl30(v)) {
        int lim = nh_xl30_limit(hpmax);
        if (hp > lim)
            hp = lim;
    }
    return hp;
}

void nh_attr_weights(enum nh_variant v, int role, int weights[NH_ATTR_COUNT])
{
    for (int i = 0; i < NH_ATTR_COUNT; i++)
        weights[i] = nh_roles[role].attrdist[i];
    if (v == NH_V343 || v == NH_V367) {
        /* The old selection stops at the first remainder <= 0 (docs/rules.md, Starting Con). */
        weights[0] += 1;
        weights[NH_ATTR_COUNT - 1] -= 1;
    }
}

int nh_attr_pick(const int weights[NH_ATTR_COUNT], int x)
{
    int i = 0;
    while (i < NH_ATTR_COUNT - 1 && x >= weights[i]) {
        x -= weights[i];
        i++;
    }
    return i;
}

int nh_roll_start_con(enum nh_variant v, int role, int race, nh_pcg32 *rng)
{
    const struct nh_role *ro = &nh_roles[role];
    const struct nh_race *ra = &nh_races[race];
    int w[NH_ATTR_COUNT], attr[NH_ATTR_COUNT], np = 75;
    nh_attr_weights(v, role, w);
    for (int i = 0; i < NH_ATTR_COUNT; i++) {
        attr[i] = ro->attrbase[i];
        np -= attr[i];
    }
    /* init_attr: one point per successful attempt; an attempt on an
     * attribute at its race maximum fails; 100 failures in a row stop it.
     * (The point-removal loop needs np < 0, which no role reaches.) */
    int tryct = 0;
    while (np > 0 && tryct < 100) {
        int i = nh_attr_pick(w, nh_rn2(rng, 100));
        if (attr[i] >= ra->attrmax[i]) {
            tryct++;
            continue;
        }
        tryct = 0;
        attr[i]++;
        np--;
    }
    return nh_con_variation(rng, attr[A_CON], ra->attrmin[A_CON], ra->attrmax[A_CON]);
}

int nh_con_variation(nh_pcg32 *rng, int con, int lo, int hi)
{
    int xd = nh_rn2(rng, 20) == 0 ? nh_rn2(rng, 7) - 2 : 0;
    if (xd == 0)
        return con;
    con += xd;
    return con > hi ? hi : con < lo ? lo : con;
}
