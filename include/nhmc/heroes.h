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
    /* The level-up cutoff of every role (xNetHack's ROLE_XLEV_CUTOFF); 0:
     * each role's own xlev. */
    int xlev_all;
};

/* The hero table of a variant: dNetHack's, xNetHack's, EvilHack's and
 * UnNetHack's for theirs, vanilla's otherwise. */
const struct nh_hero_table *nh_heroes(enum nh_variant v);
/* Vanilla's table (nh_roles, nh_races, role_allows_race). */
extern const struct nh_hero_table nh_vanilla_heroes;
extern const struct nh_hero_table nh_dnh_heroes;
/* xNetHack 9.1, EvilHack and UnNetHack (variant_heroes.c; their pages in
 * docs/ name the commit read).  Each keeps vanilla's 13 roles and 5 races
 * at their vanilla indices and appends its own (below). */
extern const struct nh_hero_table nh_xnh_heroes, nh_evh_heroes, nh_unh_heroes;

/* The level-up cutoff of a role of the table: the table's xlev_all, or the
 * role's own xlev. */
int nh_hero_xlev(const struct nh_hero_table *t, int role);

/* ---- Level gain in xNetHack, EvilHack and UnNetHack (hero_dice.c;
 * docs/rules.md, Level-up HP in xNetHack, EvilHack and UnNetHack) ---- */

/* Whether the variant's heroes gain levels by hero_dice.c's rules: its
 * hero table, dice on the starting HP, extra dice. */
bool nh_hero_dice_variant(enum nh_variant v);
/* The starting HP's dice: infix of role and race, and their inrnd as dice
 * (newhp() at u.ulevel 0 adds rnd(inrnd) for an inrnd above 0). */
struct nh_gain_dice nh_hero_start_dice(enum nh_variant v, int role, int race);
/* The table's dice of a gain made at XL xl, before the extras and Con. */
struct nh_gain_dice nh_hero_gain_dice(enum nh_variant v, int role, int race, int xl);
/* Dice a variant adds to a gain beyond role and race: fix + rnd(sides[0])
 * + rnd(sides[1]) (a side count of 0: no die).  EvilHack's never-read
 * Caveman and unblemished aasimar, unless history says otherwise
 * (src/attrib.c, newhp()). */
struct nh_gain_extra {
    int fix;
    int sides[2];
};
/* What a hero did that EvilHack's extras ask (newhp()): read something
 * (u.uconduct.literate > 0), had its alignment abused (u.ualign.abuse);
 * 0 is how every hero starts. */
enum { NH_HERO_LITERATE = 1u, NH_HERO_ABUSED = 2u };
struct nh_gain_extra nh_hero_gain_extra(enum nh_variant v, int role, int race, int xl,
                                        unsigned history);
/* The init_attr(75) problem of the variant's hero (nhmc/attr_init.h), for
 * a rolled starting Con: the role's attrbase (EvilHack: each lowered below
 * the race's maximum while at or above it), the points left of 75, the
 * picks of x = rn2(100) (xNetHack: attrdist, as 5.0's rnd_attr(); EvilHack
 * and UnNetHack: the first attribute whose running remainder is <= 0, as
 * 3.6.7's and 3.4.3's), and the race's limits. */
struct nh_attr_init;
void nh_hero_attr_init(enum nh_variant v, int role, int race, struct nh_attr_init *out);
/* The starting max HP, rolled. */
int nh_hero_start_roll(enum nh_variant v, int role, int race, nh_pcg32 *rng);
/* One gain made at XL xl (the variant's newhp()): dice, extras, Con bonus,
 * at least 1, and the XL-30 limit where the variant has it. */
int nh_hero_newhp(enum nh_variant v, int role, int race, int xl, int con, int hpmax,
                  unsigned history, nh_pcg32 *rng);

/* The forms of a role's and a race's names (names.h; ctx is the table):
 * name, code, then the female name (role) or adjective and plurals (race). */
const char *nh_role_form(const void *ctx, int i, int k, size_t *len);
const char *nh_race_form(const void *ctx, int i, int k, size_t *len);

/* The races a role of the table may be, by name, comma-separated. */
void nh_hero_races_text(const struct nh_hero_table *t, int role, char *buf, size_t len);

/* Whether text, refused by a table's role or race names (names), names a
 * role or race of dNetHack's, EvilHack's or UnNetHack's own (past vanilla's)
 * in another table; if so, why in words ("role Nobleman is dNetHack's:
 * nhmc models it only for variant dnethack"; "role Convict is dNetHack's,
 * EvilHack's and UnNetHack's: nhmc models it only for variant dnethack,
 * evilhack or unnethack"), right for an option and a scenario key alike. */
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

/* ---- xNetHack, EvilHack, UnNetHack: their roles and races past vanilla's ---- */
enum { NH_EVH_CON = NH_ROLE_COUNT, NH_EVH_DRU, NH_EVH_INF, NH_EVH_ROLES };
enum {
    NH_EVH_GIANT = NH_RACE_COUNT,
    NH_EVH_HOBBIT,
    NH_EVH_CENTAUR,
    NH_EVH_ILLITHID,
    NH_EVH_TORTLE,
    NH_EVH_DROW,
    NH_EVH_DRAUGR,
    NH_EVH_VAMPIRE,
    NH_EVH_AASIMAR,
    NH_EVH_RACES
};
enum { NH_UNH_CON = NH_ROLE_COUNT, NH_UNH_ROLES };
enum { NH_UNH_VAMPIRE = NH_RACE_COUNT, NH_UNH_RACES };

#endif
