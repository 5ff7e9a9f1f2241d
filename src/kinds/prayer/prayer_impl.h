/* prayer_impl: the prayer kind's internals, for its own files and tests:
 * the rules as small functions, the Monte Carlo words, the tallies, the
 * exact model and the report.  What other kinds use is in prayer.h. */
#ifndef NHMC_PRAYER_IMPL_H
#define NHMC_PRAYER_IMPL_H

#include "kinds/prayer/prayer.h"

/* 0 if the case is in range and consistent, else -1 with a message naming
 * the field, what it is and what is allowed. */
int prayer_case_check(const struct prayer_case *c, char *err, size_t errlen);

/* What the case costs, in estimated ns of one thread: its exact answer,
 * and one Monte Carlo prayer (prayer_cost.c; method auto, experiment.h). */
double prayer_exact_cost(const struct prayer_case *c);
double prayer_trial_cost(const struct prayer_case *c);

/* ---- rules, each a small function (src/kinds/prayer/prayer_rules.c) ---- */

/* u.ublesscnt when the hero acts on turn T, with wishes adding `wish_total`
 * (docs/rules.md, Prayer timeout). */
int prayer_timeout_at(int turn, int wish_total);
/* ALIGNLIM = 10 + T/200 (docs/rules.md, Alignment record). */
int prayer_align_limit(int turn);
/* The case's ALIGNLIM at turn T: prayer_align_limit, in dNetHack
 * min(100, 10 + T/200 - sins) (include/align.h). */
int prayer_case_align_limit(const struct prayer_case *c, int turn);
/* Whether the case's record can be: at most its cap at T, or in dNetHack the
 * hero's starting record (above the cap when sins lower it; kept until an
 * adjalign()). */
bool prayer_record_possible(const struct prayer_case *c);
/* adjalign(n) under the cap `limit` (dNetHack src/attrib.c, adjalign(); as
 * 3.4.3's): the record moves by n, then a record above the cap falls to
 * it; a rise that would not raise the record changes nothing. */
int prayer_adjalign(int record, int n, int limit);
/* TROUBLE_HIT's test for current and max of the pool it reads (docs/rules.md, Prayer verdict;
 * dNetHack: docs/rules.md, dNetHack prayer; the rule only: kind prayer refuses dnethack). */
bool prayer_low_hp(enum nh_variant v, int xl, int cur, int max);
/* The divisor d of 3.6.7's and 5.0's test HP*d <= min(max HP, 15*XL). */
int prayer_low_hp_divisor(int xl);
/* Whether the hero has TROUBLE_HIT: the pool is mh/mhmax when polymorphed;
 * 5.0 never counts it while polymorphed without Unchanging (docs/rules.md,
 * Prayer timeline). */
bool prayer_in_trouble(enum nh_variant v, int xl, int hp, int hpmax, bool polyd, int mh, int mhmax,
                       bool unchanging);
/* Whether every hero of this role and race is neutral: the role's and the
 * race's allowed alignments (3.4.3, 3.6.7 and 5.0 src/role.c, roles[] and
 * races[]) meet only in neutral (a Healer, a Tourist, any gnome).  Such a
 * hero has no opposed altar (docs/rules.md, Prayer verdict). */
bool prayer_always_neutral(int role, int race);
/* The altar can_pray() sees: `opposed` for a neutral hero (vanilla: always
 * neutral; dNetHack: c->alignment, known once the case is built) is a
 * cross-aligned altar (docs/rules.md, Prayer verdict); otherwise `a`. */
enum prayer_altar prayer_altar_for(const struct prayer_case *c, enum prayer_altar a);
/* The alignment can_pray() uses on this altar (docs/rules.md, Prayer verdict). */
int prayer_alignment(enum prayer_altar a, int record);
/* can_pray()'s p_type for HP trouble (in_trouble > 0) or none (docs/rules.md, Prayer verdict). */
enum prayer_type prayer_type_of(bool trouble, int timeout, int luck, int anger, int alignment,
                                enum prayer_altar a);
/* dNetHack keeps 3.4.3's prayer (docs/rules.md, dNetHack prayer) except the low-HP test
 * (prayer_low_hp), the verdict order (prayer_type_in) and the golden glow
 * (prayer_glow_gain): the version whose rnl and action roll a case uses. */
static inline enum nh_variant prayer_rules_of(enum nh_variant v)
{
    return v == NH_VDNH                   ? NH_V343
           : v == NH_VXNH                 ? NH_V50
           : v == NH_VEVH || v == NH_VUNH ? NH_V367
                                          : v;
}
/* ---- xNetHack, EvilHack, UnNetHack (prayer_variants.c; docs/rules.md,
 * Prayer in xNetHack, EvilHack and UnNetHack) ---- */

/* The version whose rnl() a variant's prayer draws: prayer_rules_of, but
 * UnNetHack's rnl is 3.4.3's (src/rnd.c, rnl()). */
enum nh_variant prayer_rnl_rules_of(enum nh_variant v);
/* Whether the hero's own form is undead, so that can_pray() may turn it: a
 * dNetHack vampire, an EvilHack draugr or vampire, an UnNetHack vampire,
 * unpolymorphed (the form's data decides: is_undead(youmonst.data)). */
bool prayer_undead_hero(const struct prayer_case *c);
/* Whether can_pray() rolls rn2(5) for Moloch's deafness: an EvilHack
 * Infidel off an altar (above the Valley; without the quest artifact). */
bool prayer_unheard_possible(const struct prayer_case *c);
/* Whether pleased() rolls rn2(10) before a pat on the head: an EvilHack
 * Caveman whose alignment was abused (u.ualign.abuse != 0). */
bool prayer_cave_abused(const struct prayer_case *c);
/* The alignment of the god an xNetHack, EvilHack or UnNetHack hero of
 * alignment c->alignment prays to on altar a, or PRAYER_VOID when it is
 * not known (a cross-aligned altar of a neutral or unaligned hero). */
int prayer_var_god(const struct prayer_case *c, enum prayer_altar a);
/* The holiness standing for a god's alignment in the turning's test (a
 * lawful god turns, a neutral one 1 time in 10): PRAYER_HOLY,
 * PRAYER_NEUTRAL_HOLINESS, else PRAYER_UNHOLY. */
int prayer_var_holiness(int god);
/* The starting max HP of a hero of the variant's hero table, or
 * PRAYER_MAXHP_ROLLED when it has dice (EvilHack's giant, centaur, aasimar). */
int prayer_start_maxhp(enum nh_variant v, int role, int race);
/* u.luckturn within 0..the turn (dNetHack, EvilHack, UnNetHack): 0, or -1
 * with the message. */
int prayer_luck_turn_check(const struct prayer_case *c, char *err, size_t errlen);
/* The checks of an xNetHack, EvilHack or UnNetHack case. */
int prayer_var_check(const struct prayer_case *c, char *err, size_t errlen);
/* p_type in the version's order: dNetHack tests "naughty" (Luck < 0,
 * anger, alignment < 0) before "too soon" (docs/rules.md, dNetHack prayer). */
enum prayer_type prayer_type_in(enum nh_variant v, bool trouble, int timeout, int luck, int anger,
                                int alignment, enum prayer_altar a);
/* The max HP the golden glow adds to a hero of max HP `maxhp` (no levels
 * lost): 5 (docs/rules.md, Golden glow); in dNetHack +5 to the bonus B through its soft cap
 * (docs/rules.md, dNetHack max HP; dNetHack prayer), round(Mx tanh(5/Mx)) with Mx = 24 + 2 x (the
 * largest max HP possible at this XL and Con) - maxhp, 0 when Mx <= 0.  The
 * case's max HP is taken as dNetHack's raw max HP: no bonus B or modifier
 * yet. */
int prayer_glow_gain(const struct prayer_case *c, int maxhp);
/* ---- dNetHack (docs/rules.md, dNetHack prayer) ---- */

/* The alignments a dNetHack hero of this role and race can have
 * (NH_ALLOW_LAWFUL ... bits): those both allow, else the role's (the
 * Convict's exception, and role_init()'s pick for a hero no alignment fits;
 * dNetHack src/role.c, validalign(), role_init()). */
unsigned prayer_dnh_alignments(int role, int race);
/* The holiness of the hero's own god (dNetHack include/godlist.h and src/role.c,
 * roles[].lgod/ngod/cgod), or -1 when the role's pantheon is drawn at random
 * (Priest, Binder, Anachrononaut). */
int prayer_dnh_own_holiness(int role, int alignment);
/* Whether the hero is undead (dNetHack src/pray.c, can_pray(), is_undead(youracedata)):
 * a vampire. */
bool prayer_dnh_undead(int race);
/* Whether can_pray() rolls rn2(10) for the turning (a neutral god), and
 * whether it turns the hero whatever the roll (a holy god). */
bool prayer_dnh_turn_rolled(const struct prayer_case *c);
bool prayer_dnh_turn_certain(const struct prayer_case *c);
/* The Luck when prayer_done() runs: the case's Luck after the three Luck
 * timeouts of the prayer's turns (docs/rules.md, Prayer timeline), by the
 * variant's rule. */
int prayer_luck_at_end(const struct prayer_case *c);
/* safe_wait with dNetHack's Luck timeout (prayer_safe_wait). */
int32_t prayer_dnh_safe_wait(const struct prayer_case *c, int timeout, int luck, int luck_turn,
                             int anger, int record, int t3);
/* dNetHack's fix_worst_trouble(TROUBLE_HIT) for a hero of max HP m (taken
 * as raw max HP, no bonus or modifier) with `raise` the rnd(5) added to the
 * modifier (0 when m >= 5 XL + 11): the max HP after it (src/pray.c): when
 * below 6, the stored rolls are raised to 6 and max HP recomputed, which at
 * low Con can stay below 6. */
int prayer_dnh_fix_maxhp(const struct prayer_case *c, int m, int raise);
/* Whether a fix can leave max HP at 5 or less, so that pleased()'s "fix
 * all" (action 2 and up) fixes again (dNetHack src/pray.c, pleased(),
 * in_trouble()): record at least STRIDENT (else the action is 0 or 1) and
 * max(least max HP, trunc(6 + XL conplus)) + 1 <= 5. */
bool prayer_dnh_fix_repeats(const struct prayer_case *c);
/* Whether pleased() sends the lawful god's angel (before its rn2(3)): a
 * lawful hero with HP < 5 or HP*7 < max HP (src/pray.c, pleased()). */
bool prayer_dnh_angel_possible(const struct prayer_case *c, int hp, int hpmax);

/* What u_init() gives a dNetHack hero before turn 1 (src/u_init.c,
 * u_init()): Luck and record changes, the own god's anger, the sins. */
struct prayer_dnh_start {
    int luck;   /* change_luck(): -1 a vampire, -10 a drow Healer */
    int anger;  /* the own god's anger: 1 for a Madman */
    int record; /* u.ualign.record after u_init() (initrecord, a vampire's adjalign(-5)) */
    int sins;   /* u.ualign.sins: Madman 13, Convict 16, a vampire 5 more */
};
void prayer_dnh_start(int role, int race, struct prayer_dnh_start *s);
/* The alignments a dNetHack hero of this role and race has in play, after
 * u_init()'s overrides (NH_ALLOW_* bits; 0 for the Binder, whose alignment is
 * always PRAYER_VOID): a clockwork Troubadour lawful, an elven or drow
 * Healer neutral, a dwarvish Anachrononaut chaotic, a male drow neutral. */
unsigned prayer_dnh_play_alignments(int role, int race);
/* Luck at turn T of a hero who started with Luck `start` and never prayed:
 * prayer_dnh_luck_timeout at every turn 1..T with luck_turn 0 at first;
 * *luck_turn is then u.luckturn on turn T. */
int prayer_dnh_luck_at(int start, int base, int turn, bool angry, int *luck_turn);

/* The checks of a dNetHack case (prayer_case_check): the Anachrononaut
 * cannot pray; alignment, holiness and luck_turn in range. */
int prayer_dnh_check(const struct prayer_case *c, char *err, size_t errlen);

/* change_luck(): Luck + n within -10..10. */
int prayer_change_luck(int luck, int n);
/* The range of pleased()'s action roll: action = 1 + rn2(this) (docs/rules.md, Prayer outcome). */
int prayer_action_range(enum nh_variant v, int luck, enum prayer_altar a);
/* The action after the off-altar cap and the record rule, from the first
 * roll `action` and (record <= 0 only) whether rnl(2) gave 0. */
int prayer_action_final(int action, enum prayer_altar a, int record, bool rnl_zero);
/* The record after pleased()'s adjalign(+1) (record < 2, no trouble left)
 * under the cap `limit` (prayer_case_align_limit at T + 3). */
int prayer_record_after_pleased(int record, bool trouble, int limit);
/* How many rnz(1000) the new timeout adds: demigod + crowned (docs/rules.md, Prayer outcome). */
int prayer_kick(bool demigod, bool crowned);
/* Whether fix_worst_trouble(TROUBLE_HIT) adds rnd(5) to HPmax (docs/rules.md, Fixing low HP). */
bool prayer_fix_raises_max(int hpmax, int xl);
/* The boon roll's range when patted on the head: (Luck + 6) >> 1. */
int prayer_boon_range(int luck);
/* Whether boon b (0-based) is the golden glow (docs/rules.md, Golden glow). */
bool prayer_boon_is_glow(int b, bool tune_known);
/* Whether boon b crowns the hero (record >= PIOUS, not crowned). */
bool prayer_boon_crowns(int b, int record, bool crowned);
/* angrygods()'s maxanger for the hero's own god, clamped to 1..15 (docs/rules.md, Angry god). */
int prayer_maxanger(int anger, int luck, int record);
/* The 5.0 late-game term added to the new timeout at turn `turn`
 * (docs/rules.md, Prayer outcome); 0 in 3.4.3 and 3.6.7. */
int prayer_late_term(enum nh_variant v, int turn);

/* Turns after t3 (the turn the hero acts after the prayer) until a low-HP
 * prayer off an altar is safe, given the state then; PRAYER_NEVER if anger
 * or a negative record (or a Luck that cannot climb back to 0) stands in
 * the way. */
int32_t prayer_safe_wait(const struct prayer_case *c, int timeout, int luck, int anger, int record,
                         int t3);

/* The chance of each wrath, indexed by enum prayer_wrath, when angrygods()
 * rolls rn2(maxanger) (the hero is not yet punished, so roll 6 punishes). */
void prayer_wrath_split(int maxanger, double p[PRAYER_WRATH_ZAP + 1]);

/* ---- one trial ---- */

/* The scalar reference: one prayer with the game's draws in the game's
 * order (src/pray.c: can_pray(), pleased(), fix_worst_trouble(),
 * angrygods()) from nh_rn2 and friends. */
void prayer_trial(const struct prayer_case *c, nh_pcg32 *rng, struct prayer_outcome *o);

/* The Monte Carlo form: a trial reads a fixed number of 32-bit words, laid
 * out by prayer_words (the same for every trial of a case), and
 * prayer_resolve turns them into the outcome.  The kernel computes exactly
 * what prayer_resolve computes, lane by lane. */
struct prayer_words {
    int n;      /* words per trial, at most PRAYER_WORDS_MAX */
    int wish;   /* first of `wishes` words: rn2(100) each */
    int gain;   /* first of xl - 1 words when rolled: one level gain each */
    int action; /* rn2(action range) */
    int rnl;    /* rnl(2): base, then the adjustment's chance */
    int fix;    /* rnd(5) for mhmax, then rnd(5) for HPmax */
    int boon;   /* rn2(boon range) */
    int rnz;    /* rnz(350): 2 words (rnz.c's layout); then rnz(1000): 2 */
    int anger;  /* rnz(250): 2 words; rn2(maxanger); rnz(300): 2 words */
    /* dNetHack only, after the others (-1 when the case cannot read them):
     * can_pray()'s rn2(10) of the turning, its rnd(20), pleased()'s rn2(3)
     * of the angel. */
    int turn_roll, turn_damage, angel;
    /* dNetHack, when a fix can repeat (prayer_dnh_fix_repeats): the rnd(5)
     * of the 2nd to 5th fixes, PRAYER_DNH_FIXES_MAX - 1 words; else -1. */
    int fix_more;
    /* EvilHack: can_pray()'s rn2(5) for an Infidel off an altar; pleased()'s
     * rn2(10) for an abused Caveman.  UnNetHack: rn2(2) of each rnz, in the
     * order rnz(350), rnz(1000), rnz(250), rnz(300) (its rne goes on with
     * chance 1/3, so the second word's bit 0 is not free).  -1 if none. */
    int unheard, cave, rnz_branch;
};
void prayer_words_layout(const struct prayer_case *c, struct prayer_words *w);
void prayer_resolve(const struct prayer_case *c, const struct prayer_words *w,
                    const uint32_t *words, struct prayer_outcome *o);

/* ---- tallies ---- */

/* Histograms of a case's tally. */
enum prayer_hist {
    PH_FLAGS,   /* prayer_flags(o): 0..PRAYER_FLAGS_COUNT-1 */
    PH_GAIN,    /* o.gain: 0..prayer_gain_max */
    PH_TIMEOUT, /* o.timeout: 0..prayer_timeout_max */
    PH_SAFE,    /* o.safe_wait: -1 (never)..prayer_safe_wait_max */
    PH_MAXHP,   /* o.maxhp */
    PH_COUNT
};
#define PRAYER_FLAGS_COUNT 1024
/* type | fixed << 2 | glow << 3 | angered << 4 | level lost << 5 | zapped << 6
 * | turned << 7 | killed by the turning << 8 | angel << 9 | unheard << 10
 * (EvilHack's Infidel only: prayer_flags_max) */
int prayer_flags(const struct prayer_outcome *o);
int32_t prayer_timeout_max(const struct prayer_case *c);
int32_t prayer_gain_max(const struct prayer_case *c);  /* PH_GAIN's top */
int32_t prayer_flags_max(const struct prayer_case *c); /* PH_FLAGS's top */
int32_t prayer_safe_wait_max(const struct prayer_case *c);
/* Smallest and largest max HP a case can have. */
void prayer_maxhp_range(const struct prayer_case *c, int32_t *lo, int32_t *hi);

/* The kernel's entry points (jobs.h): the histograms of enum prayer_hist;
 * kind tag 4. */
NH_KERNEL_FUNCTIONS(prayer, prayer_case);
void prayer_tally_add(struct nh_tally *t, const struct prayer_outcome *o);

/* ---- exact (src/kinds/prayer/prayer_exact.c) ---- */

/* The exact distribution of each histogram: out[h] for h < PH_COUNT (an
 * array of PH_COUNT pmfs), over the same values as the tally.  Returns 0,
 * or -1 (no memory; out empty).  Free with prayer_exact_free. */
struct nh_pmf;
int prayer_exact(const struct prayer_case *c, struct nh_pmf *out);
void prayer_exact_free(struct nh_pmf *out);

/* ---- what a run reports (src/kinds/prayer/prayer_stats.c) ---- */

/* P(safe by turn T + X) is reported for these X. */
#define PRAYER_SAFE_BY_COUNT 4
extern const int prayer_safe_by[PRAYER_SAFE_BY_COUNT]; /* 500, 800, 1000, 1500 */
#define PRAYER_TURN_NEVER (-1)                         /* a safe_turn quantile that is "never" */

struct prayer_stats {
    uint64_t n; /* trials; 0 for exact */
    double p_on_time, p_fixed, p_gain, p_glow;
    double gain_mean;          /* over all prayers, zeros included */
    double gain_mean_if_fixed; /* over the prayers that fixed the low HP; NaN if none did */
    double p_type[4];          /* can_pray()'s verdict, by enum prayer_type */
    double p_angered;          /* angrygods() ran */
    double p_lessons;          /* its roll was 2-3, "Thou must relearn thy lessons!" */
    double p_level_lost;       /* that roll took a level: XL 2 or more (at XL 1 losexp()
                                  only resets the experience points, docs/rules.md, Level drain) */
    double p_zapped;
    double p_gain_k[11]; /* P(gain = k) */
    double timeout_mean;
    int32_t timeout_p50, timeout_p90;
    double p_never;
    int64_t safe_turn_p50, safe_turn_p90, safe_turn_p99; /* or PRAYER_TURN_NEVER */
    double p_safe_by[PRAYER_SAFE_BY_COUNT];
    double maxhp_mean;
    double p_turned, p_turn_killed, p_angel; /* dNetHack; turned: EvilHack, UnNetHack too */
    double p_unheard;                        /* EvilHack's Infidel */
};

/* The statistics of the PH_COUNT distributions of a case (experiment.h). */
NH_STATS_FUNCTIONS(prayer);

/* A plain-language verdict for a player (src/kinds/prayer/prayer_verdict.c):
 * a heading line, the rule that decided the prayer, each outcome with its
 * probability and what it does in the game, the gain and the next safe
 * turn; lines end with a newline except the last.  record_default /
 * luck_default: those inputs were the defaults, so the text says where
 * they came from. */
void prayer_verdict(const struct prayer_case *c, const struct prayer_stats *s, bool record_default,
                    bool luck_default, char *buf, size_t len);

#endif
