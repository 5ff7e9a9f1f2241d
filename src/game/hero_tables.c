/* hero_tables: role and race data (docs/rules.md, Role and race tables; identical in 3.4.3,
 * 3.6.7 and 5.0, src/role.c roles[] and races[]).  Facts from the game's role.c tables,
 * written here as our own data. */
#include "game/hero_table_marks.h"

#include <stddef.h>

/* clang-format off */
/* Race indices follow the bit order above. */
const struct nh_race nh_races[NH_RACE_COUNT] = {
    /* name, abbr, adjective, hpadv {infix,inrnd,lofix,lornd,hifix,hirnd},
     * attrmin, attrmax (Str 18/xx encoded as 18+xx) */
    {"human", "hum", "human", {2, 0, 0, 2, 1, 0}, {3, 3, 3, 3, 3, 3}, {118, 18, 18, 18, 18, 18}, 0, MF | L | N | C},
    {"elf", "elf", "elven", {1, 0, 0, 1, 1, 0}, {3, 3, 3, 3, 3, 3}, {18, 20, 20, 18, 16, 18}, 0, MF | C},
    {"dwarf", "dwa", "dwarven", {4, 0, 0, 3, 2, 0}, {3, 3, 3, 3, 3, 3}, {118, 16, 16, 20, 20, 16}, 0, MF | L},
    {"gnome", "gno", "gnomish", {1, 0, 0, 1, 0, 0}, {3, 3, 3, 3, 3, 3}, {68, 19, 18, 18, 18, 18}, 0, MF | N},
    {"orc", "orc", "orcish", {1, 0, 0, 1, 0, 0}, {3, 3, 3, 3, 3, 3}, {68, 16, 16, 18, 18, 16}, 0, MF | C},
};
/* clang-format on */

/* clang-format off */
/* In the game's order.  attrbase and attrdist are Str/Int/Wis/Dex/Con/Cha. */
const struct nh_role nh_roles[NH_ROLE_COUNT] = {
    {"Archeologist", "Arc", {"Archaeologist", NULL}, {11, 0, 0, 8, 1, 0}, 14, 10, {7, 10, 10, 7, 7, 7}, {20, 20, 20, 10, 20, 10}, HUM | DWA | GNO, MF | L | N},
    {"Barbarian", "Bar", {NULL}, {14, 0, 0, 10, 2, 0}, 10, 10, {16, 7, 7, 15, 16, 6}, {30, 6, 7, 20, 30, 7}, HUM | ORC, MF | N | C},
    {"Caveman", "Cav", {"Cavewoman", "Cave Dweller", NULL}, {14, 0, 0, 8, 2, 0}, 10, 0, {10, 7, 7, 7, 8, 6}, {30, 6, 7, 20, 30, 7}, HUM | DWA | GNO, MF | L | N},
    {"Healer", "Hea", {NULL}, {11, 0, 0, 8, 1, 0}, 20, 10, {7, 7, 13, 7, 11, 16}, {15, 20, 20, 15, 25, 5}, HUM | GNO, MF | N},
    {"Knight", "Kni", {NULL}, {14, 0, 0, 8, 2, 0}, 10, 10, {13, 7, 14, 8, 10, 17}, {30, 15, 15, 10, 20, 10}, HUM, MF | L},
    {"Monk", "Mon", {NULL}, {12, 0, 0, 8, 1, 0}, 10, 10, {10, 7, 8, 8, 7, 7}, {25, 10, 20, 20, 15, 10}, HUM, MF | L | N | C},
    {"Priest", "Pri", {"Priestess", "Cleric", NULL}, {12, 0, 0, 8, 1, 0}, 10, 0, {7, 7, 10, 7, 7, 7}, {15, 10, 30, 15, 20, 10}, HUM | ELF, MF | L | N | C},
    {"Rogue", "Rog", {NULL}, {10, 0, 0, 8, 1, 0}, 11, 10, {7, 7, 7, 10, 7, 6}, {20, 10, 10, 30, 20, 10}, HUM | ORC, MF | C},
    {"Ranger", "Ran", {NULL}, {13, 0, 0, 6, 1, 0}, 12, 10, {13, 13, 13, 9, 13, 7}, {30, 10, 10, 20, 20, 10}, HUM | ELF | GNO | ORC, MF | N | C},
    {"Samurai", "Sam", {NULL}, {13, 0, 0, 8, 1, 0}, 11, 10, {10, 8, 7, 10, 17, 6}, {30, 10, 8, 30, 14, 8}, HUM, MF | L},
    {"Tourist", "Tou", {NULL}, {8, 0, 0, 8, 0, 0}, 14, 0, {7, 10, 6, 7, 7, 10}, {15, 10, 10, 15, 30, 20}, HUM, MF | N},
    {"Valkyrie", "Val", {NULL}, {14, 0, 0, 8, 2, 0}, 10, 0, {10, 7, 7, 7, 10, 7}, {30, 6, 7, 20, 30, 7}, HUM | DWA, F | L | N},
    {"Wizard", "Wiz", {NULL}, {10, 0, 0, 8, 1, 0}, 12, 0, {7, 10, 7, 7, 7, 7}, {10, 30, 10, 20, 20, 10}, HUM | ELF | GNO | ORC, MF | N | C},
};
/* clang-format on */
