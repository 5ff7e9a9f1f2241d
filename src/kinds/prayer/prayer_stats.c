/* prayer_stats: what a prayer run reports, from exact distributions or a
 * tally, and the verdict a player reads (prayer.h). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/pmf.h"
#include "kinds/prayer/prayer_impl.h"
#include "nhmc/hero_rules.h"
#include "nhmc/experiment.h"

const int prayer_safe_by[PRAYER_SAFE_BY_COUNT] = {500, 800, 1000, 1500};

/* A probability that is 1 or 0 up to rounding (exact sums of many terms). */
#define CERTAIN 1e-12

/* The q-quantile of the safe turn, "never" counted as later than any turn:
 * the smallest wait w with P(wait <= w, not never) >= q (ties as
 * pmf_quantile), as a turn T + 3 + w. */
static int64_t safe_turn_quantile(const struct prayer_case *c, const struct nh_pmf *safe,
                                  int percent)
{
    long double q = percent / 100.0L, cum = 0.0L;
    for (size_t i = 0; i < safe->n; i++) {
        int64_t w = safe->lo + (int64_t)i;
        if (w == PRAYER_NEVER)
            continue;
        cum += safe->p[i];
        if (cum >= q - NH_PMF_TIE)
            return (int64_t)c->turn + 3 + w;
    }
    return PRAYER_TURN_NEVER;
}

int prayer_stats_from_pmfs(const struct prayer_case *c, const struct nh_pmf *f,
                           struct prayer_stats *s)
{
    memset(s, 0, sizeof *s);
    const struct nh_pmf *flags = &f[PH_FLAGS];
    double p_glow_unfixed = 0.0;
    for (size_t i = 0; i < flags->n; i++) {
        int v = (int)(flags->lo + (int64_t)i);
        double p = (double)flags->p[i];
        /* a turned prayer (dNetHack) is none of can_pray()'s verdicts: the
         * turning replaced it */
        s->p_turned += v & 128 ? p : 0.0;
        s->p_turn_killed += v & 256 ? p : 0.0;
        s->p_angel += v & 512 ? p : 0.0;
        /* EvilHack's unheard prayer likewise replaced the verdict */
        s->p_unheard += v & 1024 ? p : 0.0;
        s->p_type[v & 3] += v & (128 | 1024) ? 0.0 : p;
        s->p_on_time += (v & 3) != PRAYER_TOO_SOON && !(v & (128 | 1024)) ? p : 0.0;
        s->p_fixed += v & 4 ? p : 0.0;
        s->p_glow += v & 8 ? p : 0.0;
        p_glow_unfixed += (v & 8) && !(v & 4) ? p : 0.0;
        s->p_angered += v & 16 ? p : 0.0;
        s->p_lessons += v & 32 ? p : 0.0;
        s->p_zapped += v & 64 ? p : 0.0;
    }
    /* losexp() with no drainer takes a level only above XL 1 (docs/rules.md, Level drain). */
    s->p_level_lost = c->xl > 1 ? s->p_lessons : 0.0;
    const struct nh_pmf *gain = &f[PH_GAIN];
    for (size_t i = 0; i < gain->n; i++) {
        int64_t g = gain->lo + (int64_t)i;
        if (g >= 0 && g <= 10)
            s->p_gain_k[g] = (double)gain->p[i];
        if (g > 0)
            s->p_gain += (double)gain->p[i];
    }
    s->gain_mean = (double)pmf_mean(gain);
    /* Only the fix and the golden glow raise max HP; a glow without a fix
     * (no trouble to fix) adds the glow's fixed amount, so the gain of the
     * fixed prayers is what is left. */
    int32_t lo, hi;
    prayer_maxhp_range(c, &lo, &hi);
    double unfixed_gain = p_glow_unfixed * prayer_glow_gain(c, (int)lo);
    s->gain_mean_if_fixed =
        s->p_fixed > CERTAIN ? (s->gain_mean - unfixed_gain) / s->p_fixed : (double)NAN;
    s->timeout_mean = (double)pmf_mean(&f[PH_TIMEOUT]);
    s->timeout_p50 = (int32_t)pmf_quantile(&f[PH_TIMEOUT], 50);
    s->timeout_p90 = (int32_t)pmf_quantile(&f[PH_TIMEOUT], 90);
    const struct nh_pmf *safe = &f[PH_SAFE];
    s->p_never = PRAYER_NEVER >= safe->lo && PRAYER_NEVER < safe->lo + (int64_t)safe->n
                     ? (double)safe->p[PRAYER_NEVER - safe->lo]
                     : 0.0;
    s->safe_turn_p50 = safe_turn_quantile(c, safe, 50);
    s->safe_turn_p90 = safe_turn_quantile(c, safe, 90);
    s->safe_turn_p99 = safe_turn_quantile(c, safe, 99);
    for (int k = 0; k < PRAYER_SAFE_BY_COUNT; k++) {
        long double p = 0.0L;
        for (size_t i = 0; i < safe->n; i++) {
            int64_t w = safe->lo + (int64_t)i;
            if (w != PRAYER_NEVER && 3 + w <= prayer_safe_by[k])
                p += safe->p[i];
        }
        s->p_safe_by[k] = (double)p;
    }
    s->maxhp_mean = (double)pmf_mean(&f[PH_MAXHP]);
    return 0;
}

NH_STATS_FROM_TALLY(prayer, PH_COUNT);
