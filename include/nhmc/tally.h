/* tally: exact integer histograms of outcomes.
 *
 * A tally is a set of histograms, each over a contiguous integer range fixed
 * when it is made.  Counts are 64-bit; merging adds counts, so it is exact
 * and independent of order (threads, ranks, scheduling).
 */
#ifndef NHMC_TALLY_H
#define NHMC_TALLY_H

#include <stddef.h>
#include <stdint.h>

struct nh_tally {
    size_t nhist;
    int32_t *lo;     /* smallest value of histogram h */
    uint32_t *width; /* number of values of histogram h */
    size_t *start;   /* offset of histogram h in counts */
    uint64_t *counts;
    size_t ncounts;
};

/* Make histograms over lo[h]..hi[h] (inclusive), all counts zero.
 * Returns 0, or -1 if out of memory or a range is empty. */
int tally_init(struct nh_tally *t, size_t nhist, const int32_t *lo, const int32_t *hi);
/* Make an empty tally of the same shape as `shape`. */
int tally_init_like(struct nh_tally *t, const struct nh_tally *shape);
void tally_free(struct nh_tally *t);
void tally_clear(struct nh_tally *t);
/* dst += src; the shapes must match. */
void tally_merge(struct nh_tally *dst, const struct nh_tally *src);
/* The counts of histogram h (width[h] of them, value lo[h] + i at index i). */
static inline uint64_t *tally_hist(const struct nh_tally *t, size_t h)
{
    return t->counts + t->start[h];
}
/* Count one outcome; v must be within the histogram's range. */
static inline void tally_add(struct nh_tally *t, size_t h, int32_t v)
{
    t->counts[t->start[h] + (size_t)(v - t->lo[h])]++;
}
uint64_t tally_total(const struct nh_tally *t, size_t h);

struct nh_pmf;
/* The first nhist histograms of t as distributions, f[h] for h < nhist:
 * each count over the trials of histogram 0.  Returns 0, or -1 (an empty
 * tally, or no memory; f is then empty, to be freed all the same). */
int tally_pmfs(const struct nh_tally *t, size_t nhist, struct nh_pmf *f);

#endif
