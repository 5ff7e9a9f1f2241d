/* dnh_rules: dNetHack hero HP data and rules (docs/rules.md, dNetHack HP).
 * Facts from dNetHack's role.c tables, attrib.c (newhp, conplus,
 * calc_total_maxhp, acurr) and allmain.c (you_regen_hp), written here as
 * our own data. */
#include "nhmc/dnh.h"
#include "nhmc/names.h"

#include <string.h>
#include <strings.h>

#include "nhmc/dice.h"

const struct nh_hpadv *dnh_role_hp(int role)
{
    return &nh_dnh_roles[role].hp;
}

const struct nh_hpadv *dnh_race_hp(int role, int race)
{
    return &nh_dnh_races[dnh_hero_race(role, race)].hp;
}

int dnh_xlev(int role)
{
    return nh_dnh_roles[role].xlev;
}

int dnh_con_quarters(int con)
{
    /* dNetHack src/attrib.c, conplus(): quarter points by Con 0..12, then 1
     * a Con point above 12 */
    static const signed char below_13[13] = {-8, -8, -8, -8, -6, -4, -4, 0, 0, 0, 0, 0, 0};
    return con > 12 ? con - 11 : below_13[con < 0 ? 0 : con];
}

int dnh_effective_con(int race, int con, int xl)
{
    /* dNetHack src/attrib.c, acurr(): an orc hero's Con (and Str, Dex) rises
     * by XL/3 (docs/rules.md, dNetHack max HP). */
    if (race == NH_DNH_RACE_ORC)
        con += xl / 3;
    return con > NH_CON_MAX ? NH_CON_MAX : con;
}

/* The random part of size `sides` as newhp() draws it at a level gain. */
static int part(nh_pcg32 *rng, int sides)
{
    if (sides > 1)
        return nh_rnd(rng, sides);
    return sides == 1 ? nh_rn2(rng, 2) : 0;
}

int dnh_start_rolled(int role, int race)
{
    /* newhp() at XL 0 adds rnd(inrnd) for a size above 1 and rn2(inrnd) for
     * a size of 1, which is 0 (the myrkalfr's); no inrnd is above 1 (a test
     * checks it). */
    return dnh_role_hp(role)->infix + dnh_race_hp(role, race)->infix;
}

/* One part in nh_gain_dice form: sides and the amount to add to fix. */
static void dice_part(int sides, int *out_sides, int *fix)
{
    if (sides == 1) {
        *out_sides = 2; /* rn2(2) = rnd(2) - 1 */
        *fix -= 1;
    } else {
        *out_sides = sides;
    }
}

struct nh_gain_dice dnh_gain_dice_at(int role, int race, int xl)
{
    const struct nh_hpadv *r = dnh_role_hp(role), *a = dnh_race_hp(role, race);
    bool lo = xl < dnh_xlev(role);
    struct nh_gain_dice g;
    g.fix = lo ? r->lofix + a->lofix : r->hifix + a->hifix;
    dice_part(lo ? r->lornd : r->hirnd, &g.role_sides, &g.fix);
    dice_part(lo ? a->lornd : a->hirnd, &g.race_sides, &g.fix);
    return g;
}

int dnh_newhp(int role, int race, int xl, nh_pcg32 *rng)
{
    const struct nh_hpadv *r = dnh_role_hp(role), *a = dnh_race_hp(role, race);
    bool lo = xl < dnh_xlev(role);
    int hp = lo ? r->lofix + a->lofix : r->hifix + a->hifix;
    hp += part(rng, lo ? r->lornd : r->hirnd);
    hp += part(rng, lo ? a->lornd : a->hirnd);
    return hp < 1 ? 1 : hp;
}

int dnh_maxhp(int race, int rolled, int xl, int con)
{
    return dnh_maxhp_of(rolled, xl, dnh_con_quarters(dnh_effective_con(race, con, xl)));
}

/* dNetHack src/allmain.c, you_regen_hp(), the natural part (awake,
 * unpolymorphed, no itchy equipment; docs/rules.md, dNetHack regeneration).
 * The Con term is Con - 10 as at dNAO fb3ca466; older revisions halved it. */
int dnh_regen_natural(int role, int race, int xl, int con)
{
    struct dnh_regen_hero h = {.role = role, .race = race, .xl = xl, .con = con};
    return dnh_regen_reglevel(&h);
}

static const char *const bed_names[NH_DNH_BED_COUNT] = {"none", "bedroll", "gurney", "bed",
                                                        "expensive bed"};

const char *dnh_bed_name(int bed)
{
    return bed >= 0 && bed < NH_DNH_BED_COUNT ? bed_names[bed] : "?";
}

int dnh_bed_parse(const char *text)
{
    static const struct nh_word_value expensive[] = {{"expensive", NH_DNH_EXPENSIVE_BED},
                                                     {"expensive_bed", NH_DNH_EXPENSIVE_BED},
                                                     {"expensive-bed", NH_DNH_EXPENSIVE_BED},
                                                     {NULL, 0}};
    return nh_word_prefix(text, bed_names, NH_DNH_BED_COUNT, expensive);
}

/* reglevel *= 1.5 (or 2, 10) on an int: C converts the product back,
 * truncating; for reglevel >= 1, r * 3 / 2 is the same number. */
static int bed_times(int r, int bed)
{
    switch (bed) {
    case NH_DNH_BEDROLL:
    case NH_DNH_GURNEY:
        return r * 3 / 2;
    case NH_DNH_BED:
        return r * 2;
    case NH_DNH_EXPENSIVE_BED:
        return r * 10;
    default:
        return r;
    }
}

int dnh_regen_reglevel(const struct dnh_regen_hero *h)
{
    enum { BAR = 1, HEA = 3, KNI = 4, SAM = 9, VAL = 11 }; /* nh_roles order */
    enum { ELF = 1 };                                      /* nh_races order */
    int race = dnh_hero_race(h->role, h->race);
    int r = h->xl + (h->con - 10);
    if (r < 1)
        r = 1;
    if (h->asleep)
        r = bed_times(r, h->bed);
    if (h->role == BAR)
        r *= 3;
    else if (h->role == KNI || h->role == NH_DNH_PIR || h->role == SAM || h->role == VAL ||
             h->role == NH_DNH_CON || h->berith)
        r *= 2;
    else if (h->role == NH_DNH_MAD)
        r = r * 3 / 2;
    /* Race_if() tests the race after role_init(): a myrkalfr is no drow */
    if (race == ELF)
        r += 7;
    if (race == NH_DNH_DROW)
        r += h->female ? 4 : 8;
    if (h->role == HEA)
        r += 10;
    r -= h->healing_penalty;
    return r < 1 ? 1 : r;
}

bool dnh_regen_has_natural(int role, int race, bool valley)
{
    int r = dnh_hero_race(role, race);
    if (r == NH_DNH_INCANTIFIER || r == NH_DNH_CLOCKWORK || r == NH_DNH_VAMPIRE)
        return false;
    return r == NH_DNH_ANDROID || !valley;
}

int dnh_spirit_dsize(int xl)
{
    if (xl <= 2)
        return 1;
    if (xl <= 5)
        return 2;
    return xl >= NH_MAXULEV ? 9 : 3 + (xl - 6) / 4;
}

/* dNetHack src/allmain.c, you_regen_hp(): X/90 HP a turn on fixed turns
 * (docs/rules.md, dNetHack regeneration). */
int dnh_regen_heal(int x, int64_t t)
{
    int mag = x < 0 ? -x : x, sign = x < 0 ? -1 : 1;
    int64_t rho = mag % NH_DNH_HEALCYCLE;
    int extra = t * rho / NH_DNH_HEALCYCLE > (t - 1) * rho / NH_DNH_HEALCYCLE;
    return x / NH_DNH_HEALCYCLE + sign * extra;
}
