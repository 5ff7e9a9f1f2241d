/* levelup_impl: the internals of kind levelup (levelup.h says what the
 * kind models), for its own files and tests: a case's facts and costs, the
 * keys and grid, the kernel, the dumplog reader and the report's words. */
#ifndef NHMC_LEVELUP_IMPL_H
#define NHMC_LEVELUP_IMPL_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include "nhmc/params.h"
#include "nhmc/hero_rules.h"
#include "nhmc/tally.h"
#include "nhmc/jobs.h"
#include "nhmc/kind.h"
#include "nhmc/experiment.h"
#include "kinds/levelup/levelup.h"

/* The XL at which gain number g (1-based) is made: gains past the 29th are
 * made at XL 30. */
static inline int levelup_gain_xl(int g)
{
    return g < NH_MAXULEV ? g : NH_MAXULEV;
}

/* Whether the stages are as struct levelup_case requires (the functions
 * below refuse a case that is not).  A dNetHack case with a rolled Con also
 * needs dNetHack's starting-attribute data for its hero (see
 * levelup_grid_check). */
bool levelup_stages_valid(const struct levelup_case *c);

/* A case's facts (levelup_case.c), shared by the kernel: the dice of a gain
 * made at XL xl; the starting HP (vanilla) or starting roll P (dNetHack);
 * dNetHack's init_attr() problem of its hero (false if nhmc has no data for
 * it); the range of the Con bonus a hero of the case can have. */
struct nh_attr_init;
struct nh_gain_dice levelup_case_dice(const struct levelup_case *c, int xl);
int levelup_case_start(const struct levelup_case *c);
bool levelup_case_attr(const struct levelup_case *c, struct nh_attr_init *a);
void levelup_conplus_range(const struct levelup_case *c, int32_t *lo, int32_t *hi);
/* xNetHack, EvilHack, UnNetHack (nh_hero_dice_variant): the least and
 * most a gain made at XL xl adds with Con bonus cp (the XL-30 limit can
 * only lower it, to no less than 1), and the least and most starting HP. */
void levelup_dice_gain_range(const struct levelup_case *c, int xl, int cp, int32_t *lo,
                             int32_t *hi);
void levelup_dice_start_range(const struct levelup_case *c, int32_t *lo, int32_t *hi);

/* What the case costs, in estimated ns of one thread: its exact answer,
 * and one Monte Carlo hero (levelup_cost.c; method auto, experiment.h). */
double levelup_exact_cost(const struct levelup_case *c);
double levelup_trial_cost(const struct levelup_case *c);

/* What a hero grid asks that levelup does not model: 0 if nothing, else
 * LEVELUP_BAD_CON or LEVELUP_BAD_XL with err saying why: a rolled Con for a
 * dNetHack hero without starting-attribute data (nhmc/dnh_attr.h; every
 * hero of the tables has them today). */
enum { LEVELUP_BAD_CON = 1, LEVELUP_BAD_XL = 2 };
int levelup_grid_check(const struct nh_hero_grid *g, char *err, size_t errlen);

/* The hero table a grid's roles and races are read in: dNetHack's when
 * every variant is dnethack, else vanilla's (heroes.h; a grid mixing
 * dnethack with vanilla versions takes the heroes they share). */
struct nh_hero_table;
const struct nh_hero_table *levelup_grid_heroes(const struct nh_hero_grid *g);

/* Most rows of one run (each keeps a histogram). */
#define NH_LEVELUP_MAX_ROWS 100000

/* The inputs of kind levelup: [run] variant, then the [hero] keys. */
enum levelup_key {
    LK_VARIANT,
    LK_ROLE,
    LK_RACE,
    LK_CON,
    LK_XL,
    LK_DUMPLOG,
    LK_LITERATE, /* EvilHack: a Caveman who has read */
    LK_ABUSED,   /* EvilHack: an aasimar whose alignment was abused */
    LK_COUNT
};
extern const struct nh_key levelup_keys[LK_COUNT];
/* Parse the texts (NULL: not given; variant 3.6.7, role all and race valid
 * by default, con and xl left empty) into g.  Returns 0, or -1 with the key
 * at fault in *bad and a message. */
int levelup_grid_parse(const char *const *texts, void *grid, int *bad, char *err, size_t errlen);

/* The kernel's entry points (jobs.h): one histogram per stage, over every
 * value the dice, the Con bonus and the floor of 1 allow there (below 5.0's
 * throttled XL-30 gains each such gain counts as 1); kind tag 1. */
NH_KERNEL_FUNCTIONS(levelup, levelup_case);
/* The block of a case of xNetHack, EvilHack or UnNetHack
 * (nh_hero_dice_variant), levelup_run_block's for them: the same counts as
 * levelup_reference_hero run on each lane's stream (levelup_kernel_dice.c). */
void levelup_run_block_dice(const struct levelup_case *c, uint64_t seed, uint64_t block,
                            uint32_t ntrials, struct nh_tally *t);

/* A reference (scalar, one draw at a time) simulation of one hero through
 * the rules functions, writing max HP at each stage; for tests. */
void levelup_reference_hero(const struct levelup_case *c, nh_pcg32 *rng, int32_t *maxhp);

/* One statement of a number by a dumplog: its value and its line (line 0:
 * the dump does not state it there). */
struct levelup_dump_value {
    int value, line;
};
/* The hero of a NetHack 3.6 or 5.0 (3.7) dumplog (levelup_dumplog.c): what
 * each of the dump's places states (levelup_dumplog_lines.c reads each
 * line's shape), then the hero's values where the places that state one
 * agree (levelup_dumplog_check.c). */
struct levelup_dumplog {
    char version[24]; /* as its version line writes it: "3.6.7" */
    char variant[8];  /* the rules nhmc applies: "3.6.7" or "5.0"; "": none */
    int version_line;
    int role, race; /* nh_roles[], nh_races[]; -1: not found */
    bool female;
    char alignment[8];                /* lawful, neutral or chaotic */
    char role_name[32], race_adj[16]; /* as written: "Priestess", "dwarvish" */
    char name[64];                    /* the hero's name, before the last ", " */
    int identity_line;
    /* The status lines: the two lines before the blank line before the
     * first "Latest messages:" (dump_everything()); status_line is the
     * first one's number (0: no "Latest messages:" after a blank line). */
    int messages_line, status_line;
    bool status1_ok, status2_ok; /* each has the game's shape */
    struct levelup_dump_value st_con, st_maxhp, st_xl, st_hd;
    /* The final attributes (enlightenment()): their sections' lines, the
     * background's level and form, Basics' max HP, the characteristics'
     * Con; then the last lines of the game (really_done()). */
    int background_line, basics_line, characteristics_line;
    struct levelup_dump_value bg_xl, basics_maxhp, ch_con;
    char form[64]; /* " You were in vampire lord form.": "in vampire lord" */
    int form_line;
    struct levelup_dump_value end_xl, end_maxhp; /* "You were level 14 with ..." */
    /* The hero, where the dump's statements agree (line 0: not known). */
    bool polymorphed;   /* HD: on the status line, or "... form." */
    int con, con_line;  /* the status line's Co: */
    int maxhp, hp_line; /* the hero's own max HP, never a monster form's */
    int xl, xl_line;    /* its Xp:/Exp:, or the background's level */
};
/* Read a dumplog from f: returns 0 (fields not found are left 0), or -1
 * (cannot read, too long) with a message.  Only the statements; see
 * levelup_dumplog_resolve for the hero. */
int levelup_dumplog_scan(FILE *f, struct levelup_dumplog *d, char *err, size_t errlen);
/* The fields levelup_dumplog_resolve must find. */
enum { LEVELUP_DUMP_CON = 1, LEVELUP_DUMP_XL = 2, LEVELUP_DUMP_HP = 4 };
/* The hero's Con, XL and max HP from d's statements (levelup_dumplog_
 * check.c): each where every place that states it agrees.  A field in
 * need that is missing or stated two ways is -1 with a message naming path
 * and the lines; any other such field is left unknown (line 0). */
int levelup_dumplog_resolve(struct levelup_dumplog *d, const char *path, unsigned need, char *err,
                            size_t errlen);
/* Scan a file (a regular file of sane size) and resolve what agrees;
 * messages name it. */
int levelup_dumplog_load(const char *path, struct levelup_dumplog *d, char *err, size_t errlen);

/* The grid of kind levelup: the heroes, and the dumplog they came from. */
struct levelup_grid {
    struct nh_hero_grid hero; /* first: SCENARIO_GRID(s, struct nh_hero_grid) */
    bool from_dump;
    char dump_path[512];
    struct levelup_dumplog dump;
    unsigned history; /* EvilHack: NH_HERO_LITERATE, NH_HERO_ABUSED (nhmc/heroes.h) */
};
/* The kind's derive hook (kind.h): texts[LK_DUMPLOG] names the dumplog
 * whose hero fills the keys not given. */
int levelup_dumplog_derive(const char **texts, struct nh_derived *d, int *bad, char *err,
                           size_t errlen);
/* The experiment's stand_note: what the answer assumed of the dump's hero. */
void levelup_dumplog_note(const struct nh_scenario *s);

/* Who a row's heroes are, in words, from the grid texts of a hero's
 * variant, role and race abbreviations and Con: "dwarven Valkyries with
 * Con 18 in NetHack 3.6.7" (growth's sentences say it too). */
void levelup_stand_who(const char *variant, const char *role, const char *race, const char *con,
                       char *buf, size_t len);

#endif
