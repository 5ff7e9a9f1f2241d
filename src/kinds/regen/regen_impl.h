/* regen_impl: kind regen's internals, for its own files and tests (what the
 * registry uses is regen.h, which says what the kind models). */
#ifndef NHMC_REGEN_IMPL_H
#define NHMC_REGEN_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "nhmc/tally.h"
#include "nhmc/variant.h"
#include "nhmc/jobs.h"
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "kinds/regen/regen.h"

/* near_capacity() levels (src/hack.c). */
enum nh_encumbrance {
    NH_ENC_UNENCUMBERED,
    NH_ENC_BURDENED,
    NH_ENC_STRESSED,
    NH_ENC_STRAINED,
    NH_ENC_OVERTAXED,
    NH_ENC_OVERLOADED, /* "You collapse under your load": no move (but on the Plane of Air) */
    NH_ENC_COUNT
};
const char *encumbrance_name(enum nh_encumbrance e); /* "stressed" */
/* Name or a unique prefix, any case ("none" = unencumbered); -1 if none. */
int encumbrance_parse(const char *text);

/* Every period the rules use divides this: N(XL) for XL <= 9 (15, 11, 9, 8,
 * 7, 6, 5, 4), 3, the 20 of polymorphed regeneration, the 30 and 10 of
 * overexertion, FIQHack's 100 and dNetHack's 90, and EvilHack's but one
 * (regen_phase_count).  A start turn uniform over 1..this is uniform over
 * every phase the rules can see. */
#define NH_REGEN_PHASES 138600

/* What a trial measures. */
enum nh_regen_measure {
    NH_REGEN_TURNS, /* steps until the tracked pool reaches target */
    NH_REGEN_HP,    /* the tracked pool after `after` steps */
    NH_REGEN_RATE,  /* no trials: regen_rate() (the kernel and exact module
                       are not called for it) */
};

#define NH_REGEN_MAX_HP        100000 /* largest max HP (and mhmax) accepted */
#define NH_REGEN_DEFAULT_LIMIT 100000 /* default max_turns */
#define NH_REGEN_MAX_LIMIT     10000000
#define NH_REGEN_PASSOUT_TURNS 9 /* boundaries after a pass-out without moving */

struct regen_case {
    enum nh_variant variant; /* in REGEN_VARIANTS */
    int role;                /* index into nh_roles, or -1: not given */
    int race;                /* index into nh_races, or -1 */
    int xl;                  /* 1..30 */
    int con;                 /* 3..25, ACURR(A_CON) */
    int hp, maxhp;           /* normal form; 1 <= hp <= maxhp */
    bool polyd;              /* polymorphed: mh, mhmax are the form's pool */
    int mh, mhmax;
    bool track_mh;      /* target and `after` measure mh (polymorphed only) */
    int target;         /* absolute, of the tracked pool, <= its max */
    int enc;            /* enum nh_encumbrance */
    double move;        /* probability the hero tries to move, 0..1 */
    bool regeneration;  /* the Regeneration property */
    bool restful_sleep; /* 5.0: restful sleep, asleep throughout */
    int ring;           /* enum nh_regen_ring: a ring of regeneration worn (implies
                           regeneration); only for the nutrition it costs */
    bool plane_of_air;  /* on the Plane of Air (dNetHack: any Weightless place): no move is
                           refused for the load (docs/rules.md, Overexertion and refused moves) */
    bool turn_random;   /* start turn uniform over the phases (default) */
    int64_t turn;       /* start turn T0 >= 1 when not turn_random */
    enum nh_regen_measure measure;
    int after;         /* steps, for NH_REGEN_HP */
    int64_t max_turns; /* NH_REGEN_TURNS: a trial not done by then fails */
    /* dNetHack only (docs/rules.md, dNetHack regeneration); zero: none */
    int sex;             /* enum nh_regen_sex: the drow's term */
    bool asleep;         /* asleep throughout (restful_sleep implies it) */
    int bed;             /* enum nh_dnh_bed: counts while asleep (or passed out) */
    bool valley;         /* in the Valley of the Dead: no natural term */
    int healing_penalty; /* u_healing_penalty() */
    bool berith, buer;   /* the Binder's seals */
    int pw;              /* an incantifier's Pw at the start (it heals by spending it) */
    bool pw_spent;       /* NH_REGEN_HP: the outcome is the Pw spent, 0..pw, not the HP */
    /* xNetHack only: dispater_adjust_regen() halves each heal (the Amulet
     * touched, Dispater not killed); unpolymorphed */
    bool dispater;
    /* xNetHack only: HWithering's timeout at the start (0: not withering).
     * nh_timeout() counts it down before regen_hp(), so the hero withers on
     * the first withering - 1 turn boundaries (docs/rules.md, Regeneration
     * in xNetHack and UnNetHack); unpolymorphed */
    int withering;
    /* UnNetHack only: can_regenerate() false (an elf touching iron, a
     * vampire silver): neither HP nor mh regenerates.  EvilHack: elf_can_regen()
     * or orc_can_regen() false (an elf or drow in iron, an orc in mithril):
     * normal HP does not regenerate */
    bool contact;
    /* EvilHack only (docs/rules.md, Regeneration in EvilHack); valley above
     * too: no normal HP regeneration there but for draugr and vampires */
    bool amulet; /* an Infidel has, or once had, the Amulet (else no HP regeneration) */
    bool lit;    /* a drow on a lit square: the heal period times 3 */
    bool plants; /* a Druid on grass or next to a tree: the heal period less 1 */
    bool shell;  /* a tortle in its shell throughout (no moves): 1 HP with chance 1/5 a turn */
};

/* EvilHack's tortle stays in its shell for at most this many turn
 * boundaries: toggleshell() (src/polyself.c) sets u.uinshell to 200 and
 * nh_timeout() (src/timeout.c), which runs before regen_hp(), brings the
 * hero out when it counts down to 1. */
#define NH_EVH_SHELL_TURNS 198

enum nh_regen_sex { NH_REGEN_SEX_ANY, NH_REGEN_MALE, NH_REGEN_FEMALE };
#define NH_REGEN_MAX_PW      100000 /* largest Pw accepted */
#define NH_REGEN_MAX_PENALTY 10000  /* largest healing penalty accepted */

/* 0 if the case is consistent, else -1 with a message saying what is wrong
 * and what was expected (no location). */
int regen_case_check(const struct regen_case *c, char *err, size_t errlen);

/* What the case costs, in estimated ns of one thread: its exact answer,
 * and one Monte Carlo trial (regen_cost.c; method auto, experiment.h). */
double regen_exact_cost(const struct regen_case *c);
double regen_trial_cost(const struct regen_case *c);

/* ---- rules (pure functions; each names the section of docs/rules.md it follows) ---- */

/* The vanilla version whose HP regeneration a variant keeps, as data
 * (docs/rules.md, Regeneration in xNetHack and UnNetHack): xNetHack and
 * UnNetHack run 5.0's regen_hp() (their src/allmain.c); any other variant
 * is its own. */
enum nh_variant regen_rules_version(enum nh_variant v);
/* Whether the case follows 5.0's formula (5.0, xNetHack, UnNetHack). */
bool regen_rules_50(const struct regen_case *c);
/* xNetHack 3dd346ca src/allmain.c, dispater_adjust_regen(): a positive
 * heal halved; an odd one first has 1 added when *roundup is set, and
 * flips *roundup (a static flag, FALSE when the game starts). */
int regen_dispater_halve(int heal, int32_t *roundup);

/* 3.4.3 / 3.6.7 / FIQHack's vanilla chain: heal turns are T % N == 0 with
 * N = 42/(XL+2) + 1 for XL <= 9, and N = 3 for XL >= 10 (docs/rules.md, Regeneration in 3.4.3
 * and 3.6.7). */
int regen_old_period(int xl);
/* FIQHack's rate in 1/100 HP per turn (docs/rules.md, Regeneration in FIQHack): 100·Regeneration +
 * 33·Healer + 3·XL + 3·(Con − 5), at least 1. */
int regen_fiq_rate(bool regeneration, bool healer, int xl, int con);
/* FIQHack's heal on turn t for rate r >= 1 (docs/rules.md, Regeneration in FIQHack): r/100, plus 1
 * when floor((m+1)ρ/100) > floor(mρ/100), m = t mod 100, ρ = r mod 100. */
int regen_fiq_heal(int rate, int64_t t);
/* dNetHack's rate x in 1/90 HP per turn (docs/rules.md, dNetHack regeneration): 90 with
 * Regeneration, the natural term (dnh_regen_natural) unless the hero moved
 * while Stressed or worse, minus 1 (Strained) or 3 (Overtaxed) if the hero
 * moved with HP above 1.  No polymorph, no sleep, no items. */
int regen_dnh_rate(const struct regen_case *c, bool moved, int hp, bool asleep);
/* The dNetHack rules beyond the rate: whether the hero sleeps on every turn
 * (asleep or restful sleep), is an incantifier (heals by spending Pw) or an
 * android awake on a turn (no change at all, not even a pass-out). */
bool regen_dnh_asleep(const struct regen_case *c);
bool regen_dnh_incantifier(const struct regen_case *c);
bool regen_dnh_inert(const struct regen_case *c, bool asleep);
/* The incantifier's tries on a turn: XL/5 + 1, each healing 5 HP for 1 Pw
 * with chance 1/90, stopping when Pw runs out or HP is full. */
int regen_dnh_tries(const struct regen_case *c);
#define NH_DNH_INCANT_HEAL 5
/* Overexertion period: 30 Strained, 10 Overtaxed, 0 none (docs/rules.md, Turn order);
 * dNetHack charges every turn instead (regen_dnh_rate), but also only
 * where this is not 0. */
int regen_overexert_period(int enc);
/* Whether the game refuses a move attempt in this state (docs/rules.md, Overexertion and refused
 * moves): Overloaded always; Stressed or worse and low: mh < 5 (not full) while polymorphed, else
 * HP < 10 (not full); never on the Plane of Air; the same in every variant. */
bool regen_move_refused(const struct regen_case *c, int hp, int mh);
/* The same as a bound: a move is refused when the pool (mh polymorphed,
 * else HP) is below it; 0 never, INT32_MAX always. */
int32_t regen_refuse_below(const struct regen_case *c);
/* Whether a move can ever happen: not asleep, and not Overloaded off the
 * Plane of Air. */
bool regen_can_move(const struct regen_case *c);
/* The smallest period after which the case's rules repeat: the lcm of the
 * periods it uses (a divisor of NH_REGEN_PHASES but for EvilHack's lit drow
 * at XL 3, whose 27 has one 3 too many). */
int regen_case_period(const struct regen_case *c);
/* The start turns a random start is drawn from, 1..this: lcm(NH_REGEN_PHASES,
 * regen_case_period(c)), so every phase of the case is equally likely; the
 * same NH_REGEN_PHASES for every case but that lit drow (415800). */
int64_t regen_phase_count(const struct regen_case *c);
/* EvilHack (docs/rules.md, Regeneration in EvilHack): the heal period of the
 * normal form, 3 from XL 10 or N(XL), times 3 for a drow on a lit square,
 * less 1 for a Druid by plants; whether normal HP is kept from
 * regenerating (an Infidel without the Amulet, the Valley but for draugr and
 * vampires, contact); whether the case needs rules the 3.6.7 kernel does not
 * have (stepped by the rules instead). */
int regen_evh_period(const struct regen_case *c);
bool regen_evh_blocked(const struct regen_case *c);
bool regen_evh_own(const struct regen_case *c);
/* EvilHack's heal of the normal form on turn t, its draw as regen_step's
 * (regen_evh.c), and its expected heal a turn (regen_rate). */
int regen_evh_heal(const struct regen_case *c, int64_t t, uint32_t heal_draw);
long double regen_evh_rate(const struct regen_case *c);
/* E[min(rnd(con), cap)] for cap >= 1. */
long double regen_mean_min_rnd(int con, int cap);
/* 3.4.3 and FIQHack keep the old else-if chain (docs/rules.md, Regeneration in 3.4.3 and 3.6.7):
 * polymorphed mh regenerates only below Stressed, moving or not. */
bool regen_uses_old_chain(const struct regen_case *c);
/* Only 3.4.3 heals normal HP while polymorphed, once mh is full; FIQHack's
 * chain heals the form's pool there, which is full (docs/rules.md,
 * Regeneration in FIQHack). */
bool regen_poly_heals_hp(const struct regen_case *c);
/* U_CAN_REGEN (docs/rules.md, Regeneration in 5.0): Regeneration, or (5.0) asleep with restful
 * sleep. */
bool regen_can_regen(const struct regen_case *c);
/* Least common multiple of two periods (positive). */
int regen_lcm(int a, int b);
/* Whether the case draws move attempts (0 < move < 1 and they can matter)
 * and heal amounts (5.0's rn2(100); 3.x's rnd(Con) when it can exceed 1). */
bool regen_needs_move_draw(const struct regen_case *c);
bool regen_needs_heal_draw(const struct regen_case *c);
/* P(move attempt) as the kernel draws it: a 32-bit threshold out of 2^32
 * (move rounded to the nearest multiple of 2^-32; 2^32 for move = 1). */
uint64_t regen_move_threshold(double move);

/* A worn ring of regeneration, by hand: its own ring hunger comes on turns
 * T % 20 == 4 (left) or 12 (right) in 3.4.3, 3.6.7 and FIQHack (docs/rules.md, Ring of
 * regeneration's hunger). */
enum nh_regen_ring { NH_RING_NONE, NH_RING_LEFT, NH_RING_RIGHT };
/* The nutrition the ring costs at the turn boundary into turn t (its
 * gethungry() call comes after that turn's regeneration): 1 on odd turns
 * for Regeneration (FIQHack: only if below_max, the pool still below its
 * max after the turn's regeneration), and 1 on the hand's ring turn.  3.4.3,
 * 3.6.7 and FIQHack only (5.0 draws it: regen_ring_rate). */
int regen_ring_cost(const struct regen_case *c, int64_t t, bool below_max);
/* The expected nutrition the ring costs a turn, below max: 11/20 (5.0 by
 * its rn2(20) draw, the others by the turn number). */
double regen_ring_rate(const struct regen_case *c);
/* Expected nutrition over a trial that ends after k steps (the turns
 * measure: at the step that reached the target, which does not cost
 * FIQHack's regeneration part when the target is max HP; the HP measure: k
 * = after, counted as if below max throughout): with a fixed start turn
 * the count of 3.4.3, 3.6.7 and FIQHack, in 5.0 the expectation; with a
 * random start turn the average over the turn phases, k fixed. */
double regen_ring_nutrition(const struct regen_case *c, int64_t k);
/* How far the expectation of regen_ring_nutrition over the outcome is the
 * case's: exact; about (a random start turn with measure turns in 3.4.3,
 * 3.6.7 or FIQHack, where the turns taken depend on the phase: each
 * trial's count is within 1.5 of the phase average); at most (FIQHack,
 * measure hp: the hero may reach max HP and stop paying). */
enum nh_ring_precision { NH_RING_EXACT, NH_RING_ABOUT, NH_RING_AT_MOST };
enum nh_ring_precision regen_ring_precision(const struct regen_case *c);

/* The state of one trial. */
struct regen_state {
    int32_t hp, mh;
    int32_t helpless; /* boundaries left without moving after a pass-out */
    int32_t pw;       /* dNetHack incantifier: Pw left to heal with */
    int32_t roundup;  /* xNetHack with Dispater: the next odd heal rounds up (0 or 1) */
    int32_t wither;   /* xNetHack: HWithering's timeout left (0: none); hp 0: withered away */
};

/* xNetHack 3dd346ca src/allmain.c, moveloop_core(): whether the hero
 * withers on the boundary stepped from this state (the timeout, counted
 * down first by nh_timeout(), still above 0), and the most HP one such
 * boundary takes, rnd(2) less 1 with Regeneration. */
static inline bool regen_withers(const struct regen_state *st)
{
    return st->wither > 1;
}
static inline int regen_wither_max_loss(const struct regen_case *c)
{
    return 2 - c->regeneration;
}

/* One step (one turn boundary) by the rules, the scalar reference the
 * kernel is tested against.  t is the new turn number (after moves++),
 * attempt whether the hero tried to move before it, heal_draw the 32-bit
 * word a heal draw is made from (5.0: rn2(100) = nh_bounded(heal_draw, 100);
 * 3.x: rnd(Con) = 1 + nh_bounded(heal_draw, Con); dNetHack incantifier: the
 * number of the turn's regen_dnh_tries() tries whose rn2(90) is 0, of
 * which those before HP is full or Pw runs out take effect); unused
 * otherwise. */
void regen_step(const struct regen_case *c, int64_t t, bool attempt, uint32_t heal_draw,
                struct regen_state *st);
/* The same with the withering draw: rnd(2) = 1 + nh_bounded(wither_draw, 2)
 * on a boundary where regen_withers(st) (regen_step hands 0).  A hero whose
 * HP falls below 1 has withered away: HP 0, and no later step changes it. */
void regen_step_withering(const struct regen_case *c, int64_t t, bool attempt, uint32_t heal_draw,
                          uint32_t wither_draw, struct regen_state *st);
/* The tracked pool of a state. */
static inline int32_t regen_tracked(const struct regen_case *c, const struct regen_state *st)
{
    return c->track_mh ? st->mh : st->hp;
}
/* The state at the start of a trial. */
struct regen_state regen_start(const struct regen_case *c);

/* Expected HP (of the tracked pool) regenerated per turn on turns when
 * regeneration is allowed, ignoring the cap at max (the wiki's "turns per
 * HP" is its inverse).  Exact: a ratio of small integers. */
long double regen_rate(const struct regen_case *c);

/* ---- Monte Carlo (src/kinds/regen/regen_kernel.c) ---- */

/* The kernel's entry points (jobs.h): one histogram, NH_REGEN_TURNS over
 * 0..max_turns + 1 (the last value counts trials not done within
 * max_turns) or NH_REGEN_HP over 1..the tracked pool's max; kind tag 3. */
NH_KERNEL_FUNCTIONS(regen, regen_case);
/* The same for a dNetHack case (src/kinds/regen/regen_dnh_kernel.c; regen_run_block
 * hands dNetHack cases to it). */
void regen_dnh_run_block(const struct regen_case *c, uint64_t seed, uint64_t block,
                         uint32_t ntrials, struct nh_tally *t);
/* Whether Monte Carlo steps the case by regen_step, one trial at a time
 * (src/kinds/regen/regen_kernel_scalar.c): xNetHack with Dispater,
 * UnNetHack's contact and EvilHack's own rules (regen_evh_own); and that
 * path. */
bool regen_stepped(const struct regen_case *c);
void regen_scalar_run_block(const struct regen_case *c, uint64_t seed, uint64_t block,
                            uint32_t ntrials, struct nh_tally *t);

/* ---- exact (src/kinds/regen/regen_exact.c) ---- */

struct nh_pmf;
/* The exact distribution of the outcome.  Returns 0, or -1 with a message
 * (e.g. more than 1e-12 of the probability not done within max_turns, or
 * no memory). */
int regen_exact_pmf(const struct regen_case *c, struct nh_pmf *f, char *err, size_t errlen);

#endif
