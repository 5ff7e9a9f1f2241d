/* prayer_grid: the inputs of a prayer run (scenario [prayer] keys, or the
 * options of `nhmc pray`), checked and expanded into cases (struct
 * prayer_case of prayer.h).
 *
 * As regen_grid: both front ends hand over the texts as written (NULL: not
 * given); the parser returns the key at fault with its message, so a
 * scenario can point at the line and the command line at the option.  List
 * keys form a grid: every combination is a case, the last list key varying
 * fastest, except keys named in `paired`, whose lists go together element
 * by element (e.g. paired = xl, maxhp).
 *
 * Role and race make one dimension, of role/race pairs: with race = valid
 * (the default) each role's allowed races, with a race list every listed
 * race for every listed role (a pair the game forbids is an error naming
 * both).  `paired = role` zips those pairs; `paired = role, race` zips the
 * role list with the race list instead (Val,Sam with dwarf,human).
 *
 * Defaults, resolved per case:
 *   variant 3.6.7; con 10 (Con matters only for rolled max HP); xl 1;
 *   maxhp: the starting max HP (nh_start_hp) at XL 1, rolled above;
 *   luck: base (prayer_base_luck of the variant, role, full_moon, friday13,
 *   fedora); record: start (the role's nh_roles[].initrecord); wishes 0;
 *   altar none; hp low (1); fedora on; everything else off or 0.
 * Required: role and turn.
 *
 * Every case is checked when the grid is parsed (prayer_case_check, plus
 * the grid's own checks: maxhp start above XL 1, HP above a given max HP,
 * a record above prayer_align_limit(turn)), so a bad combination stops the
 * run before it starts.
 */
#ifndef NHMC_PRAYER_GRID_H
#define NHMC_PRAYER_GRID_H

#include <stdbool.h>
#include <stddef.h>
#include "nhmc/output.h"
#include "kinds/prayer/prayer_impl.h"
#include "nhmc/hero_rules.h"
#include "nhmc/grid.h"
#include "nhmc/kind.h"

enum prayer_key {
    PK_VARIANT,
    PK_ROLE,
    PK_RACE,
    PK_CON,
    PK_XL,
    PK_MAXHP,
    PK_TURN,
    PK_LUCK,
    PK_RECORD,
    PK_WISHES,
    PK_ALTAR,
    PK_HP,
    /* single values */
    PK_FULL_MOON,
    PK_FRIDAY13,
    PK_FEDORA,
    PK_ANGER,
    PK_MH,
    PK_MHMAX,
    PK_UNCHANGING,
    PK_DEMIGOD,
    PK_CROWNED,
    PK_TUNE_KNOWN,
    PK_PAIRED,
    /* dNetHack only (prayer_grid_dnh.c) */
    PK_ALIGNMENT,
    PK_HOLINESS,
    PK_LUCK_TURN,
    PK_ABUSED,
    PK_COUNT
};
#define PK_NLISTS (PK_HP + 1) /* keys PK_VARIANT..PK_HP take lists */

/* The keys (kind.h): scenario key names, options, samples, what is expected. */
extern const struct nh_key prayer_keys[PK_COUNT];

#define NH_PRAYER_LIST_MAX      256   /* values in one list (turn: below) */
#define NH_PRAYER_TURN_LIST_MAX 10000 /* values in the turn list */
#define NH_PRAYER_MAX_CASES     100000
#define NH_PRAYER_MAX_ANGER     20

/* Values of the lists that stand for words. */
#define PRAYER_GRID_MAXHP_START   (-1)    /* maxhp "start": nh_start_hp, XL 1 only */
#define PRAYER_GRID_MAXHP_DEFAULT (-2)    /* maxhp not given: start at XL 1, else rolled */
#define PRAYER_GRID_LUCK_BASE     1000    /* luck "base" */
#define PRAYER_GRID_RECORD_START  1000000 /* record "start" */

struct prayer_grid {
    int n[PK_NLISTS];     /* values per list key (1 for defaults) */
    bool given[PK_COUNT]; /* written by the user */
    enum nh_variant variant[NH_VARIANT_COUNT];
    /* The role/race dimension (n[PK_ROLE] pairs); n[PK_RACE] is 1, or
     * n[PK_ROLE] when role and race are paired (same index). */
    int role[NH_ROLE_MAX * NH_RACE_MAX];
    int race[NH_ROLE_MAX * NH_RACE_MAX];
    int con[NH_PRAYER_LIST_MAX];
    int xl[NH_PRAYER_LIST_MAX];
    int maxhp[NH_PRAYER_LIST_MAX]; /* PRAYER_MAXHP_ROLLED, PRAYER_GRID_MAXHP_* or 1.. */
    int turn[NH_PRAYER_TURN_LIST_MAX];
    int luck[NH_PRAYER_LIST_MAX];   /* or PRAYER_GRID_LUCK_BASE */
    int record[NH_PRAYER_LIST_MAX]; /* or PRAYER_GRID_RECORD_START */
    int wishes[NH_PRAYER_LIST_MAX];
    int altar[PRAYER_ALTAR_COUNT]; /* enum prayer_altar */
    int hp[NH_PRAYER_LIST_MAX];
    unsigned paired; /* bit k: list key k is paired */
    bool full_moon, friday13, fedora;
    /* The single-valued settings (polyd, mh, mhmax, unchanging, anger,
     * demigod, crowned, tune_known); the rest is filled per case. */
    struct prayer_case base;
    int alignment, holiness; /* dNetHack: given, or PRAYER_GRID_UNSET */
};
#define PRAYER_GRID_UNSET (-100)

NH_GRID_FUNCTIONS(prayer, prayer_grid, prayer_key, PK_COUNT);
/* Columns: always variant,role,race,con,xl,maxhp,turn,luck,record, then
 * wishes, altar and hp when given; maxhp sorts as a number only when no
 * case has it rolled. */
NH_GRID_COLUMNS(prayer, prayer_grid);
/* maxhp's text is the number, or "rolled". */
NH_GRID_CASE(prayer, prayer_grid, prayer_case);

/* Which values of case i came from the defaults or their words, for the
 * run's notes ("record 0 (the role's starting record)"). */
struct prayer_case_info {
    bool luck_default;      /* Luck is the base Luck: luck not given, or "base" */
    bool record_default;    /* the role's starting record: not given, or "start" */
    bool maxhp_start;       /* the starting max HP: "start", or not given at XL 1 */
    bool alignment_default; /* dNetHack: the first alignment the hero may have */
    bool luck_start;        /* dNetHack: Luck not given, and u_init() changed it */
};
/* ---- dNetHack (prayer_grid_dnh.c) ---- */

/* Whether every variant of the grid is dnethack (its roles and races are then
 * read in dNetHack's hero table). */
bool prayer_grid_all_dnh(const struct prayer_grid *g);
/* Whether every variant of the grid is in the set (NH_VARIANT_BIT). */
bool prayer_grid_all_in(const struct prayer_grid *g, unsigned variants);
/* The role/race pairs in the hero table t of the grid's one variant
 * (dNetHack's, xNetHack's, EvilHack's or UnNetHack's; g->variant already
 * read). */
struct nh_hero_table;
int prayer_grid_dnh_heroes(const struct nh_hero_table *t, const char *const *texts,
                           struct prayer_grid *g, int *bad, char *err, size_t errlen);
/* alignment and luck_turn: refused unless every variant is dnethack,
 * evilhack or unnethack; god_holiness unless dnethack; abused unless
 * evilhack. */
int prayer_grid_dnh_singles(const char *const *texts, struct prayer_grid *g, int *bad, char *err,
                            size_t errlen);
/* A dNetHack case's alignment (given, or the first the hero may have:
 * *align_default) and its god's holiness (given, or the own god's); the
 * combinations not modelled refused.  Nothing for the other variants. */
struct prayer_case_info;
int prayer_grid_dnh_case(const struct prayer_grid *g, struct prayer_case *c,
                         struct prayer_case_info *info, int *bad, char *err, size_t errlen);
struct nh_grid_note;
void prayer_grid_dnh_describe(const struct prayer_grid *g, struct nh_grid_note *t);
/* An xNetHack, EvilHack or UnNetHack case's starting state and alignment
 * (prayer_grid_var.c): the record and Luck u_init() leaves (Luck timed out
 * to T on u.luckturn's timer), the alignment (given, or the first the hero
 * may have; an Infidel unaligned), the combinations not modelled refused.
 * Nothing for the other variants. */
int prayer_grid_var_case(const struct prayer_grid *g, struct prayer_case *c,
                         struct prayer_case_info *info, int *bad, char *err, size_t errlen);

void prayer_grid_case_info(const struct prayer_grid *g, size_t i, struct prayer_case_info *info);

/* A short description of the settings every row shares, for captions
 * ("off an altar; HP 1 (in trouble); Luck base 0; no wishes"). */
void prayer_grid_describe(const struct prayer_grid *g, char *buf, size_t len);

#endif
