/* params_number: parse trial counts, seeds and thread counts (see
 * params.h). */
#include "nhmc/params.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "nhmc/text_list.h"

/* Trial counts above this are refused (a run that long is a typo). */
#define TRIALS_MAX      1000000000000ULL
#define THREADS_MAX     1024
#define TRIALS_EXPECTED "a whole number of trials from 1 to 1e12, such as 1000000, 1e6 or 1_000_000"
#define SEED_EXPECTED   "an unsigned 64-bit integer, decimal (42) or hex (0x2a)"

/* A decimal number written as digits with optional '_' between digits, an
 * optional fraction and an optional exponent ("2.5e5"), as its significant
 * digits and a power of ten.  Returns false if it is not such a number. */
struct decimal {
    char digits[NH_ITEM_MAX]; /* without leading zeros */
    int ndigits;
    long exp10;
};

static bool take_digits(const char **p, struct decimal *d, long *nfrac, bool fraction)
{
    bool any = false;
    for (const char *s = *p;; s++) {
        if (*s == '_' && any && isdigit((unsigned char)s[1]))
            continue;
        if (!isdigit((unsigned char)*s)) {
            *p = s;
            return any;
        }
        any = true;
        if (d->ndigits == 0 && *s == '0') {
            if (fraction)
                (*nfrac)++;
            continue;
        }
        if (d->ndigits >= (int)sizeof d->digits)
            return false;
        d->digits[d->ndigits++] = *s;
        if (fraction)
            (*nfrac)++;
    }
}

static bool parse_decimal(const char *s, struct decimal *d)
{
    long nfrac = 0, exp = 0;
    bool negative_exp = false;
    *d = (struct decimal){{0}, 0, 0};
    bool mantissa = take_digits(&s, d, &nfrac, false);
    if (*s == '.') {
        s++;
        bool fraction = take_digits(&s, d, &nfrac, true);
        mantissa = mantissa || fraction;
    }
    if (!mantissa)
        return false;
    if (*s == 'e' || *s == 'E') {
        s++;
        if (*s == '+' || *s == '-')
            negative_exp = *s++ == '-';
        if (!isdigit((unsigned char)*s))
            return false;
        for (; isdigit((unsigned char)*s); s++)
            if (exp < 100000)
                exp = exp * 10 + (*s - '0');
    }
    d->exp10 = (negative_exp ? -exp : exp) - nfrac;
    return *s == '\0';
}

/* The decimal's value if it is a whole number no larger than max.  Returns 0,
 * 1 if it is not whole, 2 if it is larger than max. */
static int decimal_value(struct decimal *d, uint64_t max, uint64_t *out)
{
    while (d->exp10 < 0 && d->ndigits > 0 && d->digits[d->ndigits - 1] == '0') {
        d->ndigits--;
        d->exp10++;
    }
    if (d->ndigits == 0) {
        *out = 0;
        return 0;
    }
    if (d->exp10 < 0)
        return 1;
    if (d->ndigits + d->exp10 > 19)
        return 2;
    uint64_t v = 0;
    for (int i = 0; i < d->ndigits; i++)
        v = v * 10 + (uint64_t)(d->digits[i] - '0');
    for (long i = 0; i < d->exp10; i++)
        v *= 10;
    if (v > max)
        return 2;
    *out = v;
    return 0;
}

/* text trimmed into buf: 0, or -1 with a message when it is empty, too
 * long or negative (expected: what a value may be). */
static int unsigned_text(const char *text, char *buf, size_t size, const char *expected, char *err,
                         size_t errlen)
{
    size_t n = nh_copy_trimmed(text, strlen(text), buf, size);
    if (n == 0)
        return nh_fail(err, errlen, "no value given; expected %s", expected);
    if (n == (size_t)-1)
        return nh_fail(err, errlen, "\"%.40s...\" is too long; expected %s", text, expected);
    if (buf[0] == '-')
        return nh_fail(err, errlen, "\"%s\" is negative; expected %s", buf, expected);
    return 0;
}

int parse_trials(const char *text, uint64_t *out, char *err, size_t errlen)
{
    char buf[NH_ITEM_MAX];
    struct decimal d;
    uint64_t v;
    if (unsigned_text(text, buf, sizeof buf, TRIALS_EXPECTED, err, errlen) != 0)
        return -1;
    if (!parse_decimal(buf, &d))
        return nh_fail(err, errlen, "\"%s\" is not a number; expected %s", buf, TRIALS_EXPECTED);
    switch (decimal_value(&d, TRIALS_MAX, &v)) {
    case 1:
        return nh_fail(err, errlen, "\"%s\" is not a whole number; expected %s", buf,
                       TRIALS_EXPECTED);
    case 2:
        return nh_fail(err, errlen, "\"%s\" is more than 1e12; expected %s", buf, TRIALS_EXPECTED);
    default:
        break;
    }
    if (v == 0)
        return nh_fail(err, errlen, "\"%s\" is zero; expected %s", buf, TRIALS_EXPECTED);
    *out = v;
    return 0;
}

static int hex_digit(int c)
{
    if (isdigit(c))
        return c - '0';
    c = tolower(c);
    return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* Digits of the given base (10 or 16) up to the end; false on anything else
 * or on overflow of 64 bits (*overflow then set). */
static bool u64_digits(const char *s, unsigned base, uint64_t *out, bool *overflow)
{
    uint64_t v = 0;
    *overflow = false;
    if (*s == '\0')
        return false;
    for (; *s; s++) {
        int digit = base == 16 ? hex_digit((unsigned char)*s)
                               : (isdigit((unsigned char)*s) ? *s - '0' : -1);
        if (digit < 0)
            return false;
        if (v > (UINT64_MAX - (uint64_t)digit) / base) {
            *overflow = true;
            return false;
        }
        v = v * base + (uint64_t)digit;
    }
    *out = v;
    return true;
}

int parse_seed(const char *text, uint64_t *out, char *err, size_t errlen)
{
    char buf[NH_ITEM_MAX];
    bool overflow;
    uint64_t v;
    if (unsigned_text(text, buf, sizeof buf, SEED_EXPECTED, err, errlen) != 0)
        return -1;
    bool hex = buf[0] == '0' && (buf[1] == 'x' || buf[1] == 'X');
    if (!u64_digits(hex ? buf + 2 : buf, hex ? 16 : 10, &v, &overflow)) {
        if (overflow)
            return nh_fail(err, errlen, "\"%s\" does not fit in 64 bits; expected %s", buf,
                           SEED_EXPECTED);
        return nh_fail(err, errlen, "\"%s\" is not a seed; expected %s", buf, SEED_EXPECTED);
    }
    *out = v;
    return 0;
}

int parse_threads(const char *text, int *out, char *err, size_t errlen)
{
    char buf[NH_ITEM_MAX];
    long v;
    size_t n = nh_copy_trimmed(text, strlen(text), buf, sizeof buf);
    if (n == 0)
        return nh_fail(err, errlen, "no value given; expected a thread count from 1 to %d",
                       THREADS_MAX);
    if (n == (size_t)-1 || !parse_digits(buf, n, &v))
        return nh_fail(err, errlen,
                       "\"%.40s\" is not a thread count; expected a number from 1 to %d",
                       n == (size_t)-1 ? text : buf, THREADS_MAX);
    if (v < 1 || v > THREADS_MAX)
        return nh_fail(err, errlen, "%s threads is out of range; expected 1 to %d", buf,
                       THREADS_MAX);
    *out = (int)v;
    return 0;
}
