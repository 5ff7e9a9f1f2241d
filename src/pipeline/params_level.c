/* params_level: parse lists of Con values and XL stages (see params.h). */
#include "nhmc/params.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#define CON_EXPECTED "a number 3..25, a range such as 3-25, or \"rolled\""
#define XL_EXPECTED  "a number 1..30, a range such as 1-30, or 30+K (K = 1..1000 gains at XL 30)"

_Static_assert(NH_MAX_XL30_GAINS == 1000, "update XL_EXPECTED");

static int con_bound(const char *tok, size_t len, const char *item, int *out, char *err,
                     size_t errlen)
{
    long v;
    if (!parse_digits(tok, len, &v))
        return nh_fail(err, errlen, "\"%s\" is not a Con value; expected %s", item, CON_EXPECTED);
    if (v < NH_CON_MIN || v > NH_CON_MAX)
        return nh_fail(err, errlen, "Con %.*s is out of range; expected %d..%d or \"rolled\"",
                       (int)len, tok, NH_CON_MIN, NH_CON_MAX);
    *out = (int)v;
    return 0;
}

static const struct nh_range_kind con_range = {"Con", "3-25", con_bound};

struct con_set {
    bool value[NH_CON_MAX + 1];
    bool rolled;
};

static int con_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct con_set *set = ctx;
    int lo, hi;
    if (strcasecmp(item, "rolled") == 0) {
        set->rolled = true;
        return 0;
    }
    if (parse_bound_range(item, &con_range, &lo, &hi, err, errlen) != 0)
        return -1;
    for (int c = lo; c <= hi; c++)
        set->value[c] = true;
    return 0;
}

int parse_cons(const char *text, struct nh_hero_grid *g, char *err, size_t errlen)
{
    struct con_set set = {{false}, false};
    if (parse_list(text, CON_EXPECTED, con_item, &set, err, errlen) != 0)
        return -1;
    g->ncon = 0;
    for (int c = NH_CON_MIN; c <= NH_CON_MAX; c++)
        if (set.value[c])
            g->con[g->ncon++] = c;
    if (set.rolled)
        g->con[g->ncon++] = NH_CON_ROLLED;
    return 0;
}

/* "14" is stage 13 (gains after creation); "30+K" is stage 29+K. */
static int xl_bound(const char *tok, size_t len, const char *item, int *out, char *err,
                    size_t errlen)
{
    const char *plus = memchr(tok, '+', len);
    size_t base_len = plus ? (size_t)(plus - tok) : len;
    long xl, gains = 0;
    if (!parse_digits(tok, base_len, &xl) ||
        (plus && !parse_digits(plus + 1, len - base_len - 1, &gains)))
        return nh_fail(err, errlen, "\"%s\" is not an XL; expected %s", item, XL_EXPECTED);
    if (plus && xl != NH_MAXULEV)
        return nh_fail(err, errlen, "XL %.*s: only XL 30 takes further gains; expected %s",
                       (int)len, tok, XL_EXPECTED);
    if (xl < 1 || xl > NH_MAXULEV || (plus && (gains < 1 || gains > NH_MAX_XL30_GAINS)))
        return nh_fail(err, errlen, "XL %.*s is out of range; expected %s", (int)len, tok,
                       XL_EXPECTED);
    *out = (int)(xl - 1 + gains);
    return 0;
}

static const struct nh_range_kind xl_range = {"XL", "1-30", xl_bound};

static int xl_item(const char *item, void *ctx, char *err, size_t errlen)
{
    bool *seen = ctx;
    int lo, hi;
    if (parse_bound_range(item, &xl_range, &lo, &hi, err, errlen) != 0)
        return -1;
    for (int s = lo; s <= hi; s++)
        seen[s] = true;
    return 0;
}

int parse_xls(const char *text, struct nh_hero_grid *g, char *err, size_t errlen)
{
    bool seen[NH_MAX_STAGES] = {false};
    if (parse_list(text, XL_EXPECTED, xl_item, seen, err, errlen) != 0)
        return -1;
    g->nstages = 0;
    for (int s = 0; s < NH_MAX_STAGES; s++)
        if (seen[s])
            g->stages[g->nstages++] = s;
    return 0;
}

void stage_text(int stage, char *buf, size_t len)
{
    if (stage < NH_MAXULEV)
        snprintf(buf, len, "%d", stage + 1);
    else
        snprintf(buf, len, "%d+%d", NH_MAXULEV, stage - (NH_MAXULEV - 1));
}
