/* sanity_tables: the role, race and place terms of the sanity threshold R
 * (docs/rules.md, dNetHack sanity), and the names of the timeline's events.
 */
#include <stddef.h>
#include <string.h>
#include <strings.h>

#include "kinds/sanity/sanity.h"

/* Roles without a term have 0.  The Binder's term is spiritDsize(), computed
 * in sanity_term_role. */
static const struct sanity_table_row roles[SR_COUNT] = {
    [SR_ANACHRONONAUT] = {"Ana", "Anachrononaut", 5, ""},
    [SR_ARCHEOLOGIST] = {"Arc", "Archeologist", 0, ""},
    [SR_BARBARIAN] = {"Bar", "Barbarian", 10, ""},
    [SR_BINDER] = {"Bin", "Binder", 0, "+spiritDsize (1..9 by XL, x2 with a soul lens)"},
    [SR_CAVEMAN] = {"Cav", "Caveman", 0, ""},
    [SR_CONVICT] = {"Con", "Convict", -3, ""},
    [SR_HEALER] = {"Hea", "Healer", 0, ""},
    [SR_KNIGHT] = {"Kni", "Knight", 0, ""},
    [SR_MADMAN] = {"Mad", "Madman", -10, "starts at S 75 with DELUSIONS, veil pierced"},
    [SR_MONK] = {"Mon", "Monk", 8, ""},
    [SR_NOBLEMAN] = {"Nob", "Nobleman", -5, ""},
    [SR_PIRATE] = {"Pir", "Pirate", 0, ""},
    [SR_PRIEST] = {"Pri", "Priest", 7, ""},
    [SR_RANGER] = {"Ran", "Ranger", 0, ""},
    [SR_ROGUE] = {"Rog", "Rogue", 0, ""},
    [SR_SAMURAI] = {"Sam", "Samurai", 0, ""},
    [SR_TOURIST] = {"Tou", "Tourist", 8, ""},
    [SR_UNDEAD_HUNTER] = {"Hnt", "Undead Hunter", 0,
                          "devel-3.23.1: +5 veil intact, -10 insight >= 50 or moon close"},
    [SR_VALKYRIE] = {"Val", "Valkyrie", 9, ""},
    [SR_WIZARD] = {"Wiz", "Wizard", 0, ""},
    [SR_TROUBADOUR] = {"Brd", "Troubadour", 0, ""},
};

/* Drow (myrkalfr) are not elves for this term (docs/rules.md, Sanity regeneration). */
static const struct sanity_table_row races[SRC_COUNT] = {
    [SRC_HUMAN] = {"Hum", "human", 0, ""},
    [SRC_ELF] = {"Elf", "elf", 3, ""},
    [SRC_DROW] = {"Dro", "drow", 0, "not an elf here"},
    [SRC_ORC] = {"Orc", "orc", -3, ""},
    [SRC_DWARF] = {"Dwa", "dwarf", 0, ""},
    [SRC_GNOME] = {"Gno", "gnome", 0, ""},
    [SRC_ANDROID] = {"And", "android", 0, "Anachrononaut quest terms"},
    [SRC_OTHER] = {"Oth", "other", 0, "any other race"},
};

/* One exclusive place: the game tests R'lyeh, then N'kai, then the rest of
 * the Depths, and the quest terms apply only in the quest branch (docs/rules.md, Sanity
 * regeneration). */
static const struct sanity_table_row places[SP_COUNT] = {
    [SP_NONE] = {"none", "anywhere else", 0, ""},
    [SP_DEPTHS] = {"depths", "the Depths (R'lyeh branch)", -10, "pierces the veil on entry"},
    [SP_NKAI] = {"nkai", "N'kai (4 levels of the Depths)", -20, "pierces the veil on entry"},
    [SP_RLYEH] = {"rlyeh", "R'lyeh", -30, "pierces the veil on entry"},
    [SP_Q_ANA_ANDROID_LOCATE] = {"quest-ana-android-locate", "quest locate level", -30,
                                 "Anachrononaut, android race"},
    [SP_Q_ANA_ANDROID_HOME] = {"quest-ana-android-home", "quest home level", -15,
                               "Anachrononaut, android race"},
    [SP_Q_ANA_ANDROID_OTHER] = {"quest-ana-android-other", "other quest levels", -10,
                                "Anachrononaut, android race"},
    [SP_Q_ANA_HOME_LEADER_DEAD] = {"quest-ana-home-leader-dead", "quest home, leader dead", -30,
                                   "Anachrononaut, other races"},
    [SP_Q_ANA_OTHER] = {"quest-ana-other", "other quest levels", -10, "Anachrononaut, other races"},
    [SP_Q_DROW_NOB_NEMESIS] = {"quest-drow-nob-nemesis", "quest nemesis level", -30,
                               "drow Nobleman"},
    [SP_Q_DROW_NOB_HOME_MALE] = {"quest-drow-nob-home-male", "quest home level", -30,
                                 "drow Nobleman, male"},
    [SP_Q_DROW_NEMESIS_MALE] = {"quest-drow-nemesis-male", "quest nemesis level", -30,
                                "drow Priest, Rogue, Ranger or Wizard, male"},
    [SP_Q_OTHER] = {"quest", "any other quest level", 0, "no term"},
};

const struct sanity_table_row *sanity_role_row(enum sanity_role r)
{
    return &roles[(unsigned)r < SR_COUNT ? r : 0];
}

const struct sanity_table_row *sanity_race_row(enum sanity_race r)
{
    return &races[(unsigned)r < SRC_COUNT ? r : 0];
}

const struct sanity_table_row *sanity_place_row(enum sanity_place p)
{
    return &places[(unsigned)p < SP_COUNT ? p : 0];
}

static int parse(const struct sanity_table_row *t, int n, const char *s)
{
    for (int i = 0; i < n; i++)
        if (strcasecmp(t[i].abbr, s) == 0 || strcasecmp(t[i].name, s) == 0)
            return i;
    return -1;
}

/* dNetHack's other names for its roles and races (dNetHack src/role.c,
 * roles[] name.f and file codes; the Binder's PM_EXILE), beside each row's
 * name and abbreviation. */
static const char *const role_more[SR_COUNT][3] = {
    [SR_BINDER] = {"exile"},      [SR_CAVEMAN] = {"Cavewoman"},
    [SR_MADMAN] = {"Madwoman"},   [SR_NOBLEMAN] = {"Noblewoman", "noble"},
    [SR_PRIEST] = {"Priestess"},  [SR_TROUBADOUR] = {"Bard"},
    [SR_UNDEAD_HUNTER] = {"Und"},
};
static const char *const race_more[SRC_COUNT][3] = {
    [SRC_ELF] = {"elven"},     [SRC_DROW] = {"myrkalfr"},
    [SRC_ORC] = {"orcish"},    [SRC_DWARF] = {"dwarven", "dwarvish"},
    [SRC_GNOME] = {"gnomish"},
};

static const char *row_form(const struct sanity_table_row *row, const char *const more[3], int k,
                            size_t *len)
{
    const char *f = k == 0 ? row->name : k == 1 ? row->abbr : k - 2 < 3 ? more[k - 2] : NULL;
    if (f)
        *len = strlen(f);
    return f;
}

static const char *role_form(const void *ctx, int i, int k, size_t *len)
{
    (void)ctx;
    return row_form(&roles[i], role_more[i], k, len);
}

static const char *race_form(const void *ctx, int i, int k, size_t *len)
{
    (void)ctx;
    return row_form(&races[i], race_more[i], k, len);
}

const struct nh_names sanity_role_names = {NULL, SR_COUNT, role_form, true, "role"};
const struct nh_names sanity_race_names = {NULL, SRC_COUNT, race_form, true, "race"};

int sanity_role_parse(const char *s)
{
    return nh_name_index(&sanity_role_names, s);
}

int sanity_race_parse(const char *s)
{
    return nh_name_index(&sanity_race_names, s);
}

int sanity_place_parse(const char *s)
{
    return parse(places, SP_COUNT, s);
}

bool sanity_place_in_depths(enum sanity_place p)
{
    return p == SP_DEPTHS || p == SP_NKAI || p == SP_RLYEH;
}

static const char *const event_names[SE_KIND_COUNT] = {
    [SE_SEE] = "see",
    [SE_DELIRIUM] = "delirium",
    [SE_MAD] = "mad",
    [SE_ANGEL] = "angel",
    [SE_SLEEPING] = "sleeping",
    [SE_RESTORE] = "restore",
    [SE_BOOZE] = "booze",
    [SE_EFFIGY] = "effigy",
    [SE_NURSE] = "nurse",
    [SE_NECRO_OK] = "necro",
    [SE_NECRO_FAIL] = "necro-fail",
    [SE_LOST_NEW] = "lost-name",
    [SE_LOST_KNOWN] = "lost-name-known",
    [SE_TENTACLES] = "tentacles",
    [SE_KILL] = "kill",
    [SE_PRAY] = "pray",
};

const char *sanity_event_name(enum sanity_event_kind k)
{
    return (unsigned)k < SE_KIND_COUNT ? event_names[k] : "?";
}

int sanity_event_parse(const char *s)
{
    for (int i = 0; i < SE_KIND_COUNT; i++)
        if (strcasecmp(event_names[i], s) == 0)
            return i;
    return -1;
}
