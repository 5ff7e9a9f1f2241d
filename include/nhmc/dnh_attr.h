/* dnh_attr: dNetHack's starting attributes (docs/rules.md, dNetHack
 * starting Con): the role's attrbase and attrdist, the race's attribute
 * limits as role_init() leaves them, and init_attr()'s point total
 * (dNetHack compat-3.23.0 src/role.c, src/u_init.c, src/attrib.c).
 *
 * The data are the hero table's (include/nhmc/heroes.h), found by the
 * role's game code ("Val") and the race's name ("dwarf"); role and race
 * indices are those of nh_dnh_roles and nh_dnh_races, and an
 * Anachrononaut's drow or clockwork automaton has the myrkalfr's or the
 * android's data (dnh_hero_race()).
 */
#ifndef NHMC_DNH_ATTR_H
#define NHMC_DNH_ATTR_H

#include <stddef.h>

#include "nhmc/attr_init.h"
#include "nhmc/rng.h"

/* The hero's sex where the limits depend on it (a Noblewoman's Dex). */
enum dnh_sex { DNH_SEX_ANY = -1, DNH_MALE = 0, DNH_FEMALE = 1 };

/* The init_attr() problem of a dNetHack hero who is not a descendant.
 * Returns 0, or -1 with why (a sentence) when nhmc has no data for the role
 * or race, or when sex is DNH_SEX_ANY and the limits depend on it. */
int dnh_attr_init(int role, int race, int sex, struct nh_attr_init *out, char *why, size_t len);

/* The same by the role's game code ("Nob") and the race's name ("elf"), any
 * case. */
int dnh_attr_init_named(const char *role, const char *race, int sex, struct nh_attr_init *out,
                        char *why, size_t len);

/* The attribute that x = rn2(100) picks in dNetHack's init_attr() loop
 * (the first i at which x minus the running total of attrdist is <= 0), or
 * NH_ATTR_COUNT when none. */
int dnh_attr_pick(const int dist[NH_ATTR_COUNT], int x);

/* Roll the starting Con as the game does: init_attr() then the 1-in-20
 * variation (the carry-capacity boost is not modelled). */
int dnh_roll_start_con(const struct nh_attr_init *a, nh_pcg32 *rng);

#endif
