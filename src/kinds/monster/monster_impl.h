/* monster_impl: kind monster's internals, for its own files and tests (what the
 * registry uses is monster_impl.h, which says what the kind models). */
#ifndef NHMC_MONSTER_IMPL_H
#define NHMC_MONSTER_IMPL_H

#include <stddef.h>
#include "nhmc/variant.h"
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "nhmc/names.h"
#include "kinds/monster/monster.h"

/* Monster classes, named after the game's S_ symbols, in the game's order. */
enum nh_mclass {
    NH_MC_ANT,
    NH_MC_BLOB,
    NH_MC_COCKATRICE,
    NH_MC_DOG,
    NH_MC_EYE,
    NH_MC_FELINE,
    NH_MC_GREMLIN,
    NH_MC_HUMANOID,
    NH_MC_IMP,
    NH_MC_JELLY,
    NH_MC_KOBOLD,
    NH_MC_LEPRECHAUN,
    NH_MC_MIMIC,
    NH_MC_NYMPH,
    NH_MC_ORC,
    NH_MC_PIERCER,
    NH_MC_QUADRUPED,
    NH_MC_RODENT,
    NH_MC_SPIDER,
    NH_MC_TRAPPER,
    NH_MC_UNICORN,
    NH_MC_VORTEX,
    NH_MC_WORM,
    NH_MC_WORM_TAIL,
    NH_MC_XAN,
    NH_MC_LIGHT,
    NH_MC_ZRUTY,
    NH_MC_ANGEL,
    NH_MC_BAT,
    NH_MC_CENTAUR,
    NH_MC_DRAGON,
    NH_MC_ELEMENTAL,
    NH_MC_FUNGUS,
    NH_MC_GNOME,
    NH_MC_GIANT,
    NH_MC_JABBERWOCK,
    NH_MC_KOP,
    NH_MC_LICH,
    NH_MC_MUMMY,
    NH_MC_NAGA,
    NH_MC_OGRE,
    NH_MC_PUDDING,
    NH_MC_QUANTMECH,
    NH_MC_RUSTMONST,
    NH_MC_SNAKE,
    NH_MC_TROLL,
    NH_MC_UMBER,
    NH_MC_VAMPIRE,
    NH_MC_WRAITH,
    NH_MC_XORN,
    NH_MC_YETI,
    NH_MC_ZOMBIE,
    NH_MC_HUMAN,
    NH_MC_GHOST,
    NH_MC_GOLEM,
    NH_MC_DEMON,
    NH_MC_EEL,
    NH_MC_LIZARD,
    /* classes of the variants only: xNetHack's elves (Q) and aberrations (U),
     * UnNetHack's statues */
    NH_MC_ELF,
    NH_MC_ABERRATION,
    NH_MC_STATUE, /* UnNetHack's living statues (`) */
    /* EvilHack's skeletons (z), ents (#), plants ({) and orbs (8) */
    NH_MC_SKELETON,
    NH_MC_ENT,
    NH_MC_PLANT,
    NH_MC_ORB,
    NH_MCLASS_COUNT
};

/* Flags (the CSV's flags column; docs/rules.md, Monster HP). */
#define NH_MF_REGEN        0x0001u /* M1_REGEN: heals every turn */
#define NH_MF_GOLEM        0x0002u /* fixed golem HP */
#define NH_MF_RIDER        0x0004u /* Death, Famine, Pestilence */
#define NH_MF_ADULT_DRAGON 0x0008u /* class D from gray dragon on */
#define NH_MF_PLAYER       0x0010u /* player monster */
#define NH_MF_HOME_AIR     0x0020u /* elementals and their home plane */
#define NH_MF_HOME_FIRE    0x0040u
#define NH_MF_HOME_EARTH   0x0080u
#define NH_MF_HOME_WATER   0x0100u
#define NH_MF_SPECIAL      0x0200u  /* base level > 49 */
#define NH_MF_WIZARD       0x0400u  /* the Wizard of Yendor */
#define NH_MF_NOTBUILT     0x0800u  /* not compiled in a default build (CHARON) */
#define NH_MF_MAIL         0x1000u  /* compiled only with mail support (default on) */
#define NH_MF_LEADER       0x2000u  /* a quest leader, MS_LEADER (UnNetHack's HP rule) */
#define NH_MF_PRINCE       0x4000u  /* a demon prince (EvilHack's HP rule) */
#define NH_MF_LORD         0x8000u  /* a demon lord (EvilHack's HP rule) */
#define NH_MF_NOREGEN      0x10000u /* never heals by mon_regen (UnNetHack's noregen) */
#define NH_MF_BLINKER      0x20000u /* heals every turn unless fleeing (UnNetHack's is_blinker) */
#define NH_MF_UNIQUE       0x40000u /* G_UNIQ (EvilHack's grow_up() does not cap it) */
/* Heals every turn in mon_regen() (docs/rules.md, Monster regeneration). */
#define NH_MF_EVERY_TURN (NH_MF_REGEN | NH_MF_BLINKER)
#define NH_MF_HOME_ANY   (NH_MF_HOME_AIR | NH_MF_HOME_FIRE | NH_MF_HOME_EARTH | NH_MF_HOME_WATER)

struct nh_monster {
    const char *name;
    const char *aliases; /* ';'-separated other names, or NULL */
    enum nh_mclass mclass;
    int level;      /* base level (mlevel) */
    unsigned flags; /* NH_MF_* */
    int grows_into; /* index of the grown-up form in the same table, or -1 */
    int size;       /* the game's MZ_* (enum nh_msize) where the HP rule reads it, else -1 */
};

/* Monster sizes, the game's MZ_* values (include/permonst.h). */
enum nh_msize {
    NH_MZ_TINY = 0,
    NH_MZ_SMALL = 1,
    NH_MZ_MEDIUM = 2,
    NH_MZ_LARGE = 3,
    NH_MZ_HUGE = 4,
    NH_MZ_GIGANTIC = 7
};

struct nh_monster_table {
    const struct nh_monster *mons;
    int count; /* entries, including NH_MF_NOTBUILT ones */
};

/* The generated tables, indexed by enum nh_variant; {NULL, 0} for a
 * variant without one. */
extern const struct nh_monster_table nh_monster_data[NH_VARIANT_COUNT];

/* The table of a version or variant (3.4.3, 3.6.7, 5.0, xNetHack, ...), or
 * NULL for the variants that have no monster data (FIQHack, dNetHack). */
const struct nh_monster_table *monster_table(enum nh_variant v);

/* Entries compiled in a default build (without NH_MF_NOTBUILT). */
int monster_built_count(const struct nh_monster_table *t);

/* The class's symbol ('a', '@', ' ' for ghosts, ...) and name ("ant"). */
char mclass_symbol(enum nh_mclass c);
const char *mclass_name(enum nh_mclass c);
/* A class by its symbol (one character) or name, any case; 0 or -1. */
int mclass_parse(const char *text, enum nh_mclass *out);
/* The same in table t: a symbol is that of a class with monsters in t when
 * one has it (xNetHack's Q is its elves, not the quantum mechanics). */
int mclass_parse_in(const struct nh_monster_table *t, const char *text, enum nh_mclass *out);

enum nh_mon_lookup {
    NH_MON_FOUND = 0,     /* exactly one monster: *index set */
    NH_MON_AMBIGUOUS = 1, /* a prefix of several names: see monster_matches */
    NH_MON_UNKNOWN = 2    /* nothing matches: see monster_suggest */
};

/* The table's names for the names module (names.h): each monster's name,
 * then its aliases; unique prefixes accepted. */
struct nh_names monster_names(const struct nh_monster_table *t);

/* A monster by name or alias, any case: an exact match wins, else a
 * prefix of exactly one monster's names. */
enum nh_mon_lookup monster_lookup(const struct nh_monster_table *t, const char *text, int *index);

/* The monster whose name or an alias is text (any case), or -1. */
int monster_find_exact(const struct nh_monster_table *t, const char *text);

/* The index of table entry mon among the *n forms of forms[] (room for
 * max), added at the end if new; -1 when there is no room.  The exact
 * model and the kernel collect a monster's forms (itself and what it grows
 * into) with it. */
int monster_form_index(int *forms, int *n, int max, int mon);

/* The monsters whose names or aliases start with text (any case), in table
 * order; writes at most max indices and returns how many there are. */
int monster_matches(const struct nh_monster_table *t, const char *text, int *out, int max);

/* The up-to-max names closest to text by edit distance (nh_name_distance
 * over names and aliases), nearest first, ties in table order.
 * Returns how many were written. */
int monster_suggest(const struct nh_monster_table *t, const char *text, int *out, int max);

/* Built monsters of a class, in table order; returns how many there are
 * (writes at most max). */
int monster_by_class(const struct nh_monster_table *t, enum nh_mclass c, int *out, int max);

/* Every built monster; returns how many there are (writes at most max). */
int monster_all(const struct nh_monster_table *t, int *out, int max);

/* Resolve one item of a monster list (the text between commas) to
 * monsters, for the command line and scenario files: "all" (any case) is
 * every built monster; a single character that is a class symbol ("d",
 * "D") is that class; otherwise the item is one or more monster names,
 * read word by word: at each word the longest run of consecutive words
 * that is a monster's name or alias (any case) or a prefix of exactly one
 * monster's names is taken ("soldier ant newt": the soldier ant, then the
 * newt; "little d" the little dog).  A class name alone is not a class
 * (class=ant or the class key asks for one).  Writes at most max indices
 * to out and returns how many were selected, or -1 with a message in err
 * (at most errlen bytes) naming the matches of an ambiguous prefix or the
 * closest names of an unknown one. */
int monster_select(const struct nh_monster_table *t, const char *text, int *out, int max, char *err,
                   size_t errlen);

#endif
