/* monster_hit_dice: the size of a monster's hit die in each variant (docs/rules.md, Monster HP in
 * the variants): 8 in vanilla; by the monster's size in xNetHack, UnNetHack and EvilHack, where the
 * die itself is drawn within a range.  See src/kinds/monster/monster_rules.h. */
#include "kinds/monster/monster_rules.h"

int nh_hit_die(enum nh_variant v, const struct nh_monster *m)
{
    if (v == NH_VXNH || v == NH_VEVH) {
        /* xNetHack 3dd346ca src/makemon.c, hd_size(); EvilHack's least die
         * (c444f6a3 hd_size(), nh_hit_die_hi) */
        switch (m->size) {
        case NH_MZ_TINY:
            return 5;
        case NH_MZ_SMALL:
            return 7;
        case NH_MZ_LARGE:
            return 10;
        case NH_MZ_HUGE:
            return 14;
        case NH_MZ_GIGANTIC:
            return 18;
        default:
            return 8;
        }
    }
    if (v == NH_VUNH) {
        /* UnNetHack 24dce727 src/makemon.c, newmonhp() */
        switch (m->size) {
        case NH_MZ_TINY:
            return 4;
        case NH_MZ_SMALL:
            return 6;
        case NH_MZ_LARGE:
            return 10;
        case NH_MZ_HUGE:
            return 12;
        case NH_MZ_GIGANTIC:
            return 15;
        default:
            return 8;
        }
    }
    return 8;
}

int nh_hit_die_hi(enum nh_variant v, const struct nh_monster *m)
{
    if (v == NH_VEVH) {
        /* EvilHack c444f6a3 src/makemon.c, hd_size(): 5 + rn2(2), 7 + rn2(2),
         * 8 + rn2(2), 10 + rn2(3), 14 + rn2(3), 18 + rn2(4) */
        switch (m->size) {
        case NH_MZ_TINY:
            return 6;
        case NH_MZ_SMALL:
            return 8;
        case NH_MZ_LARGE:
            return 12;
        case NH_MZ_HUGE:
            return 16;
        case NH_MZ_GIGANTIC:
            return 21;
        default:
            return 9;
        }
    }
    return nh_hit_die(v, m);
}
