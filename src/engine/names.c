/* names: match a user's text against a table of names (see names.h). */
#include "nhmc/names.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

/* Longest text or form the distance looks at; longer ones are cut. */
#define DIST_MAX 127
/* Closest names a message shows; entries an ambiguous prefix lists. */
#define SUGGESTED 3
#define LISTED    5

static int lower(int c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

static bool same_ci(const char *a, const char *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (lower((unsigned char)a[i]) != lower((unsigned char)b[i]))
            return false;
    return true;
}

static bool is_form(const char *text, size_t tl, const char *f, size_t fl)
{
    return tl == fl && same_ci(text, f, tl);
}

static bool starts_form(const char *text, size_t tl, const char *f, size_t fl)
{
    return tl <= fl && same_ci(text, f, tl);
}

/* Whether some form of entry i passes test. */
static bool any_form(const struct nh_names *t, int i, const char *text,
                     bool (*test)(const char *, size_t, const char *, size_t))
{
    size_t tl = strlen(text), fl;
    const char *f;
    for (int k = 0; (f = t->form(t->ctx, i, k, &fl)) != NULL; k++)
        if (test(text, tl, f, fl))
            return true;
    return false;
}

int nh_name_starting(const struct nh_names *t, const char *text, int *out, int max)
{
    int n = 0;
    for (int i = 0; i < t->count; i++)
        if (any_form(t, i, text, starts_form)) {
            if (n < max)
                out[n] = i;
            n++;
        }
    return n;
}

enum nh_name_match nh_name_find(const struct nh_names *t, const char *text, int *entry)
{
    if (!text || !*text)
        return NH_NAME_UNKNOWN;
    for (int i = 0; i < t->count; i++)
        if (any_form(t, i, text, is_form)) {
            *entry = i;
            return NH_NAME_FOUND;
        }
    if (!t->prefixes)
        return NH_NAME_UNKNOWN;
    int first = -1, n = nh_name_starting(t, text, &first, 1);
    if (n == 1)
        *entry = first;
    return n == 1 ? NH_NAME_FOUND : n ? NH_NAME_AMBIGUOUS : NH_NAME_UNKNOWN;
}

int nh_name_index(const struct nh_names *t, const char *text)
{
    int i = -1;
    return nh_name_find(t, text, &i) == NH_NAME_FOUND ? i : -1;
}

int nh_name_distance(const char *a, size_t la, const char *b, size_t lb)
{
    /* three rows of the optimal string alignment table */
    int rows[3][DIST_MAX + 1];
    int *prev2 = rows[0], *prev = rows[1], *cur = rows[2];
    la = la > DIST_MAX ? DIST_MAX : la;
    lb = lb > DIST_MAX ? DIST_MAX : lb;
    for (size_t j = 0; j <= lb; j++)
        prev[j] = (int)j;
    for (size_t i = 1; i <= la; i++) {
        cur[0] = (int)i;
        for (size_t j = 1; j <= lb; j++) {
            int ca = lower((unsigned char)a[i - 1]), cb = lower((unsigned char)b[j - 1]);
            int best = prev[j - 1] + (ca != cb);
            if (prev[j] + 1 < best)
                best = prev[j] + 1;
            if (cur[j - 1] + 1 < best)
                best = cur[j - 1] + 1;
            if (i > 1 && j > 1 && ca == lower((unsigned char)b[j - 2]) &&
                lower((unsigned char)a[i - 2]) == cb && prev2[j - 2] + 1 < best)
                best = prev2[j - 2] + 1;
            cur[j] = best;
        }
        int *old = prev2;
        prev2 = prev;
        prev = cur;
        cur = old;
    }
    return prev[lb];
}

/* The distance from text to entry i's nearest form, and that form. */
static int nearest_form(const struct nh_names *t, int i, const char *text, int *form)
{
    size_t tl = strlen(text), fl;
    const char *f;
    int best = -1;
    for (int k = 0; (f = t->form(t->ctx, i, k, &fl)) != NULL; k++) {
        int d = nh_name_distance(text, tl, f, fl);
        if (best < 0 || d < best) {
            best = d;
            *form = k;
        }
    }
    return best;
}

int nh_name_suggest(const struct nh_names *t, const char *text, int *out, int max)
{
    int n = 0, form;
    /* repeated selection keeps this free of allocation: tables are small */
    int last_d = -1, last_i = -1;
    while (n < max) {
        int pick = -1, pick_d = 0;
        for (int i = 0; i < t->count; i++) {
            int d = nearest_form(t, i, text, &form);
            bool after = d > last_d || (d == last_d && i > last_i);
            if (after && (pick < 0 || d < pick_d)) {
                pick = i;
                pick_d = d;
            }
        }
        if (pick < 0)
            break;
        out[n++] = last_i = pick;
        last_d = pick_d;
    }
    return n;
}

/* How entry i is shown when text was near or a prefix of its form k: that
 * form when it is a name (Priestess, 3.7), the entry's name for an
 * abbreviation of three letters or less (Val). */
static void shown_name(const struct nh_names *t, int i, int k, char *buf, size_t len)
{
    size_t fl;
    const char *f = t->form(t->ctx, i, k, &fl);
    bool abbreviation = f && fl <= 3;
    for (size_t c = 0; abbreviation && c < fl; c++)
        abbreviation = (f[c] >= 'a' && f[c] <= 'z') || (f[c] >= 'A' && f[c] <= 'Z');
    if (!f || abbreviation)
        f = t->form(t->ctx, i, 0, &fl);
    snprintf(buf, len, "%.*s", (int)fl, f);
}

/* "A", "A or B", "A, B or C" (then ", ..." when more were left out). */
static void list_entries(const struct nh_names *t, const int *idx, const int *forms, int n,
                         bool more, char *buf, size_t len)
{
    size_t used = strlen(buf);
    for (int i = 0; i < n && used + 1 < len; i++) {
        char name[DIST_MAX + 1];
        shown_name(t, idx[i], forms[i], name, sizeof name);
        const char *sep = i == 0 ? "" : (i == n - 1 && !more) ? " or " : ", ";
        int w = snprintf(buf + used, len - used, "%s%s", sep, name);
        used = w < 0 || (size_t)w >= len - used ? len - 1 : used + (size_t)w;
    }
    if (more && used + 6 < len)
        strcat(buf, ", ...");
}

int nh_name_nearness(const struct nh_names *t, const char *text)
{
    int best, form;
    return nh_name_suggest(t, text, &best, 1) == 1 ? nearest_form(t, best, text, &form) : -1;
}

void nh_name_closest(const struct nh_names *t, const char *text, char *buf, size_t len)
{
    int idx[SUGGESTED], forms[SUGGESTED];
    int n = nh_name_suggest(t, text, idx, SUGGESTED), best = -1, shown = 0;
    if (len)
        buf[0] = '\0';
    /* only the nearest: a typo's one intended name, not three guesses */
    for (int i = 0; i < n; i++) {
        int d = nearest_form(t, idx[i], text, &forms[shown]);
        if (best >= 0 && d > best)
            break;
        best = d;
        idx[shown++] = idx[i];
    }
    list_entries(t, idx, forms, shown, false, buf, len);
}

void nh_name_why(const struct nh_names *t, const char *text, char *buf, size_t len)
{
    int entry;
    if (len == 0)
        return;
    if (nh_name_find(t, text, &entry) == NH_NAME_AMBIGUOUS) {
        int idx[LISTED], forms[LISTED];
        int n = nh_name_starting(t, text, idx, LISTED), shown = n < LISTED ? n : LISTED;
        size_t tl = strlen(text), fl;
        for (int i = 0; i < shown; i++) {
            const char *f;
            forms[i] = 0;
            for (int k = 0; (f = t->form(t->ctx, idx[i], k, &fl)) != NULL; k++)
                if (starts_form(text, tl, f, fl)) {
                    forms[i] = k;
                    break;
                }
        }
        snprintf(buf, len, "%s \"%s\" is ambiguous (", t->noun, text);
        list_entries(t, idx, forms, shown, n > shown, buf, len);
        if (strlen(buf) + 2 <= len)
            strcat(buf, ")");
        return;
    }
    char closest[256];
    nh_name_closest(t, text, closest, sizeof closest);
    snprintf(buf, len, "unknown %s \"%s\"%s%s%s", t->noun, text, *closest ? " (did you mean " : "",
             closest, *closest ? "?)" : "");
}

int nh_word_lookup(const char *text, const char *const *names, int n,
                   const struct nh_word_value *aliases)
{
    for (int i = 0; i < n; i++)
        if (strcasecmp(text, names[i]) == 0)
            return i;
    for (const struct nh_word_value *a = aliases; a && a->word; a++)
        if (strcasecmp(text, a->word) == 0)
            return a->value;
    return -1;
}

int nh_word_prefix(const char *text, const char *const *names, int n,
                   const struct nh_word_value *aliases)
{
    int found = nh_word_lookup(text, names, n, aliases);
    size_t len = strlen(text);
    for (int i = 0; found < 0 && len > 0 && i < n; i++)
        if (strncasecmp(text, names[i], len) == 0) {
            for (int j = i + 1; j < n; j++)
                if (strncasecmp(text, names[j], len) == 0)
                    return -1; /* ambiguous */
            found = i;
        }
    return found;
}
