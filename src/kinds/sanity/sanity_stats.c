/* sanity_stats: what a sanity run reports, from the exact DP or a tally
 * (sanity_impl.h).  Both go through pmfs, so the two answers are computed the
 * same way.
 */
#include <math.h>
#include <string.h>

#include "nhmc/pmf.h"
#include "kinds/sanity/sanity_impl.h"

/* Histogram h of a tally as a pmf over its range. */
static int hist_pmf(const struct nh_tally *t, size_t h, struct nh_pmf *f)
{
    if (tally_total(t, h) == 0)
        return -1;
    return pmf_init_weights(f, t->lo[h], tally_hist(t, h), t->width[h]);
}

static void s_stats(const struct nh_pmf *f, struct sanity_s_stats *o)
{
    o->mean = (double)pmf_mean(f);
    long double v = pmf_variance(f);
    o->sd = v > 0 ? (double)sqrtl(v) : 0.0;
    o->p10 = (int)pmf_quantile(f, 10);
    o->p50 = (int)pmf_quantile(f, 50);
    o->p90 = (int)pmf_quantile(f, 90);
}

/* The recovery pmf: its last cell is "never" (end + 1). */
static void recover_stats(const struct sanity_case *c, const struct nh_pmf *f,
                          struct sanity_stats *s)
{
    long double got = 0.0L, sum = 0.0L;
    for (size_t i = 0; i + 1 < f->n; i++) {
        got += f->p[i];
        sum += f->p[i] * (long double)(f->lo + (int64_t)i);
    }
    s->p_recovered = (double)got;
    s->recover_mean = got > 0 ? (double)(sum / got) : 0.0;
    int64_t q = pmf_quantile(f, 50);
    s->recover_p50 = q > c->end ? SANITY_NEVER : (int)q;
}

static void fill(const struct sanity_case *c, const struct nh_pmf *end, const struct nh_pmf *rec,
                 const struct nh_pmf *at, struct sanity_stats *s)
{
    s_stats(end, &s->end);
    for (int i = 0; i < c->ncheck; i++)
        s_stats(&at[i], &s->at[i]);
    recover_stats(c, rec, s);
}

int sanity_stats_from_exact(const struct sanity_case *c, const struct sanity_exact *x,
                            struct sanity_stats *s)
{
    memset(s, 0, sizeof *s);
    fill(c, x->end, x->recover, x->at, s);
    s->onsets_mean = x->onsets_mean;
    s->p_any_onset = -1.0; /* not computed by the DP */
    for (int e = 0; e < c->nev; e++)
        s->ev_mad[e] = x->ev_mad_mean[e];
    return 0;
}

int sanity_stats_from_tally(const struct sanity_case *c, const struct nh_tally *t,
                            struct sanity_stats *s)
{
    memset(s, 0, sizeof *s);
    s->n = tally_total(t, SH_END);
    struct nh_pmf f[2 + SAN_CHECKPOINTS_MAX];
    memset(f, 0, sizeof f);
    int rc = hist_pmf(t, SH_END, &f[0]) | hist_pmf(t, SH_RECOVER, &f[1]);
    for (int i = 0; i < c->ncheck; i++)
        rc |= hist_pmf(t, sanity_hist_checkpoint(i), &f[2 + i]);
    if (rc == 0) {
        fill(c, &f[0], &f[1], &f[2], s);
        const uint64_t *on = tally_hist(t, SH_ONSETS);
        double sum = 0.0;
        for (int v = 0; v <= SAN_ONSETS_MAX; v++)
            sum += (double)on[v] * v;
        s->onsets_mean = sum / (double)s->n;
        s->p_any_onset = 1.0 - (double)on[0] / (double)s->n;
        for (int e = 0; e < c->nev; e++)
            s->ev_mad[e] = (double)tally_hist(t, sanity_hist_event(c, e))[1] / (double)s->n;
    }
    for (int i = 0; i < 2 + c->ncheck; i++)
        pmf_free(&f[i]);
    return rc == 0 ? 0 : -1;
}
