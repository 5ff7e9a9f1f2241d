/* params: the generic value parsers shared by scenario files and the
 * command line (comma lists, whole numbers and ranges, names, on/off, the
 * method).  Every message names the bad text and says what was expected;
 * the caller adds the location (file and line, or option). */
#include "nhmc/params.h"

#include "nhmc/heroes.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "nhmc/text_list.h"

#define METHOD_EXPECTED "auto, exact or montecarlo (mc)"

/* ---- ranges ---- */

/* An item "A" or "A-B" (A <= B) of bounds. */
int parse_bound_range(const char *item, const struct nh_range_kind *kind, int *lo, int *hi,
                      char *err, size_t errlen)
{
    nh_bound_fn bound = kind->bound;
    const char *dash = strchr(item, '-');
    size_t n1, n2;
    if (!dash) {
        if (bound(item, strlen(item), item, lo, err, errlen) != 0)
            return -1;
        *hi = *lo;
        return 0;
    }
    const char *a = nh_trim(item, (size_t)(dash - item), &n1);
    const char *b = nh_trim(dash + 1, strlen(dash + 1), &n2);
    if (bound(a, n1, item, lo, err, errlen) != 0 || bound(b, n2, item, hi, err, errlen) != 0)
        return -1;
    if (*lo > *hi)
        return nh_fail(err, errlen, "%s range \"%s\" is backwards; expected low-high, such as %s",
                       kind->what, item, kind->example);
    return 0;
}

int parse_whole_range(const char *item, long min, long max, long *lo, long *hi)
{
    size_t n1, n2;
    const char *dash = strchr(item, '-');
    const char *a = nh_trim(item, dash ? (size_t)(dash - item) : strlen(item), &n1);
    if (!parse_digits(a, n1, lo))
        return -1;
    *hi = *lo;
    if (dash) {
        const char *b = nh_trim(dash + 1, strlen(dash + 1), &n2);
        if (!parse_digits(b, n2, hi))
            return -1;
    }
    if (*lo > *hi)
        return -2;
    if (*lo < min || *hi > max)
        return -3;
    return 0;
}

int parse_method(const char *text, enum nh_method *method, char *err, size_t errlen)
{
    if (nh_is_word(text, "auto")) {
        *method = NH_METHOD_AUTO;
        return 0;
    }
    if (nh_is_word(text, "exact")) {
        *method = NH_METHOD_EXACT;
        return 0;
    }
    if (nh_is_word(text, "montecarlo") || nh_is_word(text, "monte-carlo") ||
        nh_is_word(text, "mc")) {
        *method = NH_METHOD_MC;
        return 0;
    }
    return nh_fail(err, errlen, "unknown method \"%s\"; expected %s", text, METHOD_EXPECTED);
}

int parse_whole_in(const char *s, long lo, long hi, int *out)
{
    if (!isdigit((unsigned char)s[0]))
        return -1;
    errno = 0;
    char *end;
    long v = strtol(s, &end, 10);
    if (errno || *end || v < lo || v > hi)
        return -1;
    *out = (int)v;
    return 0;
}

int parse_on_off(const char *text, bool *out)
{
    static const char *const on[] = {"on", "yes", "true", "1"};
    static const char *const off[] = {"off", "no", "false", "0"};
    for (int i = 0; i < 4; i++) {
        if (strcasecmp(text, on[i]) == 0) {
            *out = true;
            return 0;
        }
        if (strcasecmp(text, off[i]) == 0) {
            *out = false;
            return 0;
        }
    }
    return -1;
}

int parse_name_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct nh_name_list *l = ctx;
    int v = nh_name_index(l->names, item);
    if (v < 0) {
        char why[256];
        if (!nh_hero_dnh_only(l->names, item, why, sizeof why))
            nh_name_why(l->names, item, why, sizeof why);
        return nh_fail(err, errlen, "%s; expected a %s that nhmc list %ss shows", why,
                       l->names->noun, l->names->noun);
    }
    if (l->n == l->cap)
        return nh_fail(err, errlen, "more than %d values", l->cap);
    l->out[l->n++] = v;
    return 0;
}

int parse_key_item(const char *item, void *ctx, char *err, size_t errlen)
{
    const struct nh_key_set *k = ctx;
    for (int i = 0; i < k->n; i++)
        if (strcasecmp(item, k->names[i]) == 0) {
            if (*k->set & (1u << i))
                return nh_fail(err, errlen, "%s is named twice; expected each key once", item);
            *k->set |= 1u << i;
            return 0;
        }
    return nh_fail(err, errlen, "\"%s\" is not a list key; expected keys such as %s", item,
                   k->examples);
}
