/* dnh: dNetHack hero HP rules (docs/rules.md, dNetHack HP), over dNetHack's
 * hero table (heroes.h: its 20 roles and 12 races, role and race being
 * indices of nh_dnh_roles and nh_dnh_races; docs/dnethack-heroes.md).
 *
 * dNetHack keeps the sum P of all newhp() rolls (without Con) and computes
 * max HP from it at the current XL and Con (docs/rules.md, dNetHack max HP): Con acts retroactively
 * on every level.  Con bonuses are in quarters, so everything stays integer.
 */
#ifndef NHMC_DNH_H
#define NHMC_DNH_H

#include <stdbool.h>
#include <stdint.h>

#include "nhmc/rng.h"
#include "nhmc/heroes.h"
#include "nhmc/hero_rules.h"

#define NH_DNH_RACE_ORC 4 /* index of the orc in nh_dnh_races (as in nh_races) */

/* The HP advance of the hero's role and of its race (after role_init()'s
 * substitutes, heroes.h dnh_hero_race()), and the role's xlev. */
const struct nh_hpadv *dnh_role_hp(int role);
const struct nh_hpadv *dnh_race_hp(int role, int race);
int dnh_xlev(int role);

/* 4 x conplus(Con) (docs/rules.md, dNetHack max HP): Con <= 3: -8; 4: -6; 5-6: -4; 7-12: 0;
 * 13 and up: Con - 11. */
int dnh_con_quarters(int con);

/* ACURR(A_CON) of a hero with base Con `con` at experience level xl: an
 * orc adds XL/3 (capped at 25) (dNetHack src/attrib.c, acurr(); docs/rules.md,
 * dNetHack max HP). */
int dnh_effective_con(int race, int con, int xl);

/* The starting roll P (newhp() at XL 0; docs/rules.md, dNetHack level gain and drain): role plus
 * race infix (no inrnd is above 1, and an inrnd of 1 adds rn2(1) = 0, so it
 * is deterministic). */
int dnh_start_rolled(int role, int race);

/* The dice of a gain made at experience level xl (1..30; a gain at XL 30 goes to the bonus,
 * dnh_soft_cap.h), in the form of struct nh_gain_dice: gain = max(1, fix + rnd(role_sides) +
 * rnd(race_sides)). A part of size 1 is rn2(2) in dNetHack (docs/rules.md, dNetHack max HP): it is
 * given here as a die of 2 sides with 1 taken off fix. */
struct nh_gain_dice dnh_gain_dice_at(int role, int race, int xl);

/* newhp() for a gain made at XL xl (1..30), as dNetHack draws it: role part
 * then race part, at least 1, no Con term (docs/rules.md, dNetHack max HP). */
int dnh_newhp(int role, int race, int xl, nh_pcg32 *rng);

/* Max HP from the stored rolls P at XL xl with effective Con `con` and no
 * bonus or modifier (docs/rules.md, dNetHack max HP): max(1, trunc(P + xl * conplus(Con))). */
static inline int dnh_maxhp_of(int rolled, int xl, int con_quarters)
{
    int raw = (4 * rolled + xl * con_quarters) / 4; /* C division truncates as the game */
    return raw < 1 ? 1 : raw;
}

/* The same for a hero of this race with base Con `con` at XL xl. */
int dnh_maxhp(int race, int rolled, int xl, int con);

/* ---- HP regeneration (docs/rules.md, dNetHack regeneration) ---- */

#define NH_DNH_HEALCYCLE 90 /* rates are in 1/90 HP per turn */

/* The natural term r of an unpolymorphed hero, awake, with no itchy
 * equipment: max(1, XL + Con - 10), times 3 (Barbarian) or 2 (Knight,
 * Samurai, Valkyrie), plus 7 (elf) and 10 (Healer), at least 1.  con is
 * ACURR(A_CON). */
int dnh_regen_natural(int role, int race, int xl, int con);

/* Where the hero sleeps (dNetHack src/allmain.c, you_regen_hp(): the bed
 * on top of the hero's square; a bedroll counts only alone there). */
enum nh_dnh_bed {
    NH_DNH_NO_BED,
    NH_DNH_BEDROLL,       /* x1.5 */
    NH_DNH_GURNEY,        /* x1.5 */
    NH_DNH_BED,           /* x2 */
    NH_DNH_EXPENSIVE_BED, /* x10 */
    NH_DNH_BED_COUNT
};
const char *dnh_bed_name(int bed); /* "bedroll" */
/* Name or unique prefix, any case ("none", "expensive" too); -1 if none. */
int dnh_bed_parse(const char *text);

/* What the natural term of you_regen_hp() reads of an unpolymorphed hero. */
struct dnh_regen_hero {
    int role, race;      /* indices of nh_dnh_roles, nh_dnh_races (the selected race) */
    bool female;         /* flags.female: the drow's term */
    int xl, con;         /* con: ACURR(A_CON) */
    bool asleep;         /* u.usleep this turn: the bed counts */
    int bed;             /* enum nh_dnh_bed */
    bool berith;         /* the Binder's seal Berith: x2 */
    int healing_penalty; /* u_healing_penalty() (itchy or silver/iron next to the skin) */
};

/* reglevel, the natural term (dNetHack compat-3.23.0 src/allmain.c,
 * you_regen_hp()): max(1, XL + Con - 10); asleep, times 1.5 (bedroll,
 * gurney), 2 (bed) or 10 (expensive bed), truncated; times 3 (Barbarian), 2
 * (Knight, Pirate, Samurai, Valkyrie, Convict, or the seal Berith) or 1.5
 * truncated (Madman); plus 7 (elf), 8 or 4 (male or female drow), 10
 * (Healer); minus the healing penalty; at least 1.  Whether the hero has
 * the term at all is dnh_regen_has_natural(). */
int dnh_regen_reglevel(const struct dnh_regen_hero *h);

/* Whether the hero has the natural term (the same function): not a
 * nonliving race (a clockwork automaton, a vampire: undead; an android is
 * exempt), nor in the Valley of the Dead (is_unalive there, again but for
 * an android), nor an incantifier, who heals by spending Pw instead. */
bool dnh_regen_has_natural(int role, int race, bool valley);

/* spiritDsize() (dNetHack src/spell.c) without a soul lens: 1 at XL 1-2,
 * 2 at 3-5, then one more every 4 levels from 6, 9 at XL 30; the seal
 * Buer adds 6 times it to the rate. */
int dnh_spirit_dsize(int xl);

/* The HP change on turn t (moves after its increment) at rate x (1/90 HP
 * per turn): x/90 (C division), plus sign(x) when
 * floor(t rho / 90) > floor((t - 1) rho / 90), rho = |x| mod 90.  So exactly
 * x HP per 90 turns, on fixed turns. */
int dnh_regen_heal(int x, int64_t t);

#endif
