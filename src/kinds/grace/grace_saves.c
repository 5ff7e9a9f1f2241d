/* grace_saves: 0 HP that is not death (docs/rules.md, Life saving and
 * polymorph): what the amulet of life saving restores in each version, and
 * the HP bound of a case with it or a polymorphed form (grace_impl.h).
 */
#include <stdio.h>
#include <strings.h>

#include "kinds/grace/grace_impl.h"
#include "nhmc/names.h"

static const char *const ls_names[GRACE_LS_COUNT] = {"off", "3.4.3",    "3.6.7",
                                                     "3.7", "xnethack", "xnethack-cursed"};

const char *grace_life_saving_name(enum grace_life_saving f)
{
    return (unsigned)f < GRACE_LS_COUNT ? ls_names[f] : "?";
}

int grace_life_saving_parse(const char *text, char *err, size_t errlen)
{
    static const struct nh_word_value aliases[] = {{"none", GRACE_LS_OFF},
                                                   {"no", GRACE_LS_OFF},
                                                   {"5.0", GRACE_LS_37},
                                                   {"xnh", GRACE_LS_XNH},
                                                   {"xnh-cursed", GRACE_LS_XNH_CURSED},
                                                   {NULL, 0}};
    int f = nh_word_lookup(text, ls_names, GRACE_LS_COUNT, aliases);
    if (f >= 0)
        return f;
    if (err && errlen)
        snprintf(err, errlen,
                 "unknown life saving \"%s\"; expected off, 3.4.3, 3.6.7, 3.7 (also 5.0), "
                 "xnethack or xnethack-cursed: whose savelife() restores the hero",
                 text);
    return -1;
}

bool grace_life_saving_needs_xl(enum grace_life_saving f)
{
    return f == GRACE_LS_367 || grace_life_saving_needs_con(f);
}

bool grace_life_saving_needs_con(enum grace_life_saving f)
{
    return f == GRACE_LS_37 || f == GRACE_LS_XNH || f == GRACE_LS_XNH_CURSED;
}

void grace_life_saving_restore(enum grace_life_saving f, int maxhp, int xl, int con, int *hp,
                               int *new_maxhp)
{
    int floor_hp = 0;
    switch (f) {
    case GRACE_LS_343: /* 3.4.3 src/end.c, savelife(): u.uhp = u.uhpmax */
        *new_maxhp = maxhp;
        *hp = maxhp;
        return;
    case GRACE_LS_367: /* 3.6.7 src/end.c, savelife(): uhpmin = max(2 XL, 10) */
        floor_hp = 2 * xl > 10 ? 2 * xl : 10;
        *new_maxhp = maxhp < floor_hp ? floor_hp : maxhp;
        *hp = *new_maxhp;
        return;
    case GRACE_LS_37:
    case GRACE_LS_XNH:
    case GRACE_LS_XNH_CURSED: {
        /* 3.7 src/end.c, done() then savelife(): adjattrib(A_CON, -1) first
         * (no lower than 3), then minuhpmax(10) = max(XL, 10) and
         * u.uhp = min(u.uhpmax, 50 + 10 * (ACURR(A_CON) / 2)).  xNetHack
         * (xnh8.0 to xnh9.1 src/end.c, done()): adjattrib(A_CON, -2), the
         * same savelife(). */
        int cost = f == GRACE_LS_37 ? 1 : 2;
        int con_after = con - cost > 3 ? con - cost : 3;
        int give = 50 + 10 * (con_after / 2);
        floor_hp = xl > 10 ? xl : 10;
        *new_maxhp = maxhp < floor_hp ? floor_hp : maxhp;
        *hp = *new_maxhp < give ? *new_maxhp : give;
        return;
    }
    default:
        *hp = *new_maxhp = 0;
        return;
    }
}

int grace_case_hp_cap(const struct grace_case *c)
{
    int cap = c->maxhp;
    if (c->ls_maxhp > cap)
        cap = c->ls_maxhp;
    if (c->form_maxhp > cap)
        cap = c->form_maxhp;
    return cap;
}
