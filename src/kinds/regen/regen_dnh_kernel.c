/* regen_dnh kernel: dNetHack HP regeneration (docs/rules.md, dNetHack regeneration), a path of
 * its own beside src/kinds/regen/regen_kernel.c, which hands dNetHack cases here.
 *
 * dNetHack heals at a rate x in 1/90 HP per turn, deterministically: the
 * heal on turn t is a function of x and t mod 90 (heal tables below).  x
 * takes at most three values in a case: resting (or moving below Stressed),
 * moving while Stressed or worse with HP above 1 (natural regeneration off,
 * minus 1 or 3 when Strained or Overtaxed), and the same at HP 1, where the
 * hero passes out instead of paying; a fourth while passed out (asleep: a
 * bed counts).  The draws are the move attempts (regen_needs_move_draw:
 * Stressed or worse, 0 < move < 1) and an incantifier's tries
 * (regen_needs_heal_draw: XL/5 + 1 rn2(90) a turn while HP is below max
 * and Pw is left, stopping as the game does, before the move's cost).
 *
 * Trials, lanes and streams.  Trial j of a block runs in lane j % NH_LANES,
 * as its (j / NH_LANES)-th; lane l draws from generator l of
 * pcg32_lanes_seed(seed, regen_case_key(c), block, 0): for each trial, if
 * turn_random, one phase word u (T0 = 1 + nh_bounded(u, NH_REGEN_PHASES),
 * else T0 = c->turn), then, if the case draws moves, one word per turn w
 * (an attempt iff w < regen_move_threshold(move)), then an incantifier's
 * tries, one word each (nh_rn2(r, 90) = 0 is a success).  A case without draws
 * depends only on T0 mod 90 (regen_case_period): its 90 phases are run once
 * for the thread (or its one fixed turn once a block) and each trial takes
 * its phase's outcome (regen_kernel_phases.c), the same tallies as stepping
 * every trial.
 */
#include <stdint.h>
#include <string.h>

#include "nhmc/dice.h"
#include "nhmc/dnh.h"
#include "kinds/regen/regen_impl.h"
#include "kinds/regen/regen_kernel_lanes.h"
#include "nhmc/rng.h"
#include "nhmc/hero_rules.h"

#define CYCLE NH_DNH_HEALCYCLE

/* What a case needs, worked out once. */
struct dnh_plan {
    int8_t heal_rest[CYCLE], heal_move[CYCLE], heal_pass[CYCLE]; /* by t mod 90 */
    int x_rest, x_move, x_pass;
    int32_t hp0, maxhp, target, enc;
    int32_t refuse; /* regen_refuse_below */
    bool draws, turns;
    uint64_t thr;  /* move threshold out of 2^32 */
    int64_t limit; /* max_turns (turns) or after (HP) */
    /* what dNetHack's own heroes add: asleep or passed out, the incantifier */
    int8_t heal_sleep[CYCLE];
    int x_sleep;
    int32_t pw0, tries;
    bool move_draws, incant, asleep, inert, pw_spent;
};

/* The heal of rate x on turns t = m (mod 90), from the rule itself
 * (dnh_regen_heal depends on t only through t mod 90). */
static void heal_table(int x, int8_t *out)
{
    for (int m = 0; m < CYCLE; m++)
        out[m] = (int8_t)dnh_regen_heal(x, m + CYCLE);
}

static struct dnh_plan plan_case(const struct regen_case *c)
{
    struct dnh_plan p;
    memset(&p, 0, sizeof p);
    p.asleep = regen_dnh_asleep(c);
    p.inert = regen_dnh_inert(c, p.asleep);
    p.x_rest = regen_dnh_rate(c, false, c->maxhp, p.asleep);
    p.x_move = regen_dnh_rate(c, true, 2, false);
    p.x_pass = regen_dnh_rate(c, true, 1, false);
    p.x_sleep = regen_dnh_rate(c, false, c->maxhp, true);
    heal_table(p.x_rest, p.heal_rest);
    heal_table(p.x_move, p.heal_move);
    heal_table(p.x_pass, p.heal_pass);
    heal_table(p.x_sleep, p.heal_sleep);
    p.incant = regen_dnh_incantifier(c) && !p.inert;
    p.pw0 = regen_start(c).pw;
    p.tries = regen_dnh_tries(c);
    p.pw_spent = c->pw_spent;
    p.hp0 = c->hp;
    p.maxhp = c->maxhp;
    p.target = c->target;
    p.enc = c->enc;
    p.refuse = regen_refuse_below(c);
    p.move_draws = regen_needs_move_draw(c);
    p.draws = p.move_draws || regen_needs_heal_draw(c);
    p.thr = regen_move_threshold(c->move);
    p.turns = c->measure == NH_REGEN_TURNS;
    p.limit = p.turns ? c->max_turns : c->after;
    return p;
}

/* One trial from turn t0; the move attempts from r (when the case draws)
 * or fixed (move >= 1).  Returns the outcome. */
/* The loop, instantiated twice: `more` (an incantifier, asleep, or a rate
 * of its own while passed out) or not, so the common case keeps its lean
 * loop. */
static inline __attribute__((always_inline)) int32_t
trial_loop(const struct dnh_plan *restrict p, int64_t t0, nh_pcg32 *restrict r, const bool more)
{
    int32_t hp = p->hp0, helpless = 0, pw = more ? p->pw0 : 0;
    int m = (int)(t0 % CYCLE);
    bool fixed_attempt = p->thr >= (UINT64_C(1) << 32);
    bool stressed = p->enc >= NH_ENC_STRESSED;
    for (int64_t k = 0;; k++) {
        if (p->turns ? hp >= p->target : k == p->limit)
            return p->turns ? (int32_t)k : p->pw_spent ? (more ? p->pw0 - pw : 0) : hp;
        if (p->turns && k == p->limit)
            return (int32_t)p->limit + 1;
        m = m == CYCLE - 1 ? 0 : m + 1; /* the new turn t0 + k + 1 */
        bool attempt = p->move_draws ? (uint64_t)pcg32_next(r) < p->thr : fixed_attempt;
        /* docs/rules.md, Overexertion and refused moves: Stressed or worse, a move is refused below
         * 10 HP unless full, always Overloaded, never where the hero is weightless */
        bool moved =
            attempt && helpless == 0 && !(more && p->asleep) && stressed && hp >= p->refuse;
        if (more && p->incant && hp < p->maxhp && pw > 0) {
            /* the incantifier's tries, as the game draws them */
            int q = p->tries;
            do {
                if (nh_rn2(r, NH_DNH_HEALCYCLE) == 0) {
                    hp += NH_DNH_INCANT_HEAL;
                    pw--;
                }
            } while (--q > 0 && pw > 0 && hp < p->maxhp);
            hp = hp > p->maxhp ? p->maxhp : hp;
        }
        int x = p->x_rest;
        const int8_t *heal = p->heal_rest;
        if (more && helpless > 0) {
            x = p->x_sleep;
            heal = p->heal_sleep;
        }
        bool passout = false;
        if (moved && hp > 1) {
            x = p->x_move;
            heal = p->heal_move;
        } else if (moved) {
            x = p->x_pass;
            heal = p->heal_pass;
            passout = p->enc > NH_ENC_STRESSED && !(more && p->inert);
        }
        if ((x > 0 && hp < p->maxhp) || x < 0) {
            hp += heal[m];
            hp = hp > p->maxhp ? p->maxhp : hp;
        }
        helpless -= helpless > 0;
        if (passout)
            helpless = NH_REGEN_PASSOUT_TURNS;
    }
}

static __attribute__((noinline)) int32_t trial_plain(const struct dnh_plan *p, int64_t t0,
                                                     nh_pcg32 *r)
{
    return trial_loop(p, t0, r, false);
}

static __attribute__((noinline)) int32_t trial_more(const struct dnh_plan *p, int64_t t0,
                                                    nh_pcg32 *r)
{
    return trial_loop(p, t0, r, true);
}

/* The turns to the target of a hero who never moves and heals by the resting
 * rate alone (what trial_plain does then, a cycle of 90 turns at a time):
 * below the target HP is below max HP, so every turn adds heal_rest[m]. */
static bool rests_only(const struct dnh_plan *p)
{
    bool never_moves = p->enc < NH_ENC_STRESSED || (!p->move_draws && p->thr < (UINT64_C(1) << 32));
    return p->turns && never_moves && p->x_rest > 0 && p->target <= p->maxhp;
}

static int32_t turns_resting(const struct dnh_plan *p, int64_t t0)
{
    int32_t need = p->target - p->hp0;
    if (need <= 0)
        return 0;
    int32_t per_cycle = 0;
    for (int m = 0; m < CYCLE; m++)
        per_cycle += p->heal_rest[m];
    int64_t cycles = per_cycle > 0 ? (need - 1) / per_cycle : 0;
    int64_t k = cycles * CYCLE;
    need -= (int32_t)(cycles * per_cycle);
    for (int m = (int)(t0 % CYCLE); need > 0 && k <= p->limit; k++) {
        m = m == CYCLE - 1 ? 0 : m + 1;
        need -= p->heal_rest[m];
    }
    return k <= p->limit ? (int32_t)k : (int32_t)p->limit + 1;
}

static int32_t trial(const struct dnh_plan *p, int64_t t0, nh_pcg32 *r)
{
    bool more = p->incant || p->asleep || p->x_sleep != p->x_rest;
    if (!more && rests_only(p))
        return turns_resting(p, t0);
    return more ? trial_more(p, t0, r) : trial_plain(p, t0, r);
}

void regen_dnh_run_block(const struct regen_case *c, uint64_t seed, uint64_t block,
                         uint32_t ntrials, struct nh_tally *t)
{
    if (ntrials == 0)
        return;
    nh_pcg32_lanes L;
    pcg32_lanes_seed(&L, seed, regen_case_key(c), block, 0);
    if (!regen_needs_move_draw(c) && !regen_needs_heal_draw(c) && c->turn_random) {
        /* The outcome of each phase T0 mod 90 (T0 = 90 for phase 0), once
         * for the thread (regen_kernel_phases.c); the plan only then. */
        bool filled;
        int32_t *table = regen_phase_table(c, &filled);
        if (!filled) {
            struct dnh_plan p = plan_case(c);
            for (int ph = 0; ph < CYCLE; ph++)
                table[ph] = trial(&p, ph ? ph : CYCLE, NULL);
        }
        regen_tally_phases(&L, ntrials, CYCLE, t);
        return;
    }
    struct dnh_plan p = plan_case(c);
    if (!p.draws) { /* from a fixed turn: one outcome */
        tally_hist(t, 0)[trial(&p, c->turn, NULL) - t->lo[0]] += ntrials;
        return;
    }
    for (uint32_t l = 0; l < NH_LANES && l < ntrials; l++) {
        nh_pcg32 r = pcg32_lanes_get(&L, (int)l);
        for (uint32_t j = l; j < ntrials; j += NH_LANES) {
            int64_t t0 =
                c->turn_random ? 1 + (int64_t)nh_bounded(pcg32_next(&r), NH_REGEN_PHASES) : c->turn;
            tally_add(t, 0, trial(&p, t0, &r));
        }
    }
}
