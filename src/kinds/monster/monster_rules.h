/* monster_rules: monster HP rules of each vanilla version (docs/rules.md,
 * Monster HP): level difficulty, adj_lev, the creation-HP law of
 * newmonhp and its overrides, grow_up and mon_regen.
 *
 * Small pure functions.  The creation law is returned as a plan (struct
 * nh_hp_plan) that the exact module convolves and the kernel samples, so
 * both read one description of the rule.
 */
#ifndef NHMC_MONSTER_RULES_H
#define NHMC_MONSTER_RULES_H

#include <stdbool.h>
#include "kinds/monster/monster_impl.h"
#include "nhmc/variant.h"

/* Where the monster is made: the inputs of level_difficulty() (docs/rules.md,
 * Monster level). */
struct nh_where {
    int depth;         /* depth of the current level, >= 1 */
    bool amulet;       /* hero carries the Amulet: the deepest level counts */
    int deepest;       /* deepest level reached (used with the Amulet) */
    bool endgame;      /* on the Planes: depth(Sanctum) + XL/2 */
    int sanctum_depth; /* depth of the Sanctum (endgame only) */
    bool builds_up;    /* in Sokoban or Vlad's Tower (3.6.7 and 5.0) */
    int levels_above;  /* levels above the branch's entry level (builds_up) */
    bool aggravate;    /* extrinsic aggravate monster (5.0 and xNetHack) */
    bool gehennom;     /* in Gehennom (UnNetHack's +15) */
    int home_plane;    /* NH_MF_HOME_* of the current plane, or 0 */
};

/* level_difficulty() (docs/rules.md, Monster level, with 5.0's aggravate rule). */
int nh_level_difficulty(enum nh_variant v, const struct nh_where *w, int xl);

/* adj_lev() (docs/rules.md, Monster level): the adjusted level of monster m at difficulty diff with
 * the hero at level xl; wiz_deaths is how often the Wizard has died. */
int nh_adj_lev(const struct nh_monster *m, int diff, int xl, int wiz_deaths);

/* golemhp() (docs/rules.md, Golem HP): fixed HP of a golem in the version, 0 for others. */
int nh_golem_hp(enum nh_variant v, const char *name);

/* The size of a monster's hit die (docs/rules.md, Monster creation HP): 8,
 * or by the monster's size in xNetHack (hd_size()) and UnNetHack. */
int nh_hit_die(enum nh_variant v, const struct nh_monster *m);
/* The largest: EvilHack draws the die's faces at random, nh_hit_die ..
 * nh_hit_die_hi (hd_size()); the same as nh_hit_die elsewhere. */
int nh_hit_die_hi(enum nh_variant v, const struct nh_monster *m);

/* Which rule made the HP (docs/rules.md, Monster HP). */
enum nh_hp_rule {
    NH_HP_GOLEM,   /* docs/rules.md, Golem HP */
    NH_HP_RIDER,   /* docs/rules.md, Monster creation HP */
    NH_HP_SPECIAL, /* docs/rules.md, Special monsters */
    NH_HP_DRAGON,  /* docs/rules.md, Monster creation HP, adult dragon */
    NH_HP_LEVEL0,  /* docs/rules.md, Monster creation HP */
    NH_HP_DICE,    /* docs/rules.md, Monster creation HP: d(m_lev, 8), home elementals x3 */
    NH_HP_PLAYER,  /* docs/rules.md, Player monsters and the guardian angel: mk_mplayer overrides */
    NH_HP_ANGEL,   /* docs/rules.md, Player monsters and the guardian angel: the guardian angel */
    NH_HP_LEADER,  /* docs/rules.md, Monster HP in the variants: UnNetHack's quest leaders */
    NH_HP_NAMED    /* docs/rules.md, Monster HP in the variants: EvilHack's fixed named monsters */
};

/* The creation law: m_lev is uniform over mlev_lo..mlev_hi (one value for
 * most rules); then
 *     HP = add + add_per_lev * m_lev + mult * S + bump + U
 * where S is the sum of ndice dice of `sides` faces (ndice = m_lev when
 * dice_per_lev), bump is 1 when bump_min is set and mult * S == ndice (all
 * dice rolled 1; 5.0; docs/rules.md, Monster creation HP), and U is rnd(extra_rnd) or 0.  For the
 * special monsters (docs/rules.md, Special monsters) m_lev = HP / 4 instead (mlev_from_hp). */
struct nh_hp_plan {
    enum nh_hp_rule rule;
    int mlev_lo, mlev_hi;
    bool dice_per_lev;
    int ndice; /* when !dice_per_lev */
    int sides; /* 0: no dice */
    int mult;
    bool bump_min;
    int add, add_per_lev;
    int extra_rnd;
    bool mlev_from_hp;
    /* EvilHack (docs/rules.md, Monster HP in the variants): m_lev drawn
     * uniform over mlev_lo..mlev_hi, then clamped to mlev_min..mlev_max
     * (mlev_clamp); the die's faces drawn once uniform over
     * sides..sides_hi (sides_hi > sides); the roll made (5 S + 1) / 4
     * (scale54, player monsters). */
    bool mlev_clamp;
    int mlev_min, mlev_max;
    int sides_hi;
    bool scale54;
};

/* The least and greatest m_lev of a plan (after the clamp), and the
 * probability of m_lev = lev. */
void nh_hp_plan_levels(const struct nh_hp_plan *p, int *lo, int *hi);
long double nh_hp_plan_level_p(const struct nh_hp_plan *p, int lev);

/* The plan of newmonhp() and its overrides for monster m (docs/rules.md, Monster HP).
 * guardian: made as the guardian angel (only for the Angel).  by_makemon: a
 * player monster made by makemon() alone (at random, by polymorph, from a
 * statue), which keeps newmonhp()'s HP; otherwise mk_mplayer()'s override
 * applies (docs/rules.md, Player monsters and the guardian angel). */
struct nh_hp_plan nh_hp_plan(enum nh_variant v, const struct nh_monster *m,
                             const struct nh_where *w, int xl, int wiz_deaths, bool guardian,
                             bool by_makemon);

/* Smallest and largest HP and m_lev a plan can give. */
void nh_hp_plan_range(const struct nh_hp_plan *p, int *hp_lo, int *hp_hi, int *lev_lo, int *lev_hi);

/* A monster's growth state (docs/rules.md, Monster growth). */
struct nh_grow_state {
    int form; /* table index of its current species */
    int m_lev;
    int hpmax;
};

/* The maximum HP a monster of form `form` may reach (docs/rules.md, Monster growth: 50 * 8). */
#define NH_MON_HPMAX_CAP 400
/* No cap at all (EvilHack's uniques, nh_grow_cap). */
#define NH_MON_HPMAX_NO_CAP 0x7fffffff

/* The max HP grow_up() caps a monster of form `form` at once it gains a level (docs/rules.md,
 * Monster growth): NH_MON_HPMAX_CAP, or NH_MON_HPMAX_NO_CAP for EvilHack's uniques (EvilHack
 * c444f6a3 src/makemon.c, grow_up(): the cap skips unique_corpstat()). */
int nh_grow_cap(enum nh_variant v, const struct nh_monster_table *t, int form);

/* The form grow_up() aims at (docs/rules.md, Monster growth): the grown-up form of the species
 * (the table's grows_into), itself if none; 5.0 only: a killer bee gaining
 * a level without a kill aims at the queen bee (5.0 src/makemon.c grow_up).
 * Returns a table index. */
int nh_grow_target(enum nh_variant v, const struct nh_monster_table *t, int form, bool kill);

/* The HP threshold of grow_up() for a kill (docs/rules.md, Monster growth); 0 for a gain-level
 * effect.  home_plane: NH_MF_HOME_* of the plane the monster is on, or 0. */
int nh_grow_threshold(const struct nh_monster_table *t, const struct nh_grow_state *s, bool kill,
                      int home_plane);

/* grow_up()'s level limit before the final adjustments (docs/rules.md, Monster growth): for a kill
 * 3/2 of the base level, raised to the target's base level; for a
 * gain-level effect 50. */
int nh_grow_limit(const struct nh_monster_table *t, const struct nh_grow_state *s, int target,
                  bool kill);

/* grow_up()'s final limit from nh_grow_limit's lim for a monster of the
 * given form (docs/rules.md, Monster growth): player monsters 30; at least
 * 5; at most 49 (50 for the special monsters). */
int nh_grow_final_limit(const struct nh_monster_table *t, int form, int lim);

/* A kill's max_increase once rnd(victim m_lev + 1) came out as raw: no
 * higher than threshold + 1 - hpmax, and not below 0 (docs/rules.md, Monster growth). */
int nh_grow_kill_increase(int hpmax, int raw, int thr);

/* The rest of grow_up() once the increase is known (docs/rules.md, Monster growth): hpmax += inc;
 * no level when hpmax <= thr; else the final limit, the level step, the
 * grown-up form (target) and the cap of the form it ends as (nh_grow_cap).  Returns the new
 * state. */
struct nh_grow_state nh_grow_apply(enum nh_variant v, const struct nh_monster_table *t,
                                   struct nh_grow_state s, int inc, int thr, int lim, int target);

/* mon_regen() (docs/rules.md, Monster regeneration): HP after the turn numbered `turn` ends.
 * bonus: what xNetHack's Geryon heals more each turn (geryon_bonus()), 0 for everyone else. */
int nh_mon_regen(int hp, int hpmax, bool regenerates, int bonus, long turn);

/* Turns until a monster at hp reaches hpmax when the first turn to end is
 * numbered first_turn (docs/rules.md, Monster regeneration; no damage meanwhile). */
long nh_mon_turns_to_full(int hp, int hpmax, bool regenerates, int bonus, long first_turn);

/* xNetHack's geryon_bonus() for monster m of variant v with `herd` of his herd on his level (the
 * monsters of class q that are not tame; 20 when he is away from it): herd for Geryon in
 * xNetHack, 0 for every other monster (3dd346ca src/minion.c, geryon_bonus(); src/monmove.c,
 * mon_regen()). */
int nh_mon_heal_bonus(enum nh_variant v, const struct nh_monster *m, int herd);

#endif
