/* dnh_soft_cap: dNetHack's max-HP bonus under its logistic soft cap
 * (docs/rules.md, dNetHack level gain at XL 30).
 *
 * A level gain made at XL 30 adds its newhp() roll to u.uhpbonus, not to
 * the stored rolls P (dNetHack src/exper.c, pluslvl()).  A positive bonus B
 * counts only through the soft cap of calc_total_maxhp() (src/attrib.c):
 * with raw = trunc(P + XL conplus(Con)), cap = 24 + 2 maxhp(1) and
 * M = cap - raw, max HP is raw + round(2M / (1 + exp(-(4 / 2M) B)) - M)
 * when M > 0, and raw when M <= 0; at least 1.  A bonus of 0 or below adds
 * as it is.  The arithmetic is the game's: integer truncation where it
 * assigns to int, the same double expression and round() for the bonus.
 */
#ifndef NHMC_DNH_SOFT_CAP_H
#define NHMC_DNH_SOFT_CAP_H

/* maxhp(1) of dNetHack's attrib.c: the largest max HP the role's and race's
 * hpadv can give at XL xl (every die at its top, Con bonus in quarters
 * con_quarters), at least xl. */
int dnh_hp_ceiling(int role, int race, int xl, int con_quarters);

/* The soft cap 24 + 2 maxhp(1) of a hero of this role and race with base Con
 * `con` at XL xl (an orc's Con rises with XL, as in dnh_effective_con). */
int dnh_hp_cap(int role, int race, int xl, int con);

/* The part of a bonus B that counts, given the room M = cap - raw:
 * B itself for B <= 0; for B > 0, 0 when M <= 0, else
 * round(2M / (1 + exp(-(4 / 2M) B)) - M), which lies in 0..M. */
int dnh_bonus_counted(int room, int bonus);

/* calc_total_maxhp() for an unpolymorphed hero without multiplier, glyph or
 * u.uhpmod: from the stored rolls, the bonus, XL, the Con bonus in quarters
 * and the soft cap. */
int dnh_maxhp_bonus_of(int rolled, int bonus, int xl, int con_quarters, int cap);

/* The same for a hero of this role and race with base Con `con`. */
int dnh_maxhp_bonus(int role, int race, int rolled, int bonus, int xl, int con);

#endif
