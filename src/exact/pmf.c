/* pmf: exact probability mass functions (see pmf.h for the precision). */
#include "nhmc/pmf.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

int pmf_init_zero(struct nh_pmf *f, int64_t lo, size_t n)
{
    f->lo = lo;
    f->n = n;
    f->p = calloc(n ? n : 1, sizeof *f->p);
    if (!f->p) {
        f->n = 0;
        return -1;
    }
    return 0;
}

int pmf_init_const(struct nh_pmf *f, int64_t v)
{
    if (pmf_init_zero(f, v, 1) != 0)
        return -1;
    f->p[0] = 1.0L;
    return 0;
}

int pmf_init_uniform(struct nh_pmf *f, int64_t lo, int64_t hi)
{
    size_t n = (size_t)(hi - lo + 1);
    if (pmf_init_zero(f, lo, n) != 0)
        return -1;
    for (size_t i = 0; i < n; i++)
        f->p[i] = 1.0L / (long double)n;
    return 0;
}

int pmf_init_weights(struct nh_pmf *f, int64_t lo, const uint64_t *w, size_t n)
{
    long double total = 0.0L;
    if (pmf_init_zero(f, lo, n) != 0)
        return -1;
    /* Integer totals are exact in a 64-bit significand up to 2^64. */
    for (size_t i = 0; i < n; i++)
        total += (long double)w[i];
    for (size_t i = 0; i < n; i++)
        f->p[i] = (long double)w[i] / total;
    return 0;
}

int pmf_copy(struct nh_pmf *dst, const struct nh_pmf *src)
{
    if (pmf_init_zero(dst, src->lo, src->n) != 0)
        return -1;
    memcpy(dst->p, src->p, src->n * sizeof *src->p);
    return 0;
}

void pmf_free(struct nh_pmf *f)
{
    free(f->p);
    f->p = NULL;
    f->n = 0;
}

void pmf_free_array(struct nh_pmf *f, size_t n)
{
    for (size_t i = 0; f && i < n; i++)
        pmf_free(&f[i]);
    free(f);
}

void pmf_shift(struct nh_pmf *f, int64_t k)
{
    f->lo += k;
}

int pmf_add_independent(struct nh_pmf *f, const struct nh_pmf *g)
{
    struct nh_pmf out;
    if (f->n == 0 || g->n == 0)
        return -1;
    if (pmf_init_zero(&out, f->lo + g->lo, f->n + g->n - 1) != 0)
        return -1;
    for (size_t i = 0; i < f->n; i++) {
        long double a = f->p[i];
        if (a == 0.0L)
            continue;
        for (size_t j = 0; j < g->n; j++)
            out.p[i + j] += a * g->p[j];
    }
    free(f->p);
    *f = out;
    return 0;
}

int pmf_floor(struct nh_pmf *f, int64_t min)
{
    if (f->n == 0 || f->lo >= min)
        return 0;
    int64_t hi = f->lo + (int64_t)f->n - 1;
    if (hi <= min) { /* everything lands on min */
        long double total = pmf_total(f);
        f->lo = min;
        f->n = 1;
        f->p[0] = total;
        return 0;
    }
    size_t cut = (size_t)(min - f->lo); /* index of min */
    long double below = 0.0L;
    for (size_t i = 0; i < cut; i++)
        below += f->p[i];
    memmove(f->p, f->p + cut, (f->n - cut) * sizeof *f->p);
    f->n -= cut;
    f->lo = min;
    f->p[0] += below;
    return 0;
}

int pmf_mix(struct nh_pmf *out, const struct nh_pmf *parts, const long double *weight, size_t k)
{
    int64_t lo = 0, hi = 0;
    int any = 0;
    for (size_t c = 0; c < k; c++) {
        if (weight[c] == 0.0L || parts[c].n == 0)
            continue;
        int64_t plo = parts[c].lo, phi = parts[c].lo + (int64_t)parts[c].n - 1;
        lo = any && lo < plo ? lo : plo;
        hi = any && hi > phi ? hi : phi;
        any = 1;
    }
    if (!any)
        return -1;
    if (pmf_init_zero(out, lo, (size_t)(hi - lo + 1)) != 0)
        return -1;
    for (size_t c = 0; c < k; c++) {
        if (weight[c] == 0.0L || parts[c].n == 0)
            continue;
        long double *dst = out->p + (parts[c].lo - lo);
        for (size_t i = 0; i < parts[c].n; i++)
            dst[i] += weight[c] * parts[c].p[i];
    }
    return 0;
}

void pmf_trim(struct nh_pmf *f)
{
    size_t first = 0, end = f->n;
    while (first < end && f->p[first] == 0.0L)
        first++;
    if (first == end)
        return;
    while (end > first && f->p[end - 1] == 0.0L)
        end--;
    if (first > 0)
        memmove(f->p, f->p + first, (end - first) * sizeof *f->p);
    f->lo += (int64_t)first;
    f->n = end - first;
}

long double pmf_total(const struct nh_pmf *f)
{
    long double total = 0.0L;
    for (size_t i = 0; i < f->n; i++)
        total += f->p[i];
    return total;
}

/* Moments about lo, so large values lose nothing to the offset. */
long double pmf_mean(const struct nh_pmf *f)
{
    long double s = 0.0L;
    for (size_t i = 0; i < f->n; i++)
        s += f->p[i] * (long double)i;
    return (long double)f->lo + s / pmf_total(f);
}

long double pmf_variance(const struct nh_pmf *f)
{
    long double total = pmf_total(f);
    long double m = pmf_mean(f) - (long double)f->lo, ss = 0.0L;
    for (size_t i = 0; i < f->n; i++) {
        long double d = (long double)i - m;
        ss += f->p[i] * d * d;
    }
    return ss / total;
}

int64_t pmf_min(const struct nh_pmf *f)
{
    for (size_t i = 0; i < f->n; i++)
        if (f->p[i] > 0.0L)
            return f->lo + (int64_t)i;
    return f->lo;
}

int64_t pmf_max(const struct nh_pmf *f)
{
    for (size_t i = f->n; i-- > 0;)
        if (f->p[i] > 0.0L)
            return f->lo + (int64_t)i;
    return f->lo;
}

long double pmf_cdf(const struct nh_pmf *f, int64_t v)
{
    long double cum = 0.0L;
    for (size_t i = 0; i < f->n && f->lo + (int64_t)i <= v; i++)
        cum += f->p[i];
    return cum;
}

void pmf_quantiles(const struct nh_pmf *f, const int *percent, int n, int64_t *out)
{
    long double total = pmf_total(f), cum = 0.0L;
    int k = 0;
    for (size_t i = 0; i < f->n && k < n; i++) {
        if (f->p[i] == 0.0L)
            continue;
        cum += f->p[i];
        while (k < n && cum >= (long double)percent[k] / 100.0L * total - NH_PMF_TIE)
            out[k++] = f->lo + (int64_t)i;
    }
    for (; k < n; k++) /* past 100%: the maximum */
        out[k] = pmf_max(f);
}

int64_t pmf_quantile(const struct nh_pmf *f, int percent)
{
    int64_t q;
    pmf_quantiles(f, &percent, 1, &q);
    return q;
}

int summary_from_pmf(const struct nh_pmf *f, struct nh_summary *s)
{
    long double total = pmf_total(f);
    if (f->n == 0 || !(total > 0.0L))
        return -1;
    memset(s, 0, sizeof *s);
    long double mean = pmf_mean(f);
    s->mean = (double)mean;
    s->sd = (double)sqrtl(pmf_variance(f));
    s->ci95_lo = s->ci95_hi = s->mean;
    s->min = (int32_t)pmf_min(f);
    s->max = (int32_t)pmf_max(f);
    int64_t q[NH_NQUANTILES];
    pmf_quantiles(f, nh_quantile_percent, NH_NQUANTILES, q);
    for (int k = 0; k < NH_NQUANTILES; k++)
        s->q[k] = (int32_t)q[k];
    return 0;
}
