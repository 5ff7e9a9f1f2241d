/* dnh_attr: dNetHack's starting attributes (docs/rules.md, dNetHack
 * starting Con).  Facts from dNetHack compat-3.23.0 (fb3ca466): src/role.c
 * (roles[], races[], myrkalfr, android; role_init()), src/u_init.c
 * (u_init(): init_attr's point total and the variation), src/attrib.c
 * (init_attr(), adjattrib()); the role and race data are the hero table's. */
#include "nhmc/dnh_attr.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "nhmc/dice.h"
#include "nhmc/heroes.h"
#include "nhmc/hero_rules.h"

/* The attribute data are the hero table's (include/nhmc/heroes.h:
 * nh_dnh_roles[].attrbase and attrdist, nh_dnh_races[].attrmin and attrmax,
 * the myrkalfr and android included), found by the role's code and the
 * race's name. */
static const struct nh_role *find_role(const char *code)
{
    for (int i = 0; code && i < NH_DNH_ROLES; i++)
        if (strcasecmp(nh_dnh_roles[i].abbr, code) == 0)
            return &nh_dnh_roles[i];
    return NULL;
}

static const struct nh_race *find_race(const char *name)
{
    for (int i = 0; name && i < NH_DNH_ALL_RACES; i++)
        if (strcasecmp(nh_dnh_races[i].name, name) == 0)
            return &nh_dnh_races[i];
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

static void fill(const struct nh_role *ro, const struct nh_race *ra, const char *role,
                 const char *race, bool female, struct nh_attr_init *out)
{
    memcpy(out->min, ra->attrmin, sizeof out->min);
    memcpy(out->max, ra->attrmax, sizeof out->max);
    role_init_limits(role, race, female, out->max);
    out->np = point_total(role, race);
    memset(out->pick, 0, sizeof out->pick);
    for (int x = 0; x < 100; x++) {
        int i = dnh_attr_pick(ro->attrdist, x);
        if (i < NH_ATTR_COUNT)
            out->pick[i]++;
    }
    for (int i = 0; i < NH_ATTR_COUNT; i++) {
        /* init_attr(): a base above the race maximum starts at it, and the
         * points counted are those it starts with. */
        out->base[i] = ro->attrbase[i] > out->max[i] ? out->max[i] : ro->attrbase[i];
        out->np -= out->base[i];
    }
}

int dnh_attr_init_named(const char *role, const char *race, int sex, struct nh_attr_init *out,
                        char *why, size_t len)
{
    const struct nh_role *ro = find_role(role);
    const struct nh_race *ra = find_race(race);
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
    bool known = role >= 0 && role < NH_DNH_ROLES && race >= 0 && race < NH_DNH_RACES;
    return dnh_attr_init_named(known ? nh_dnh_roles[role].abbr : NULL,
                               known ? nh_dnh_races[dnh_hero_race(role, race)].name : NULL, sex,
                               out, why, len);
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
    return nh_con_variation(rng, attr[A_CON], a->min[A_CON], a->max[A_CON]);
}
