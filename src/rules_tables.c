/* rules_tables: role and race data (vanilla.md §2.1; identical in 3.4.3,
 * 3.6.7 and 5.0 per nethack50.md §1).  Facts from the game's role.c tables,
 * written here as our own data. */
#include "nhmc/rules.h"

#include <stddef.h>

#define HUM (1u << 0)
#define ELF (1u << 1)
#define DWA (1u << 2)
#define GNO (1u << 3)
#define ORC (1u << 4)

/* Race indices follow the bit order above. */
const struct nh_race nh_races[NH_RACE_COUNT] = {
    /* name, abbr, adjective, hpadv {infix,inrnd,lofix,lornd,hifix,hirnd},
     * attrmin, attrmax (Str 18/xx encoded as 18+xx) */
    {"human", "hum", "human", {2, 0, 0, 2, 1, 0}, {3, 3, 3, 3, 3, 3}, {118, 18, 18, 18, 18, 18}},
    {"elf", "elf", "elven", {1, 0, 0, 1, 1, 0}, {3, 3, 3, 3, 3, 3}, {18, 20, 20, 18, 16, 18}},
    {"dwarf", "dwa", "dwarven", {4, 0, 0, 3, 2, 0}, {3, 3, 3, 3, 3, 3}, {118, 16, 16, 20, 20, 16}},
    {"gnome", "gno", "gnomish", {1, 0, 0, 1, 0, 0}, {3, 3, 3, 3, 3, 3}, {68, 19, 18, 18, 18, 18}},
    {"orc", "orc", "orcish", {1, 0, 0, 1, 0, 0}, {3, 3, 3, 3, 3, 3}, {68, 16, 16, 18, 18, 16}},
};

/* In the game's order.  attrbase and attrdist are Str/Int/Wis/Dex/Con/Cha. */
const struct nh_role nh_roles[NH_ROLE_COUNT] = {
    {"Archeologist", "Arc", {"Archaeologist", NULL}, {11, 0, 0, 8, 1, 0}, 14, 10,
     {7, 10, 10, 7, 7, 7}, {20, 20, 20, 10, 20, 10}, HUM | DWA | GNO},
    {"Barbarian", "Bar", {NULL}, {14, 0, 0, 10, 2, 0}, 10, 10,
     {16, 7, 7, 15, 16, 6}, {30, 6, 7, 20, 30, 7}, HUM | ORC},
    {"Caveman", "Cav", {"Cavewoman", "Cave Dweller", NULL}, {14, 0, 0, 8, 2, 0}, 10, 0,
     {10, 7, 7, 7, 8, 6}, {30, 6, 7, 20, 30, 7}, HUM | DWA | GNO},
    {"Healer", "Hea", {NULL}, {11, 0, 0, 8, 1, 0}, 20, 10,
     {7, 7, 13, 7, 11, 16}, {15, 20, 20, 15, 25, 5}, HUM | GNO},
    {"Knight", "Kni", {NULL}, {14, 0, 0, 8, 2, 0}, 10, 10,
     {13, 7, 14, 8, 10, 17}, {30, 15, 15, 10, 20, 10}, HUM},
    {"Monk", "Mon", {NULL}, {12, 0, 0, 8, 1, 0}, 10, 10,
     {10, 7, 8, 8, 7, 7}, {25, 10, 20, 20, 15, 10}, HUM},
    {"Priest", "Pri", {"Priestess", "Cleric", NULL}, {12, 0, 0, 8, 1, 0}, 10, 0,
     {7, 7, 10, 7, 7, 7}, {15, 10, 30, 15, 20, 10}, HUM | ELF},
    {"Rogue", "Rog", {NULL}, {10, 0, 0, 8, 1, 0}, 11, 10,
     {7, 7, 7, 10, 7, 6}, {20, 10, 10, 30, 20, 10}, HUM | ORC},
    {"Ranger", "Ran", {NULL}, {13, 0, 0, 6, 1, 0}, 12, 10,
     {13, 13, 13, 9, 13, 7}, {30, 10, 10, 20, 20, 10}, HUM | ELF | GNO | ORC},
    {"Samurai", "Sam", {NULL}, {13, 0, 0, 8, 1, 0}, 11, 10,
     {10, 8, 7, 10, 17, 6}, {30, 10, 8, 30, 14, 8}, HUM},
    {"Tourist", "Tou", {NULL}, {8, 0, 0, 8, 0, 0}, 14, 0,
     {7, 10, 6, 7, 7, 10}, {15, 10, 10, 15, 30, 20}, HUM},
    {"Valkyrie", "Val", {NULL}, {14, 0, 0, 8, 2, 0}, 10, 0,
     {10, 7, 7, 7, 10, 7}, {30, 6, 7, 20, 30, 7}, HUM | DWA},
    {"Wizard", "Wiz", {NULL}, {10, 0, 0, 8, 1, 0}, 12, 0,
     {7, 10, 7, 7, 7, 7}, {10, 30, 10, 20, 20, 10}, HUM | ELF | GNO | ORC},
};
