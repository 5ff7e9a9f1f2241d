/* growth_dnh: the growth events by dNetHack's rules (docs/rules.md, dNetHack
 * growth).  dNetHack compat-3.23.0 keeps max HP as stored rolls, a bonus and
 * a modifier (u.uhprolled, u.uhpbonus, u.uhpmod) and recomputes it after
 * every change (src/attrib.c, calc_total_maxhp()); these functions change
 * the three and recompute, in the order the game does. */
#include "kinds/growth/growth_impl.h"

#include "nhmc/dice.h"
#include "nhmc/dnh.h"
#include "nhmc/dnh_soft_cap.h"

/* 4 x conplus(ACURR(A_CON)) at XL xl (an orc's Con rises with XL). */
static int con_quarters(const struct growth_dnh *d, int xl)
{
    return dnh_con_quarters(dnh_effective_con(d->race, d->con, xl));
}

int growth_dnh_maxhp_of(int role, int race, int con, int xl, int rolled, int bonus, int mod)
{
    /* calc_total_maxhp(): raw = rolled + XL conplus (an int assignment
     * truncates), the bonus counted under the soft cap when positive, as it
     * is otherwise, then u.uhpmod; at least 1. */
    int cq = dnh_con_quarters(dnh_effective_con(race, con, xl));
    int raw = (4 * rolled + xl * cq) / 4;
    int counted =
        bonus > 0 ? dnh_bonus_counted(dnh_hp_cap(role, race, xl, con) - raw, bonus) : bonus;
    int hpmax = raw + counted + mod;
    return hpmax < 1 ? 1 : hpmax;
}

void growth_dnh_recalc(struct growth_dnh *d)
{
    d->hpmax = growth_dnh_maxhp_of(d->role, d->race, d->con, d->xl, d->rolled, d->bonus, d->mod);
    if (d->hp > d->hpmax)
        d->hp = d->hpmax;
}

void growth_dnh_start(struct growth_dnh *d, int role, int race, int con)
{
    *d = (struct growth_dnh){.role = role, .race = race, .con = con, .xl = 1, .xlmax = 1};
    d->rolled = dnh_start_rolled(role, race); /* u_init(): u.uhprolled = newhp() */
    growth_dnh_recalc(d);
    d->hp = d->hpmax;
}

void growth_dnh_gain(struct growth_dnh *d, nh_pcg32 *rng)
{
    /* src/exper.c, pluslvl(): below XL 30 the roll joins the stored rolls
     * and HP rises by it plus conplus (truncated, then one more for a
     * fractional conplus); at XL 30 it joins u.uhpbonus and HP stays. */
    int num = dnh_newhp(d->role, d->race, d->xl, rng);
    if (d->xl < NH_MAXULEV) {
        int cq = con_quarters(d, d->xl);
        d->rolled += num;
        d->hp = (4 * (d->hp + num) + cq) / 4 + (cq % 4 != 0);
        d->xl++;
        if (d->xl > d->xlmax)
            d->xlmax = d->xl;
    } else {
        d->bonus += num;
    }
    growth_dnh_recalc(d);
}

void growth_dnh_drain(struct growth_dnh *d, nh_pcg32 *rng)
{
    /* src/exper.c, losexp(): the XL drops first, then a fresh newhp() at
     * the lower XL comes off the stored rolls (at least 1 left) and, with
     * conplus, off HP (the double truncated as an int assignment does). */
    if (d->xl > 1)
        d->xl--;
    int num = dnh_newhp(d->role, d->race, d->xl, rng);
    d->rolled -= num;
    if (d->rolled < 1)
        d->rolled = 1;
    d->hp = (4 * (d->hp - num) - con_quarters(d, d->xl)) / 4;
    growth_dnh_recalc(d);
    if (d->hp < 1)
        d->hp = 1;
}

void growth_dnh_restore(struct growth_dnh *d, nh_pcg32 *rng)
{
    /* src/potion.c, peffects() (blessed full healing, blessed restore
     * ability) and src/pray.c, pleased() (the golden glow): pluslvl() when
     * a level is lost; u.ulevelmax -= 1 is commented out, so it stays. */
    if (d->xl < d->xlmax)
        growth_dnh_gain(d, rng);
}

void growth_dnh_healup(struct growth_dnh *d, int heal, int extra)
{
    /* src/potion.c, healup(): on overshoot the extra first pays back a
     * negative u.uhpmod, the rest goes to u.uhpbonus; HP becomes the new
     * max HP. */
    d->hp += heal;
    if (d->hp <= d->hpmax)
        return;
    if (d->mod < 0) {
        if (d->mod + extra > 0) {
            d->bonus += extra + d->mod;
            d->mod = 0;
        } else {
            d->mod += extra;
        }
    } else {
        d->bonus += extra;
    }
    growth_dnh_recalc(d);
    d->hp = d->hpmax;
}

void growth_dnh_glow(struct growth_dnh *d, nh_pcg32 *rng)
{
    /* src/pray.c, pleased(), case 2: a lost level back, else
     * u.uhpbonus += 5 (under the soft cap); HP to max. */
    if (d->xl < d->xlmax) {
        growth_dnh_gain(d, rng);
    } else {
        d->bonus += 5;
        growth_dnh_recalc(d);
    }
    d->hp = d->hpmax;
}

bool growth_dnh_fix_raises(const struct growth_dnh *d)
{
    return d->hpmax < 5 * d->xl + 11; /* src/pray.c, fix_worst_trouble(TROUBLE_HIT) */
}

void growth_dnh_fix(struct growth_dnh *d, int roll)
{
    /* src/pray.c, fix_worst_trouble(), TROUBLE_HIT: u.uhpmod += rnd(5)
     * (outside the soft cap) when max HP < 5 XL + 11; then below 6 the
     * stored rolls rise to 6, and a negative modifier, then a negative
     * bonus, are cleared while it is still below 6; HP to max. */
    if (roll > 0) {
        d->mod += roll;
        growth_dnh_recalc(d);
    }
    if (d->hpmax < 6) {
        if (d->rolled < 6)
            d->rolled = 6;
        growth_dnh_recalc(d);
        if (d->hpmax < 6 && d->mod < 0) {
            d->mod = 0;
            growth_dnh_recalc(d);
        }
        if (d->hpmax < 6 && d->bonus < 0) {
            d->bonus = 0;
            growth_dnh_recalc(d);
        }
    }
    d->hp = d->hpmax;
}

void growth_dnh_set_con(struct growth_dnh *d, int con)
{
    /* Con acts on every level at once: calc_total_maxhp() after the change. */
    d->con = con;
    growth_dnh_recalc(d);
}
