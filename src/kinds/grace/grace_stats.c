/* grace_stats: what a grace run reports, from exact distributions or a
 * tally (grace_impl.h). */
#include <string.h>

#include "kinds/grace/grace_impl.h"
#include "nhmc/pmf.h"
#include "nhmc/experiment.h"

/* The smallest death turn T with P(death by T) >= percent/100 (ties as
 * pmf_quantile), or GRACE_TURN_SURVIVED when only survival reaches it. */
static int32_t death_quantile(const struct grace_case *c, const struct nh_pmf *death, int percent)
{
    long double q = percent / 100.0L, cum = 0.0L;
    for (int t = 1; t <= c->turns; t++) {
        cum += death->p[t - 1];
        if (cum >= q - NH_PMF_TIE)
            return t;
    }
    return GRACE_TURN_SURVIVED;
}

int grace_stats_from_pmfs(const struct grace_case *c, const struct nh_pmf *f, struct grace_stats *s)
{
    memset(s, 0, sizeof *s);
    const long double *o = f[GH_OUTCOME].p;
    s->p_death = (double)(o[GRACE_DIED] + o[GRACE_DIED_USED]);
    s->p_used = (double)(o[GRACE_SURVIVED_USED] + o[GRACE_DIED_USED]);
    s->p_saved = (double)o[GRACE_SURVIVED_USED];
    s->p_died_after = (double)o[GRACE_DIED_USED];
    long double dead = 0.0L, turn_sum = 0.0L;
    for (int t = 1; t <= c->turns; t++) {
        dead += f[GH_DEATH_TURN].p[t - 1];
        turn_sum += t * f[GH_DEATH_TURN].p[t - 1];
    }
    s->death_turn_mean = dead > 0 ? (double)(turn_sum / dead) : 0.0;
    s->death_turn_p10 = death_quantile(c, &f[GH_DEATH_TURN], 10);
    s->death_turn_p50 = death_quantile(c, &f[GH_DEATH_TURN], 50);
    s->death_turn_p90 = death_quantile(c, &f[GH_DEATH_TURN], 90);
    long double used = 0.0L, gsum = 0.0L;
    for (int t = 1; t <= c->turns; t++) {
        used += f[GH_GRACE_TURN].p[t];
        gsum += t * f[GH_GRACE_TURN].p[t];
    }
    s->grace_turn_mean = used > 0 ? (double)(gsum / used) : 0.0;
    long double alive = 0.0L, hsum = 0.0L;
    int cap = grace_case_hp_cap(c);
    for (int hp = 1; hp <= cap; hp++) {
        alive += f[GH_FINAL_HP].p[hp];
        hsum += hp * f[GH_FINAL_HP].p[hp];
    }
    s->final_hp_mean = alive > 0 ? (double)(hsum / alive) : 0.0;
    const long double *v = f[GH_SAVES].p; /* reverted << 1 | life saved */
    s->p_life_saved = (double)(v[1] + v[3]);
    s->p_reverted = (double)(v[2] + v[3]);
    return 0;
}

NH_STATS_FROM_TALLY(grace, GH_COUNT);
