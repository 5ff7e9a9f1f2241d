/* hero_rules: per-variant hero HP data and rules (docs/rules.md, Hero max HP).
 *
 * Data are tables (src/game/hero_tables.c), rules are small pure functions.
 * Roles and races are indices into those tables.
 */
#ifndef NHMC_HERO_RULES_H
#define NHMC_HERO_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include "nhmc/rng.h"
#include "nhmc/variant.h"

enum { A_STR, A_INT, A_WIS, A_DEX, A_CON, A_CHA, NH_ATTR_COUNT };

#define NH_ROLE_COUNT        13
#define NH_ROLE_HEALER       3 /* index of the Healer in nh_roles (FIQHack's regen term) */
#define NH_ROLE_ARCHEOLOGIST 0 /* index of the Archeologist in nh_roles (5.0's fedora) */
#define NH_ROLE_CAVEMAN      2 /* index of the Caveman in nh_roles (EvilHack's never-read HP) */
#define NH_RACE_COUNT        5
/* The most roles and races any variant's hero table has (heroes.h): dNetHack's
 * 20 roles, and its 12 selectable races with the 2 that role_init substitutes. */
#define NH_ROLE_MAX 20
#define NH_RACE_MAX 14
#define NH_MAXULEV  30
#define NH_CON_MIN  3
#define NH_CON_MAX  25

/* The game's hpadv: fixed and random parts at creation, below xlev, at or
 * above xlev (docs/rules.md, Role and race tables). */
struct nh_hpadv {
    int infix, inrnd, lofix, lornd, hifix, hirnd;
};

/* Genders and alignments a role or race allows (src/role.c in every version:
 * the ROLE_MALE ... ROLE_CHAOTIC bits of roles[].allow and races[].allow). */
enum {
    NH_ALLOW_MALE = 1u << 0,
    NH_ALLOW_FEMALE = 1u << 1,
    NH_ALLOW_LAWFUL = 1u << 2,
    NH_ALLOW_NEUTRAL = 1u << 3,
    NH_ALLOW_CHAOTIC = 1u << 4,
};

struct nh_role {
    const char *name;       /* "Archeologist" */
    const char *abbr;       /* "Arc" */
    const char *aliases[3]; /* other accepted names ("Cavewoman"), NULL-ended */
    struct nh_hpadv hp;
    int xlev;       /* cutoff level between lo and hi gains */
    int initrecord; /* starting alignment record */
    int attrbase[NH_ATTR_COUNT];
    int attrdist[NH_ATTR_COUNT];
    unsigned races; /* vanilla: bit r set: race r allowed; dNetHack: the role's race
                       mask (marace), matched against each race's `self` (heroes.h) */
    unsigned allow; /* genders and alignments (NH_ALLOW_*) */
};

struct nh_race {
    const char *name; /* "human" */
    const char *abbr; /* "hum" */
    const char *adj;  /* "dwarven" etc., also accepted on input */
    struct nh_hpadv hp;
    int attrmin[NH_ATTR_COUNT];
    int attrmax[NH_ATTR_COUNT];
    unsigned self;  /* dNetHack only: the race's own bit of a role's race mask */
    unsigned allow; /* genders and alignments (NH_ALLOW_*) */
};

extern const struct nh_role nh_roles[NH_ROLE_COUNT];
extern const struct nh_race nh_races[NH_RACE_COUNT];

bool role_allows_race(int role, int race);
/* A role or race as the game takes it (names.h: full, female name,
 * abbreviation, adjective, unique prefix, any case); the index or -1. */
int role_parse(const char *text);
int race_parse(const char *text);

/* conplus(Con) of newhp() (docs/rules.md, Level-up HP); con is ACURR(A_CON), 3..25. */
int nh_conplus(int con);

/* Starting HP = role infix + race infix (docs/rules.md, Starting HP); deterministic. */
int nh_start_hp(int role, int race);

/* The dice of one level gain made at experience level xl (1..30), before the
 * Con bonus and the floor: gain = fix + [rnd(role_sides)] + [rnd(race_sides)]
 * where a side count of 0 means no die. */
struct nh_gain_dice {
    int fix;
    int role_sides;
    int race_sides;
};
struct nh_gain_dice nh_gain_dice_at(int role, int race, int xl);

/* The 5.0 limit on a gain made at XL 30 (5.0 src/attrib.c, newhp(); docs/rules.md, Level-up HP):
 * max(1, 5 - hpmax/300), computed in a `char` as the game does (so from
 * hpmax 40200 on it wraps to 127 on the usual signed-char targets).  hpmax is the value
 * before the gain. */
static inline int nh_xl30_limit(int hpmax)
{
    unsigned low = (unsigned)(5 - hpmax / 300) & 0xffu;
    int lim = low >= 128u ? (int)low - 256 : (int)low;
    return lim < 1 ? 1 : lim;
}

/* Whether the variant throttles gains made at XL 30. */
bool nh_throttles_xl30(enum nh_variant v);

/* newhp() for a level gain (xl >= 1) as the game computes it: the dice, the
 * Con bonus, the minimum of 1, and the 5.0 throttle at XL 30.  hpmax is the
 * maximum before this gain.  Draws role die then race die, as the game. */
int nh_newhp(enum nh_variant v, int role, int race, int xl, int con, int hpmax, nh_pcg32 *rng);

/* The end of newhp() for a gain of hp from the dice, made at XL xl: the
 * Con bonus, at least 1, and the limit at XL 30 where the variant has it. */
int nh_gain_finish(enum nh_variant v, int hp, int xl, int con, int hpmax);

/* Roll the starting attributes as the game does (docs/rules.md, Starting Con): init_attr(75) with
 * the variant's selection weights, then the 1-in-20 variation) and return
 * the starting Con.  The carry-capacity boost is not modelled (it depends on
 * the inventory; docs/rules.md, Starting Con).  Only Con's variation is drawn: the others
 * cannot change Con. */
int nh_roll_start_con(enum nh_variant v, int role, int race, nh_pcg32 *rng);
/* u_init()'s 1-in-20 variation of a starting Con: on !rn2(20),
 * adjattrib(A_CON, rn2(7) - 2), which does nothing for 0 and otherwise keeps
 * Con within lo..hi (the race's limits). */
int nh_con_variation(nh_pcg32 *rng, int con, int lo, int hi);

/* Attribute selection weights out of 100 used by init_attr in the variant:
 * 3.4.3 and 3.6.7 (dist0+1, dist1..dist4, dist5-1), 5.0 exactly attrdist. */
void nh_attr_weights(enum nh_variant v, int role, int weights[NH_ATTR_COUNT]);

/* The attribute init_attr's selection loop picks for x = rn2(100) under the
 * given weights (docs/rules.md, Starting Con): the first i at which x falls below the running total
 * (an x past the total, impossible as the weights sum to 100, picks the
 * last). */
int nh_attr_pick(const int weights[NH_ATTR_COUNT], int x);

#endif
