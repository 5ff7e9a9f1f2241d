/* heroes: each variant's hero table (heroes.h) and dNetHack's rules of
 * which heroes the game starts (dNetHack compat-3.23.0 src/role.c). */
#include "nhmc/heroes.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

static bool vanilla_legal(int role, int race)
{
    return role >= 0 && role < NH_ROLE_COUNT && race >= 0 && race < NH_RACE_COUNT &&
           role_allows_race(role, race);
}

const struct nh_hero_table nh_vanilla_heroes = {"vanilla NetHack", nh_roles,      NH_ROLE_COUNT,
                                                nh_races,          NH_RACE_COUNT, &nh_role_names,
                                                &nh_race_names,    vanilla_legal, 0};

const struct nh_hero_table nh_dnh_heroes = {"dNetHack",         nh_dnh_roles,   NH_DNH_ROLES,
                                            nh_dnh_races,       NH_DNH_RACES,   &nh_dnh_role_names,
                                            &nh_dnh_race_names, dnh_hero_legal, 0};

const struct nh_hero_table *nh_heroes(enum nh_variant v)
{
    switch (v) {
    case NH_VDNH:
        return &nh_dnh_heroes;
    case NH_VXNH:
        return &nh_xnh_heroes;
    case NH_VEVH:
        return &nh_evh_heroes;
    case NH_VUNH:
        return &nh_unh_heroes;
    default:
        return &nh_vanilla_heroes;
    }
}

int nh_hero_xlev(const struct nh_hero_table *t, int role)
{
    return t->xlev_all > 0 ? t->xlev_all : t->roles[role].xlev;
}

void nh_hero_races_text(const struct nh_hero_table *t, int role, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int r = 0; r < t->nraces && used < len; r++)
        if (t->legal(role, r))
            used += (size_t)snprintf(buf + used, len - used, "%s%s", used ? ", " : "",
                                     t->races[r].name);
}

int dnh_hero_race(int role, int race)
{
    /* dNetHack src/role.c, role_init(): urace = myrkalfr / android */
    if (role == NH_DNH_ANA && race == NH_DNH_DROW)
        return NH_DNH_MYRKALFR;
    if (role == NH_DNH_ANA && race == NH_DNH_CLOCKWORK)
        return NH_DNH_ANDROID;
    return race;
}

static bool in_tables(int role, int race)
{
    return role >= 0 && role < NH_DNH_ROLES && race >= 0 && race < NH_DNH_RACES;
}

/* validrace(): the role's race mask holds the race's own bit. */
static bool valid_race(int role, int race)
{
    return (nh_dnh_roles[role].races & nh_dnh_races[race].self) != 0;
}

bool dnh_hero_selectable(int role, int race)
{
    if (!in_tables(role, race) || !valid_race(role, race))
        return false;
    const unsigned genders = NH_ALLOW_MALE | NH_ALLOW_FEMALE;
    const unsigned aligns = NH_ALLOW_LAWFUL | NH_ALLOW_NEUTRAL | NH_ALLOW_CHAOTIC;
    unsigned ro = nh_dnh_roles[role].allow, ra = nh_dnh_races[race].allow;
    /* validgend(): a gender both allow */
    if (!(ro & ra & genders))
        return false;
    /* validalign(): an alignment both allow; the Convict's own alignment
     * whatever the race allows (#ifdef CONVICT) */
    return (ro & ra & aligns) != 0 || (role == NH_DNH_CON && (ro & aligns) != 0);
}

bool dnh_hero_legal(int role, int race)
{
    /* role_init() keeps a race validrace() accepts and, with no alignment
     * that fits, draws one (randalign()): the hero starts all the same. */
    return in_tables(role, race) && valid_race(role, race);
}

bool nh_hero_dnh_only(const struct nh_names *names, const char *text, char *why, size_t len)
{
    static const enum nh_variant own[] = {NH_VDNH, NH_VEVH, NH_VUNH};
    bool roles = strcmp(names->noun, "role") == 0;
    const char *name = NULL, *games[3], *vars[3];
    int n = 0;
    for (size_t k = 0; k < sizeof own / sizeof own[0]; k++) {
        const struct nh_hero_table *t = nh_heroes(own[k]);
        const struct nh_names *in = roles ? t->role_names : t->race_names;
        int i = in == names ? -1 : nh_name_index(in, text);
        if (i < (roles ? NH_ROLE_COUNT : NH_RACE_COUNT))
            continue;
        name = name ? name : roles ? t->roles[i].name : t->races[i].name;
        games[n] = variant_game(own[k]);
        vars[n++] = variant_name(own[k]);
    }
    if (n == 0)
        return false;
    /* "dNetHack's, EvilHack's and UnNetHack's: ... dnethack, evilhack or unnethack" */
    char games_text[96] = "", vars_text[64] = "";
    for (int k = 0; k < n; k++) {
        const char *sep = k == 0 ? "" : k == n - 1 ? " and " : ", ";
        snprintf(games_text + strlen(games_text), sizeof games_text - strlen(games_text), "%s%s's",
                 sep, games[k]);
        snprintf(vars_text + strlen(vars_text), sizeof vars_text - strlen(vars_text), "%s%s",
                 k == 0       ? ""
                 : k == n - 1 ? " or "
                              : ", ",
                 vars[k]);
    }
    /* "variant V", not "--variant V": the text comes from an option or a
     * scenario key, which the callers do not know */
    snprintf(why, len, "%s %s is %s: nhmc models it only for variant %s", roles ? "role" : "race",
             name, games_text, vars_text);
    return true;
}

bool nh_hero_devel_only(const char *text, char *why, size_t len)
{
    /* dNetHack devel-3.23.1 src/role.c, roles[]: "Undead Hunter", code Hnt */
    if (strcasecmp(text, "Hnt") != 0 && strcasecmp(text, "Undead Hunter") != 0)
        return false;
    snprintf(why, len,
             "role Undead Hunter is dNetHack devel-3.23.1's; nhmc's dnethack is compat-3.23.0");
    return true;
}
