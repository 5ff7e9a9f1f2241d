/* regen_cost: what a regen case costs by each method, for method auto
 * (experiment.h).  Estimates in nanoseconds of one thread, measured on
 * the bench machine (docs/benchmark.md, "Method auto").  Both methods walk
 * the turns: the exact programme carries, each turn, every cell the
 * draws can spread the pools over, once per start phase; a Monte Carlo
 * trial carries one hero, or where nothing is drawn but the start turn
 * reads its outcome from a table by phase (not on the path stepped by the
 * rules, regen_stepped, which walks every turn).  The turns are a rough guess
 * (a few a hit point below XL 10, one from there); they cancel in the
 * comparison but for the costs per case. */
#include "kinds/regen/regen_impl.h"

#define EXACT_NS_PER_CASE      20000.0
#define EXACT_NS_PER_CELL_TURN 2.0
#define TRIAL_NS               5.0
#define TRIAL_NS_PER_TURN      0.2
#define TRIAL_NS_BY_PHASE      1.0
#define TRIAL_NS_STEPPED       20.0 /* a turn of regen_step (regen_kernel_scalar.c), measured */
#define TURNS_PER_HP_LOW_XL    6.0
#define HELPLESS_WIDTH         3.0 /* the turns a pass-out can last, roughly */

static double turns(const struct regen_case *c)
{
    if (c->measure == NH_REGEN_HP)
        return (double)c->after;
    int from = c->track_mh ? c->mh : c->hp;
    /* xNetHack's withering first, which heals nothing and loses up to 2 a turn */
    double withering = c->withering > 1 ? c->withering - 1 : 0;
    return (c->xl < 10 ? TURNS_PER_HP_LOW_XL : 1.0) *
               (double)(c->target - from + 1 + regen_wither_max_loss(c) * withering) +
           withering;
}

static bool draws(const struct regen_case *c)
{
    return regen_needs_move_draw(c) || regen_needs_heal_draw(c);
}

double regen_exact_cost(const struct regen_case *c)
{
    double cells = 1.0;
    if (draws(c)) /* the pools can spread over their ranges */
        cells = (double)(c->maxhp + 1) * (c->polyd ? (double)(c->mhmax + 1) : 1.0);
    if (regen_needs_move_draw(c)) /* and overexertion over its turns helpless */
        cells *= HELPLESS_WIDTH;
    double phases = c->turn_random ? (double)regen_case_period(c) : 1.0;
    return EXACT_NS_PER_CASE + EXACT_NS_PER_CELL_TURN * phases * cells * turns(c);
}

double regen_trial_cost(const struct regen_case *c)
{
    if (regen_stepped(c)) /* every turn of every trial, drawn or not */
        return TRIAL_NS + TRIAL_NS_STEPPED * turns(c);
    return draws(c) ? TRIAL_NS + TRIAL_NS_PER_TURN * turns(c) : TRIAL_NS_BY_PHASE;
}
