/* names_hero: the hero's name tables (names.h): roles, races and alignments
 * as the game takes them (NetHack 3.6.7 src/role.c, roles[] name.m and
 * name.f, races[] noun and adjective, aligns[]; str2role(), str2race(),
 * str2align()), over nhmc's own role and race tables. */
#include "nhmc/names.h"

#include <string.h>

#include "nhmc/heroes.h"

static const char *sized(const char *s, size_t *len)
{
    if (s)
        *len = strlen(s);
    return s;
}

/* Name, abbreviation, then the other names (Cavewoman, Priestess); ctx is
 * the role table. */
const char *nh_role_form(const void *ctx, int i, int k, size_t *len)
{
    const struct nh_role *r = (const struct nh_role *)ctx + i;
    if (k == 0)
        return sized(r->name, len);
    if (k == 1)
        return sized(r->abbr, len);
    int n = 0;
    while (n < 3 && r->aliases[n])
        n++;
    return k - 2 < n ? sized(r->aliases[k - 2], len) : NULL;
}

/* Spellings players use beyond the game's own noun and adjective: the
 * plurals the game prints, and "dwarvish" beside the game's "dwarven". */
static const char *const race_more[NH_RACE_COUNT][3] = {
    {NULL}, {"elves", NULL}, {"dwarvish", "dwarves", "dwarfs"}, {NULL}, {NULL}};

/* ctx is the race table; vanilla's races have the same index in both. */
const char *nh_race_form(const void *ctx, int i, int k, size_t *len)
{
    const struct nh_race *r = (const struct nh_race *)ctx + i;
    if (k < 3)
        return sized(k == 0 ? r->name : k == 1 ? r->abbr : r->adj, len);
    return i < NH_RACE_COUNT && k - 3 < 3 ? sized(race_more[i][k - 3], len) : NULL;
}

/* The game's adjective and file code of each alignment. */
static const char *const aligns[NH_ALIGN_COUNT][3] = {
    [NH_LAWFUL] = {"lawful", "law", NULL},
    [NH_NEUTRAL] = {"neutral", "neu", NULL},
    [NH_CHAOTIC] = {"chaotic", "cha", NULL},
};

static const char *align_form(const void *ctx, int i, int k, size_t *len)
{
    (void)ctx;
    return k < 2 ? sized(aligns[i][k], len) : NULL;
}

const char *nh_align_name(enum nh_align a)
{
    return (unsigned)a < NH_ALIGN_COUNT ? aligns[a][0] : "?";
}

const struct nh_names nh_role_names = {nh_roles, NH_ROLE_COUNT, nh_role_form, true, "role"};
const struct nh_names nh_race_names = {nh_races, NH_RACE_COUNT, nh_race_form, true, "race"};
/* dNetHack's roles and its 12 selectable races (dNetHack compat-3.23.0
 * src/role.c, str2role(), str2race(): names, female names, file codes). */
const struct nh_names nh_dnh_role_names = {nh_dnh_roles, NH_DNH_ROLES, nh_role_form, true, "role"};
const struct nh_names nh_dnh_race_names = {nh_dnh_races, NH_DNH_RACES, nh_race_form, true, "race"};
const struct nh_names nh_align_names = {NULL, NH_ALIGN_COUNT, align_form, true, "alignment"};
