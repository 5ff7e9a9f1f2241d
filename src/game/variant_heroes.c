/* variant_heroes: the roles and races of xNetHack, EvilHack and UnNetHack as
 * data (docs/xnethack-heroes.md, docs/evilhack-heroes.md,
 * docs/unnethack-heroes.md), and which role/race pairs each game starts.
 * Facts from each game's src/role.c, roles[] and races[], at the commits
 * named in variant.c, written here as our own data: vanilla's 13 roles and
 * 5 races first at their vanilla indices, then the game's own (heroes.h).
 * A role's races are a mask of race indices of its table (bit r: race r).
 * Each row: name, code, female name, hpadv {infix, inrnd, lofix, lornd,
 * hifix, hirnd}, xlev, initrecord, attrbase, attrdist (Str Int Wis Dex Con
 * Cha), races, genders and alignments; a race: noun, code, adjective,
 * hpadv, attrmin, attrmax (Str 18/xx as 18+xx, 19 and up as 100+n), self
 * bit, genders and alignments. */
#include "nhmc/heroes.h"

#include <stddef.h>

#include "game/hero_table_marks.h"
#include "nhmc/names.h"

/* Race bits after vanilla's five (hero_table_marks.h): EvilHack's and
 * UnNetHack's by their index. */
#define GIA  (1u << NH_EVH_GIANT)
#define HOB  (1u << NH_EVH_HOBBIT)
#define CEN  (1u << NH_EVH_CENTAUR)
#define ITH  (1u << NH_EVH_ILLITHID)
#define TRT  (1u << NH_EVH_TORTLE)
#define DRO  (1u << NH_EVH_DROW)
#define DRA  (1u << NH_EVH_DRAUGR)
#define EVAM (1u << NH_EVH_VAMPIRE)
#define AMR  (1u << NH_EVH_AASIMAR)
#define UVAM (1u << NH_UNH_VAMPIRE)

/* clang-format off */
/* xNetHack 9.1 src/role.c: a role has no xlev (ROLE_XLEV_CUTOFF,
 * include/you.h, is every role's: nh_xnh_heroes.xlev_all), so its rows
 * name their fields and leave xlev out; the races are vanilla's (nh_races). */
static const struct nh_role xnh_roles[NH_ROLE_COUNT] = {
    {.name = "Archeologist", .abbr = "Arc", .aliases = {NULL}, .hp = {11, 0, 0, 8, 1, 0}, .initrecord = 10, .attrbase = {7, 10, 10, 7, 7, 7}, .attrdist = {20, 20, 20, 10, 20, 10}, .races = HUM | DWA | GNO, .allow = MF | L | N},
    {.name = "Barbarian", .abbr = "Bar", .aliases = {NULL}, .hp = {14, 0, 0, 10, 2, 0}, .initrecord = 10, .attrbase = {16, 7, 7, 15, 16, 6}, .attrdist = {30, 6, 7, 20, 30, 7}, .races = HUM | DWA | ORC, .allow = MF | L | N | C},
    {.name = "Caveman", .abbr = "Cav", .aliases = {"Cavewoman", NULL}, .hp = {14, 0, 0, 8, 2, 0}, .initrecord = 0, .attrbase = {10, 7, 7, 7, 8, 6}, .attrdist = {30, 6, 7, 20, 30, 7}, .races = HUM | DWA | GNO, .allow = MF | L | N},
    {.name = "Healer", .abbr = "Hea", .aliases = {NULL}, .hp = {11, 0, 0, 8, 1, 0}, .initrecord = 10, .attrbase = {7, 11, 11, 7, 11, 11}, .attrdist = {15, 20, 20, 15, 25, 5}, .races = HUM | GNO, .allow = MF | N},
    {.name = "Knight", .abbr = "Kni", .aliases = {NULL}, .hp = {14, 0, 0, 8, 2, 0}, .initrecord = 10, .attrbase = {13, 7, 14, 8, 10, 17}, .attrdist = {30, 15, 15, 10, 20, 10}, .races = HUM, .allow = MF | L},
    {.name = "Monk", .abbr = "Mon", .aliases = {NULL}, .hp = {12, 0, 0, 8, 1, 0}, .initrecord = 10, .attrbase = {10, 7, 14, 8, 7, 7}, .attrdist = {25, 10, 20, 20, 15, 10}, .races = HUM, .allow = MF | L | N | C},
    {.name = "Priest", .abbr = "Pri", .aliases = {"Priestess", NULL}, .hp = {12, 0, 0, 8, 1, 0}, .initrecord = 0, .attrbase = {7, 10, 10, 7, 7, 7}, .attrdist = {15, 20, 20, 15, 20, 10}, .races = HUM | ELF, .allow = MF | L | N | C},
    {.name = "Rogue", .abbr = "Rog", .aliases = {NULL}, .hp = {10, 0, 0, 8, 1, 0}, .initrecord = 10, .attrbase = {7, 7, 7, 10, 7, 6}, .attrdist = {20, 10, 10, 30, 20, 10}, .races = HUM | ELF | ORC, .allow = MF | C},
    {.name = "Ranger", .abbr = "Ran", .aliases = {NULL}, .hp = {13, 0, 0, 6, 1, 0}, .initrecord = 10, .attrbase = {13, 13, 13, 9, 13, 7}, .attrdist = {30, 10, 10, 20, 20, 10}, .races = HUM | ELF | GNO | ORC, .allow = MF | N | C},
    {.name = "Samurai", .abbr = "Sam", .aliases = {NULL}, .hp = {13, 0, 0, 8, 1, 0}, .initrecord = 10, .attrbase = {10, 8, 7, 10, 17, 6}, .attrdist = {30, 10, 8, 30, 14, 8}, .races = HUM, .allow = MF | L},
    {.name = "Tourist", .abbr = "Tou", .aliases = {NULL}, .hp = {8, 0, 0, 8, 0, 0}, .initrecord = 0, .attrbase = {7, 10, 6, 7, 7, 10}, .attrdist = {15, 10, 10, 15, 30, 20}, .races = HUM | GNO, .allow = MF | N},
    {.name = "Valkyrie", .abbr = "Val", .aliases = {NULL}, .hp = {14, 0, 0, 8, 2, 0}, .initrecord = 0, .attrbase = {10, 7, 7, 7, 10, 7}, .attrdist = {30, 6, 7, 20, 30, 7}, .races = HUM | DWA, .allow = F | L | N},
    {.name = "Wizard", .abbr = "Wiz", .aliases = {NULL}, .hp = {10, 0, 0, 8, 1, 0}, .initrecord = 0, .attrbase = {7, 10, 7, 7, 7, 7}, .attrdist = {10, 30, 10, 20, 20, 10}, .races = HUM | ELF | GNO | ORC, .allow = MF | N | C},
};

/* EvilHack src/role.c: the role's races are its mhrace. */
static const struct nh_role evh_roles[NH_EVH_ROLES] = {
    {"Archeologist", "Arc", {NULL}, {11, 0, 0, 8, 1, 0}, 14, 10, {7, 10, 10, 7, 7, 7}, {20, 20, 20, 10, 20, 10}, HUM | DWA | GNO | HOB | TRT | AMR, MF | L | N},
    {"Barbarian", "Bar", {NULL}, {14, 0, 0, 10, 2, 0}, 10, 10, {16, 7, 7, 15, 16, 6}, {30, 6, 7, 20, 30, 7}, HUM | DWA | ORC | GIA | CEN | TRT | DRA | EVAM, MF | N | C},
    {"Caveman", "Cav", {"Cavewoman", NULL}, {14, 0, 0, 8, 2, 0}, 10, 0, {10, 7, 7, 7, 8, 6}, {30, 6, 7, 20, 30, 7}, HUM | DWA | GNO | GIA | AMR, MF | L | N},
    {"Healer", "Hea", {NULL}, {11, 0, 0, 8, 1, 0}, 20, 10, {7, 7, 13, 7, 11, 16}, {15, 20, 20, 15, 25, 5}, HUM | ELF | DWA | GNO | HOB | GIA | CEN | TRT, MF | N},
    {"Knight", "Kni", {NULL}, {14, 0, 0, 8, 2, 0}, 10, 10, {13, 7, 14, 8, 10, 17}, {30, 15, 15, 10, 20, 10}, HUM | DWA | ELF | ORC | CEN | DRO | DRA | EVAM | AMR, MF | L | C},
    {"Monk", "Mon", {NULL}, {12, 0, 0, 8, 1, 0}, 10, 10, {10, 7, 8, 8, 7, 7}, {25, 10, 20, 20, 15, 10}, HUM | ELF | DWA | GIA | CEN | TRT | DRO | DRA | EVAM | AMR, MF | L | N | C},
    {"Priest", "Pri", {"Priestess", NULL}, {12, 0, 0, 8, 1, 0}, 10, 0, {7, 7, 10, 7, 7, 7}, {15, 10, 30, 15, 20, 10}, HUM | ELF | DWA | ORC | GIA | HOB | CEN | ITH | TRT | DRO | AMR, MF | L | N | C},
    {"Rogue", "Rog", {NULL}, {10, 0, 0, 8, 1, 0}, 11, 10, {7, 7, 7, 10, 7, 6}, {20, 10, 10, 30, 20, 10}, HUM | ELF | ORC | HOB | GNO | DRO | DRA | EVAM, MF | N | C},
    {"Ranger", "Ran", {NULL}, {13, 0, 0, 6, 1, 0}, 12, 10, {13, 13, 13, 9, 13, 7}, {30, 10, 10, 20, 20, 10}, HUM | ELF | GNO | ORC | HOB | CEN | DRO, MF | N | C},
    {"Samurai", "Sam", {NULL}, {13, 0, 0, 8, 1, 0}, 11, 10, {10, 8, 7, 10, 17, 6}, {30, 10, 8, 30, 14, 8}, HUM | DWA | GIA | TRT | AMR, MF | L},
    {"Tourist", "Tou", {NULL}, {8, 0, 0, 8, 0, 0}, 14, 0, {7, 10, 6, 7, 7, 10}, {15, 10, 10, 15, 30, 20}, HUM | HOB | GNO | TRT, MF | N},
    {"Valkyrie", "Val", {NULL}, {14, 0, 0, 8, 2, 0}, 10, 0, {10, 7, 7, 7, 10, 7}, {30, 6, 7, 20, 30, 7}, HUM | DWA | GIA | CEN | AMR, F | L | N},
    {"Wizard", "Wiz", {NULL}, {10, 0, 0, 8, 1, 0}, 12, 0, {7, 10, 7, 7, 7, 7}, {10, 30, 10, 20, 20, 10}, HUM | ELF | DWA | GNO | ORC | HOB | GIA | ITH | TRT | DRO | EVAM, MF | N | C},
    {"Convict", "Con", {NULL}, {8, 0, 0, 8, 0, 0}, 10, -10, {10, 7, 7, 7, 13, 6}, {20, 20, 10, 20, 20, 10}, HUM | DWA | GNO | ORC | HOB | ITH | DRO | DRA | EVAM, MF | C},
    {"Druid", "Dru", {NULL}, {12, 0, 0, 8, 1, 0}, 10, 0, {7, 7, 10, 7, 7, 15}, {15, 10, 30, 15, 20, 5}, HUM | ELF | HOB | CEN | TRT | GIA, MF | N},
    {"Infidel", "Inf", {NULL}, {10, 0, 0, 8, 1, 0}, 10, 10, {7, 7, 10, 7, 7, 7}, {20, 10, 25, 15, 20, 10}, HUM | ELF | ORC | ITH | GIA | CEN | DRO | DRA | EVAM, MF | C},
};

static const struct nh_race evh_races[NH_EVH_RACES] = {
    {"human", "hum", "human", {2, 0, 0, 2, 1, 0}, {3, 3, 3, 3, 3, 3}, {118, 18, 18, 18, 18, 18}, HUM, MF | L | N | C},
    {"elf", "elf", "elven", {1, 0, 0, 1, 1, 0}, {3, 3, 3, 3, 3, 3}, {18, 20, 20, 20, 16, 18}, ELF, MF | N | C},
    {"dwarf", "dwa", "dwarven", {4, 0, 0, 3, 2, 0}, {3, 3, 3, 3, 3, 3}, {118, 16, 16, 20, 20, 16}, DWA, MF | L | N},
    {"gnome", "gno", "gnomish", {1, 0, 0, 1, 0, 0}, {3, 3, 3, 3, 3, 3}, {68, 19, 18, 18, 18, 18}, GNO, MF | N | C},
    {"orc", "orc", "orcish", {1, 0, 0, 1, 0, 0}, {3, 3, 3, 3, 3, 3}, {68, 16, 16, 18, 19, 16}, ORC, MF | C},
    {"giant", "gia", "giant", {4, 3, 1, 4, 3, 3}, {3, 3, 3, 3, 3, 3}, {125, 14, 18, 14, 25, 16}, GIA, MF | L | N | C},
    {"hobbit", "hob", "hobbit", {2, 0, 0, 2, 1, 0}, {3, 3, 3, 3, 3, 3}, {16, 16, 20, 20, 20, 16}, HOB, MF | L | N},
    {"centaur", "cen", "centaurian", {3, 3, 1, 2, 2, 2}, {3, 3, 3, 3, 3, 3}, {120, 12, 14, 20, 18, 16}, CEN, MF | N | C},
    {"illithid", "ith", "illithid", {1, 0, 0, 1, 0, 1}, {3, 3, 3, 3, 3, 3}, {10, 22, 22, 20, 12, 16}, ITH, MF | C},
    {"tortle", "trt", "tortle", {2, 0, 0, 2, 1, 0}, {3, 3, 3, 3, 3, 3}, {119, 18, 20, 10, 18, 14}, TRT, MF | L | N},
    {"drow", "dro", "dark elven", {1, 0, 0, 1, 1, 0}, {3, 3, 3, 3, 3, 3}, {18, 20, 20, 20, 16, 18}, DRO, MF | C},
    {"draugr", "dra", "draugr", {2, 0, 0, 2, 1, 0}, {3, 3, 3, 3, 3, 3}, {120, 6, 8, 18, 20, 6}, DRA, MF | C},
    {"vampire", "vam", "vampiric", {2, 0, 0, 2, 1, 0}, {3, 3, 3, 3, 3, 3}, {119, 18, 18, 20, 20, 20}, EVAM, MF | C},
    {"aasimar", "amr", "aasimar", {3, 2, 1, 3, 2, 1}, {3, 3, 3, 3, 3, 3}, {120, 18, 20, 18, 18, 20}, AMR, MF | L},
};

/* UnNetHack src/role.c. */
static const struct nh_role unh_roles[NH_UNH_ROLES] = {
    {"Archeologist", "Arc", {NULL}, {11, 0, 0, 8, 1, 0}, 14, 10, {7, 10, 10, 7, 7, 7}, {20, 20, 20, 10, 20, 10}, HUM | DWA | GNO | UVAM, MF | L | N},
    {"Barbarian", "Bar", {NULL}, {14, 0, 0, 10, 2, 0}, 10, 10, {16, 7, 7, 15, 16, 6}, {30, 6, 7, 20, 30, 7}, HUM | ORC | UVAM, MF | N | C},
    {"Caveman", "Cav", {"Cavewoman", NULL}, {14, 0, 0, 8, 2, 0}, 10, 0, {10, 7, 7, 7, 8, 6}, {30, 6, 7, 20, 30, 7}, HUM | DWA | GNO | UVAM, MF | L | N},
    {"Healer", "Hea", {NULL}, {11, 0, 0, 8, 1, 0}, 20, 10, {7, 7, 13, 7, 11, 16}, {15, 20, 20, 15, 25, 5}, HUM | GNO, MF | N},
    {"Knight", "Kni", {NULL}, {14, 0, 0, 8, 2, 0}, 10, 10, {13, 7, 14, 8, 10, 17}, {30, 15, 15, 10, 20, 10}, HUM, MF | L},
    {"Monk", "Mon", {NULL}, {12, 0, 0, 8, 1, 0}, 10, 10, {10, 7, 8, 8, 7, 7}, {25, 10, 20, 20, 15, 10}, HUM, MF | L | N | C},
    {"Priest", "Pri", {"Priestess", NULL}, {12, 0, 0, 8, 1, 0}, 10, 0, {7, 7, 10, 7, 7, 7}, {15, 10, 30, 15, 20, 10}, HUM | ELF, MF | L | N | C},
    {"Rogue", "Rog", {NULL}, {10, 0, 0, 8, 1, 0}, 11, 10, {7, 7, 7, 10, 7, 6}, {20, 10, 10, 30, 20, 10}, HUM | ORC | UVAM, MF | C},
    {"Ranger", "Ran", {NULL}, {13, 0, 0, 6, 1, 0}, 12, 10, {13, 13, 13, 9, 13, 7}, {30, 10, 10, 20, 20, 10}, HUM | ELF | GNO | ORC, MF | N | C},
    {"Samurai", "Sam", {NULL}, {13, 0, 0, 8, 1, 0}, 11, 10, {10, 8, 7, 10, 17, 6}, {30, 10, 8, 30, 14, 8}, HUM, MF | L},
    {"Tourist", "Tou", {NULL}, {8, 0, 0, 8, 0, 0}, 14, 0, {7, 10, 6, 7, 7, 10}, {15, 10, 10, 15, 30, 20}, HUM, MF | N},
    {"Valkyrie", "Val", {NULL}, {14, 0, 0, 8, 2, 0}, 10, 0, {10, 7, 7, 7, 10, 7}, {30, 6, 7, 20, 30, 7}, HUM | DWA, F | L | N},
    {"Wizard", "Wiz", {NULL}, {10, 0, 0, 8, 1, 0}, 12, 0, {7, 10, 7, 7, 7, 7}, {10, 30, 10, 20, 20, 10}, HUM | ELF | GNO | ORC | UVAM, MF | N | C},
    {"Convict", "Con", {NULL}, {8, 0, 0, 8, 0, 0}, 10, -10, {10, 7, 7, 7, 13, 6}, {20, 20, 10, 20, 20, 10}, HUM | DWA | GNO | ORC | UVAM, MF | C},
};

static const struct nh_race unh_races[NH_UNH_RACES] = {
    {"human", "hum", "human", {2, 0, 0, 2, 1, 0}, {3, 3, 3, 3, 3, 3}, {118, 18, 18, 18, 18, 18}, HUM, MF | L | N | C},
    {"elf", "elf", "elven", {1, 0, 0, 1, 1, 0}, {3, 3, 3, 3, 3, 3}, {18, 20, 20, 18, 16, 18}, ELF, MF | C},
    {"dwarf", "dwa", "dwarven", {4, 0, 0, 3, 2, 0}, {3, 3, 3, 3, 3, 3}, {118, 16, 16, 20, 20, 16}, DWA, MF | L},
    {"gnome", "gno", "gnomish", {1, 0, 0, 1, 0, 0}, {3, 3, 3, 3, 3, 3}, {68, 19, 18, 18, 18, 18}, GNO, MF | N},
    {"orc", "orc", "orcish", {1, 0, 0, 1, 0, 0}, {3, 3, 3, 3, 3, 3}, {68, 16, 16, 18, 18, 16}, ORC, MF | C},
    {"vampire", "vam", "vampiric", {3, 0, 0, 3, 2, 0}, {3, 3, 3, 3, 3, 3}, {119, 18, 18, 20, 20, 20}, UVAM, MF | N | C},
};
/* clang-format on */

/* validrace(), validgend() and validalign() (each game's src/role.c): the
 * role's races hold the race, a gender both allow, and an alignment both
 * allow or, with any_align, the role's own whatever the race's. */
static bool pair_ok(const struct nh_role *roles, int nroles, const struct nh_race *races,
                    int nraces, int role, int race, bool any_align)
{
    if (role < 0 || role >= nroles || race < 0 || race >= nraces ||
        !((roles[role].races >> race) & 1u))
        return false;
    const unsigned genders = NH_ALLOW_MALE | NH_ALLOW_FEMALE, aligns = L | N | C;
    unsigned ro = roles[role].allow, ra = races[race].allow;
    return (ro & ra & genders) && (any_align || (ro & ra & aligns));
}

/* xNetHack: 31 pairs (vanilla's 28, and the dwarvish Barbarian, the elven
 * Rogue and the gnomish Tourist). */
static bool xnh_legal(int role, int race)
{
    return pair_ok(xnh_roles, NH_ROLE_COUNT, nh_races, NH_RACE_COUNT, role, race, false);
}

/* EvilHack: 121 pairs; the Convict's ROLE_NORACEALIGN takes its own
 * (chaotic) alignment whatever the race's (validalign(), ok_race()). */
static bool evh_legal(int role, int race)
{
    return pair_ok(evh_roles, NH_EVH_ROLES, evh_races, NH_EVH_RACES, role, race,
                   role == NH_EVH_CON);
}

/* UnNetHack: the role's races, 38 pairs.  The dwarvish and the gnomish
 * Convict have no alignment that fits, and the game starts them all the
 * same: the tty selection takes the first alignment when none fits
 * (win/tty/wintty.c), role_init() draws one (randalign()) and u_init()
 * makes every Convict chaotic (src/u_init.c). */
static bool unh_legal(int role, int race)
{
    return pair_ok(unh_roles, NH_UNH_ROLES, unh_races, NH_UNH_RACES, role, race, true);
}

/* ROLE_XLEV_CUTOFF, include/you.h of xNetHack 9.1. */
#define XNH_XLEV_CUTOFF 12

static const struct nh_names xnh_role_names = {xnh_roles, NH_ROLE_COUNT, nh_role_form, true,
                                               "role"};
static const struct nh_names evh_role_names = {evh_roles, NH_EVH_ROLES, nh_role_form, true, "role"};
static const struct nh_names evh_race_names = {evh_races, NH_EVH_RACES, nh_race_form, true, "race"};
static const struct nh_names unh_role_names = {unh_roles, NH_UNH_ROLES, nh_role_form, true, "role"};
static const struct nh_names unh_race_names = {unh_races, NH_UNH_RACES, nh_race_form, true, "race"};

#define TABLE(words, ro, nro, ra, nra, rn, an, ok, cut)                                            \
    {                                                                                              \
        .variant_words = words, .roles = ro, .nroles = nro, .races = ra, .nraces = nra,            \
        .role_names = rn, .race_names = an, .legal = ok, .xlev_all = cut                           \
    }

const struct nh_hero_table nh_xnh_heroes =
    TABLE("xNetHack", xnh_roles, NH_ROLE_COUNT, nh_races, NH_RACE_COUNT, &xnh_role_names,
          &nh_race_names, xnh_legal, XNH_XLEV_CUTOFF);
const struct nh_hero_table nh_evh_heroes =
    TABLE("EvilHack", evh_roles, NH_EVH_ROLES, evh_races, NH_EVH_RACES, &evh_role_names,
          &evh_race_names, evh_legal, 0);
const struct nh_hero_table nh_unh_heroes =
    TABLE("UnNetHack", unh_roles, NH_UNH_ROLES, unh_races, NH_UNH_RACES, &unh_role_names,
          &unh_race_names, unh_legal, 0);
