/* start_con: exact starting-Con distribution (docs/rules.md, Starting Con).
 *
 * State of init_attr after k points: the offsets of the attributes above
 * attrbase.  One attribute (the one with the most room, Str for most races)
 * is implicit: its offset is k minus the sum of the others.  The other five
 * are indexed densely, offset o_j in 0..min(room_j, np), so a layer is one
 * array whose index does not depend on k, and layer k + 1 overwrites layer
 * k in place.  Effective weights are small integers, kept as double so the
 * inner loop multiplies by a cheap operand; the products are long double. */
#include "nhmc/start_con.h"

#include <assert.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#define NP_TOTAL    75                  /* init_attr(75) (docs/rules.md, Starting Con) */
#define NEX         (NH_ATTR_COUNT - 1) /* explicit attributes */
#define TRIES       100 /* init_attr's limit on consecutive failures (docs/rules.md, Starting Con) */
#define NH_FORMS    2   /* selection forms: 3.4.3/3.6.7, and 5.0 */
#define WEIGHT_FULL 100 /* selection weights are out of rn2(100) */
/* Bounds on a problem given as data (start_con_attr_pmf): far above the
 * games' (at most 39 points and a few hundred thousand vectors). */
#define NP_LIMIT      100
#define DP_SIZE_LIMIT ((size_t)1 << 22)

/* One (role, race, selection form) problem, laid out for the DP. */
struct dp {
    int np;                            /* points to place (or take off) */
    int total;                         /* x in 0..99 that pick an attribute */
    int con_sign;                      /* +1: points placed; -1: taken off */
    int eff[NH_ATTR_COUNT];            /* x in 0..99 that pick each attribute */
    double eff_d[NEX];                 /* eff of ex[j], for the inner loop */
    int room[NH_ATTR_COUNT];           /* steps before the race's bound */
    int imp;                           /* the implicit attribute */
    int ex[NEX];                       /* the explicit ones */
    int cap[NEX];                      /* highest stored offset of each */
    size_t stride[NEX], size;          /* dense index of the explicit offsets */
    int con_pos;                       /* Con's place in ex[], or -1 if implicit */
    int con_base;                      /* Con's attrbase */
    long double stop[WEIGHT_FULL + 1]; /* P(TRIES failures in a row | W) */
    long double go[WEIGHT_FULL + 1];   /* Σ_{j<TRIES} (W/total)^j / total */
};

/* Failure tables by full weight W: a run of failures at a fixed vector is
 * geometric with ratio r = W/total, cut at TRIES (docs/rules.md, Starting Con; draws that pick
 * no attribute are drawn again, so only the total that picks one counts).  Built by repeated
 * multiplication: only non-negative terms, no cancellation. */
static void fill_fail_tables(struct dp *d)
{
    for (int w = 0; w <= d->total; w++) {
        long double r = (long double)w / d->total, pw = 1.0L, sum = 0.0L;
        for (int j = 0; j < TRIES; j++) {
            sum += pw;
            pw *= r;
        }
        d->stop[w] = pw;
        d->go[w] = sum / d->total;
    }
    /* Everything full: the attempts all fail and the loop gives up. */
    d->stop[d->total] = 1.0L;
    d->go[d->total] = 0.0L;
}

static int sort_key(int attr, int cap)
{
    return attr == A_CON ? -1 : cap;
}

/* The layout of a problem whose eff, total, np, room, con_base and
 * con_sign are set. */
static void dp_layout(struct dp *d)
{
    d->imp = 0;
    for (int i = 0; i < NH_ATTR_COUNT; i++)
        if (d->room[i] > d->room[d->imp])
            d->imp = i;
    /* Explicit attributes by decreasing cap, Con last: the first varies
     * fastest in memory, so the longest runs are the inner loop of a layer,
     * and Con stays fixed along it. */
    for (int i = 0, n = 0; i < NH_ATTR_COUNT; i++) {
        if (i == d->imp)
            continue;
        int cap = d->room[i] < d->np ? d->room[i] : d->np, j = n++;
        for (; j > 0 && sort_key(d->ex[j - 1], d->cap[j - 1]) < sort_key(i, cap); j--) {
            d->ex[j] = d->ex[j - 1];
            d->cap[j] = d->cap[j - 1];
        }
        d->ex[j] = i;
        d->cap[j] = cap;
    }
    d->size = 1;
    d->con_pos = -1;
    for (int j = 0; j < NEX; j++) {
        d->stride[j] = d->size;
        d->size *= (size_t)d->cap[j] + 1;
        d->eff_d[j] = d->eff[d->ex[j]];
        if (d->ex[j] == A_CON)
            d->con_pos = j;
    }
    fill_fail_tables(d);
}

static void dp_setup(struct dp *d, enum nh_variant v, int role, int race)
{
    const struct nh_role *ro = &nh_roles[role];
    const struct nh_race *ra = &nh_races[race];
    int w[NH_ATTR_COUNT];
    nh_attr_weights(v, role, w);
    /* Effective weights straight from the game's loop, so the two forms'
     * boundary conventions (docs/rules.md, Starting Con) live in nh_attr_pick alone. */
    memset(d->eff, 0, sizeof d->eff);
    for (int x = 0; x < WEIGHT_FULL; x++)
        d->eff[nh_attr_pick(w, x)]++;
    d->total = WEIGHT_FULL;

    d->np = NP_TOTAL;
    for (int i = 0; i < NH_ATTR_COUNT; i++) {
        d->np -= ro->attrbase[i];
        d->room[i] = ra->attrmax[i] > ro->attrbase[i] ? ra->attrmax[i] - ro->attrbase[i] : 0;
    }
    /* np < 0 would run the removal loop, which no role reaches and which
     * nh_roll_start_con does not model either: nothing is placed. */
    if (d->np < 0)
        d->np = 0;
    d->con_base = ro->attrbase[A_CON];
    d->con_sign = 1;
    dp_layout(d);
}

/* The same for a problem given as data: points placed up to the maxima, or
 * taken off down to the minima. */
static void dp_setup_attr(struct dp *d, const struct nh_attr_init *a)
{
    d->total = 0;
    for (int i = 0; i < NH_ATTR_COUNT; i++) {
        d->eff[i] = a->pick[i];
        d->total += a->pick[i];
    }
    d->con_sign = a->np < 0 ? -1 : 1;
    d->np = d->total > 0 ? a->np * d->con_sign : 0; /* nothing picked: the game never ends */
    if (d->total == 0)
        d->total = WEIGHT_FULL; /* any: no attempt is made */
    for (int i = 0; i < NH_ATTR_COUNT; i++) {
        int room = d->con_sign > 0 ? a->max[i] - a->base[i] : a->base[i] - a->min[i];
        d->room[i] = room > 0 ? room : 0;
    }
    d->con_base = a->base[A_CON];
    dp_layout(d);
}

/* A layer holds, for each vector, h = P(vector) · go[W]: the mass that
 * leaves it for the next layer, per unit of selection weight.  Layer k is
 * built by pulling: a vector's mass is the sum of h · eff over the vectors
 * one point below it, so each entry is written once per layer. */

/* One row of the dense array: the outer offsets o[1..] fixed, o[0] running.
 * Nothing here depends on the layer, so rows are listed once; layer k uses
 * those with sum <= k. */
struct row {
    size_t idx;              /* index of the entry with o[0] = 0 */
    int sum;                 /* Σ outer offsets */
    int w;                   /* selection weight of the full outer attributes */
    int con;                 /* Con if it is outer (fixed along the row), else -1 */
    int n_pred;              /* outer attributes with offset >= 1 ... */
    unsigned char pred[NEX]; /* ... by place in ex[] */
};

/* Next outer tuple with sum <= np in index order (an odometer over o[1..]
 * that carries past a digit's cap or the sum np); false after the last. */
static bool next_outer(const struct dp *d, int o[NEX], int *sum, size_t *idx)
{
    for (int j = 1; j < NEX; j++) {
        if (o[j] < d->cap[j] && *sum < d->np) {
            o[j]++;
            ++*sum;
            *idx += d->stride[j];
            return true;
        }
        *sum -= o[j];
        *idx -= (size_t)o[j] * d->stride[j];
        o[j] = 0;
    }
    return false;
}

static void row_fill(const struct dp *d, const int o[NEX], int sum, size_t idx, struct row *r)
{
    r->idx = idx;
    r->sum = sum;
    r->w = r->n_pred = 0;
    r->con = d->con_pos > 0 ? d->con_base + d->con_sign * o[d->con_pos] : -1;
    for (int j = 1; j < NEX; j++) {
        if (o[j] >= d->room[d->ex[j]])
            r->w += d->eff[d->ex[j]];
        if (o[j] > 0)
            r->pred[r->n_pred++] = (unsigned char)j;
    }
}

/* All rows, in index order; NULL if out of memory. */
static struct row *rows_list(const struct dp *d, size_t *n_rows)
{
    size_t n = 0, idx = 0;
    int o[NEX] = {0}, sum = 0;
    do
        n++;
    while (next_outer(d, o, &sum, &idx));
    struct row *rows = malloc(n * sizeof *rows);
    if (!rows)
        return NULL;
    for (size_t i = 0; i < n; i++, next_outer(d, o, &sum, &idx))
        row_fill(d, o, sum, idx, &rows[i]);
    *n_rows = n;
    return rows;
}

/* Row r of layer k, in place over layer k - 1 (first = true for k = 0, the
 * start).  The mass that stops at a vector goes to the Con tally; at k = np
 * everything stops, otherwise h replaces the entry.  Entries are visited in
 * decreasing index order and a vector's predecessors have lower indices (or
 * its own), so they still hold layer k - 1; only those with offset sum
 * <= k - 1 (all written) are read.  The attribute that gained the point was
 * below its room in the predecessor, except possibly the implicit one, whose
 * room is checked.  The predecessor by ex[0] is the next entry visited,
 * kept for it (one long-double load fewer per vector). */
static void dp_row(const struct dp *d, int k, bool first, const struct row *r, long double *h,
                   long double con0[NH_CON_MAX + 1])
{
    const int room0 = d->room[d->ex[0]], room_imp = d->room[d->imp];
    const int eff0 = d->eff[d->ex[0]], eff_imp = d->eff[d->imp];
    const double eff0_d = eff0, eff_imp_d = eff_imp;
    const int len = k - r->sum < d->cap[0] ? k - r->sum : d->cap[0];
    const bool last = k == d->np;
    long double here = !first && k - r->sum - len >= 1 ? h[r->idx + (size_t)len] : 0.0L;
    long double row_out = 0.0L;
    for (int o0 = len; o0 >= 0; o0--) {
        size_t idx = r->idx + (size_t)o0;
        int imp_off = k - r->sum - o0;
        long double v = 1.0L;
        if (!first) {
            long double left = o0 > 0 ? h[idx - 1] : 0.0L;
            long double a = imp_off - 1 < room_imp ? here * eff_imp_d : 0.0L;
            long double b = left * eff0_d;
            here = left;
            int j = 0;
            for (; j + 1 < r->n_pred; j += 2) { /* two chains: shorter latency */
                int p = r->pred[j], q = r->pred[j + 1];
                a += h[idx - d->stride[p]] * d->eff_d[p];
                b += h[idx - d->stride[q]] * d->eff_d[q];
            }
            if (j < r->n_pred)
                a += h[idx - d->stride[r->pred[j]]] * d->eff_d[r->pred[j]];
            v = a + b;
        }
        int w = r->w + (o0 >= room0 ? eff0 : 0) + (imp_off >= room_imp ? eff_imp : 0);
        long double out = last ? v : v * d->stop[w];
        if (!last)
            h[idx] = v * d->go[w];
        if (r->con >= 0) {
            row_out += out;
        } else if (out != 0.0L) {
            int con = d->con_base + d->con_sign * (d->con_pos == 0 ? o0 : imp_off);
            assert(con >= 0 && con <= NH_CON_MAX);
            con0[con] += out;
        }
    }
    if (r->con >= 0) {
        assert(r->con <= NH_CON_MAX);
        con0[r->con] += row_out;
    }
}

/* Con as init_attr leaves it, by Con value, for a problem set up in d. */
static int run_dp(struct dp *d, long double con0[NH_CON_MAX + 1])
{
    size_t n_rows = 0;
    struct row *rows = rows_list(d, &n_rows);
    long double *h = malloc(d->size * sizeof *h);
    int rc = rows && h ? 0 : -1;
    for (int c = 0; c <= NH_CON_MAX; c++)
        con0[c] = 0.0L;
    for (int k = 0; rc == 0 && k <= d->np; k++)
        for (size_t i = n_rows; i-- > 0;)
            if (rows[i].sum <= k)
                dp_row(d, k, k == 0, &rows[i], h, con0);
    free(rows);
    free(h);
    return rc;
}

static int init_con_dp(enum nh_variant v, int role, int race, long double con0[NH_CON_MAX + 1])
{
    struct dp d;
    dp_setup(&d, v, role, race);
    return run_dp(&d, con0);
}

int start_con_attr_init_pmf(const struct nh_attr_init *a, long double prob[NH_CON_MAX + 1])
{
    int total = 0;
    for (int i = 0; i < NH_ATTR_COUNT; i++) {
        if (a->pick[i] < 0 || a->base[i] > a->max[i])
            return -1;
        total += a->pick[i];
    }
    if (total > WEIGHT_FULL || a->min[A_CON] < 0 || a->max[A_CON] > NH_CON_MAX ||
        a->base[A_CON] < 0 || a->np < -NP_LIMIT || a->np > NP_LIMIT)
        return -1;
    struct dp d;
    dp_setup_attr(&d, a);
    if (d.size > DP_SIZE_LIMIT)
        return -1;
    return run_dp(&d, prob);
}

int start_con_attr_pmf(const struct nh_attr_init *a, long double prob[NH_CON_MAX + 1])
{
    if (start_con_attr_init_pmf(a, prob) != 0)
        return -1;
    start_con_vary(prob, a->min[A_CON], a->max[A_CON], prob);
    return 0;
}

void start_con_vary(const long double in[NH_CON_MAX + 1], int con_min, int con_max,
                    long double out[NH_CON_MAX + 1])
{
    /* The variation (docs/rules.md, Starting Con): rn2(20) == 0, then xd = rn2(7) - 2; adjattrib
     * caps an increase at the race maximum and a decrease at the minimum. */
    long double acc[NH_CON_MAX + 1] = {0};
    for (int c = 0; c <= NH_CON_MAX; c++) {
        if (in[c] == 0.0L)
            continue;
        acc[c] += in[c] * (19.0L / 20.0L);
        for (int xd = -2; xd <= 4; xd++) {
            int n = c + xd;
            if (xd == 0) { /* adjattrib() changes nothing (even below the minimum) */
                acc[c] += in[c] / (20.0L * 7.0L);
                continue;
            }
            if (n > con_max)
                n = con_max;
            if (n < con_min)
                n = con_min;
            acc[n] += in[c] / (20.0L * 7.0L);
        }
    }
    memcpy(out, acc, sizeof acc);
}

/* The cache: init_attr's Con distribution per (selection form, role, race).
 * Entries are filled under the mutex, once each. */
struct cache_entry {
    bool done;
    long double con0[NH_CON_MAX + 1];
};
static struct cache_entry cache[NH_FORMS][NH_ROLE_COUNT][NH_RACE_COUNT];
static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;

/* 3.4.3 and 3.6.7 select with the same weights, 5.0 with others (docs/rules.md, Starting Con). */
static int selection_form(enum nh_variant v)
{
    return v == NH_V50 ? 1 : 0;
}

int start_con_init_pmf(enum nh_variant v, int role, int race, long double prob[NH_CON_MAX + 1])
{
    if ((int)v < 0 || v >= NH_VANILLA_COUNT || role < 0 || role >= NH_ROLE_COUNT || race < 0 ||
        race >= NH_RACE_COUNT)
        return -1;
    int rc = 0;
    pthread_mutex_lock(&cache_lock);
    struct cache_entry *e = &cache[selection_form(v)][role][race];
    if (!e->done) {
        rc = init_con_dp(v, role, race, e->con0);
        e->done = rc == 0;
    }
    if (rc == 0)
        memcpy(prob, e->con0, sizeof e->con0);
    pthread_mutex_unlock(&cache_lock);
    return rc;
}

int start_con_pmf(enum nh_variant v, int role, int race, long double prob[NH_CON_MAX + 1])
{
    if (start_con_init_pmf(v, role, race, prob) != 0)
        return -1;
    const struct nh_race *ra = &nh_races[race];
    start_con_vary(prob, ra->attrmin[A_CON], ra->attrmax[A_CON], prob);
    return 0;
}
