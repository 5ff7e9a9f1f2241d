/* grid_lists: read a kind's list keys (see grid.h).  Messages say what is
 * wrong and what was expected; the caller adds the file and line, or the
 * option. */
#include "nhmc/grid.h"

#include <ctype.h>
#include <string.h>
#include <strings.h>

const struct nh_grid_word *grid_word_find(const struct nh_grid_word *words, const char *text)
{
    size_t len = strlen(text);
    for (const struct nh_grid_word *w = words; w && w->name; w++)
        for (const char *p = w->name; *p; p += *p == '|') {
            size_t n = strcspn(p, "|");
            if (n == len && strncasecmp(p, text, n) == 0)
                return w;
            p += n;
        }
    return NULL;
}

bool grid_digits(const char **pp, long *out)
{
    const char *p = *pp;
    if (!isdigit((unsigned char)*p))
        return false;
    long v = 0;
    for (; isdigit((unsigned char)*p); p++)
        v = v < 1000000000L ? v * 10 + (*p - '0') : v;
    *out = v;
    *pp = p;
    return true;
}

/* A whole number with an optional sign at *pp, advancing it.  Values past
 * 1e9 saturate (they are out of every range). */
static bool signed_number(const char **pp, long *out)
{
    const char *p = *pp;
    bool neg = false;
    if (*p == '-' || *p == '+') {
        neg = *p == '-';
        p++;
    }
    long v;
    if (!grid_digits(&p, &v))
        return false;
    *out = neg ? -v : v;
    *pp = p;
    return true;
}

/* An item "A" or "A-B" whose numbers may be negative ("-3", "-3-3",
 * "-10--5").  Returns as parse_whole_range: 0; -1 not such an item, -2
 * backwards, -3 out of min..max. */
static int signed_range(const char *item, long min, long max, long *lo, long *hi)
{
    const char *p = item;
    long a, b;
    if (!signed_number(&p, &a))
        return -1;
    b = a;
    if (*p == '-') {
        p++;
        if (!signed_number(&p, &b))
            return -1;
    }
    if (*p != '\0')
        return -1;
    if (a > b)
        return -2;
    if (a < min || b > max)
        return -3;
    *lo = a;
    *hi = b;
    return 0;
}

static int room(const struct nh_grid_list *l, long count, char *err, size_t errlen)
{
    int cap = l->key->cap;
    if (count > cap - l->n)
        return nh_fail(err, errlen, "more than %d values; expected at most %d", cap, cap);
    return 0;
}

int grid_list_add(struct nh_grid_list *l, int v, char *err, size_t errlen)
{
    if (l->key->grid & NH_GRID_DISTINCT)
        for (int i = 0; i < l->n; i++)
            if (l->out[i] == v)
                return nh_fail(err, errlen, "a value is listed twice; expected each once");
    if (room(l, 1, err, errlen) != 0)
        return -1;
    l->out[l->n++] = v;
    return 0;
}

int grid_int_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct nh_grid_list *l = ctx;
    const struct nh_key *key = l->key;
    long lo, hi;
    const struct nh_grid_word *w = grid_word_find(key->words, item);
    if (w)
        return grid_list_add(l, w->value, err, errlen);
    int st = key->grid & NH_GRID_NEGATIVE ? signed_range(item, key->lo, key->hi, &lo, &hi)
                                          : parse_whole_range(item, key->lo, key->hi, &lo, &hi);
    if (st == -1)
        return nh_fail(err, errlen, "\"%s\" is not a number; expected %s", item, key->expected);
    if (st == -2)
        return nh_fail(err, errlen, "range \"%s\" is backwards; expected low-high", item);
    if (st == -3)
        return nh_fail(err, errlen, "%s %s is out of range; expected %s",
                       key->label ? key->label : key->name, item, key->expected);
    if (room(l, hi - lo + 1, err, errlen) != 0)
        return -1;
    for (long v = lo; v <= hi; v++)
        if (grid_list_add(l, (int)v, err, errlen) != 0)
            return -1;
    return 0;
}

int grid_missing(const struct nh_key *key, const char *note, char *err, size_t errlen)
{
    return nh_fail(err, errlen, "%s is missing; expected e.g. %s = %s%s", key->name, key->name,
                   key->example, note);
}

/* An item of an NH_GRID_INTS key of names. */
static int names_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct nh_grid_list *l = ctx;
    return grid_names_add(l->key->names, l->key->expected, item, l->out, &l->n, err, errlen);
}

int grid_parse_list(const struct nh_key *key, const char *text, void *grid, char *err,
                    size_t errlen)
{
    struct nh_grid_list l = {key, (int *)((char *)grid + key->offset), 0};
    if (!text) {
        if (key->grid & NH_GRID_REQUIRED)
            return 0;
        l.out[0] = key->fallback;
        return 1;
    }
    int (*item)(const char *, void *, char *, size_t) = key->item    ? key->item
                                                        : key->names ? names_item
                                                                     : grid_int_item;
    if (parse_list(text, key->expected, item, &l, err, errlen) != 0)
        return -1;
    return l.n;
}

int grid_parse_keys(const struct nh_grid_spec *s, int first, int last, const char *const *texts,
                    void *grid, int *bad, char *err, size_t errlen)
{
    int *n = (int *)((char *)grid + s->n_at);
    for (int k = first; k <= last; k++) {
        const struct nh_key *key = &s->keys[k];
        int count;
        if (key->grid & (NH_GRID_INT | NH_GRID_FLAG | NH_GRID_WORD)) {
            if (grid_parse_one(key, texts[k], grid, err, errlen) == 0)
                continue;
            *bad = k;
            return -1;
        }
        if (key->grid & NH_GRID_INTS)
            count = grid_parse_list(key, texts[k], grid, err, errlen);
        else if (key->grid & NH_GRID_VARIANTS)
            count = grid_parse_variants(key->variants, texts[k],
                                        (enum nh_variant *)((char *)grid + key->offset), &n[k], err,
                                        errlen) == 0
                        ? n[k]
                        : -1;
        else if (s->own && k >= s->first && k <= s->last)
            count = s->own(grid, k, texts[k], err, errlen);
        else
            continue;
        if (count == 0 && !texts[k])
            count = grid_missing(key, "", err, errlen);
        if (count < 0) {
            *bad = k;
            return -1;
        }
        n[k] = count;
    }
    return 0;
}

int grid_names_add(const struct nh_grid_names *d, const char *expected, const char *item, int *out,
                   int *n, char *err, size_t errlen)
{
    int v = d->parse(item);
    if (v < 0)
        return nh_fail(err, errlen, "unknown %s \"%s\"; expected %s", d->what, item, expected);
    for (int i = 0; i < *n; i++)
        if (out[i] == v)
            return nh_fail(err, errlen, "%s is listed twice; expected %s",
                           d->name ? d->name(v) : item, d->once);
    out[(*n)++] = v;
    return 0;
}
