/* sanity_impl: kind sanity's internals, for its own files and tests (what the
 * registry uses is sanity.h, which says what the kind models). */
#ifndef NHMC_SANITY_IMPL_H
#define NHMC_SANITY_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "nhmc/rng.h"
#include "nhmc/tally.h"
#include "nhmc/jobs.h"
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "nhmc/names.h"
#include "nhmc/heroes.h"
#include "kinds/sanity/sanity.h"

/* docs/rules.md, Sanity state; Sanity changes and temporary madness */
#define SAN_MAX       100 /* sanity range 0..100 */
#define SAN_FLOOR     50  /* floor without a permanent madness */
#define SAN_TIMER_MAX 23  /* longest temporary madness: 1 + 2 * 11 */

/* ---- tables: roles, races, places (docs/rules.md, dNetHack sanity) ---- */

/* Roles and races are dNetHack's own (heroes.h, nh_dnh_roles and nh_dnh_races): a role is its
 * index in nh_dnh_roles, a race its index among the 12 selectable races of nh_dnh_races, named and
 * matched by the shared names (nh_dnh_role_names, nh_dnh_race_names).  The one exception is
 * devel-3.23.1's Undead Hunter (Hnt), which the shared table lacks: sanity models its terms, so it
 * keeps it as a role of its own after dNetHack's. */
enum sanity_role {
    SR_ARCHEOLOGIST,
    SR_BARBARIAN,
    SR_CAVEMAN,
    SR_HEALER,
    SR_KNIGHT,
    SR_MONK,
    SR_PRIEST,
    SR_ROGUE,
    SR_RANGER,
    SR_SAMURAI,
    SR_TOURIST,
    SR_VALKYRIE,
    SR_WIZARD,
    SR_ANACHRONONAUT = NH_DNH_ANA,
    SR_BINDER = NH_DNH_BIN,
    SR_CONVICT = NH_DNH_CON,
    SR_MADMAN = NH_DNH_MAD,
    SR_NOBLEMAN = NH_DNH_NOB,
    SR_PIRATE = NH_DNH_PIR,
    SR_TROUBADOUR = NH_DNH_BRD,
    SR_UNDEAD_HUNTER = NH_DNH_ROLES, /* devel-3.23.1 only (Hnt): not in the shared table */
    SR_COUNT
};
enum sanity_race {
    SRC_HUMAN,
    SRC_ELF,
    SRC_DWARF,
    SRC_GNOME,
    SRC_ORC,
    SRC_CLOCKWORK = NH_DNH_CLOCKWORK, /* an Anachrononaut's becomes an android */
    SRC_DROW = NH_DNH_DROW,           /* an Anachrononaut's becomes a myrkalfr */
    SRC_COUNT = NH_DNH_RACES
};

/* The sanity rules' own data for a role or race: its term of R. */
struct sanity_term_row {
    int term;         /* the term added to R; the Binder's is computed */
    const char *note; /* the condition, for listings */
};
const struct sanity_term_row *sanity_role_terms(enum sanity_role r);
const struct sanity_term_row *sanity_race_terms(enum sanity_race r);
/* The names printed: the shared table's ("Valkyrie", "human"), "Undead Hunter" for Hnt. */
const char *sanity_role_name(enum sanity_role r);
const char *sanity_race_name(enum sanity_race r);
/* The role or race a text names (the shared names, any case, unique prefixes; Hnt, Und or
 * Undead Hunter for the Undead Hunter), or -1. */
int sanity_role_parse(const char *s);
int sanity_race_parse(const char *s);
/* Why a text names no role or race, as nh_name_why says it. */
void sanity_role_why(const char *s, char *buf, size_t len);
void sanity_race_why(const char *s, char *buf, size_t len);
/* Whether dNetHack starts the hero (dnh_hero_legal); the Undead Hunter, devel's, with any race.
 * If not, why, in words ("an orc cannot be a Healer in dNetHack; expected ..."). */
bool sanity_hero_legal(enum sanity_role role, enum sanity_race race, char *why, size_t len);
/* The role's and race's values in the random stream's key: the numbers of the lists sanity kept
 * before it took the shared tables, so that every case keeps its stream. */
int sanity_role_key(enum sanity_role r);
int sanity_race_key(enum sanity_role role, enum sanity_race race);

struct sanity_table_row {
    const char *abbr; /* the place's short name */
    const char *name;
    int term;         /* the term added to R */
    const char *note; /* the condition, for listings */
};

/* Places (the location and quest terms of docs/rules.md, Sanity regeneration): one exclusive
 * choice, as the game's chain of conditions is.  The quest rows name their role/race condition; the
 * caller picks the row that applies to the hero. */
enum sanity_place {
    SP_NONE,
    SP_DEPTHS,
    SP_NKAI,
    SP_RLYEH,
    SP_Q_ANA_ANDROID_LOCATE,
    SP_Q_ANA_ANDROID_HOME,
    SP_Q_ANA_ANDROID_OTHER,
    SP_Q_ANA_HOME_LEADER_DEAD,
    SP_Q_ANA_OTHER,
    SP_Q_DROW_NOB_NEMESIS,
    SP_Q_DROW_NOB_HOME_MALE,
    SP_Q_DROW_NEMESIS_MALE,
    SP_Q_OTHER,
    SP_COUNT
};
const struct sanity_table_row *sanity_place_row(enum sanity_place p);
int sanity_place_parse(const char *s);
/* The Depths (R'lyeh branch): entering pierces the veil (docs/rules.md, Sanity regeneration first
 * lines). */
bool sanity_place_in_depths(enum sanity_place p);

/* ---- the species (`nhmc list sanity-species`) ---- */

#define SAN_SPECIES_COUNT 141
struct sanity_species {
    const char *name;
    int d; /* difficulty D */
    const char
        *madness; /* permanent madness given on sight (docs/rules.md, Permanent madness), or NULL */
};
const struct sanity_species *sanity_species_at(int i);
/* Index by name, any case; -1 if not a sanity-taxing species. */
int sanity_species_find(const char *name);
/* Index of Great Cthulhu (special-cased loss, docs/rules.md, Sanity loss from monsters). */
int sanity_species_cthulhu(void);
/* Index of the walking delirium (spotted by the delirium event). */
int sanity_species_delirium(void);

/* ---- the threshold R (docs/rules.md, Sanity regeneration) ---- */

struct sanity_hero {
    int wis; /* effective Wisdom W, 3..25 */
    enum sanity_role role;
    enum sanity_race race;
    int xl;         /* 1..30: Binder term, loss formulas, booze limit */
    int intel;      /* Int, for Vilya */
    bool orthos;    /* Orthos seal bound: -5 */
    bool veil;      /* veil intact: +10; else -floor(log2 N) */
    int insight;    /* N >= 0 */
    bool sea;       /* Transparent Sea thought known (needs N >= 30, veil pierced) */
    bool vilya;     /* wearing Vilya */
    bool soul_lens; /* Binder: spiritDsize doubled */
    enum sanity_place place;
    int itchy;    /* u_healing_penalty(), >= 0 (inputs; docs/rules.md, Sanity regeneration) */
    bool madness; /* a permanent madness already (removes the floor) */
    bool clear_thoughts, nightmare; /* CT, NM (docs/rules.md, Sanity state) */
    int narya; /* Narya's save bonus when worn, else 0 (docs/rules.md, Sanity loss from monsters) */
    bool nodensfork; /* wielding Nodensfork: every save succeeds */
    int sanity;      /* S at turn0 */
    int turn0;       /* turn whose regeneration is done */
    int drunk;       /* drunkenness at turn0 (booze, docs/rules.md, Sanity restoration) */
    int lost_names;  /* u.uboln: names learnt from the Book of Lost Names before turn0 */
    bool moon_close; /* devel's quest_status.moon_close (Undead Hunter term) */
};

/* The terms of R, one function each (docs/rules.md, Sanity regeneration table). */
int sanity_term_role(const struct sanity_hero *h);
int sanity_term_race(const struct sanity_hero *h);
int sanity_term_veil(bool veil, int insight); /* +10, or -floor(log2 N) */
int sanity_term_sea(const struct sanity_hero *h, bool veil, int insight);
int sanity_term_vilya(const struct sanity_hero *h);
int sanity_term_hunter(const struct sanity_hero *h, bool veil, int insight);
int sanity_spirit_dsize(int xl, bool soul_lens);
/* R with the veil and insight given (they change over a timeline). */
int sanity_threshold(const struct sanity_hero *h, bool veil, int insight);

/* ---- the rules ---- */

/* Regeneration gain (0 or 1) on turn t at sanity s with threshold r (docs/rules.md, Sanity
 * regeneration). */
int sanity_regen_gain(int s, int r, long t);
/* The turn (> t0) on which S reaches `target` by regeneration alone from s
 * after turn t0, by a closed form of the tiers (docs/rules.md, Sanity regeneration); t0 itself if s
 * is already there, -1 if never. */
long sanity_recovery_turn(int s, int r, long t0, int target);

/* S* and I* (docs/rules.md, Sanity state). */
int sanity_star(int s, bool ct, bool nm);
int insanity_star(int s, bool ct, bool nm);

/* The Wisdom save (docs/rules.md, Sanity loss from monsters): one rnd(30) unless Nodensfork. */
bool sanity_save(nh_pcg32 *rng, int wis, int narya, bool nodensfork);
double sanity_save_prob(int wis, int narya, bool nodensfork);

/* change_usanity (docs/rules.md, Sanity changes and temporary madness).  *s is changed and
 * floored/clamped; if check and delta < 0 the temporary-madness roll runs with the game's draws
 * (rn2(W); rn2(100) only if A; rn2(5) and two rnd only if all hold), and a
 * started madness sets *timer.  Returns 1 if a temporary madness started. */
struct sanity_mind {
    int wis;
    bool mad; /* permanent madness: no floor */
    bool ct, nm;
};
int sanity_change(nh_pcg32 *rng, const struct sanity_mind *m, int *s, int *timer, int delta,
                  bool check);
/* change_usanity's clamp alone. */
int sanity_clamp(int s, bool mad);
/* Closed forms of change_usanity's madness roll: P(temporary madness) = pA * pB, and the duration
 * 1 + rnd(k) + rnd(k) with k = floor(I0* / 10) + 1. */
double sanity_madness_prob(int loss, int wis, int s0, bool ct, bool nm);
int sanity_madness_k(int s0, bool ct, bool nm);

/* First-sighting loss (docs/rules.md, Sanity loss from monsters): save first, then the die. */
int sanity_first_loss(nh_pcg32 *rng, int species, int xl, int wis, int narya, bool nodensfork);
/* Its dice: save_add + rnd(save_die) on a save, rnd(fail_die) without. */
struct sanity_loss_dice {
    int save_add, save_die, fail_die;
};
struct sanity_loss_dice sanity_first_loss_dice(int species, int xl);
/* Its distribution: p[v] for v = 0..100 (p[0] = 0). */
void sanity_first_loss_pmf(int species, int xl, double ps, double p[SAN_MAX + 1]);
double sanity_first_loss_mean(int d, int xl, int wis, bool cthulhu);
/* The minor loss mloss (docs/rules.md, Sanity loss from monsters): die z from D, rnd(z) first, then
 * the save. */
int sanity_minor_die(int d);
int sanity_minor_loss(nh_pcg32 *rng, int d, int wis, int narya, bool nodensfork);
void sanity_minor_loss_pmf(int d, double ps, double p[13]);

/* roll_madness closed form (docs/rules.md, Madness rolls): 1 - tau + tau ln tau, tau = (S*+1)/100.
 */
double sanity_roll_madness_prob(int s_star);

/* Restoration (docs/rules.md, Sanity restoration), deterministic ones: the new S. */
int sanity_sleeping(int s, int bcsign, bool mad);        /* +5 + 10 bcsign */
int sanity_restore_ability(int s, int bcsign, bool mad); /* +20 / +5 / 0 */
int sanity_effigy(int s);                                /* + floor((100 - S) / 2) */
int sanity_nurse(int s, int courses);                    /* +15 per course */
/* The prayer's fix of low sanity: +Wis once, or while in trouble with all. */
int sanity_pray_fix(int s, int wis, bool altar, bool all, bool mad);
/* First kill of an insight species of difficulty d: insight gained; S gained on the check. */
int sanity_kill_insight(int d);
int sanity_kill_gain(int d);
/* Booze: *drunk < 3 XL: drunk + 1, +5; else up to 50. */
int sanity_booze(int s, int *drunk, int xl, bool mad);

/* ---- the timeline ---- */

enum sanity_event_kind {
    SE_SEE,      /* `count` instances of `species` visible for `turns` turns */
    SE_DELIRIUM, /* a walking delirium adjacent and visible for `turns` turns;
                    arg = 1: undisguised on the first turn (then spotted first) */
    SE_MAD,      /* `count` adjacent lit mad-template monsters of difficulty arg */
    SE_ANGEL,    /* apocalypse angel whispers for `turns` turns */
    SE_SLEEPING, /* potion of sleeping, arg = bcsign */
    SE_RESTORE,  /* potion of restore ability, arg = bcsign */
    SE_BOOZE,    /* booze, arg = drinks */
    SE_EFFIGY,
    SE_NURSE,    /* arg = courses */
    SE_NECRO_OK, /* Necronomicon studied */
    SE_NECRO_FAIL,
    SE_LOST_NEW, /* Book of Lost Names, a new name */
    SE_LOST_KNOWN,
    SE_TENTACLES, /* the elder priest's AD_TENT tentacles hit for `turns` turns */
    SE_KILL, /* first kill of an insight species of difficulty arg; count = 1: Holy Moonlight */
    SE_PRAY, /* a pleased god fixes low sanity; arg bit 0: on an altar, bit 1: all troubles */
    SE_KIND_COUNT
};
const char *sanity_event_name(enum sanity_event_kind k);
int sanity_event_parse(const char *s);

struct sanity_event {
    enum sanity_event_kind kind;
    int turn;     /* first turn it acts (> turn0) */
    int turns;    /* encounters: turns it lasts (>= 1) */
    int count;    /* SE_SEE, SE_MAD: monsters (>= 1) */
    int species;  /* SE_SEE: index into the species table */
    int arg;      /* see the kinds */
    bool hostile; /* SE_SEE, SE_DELIRIUM: may start temporary madness */
};

#define SAN_EVENTS_MAX      32
#define SAN_CHECKPOINTS_MAX 32
#define SAN_END_MAX         100000
#define SAN_ONSETS_MAX      63 /* the onset-count histogram's last cell is ">= 63" */

struct sanity_case {
    struct sanity_hero hero;
    struct sanity_event ev[SAN_EVENTS_MAX];
    int nev;
    int end;                             /* last turn simulated */
    int checkpoint[SAN_CHECKPOINTS_MAX]; /* turns in turn0+1..end, ascending */
    int ncheck;
    int target;       /* recovery target S */
    int recover_from; /* recovery counts from this turn on */
};

int sanity_case_check(const struct sanity_case *c, char *err, size_t errlen);
/* A hostile sighting of one monster of the species named `species` (an
 * SE_SEE event) from turn `turn` for `turns` turns. */
struct sanity_event sanity_hostile_sighting(const char *species, int turn, int turns);

struct sanity_outcome {
    int s_at[SAN_CHECKPOINTS_MAX];
    int s_end;
    int recover_turn; /* first turn >= recover_from with S >= target; end + 1 if never */
    int onsets;       /* temporary madnesses started */
    uint8_t ev_mad[SAN_EVENTS_MAX]; /* 1 if event e started one */
};

/* The scalar reference: the game's draws in the game's order. */
void sanity_trial(const struct sanity_case *c, nh_pcg32 *rng, struct sanity_outcome *o);

/* The timeline's pieces, shared by the reference trial, the kernel and the
 * exact module (src/kinds/sanity/sanity_trial.c).  `det` is what is deterministic in
 * time (see the top of this file); a lane is one trial's random state.
 * Species are kept in slots: the slot of an event is the index of the
 * first event that names its species. */
struct sanity_det {
    bool veil;
    int insight; /* the deterministic part; a lane adds its own random part */
    int boln;    /* u.uboln: Lost Names learnt so far */
    int drunk;
    bool mad;      /* a permanent madness: no floor */
    uint32_t seen; /* slots whose species has been spotted */
};
struct sanity_lane {
    int s, timer, onsets;
    int xins;                  /* insight gained at random (angel misses, later Lost Names) */
    int sigma[SAN_EVENTS_MAX]; /* by slot: the first loss, 0 = unseen */
    uint8_t ev_mad[SAN_EVENTS_MAX];
};
void sanity_det_init(const struct sanity_case *c, struct sanity_det *d);
int sanity_slot(const struct sanity_case *c, int e);
bool sanity_event_is_encounter(enum sanity_event_kind k);
/* Whether event e acts on turn t. */
bool sanity_event_on(const struct sanity_case *c, int e, int t);
/* The deterministic changes of event e before its draws (veil lifted,
 * insight) and after them (species seen, madness given, drunkenness). */
void sanity_event_pre(const struct sanity_case *c, int e, struct sanity_det *d);
void sanity_event_post(const struct sanity_case *c, int e, struct sanity_det *d);
/* The random part of event e for one lane on turn t (one turn of an
 * encounter). */
void sanity_event_lane(const struct sanity_case *c, int e, int t, const struct sanity_det *d,
                       struct sanity_lane *l, nh_pcg32 *rng);
/* Whether Clear Thoughts stops walking deliriums and mad-template monsters:
 * BlockableClearThoughts, CT without Nightmare (docs/rules.md, Sanity loss from monsters). */
bool sanity_ct_blocks(const struct sanity_hero *h);
/* Whether delirium event e meets the delirium undisguised on its first turn: written so, or a
 * hero without DELUSIONS, whose disguises the game drops once per input (docs/rules.md, Sanity
 * loss from monsters): no permanent madness at the start and no delirium shown by an earlier
 * event. */
bool sanity_delirium_undisguised(const struct sanity_case *c, int e);
/* The species an event spots (SE_SEE; the walking delirium of an undisguised delirium on its
 * first turn), or -1. */
int sanity_event_species(const struct sanity_case *c, int e);
/* R for the current deterministic state and a lane's random insight. */
int sanity_det_threshold(const struct sanity_case *c, const struct sanity_det *d, int xins);
/* The most random insight a timeline can add (angel misses, Lost Names after the second). */
int sanity_xins_max(const struct sanity_case *c);
/* The insanity used by the madness roll's mind, from the case and det. */
struct sanity_mind sanity_det_mind(const struct sanity_case *c, const struct sanity_det *d);

/* Histograms: SH_END, SH_RECOVER, SH_ONSETS, then one per checkpoint, then
 * one per event (0/1). */
enum { SH_END, SH_RECOVER, SH_ONSETS, SH_FIXED };
size_t sanity_hist_count(const struct sanity_case *c);
size_t sanity_hist_checkpoint(int i);
size_t sanity_hist_event(const struct sanity_case *c, int e);
/* The smallest value of SH_RECOVER: max(recover_from, turn0 + 1). */
int sanity_recover_lo(const struct sanity_case *c);
/* The kernel's entry points (jobs.h): the histograms of the timeline; kind
 * tag 9. */
NH_KERNEL_FUNCTIONS(sanity, sanity_case);
void sanity_tally_add(struct nh_tally *t, const struct sanity_case *c,
                      const struct sanity_outcome *o);

/* ---- Monte Carlo (src/kinds/sanity/sanity_kernel.c; the job kind: sanity_jobs.c) ---- */

/* ---- exact (src/kinds/sanity/sanity_exact.c) ---- */
struct nh_pmf;
struct sanity_exact {
    struct nh_pmf *end, *recover;       /* pmfs like SH_END, SH_RECOVER */
    struct nh_pmf *at;                  /* ncheck pmfs */
    int npmf;                           /* 2 + ncheck pmfs in one allocation starting at end */
    double onsets_mean;                 /* E[temporary madnesses] */
    double ev_mad_mean[SAN_EVENTS_MAX]; /* E[madnesses started by event e] */
};
/* Dynamic programming over (S, sigma of one species, timer, recovered).
 * Returns 0, 1 if the case is outside what the DP handles (more than one
 * species seen more than once: each would add a sigma dimension), or -1. */
int sanity_exact(const struct sanity_case *c, struct sanity_exact *x);
/* Why sanity_exact returns 1 for c, for messages ("" when it does not). */
const char *sanity_exact_why(const struct sanity_case *c);
void sanity_exact_free(struct sanity_exact *x);

/* ---- what a run reports (src/kinds/sanity/sanity_stats.c) ---- */

#define SANITY_NEVER (-1) /* a recovery median that falls on "never" */

struct sanity_s_stats {
    double mean, sd;
    int p10, p50, p90;
};
struct sanity_stats {
    uint64_t n;                /* trials; 0 for exact */
    struct sanity_s_stats end; /* S at the end */
    struct sanity_s_stats at[SAN_CHECKPOINTS_MAX];
    double p_recovered;  /* S >= target by the end */
    double recover_mean; /* mean recovery turn, given recovery */
    int recover_p50;     /* median recovery turn, or SANITY_NEVER */
    double onsets_mean;  /* E[temporary madnesses] */
    double p_any_onset;  /* P(at least one); -1 from the DP */
    /* Per event: P(it started a temporary madness) from a tally; the
     * expected number it started from the DP (the same for a first
     * sighting, which can start at most one). */
    double ev_mad[SAN_EVENTS_MAX];
    /* Where a value asked (--value ...) stands among the S at the end:
     * stand_ask NH_STAND_NONE when not asked (set by the experiment). */
    enum nh_stand_ask stand_ask;
    int64_t stand_value;
    struct nh_stand end_stand;
};
/* Returns 0, or -1 (no memory or an empty tally). */
int sanity_stats_from_exact(const struct sanity_case *c, const struct sanity_exact *x,
                            struct sanity_stats *s);
int sanity_stats_from_tally(const struct sanity_case *c, const struct nh_tally *t,
                            struct sanity_stats *s);

#endif
