/* growth_impl: kind growth's internals, for its own files and tests (what the
 * registry uses is growth.h, which says what the kind models). */
#ifndef NHMC_GROWTH_IMPL_H
#define NHMC_GROWTH_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "nhmc/rng.h"
#include "nhmc/tally.h"
#include "nhmc/variant.h"
#include "nhmc/jobs.h"
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "kinds/growth/growth.h"

#define GROWTH_MAX_EVENTS      64
#define GROWTH_MAX_COUNT       100000 /* xK, drain K, nurse K */
#define GROWTH_NURSE_UNTIL_CAP 100000 /* hits a "nurse until" runs at most */
#define GROWTH_MAX_CHECKPOINTS 128
#define GROWTH_EVENT_TEXT      41 /* 40 characters */
#define GROWTH_LABEL_TEXT      64 /* NH_GRID_TEXT */
/* The checkpoints of the counts a nurse event adds: the hits of "nurse
 * until", else the nurses lost. */
#define GROWTH_HITS_PREFIX "hits: "
#define GROWTH_LOST_PREFIX "nurses lost: "

enum growth_event_kind {
    GE_LEVEL,
    GE_GAIN_LEVEL,
    GE_DRAIN,
    GE_RESTORE,
    GE_RESTORE_ABILITY,
    GE_POTION,
    GE_NURSE,
    GE_PRAY,
    GE_CON,
    GE_HP,
};

/* Gain level, drain, restore, restore ability, potion: an event of `count`
 * steps, each the same (the trial's, the lanes' and the exact model's once()). */
static inline bool growth_event_counted(enum growth_event_kind k)
{
    return k >= GE_GAIN_LEVEL && k <= GE_POTION;
}

enum growth_potion { GP_HEALING, GP_EXTRA_HEALING, GP_FULL_HEALING };
enum growth_hp_mode { GH_VALUE, GH_FULL, GH_LOW };

struct growth_event {
    enum growth_event_kind kind;
    int count;   /* gain-level, drain, restore, potion, nurse: how many
                    (nurse: 0 if not written; see growth_nurse_hits) */
    bool each;   /* "xK each": a row after each of the K (any report) */
    int xl_from; /* GE_LEVEL "A-B": A; else 0 */
    int xl_to;   /* GE_LEVEL: the target XL; "+K" is stored as -K */
    enum growth_potion potion;
    int bcsign;   /* +1 blessed, 0 uncursed, -1 cursed */
    bool diluted; /* GE_POTION: a diluted potion (growth_quaff_heal) */
    int until;    /* GE_NURSE: 0, a max HP (> 0) or -k for k times the XL */
    int value;    /* GE_CON: Con; GE_HP: HP when GH_VALUE; GE_PRAY: turn */
    enum growth_hp_mode hp_mode;
    char text[GROWTH_EVENT_TEXT]; /* as written, trimmed */
};

struct growth_timeline {
    int n;
    struct growth_event ev[GROWTH_MAX_EVENTS];
};

/* Parse a timeline.  On error returns -1 with a message naming the event
 * by number and text, what is wrong and what was expected. */
int growth_parse_events(const char *text, struct growth_timeline *tl, char *err, size_t errlen);

/* When max HP is reported: "end", "after each" (each event; each XL of a
 * "level A-B"), or "at XL 10,20,30" (the first time the hero reaches each
 * XL, by any event; a trial that never does is not counted in that row). */
enum growth_report_mode { GR_END, GR_EACH, GR_AT_XL };
struct growth_report {
    enum growth_report_mode mode;
    int nxl;
    int xl[30];
};
int growth_parse_report(const char *text, struct growth_report *r, char *err, size_t errlen);
/* "event I \"TEXT\": WHAT" in err (i counted from 0); returns -1. */
int growth_event_error(char *err, size_t errlen, int i, const char *text, const char *what);

struct growth_case {
    enum nh_variant variant; /* 3.4.3, 3.6.7, 5.0, dNetHack (growth_dnh.c), xNetHack,
                                EvilHack or UnNetHack (growth_hero.c) */
    int role, race;
    int con;         /* 3..25 at the start; "con" events change it */
    int start_xl;    /* 1..30: experience levels gained before the timeline */
    int until_maxhp; /* 0, or the target of every "nurse" event without its
                        own "until" (> 0, or -k for k times the XL) */
    const struct growth_timeline *tl;
    const struct growth_report *report;
    /* EvilHack: what the hero did that its newhp() and prayers ask
     * (nhmc/heroes.h, NH_HERO_LITERATE, NH_HERO_ABUSED); 0 as every hero
     * starts (a never-read Caveman, an unblemished aasimar: extra HP) */
    unsigned history;
};

/* The most hits a nurse event makes: its count; unwritten, the cap when it
 * runs until a target (its own or the case's), else 1. */
int growth_nurse_hits(const struct growth_case *c, const struct growth_event *e);

/* The max HP a nurse event runs until at XL xl: its own target or the
 * case's (a number, or -k for k times the XL); 0 if none. */
int growth_nurse_target(const struct growth_case *c, const struct growth_event *e, int xl);

/* 0 if the case is consistent (levels in order, pray turns increasing by
 * at least 3, targets reachable, ...), else -1 with a message naming the
 * event and what was expected. */
int growth_case_check(const struct growth_case *c, char *err, size_t errlen);

/* What the case costs, in estimated ns of one thread: its exact answer,
 * and one Monte Carlo timeline (growth_cost.c; method auto, experiment.h). */
double growth_exact_cost(const struct growth_case *c);
double growth_trial_cost(const struct growth_case *c);

/* What a checkpoint (a row of the table) measures. */
enum growth_measure {
    GM_MAXHP,       /* max HP */
    GM_NURSE_HITS,  /* hits a "nurse until" took (capped trials: the cap) */
    GM_NURSES_LOST, /* nurses that vanished during a "nurse K" event */
    GM_KILLED,      /* 1 if an angry god killed the hero, else 0 (end) */
};

struct growth_checkpoint {
    enum growth_measure measure;
    int event; /* index of the event after which it is taken; -1: start */
    int step;  /* "each": after this repetition (1..count); 0: at the event's end */
    int at_xl; /* GR_AT_XL / level A-B rows: the XL; 0 otherwise */
    char label[GROWTH_LABEL_TEXT]; /* e.g. "after 3: quaff full blessed x2",
                                      "XL 10", "hits: nurse until 50" */
};

/* The rows of a case, in the order they are reported.  Returns their
 * number (>= 1), or -1 with a message if there would be more than
 * GROWTH_MAX_CHECKPOINTS. */
int growth_checkpoints(const struct growth_case *c, struct growth_checkpoint *cp, int max,
                       char *err, size_t errlen);

/* ---- rules, each a small function (src/kinds/growth/growth_rules.c) ---- */

/* A potion's heal (docs/rules.md, Healing potions): fix + d(n, sides),
 * halved (rounded down) when `halved`; full healing heals 400. */
struct growth_heal {
    int fix, n, sides;
    bool halved;
};
struct growth_heal growth_potion_heal(enum nh_variant v, enum growth_potion p, int bcsign);
/* healup()'s max-HP increase when the heal overshoots (docs/rules.md, Healing potions). */
int growth_potion_max_bonus(enum growth_potion p, int bcsign);
/* The potion of a GE_POTION event e in variant v: its heal, its max-HP
 * increase, and whether it gives a lost level back (blessed full
 * healing).  A diluted potion is undiluted's but in EvilHack, whose
 * peffects() halves the heal, extra and full healing's increase, and
 * gives no level back (docs/rules.md, Growth in xNetHack, EvilHack and
 * UnNetHack). */
struct growth_heal growth_quaff_heal(enum nh_variant v, const struct growth_event *e);
int growth_quaff_bonus(enum nh_variant v, const struct growth_event *e);
bool growth_quaff_restores(enum nh_variant v, const struct growth_event *e);
/* The levels one potion of restore ability gives back at XL xl with
 * highest XL xlmax (docs/rules.md, Restore ability): pluslvl() once
 * (uncursed) or until xl reaches xlmax (blessed), without lowering xlmax,
 * in 3.6.7 and 5.0; none when cursed, none in 3.4.3, none when no level
 * is lost. */
int growth_restore_ability_levels(enum nh_variant v, int bcsign, int xl, int xlmax);
/* healup(n, extra) on HP/max HP (docs/rules.md, Healing potions): max rises only on overshoot. */
void growth_healup(int *hp, int *hpmax, int heal, int extra);
/* The nurse's bound (docs/rules.md, Nurses): max HP rises (on !rn2(7)) iff
 * hpmax < 5*XL + roll, roll = d(2*XL, 10). */
bool growth_nurse_raises(int hpmax, int xl, int roll);
/* tail[m] = P(d(2*xl, 10) > m) for m = 0..GROWTH_D2XL_TOP (exact sums of
 * the dice's distribution). */
#define GROWTH_D2XL_TOP (20 * 30)
void growth_nurse_tail(int xl, long double tail[GROWTH_D2XL_TOP + 1]);
/* P(a healing hit raises max HP) = P(!rn2(7)) P(hpmax < 5 xl + d(2 xl, 10))
 * (docs/rules.md, Nurses), from growth_nurse_tail's table for xl. */
long double growth_nurse_raise_odds(int hpmax, int xl, const long double *tail);
/* The prayer timeout and Luck carried from turn `from` to turn `to`
 * (docs/rules.md, Prayer timeout; Luck): one timeout step a turn, Luck's step toward base at each
 * boundary on the way (prayer_luck_timeout); dNetHack, EvilHack and
 * UnNetHack on u.luckturn's timer (*luck_turn, prayer_luck_on_timer). */
void growth_prayer_advance(enum nh_variant v, int *timeout, int *luck, int *luck_turn,
                           int base_luck, bool angry, int from, int to);
/* The prayer of case c's hero with Con con at `turn`, HP lowered to 1 to
 * pray (prayer.h); the caller sets its XL and max HP. */
struct prayer_case growth_prayer_case(const struct growth_case *c, int con, int turn,
                                      int base_luck);
/* Max HP after losexp() removes `num` (docs/rules.md, Level drain): at least 1; 5.0 raises it to
 * max(XL, 10) (XL after the loss) but never above the max HP before. */
int growth_drain_maxhp(enum nh_variant v, int hpmax_before, int num, int xl_after);
/* HP after losexp(): HP - num, within 1..hpmax. */
int growth_drain_hp(int hp, int num, int hpmax);

/* ---- the hero's rules by variant (src/kinds/growth/growth_hero.c) ---- */

/* The dice of a starting HP or a level gain: fix + rnd(sides[k]) for each
 * sides[k] > 0, drawn in order (role, race, then EvilHack's Caveman and
 * aasimar extras); a gain then adds the Con bonus, at least 1, and the
 * XL-30 limit where the variant has it (nh_gain_finish). */
struct growth_dice {
    int fix;
    int sides[4];
};
struct growth_dice growth_start_dice(const struct growth_case *c);
struct growth_dice growth_gain_dice(const struct growth_case *c, int xl);
/* The starting max HP (random where the hero's starting HP has dice). */
int growth_start_hp(const struct growth_case *c, nh_pcg32 *rng);
/* newhp() for a gain made at XL xl (hpmax before it). */
int growth_newhp(const struct growth_case *c, int xl, int con, int hpmax, nh_pcg32 *rng);
/* losexp(): a fresh newhp() roll comes off (3.4.3, UnNetHack), not the
 * gain recorded for the level. */
bool growth_drain_fresh(enum nh_variant v);
/* Whether losexp() at XL 1 (a prayer's wrath) takes HP: not in EvilHack. */
bool growth_drain_at_xl1(enum nh_variant v);
/* Whether max HP after a drain is raised to max(XL, 10) (5.0, xNetHack). */
bool growth_drain_floor_xl(enum nh_variant v);
/* The most levels one potion of restore ability gives back before
 * growth_restore_ability_levels' limit: EvilHack's blessed potion rn1(3, 3)
 * (drawn here), else no other limit (NH_MAXULEV). */
int growth_restore_ability_most(enum nh_variant v, int bcsign, nh_pcg32 *rng);
/* xNetHack's restore ability at the peak level (u.ulevel == u.ulevelpeak,
 * the highest XL ever reached): max HP back by half what it lost below its
 * peak u.uhppeak, rounded up, +1 when blessed, at most the peak; cursed
 * nothing.  Below the peak level it gives back levels up to u.ulevelpeak
 * (growth_restore_ability_levels with the peak for xlmax). */
int growth_restore_ability_hp(int hpmax, int hppeak, int bcsign);
/* The prayer state u_init() leaves (xNetHack, EvilHack, UnNetHack: the
 * race's Luck and record; prayer.h prayer_var_start) and the hero's
 * alignment (nhmc pray's default). */
struct growth_pray_start {
    int luck, record, alignment;
};
struct growth_pray_start growth_pray_start(const struct growth_case *c);
/* Why the variant's rules of event e are not modelled (a sentence with
 * what is expected), or NULL when they are. */
const char *growth_variant_refuses(const struct growth_case *c, const struct growth_event *e);

/* ---- dNetHack (src/kinds/growth/growth_dnh.c; docs/rules.md, dNetHack
 * growth) ---- */

/* A dNetHack hero's HP: the stored rolls, bonus and modifier (u.uhprolled,
 * u.uhpbonus, u.uhpmod) with max HP recomputed from them after each change.
 * Indices are of dNetHack's hero table (heroes.h). */
struct growth_dnh {
    int role, race, con, xl, xlmax;
    int rolled, bonus, mod;
    int hp, hpmax;
};
/* calc_total_maxhp() from the three parts at XL xl and base Con con. */
int growth_dnh_maxhp_of(int role, int race, int con, int xl, int rolled, int bonus, int mod);
/* Max HP from the parts again; HP no higher than it. */
void growth_dnh_recalc(struct growth_dnh *d);
/* The hero at XL 1 with the starting roll, at full HP. */
void growth_dnh_start(struct growth_dnh *d, int role, int race, int con);
/* pluslvl(): a roll into the stored rolls below XL 30, into the bonus at 30. */
void growth_dnh_gain(struct growth_dnh *d, nh_pcg32 *rng);
/* losexp() without a drainer: a fresh roll at the lower XL comes off. */
void growth_dnh_drain(struct growth_dnh *d, nh_pcg32 *rng);
/* Blessed full healing's or restore ability's level back: pluslvl() if
 * the XL is below its highest, which stays. */
void growth_dnh_restore(struct growth_dnh *d, nh_pcg32 *rng);
/* healup(heal, extra): on overshoot, extra pays back a negative modifier,
 * then adds to the bonus. */
void growth_dnh_healup(struct growth_dnh *d, int heal, int extra);
/* The golden glow: a lost level back, else +5 to the bonus; HP to max. */
void growth_dnh_glow(struct growth_dnh *d, nh_pcg32 *rng);
/* Whether the prayer's fix of low HP raises max HP (max HP < 5 XL + 11). */
bool growth_dnh_fix_raises(const struct growth_dnh *d);
/* The fix of low HP with its rnd(5) roll (0: none) into the modifier, then
 * the floor of 6; HP to max. */
void growth_dnh_fix(struct growth_dnh *d, int roll);
/* Con is con from here on (it acts on every level). */
void growth_dnh_set_con(struct growth_dnh *d, int con);

/* ---- Monte Carlo ---- */

/* The kernel's entry points (jobs.h): one histogram per checkpoint; kind
 * tag 5. */
NH_KERNEL_FUNCTIONS(growth, growth_case);
/* Whether the kernel runs case c's trials on the scalar reference, lane by
 * lane (dNetHack's, xNetHack's, EvilHack's and UnNetHack's heroes), not
 * on the lane loops; growth_trial_cost prices it. */
bool growth_runs_scalar(const struct growth_case *c);
/* The scalar reference: one trial with the game's draws in the game's
 * order, adding to t. */
void growth_trial(const struct growth_case *c, nh_pcg32 *rng, struct nh_tally *t);

/* ---- exact (src/kinds/growth/growth_exact.c) ---- */

/* The exact distribution of every checkpoint (out: one pmf per checkpoint,
 * as growth_checkpoints lists them).  Exact covers timelines whose max HP
 * is a sum of independent parts, and nurse hits (a chain on max HP):
 * levels, gain level, drain and restore, potions with the hero at full HP
 * (full healing at any HP), nurse, con, "hp full".  Returns 0;
 * GROWTH_EXACT_UNSUPPORTED with a message naming the event that needs
 * Monte Carlo; or -1 (no memory). */
#define GROWTH_EXACT_UNSUPPORTED (-2)
struct nh_pmf;
int growth_exact(const struct growth_case *c, struct nh_pmf *out, char *err, size_t errlen);

#endif
