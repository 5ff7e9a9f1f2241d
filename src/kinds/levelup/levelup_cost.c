/* levelup_cost: what a levelup case costs by each method, for method auto
 * (experiment.h).  Estimates in nanoseconds of one thread, measured on
 * the bench machine (docs/benchmark.md, "Method auto"): the exact chain
 * convolves one gain's pmf into a pmf that widens by the gain's spread
 * at each gain, once per Con bonus a rolled Con can give; a Monte Carlo
 * hero makes each gain once. */
#include "kinds/levelup/levelup_impl.h"

#include "nhmc/heroes.h"

/* ns per pmf cell the exact chain touches, and per case besides */
#define EXACT_NS_PER_CELL   1.5
#define EXACT_NS_PER_CASE   20000.0
#define EXACT_NS_PER_ROLLED 8e6 /* the starting-Con distribution and its mixing */
/* ns per gain of one Monte Carlo hero (vanilla's histograms past the last
 * dice gain; dNetHack recomputes max HP from the stored rolls), and per
 * stage tallied */
#define TRIAL_NS_PER_GAIN     0.5
#define TRIAL_NS_PER_GAIN_DNH 2.0
#define TRIAL_NS_PER_STAGE    1.0
#define TRIAL_NS_ROLLED       200.0 /* rolling the hero's Con */
/* xNetHack, EvilHack, UnNetHack: the estimate of when each hero was stepped
 * alone by the rules functions; their lanes (levelup_kernel_dice.c) now
 * take about 1 ns a gain, but the figure is kept so that method auto
 * chooses as before (a smaller one would sample cases solved exactly now) */
#define TRIAL_NS_PER_GAIN_DICE 8.0

static int gains(const struct levelup_case *c)
{
    return c->stages[c->nstages - 1];
}

double levelup_exact_cost(const struct levelup_case *c)
{
    struct nh_gain_dice d = levelup_case_dice(c, NH_MAXULEV);
    double spread = (double)(d.role_sides + d.race_sides) + 1.0;
    double g = (double)gains(c);
    /* the pmf after k gains is about k * spread wide: sum of width x spread */
    double cells = spread * (g + spread * g * (g + 1.0) / 2.0);
    int32_t lo, hi;
    levelup_conplus_range(c, &lo, &hi);
    double rolled = c->con == NH_CON_ROLLED ? EXACT_NS_PER_ROLLED : 0.0;
    return EXACT_NS_PER_CASE + rolled + EXACT_NS_PER_CELL * cells * (double)(hi - lo + 1);
}

double levelup_trial_cost(const struct levelup_case *c)
{
    double per_gain = nh_hero_dice_variant(c->variant) ? TRIAL_NS_PER_GAIN_DICE
                      : c->variant == NH_VDNH          ? TRIAL_NS_PER_GAIN_DNH
                                                       : TRIAL_NS_PER_GAIN;
    double rolled = c->con == NH_CON_ROLLED ? TRIAL_NS_ROLLED : 0.0;
    return rolled + per_gain * (double)gains(c) + TRIAL_NS_PER_STAGE * (double)c->nstages;
}
