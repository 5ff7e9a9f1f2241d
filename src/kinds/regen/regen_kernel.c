/* regen kernel: hero HP regeneration, NH_LANES trials in lanes (regen_impl.h;
 * docs/rules.md, Regeneration; Overexertion and refused moves).
 *
 * The design: docs/kernels.md, "The regen kernel".
 *
 * Trials, lanes and streams.  Trial j of a block (in chunks of
 * NH_BLOCK_TRIALS: trial j of chunk c is trial c NH_BLOCK_TRIALS + j) runs
 * in lane j % NH_LANES as its (j / NH_LANES)-th.  Lane l of block b draws
 * from generator l of pcg32_lanes_seed(seed, regen_case_key(c), b, 0),
 * 32-bit outputs in this order: for each chunk, if turn_random, one phase
 * word u per trial of the lane in the chunk, T0 = 1 + nh_bounded(u,
 * NH_REGEN_PHASES) (else T0 = c->turn); then its trials in turn, each
 * taking one word per iteration if the case draws (regen_needs_move_draw or
 * regen_needs_heal_draw).  A word serves U units (what U is and how a word
 * splits into draws: docs/kernels.md); when a trial ends, the
 * rest of its last word is unused.
 *
 * Files.  regen_kernel_plan.c makes a case's plan, regen_kernel_starts.c
 * the trials' start counters, regen_kernel_step.c the iteration of the
 * lanes (the units), regen_kernel_run.c the lanes' slots and the scalar
 * pass, and this file the blocks, by phase or in chunks of trials; what
 * they share is in regen_kernel_lanes.h. */
#include "kinds/regen/regen_impl.h"

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
        lo = c->withering > 1 ? 0 : 1; /* 0: withered away (xNetHack) */
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
    if (regen_stepped(c)) { /* stepped by the rules */
        regen_scalar_run_block(c, seed, block, ntrials, t);
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
