/* dnh_heroes: dNetHack's roles and races as data (docs/dnethack-heroes.md).
 * Facts from dNetHack compat-3.23.0 (fb3ca466) src/role.c, roles[],
 * races[], myrkalfr and android, written here as our own data; the rules
 * that use them are functions of src/game/heroes.c and dnh_rules.c. */
#include "nhmc/heroes.h"

#include "game/hero_table_marks.h"

#include <stddef.h>

/* A role's race mask and a race's own bit (the game's MA_* flags): after
 * vanilla's five (hero_table_marks.h), dNetHack's own. */
enum { CLK = 1u << 5, VAM = 1u << 6, DRA = 1u << 7, ANI = 1u << 8, FEY = 1u << 9 };

/* clang-format off */
/* Vanilla's 13 roles first, at their vanilla indices, then dNetHack's own
 * (the game's own order interleaves them).  hpadv {infix, inrnd, lofix,
 * lornd, hifix, hirnd}, xlev, initrecord, attrbase and attrdist
 * (Str/Int/Wis/Dex/Con/Cha), marace, allow. */
const struct nh_role nh_dnh_roles[NH_DNH_ROLES] = {
    {"Archeologist", "Arc", {"Archaeologist", NULL}, {11, 0, 0, 8, 1, 0}, 14, 10, {7, 10, 10, 7, 7, 7}, {20, 20, 20, 10, 20, 10}, HUM | DWA | GNO | CLK | VAM | DRA, MF | L | N},
    {"Barbarian", "Bar", {NULL}, {14, 0, 0, 10, 0, 2}, 10, 10, {16, 7, 7, 15, 16, 6}, {30, 6, 7, 20, 30, 7}, HUM | ORC | VAM | DRA, MF | N | C},
    {"Caveman", "Cav", {"Cavewoman", "Cave Dweller", NULL}, {14, 0, 0, 8, 0, 2}, 10, 0, {10, 7, 7, 7, 8, 6}, {30, 6, 7, 20, 30, 7}, HUM | DWA | GNO | DRA | ANI, MF | L | N},
    {"Healer", "Hea", {NULL}, {11, 0, 0, 8, 1, 0}, 20, 10, {7, 13, 11, 7, 11, 16}, {5, 30, 20, 15, 25, 5}, HUM | ELF | GNO | FEY, MF | N},
    {"Knight", "Kni", {NULL}, {14, 0, 0, 8, 0, 2}, 10, 10, {13, 7, 14, 8, 10, 17}, {30, 15, 15, 10, 20, 10}, DWA | HUM | CLK | DRA, MF | L},
    {"Monk", "Mon", {NULL}, {8, 0, 0, 8, 1, 0}, 10, 10, {10, 7, 8, 8, 7, 7}, {25, 10, 20, 20, 15, 10}, HUM | CLK | ANI | DRA | FEY, MF | L | N | C},
    {"Priest", "Pri", {"Priestess", "Cleric", NULL}, {12, 0, 0, 8, 1, 0}, 10, 0, {7, 7, 10, 7, 7, 7}, {15, 10, 30, 15, 20, 10}, HUM | ELF | CLK | DRA | ANI, MF | L | N | C},
    {"Rogue", "Rog", {NULL}, {10, 0, 0, 6, 1, 0}, 11, 10, {7, 7, 7, 10, 7, 6}, {20, 10, 10, 30, 20, 10}, HUM | ORC | VAM | ELF | DRA | ANI, MF | C},
    {"Ranger", "Ran", {NULL}, {13, 0, 0, 6, 1, 0}, 12, 10, {13, 13, 13, 9, 13, 7}, {30, 10, 10, 20, 20, 10}, HUM | ELF | GNO | ORC | DRA | ANI, MF | N | C},
    {"Samurai", "Sam", {NULL}, {13, 0, 0, 8, 1, 0}, 11, 10, {10, 8, 7, 10, 17, 6}, {30, 10, 8, 30, 14, 8}, HUM | CLK | DRA | FEY, MF | L},
    {"Tourist", "Tou", {NULL}, {8, 0, 0, 8, 0, 0}, 14, 0, {7, 10, 6, 7, 7, 10}, {15, 10, 10, 15, 30, 20}, HUM, MF | N},
    {"Valkyrie", "Val", {NULL}, {14, 0, 0, 8, 0, 2}, 10, 0, {12, 10, 12, 10, 10, 12}, {18, 14, 16, 18, 20, 14}, HUM | DWA | FEY, F | L | N},
    {"Wizard", "Wiz", {NULL}, {10, 0, 0, 4, 0, 1}, 12, 0, {7, 10, 7, 7, 7, 7}, {10, 30, 10, 20, 20, 10}, HUM | ELF | GNO | ORC | VAM | DRA, MF | N | C},
    [NH_DNH_ANA] = {"Anachrononaut", "Ana", {NULL}, {11, 0, 0, 8, 1, 0}, 14, 10, {12, 10, 7, 10, 10, 7}, {15, 17, 15, 12, 15, 15}, HUM | DWA | ELF | VAM | DRA | CLK, MF | N | C},
    [NH_DNH_BIN] = {"Binder", "Bin", {NULL}, {11, 0, 0, 10, 0, 2}, 15, -5, {6, 6, 6, 6, 6, 6}, {11, 9, 9, 11, 11, 9}, HUM | DWA | GNO | ELF | ORC | CLK | VAM | DRA | ANI | FEY, MF | L | N | C},
    [NH_DNH_CON] = {"Convict", "Con", {NULL}, {8, 0, 0, 8, 0, 0}, 10, -10, {10, 7, 7, 7, 13, 6}, {20, 20, 10, 20, 20, 10}, HUM | DWA | GNO | ORC | ELF | VAM | DRA | ANI | FEY, MF | C},
    [NH_DNH_MAD] = {"Madman", "Mad", {"Madwoman", NULL}, {12, 0, 0, 8, 0, 1}, 14, 0, {7, 10, 3, 10, 7, 10}, {10, 10, 3, 20, 20, 30}, HUM | DWA | GNO | ORC | ELF | VAM | DRA | FEY, MF | L | N | C},
    [NH_DNH_NOB] = {"Nobleman", "Nob", {"Noblewoman", NULL}, {10, 0, 0, 8, 1, 0}, 10, 10, {10, 10, 7, 10, 7, 7}, {20, 18, 10, 20, 15, 17}, DWA | ELF | HUM | VAM | DRA, MF | L | N | C},
    [NH_DNH_PIR] = {"Pirate", "Pir", {NULL}, {20, 0, 0, 6, 0, 2}, 12, 10, {10, 7, 7, 10, 10, 7}, {22, 15, 10, 22, 20, 10}, HUM | ELF, MF | N | C},
    /* under #ifdef BARD, which include/config.h defines */
    [NH_DNH_BRD] = {"Troubadour", "Brd", {"Bard", NULL}, {11, 0, 0, 4, 1, 0}, 10, 10, {7, 7, 7, 10, 6, 10}, {10, 10, 15, 25, 10, 30}, HUM | ELF | GNO | ORC | CLK | DRA | FEY | VAM, MF | N | C},
};
/* clang-format on */

/* clang-format off */
/* Str maxima: 18/xx as 18 + xx, 19/xx... as 100 + xx (the game's STR18()
 * and STR19()).  name, code, adjective, hpadv, attrmin, attrmax, self, allow. */
const struct nh_race nh_dnh_races[NH_DNH_ALL_RACES] = {
    {"human", "hum", "human", {2, 0, 0, 2, 1, 0}, {3, 3, 3, 3, 3, 3}, {118, 18, 18, 18, 18, 18}, HUM, MF | L | N | C},
    {"elf", "elf", "elven", {7, 0, 3, 0, 1, 0}, {3, 3, 3, 3, 3, 3}, {18, 20, 20, 20, 16, 18}, ELF, MF | C},
    {"dwarf", "dwa", "dwarven", {4, 0, 0, 3, 2, 0}, {3, 3, 3, 3, 3, 3}, {118, 16, 16, 20, 20, 16}, DWA, MF | L},
    {"gnome", "gno", "gnomish", {1, 0, 0, 1, 0, 0}, {3, 3, 3, 3, 3, 3}, {68, 19, 18, 18, 18, 18}, GNO, MF | N},
    {"orc", "orc", "orcish", {1, 0, 0, 1, 0, 3}, {3, 3, 3, 3, 3, 3}, {18, 16, 16, 18, 18, 16}, ORC, MF | C},
    [NH_DNH_CLOCKWORK] = {"clockwork automaton", "clk", "automatic", {3, 0, 3, 0, 3, 0}, {8, 8, 8, 8, 8, 8}, {118, 18, 18, 18, 18, 18}, CLK, MF | L | N},
    [NH_DNH_CHIROPTERAN] = {"chiropteran", "bat", "chiropteric", {5, 0, 1, 3, 1, 2}, {3, 3, 3, 3, 3, 3}, {120, 16, 16, 20, 14, 16}, ANI, MF | L | N | C},
    [NH_DNH_DROW] = {"drow", "dro", "droven", {8, 0, 0, 4, 1, 0}, {3, 3, 3, 3, 3, 3}, {18, 20, 18, 20, 16, 20}, ELF, MF | C},
    [NH_DNH_HALF_DRAGON] = {"half-dragon", "hlf", "half-dragon", {4, 0, 0, 4, 2, 0}, {3, 3, 3, 3, 3, 3}, {125, 20, 20, 10, 20, 20}, DRA, MF | L | N | C},
    [NH_DNH_INCANTIFIER] = {"incantifier", "inc", "incantifier", {2, 0, 0, 2, 0, 1}, {3, 3, 3, 3, 3, 3}, {118, 18, 18, 18, 18, 18}, HUM, MF | L | N | C},
    [NH_DNH_VAMPIRE] = {"vampire", "vam", "vampiric", {3, 0, 0, 3, 2, 0}, {3, 3, 3, 3, 3, 3}, {119, 18, 18, 20, 20, 20}, VAM, MF | N | C},
    [NH_DNH_YUKI_ONNA] = {"yuki-onna", "swn", "yuki-onnic", {2, 0, 1, 0, 0, 1}, {3, 3, 3, 3, 3, 3}, {16, 18, 18, 20, 14, 20}, FEY, F | L | N | C},
    /* role_init()'s substitutes for an Anachrononaut: not selectable */
    [NH_DNH_MYRKALFR] = {"myrkalfr", "dro", "myrkalfar", {7, 1, 1, 2, 1, 0}, {3, 3, 3, 3, 3, 3}, {18, 20, 20, 18, 16, 18}, ELF, MF | C},
    [NH_DNH_ANDROID] = {"android", "and", "android", {2, 0, 1, 3, 1, 0}, {3, 3, 3, 3, 3, 3}, {120, 18, 16, 22, 22, 18}, CLK, MF | N},
};
/* clang-format on */
