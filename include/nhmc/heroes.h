/* heroes: each variant's roles and races as data, shared by every kind
 * (docs/dnethack-heroes.md; docs/rules.md, Role and race tables).
 *
 * A variant's hero table lists its roles and races with the game's HP
 * advance, xlev, starting alignment record, attributes and masks, the names
 * they are taken by, and which role/race pairs the game starts.  Vanilla's
 * table is nh_roles/nh_races (hero_tables.c).  dNetHack's (dnh_heroes.c)
 * keeps vanilla's 13 roles and 5 races at their vanilla indices, with
 * dNetHack's own values, and appends its own roles and races after them, so
 * code keyed on a vanilla index means the same hero in both.
 */
#ifndef NHMC_HEROES_H
#define NHMC_HEROES_H

#include <stdbool.h>
#include <stddef.h>

#include "nhmc/names.h"
#include "nhmc/hero_rules.h"
#include "nhmc/variant.h"

struct nh_hero_table {
    const char *variant_words; /* "dNetHack" or "vanilla NetHack": for messages */
    const struct nh_role *roles;
    int nroles;
    const struct nh_race *races; /* the selectable races, 0..nraces-1 */
    int nraces;
    const struct nh_names *role_names, *race_names;
    /* Whether the game starts a hero of this role and race. */
    bool (*legal)(int role, int race);
};

/* The hero table of a variant: dNetHack's for NH_VDNH, vanilla's otherwise. */
const struct nh_hero_table *nh_heroes(enum nh_variant v);
/* Vanilla's table (nh_roles, nh_races, role_allows_race). */
extern const struct nh_hero_table nh_vanilla_heroes;
extern const struct nh_hero_table nh_dnh_heroes;

/* The races a role of the table may be, by name, comma-separated. */
void nh_hero_races_text(const struct nh_hero_table *t, int role, char *buf, size_t len);

/* Whether text, refused by vanilla's role or race names (names is
 * nh_role_names or nh_race_names), names a role or race of dNetHack alone;
 * if so, why in words ("role Nobleman is dNetHack's, ..."). */
bool nh_hero_dnh_only(const struct nh_names *names, const char *text, char *why, size_t len);

/* Whether text names dNetHack's Undead Hunter (Hnt), a role of the
 * devel-3.23.1 branch only, which nhmc does not model; if so, why. */
bool nh_hero_devel_only(const char *text, char *why, size_t len);

/* ---- dNetHack (compat-3.23.0, src/role.c roles[] and races[]) ---- */

/* dNetHack's roles past vanilla's 13 and races past vanilla's 5, at these
 * indices of nh_dnh_roles and nh_dnh_races. */
enum {
    NH_DNH_ANA = NH_ROLE_COUNT, /* Anachrononaut */
    NH_DNH_BIN,                 /* Binder */
    NH_DNH_CON,                 /* Convict */
    NH_DNH_MAD,                 /* Madman */
    NH_DNH_NOB,                 /* Nobleman */
    NH_DNH_PIR,                 /* Pirate */
    NH_DNH_BRD,                 /* Troubadour */
    NH_DNH_ROLES
};
enum {
    NH_DNH_CLOCKWORK = NH_RACE_COUNT, /* clockwork automaton */
    NH_DNH_CHIROPTERAN,
    NH_DNH_DROW,
    NH_DNH_HALF_DRAGON,
    NH_DNH_INCANTIFIER,
    NH_DNH_VAMPIRE,
    NH_DNH_YUKI_ONNA,
    NH_DNH_RACES,                   /* the 12 selectable races */
    NH_DNH_MYRKALFR = NH_DNH_RACES, /* what an Anachrononaut drow becomes */
    NH_DNH_ANDROID,                 /* what an Anachrononaut clockwork automaton becomes */
    NH_DNH_ALL_RACES
};

extern const struct nh_role nh_dnh_roles[NH_DNH_ROLES];
/* The 12 selectable races, then the myrkalfr and the android. */
extern const struct nh_race nh_dnh_races[NH_DNH_ALL_RACES];

/* The race whose HP advance and attributes a hero has (dNetHack src/role.c,
 * role_init()): an Anachrononaut drow is a myrkalfr, an Anachrononaut
 * clockwork automaton an android; any other hero keeps its race. */
int dnh_hero_race(int role, int race);
/* The game's selection rules (dNetHack src/role.c, validrace(), validgend(),
 * validalign(), with the Convict's exception): whether the selection
 * screens offer a hero of this role and race (136 pairs). */
bool dnh_hero_selectable(int role, int race);
/* Whether the game starts the hero: selectable, or in the role's race mask
 * with no alignment that fits (the elven and drow Healer, the dwarvish
 * Anachrononaut: role_init() then picks the alignment), 139 pairs. */
bool dnh_hero_legal(int role, int race);

#endif
