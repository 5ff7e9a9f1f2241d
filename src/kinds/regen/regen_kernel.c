/* regen kernel: hero HP regeneration, NH_LANES trials in lanes (regen.h;
 * docs/rules.md, Regeneration; Overexertion and refused moves).
 *
 * Every turn is regen_step()'s; the tests compare the kernel with a scalar
 * driver of regen_step() that follows this comment, trial by trial
 * (tests/test_regen_kernel.c).
 *
 * Events, not turns.  Most turns cannot change a trial whatever is drawn.  A
 * turn is special if it is a heal turn (3.x: t = 0 mod N(XL), unless
 * Regeneration makes every turn heal 1 and nothing is drawn), an extra turn
 * (FIQHack: regen_fiq_heal() above rate / 100), t = 0 mod 20 (polymorphed)
 * or t = 0 mod the overexertion period (Strained or worse, if a move can
 * happen: drawn, or move >= 1 awake); and every turn is special while the
 * normal-HP branch runs (regen_step's else-branch: HP below max and, if
 * polymorphed, 3.4.3 or FIQHack with mh full) in 5.0, or in FIQHack at rate
 * >= 100 without Regeneration when a move can happen.  The other turns are
 * ordinary: they add a fixed heal to the pool of the branch that runs (mh:
 * 1 if regen_can_regen; HP: 1 with Regeneration in 3.x, FIQHack's rate /
 * 100, else 0) and count down a pass-out, whatever is drawn.  A lane
 * advances by units: a unit takes the ordinary turns up to the next special
 * turn, then that turn with the unit's draws; it stops early, after the
 * turn on which the trial ends (target reached, or max_turns or `after`
 * turns) or the branch's pool reaches its target (if tracked) or its max,
 * unless the next turn is special.  Whether every turn is special is
 * decided at the unit's start.  Distances to the next special turn of each
 * kind are counters per lane (no division per turn).
 *
 * Trials, lanes and streams.  Trial j of a block (in chunks of
 * NH_BLOCK_TRIALS: trial j of chunk c is trial c NH_BLOCK_TRIALS + j) runs
 * in lane j % NH_LANES as its (j / NH_LANES)-th.  Lane l of block b draws
 * from generator l of pcg32_lanes_seed(seed, regen_case_key(c), b, 0),
 * 32-bit outputs in this order: for each chunk, if turn_random, one phase
 * word u per trial of the lane in the chunk, T0 = 1 + nh_bounded(u,
 * NH_REGEN_PHASES) (else T0 = c->turn); then its trials in turn, each
 * taking one word per iteration if the case draws (regen_needs_move_draw or
 * regen_needs_heal_draw).  A word serves U units; when a trial ends, the
 * rest of its last word is unused.
 *
 * A word's draws: first U heal digits of radix D (3.x: rnd(Con) - 1, D =
 * Con; 5.0: D = 100 / gcd(XL + Con, 100), a heal iff digit < (XL + Con) /
 * gcd, i.e. rn2(100) < XL + Con), d_i = nh_bounded(f_i, D) with f_1 = u,
 * f_i+1 = f_i D mod 2^32: the mixed-radix digits of u D^U / 2^32, exact as
 * in levelup.c, each U-tuple within 2^-32 of D^-U.  Then, if moves can
 * matter (Stressed or worse), the attempts from f = u D^U mod 2^32 (u
 * without digits): the eight (a1, a2, a3) are the cells of f cut at B_t =
 * round(2^32 P(tuple < t)) (move_cells), so each (digits, attempts) tuple
 * is within (1 + D^-U) 2^-32 of its probability (2^-32 without digits),
 * with P(move) = regen_move_threshold(move) / 2^32.  U = 3 with digits and
 * moves, 4 with digits only (5.0 unencumbered-like and unpolymorphed: 4, 6
 * or 8, the most with D^U <= 2^32), else 2; a unit takes digit i and
 * attempt i.
 *
 * Vector code.  Lanes sit in slots, SoA, stepped in rows of 16 with masks
 * and selects, no per-lane branches; the iteration's code is instantiated
 * for the features the case uses (heal rule, encumbrance class,
 * polymorphed, ordinary-turn heals), with leaner units for 3.x below
 * Strained unpolymorphed and for 5.0 unencumbered-like (a word's turns at
 * once, by running sums).  Lanes whose trial ended are marked; a scalar
 * pass tallies them and starts their next trial, and a lane with none left
 * gives its slot to the last live one, so dead lanes are never stepped.
 *
 * Cases without draws.  A trial's outcome is then a function of T0 mod the
 * period of the rules it uses (regen_plan_period; the same for every trial
 * from a fixed turn).  The lanes run one trial per phase, once for the
 * thread, and every trial of the block takes its phase word and its
 * phase's outcome: the same tallies, trial by trial, as stepping each
 * (run_by_phase; regen_kernel_phases.c).
 *
 * Files.  regen_kernel_plan.c makes a case's plan, regen_kernel_starts.c
 * the trials' start counters, regen_kernel_step.c the iteration of the
 * lanes (the units), regen_kernel_run.c the lanes' slots and the scalar
 * pass, and this file the blocks, by phase or in chunks of trials; what
 * they share is in regen_kernel_lanes.h.
 */
#include "kinds/regen/regen.h"

#include <string.h>

#include "kinds/regen/regen_kernel_lanes.h"
#include "nhmc/rng.h"
#include "nhmc/runner.h"

int regen_tally_init(struct nh_tally *t, const struct regen_case *c)
{
    char err[256];
    memset(t, 0, sizeof *t);
    if (regen_case_check(c, err, sizeof err) != 0)
        return -1;
    int32_t lo, hi;
    if (c->measure != NH_REGEN_TURNS && c->measure != NH_REGEN_HP)
        return -1; /* NH_REGEN_RATE: no trials */
    if (c->measure == NH_REGEN_TURNS) {
        lo = 0;
        hi = (int32_t)c->max_turns + 1;
    } else if (c->pw_spent) { /* dNetHack incantifier */
        lo = 0;
        hi = c->pw;
    } else {
        lo = 1;
        hi = c->track_mh ? c->mhmax : c->maxhp;
    }
    return tally_init(t, 1, &lo, &hi);
}

/* A case without draws: a trial's outcome depends only on its start turn
 * mod the case's period P (or is the same for all, from a fixed turn).  The
 * lanes run one trial per phase (T0 = ph, or P for ph = 0), by the same
 * step code, once for the thread (regen_phase_table), and each trial of
 * the block then takes its phase word (the only words its lane draws) and
 * the outcome of its phase: the outcomes of stepping it, at a fraction of
 * the cost. */
static void run_by_phase(const struct regen_case *c, const struct plan *p, int32_t period,
                         nh_pcg32_lanes *L, uint32_t ntrials, struct nh_tally *t)
{
    struct starts st;
    struct lanes S;
    int32_t fixed[1];
    bool filled = false;
    int32_t *table = p->turn_random ? regen_phase_table(c, &filled) : fixed;
    if (!filled) {
        int n = p->turn_random ? period : 1;
        for (int ph = 0; ph < n; ph++)
            regen_start_turn(p, &st, ph, p->turn_random ? (ph ? ph : period) : p->turn);
        regen_copy_start(&st, 0, n, (n + COLS - 1) / COLS * COLS); /* past n: never run */
        regen_run_lanes(&S, L, p, &st, (uint32_t)n, NULL, table);
    }
    if (!p->turn_random) {
        tally_hist(t, 0)[table[0] - t->lo[0]] += ntrials;
        return;
    }
    regen_tally_phases(L, ntrials, period, t);
}

void regen_run_block(const struct regen_case *c, uint64_t seed, uint64_t block, uint32_t ntrials,
                     struct nh_tally *t)
{
    if (ntrials == 0)
        return;
    if (c->variant == NH_VDNH) { /* a path of its own (docs/rules.md, dNetHack regeneration) */
        regen_dnh_run_block(c, seed, block, ntrials, t);
        return;
    }
    struct plan p = regen_plan_case(c);
    int32_t start_pool = p.track_m ? p.start_mh : p.start_hp;
    if (p.measure_hp ? p.kmax == 0 : start_pool >= p.target) {
        int32_t v = p.measure_hp ? start_pool : 0;
        tally_hist(t, 0)[v - t->lo[0]] += ntrials;
        return;
    }
    nh_pcg32_lanes L;
    pcg32_lanes_seed(&L, seed, regen_case_key(c), block, 0);
    int32_t period = regen_plan_period(&p);
    if (!p.draws && (!p.turn_random || period <= NH_REGEN_PHASE_TABLE)) {
        run_by_phase(c, &p, period, &L, ntrials, t);
        return;
    }
    struct starts st;
    struct lanes S;
    uint32_t words[NH_LANES];
    for (uint32_t done = 0; done < ntrials; done += NH_BLOCK_TRIALS) {
        uint32_t n = ntrials - done < NH_BLOCK_TRIALS ? ntrials - done : NH_BLOCK_TRIALS;
        /* The phase words of the chunk's trials, round by round. */
        for (uint32_t j0 = 0; j0 < n; j0 += NH_LANES) {
            int m = (int)(n - j0 < NH_LANES ? n - j0 : NH_LANES);
            if (p.turn_random) {
                pcg32_lanes_next(&L, words, m);
                regen_starts_random(&p, &st, (int)j0, words);
            } else {
                regen_start_turn(&p, &st, (int)j0, p.turn);
                regen_copy_start(&st, (int)j0, (int)j0 + 1, (int)j0 + NH_LANES);
            }
        }
        regen_run_lanes(&S, &L, &p, &st, n, t, NULL);
    }
}
