/* text_list: the text helpers and comma lists every parser shares
 * (text_list.h): trimming, whole numbers, a list's items, a list of names
 * out of a table.  Nothing here knows of NetHack. */
#include "nhmc/text_list.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

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

int nh_split_words(const char *text, const char **at, size_t *len, int max)
{
    int n = 0;
    for (const char *p = text; *p;) {
        while (isspace((unsigned char)*p))
            p++;
        if (!*p)
            break;
        if (n == max)
            return -1;
        at[n] = p;
        while (*p && !isspace((unsigned char)*p))
            p++;
        len[n] = (size_t)(p - at[n]);
        n++;
    }
    return n;
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
