/* regen_kernel_scalar: Monte Carlo trials stepped one at a time by the
 * rules' reference step (regen_step, src/kinds/regen/regen_rules.c), for the
 * cases the lane kernel does not follow: xNetHack with Dispater, whose
 * halving carries a flag from heal to heal, or withering (docs/rules.md,
 * Regeneration in xNetHack and UnNetHack), UnNetHack's contact (no regeneration) and
 * EvilHack's own rules (regen_evh_own: docs/rules.md, Regeneration in
 * EvilHack).
 *
 * Trials, lanes and streams as in src/kinds/regen/regen_dnh_kernel.c: trial
 * j of a block runs in lane j % NH_LANES, lane l drawing from generator l of
 * pcg32_lanes_seed(seed, regen_case_key(c), block, 0): for each trial, if
 * turn_random, one phase word (T0 = 1 + nh_bounded(u, regen_phase_count(c)),
 * NH_REGEN_PHASES but for a lit drow at XL 3, else
 * T0 = c->turn), then per turn a move word when the case draws moves (an
 * attempt iff it is below regen_move_threshold(move); else an attempt iff
 * move is 1, as the exact model has it), a heal word when it draws heals,
 * and a withering word (rnd(2)) on each turn the hero withers, alive.
 */
#include "kinds/regen/regen_impl.h"

#include "nhmc/rng.h"

static int32_t trial(const struct regen_case *c, int64_t t0, nh_pcg32 *r)
{
    bool move_draw = regen_needs_move_draw(c), heal_draw = regen_needs_heal_draw(c);
    uint64_t thr = regen_move_threshold(c->move);
    struct regen_state st = regen_start(c);
    int64_t steps = c->measure == NH_REGEN_HP ? c->after : c->max_turns;
    for (int64_t k = 1; k <= steps; k++) {
        if (c->measure == NH_REGEN_TURNS && regen_tracked(c, &st) >= c->target)
            return (int32_t)(k - 1);
        bool attempt = move_draw ? pcg32_next(r) < thr : c->move >= 1;
        uint32_t h = heal_draw ? pcg32_next(r) : 0;
        uint32_t w = regen_withers(&st) && st.hp > 0 ? pcg32_next(r) : 0;
        regen_step_withering(c, t0 + k, attempt, h, w, &st);
    }
    if (c->measure == NH_REGEN_HP)
        return regen_tracked(c, &st);
    /* not done within max_turns: the censored value (regen_tally_init) */
    return regen_tracked(c, &st) >= c->target ? (int32_t)steps : (int32_t)steps + 1;
}

bool regen_stepped(const struct regen_case *c)
{
    return c->variant != NH_VDNH &&
           (c->dispater || c->contact || c->withering > 1 || regen_evh_own(c));
}

void regen_scalar_run_block(const struct regen_case *c, uint64_t seed, uint64_t block,
                            uint32_t ntrials, struct nh_tally *t)
{
    nh_pcg32_lanes L;
    pcg32_lanes_seed(&L, seed, regen_case_key(c), block, 0);
    uint32_t phases = (uint32_t)regen_phase_count(c);
    for (uint32_t l = 0; l < NH_LANES && l < ntrials; l++) {
        nh_pcg32 r = pcg32_lanes_get(&L, (int)l);
        for (uint32_t j = l; j < ntrials; j += NH_LANES) {
            int64_t t0 = c->turn_random ? 1 + (int64_t)nh_bounded(pcg32_next(&r), phases) : c->turn;
            tally_add(t, 0, trial(c, t0, &r));
        }
    }
}
