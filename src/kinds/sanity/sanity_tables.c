/* sanity_tables: the role, race and place terms of the sanity threshold R
 * (docs/rules.md, dNetHack sanity), and the names of the timeline's events.
 */
#include <stddef.h>
#include <string.h>
#include <strings.h>

#include "kinds/sanity/sanity_impl.h"

/* Roles without a term have 0.  The Binder's term is spiritDsize(), computed
 * in sanity_term_role.  Keyed by dNetHack's role index (heroes.h). */
static const struct sanity_term_row role_terms[SR_COUNT] = {
    [SR_ANACHRONONAUT] = {5, ""},
    [SR_BARBARIAN] = {10, ""},
    [SR_BINDER] = {0, "+spiritDsize (1..9 by XL, x2 with a soul lens)"},
    [SR_CONVICT] = {-3, ""},
    [SR_MADMAN] = {-10, "starts at S 75 with DELUSIONS, veil pierced"},
    [SR_MONK] = {8, ""},
    [SR_NOBLEMAN] = {-5, ""},
    [SR_PRIEST] = {7, ""},
    [SR_TOURIST] = {8, ""},
    [SR_UNDEAD_HUNTER] = {0, "devel-3.23.1: +5 veil intact, -10 insight >= 50 or moon close"},
    [SR_VALKYRIE] = {9, ""},
};

/* Keyed by dNetHack's race index.  Drow (myrkalfr) are not elves for this
 * term (docs/rules.md, Sanity regeneration). */
static const struct sanity_term_row race_terms[SRC_COUNT] = {
    [SRC_ELF] = {3, ""},
    [SRC_ORC] = {-3, ""},
    [SRC_DROW] = {0, "not an elf here"},
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

static const struct sanity_term_row no_term = {0, ""};

const struct sanity_term_row *sanity_role_terms(enum sanity_role r)
{
    return (unsigned)r < SR_COUNT && role_terms[r].note ? &role_terms[r] : &no_term;
}

const struct sanity_term_row *sanity_race_terms(enum sanity_race r)
{
    return (unsigned)r < SRC_COUNT && race_terms[r].note ? &race_terms[r] : &no_term;
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
