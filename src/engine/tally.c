/* tally: exact integer histograms of outcomes (see tally.h). */
#include "nhmc/tally.h"

#include "nhmc/pmf.h"

#include <stdlib.h>
#include <string.h>

/* malloc/calloc of zero bytes may return NULL; ask for at least one element
 * so that NULL always means out of memory. */
static size_t at_least_one(size_t n)
{
    return n ? n : 1;
}

int tally_init(struct nh_tally *t, size_t nhist, const int32_t *lo, const int32_t *hi)
{
    memset(t, 0, sizeof *t);
    size_t ncounts = 0;
    for (size_t h = 0; h < nhist; h++) {
        int64_t width = (int64_t)hi[h] - (int64_t)lo[h] + 1;
        /* width must be positive, fit uint32_t, and not overflow the total */
        if (width < 1 || width > (int64_t)UINT32_MAX || (uint64_t)width > SIZE_MAX - ncounts)
            return -1;
        ncounts += (size_t)width;
    }
    t->lo = malloc(at_least_one(nhist) * sizeof *t->lo);
    t->width = malloc(at_least_one(nhist) * sizeof *t->width);
    t->start = malloc(at_least_one(nhist) * sizeof *t->start);
    if (ncounts <= SIZE_MAX / sizeof *t->counts)
        t->counts = calloc(at_least_one(ncounts), sizeof *t->counts);
    if (!t->lo || !t->width || !t->start || !t->counts) {
        tally_free(t);
        return -1;
    }
    size_t offset = 0;
    for (size_t h = 0; h < nhist; h++) {
        t->lo[h] = lo[h];
        t->width[h] = (uint32_t)((int64_t)hi[h] - (int64_t)lo[h] + 1);
        t->start[h] = offset;
        offset += t->width[h];
    }
    t->nhist = nhist;
    t->ncounts = ncounts;
    return 0;
}

int tally_init_like(struct nh_tally *t, const struct nh_tally *shape)
{
    size_t nhist = shape->nhist;
    int32_t *hi = malloc(at_least_one(nhist) * sizeof *hi);
    if (!hi) {
        memset(t, 0, sizeof *t);
        return -1;
    }
    for (size_t h = 0; h < nhist; h++)
        hi[h] = (int32_t)((int64_t)shape->lo[h] + (int64_t)shape->width[h] - 1);
    int rc = tally_init(t, nhist, shape->lo, hi);
    free(hi);
    return rc;
}

void tally_free(struct nh_tally *t)
{
    free(t->lo);
    free(t->width);
    free(t->start);
    free(t->counts);
    memset(t, 0, sizeof *t);
}

void tally_clear(struct nh_tally *t)
{
    if (t->counts)
        memset(t->counts, 0, t->ncounts * sizeof *t->counts);
}

void tally_merge(struct nh_tally *dst, const struct nh_tally *src)
{
    for (size_t i = 0; i < dst->ncounts; i++)
        dst->counts[i] += src->counts[i];
}

uint64_t tally_total(const struct nh_tally *t, size_t h)
{
    const uint64_t *counts = tally_hist(t, h);
    uint64_t total = 0;
    for (uint32_t i = 0; i < t->width[h]; i++)
        total += counts[i];
    return total;
}

int tally_pmfs(const struct nh_tally *t, size_t nhist, struct nh_pmf *f)
{
    uint64_t n = tally_total(t, 0);
    memset(f, 0, nhist * sizeof *f);
    for (size_t h = 0; h < nhist; h++) {
        if (n == 0 || pmf_init_zero(&f[h], t->lo[h], t->width[h]) != 0)
            return -1;
        const uint64_t *counts = tally_hist(t, h);
        for (uint32_t i = 0; i < t->width[h]; i++)
            f[h].p[i] = (long double)counts[i] / (long double)n;
    }
    return 0;
}
