/* Shared helpers of the table writers (see common.h). */
#include "common.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>
#include <strings.h>

void w_puts(struct nh_writer *w, const char *s)
{
    if (!w->failed && fputs(s, w->f) == EOF)
        w->failed = 1;
}

void w_putc(struct nh_writer *w, char c)
{
    if (!w->failed && putc((unsigned char)c, w->f) == EOF)
        w->failed = 1;
}

void w_printf(struct nh_writer *w, const char *fmt, ...)
{
    if (w->failed)
        return;
    va_list ap;
    va_start(ap, fmt);
    if (vfprintf(w->f, fmt, ap) < 0)
        w->failed = 1;
    va_end(ap);
}

int w_finish(struct nh_writer *w)
{
    /* Buffered writes fail only when flushed (a full disk, /dev/full), so
     * flush here: the caller learns of the failure from the writer. */
    if (!w->failed && (fflush(w->f) == EOF || ferror(w->f)))
        w->failed = 1;
    return w->failed ? -1 : 0;
}

void format_fixed(char *buf, size_t size, int decimals, double x)
{
    snprintf(buf, size, "%.*f", decimals, x);
    /* A tiny negative value rounds to "-0.00"; print it as "0.00". */
    if (buf[0] == '-' && strspn(buf + 1, "0.") == strlen(buf + 1))
        memmove(buf, buf + 1, strlen(buf));
}

void format_grouped(char *buf, size_t size, unsigned long long v)
{
    char digits[32];
    int ndigits = snprintf(digits, sizeof digits, "%llu", v);
    size_t out = 0;
    for (int i = 0; i < ndigits && out + 1 < size; i++) {
        if (i > 0 && (ndigits - i) % 3 == 0) {
            buf[out++] = ',';
            if (out + 1 >= size)
                break;
        }
        buf[out++] = digits[i];
    }
    if (size > 0)
        buf[out] = '\0';
}

/* Index in nh_summary.q of the quantile at `percent`. */
static int quantile_index(int percent)
{
    for (int k = 0; k < NH_NQUANTILES; k++)
        if (nh_quantile_percent[k] == percent)
            return k;
    return 0; /* not reached: callers ask only for listed levels */
}

void format_stat(char *buf, size_t size, const struct nh_summary *s, enum nh_stat stat,
                 int decimals)
{
    switch (stat) {
    case NH_STAT_MEAN:
        format_fixed(buf, size, decimals, s->mean);
        break;
    case NH_STAT_SD:
        format_fixed(buf, size, decimals, s->sd);
        break;
    case NH_STAT_CI95_HALF:
        format_fixed(buf, size, decimals, (s->ci95_hi - s->ci95_lo) / 2);
        break;
    case NH_STAT_MIN:
        snprintf(buf, size, "%ld", (long)s->min);
        break;
    case NH_STAT_P05:
        snprintf(buf, size, "%ld", (long)s->q[quantile_index(5)]);
        break;
    case NH_STAT_P50:
        snprintf(buf, size, "%ld", (long)s->q[quantile_index(50)]);
        break;
    case NH_STAT_P95:
        snprintf(buf, size, "%ld", (long)s->q[quantile_index(95)]);
        break;
    case NH_STAT_MAX:
        snprintf(buf, size, "%ld", (long)s->max);
        break;
    }
}

int table_decimals(const struct nh_table *t)
{
    if (t->decimals <= 0)
        return NH_DEFAULT_DECIMALS;
    /* a double has no more than 17 significant digits to show; the cap
     * also keeps every cell within NH_CELL_SIZE */
    return t->decimals < NH_MAX_DECIMALS ? t->decimals : NH_MAX_DECIMALS;
}

int grid_is_numeric(const struct nh_table *t, int i)
{
    return i < (int)(sizeof t->grid_numeric * 8) && ((t->grid_numeric >> i) & 1u);
}

int stat_parse(const char *name, enum nh_stat *out)
{
    static const struct {
        const char *name;
        enum nh_stat stat;
    } stats[] = {{"mean", NH_STAT_MEAN}, {"sd", NH_STAT_SD},      {"min", NH_STAT_MIN},
                 {"p05", NH_STAT_P05},   {"median", NH_STAT_P50}, {"p95", NH_STAT_P95},
                 {"max", NH_STAT_MAX}};
    for (size_t i = 0; i < sizeof stats / sizeof stats[0]; i++)
        if (strcasecmp(name, stats[i].name) == 0) {
            *out = stats[i].stat;
            return 0;
        }
    return -1;
}

bool output_stat_known(const char *name)
{
    enum nh_stat stat;
    return stat_parse(name, &stat) == 0;
}

const char *grid_label(const struct nh_table *t, int i)
{
    return t->grid_labels[i] ? t->grid_labels[i] : t->grid_names[i];
}

int value_table_check(const struct nh_table *t)
{
    bool ok = t->nvalues >= 0 && t->nvalues <= NH_MAX_VALUES &&
              (t->nvalues == 0 || t->value_names != NULL);
    for (int k = 0; ok && k < t->nvalues; k++)
        ok = t->value_names[k] != NULL;
    for (size_t r = 0; ok && t->nvalues > 0 && r < t->nrows; r++)
        ok = t->rows[r].values != NULL;
    if (!ok)
        errno = EINVAL;
    return ok ? 0 : -1;
}

int value_column_index(const struct nh_table *t, const char *name)
{
    for (const char *const(*a)[2] = t->value_aliases; a && (*a)[0]; a++)
        if (strcasecmp(name, (*a)[0]) == 0) {
            name = (*a)[1];
            break;
        }
    for (int k = 0; k < t->nvalues; k++)
        if (t->value_names[k] && strcasecmp(name, t->value_names[k]) == 0)
            return k;
    return -1;
}

bool output_value_column_known(const char *const *names, int n, const char *name)
{
    struct nh_table t = {.nvalues = n, .value_names = names};
    return names && name && value_column_index(&t, name) >= 0;
}

const char *value_label(const struct nh_table *t, int k)
{
    return t->value_labels && t->value_labels[k] ? t->value_labels[k] : t->value_names[k];
}

/* A probability column: named p_... or labelled P(...). */
static bool value_is_probability(const struct nh_table *t, int k)
{
    return strncmp(t->value_names[k], "p_", 2) == 0 || strncmp(value_label(t, k), "P(", 2) == 0;
}

int wiki_value_decimals(const struct nh_table *t, int k)
{
    /* The wiki shows probabilities to 3 decimals, percentiles to 1 and
     * means to at most 2; more would be noise to a reader (the CSV keeps
     * them all). */
    const char *name = t->value_names[k];
    size_t len = strlen(name), plen = strlen("percentile");
    int most = value_is_probability(t, k) ? WIKI_PROB_DECIMALS : WIKI_DECIMALS;
    if (len >= plen && strcmp(name + len - plen, "percentile") == 0)
        most = 1;
    if (!t->value_decimals)
        return most;
    if (t->value_decimals[k] < 0)
        return -1;
    return t->value_decimals[k] < most ? t->value_decimals[k] : most;
}

const char *format_wiki_probability(char *buf, size_t size, int decimals, double p)
{
    /* An exact 0 or 1 may come out of a sum a hair off; anything farther
     * from them is a chance, which a rounded 0 or 1 would deny. */
    const double exact = 1e-12;
    double half = 0.5 * pow(10.0, -decimals);
    if (p > exact && p < half)
        snprintf(buf, size, "<%.*f", decimals, 2 * half);
    else if (p < 1 - exact && p >= 1 - half)
        snprintf(buf, size, ">%.*f", decimals, 1 - 2 * half);
    else
        format_fixed(buf, size, decimals, p);
    return buf;
}

/* Decimals of value column k where it is shown; negative: an integer. */
static int value_decimals(const struct nh_table *t, int k, enum nh_value_use use)
{
    int d;
    if (use == NH_VALUE_WIKI)
        return wiki_value_decimals(t, k);
    if (!t->value_decimals)
        d = table_decimals(t);
    else if (t->value_decimals[k] < 0)
        return -1;
    else
        d = t->value_decimals[k] < NH_MAX_DECIMALS ? t->value_decimals[k] : NH_MAX_DECIMALS;
    return use != NH_VALUE_CSV && d > NH_SHORT_DECIMALS ? NH_SHORT_DECIMALS : d;
}

const char *format_value(char *buf, size_t size, const struct nh_table *t, const struct nh_row *row,
                         int k, enum nh_value_use use)
{
    double x = row->values[k];
    if (isnan(x)) {
        bool named = !t->missing_mask || (k < 64 && (t->missing_mask >> k & 1u));
        return named && t->missing_text ? t->missing_text : "";
    }
    int d = value_decimals(t, k, use);
    if (use == NH_VALUE_WIKI && value_is_probability(t, k))
        return format_wiki_probability(buf, size, d, x);
    format_fixed(buf, size, d < 0 ? 0 : d, x);
    return buf;
}
