/* grace_impl: kind grace's internals, for its own files and tests (what the
 * registry uses is grace.h, which says what the kind models). */
#ifndef NHMC_GRACE_IMPL_H
#define NHMC_GRACE_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "nhmc/rng.h"
#include "nhmc/tally.h"
#include "nhmc/variant.h"
#include "nhmc/jobs.h"
#include "nhmc/experiment.h"
#include "nhmc/kind.h"
#include "kinds/grace/grace.h"

enum grace_rule {
    GRACE_NONE,     /* no saving grace: 3.4.3, 3.6.7, 5.0 and most variants */
    GRACE_37_2023,  /* 3.7-dev 2023-03 .. 2025-11 (docs/rules.md, Saving grace) */
    GRACE_37_2025,  /* 3.7-dev 4d55e1de7, 2025-11-26 (docs/rules.md, Saving grace) */
    GRACE_37_2026,  /* 3.7-dev 0a51a9656, 2026-04-21 .. removal (docs/rules.md, Saving grace) */
    GRACE_XNETHACK, /* xNetHack 9.1 (docs/rules.md, Saving grace) */
    GRACE_CRECELLE, /* CrecelleHack 1.4.2 (docs/rules.md, Saving grace) */
    GRACE_HACKEM,   /* Hack'EM (docs/rules.md, Saving grace) */
    /* Names kept apart from the seven forms above: the same form as
     * 3.7-2023, under their own name so a table says which game it is. */
    GRACE_XNETHACK_80, /* xNetHack 8.0 (docs/rules.md, Saving grace) */
    GRACE_XNETHACK_90, /* xNetHack 9.0 (docs/rules.md, Saving grace) */
    GRACE_RULE_COUNT
};
/* `rule = all`: the seven forms, none first (xnethack-8.0 and xnethack-9.0
 * fight as 3.7-2023 and are named only when asked for). */
#define GRACE_RULE_ALL_COUNT (GRACE_HACKEM + 1)

/* "none", "3.7-2023", "3.7-2025", "3.7-2026", "xnethack", "crecellehack",
 * "hackem", "xnethack-8.0", "xnethack-9.0". */
const char *grace_rule_name(enum grace_rule r);
/* Parse a rule name, any case (also "off", "xnh", "xnethack-9.1", "crec",
 * "hack'em").
 * Returns the rule, or -1 with a message in err: a game version without
 * saving grace (3.4.3, 3.6.7, 5.0, FIQHack) gets a message saying why. */
int grace_rule_parse(const char *text, char *err, size_t errlen);
/* 0 if `rule` can go with game version v, else -1 and a message: only
 * GRACE_NONE goes with the versions of enum nh_variant, which never had it
 * (3.4.3, 3.6.7, FIQHack) or had it removed before release (5.0). */
int grace_variant_check(enum nh_variant v, enum grace_rule rule, char *err, size_t errlen);

/* ---- the rules (src/kinds/grace/grace_rules.c) ---- */

/* What the rules remember. */
struct grace_state {
    bool used;  /* u.usaving_grace: once per game */
    bool latch; /* the per-turn latch (3.7-2025 on, xNetHack, CrecelleHack) */
    int h0;     /* HP at the start of the latest monster phase; 0 before one */
};

/* Whether a reference HP passes the rule's threshold against maxhp, in the
 * game's integer arithmetic: floor(100 * ref / maxhp) > 90 (3.7-2023,
 * Hack'EM, xNetHack) or >= 90 (3.7-2025, 3.7-2026, CrecelleHack).  The
 * reference is the HP before the hit (3.7-2023, Hack'EM) or H0 (the
 * others); this function only compares.  Always false for GRACE_NONE. */
bool grace_threshold(enum grace_rule r, int ref, int maxhp);
/* Whether the rule measures against H0 rather than the HP before the hit. */
bool grace_uses_snapshot(enum grace_rule r);

/* The damage a hit of `dmg` (>= 0) actually does to a hero at hp of maxhp
 * under the rule, updating the state.  mon_moving: the hit is dealt while
 * monsters move.  The result is dmg, or hp - 1 when grace or its latch
 * saves the hero. */
int grace_hit(enum grace_rule r, struct grace_state *s, int hp, int maxhp, int dmg,
              bool mon_moving);
/* The start of a monster phase: H0 = hp. */
void grace_monster_phase(struct grace_state *s, int hp);
/* A turn boundary, or the end of the hero's action: the latch is cleared. */
void grace_clear_latch(struct grace_state *s);

/* The same rules as flags, for the kernel's branch-free form (checked
 * against grace_hit in tests/test_grace.c). */
struct grace_params {
    bool on;           /* any grace at all */
    bool snapshot;     /* the threshold reads H0, not the HP before the hit */
    int pct_min;       /* qualifies iff 100 * ref >= pct_min * maxhp (91 or 90) */
    bool latch_lethal; /* while latched, a lethal hit leaves 1 HP */
    bool latch_all;    /* while latched, every hit leaves 1 HP (xNetHack) */
    bool monster_only; /* only damage while monsters move */
};
void grace_rule_params(enum grace_rule r, struct grace_params *p);

/* a < b as 0 or 1 from the sign of a - b, for |a|, |b| < 2^30: plain
 * arithmetic, which GCC vectorises where it gives up on some mixes of
 * comparisons and bit operations.  grace_select(m, a, b) is m ? a : b for m
 * 0 or 1. */
static inline int32_t grace_lt(int32_t a, int32_t b)
{
    return (int32_t)((uint32_t)(a - b) >> 31);
}
static inline int32_t grace_select(int32_t m, int32_t a, int32_t b)
{
    return b + m * (a - b);
}

/* grace_hit in the flag form, without branches, for lane loops: the flags
 * as 0/1 ints (from grace_rule_params), *used and *latch 0 or 1.  Returns
 * the damage done.  Every quantity stays far below 2^30 in magnitude:
 * 100 * GRACE_MAX_HP, and damage at most GRACE_DICE_N_MAX *
 * GRACE_DICE_S_MAX + GRACE_DICE_K_MAX. */
static inline int32_t grace_step(int32_t on, int32_t snapshot, int32_t pct_min,
                                 int32_t latch_lethal, int32_t latch_all, int32_t monster_only,
                                 int32_t *used, int32_t *latch, int32_t h0, int32_t hp,
                                 int32_t maxhp, int32_t dmg, int32_t mon_moving)
{
    int32_t applies = mon_moving | (monster_only ^ 1); /* the damage is one the rule sees */
    int32_t lethal = (grace_lt(dmg, hp) ^ 1) & grace_lt(0, hp); /* dmg >= hp > 0 */
    int32_t ref = grace_select(snapshot, h0, hp);
    int32_t qual = on & (*used ^ 1) & (grace_lt(100 * ref, pct_min * maxhp) ^ 1);
    int32_t by_latch = *latch & (latch_all | (latch_lethal & lethal & applies));
    int32_t fire = (by_latch ^ 1) & qual & lethal & applies;
    int32_t save = by_latch | fire;
    *used |= fire;
    *latch |= fire & (latch_lethal | latch_all);
    return grace_select(save, hp - 1, dmg);
}

/* ---- a case ---- */

#define GRACE_MAX_HP      10000
#define GRACE_DICE_N_MAX  100
#define GRACE_DICE_S_MAX  1000
#define GRACE_DICE_K_MAX  10000
#define GRACE_HIT_DEN_MAX 10000
#define GRACE_HITS_MAX    64
#define GRACE_TURNS_MAX   10000

struct grace_case {
    enum grace_rule rule;
    int hp, maxhp;              /* 1 <= hp <= maxhp <= GRACE_MAX_HP */
    int dice_n, dice_s, dice_k; /* damage d(n, s) + k per hit, at least 1 */
    int hit_num, hit_den;       /* P(hit) = hit_num / hit_den */
    int hits;                   /* attack attempts per monster phase */
    int regen_hp, regen_pct;    /* between turns: +regen_hp with regen_pct% */
    int turns;                  /* monster phases in the fight */
    /* 0 HP that is not death (docs/rules.md, Life saving and polymorph);
     * all 0: neither, as before. */
    int ls_hp, ls_maxhp;     /* HP and max HP after the amulet of life saving
                                (grace_life_saving); ls_maxhp 0: no amulet */
    int form_hp, form_maxhp; /* polymorphed: the form's HP and max HP;
                                form_maxhp 0: the natural form */
    bool unchanging;         /* polymorphed with unchanging: the form's 0 HP is
                                death, not a return to the natural form */
    bool ls_faulty_half;     /* xNetHack's cursed amulet: it fails, used up with
                                the hero dead, for half of the amulets */
};

/* Whether the case has an amulet of life saving, or starts polymorphed. */
static inline bool grace_case_life_saving(const struct grace_case *c)
{
    return c->ls_maxhp > 0;
}
static inline bool grace_case_polymorphed(const struct grace_case *c)
{
    return c->form_maxhp > 0;
}
/* The largest HP a case's hero can have in any form: the size of the
 * final-HP histogram. */
int grace_case_hp_cap(const struct grace_case *c);

/* ---- life saving (src/kinds/grace/grace_saves.c) ---- */

/* Which savelife() restores the hero (docs/rules.md, Life saving and
 * polymorph). */
enum grace_life_saving {
    GRACE_LS_OFF,        /* no amulet */
    GRACE_LS_343,        /* 3.4.3: HP = max HP */
    GRACE_LS_367,        /* 3.6.7: max HP at least max(2 XL, 10), HP = max HP */
    GRACE_LS_37,         /* 3.7 and 5.0: max HP at least max(XL, 10), HP =
                            min(max HP, 50 + 10 (Con' / 2)), Con' the Con after its -1 */
    GRACE_LS_XNH,        /* xNetHack 8.0 to 9.1: as 3.7 but Con' the Con after -2 */
    GRACE_LS_XNH_CURSED, /* xNetHack, a cursed amulet: half of them fail */
    GRACE_LS_COUNT
};
/* "off", "3.4.3", "3.6.7", "3.7", "xnethack", "xnethack-cursed". */
const char *grace_life_saving_name(enum grace_life_saving f);
/* Parse a form, any case ("5.0" is "3.7", "none" is "off"); -1 with a
 * message when unknown. */
int grace_life_saving_parse(const char *text, char *err, size_t errlen);
/* Whether the form reads XL (3.6.7, 3.7) and Con (3.7). */
bool grace_life_saving_needs_xl(enum grace_life_saving f);
bool grace_life_saving_needs_con(enum grace_life_saving f);
/* HP and max HP after savelife() for a hero of max HP maxhp, XL xl and
 * Con con (the Con before the amulet's -1).  GRACE_LS_OFF gives 0, 0. */
void grace_life_saving_restore(enum grace_life_saving f, int maxhp, int xl, int con, int *hp,
                               int *new_maxhp);

/* 0 if the case is in range, else -1 with a message naming the field, its
 * value and what is allowed. */
int grace_case_check(const struct grace_case *c, char *err, size_t errlen);
/* Smallest and largest damage of one hit. */
int grace_damage_min(const struct grace_case *c);
int grace_damage_max(const struct grace_case *c);

/* What the case costs, in estimated ns of one thread: its exact answer,
 * and one Monte Carlo fight (grace_cost.c; method auto, experiment.h). */
double grace_exact_cost(const struct grace_case *c);
double grace_trial_cost(const struct grace_case *c);

/* ---- one fight ---- */

struct grace_outcome {
    int death_turn;  /* 1..turns, or turns + 1 when the hero survived */
    int grace_turn;  /* the turn grace fired, or 0 if never */
    int final_hp;    /* HP after the last monster phase in the form the hero
                        is in (the polymorphed form's while it lasts); 0 when
                        dead */
    bool used;       /* grace fired */
    bool life_saved; /* the amulet of life saving was used up */
    bool reverted;   /* the form's HP ran out: back to the natural form */
};

/* The scalar reference: one fight, the game's draws in the game's order
 * (per attempt: rn2(hit_den), then d(n, s) on a hit; per boundary:
 * rn2(100) when below maxhp and regen_hp > 0). */
void grace_trial(const struct grace_case *c, nh_pcg32 *rng, struct grace_outcome *o);

/* ---- tallies ---- */

enum grace_hist {
    GH_OUTCOME,    /* died << 1 | used: 0..3 */
    GH_DEATH_TURN, /* 1..turns + 1 (turns + 1 = survived) */
    GH_GRACE_TURN, /* 0 (never) .. turns */
    GH_FINAL_HP,   /* 0 (dead) .. grace_case_hp_cap */
    GH_SAVES,      /* reverted << 1 | life_saved: 0..3 */
    GH_COUNT
};
enum grace_outcome_cell {
    GRACE_SURVIVED,      /* survived, grace not used */
    GRACE_SURVIVED_USED, /* survived, grace used */
    GRACE_DIED,          /* died, grace not used */
    GRACE_DIED_USED,     /* died after grace was used */
};
/* The histogram ranges of a case. */
void grace_hist_range(const struct grace_case *c, enum grace_hist h, int32_t *lo, int32_t *hi);
/* The kernel's entry points (jobs.h): the histograms of enum grace_hist;
 * kind tag 8. */
NH_KERNEL_FUNCTIONS(grace, grace_case);
void grace_tally_add(struct nh_tally *t, const struct grace_outcome *o);

/* ---- Monte Carlo (src/kinds/grace/grace_kernel.c; the job kind: grace_jobs.c) ---- */

/* ---- exact (src/kinds/grace/grace_exact.c) ---- */

/* The exact distribution of each histogram, out[h] for h < GH_COUNT, over
 * the tally's ranges, by dynamic programming over (HP, grace state) turn by
 * turn.  It covers every valid case; the work is about
 * turns * hits * 4 * maxhp * min(maxhp, damage range) steps, so a case with
 * maxhp 10000 and hundreds of turns takes seconds to minutes.  Returns 0, or
 * -1 (invalid case or no memory; out empty).  Free with grace_exact_free. */
struct nh_pmf;
int grace_exact(const struct grace_case *c, struct nh_pmf *out);
void grace_exact_free(struct nh_pmf *out);
/* An upper estimate of grace_exact's inner steps for the case (about 1.1e9
 * a second on one core of the bench machine; grace_cost.c), so a caller can
 * choose between the exact answer and Monte Carlo.  0 for an invalid case. */
double grace_exact_work(const struct grace_case *c);

/* ---- what a run reports (src/kinds/grace/grace_stats.c) ---- */

#define GRACE_TURN_SURVIVED (-1) /* a death-turn quantile that falls on survival */

struct grace_stats {
    uint64_t n;             /* fights; 0 for exact */
    double p_death;         /* died within the fight */
    double p_used;          /* grace fired */
    double p_saved;         /* grace fired and the hero lived to the end */
    double p_died_after;    /* grace fired, and the hero died later anyway */
    double death_turn_mean; /* mean turn of death given death (0 if never) */
    int32_t death_turn_p10, death_turn_p50, death_turn_p90; /* survival counts
                             as later than any turn: GRACE_TURN_SURVIVED */
    double grace_turn_mean; /* mean turn grace fired, given it fired */
    double final_hp_mean;   /* mean HP at the end, given survival */
    double p_life_saved;    /* the amulet of life saving was used up */
    double p_reverted;      /* the polymorphed form's HP ran out */
};

/* The statistics of the GH_COUNT distributions of a case (experiment.h). */
NH_STATS_FUNCTIONS(grace);

#endif
