/* grid: the cases of a kind's grid and its table's columns (see grid.h). */
#include "nhmc/grid.h"
#include "nhmc/heroes.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* The grid's counts, given keys and paired bits (NH_GRID_SPEC_OF). */
static const int *counts(const struct nh_grid_spec *s, const void *grid)
{
    return (const int *)((const char *)grid + s->n_at);
}

static unsigned paired_bits(const struct nh_grid_spec *s, const void *grid)
{
    return *(const unsigned *)((const char *)grid + s->paired_at);
}

int grid_parse_start(const struct nh_grid_spec *s, const char *const *texts, void *grid, int *bad,
                     char *err, size_t errlen)
{
    memset(grid, 0, s->size);
    *bad = s->nkeys;
    grid_given(texts, s->nkeys, (bool *)((char *)grid + s->given_at));
    if (s->paired_examples &&
        grid_parse_paired(s->keys, s->first, s->last, texts[s->paired_key], s->paired_examples,
                          (unsigned *)((char *)grid + s->paired_at), err, errlen) != 0) {
        *bad = s->paired_key;
        return -1;
    }
    return 0;
}

size_t grid_count(const struct nh_grid_spec *s, const void *grid)
{
    if (s->count)
        return s->count(grid);
    return grid_case_count(counts(s, grid), s->first, s->last, paired_bits(s, grid));
}

void grid_indices(const struct nh_grid_spec *s, const void *grid, size_t i, int *idx)
{
    grid_case_indices(counts(s, grid), s->first, s->last, paired_bits(s, grid), i, idx);
}

void grid_case_fill(const struct nh_grid_spec *s, const void *grid, size_t i, int *idx, void *c)
{
    grid_indices(s, grid, i, idx);
    for (int k = s->first; k <= s->last; k++) {
        const struct nh_key *key = &s->keys[k];
        if (!key->case_size)
            continue;
        int v = ((const int *)((const char *)grid + key->offset))[idx[k]];
        char *at = (char *)c + key->case_at;
        if (key->case_size == sizeof(bool))
            *(bool *)at = v != 0;
        else if (key->case_size == sizeof(int))
            *(int *)at = v;
        else if (key->case_size == sizeof(int64_t))
            *(int64_t *)at = v;
    }
}

int grid_bad(int *bad, int k)
{
    *bad = k;
    return -1;
}

int grid_fail(int *bad, int k, char *err, size_t errlen, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    if (err && errlen > 0)
        vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
    return grid_bad(bad, k);
}

int grid_case_checked(const struct nh_grid_spec *s, const void *grid, size_t i, void *c, char *err,
                      size_t errlen)
{
    int bad;
    return s->checked ? s->checked(grid, i, c, &bad, err, errlen) : 0;
}

int grid_parse_finish(const struct nh_grid_spec *s, const void *grid, int *bad, char *err,
                      size_t errlen)
{
    const bool *given = (const bool *)((const char *)grid + s->given_at);
    if (s->paired_key >= 0 &&
        grid_check_paired(s->keys, counts(s, grid), given, s->first, s->last, paired_bits(s, grid),
                          s->role_key, s->race_key, err, errlen) != 0) {
        *bad = s->paired_key;
        return -1;
    }
    *bad = s->nkeys;
    size_t n = grid_count(s, grid);
    if (n > (size_t)s->max_cases)
        return grid_too_many(n, s->max_cases, err, errlen);
    void *c = s->checked ? malloc(s->case_size) : NULL;
    if (s->checked && !c)
        return nh_fail(err, errlen, "out of memory checking %zu cases", n);
    int st = 0;
    for (size_t i = 0; c && i < n && st == 0; i++)
        st = s->checked(grid, i, c, bad, err, errlen);
    free(c);
    if (st == 0)
        *bad = s->nkeys;
    return st;
}

int grid_columns(const struct nh_kind_columns *all, unsigned shown, unsigned numeric_cols,
                 const char **names, const char **labels, unsigned *numeric)
{
    int n = 0;
    *numeric = 0;
    for (int c = 0; c < all->n; c++) {
        if (!(shown & (1u << c)))
            continue;
        names[n] = all->names[c];
        labels[n] = all->labels[c];
        if (numeric_cols & (1u << c))
            *numeric |= 1u << n;
        n++;
    }
    return n;
}

void grid_hero_cells(struct nh_grid_cell *cell, enum nh_variant v, int role, int race)
{
    const struct nh_hero_table *h = nh_heroes(v);
    cell[0] = (struct nh_grid_cell){variant_name(v), 0};
    cell[1] = (struct nh_grid_cell){role >= 0 ? h->roles[role].abbr : "-", 0};
    cell[2] = (struct nh_grid_cell){race >= 0 ? h->races[race].abbr : "-", 0};
}

int grid_row_texts(const struct nh_grid_cell *cell, int ncells, unsigned shown,
                   char text[][NH_GRID_TEXT])
{
    int n = 0;
    for (int c = 0; c < ncells; c++) {
        if (!(shown & (1u << c)))
            continue;
        if (cell[c].s)
            snprintf(text[n++], NH_GRID_TEXT, "%s", cell[c].s);
        else
            snprintf(text[n++], NH_GRID_TEXT, "%lld", cell[c].d);
    }
    return n;
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

void grid_note_switches(struct nh_grid_note *t, const struct nh_grid_note_switch *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (s[i].on)
            grid_note_part(t, "%s", s[i].text);
}
