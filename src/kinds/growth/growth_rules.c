/* growth_rules: the growth events' rules that are not level gains (those
 * are nh_newhp, hero_rules.h) or prayers (prayer.h). */
#include <string.h>

#include "kinds/growth/growth_impl.h"
#include "kinds/prayer/prayer.h"
#include "nhmc/heroes.h"

struct growth_heal growth_potion_heal(enum nh_variant v, enum growth_potion p, int bcsign)
{
    /* docs/rules.md, Healing potions: 3.4.3/3.6.7 d(6 + 2b, 4) and d(6 + 2b, 8); 5.0
     * 8 + d(4 + 2b, 4) and 16 + d(4 + 2b, 8); full healing 400.  xNetHack's
     * are 5.0's (src/potion.c, peffect_healing(), peffect_extra_healing()),
     * UnNetHack's 3.6.7's; EvilHack's d(10 + 2b, 4) and d(10 + 2b, 8)
     * undiluted (src/potion.c, peffects(); diluted: growth_quaff_heal). */
    bool v50 = v == NH_V50 || v == NH_VXNH;
    int n = v50 ? 4 : v == NH_VEVH ? 10 : 6;
    switch (p) {
    case GP_HEALING:
        return (struct growth_heal){v50 ? 8 : 0, n + 2 * bcsign, 4, false};
    case GP_EXTRA_HEALING:
        return (struct growth_heal){v50 ? 16 : 0, n + 2 * bcsign, 8, false};
    case GP_FULL_HEALING:
        break;
    }
    return (struct growth_heal){400, 0, 0, false};
}

int growth_potion_max_bonus(enum growth_potion p, int bcsign)
{
    switch (p) {
    case GP_HEALING:
        return bcsign >= 0 ? 1 : 0;
    case GP_EXTRA_HEALING:
        return bcsign > 0 ? 5 : bcsign == 0 ? 2 : 0;
    case GP_FULL_HEALING:
        break;
    }
    return 4 + 4 * bcsign;
}

/* EvilHack src/potion.c, peffects(): "/ (otmp->odiluted ? 2 : 1)" on the
 * heal of healing and extra healing, on extra healing's and full healing's
 * max-HP increase (healing's !cursed stays 1), full healing 200 for 400,
 * and a level back only "if (otmp->blessed && !otmp->odiluted ...)".  The
 * other games' healing potions never read odiluted (3.4.3, 3.6.7, 5.0,
 * xNetHack, UnNetHack and dNetHack src/potion.c). */
static bool halved(enum nh_variant v, const struct growth_event *e)
{
    return e->diluted && v == NH_VEVH;
}

struct growth_heal growth_quaff_heal(enum nh_variant v, const struct growth_event *e)
{
    struct growth_heal h = growth_potion_heal(v, e->potion, e->bcsign);
    h.halved = halved(v, e);
    return h;
}

int growth_quaff_bonus(enum nh_variant v, const struct growth_event *e)
{
    int extra = growth_potion_max_bonus(e->potion, e->bcsign);
    return halved(v, e) && e->potion != GP_HEALING ? extra / 2 : extra;
}

bool growth_quaff_restores(enum nh_variant v, const struct growth_event *e)
{
    return e->potion == GP_FULL_HEALING && e->bcsign > 0 && !halved(v, e);
}

/* 3.6.7 src/potion.c, peffects() POT_RESTORE_ABILITY; dNetHack compat-3.23.0
 * src/potion.c, peffects() (a blessed potion, one level); 5.0 src/potion.c,
 * peffect_restore_ability(); 3.4.3 src/potion.c, peffects() restores
 * attributes only. */
int growth_restore_ability_levels(enum nh_variant v, int bcsign, int xl, int xlmax)
{
    if (v == NH_V343 || bcsign < 0 || xl >= xlmax)
        return 0;
    if (v == NH_VDNH) /* dNetHack src/potion.c, peffects(): blessed, one level */
        return bcsign > 0;
    return bcsign > 0 ? xlmax - xl : 1;
}

void growth_healup(int *hp, int *hpmax, int heal, int extra)
{
    *hp += heal;
    if (*hp > *hpmax) {
        *hpmax += extra;
        *hp = *hpmax;
    }
}

bool growth_nurse_raises(int hpmax, int xl, int roll)
{
    return hpmax < 5 * xl + roll;
}

void growth_nurse_tail(int xl, long double tail[GROWTH_D2XL_TOP + 1])
{
    /* the distribution of d(2 xl, 10) by adding one d10 at a time */
    long double pmf[GROWTH_D2XL_TOP + 1] = {1}, next[GROWTH_D2XL_TOP + 1];
    int top = 0;
    for (int d = 0; d < 2 * xl; d++) {
        top += 10;
        for (int v = 0; v <= top && v <= GROWTH_D2XL_TOP; v++) {
            long double sum = 0;
            for (int f = 1; f <= 10 && f <= v; f++)
                sum += pmf[v - f];
            next[v] = sum / 10;
        }
        for (int v = 0; v <= top && v <= GROWTH_D2XL_TOP; v++)
            pmf[v] = next[v];
    }
    long double above = 0;
    for (int m = GROWTH_D2XL_TOP; m >= 0; m--) {
        tail[m] = above; /* P(roll > m) */
        above += pmf[m];
    }
}

long double growth_nurse_raise_odds(int hpmax, int xl, const long double *tail)
{
    int m = hpmax - 5 * xl; /* raised iff roll > m */
    long double above = m < 0 ? 1.0L : m > GROWTH_D2XL_TOP ? 0.0L : tail[m];
    return above / 7;
}

void growth_prayer_advance(enum nh_variant v, int *timeout, int *luck, int *luck_turn,
                           int base_luck, bool angry, int from, int to)
{
    int elapsed = to - from;
    *timeout = *timeout > elapsed ? *timeout - elapsed : 0;
    if (prayer_luck_on_timer(v)) {
        /* dNetHack, EvilHack and UnNetHack src/timeout.c, nh_timeout(): a
         * step on the turns from + 1..to at which moves >= u.luckturn + 600
         * (300 while angry), u.luckturn then that turn (prayer.h,
         * prayer_luck_on_timer, prayer_dnh_luck_timeout), as nhmc pray has it */
        int period = angry ? 300 : 600;
        long t = (long)*luck_turn + period > (long)from + 1 ? (long)*luck_turn + period : from + 1;
        for (; t <= to && *luck != base_luck; t += period)
            *luck = prayer_dnh_luck_timeout(*luck, base_luck, (int)t, angry, luck_turn);
        return;
    }
    for (int b = (from / 300 + 1) * 300; b <= to && *luck != base_luck; b += 300)
        *luck = prayer_luck_timeout(*luck, base_luck, b, angry);
}

struct prayer_case growth_prayer_case(const struct growth_case *c, int con, int turn, int base_luck)
{
    struct prayer_case pc;
    memset(&pc, 0, sizeof pc);
    pc.variant = c->variant;
    pc.role = c->role;
    pc.race = c->race;
    pc.con = con;
    pc.hp = 1;
    pc.turn = turn;
    pc.base_luck = base_luck;
    pc.alignment = growth_pray_start(c).alignment;
    /* EvilHack src/pray.c reads the u.ualign.abuse newhp() does */
    pc.abused = (c->history & NH_HERO_ABUSED) != 0;
    return pc;
}

int growth_drain_maxhp(enum nh_variant v, int hpmax_before, int num, int xl_after)
{
    int m = hpmax_before - num;
    if (m < 1)
        m = 1;
    if (growth_drain_floor_xl(v)) {
        /* minuhpmax(10) (5.0 src/attrib.c; docs/rules.md, Level drain) */
        int floor = xl_after > 10 ? xl_after : 10;
        if (m < floor)
            m = floor < hpmax_before ? floor : hpmax_before;
    }
    return m;
}

int growth_drain_hp(int hp, int num, int hpmax)
{
    hp -= num;
    return hp < 1 ? 1 : hp > hpmax ? hpmax : hp;
}
