/* gof: Pearson's chi-square test of a histogram against an exact pmf. */
#include "nhmc/gof.h"

#include <gsl/gsl_cdf.h>
#include <string.h>

/* P(X = v) under f; 0 outside its range. */
static long double prob_at(const struct nh_pmf *f, int64_t v)
{
    if (v < f->lo || v >= f->lo + (int64_t)f->n)
        return 0.0L;
    return f->p[v - f->lo];
}

int gof_chisq(const uint64_t *counts, int64_t lo, size_t width, const struct nh_pmf *f,
              struct nh_gof *out)
{
    memset(out, 0, sizeof *out);
    for (size_t i = 0; i < width; i++) {
        out->n += counts[i];
        if (counts[i] > 0 && prob_at(f, lo + (int64_t)i) <= 0.0L)
            out->impossible += counts[i];
    }
    if (out->n == 0)
        return -1;
    if (out->impossible > 0) {
        out->p = 0.0;
        return 0;
    }

    /* Walk the pmf's support (a superset of the observed values, now that
     * none is impossible), pooling adjacent values until each pooled cell
     * expects NH_GOF_MIN_EXPECTED; a short last pool joins the one before. */
    long double n = (long double)out->n, stat = 0.0L;
    long double e_acc = 0.0L, o_acc = 0.0L, last_e = 0.0L, last_o = 0.0L;
    int cells = 0;
    for (size_t i = 0; i < f->n; i++) {
        int64_t v = f->lo + (int64_t)i;
        e_acc += f->p[i] * n;
        if (v >= lo && v < lo + (int64_t)width)
            o_acc += (long double)counts[v - lo];
        /* the slack keeps a cell that expects exactly 5 from depending on
         * how its probabilities were rounded */
        if (e_acc >= NH_GOF_MIN_EXPECTED - 1e-9L) {
            stat += (o_acc - e_acc) * (o_acc - e_acc) / e_acc;
            last_e = e_acc;
            last_o = o_acc;
            cells++;
            e_acc = o_acc = 0.0L;
        }
    }
    if (e_acc > 0.0L || o_acc > 0.0L) {
        if (cells > 0) {
            stat -= (last_o - last_e) * (last_o - last_e) / last_e;
            last_e += e_acc;
            last_o += o_acc;
            stat += (last_o - last_e) * (last_o - last_e) / last_e;
        } else {
            cells = 1;
        }
    }
    out->stat = (double)stat;
    out->cells = cells;
    out->dof = cells > 1 ? cells - 1 : 0;
    out->p = out->dof < 1 ? 1.0 : gsl_cdf_chisq_Q(out->stat, (double)out->dof);
    return 0;
}
