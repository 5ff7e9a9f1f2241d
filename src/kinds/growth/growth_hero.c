/* growth_hero: the hero's rules a timeline needs that differ by variant
 * (growth_impl.h): the starting HP, a level gain's dice, what a drain
 * takes, the levels a potion of restore ability gives back, the prayer's
 * starting state.  The level gains are the game's rules of nhmc/hero_rules.h
 * (vanilla) and nhmc/heroes.h (xNetHack, EvilHack and UnNetHack:
 * docs/rules.md, Level-up HP in xNetHack, EvilHack and UnNetHack). */
#include "kinds/growth/growth_impl.h"
#include "kinds/prayer/prayer.h"
#include "nhmc/dice.h"
#include "nhmc/hero_rules.h"
#include "nhmc/heroes.h"

/* The dice of a gain with EvilHack's extras (the case's history; 0, as the
 * game starts: a Caveman who never read, an aasimar whose alignment was
 * never abused, each with extra dice). */
static struct growth_dice dice_of(struct nh_gain_dice d, struct nh_gain_extra e)
{
    struct growth_dice g = {d.fix + e.fix, {d.role_sides, d.race_sides, e.sides[0], e.sides[1]}};
    return g;
}

struct growth_dice growth_start_dice(const struct growth_case *c)
{
    if (nh_hero_dice_variant(c->variant)) {
        struct nh_gain_extra none = {0, {0, 0}};
        return dice_of(nh_hero_start_dice(c->variant, c->role, c->race), none);
    }
    struct growth_dice g = {nh_start_hp(c->role, c->race), {0, 0, 0, 0}};
    return g;
}

struct growth_dice growth_gain_dice(const struct growth_case *c, int xl)
{
    if (nh_hero_dice_variant(c->variant))
        return dice_of(nh_hero_gain_dice(c->variant, c->role, c->race, xl),
                       nh_hero_gain_extra(c->variant, c->role, c->race, xl, c->history));
    struct nh_gain_dice d = nh_gain_dice_at(c->role, c->race, xl);
    struct growth_dice g = {d.fix, {d.role_sides, d.race_sides, 0, 0}};
    return g;
}

int growth_start_hp(const struct growth_case *c, nh_pcg32 *rng)
{
    /* u_init(): u.uhpmax = newhp() at u.ulevel 0; its dice (EvilHack's
     * giant, centaur, illithid and aasimar) drawn at the start */
    if (nh_hero_dice_variant(c->variant))
        return nh_hero_start_roll(c->variant, c->role, c->race, rng);
    return nh_start_hp(c->role, c->race);
}

int growth_newhp(const struct growth_case *c, int xl, int con, int hpmax, nh_pcg32 *rng)
{
    if (nh_hero_dice_variant(c->variant))
        return nh_hero_newhp(c->variant, c->role, c->race, xl, con, hpmax, c->history, rng);
    return nh_newhp(c->variant, c->role, c->race, xl, con, hpmax, rng);
}

bool growth_drain_fresh(enum nh_variant v)
{
    /* 3.4.3 and UnNetHack src/exper.c, losexp(): num = newhp() */
    return v == NH_V343 || v == NH_VUNH;
}

bool growth_drain_at_xl1(enum nh_variant v)
{
    /* EvilHack src/exper.c, losexp(): HP change only "if (u.ulevel <
     * entry_level)"; the others take u.uhpinc[1] (or a fresh roll) at XL 1 */
    return v != NH_VEVH;
}

bool growth_drain_floor_xl(enum nh_variant v)
{
    /* 5.0 and xNetHack src/exper.c, losexp(): minuhpmax(10), never above
     * the max HP before */
    return v == NH_V50 || v == NH_VXNH;
}

int growth_restore_ability_most(enum nh_variant v, int bcsign, nh_pcg32 *rng)
{
    /* EvilHack src/potion.c, peffects() POT_RESTORE_ABILITY: num_levels =
     * rn1(3, 3) (3..5), "do pluslvl(FALSE) while (u.ulevel < u.ulevelmax &&
     * blessed && --num_levels)"; drawn for every potion not cursed, used
     * only by a blessed one */
    if (v == NH_VEVH && bcsign > 0)
        return 3 + nh_rn2(rng, 3);
    return NH_MAXULEV;
}

int growth_restore_ability_hp(int hpmax, int hppeak, int bcsign)
{
    /* xNetHack src/potion.c, peffect_restore_ability(), at u.ulevel ==
     * u.ulevelpeak: "Half the difference rounding up, +1 extra if potion is
     * blessed", no higher than u.uhppeak; HP itself unchanged */
    if (bcsign < 0 || hpmax >= hppeak)
        return hpmax;
    int gain = (hppeak - hpmax + 1) / 2 + (bcsign > 0);
    return hpmax + gain < hppeak ? hpmax + gain : hppeak;
}

struct growth_pray_start growth_pray_start(const struct growth_case *c)
{
    struct growth_pray_start s = {0, nh_heroes(c->variant)->roles[c->role].initrecord,
                                  PRAYER_NEUTRAL};
    if (c->variant != NH_VXNH && c->variant != NH_VEVH && c->variant != NH_VUNH)
        return s;
    prayer_var_start(c->variant, c->role, c->race, &s.luck, &s.record);
    /* the hero's alignment as nhmc pray takes it by default: the first the
     * hero may have of lawful, neutral, chaotic; an Infidel unaligned */
    unsigned allowed = prayer_var_alignments(c->variant, c->role, c->race);
    s.alignment = allowed == 0                   ? PRAYER_UNALIGNED
                  : (allowed & NH_ALLOW_LAWFUL)  ? PRAYER_LAWFUL
                  : (allowed & NH_ALLOW_NEUTRAL) ? PRAYER_NEUTRAL
                                                 : PRAYER_CHAOTIC;
    return s;
}

const char *growth_variant_refuses(const struct growth_case *c, const struct growth_event *e)
{
    enum nh_variant v = c->variant;
    switch (e->kind) {
    case GE_NURSE:
        /* The healing hit is 5.0's in xNetHack (src/uhitm.c,
         * mhitm_ad_heal()) and 3.6.7's in UnNetHack and EvilHack (src/mhitu.c,
         * AD_HEAL); EvilHack's nurse never heals an undead form, a draugr or
         * a vampire ("I can't heal the undead"). */
        return v == NH_VEVH && (c->race == NH_EVH_DRAUGR || c->race == NH_EVH_VAMPIRE)
                   ? "an EvilHack nurse never heals a draugr or vampire hero (src/mhitu.c, "
                     "AD_HEAL); expected no nurse event for this hero"
                   : NULL;
    default:
        return NULL;
    }
}
