/* monster_hp: the HP of one monster at creation and after growth, by Monte
 * Carlo and exactly (docs/rules.md, Monster HP).
 *
 * One trial makes the monster as newmonhp() and its overrides do (the plan
 * of monster_rules.h), then applies `kills` grow_up() calls for victims of
 * m_lev `victim_level`, then `gain_levels` victimless grow_up() calls
 * (potions of gain level, wraith corpses).  The outcome is the maximum HP
 * and the level (m_lev): histogram 0 and histogram 1 of the tally; and
 * histogram 2, the turns to heal from 1 HP (one more output per trial: the
 * phase of the first turn against the every-20th-turn heal).
 */
#ifndef NHMC_MONSTER_HP_H
#define NHMC_MONSTER_HP_H

#include <stdbool.h>
#include <stdint.h>
#include "kinds/monster/monster_rules.h"
#include "nhmc/tally.h"
#include "nhmc/jobs.h"

/* Largest number of grow_up() calls per trial. */
#define NH_MON_GROW_MAX 10000

/* Histograms of a monster tally: max HP, m_lev, and the turns the monster,
 * brought down to 1 HP, takes to heal back to its max HP by mon_regen()
 * (docs/rules.md, Monster regeneration) from an unknown phase against the every-20th-turn heal. */
enum { NH_MON_HIST_HP, NH_MON_HIST_LEVEL, NH_MON_HIST_REGEN, NH_MON_HIST_COUNT };

struct monster_case {
    enum nh_variant variant; /* a vanilla version */
    int mon;                 /* index in monster_table(variant) */
    struct nh_where where;
    int xl;          /* hero's experience level, 1..30 */
    int wiz_deaths;  /* times the Wizard of Yendor has died */
    bool guardian;   /* the Angel made as the guardian angel (docs/rules.md, Player monsters and the
                        guardian angel) */
    bool by_makemon; /* a player monster made by makemon() alone, not mk_mplayer() (docs/rules.md,
                        Player monsters and the guardian angel) */
    int kills;       /* grow_up() calls with a victim */
    int victim_level; /* the victims' m_lev, 0..49 */
    int gain_levels;  /* victimless grow_up() calls, after the kills */
    int herd;         /* xNetHack: Geryon's herd on his level, what he heals more a turn
                         (nh_mon_heal_bonus);         0..NH_MON_HERD_MAX */
};

/* The largest herd (more than the monsters a level holds). */
#define NH_MON_HERD_MAX 1000
/* The herd his level makes: 20 times a rothe or a quadruped in each of its two pastures
 * (xNetHack 3dd346ca dat/geryon.lua), the 40 src/mon.c's mcalcmove() assumes for his speed. */
#define NH_MON_HERD_MADE 40

/* 1 if the case is in range, else 0 (checked by monster_tally_init and
 * jobs_simulate; the other functions assume it). */
int monster_case_valid(const struct monster_case *c);

/* What the case costs, in estimated ns of one thread: its exact answer,
 * and one Monte Carlo monster (monster_cost.c; method auto, experiment.h). */
double monster_exact_cost(const struct monster_case *c);
double monster_trial_cost(const struct monster_case *c);

/* The creation plan of the case (monster_rules.h). */
struct nh_hp_plan monster_case_plan(const struct monster_case *c);

/* Whether the case grows (kills or gain levels). */
static inline bool monster_case_grows(const struct monster_case *c)
{
    return c->kills > 0 || c->gain_levels > 0;
}

/* Ranges of the two histograms: creation from the plan; with growth HP
 * 1..monster_hp_bound(c) and m_lev 0..monster_level_bound(c). */
int monster_hp_bound(const struct monster_case *c);
/* The greatest m_lev of a growing case: 50, or the level it is made at when higher (EvilHack's
 * princes and lords, HP / 4). */
int monster_level_bound(const struct monster_case *c);
void monster_ranges(const struct monster_case *c, int32_t lo[NH_MON_HIST_COUNT],
                    int32_t hi[NH_MON_HIST_COUNT]);

/* The kernel's entry points (jobs.h): the histograms NH_MON_HIST_*; kind
 * tag 5. */
NH_KERNEL_FUNCTIONS(monster, monster_case);
/* Exact distributions of the maximum HP and of m_lev: creation by
 * convolution of the plan, growth by dynamic programming over the states
 * (species, m_lev, max HP).  Returns 0, or -1 (out of range or memory). */
struct nh_pmf;
int monster_exact(const struct monster_case *c, struct nh_pmf *hp, struct nh_pmf *level);

/* Turns to full HP (docs/rules.md, Monster regeneration) for a monster at hp of hpmax, the first
 * turn to end being equally likely any of 20 consecutive turns (the phase against the
 * every-20th-turn heal is unknown); for a regenerating species the count is hpmax - hp whatever the
 * phase.  Returns 0 or -1. */
int monster_regen_exact(int hp, int hpmax, bool regenerates, int bonus, struct nh_pmf *f);

/* Whether case c's monster never heals by mon_regen() (UnNetHack's M3_NOREGEN, the Punisher), so
 * that from 1 HP it never gets back to full: it has no turns to full to give (docs/rules.md,
 * Monster regeneration). */
bool monster_never_heals(const struct monster_case *c);

/* What case c's monster heals more a turn: xNetHack's Geryon his herd, else 0
 * (nh_mon_heal_bonus). */
int monster_heal_bonus(const struct monster_case *c);

/* The exact NH_MON_HIST_REGEN distribution of a case that does not grow,
 * from the exact distribution of its max HP: the mixture over max HP m of
 * monster_regen_exact(1, m), with the species' M1_REGEN.  Returns 0 or -1. */
int monster_regen_from_hp(const struct monster_case *c, const struct nh_pmf *hp,
                          struct nh_pmf *out);
/* The same for any case (hp: its exact max HP, as monster_exact gives it):
 * with growth, over the joint distribution of final form and max HP, with
 * the final form's M1_REGEN (a manes grows into a lemure, which
 * regenerates).  -1 for a monster that never heals (monster_never_heals): from 1 HP it has no
 * turns to full, and the kernel's regen histogram of its case is not read. */
int monster_regen_case(const struct monster_case *c, const struct nh_pmf *hp, struct nh_pmf *out);

/* The plan's HP pmf for one value of m_lev (a creation component). */
int monster_plan_hp_at(const struct nh_hp_plan *p, int m_lev, struct nh_pmf *f);

#endif
