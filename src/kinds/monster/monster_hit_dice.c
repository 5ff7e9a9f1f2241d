/* monster_hit_dice: the size of a monster's hit die in each variant (docs/rules.md, Monster HP in
 * the variants): 8 in vanilla; by the monster's size in xNetHack, UnNetHack and EvilHack, where the
 * die itself is drawn within a range.  See src/kinds/monster/monster_rules.h. */
#include "kinds/monster/monster_rules.h"

/* Sides by size, NH_MZ_TINY (0) .. NH_MZ_GIGANTIC (7); 5 and 6 are no size
 * of the game's and take the medium die. */
#define SIZES 8
/* xNetHack 3dd346ca src/makemon.c, hd_size(); EvilHack's least die too
 * (c444f6a3 hd_size(): 5 + rn2(2), 7 + rn2(2), 8 + rn2(2), 10 + rn2(3),
 * 14 + rn2(3), 18 + rn2(4)) */
static const signed char xnh_die[SIZES] = {5, 7, 8, 10, 14, 8, 8, 18};
/* EvilHack's greatest die, the ranges above */
static const signed char evh_die_hi[SIZES] = {6, 8, 9, 12, 16, 9, 9, 21};
/* UnNetHack 24dce727 src/makemon.c, newmonhp() */
static const signed char unh_die[SIZES] = {4, 6, 8, 10, 12, 8, 8, 15};

static int by_size(const signed char *t, const struct nh_monster *m)
{
    return (unsigned)m->size < SIZES ? t[m->size] : t[NH_MZ_MEDIUM];
}

int nh_hit_die(enum nh_variant v, const struct nh_monster *m)
{
    if (v == NH_VXNH || v == NH_VEVH)
        return by_size(xnh_die, m);
    if (v == NH_VUNH)
        return by_size(unh_die, m);
    return 8;
}

int nh_hit_die_hi(enum nh_variant v, const struct nh_monster *m)
{
    return v == NH_VEVH ? by_size(evh_die_hi, m) : nh_hit_die(v, m);
}
