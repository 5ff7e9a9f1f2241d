/* rnz_grid: the inputs of kind rnz (the [rnz] keys, or the options of
 * `nhmc rnz`). */
#include "kinds/rnz/rnz_impl.h"
#include "nhmc/dice.h"
#include "nhmc/grid.h"
#include "nhmc/params.h"

#include <string.h>

#define RNZ_I_EXPECTED  "a number 1..100000 or a range such as 300-350"
#define RNZ_XL_EXPECTED "a number 1..30 or a range such as 1-30"

_Static_assert(NH_RNZ_I_MAX == 100000, "update RNZ_I_EXPECTED");

const struct nh_key rnz_keys[ZK_COUNT] = {
    [ZK_VARIANT] =
        {NH_KEY_TEXT("variant", "3.6.7,xnethack", NULL), .flags = NH_KEY_RUN,
         .help = "variant or list: rne's rule (the vanilla versions and evilhack share one)"},
    [ZK_I] = {NH_KEY_TEXT("i", "350", NULL), .flags = NH_KEY_REQUIRED,
              .missing = "--i is required (e.g. --i 350)",
              .help = "i, 1..100000: a value, a list or a range (300,350)"},
    [ZK_XL] = {NH_KEY_TEXT("xl", "1,30", NULL), .flags = NH_KEY_REQUIRED,
               .missing = "--xl is required (e.g. --xl 1, or --xl 1,30)",
               .help = "XL 1..30: a value, a list or a range (1,30)"},
};

/* A whole number min..max: messages call the item `noun` ("an XL") and a
 * value `label` + value ("XL 31"). */
struct whole_kind {
    long min, max;
    const char *noun, *label, *expected;
};

static int whole_bound(const char *tok, size_t len, const char *item, int *out, char *err,
                       size_t errlen, const struct whole_kind *k)
{
    long v;
    if (!parse_digits(tok, len, &v))
        return nh_fail(err, errlen, "\"%s\" is not %s; expected %s", item, k->noun, k->expected);
    if (v < k->min || v > k->max)
        return nh_fail(err, errlen, "%s%.*s is out of range; expected %s", k->label, (int)len, tok,
                       k->expected);
    *out = (int)v;
    return 0;
}

static int rnz_i_bound(const char *tok, size_t len, const char *item, int *out, char *err,
                       size_t errlen)
{
    static const struct whole_kind k = {1, NH_RNZ_I_MAX, "an rnz argument", "i = ", RNZ_I_EXPECTED};
    return whole_bound(tok, len, item, out, err, errlen, &k);
}

static int rnz_xl_bound(const char *tok, size_t len, const char *item, int *out, char *err,
                        size_t errlen)
{
    static const struct whole_kind k = {1, NH_MAXULEV, "an XL", "XL ", RNZ_XL_EXPECTED};
    return whole_bound(tok, len, item, out, err, errlen, &k);
}

static const struct nh_range_kind rnz_i_range = {"i", "300-350", rnz_i_bound};
static const struct nh_range_kind rnz_xl_range = {"XL", "1-30", rnz_xl_bound};

/* A sorted set of small positive integers being collected from a list. */
struct int_set {
    const struct nh_range_kind *kind;
    int max_values;
    int n;
    int *values;
};

static int set_insert(struct int_set *set, int v)
{
    int k = 0;
    while (k < set->n && set->values[k] < v)
        k++;
    if (k < set->n && set->values[k] == v)
        return 0;
    if (set->n == set->max_values)
        return -1;
    memmove(set->values + k + 1, set->values + k, (size_t)(set->n - k) * sizeof *set->values);
    set->values[k] = v;
    set->n++;
    return 0;
}

static int int_set_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct int_set *set = ctx;
    int lo, hi;
    if (parse_bound_range(item, set->kind, &lo, &hi, err, errlen) != 0)
        return -1;
    for (long v = lo; v <= hi; v++)
        if (set_insert(set, (int)v) != 0)
            return nh_fail(err, errlen, "more than %d values of %s; expected at most %d",
                           set->max_values, set->kind->what, set->max_values);
    return 0;
}

/* A list of values and ranges of `kind` into out (ascending, at most max),
 * their count into *n. */
static int parse_set(const char *text, const struct nh_range_kind *kind, const char *expected,
                     int *out, int max, int *n, char *err, size_t errlen)
{
    struct int_set set = {kind, max, 0, out};
    if (parse_list(text, expected, int_set_item, &set, err, errlen) != 0)
        return -1;
    *n = set.n;
    return 0;
}

int rnz_grid_parse(const char *const *texts, void *grid, int *bad, char *err, size_t errlen)
{
    struct nh_rnz_grid *g = grid;
    *bad = ZK_COUNT;
    g->variant_given = texts[ZK_VARIANT] != NULL;
    if (grid_parse_variants(RNZ_VARIANTS, texts[ZK_VARIANT], g->variant, &g->nvariant, err,
                            errlen) != 0) {
        *bad = ZK_VARIANT;
        return -1;
    }
    if (texts[ZK_I] && parse_set(texts[ZK_I], &rnz_i_range, RNZ_I_EXPECTED, g->i, NH_RNZ_MAX_VALUES,
                                 &g->ni, err, errlen) != 0) {
        *bad = ZK_I;
        return -1;
    }
    if (texts[ZK_XL] && parse_set(texts[ZK_XL], &rnz_xl_range, RNZ_XL_EXPECTED, g->xl, NH_MAXULEV,
                                  &g->nxl, err, errlen) != 0) {
        *bad = ZK_XL;
        return -1;
    }
    return 0;
}

int rnz_case_valid(const struct rnz_case *c)
{
    return c->i >= 1 && c->i <= NH_RNZ_I_MAX && c->xl >= 1 && c->xl <= NH_MAXULEV &&
           (int)c->variant >= 0 && (int)c->variant < NH_VARIANT_COUNT;
}

/* Both branches are monotone in t = (1000 + t0) * k, which runs from 1000
 * (t0 = 0, k = 1) to 1999 * cap: scaling up is smallest (i) at t = 1000 and
 * largest at the top, scaling down is largest (i) at t = 1000 and smallest at
 * the top.  Truncation keeps monotonicity, so the ends are attained there. */
void rnz_range(const struct rnz_case *c, int32_t *lo, int32_t *hi)
{
    int64_t tmax = 1999 * (int64_t)nh_rne_cap(c->variant, c->xl);
    *lo = (int32_t)((int64_t)c->i * 1000 / tmax);
    *hi = (int32_t)((int64_t)c->i * tmax / 1000);
}
