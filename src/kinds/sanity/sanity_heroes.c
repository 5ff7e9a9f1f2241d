/* sanity_heroes: sanity's roles and races are dNetHack's shared hero table
 * (heroes.h), named, matched and checked as every dNetHack kind does, plus
 * devel-3.23.1's Undead Hunter, which the shared table lacks.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "kinds/sanity/sanity_impl.h"

_Static_assert(SR_HEALER == NH_ROLE_HEALER && SR_WIZARD == NH_ROLE_COUNT - 1,
               "sanity's roles are dNetHack's role indices");

/* dNetHack devel-3.23.1 src/role.c, roles[]: "Undead Hunter", code Hnt;
 * "Und" is the abbreviation sanity has always taken too. */
static const char *hunter_form(const void *ctx, int i, int k, size_t *len)
{
    static const char *const forms[] = {"Undead Hunter", "Hnt", "Und"};
    (void)ctx;
    (void)i;
    if (k < 0 || k >= 3)
        return NULL;
    *len = strlen(forms[k]);
    return forms[k];
}
static const struct nh_names hunter_names = {NULL, 1, hunter_form, true, "role"};

const char *sanity_role_name(enum sanity_role r)
{
    if (r == SR_UNDEAD_HUNTER)
        return "Undead Hunter";
    return (unsigned)r < SR_COUNT ? nh_dnh_roles[r].name : "?";
}

const char *sanity_race_name(enum sanity_race r)
{
    return (unsigned)r < SRC_COUNT ? nh_dnh_races[r].name : "?";
}

int sanity_role_parse(const char *s)
{
    int i;
    enum nh_name_match m = nh_name_find(&nh_dnh_role_names, s, &i);
    if (m == NH_NAME_FOUND)
        return i;
    if (m == NH_NAME_UNKNOWN && nh_name_find(&hunter_names, s, &i) == NH_NAME_FOUND)
        return SR_UNDEAD_HUNTER;
    return -1;
}

int sanity_race_parse(const char *s)
{
    return nh_name_index(&nh_dnh_race_names, s);
}

void sanity_role_why(const char *s, char *buf, size_t len)
{
    nh_name_why(&nh_dnh_role_names, s, buf, len);
}

void sanity_race_why(const char *s, char *buf, size_t len)
{
    /* The races dNetHack makes of an Anachrononaut's drow and clockwork
     * automaton (src/role.c, role_init()) are not selected by name. */
    bool android = strcasecmp(s, "android") == 0;
    if (android || strcasecmp(s, "myrkalfr") == 0)
        snprintf(buf, len, "race %s is what dNetHack makes of an Anachrononaut %s: give %s",
                 android ? "android" : "myrkalfr", android ? "clockwork automaton" : "drow",
                 android ? "clockwork" : "drow");
    else
        nh_name_why(&nh_dnh_race_names, s, buf, len);
}

bool sanity_hero_legal(enum sanity_role role, enum sanity_race race, char *why, size_t len)
{
    if ((unsigned)role >= SR_COUNT || (unsigned)race >= SRC_COUNT) {
        snprintf(why, len, "role/race out of range; expected a table entry");
        return false;
    }
    if (role == SR_UNDEAD_HUNTER || dnh_hero_legal(role, race))
        return true;
    char races[256];
    const char *name = nh_dnh_races[race].name;
    nh_hero_races_text(&nh_dnh_heroes, role, races, sizeof races);
    snprintf(why, len, "%s %s cannot be a%s %s in dNetHack; expected a race the role allows (%s)",
             strchr("aeiou", name[0]) ? "an" : "a", name,
             strchr("AEIOU", nh_dnh_roles[role].name[0]) ? "n" : "", nh_dnh_roles[role].name,
             races);
    return false;
}

int sanity_role_key(enum sanity_role r)
{
    /* The order of sanity's former role list: Ana, Arc, Bar, Bin, Cav, Con, Hea, Kni, Mad, Mon,
     * Nob, Pir, Pri, Ran, Rog, Sam, Tou, Hnt, Val, Wiz, Brd. */
    static const int key[SR_COUNT] = {
        [SR_ANACHRONONAUT] = 0, [SR_ARCHEOLOGIST] = 1,   [SR_BARBARIAN] = 2, [SR_BINDER] = 3,
        [SR_CAVEMAN] = 4,       [SR_CONVICT] = 5,        [SR_HEALER] = 6,    [SR_KNIGHT] = 7,
        [SR_MADMAN] = 8,        [SR_MONK] = 9,           [SR_NOBLEMAN] = 10, [SR_PIRATE] = 11,
        [SR_PRIEST] = 12,       [SR_RANGER] = 13,        [SR_ROGUE] = 14,    [SR_SAMURAI] = 15,
        [SR_TOURIST] = 16,      [SR_UNDEAD_HUNTER] = 17, [SR_VALKYRIE] = 18, [SR_WIZARD] = 19,
        [SR_TROUBADOUR] = 20,
    };
    return (unsigned)r < SR_COUNT ? key[r] : -1;
}

int sanity_race_key(enum sanity_role role, enum sanity_race race)
{
    /* sanity's former race list: human 0, elf 1, drow 2, orc 3, dwarf 4, gnome 5, android 6, and
     * 7 for every other race (no term).  The race is the hero's (dnh_hero_race): an
     * Anachrononaut's clockwork automaton is an android, its drow a myrkalfr, keyed as the drow. */
    int r = (unsigned)role < NH_DNH_ROLES ? dnh_hero_race(role, race) : (int)race;
    static const int key[NH_DNH_ALL_RACES] = {
        [SRC_HUMAN] = 0,
        [SRC_ELF] = 1,
        [SRC_DROW] = 2,
        [NH_DNH_MYRKALFR] = 2,
        [SRC_ORC] = 3,
        [SRC_DWARF] = 4,
        [SRC_GNOME] = 5,
        [NH_DNH_ANDROID] = 6,
        [SRC_CLOCKWORK] = 7,
        [NH_DNH_CHIROPTERAN] = 7,
        [NH_DNH_HALF_DRAGON] = 7,
        [NH_DNH_INCANTIFIER] = 7,
        [NH_DNH_VAMPIRE] = 7,
        [NH_DNH_YUKI_ONNA] = 7,
    };
    return r >= 0 && r < NH_DNH_ALL_RACES ? key[r] : -1;
}
