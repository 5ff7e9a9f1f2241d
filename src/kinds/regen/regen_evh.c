/* regen_evh: EvilHack's HP regeneration (docs/rules.md, Regeneration in
 * EvilHack): 3.6.7's schedule, read in EvilHack c444f6a3 src/allmain.c,
 * regen_hp(), with its period changes, its blocks and the tortle's shell. */
#include "kinds/regen/regen_impl.h"

#include "nhmc/heroes.h"
#include "nhmc/rng.h"

/* EvilHack c444f6a3 src/allmain.c, regen_hp(): rate = 3 from XL 10, else
 * (MAXULEV + 12)/(XL + 2) + 1; times LIT_DROW_HREGEN_MULTI (3) when a drow's
 * square is lit (!spot_is_dark); then less 1 for a Druid on GRASS or
 * nexttotree().  No legal hero is both (no drow Druid), and the case check
 * allows each only for its hero. */
int regen_evh_period(const struct regen_case *c)
{
    int p = regen_old_period(c->xl);
    if (c->lit)
        p *= 3;
    if (c->plants)
        p -= 1;
    return p;
}

/* EvilHack c444f6a3 src/allmain.c, regen_hp(), the !Upolyd branch: no heal
 * unless elf_can_regen() && orc_can_regen() (contact), (!Is_valley(&u.uz) ||
 * Race_if(PM_DRAUGR) || Race_if(PM_VAMPIRE)) and !infidel_no_amulet (an
 * unaligned hero, the Infidel, who neither has nor ever had the Amulet).  A
 * role or race not given is none of these. */
bool regen_evh_blocked(const struct regen_case *c)
{
    if (c->variant != NH_VEVH || c->polyd)
        return false;
    bool undead = c->race == NH_EVH_DRAUGR || c->race == NH_EVH_VAMPIRE;
    return c->contact || (c->valley && !undead) || (c->role == NH_EVH_INF && !c->amulet);
}

bool regen_evh_own(const struct regen_case *c)
{
    return c->variant == NH_VEVH && (c->lit || c->plants || c->shell || regen_evh_blocked(c));
}

/* EvilHack c444f6a3 src/allmain.c, regen_hp(), the normal form's heal on
 * turn t (docs/rules.md, Regeneration in EvilHack): on turns t % period == 0
 * 1, or from XL 10 with Con > 12 min(rnd(Con), XL - 9); then a tortle in
 * its shell without Regeneration sets it to 1 when rn2(5) is 0 (even over a
 * larger heal); then Regeneration makes a 0 a 1.  The draw: with the shell,
 * rn2(5) = nh_bounded(draw, 5) and rnd(Con) from the rest of the word,
 * 1 + nh_bounded(5 draw mod 2^32, Con); else rnd(Con) from the word. */
int regen_evh_heal(const struct regen_case *c, int64_t t, uint32_t heal_draw)
{
    bool shell = c->shell && !c->regeneration;
    uint32_t con_word = shell ? heal_draw * 5u : heal_draw;
    int heal = 0;
    if (t % regen_evh_period(c) == 0) {
        heal = 1;
        if (c->xl > 9 && c->con > 12) {
            int roll = 1 + (int)nh_bounded(con_word, (uint32_t)c->con);
            heal = roll < c->xl - 9 ? roll : c->xl - 9;
        }
    }
    if (shell && nh_bounded(heal_draw, 5) == 0)
        heal = 1;
    if (c->regeneration && heal == 0)
        heal = 1;
    return heal;
}

long double regen_evh_rate(const struct regen_case *c)
{
    /* A heal turn in `period` brings tick (or 1 with Regeneration where
     * tick is 0); the shell makes any turn's heal 1 with chance 1/5. */
    int p = regen_evh_period(c);
    long double tick = c->xl > 9 && c->con > 12 ? regen_mean_min_rnd(c->con, c->xl - 9) : 1.0L;
    if (regen_evh_blocked(c))
        return 0;
    if (c->shell && !c->regeneration)
        return (0.2L + 0.8L * tick) / p + 0.2L * (p - 1) / p;
    return (tick + (p - 1) * (long double)c->regeneration) / p;
}
