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

#include "pipeline/params_text.h"

#define METHOD_EXPECTED "auto, exact or montecarlo (mc)"

int nh_fail(char *err, size_t errlen, const char *fmt, ...)
{
    if (err && errlen > 0) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, errlen, fmt, ap);
        va_end(ap);
    }
    return -1;
}

/* ---- text helpers ---- */

/* The text without surrounding white space, as a start and a length. */
const char *nh_trim(const char *text, size_t len, size_t *out_len)
{
    while (len > 0 && isspace((unsigned char)*text)) {
        text++;
        len--;
    }
    while (len > 0 && isspace((unsigned char)text[len - 1]))
        len--;
    *out_len = len;
    return text;
}

/* Copy the trimmed text into buf; returns its length, or (size_t)-1 if it does
 * not fit. */
size_t nh_copy_trimmed(const char *text, size_t len, char *buf, size_t size)
{
    size_t n;
    const char *t = nh_trim(text, len, &n);
    if (n >= size)
        return (size_t)-1;
    memcpy(buf, t, n);
    buf[n] = '\0';
    return n;
}

bool nh_is_blank(const char *text)
{
    size_t n;
    nh_trim(text, strlen(text), &n);
    return n == 0;
}

/* The whole value, trimmed, equals word (any case). */
bool nh_is_word(const char *text, const char *word)
{
    size_t n;
    const char *t = nh_trim(text, strlen(text), &n);
    return n == strlen(word) && strncasecmp(t, word, n) == 0;
}

/* Digits only, no sign (params.h). */
bool parse_digits(const char *s, size_t len, long *out)
{
    long v = 0;
    if (len == 0)
        return false;
    for (size_t i = 0; i < len; i++) {
        if (!isdigit((unsigned char)s[i]))
            return false;
        if (v < 1000000000L)
            v = v * 10 + (s[i] - '0');
    }
    *out = v;
    return true;
}

/* ---- comma-separated lists ---- */

/* Empty items ("Val,,Sam", a trailing comma) are errors: they are almost
 * always typos. */
int parse_list(const char *text, const char *expected, nh_list_item_fn each_item, void *ctx,
               char *err, size_t errlen)
{
    if (nh_is_blank(text))
        return nh_fail(err, errlen, "no value given; expected %s", expected);
    const char *p = text;
    for (;;) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        char item[NH_ITEM_MAX];
        size_t n = nh_copy_trimmed(p, len, item, sizeof item);
        if (n == 0)
            return nh_fail(err, errlen, "empty item in \"%s\"; expected %s, separated by commas",
                           text, expected);
        if (n == (size_t)-1)
            return nh_fail(err, errlen, "item \"%.40s...\" is too long; expected %s",
                           nh_trim(p, len, &n), expected);
        if (each_item(item, ctx, err, errlen) != 0)
            return -1;
        if (!comma)
            return 0;
        p = comma + 1;
    }
}

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

struct name_list {
    const char *const *names;
    int n;
    const char *what;
    int *out;
    int count;
    unsigned seen;
};

static int name_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct name_list *nl = ctx;
    char expected[256] = "";
    for (int k = 0; k < nl->n; k++) {
        if (strcasecmp(item, nl->names[k]) != 0)
            continue;
        if (nl->seen & (1u << k))
            return nh_fail(err, errlen, "%s is named twice; expected each once", nl->names[k]);
        nl->seen |= 1u << k;
        nl->out[nl->count++] = k;
        return 0;
    }
    for (int k = 0; k < nl->n; k++) {
        strcat(expected, k ? (k + 1 < nl->n ? ", " : " or ") : "");
        strncat(expected, nl->names[k], sizeof expected - strlen(expected) - 8);
    }
    return nh_fail(err, errlen, "\"%s\" is not %s; expected %s, separated by commas", item,
                   nl->what, expected);
}

int parse_name_list(const char *text, const char *const *names, int n, const char *what, int *out,
                    char *err, size_t errlen)
{
    struct name_list nl = {names, n, what, out, 0, 0u};
    if (parse_list(text, "names separated by commas", name_item, &nl, err, errlen) != 0)
        return -1;
    return nl.count;
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
