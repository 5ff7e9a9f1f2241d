/* grid: the cases of a kind's grid and its table's columns (see grid.h). */
#include "nhmc/grid.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>

static int first_paired(int first, int last, unsigned paired)
{
    for (int k = first; k <= last; k++)
        if (paired & (1u << k))
            return k;
    return -1;
}

size_t grid_case_count(const int *n, int first, int last, unsigned paired)
{
    size_t count = 1;
    int fp = first_paired(first, last, paired);
    for (int k = first; k <= last; k++)
        if (!(paired & (1u << k)) || k == fp) {
            if (n[k] > 0 && count > SIZE_MAX / (size_t)n[k])
                return SIZE_MAX; /* saturates: "too many" to every caller */
            count *= (size_t)n[k];
        }
    return count;
}

void grid_case_indices(const int *n, int first, int last, unsigned paired, size_t i, int *idx)
{
    int fp = first_paired(first, last, paired);
    size_t rest = i;
    for (int k = last; k >= first; k--) {
        if ((paired & (1u << k)) && k != fp)
            continue;
        idx[k] = (int)(rest % (size_t)n[k]);
        rest /= (size_t)n[k];
    }
    for (int k = first; k <= last; k++)
        if (paired & (1u << k))
            idx[k] = idx[fp];
}

int grid_check_paired(const struct nh_key *keys, const int *n, const bool *given, int first,
                      int last, unsigned paired, int role_key, int race_key, char *err,
                      size_t errlen)
{
    int len = -1, head = -1;
    for (int k = first; k <= last; k++) {
        if (!(paired & (1u << k)))
            continue;
        if (!given[k])
            return nh_fail(err, errlen, "%s is paired but not given; expected a %s list",
                           keys[k].name, keys[k].name);
        if (len < 0) {
            len = n[k];
            head = k;
        } else if (n[k] != len) {
            /* role counts role/race pairs unless race is paired too */
            bool pairs = head == role_key && !(race_key >= 0 && (paired & (1u << race_key)));
            return nh_fail(err, errlen,
                           "paired lists must be equally long; %s has %d %s%s, %s has %d",
                           keys[head].name, len, pairs ? "role/race pair" : "value",
                           len == 1 ? "" : "s", keys[k].name, n[k]);
        }
    }
    return 0;
}

int grid_too_many(size_t n, int max, char *err, size_t errlen)
{
    if (n == SIZE_MAX) /* grid_case_count saturated */
        return nh_fail(err, errlen,
                       "more than %zu combinations; expected at most %d (shorter lists, or "
                       "paired)",
                       n, max);
    return nh_fail(err, errlen, "%zu combinations; expected at most %d (shorter lists, or paired)",
                   n, max);
}

int grid_columns(const char *const *all_names, const char *const *all_labels, const int *cols,
                 int n, unsigned numeric_cols, const char **names, const char **labels,
                 unsigned *numeric)
{
    *numeric = 0;
    for (int i = 0; i < n; i++) {
        int c = cols ? cols[i] : i;
        names[i] = all_names[c];
        labels[i] = all_labels[c];
        if (numeric_cols & (1u << c))
            *numeric |= 1u << i;
    }
    return n;
}

void grid_row_texts(const struct nh_grid_cell *cell, const int *cols, int n,
                    char text[][NH_GRID_TEXT])
{
    for (int i = 0; i < n; i++) {
        const struct nh_grid_cell *c = &cell[cols ? cols[i] : i];
        if (c->s)
            snprintf(text[i], NH_GRID_TEXT, "%s", c->s);
        else
            snprintf(text[i], NH_GRID_TEXT, "%lld", c->d);
    }
}

static void note_add(struct nh_grid_note *t, const char *sep, const char *fmt, va_list ap)
{
    if (t->used < t->len && *sep)
        t->used += (size_t)snprintf(t->buf + t->used, t->len - t->used, "%s", sep);
    if (t->used < t->len)
        t->used += (size_t)vsnprintf(t->buf + t->used, t->len - t->used, fmt, ap);
}

void grid_note_add(struct nh_grid_note *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    note_add(t, "", fmt, ap);
    va_end(ap);
}

void grid_note_part(struct nh_grid_note *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    note_add(t, t->used ? "; " : "", fmt, ap);
    va_end(ap);
}
