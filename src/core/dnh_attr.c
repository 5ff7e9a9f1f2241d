/* dnh_attr: dNetHack's starting attributes (docs/rules.md, dNetHack
 * starting Con).  Facts from dNetHack compat-3.23.0 (fb3ca466): src/role.c
 * (roles[], races[], myrkalfr, android; role_init()), src/u_init.c
 * (u_init(): init_attr's point total and the variation), src/attrib.c
 * (init_attr(), adjattrib()), written here as our own data. */
#include "nhmc/dnh_attr.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "nhmc/dice.h"
#include "nhmc/rules.h"

enum { STR18_100 = 118 }; /* Str is kept as 18 + x for 18/x, 100 + x for 19+ */

/* attrbase and attrdist per role, by the game's code (src/role.c, roles[]):
 * Str Int Wis Dex Con Cha. */
static const struct role_attr {
    const char *code;
    int base[NH_ATTR_COUNT], dist[NH_ATTR_COUNT];
} role_attrs[] = {
    {"Arc", {7, 10, 10, 7, 7, 7}, {20, 20, 20, 10, 20, 10}},
    {"Ana", {12, 10, 7, 10, 10, 7}, {15, 17, 15, 12, 15, 15}},
    {"Bar", {16, 7, 7, 15, 16, 6}, {30, 6, 7, 20, 30, 7}},
    {"Bin", {6, 6, 6, 6, 6, 6}, {11, 9, 9, 11, 11, 9}},
    {"Cav", {10, 7, 7, 7, 8, 6}, {30, 6, 7, 20, 30, 7}},
    {"Con", {10, 7, 7, 7, 13, 6}, {20, 20, 10, 20, 20, 10}},
    {"Hea", {7, 13, 11, 7, 11, 16}, {5, 30, 20, 15, 25, 5}},
    {"Kni", {13, 7, 14, 8, 10, 17}, {30, 15, 15, 10, 20, 10}},
    {"Mon", {10, 7, 8, 8, 7, 7}, {25, 10, 20, 20, 15, 10}},
    {"Mad", {7, 10, 3, 10, 7, 10}, {10, 10, 3, 20, 20, 30}},
    {"Nob", {10, 10, 7, 10, 7, 7}, {20, 18, 10, 20, 15, 17}},
    {"Pri", {7, 7, 10, 7, 7, 7}, {15, 10, 30, 15, 20, 10}},
    {"Pir", {10, 7, 7, 10, 10, 7}, {22, 15, 10, 22, 20, 10}},
    {"Rog", {7, 7, 7, 10, 7, 6}, {20, 10, 10, 30, 20, 10}},
    {"Ran", {13, 13, 13, 9, 13, 7}, {30, 10, 10, 20, 20, 10}},
    {"Sam", {10, 8, 7, 10, 17, 6}, {30, 10, 8, 30, 14, 8}},
    {"Tou", {7, 10, 6, 7, 7, 10}, {15, 10, 10, 15, 30, 20}},
    {"Brd", {7, 7, 7, 10, 6, 10}, {10, 10, 15, 25, 10, 30}},
    {"Val", {12, 10, 12, 10, 10, 12}, {18, 14, 16, 18, 20, 14}},
    {"Wiz", {7, 10, 7, 7, 7, 7}, {10, 30, 10, 20, 20, 10}},
};

/* attrmin and attrmax per race, by name (src/role.c, races[], and the
 * myrkalfr and android that role_init() puts in for an Anachrononaut). */
static const struct race_attr {
    const char *name;
    int min[NH_ATTR_COUNT], max[NH_ATTR_COUNT];
} race_attrs[] = {
    {"human", {3, 3, 3, 3, 3, 3}, {STR18_100, 18, 18, 18, 18, 18}},
    {"clockwork automaton", {8, 8, 8, 8, 8, 8}, {STR18_100, 18, 18, 18, 18, 18}},
    {"chiropteran", {3, 3, 3, 3, 3, 3}, {120, 16, 16, 20, 14, 16}},
    {"dwarf", {3, 3, 3, 3, 3, 3}, {STR18_100, 16, 16, 20, 20, 16}},
    {"drow", {3, 3, 3, 3, 3, 3}, {18, 20, 18, 20, 16, 20}},
    {"elf", {3, 3, 3, 3, 3, 3}, {18, 20, 20, 20, 16, 18}},
    {"gnome", {3, 3, 3, 3, 3, 3}, {68, 19, 18, 18, 18, 18}},
    {"half-dragon", {3, 3, 3, 3, 3, 3}, {125, 20, 20, 10, 20, 20}},
    {"incantifier", {3, 3, 3, 3, 3, 3}, {STR18_100, 18, 18, 18, 18, 18}},
    {"orc", {3, 3, 3, 3, 3, 3}, {18, 16, 16, 18, 18, 16}},
    {"vampire", {3, 3, 3, 3, 3, 3}, {119, 18, 18, 20, 20, 20}},
    {"yuki-onna", {3, 3, 3, 3, 3, 3}, {16, 18, 18, 20, 14, 20}},
    {"myrkalfr", {3, 3, 3, 3, 3, 3}, {18, 20, 20, 18, 16, 18}},
    {"android", {3, 3, 3, 3, 3, 3}, {120, 18, 16, 22, 22, 18}},
};

/* The hero data this file reads, in one place. */
static const char *role_code(int role)
{
    return role >= 0 && role < NH_ROLE_COUNT ? nh_roles[role].abbr : NULL;
}

static const char *race_name(int race)
{
    return race >= 0 && race < NH_RACE_COUNT ? nh_races[race].name : NULL;
}

static const struct role_attr *find_role(const char *code)
{
    for (size_t i = 0; code && i < sizeof role_attrs / sizeof role_attrs[0]; i++)
        if (strcasecmp(role_attrs[i].code, code) == 0)
            return &role_attrs[i];
    return NULL;
}

static const struct race_attr *find_race(const char *name)
{
    for (size_t i = 0; name && i < sizeof race_attrs / sizeof race_attrs[0]; i++)
        if (strcasecmp(race_attrs[i].name, name) == 0)
            return &race_attrs[i];
    return NULL;
}

static bool is(const char *text, const char *want)
{
    return strcasecmp(text, want) == 0;
}

/* u_init(): init_attr's total, for a hero who is not a descendant (the
 * Binder's code in the game is PM_EXILE). */
static int point_total(const char *role, const char *race)
{
    if (is(role, "Bin"))
        return is(race, "elf") ? 60 : 55;
    if (is(race, "orc"))
        return 55;
    if (is(race, "android"))
        return 95;
    if (is(role, "Val"))
        return 85;
    if (is(race, "elf"))
        return 80;
    return 75;
}

/* role_init(): a Madman or a Noblewoman has Dex at most 18; a half-dragon
 * Noblewoman then Str 20 (written 120), Dex 20 and Con 18. */
static void role_init_limits(const char *role, const char *race, bool female,
                             int max[NH_ATTR_COUNT])
{
    bool noblewoman = is(role, "Nob") && female;
    if (is(role, "Mad") || noblewoman)
        max[A_DEX] = 18;
    if (noblewoman && is(race, "half-dragon")) {
        max[A_STR] = 120;
        max[A_DEX] = 20;
        max[A_CON] = 18;
    }
}

int dnh_attr_pick(const int dist[NH_ATTR_COUNT], int x)
{
    int i = 0;
    while (i < NH_ATTR_COUNT && (x -= dist[i]) > 0)
        i++;
    return i;
}

static void fill(const struct role_attr *ro, const struct race_attr *ra, const char *role,
                 const char *race, bool female, struct nh_attr_init *out)
{
    memcpy(out->min, ra->min, sizeof out->min);
    memcpy(out->max, ra->max, sizeof out->max);
    role_init_limits(role, race, female, out->max);
    out->np = point_total(role, race);
    memset(out->pick, 0, sizeof out->pick);
    for (int x = 0; x < 100; x++) {
        int i = dnh_attr_pick(ro->dist, x);
        if (i < NH_ATTR_COUNT)
            out->pick[i]++;
    }
    for (int i = 0; i < NH_ATTR_COUNT; i++) {
        /* init_attr(): a base above the race maximum starts at it, and the
         * points counted are those it starts with. */
        out->base[i] = ro->base[i] > out->max[i] ? out->max[i] : ro->base[i];
        out->np -= out->base[i];
    }
}

int dnh_attr_init_named(const char *role, const char *race, int sex, struct nh_attr_init *out,
                        char *why, size_t len)
{
    const struct role_attr *ro = find_role(role);
    const struct race_attr *ra = find_race(race);
    if (!ro || !ra) {
        snprintf(why, len, "nhmc has no dNetHack starting attributes for the %s %s",
                 race ? race : "?", role ? role : "?");
        return -1;
    }
    if (sex != DNH_SEX_ANY) {
        fill(ro, ra, role, race, sex == DNH_FEMALE, out);
        return 0;
    }
    struct nh_attr_init female;
    fill(ro, ra, role, race, false, out);
    fill(ro, ra, role, race, true, &female);
    if (memcmp(out, &female, sizeof female) != 0) {
        snprintf(why, len,
                 "the starting attributes of a dNetHack %s %s depend on the hero's sex "
                 "(role_init() lowers a Noblewoman's Dex maximum), which levelup does not take",
                 race, role);
        return -1;
    }
    return 0;
}

int dnh_attr_init(int role, int race, int sex, struct nh_attr_init *out, char *why, size_t len)
{
    return dnh_attr_init_named(role_code(role), race_name(race), sex, out, why, len);
}

/* init_attr(): place (step +1) or take off (step -1) points until none is
 * left or 100 attempts in a row fail; x that pick no attribute are drawn
 * again. */
static void distribute(const struct nh_attr_init *a, int attr[NH_ATTR_COUNT], nh_pcg32 *rng)
{
    int np = a->np, total = 0, tryct = 0;
    for (int i = 0; i < NH_ATTR_COUNT; i++)
        total += a->pick[i];
    if (total == 0)
        return; /* the game would draw forever; no table has it */
    while (np != 0 && tryct < 100) {
        int x = nh_rn2(rng, 100), i = 0;
        while (i < NH_ATTR_COUNT && x >= a->pick[i])
            x -= a->pick[i++];
        if (i == NH_ATTR_COUNT)
            continue;
        bool full = np > 0 ? attr[i] >= a->max[i] : attr[i] <= a->min[i];
        if (full) {
            tryct++;
            continue;
        }
        tryct = 0;
        attr[i] += np > 0 ? 1 : -1;
        np += np > 0 ? -1 : 1;
    }
}

int dnh_roll_start_con(const struct nh_attr_init *a, nh_pcg32 *rng)
{
    int attr[NH_ATTR_COUNT];
    memcpy(attr, a->base, sizeof attr);
    distribute(a, attr, rng);
    /* u_init(): if (!rn2(20)) adjattrib(i, rn2(7) - 2): only Con's own
     * roll changes Con; adjattrib does nothing for 0 and otherwise keeps
     * it within the race's limits (raising a Con below the minimum, as a
     * clockwork automaton's can start, to it). */
    int con = attr[A_CON];
    int xd = nh_rn2(rng, 20) == 0 ? nh_rn2(rng, 7) - 2 : 0;
    if (xd != 0) {
        con += xd;
        if (con > a->max[A_CON])
            con = a->max[A_CON];
        if (con < a->min[A_CON])
            con = a->min[A_CON];
    }
    return con;
}
