/* params: parse and check the values shared by scenario files and the
 * command line.  Every message names the bad text and says what was expected;
 * the caller adds the location (file and line, or option). */
#include "nhmc/params.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

/* Longest list item looked at; a longer one cannot be a valid name or number. */
#define ITEM_MAX 96
/* Trial counts above this are refused (a run that long is a typo). */
#define TRIALS_MAX  1000000000000ULL
#define THREADS_MAX 1024

#define CON_EXPECTED    "a number 3..25, a range such as 3-25, or \"rolled\""
#define XL_EXPECTED     "a number 1..30, a range such as 1-30, or 30+K (K = 1..1000 gains at XL 30)"
#define TRIALS_EXPECTED "a whole number of trials from 1 to 1e12, such as 1000000, 1e6 or 1_000_000"
#define RNZ_I_EXPECTED  "a number 1..100000 or a range such as 300-350"
#define RNZ_XL_EXPECTED "a number 1..30 or a range such as 1-30"
#define METHOD_EXPECTED "montecarlo (or mc) or exact"
#define SEED_EXPECTED   "an unsigned 64-bit integer, decimal (42) or hex (0x2a)"

_Static_assert(NH_MAX_XL30_GAINS == 1000, "update XL_EXPECTED");
_Static_assert(NH_RNZ_I_MAX == 100000, "update RNZ_I_EXPECTED");

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
static const char *trim(const char *text, size_t len, size_t *out_len)
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
static size_t copy_trimmed(const char *text, size_t len, char *buf, size_t size)
{
    size_t n;
    const char *t = trim(text, len, &n);
    if (n >= size)
        return (size_t)-1;
    memcpy(buf, t, n);
    buf[n] = '\0';
    return n;
}

static bool is_blank(const char *text)
{
    size_t n;
    trim(text, strlen(text), &n);
    return n == 0;
}

/* The whole value, trimmed, equals word (any case). */
static bool is_word(const char *text, const char *word)
{
    size_t n;
    const char *t = trim(text, strlen(text), &n);
    return n == strlen(word) && strncasecmp(t, word, n) == 0;
}

/* Digits only, no sign; saturates at 10^9 so that huge values stay huge. */
static bool digits_value(const char *s, size_t len, long *out)
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

typedef int (*item_fn)(const char *item, void *ctx, char *err, size_t errlen);

/* Call each_item on every trimmed item of a comma-separated list.  Empty items
 * ("Val,,Sam", a trailing comma) are errors: they are almost always typos. */
static int for_each_item(const char *text, const char *expected, item_fn each_item, void *ctx,
                         char *err, size_t errlen)
{
    if (is_blank(text))
        return nh_fail(err, errlen, "no value given; expected %s", expected);
    const char *p = text;
    for (;;) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        char item[ITEM_MAX];
        size_t n = copy_trimmed(p, len, item, sizeof item);
        if (n == 0)
            return nh_fail(err, errlen, "empty item in \"%s\"; expected %s, separated by commas",
                           text, expected);
        if (n == (size_t)-1)
            return nh_fail(err, errlen, "item \"%.40s...\" is too long; expected %s",
                           trim(p, len, &n), expected);
        if (each_item(item, ctx, err, errlen) != 0)
            return -1;
        if (!comma)
            return 0;
        p = comma + 1;
    }
}

/* ---- variants ---- */

/* Which variants a kind accepts. */
typedef int (*variant_pred)(enum nh_variant v);

static int variant_any(enum nh_variant v)
{
    return (unsigned)v < NH_VARIANT_COUNT;
}

static void variants_expected(variant_pred ok, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int v = 0; v < NH_VARIANT_COUNT && used < len; v++)
        if (ok((enum nh_variant)v))
            used += (size_t)snprintf(buf + used, len - used, "%s%s", used ? ", " : "",
                                     variant_name((enum nh_variant)v));
    if (used < len)
        snprintf(buf + used, len - used, " (or 3.7)");
}

struct variant_items {
    variant_pred ok; /* the variants accepted */
    bool seen[NH_VARIANT_COUNT];
};

static int variant_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct variant_items *vi = ctx;
    enum nh_variant v;
    char expected[128];
    variants_expected(vi->ok, expected, sizeof expected);
    if (variant_parse(item, &v) != 0)
        return nh_fail(err, errlen, "unknown variant \"%s\"; expected %s", item, expected);
    if (!vi->ok(v))
        return nh_fail(err, errlen, "%s is modelled for %s only; expected %s", variant_name(v),
                       variant_kinds(v), expected);
    vi->seen[v] = true;
    return 0;
}

static int parse_variants_with(variant_pred ok, const char *text, struct nh_hero_grid *g, char *err,
                               size_t errlen)
{
    struct variant_items vi = {.ok = ok};
    char expected[128];
    variants_expected(ok, expected, sizeof expected);
    if (for_each_item(text, expected, variant_item, &vi, err, errlen) != 0)
        return -1;
    g->nvariants = 0;
    for (int v = 0; v < NH_VARIANT_COUNT; v++)
        if (vi.seen[v])
            g->variants[g->nvariants++] = (enum nh_variant)v;
    return 0;
}

int parse_variants(const char *text, struct nh_hero_grid *g, char *err, size_t errlen)
{
    return parse_variants_with(variant_is_vanilla, text, g, err, errlen);
}

int parse_levelup_variants(const char *text, struct nh_hero_grid *g, char *err, size_t errlen)
{
    return parse_variants_with(variant_has_levelup, text, g, err, errlen);
}

int parse_all_variants(const char *text, struct nh_hero_grid *g, char *err, size_t errlen)
{
    return parse_variants_with(variant_any, text, g, err, errlen);
}

/* ---- roles and races ---- */

static void roles_expected(char *buf, size_t len)
{
    size_t used = (size_t)snprintf(buf, len, "all, or roles from ");
    for (int r = 0; r < NH_ROLE_COUNT && used < len; r++)
        used += (size_t)snprintf(buf + used, len - used, "%s%s", r ? ", " : "", nh_roles[r].abbr);
    if (used < len)
        snprintf(buf + used, len - used, " (3 letters or full name, any case)");
}

static void races_expected(char *buf, size_t len)
{
    size_t used = (size_t)snprintf(buf, len, "valid, all, or races from ");
    for (int r = 0; r < NH_RACE_COUNT && used < len; r++)
        used += (size_t)snprintf(buf + used, len - used, "%s%s", r ? ", " : "", nh_races[r].name);
    if (used < len)
        snprintf(buf + used, len - used, " (3 letters or full name, any case)");
}

static int role_item(const char *item, void *ctx, char *err, size_t errlen)
{
    unsigned *set = ctx;
    int r = role_parse(item);
    if (r < 0) {
        char expected[256];
        roles_expected(expected, sizeof expected);
        if (strcasecmp(item, "all") == 0)
            return nh_fail(err, errlen, "\"all\" must stand alone; expected %s", expected);
        return nh_fail(err, errlen, "unknown role \"%s\"; expected %s", item, expected);
    }
    *set |= 1u << r;
    return 0;
}

static int race_item(const char *item, void *ctx, char *err, size_t errlen)
{
    unsigned *set = ctx;
    int r = race_parse(item);
    if (r < 0) {
        char expected[256];
        races_expected(expected, sizeof expected);
        if (strcasecmp(item, "valid") == 0 || strcasecmp(item, "all") == 0)
            return nh_fail(err, errlen, "\"%s\" must stand alone; expected %s", item, expected);
        return nh_fail(err, errlen, "unknown race \"%s\"; expected %s", item, expected);
    }
    *set |= 1u << r;
    return 0;
}

/* The set of roles named (every role for "all"). */
static int parse_role_set(const char *text, unsigned *set, bool *all, char *err, size_t errlen)
{
    char expected[256];
    *set = 0;
    *all = is_word(text, "all");
    if (*all) {
        *set = (1u << NH_ROLE_COUNT) - 1;
        return 0;
    }
    roles_expected(expected, sizeof expected);
    return for_each_item(text, expected, role_item, set, err, errlen);
}

/* The set of races named; *any is set for "valid" or "all" (each role's own). */
static int parse_race_set(const char *text, unsigned *set, bool *any, char *err, size_t errlen)
{
    char expected[256];
    *set = 0;
    *any = is_word(text, "valid") || is_word(text, "all");
    if (*any) {
        *set = (1u << NH_RACE_COUNT) - 1;
        return 0;
    }
    races_expected(expected, sizeof expected);
    return for_each_item(text, expected, race_item, set, err, errlen);
}

/* Both lists explicit: every named role must allow every named race. */
static int check_pairs(unsigned roles, unsigned races, char *err, size_t errlen)
{
    for (int role = 0; role < NH_ROLE_COUNT; role++) {
        if (!(roles >> role & 1u))
            continue;
        for (int race = 0; race < NH_RACE_COUNT; race++) {
            if ((races >> race & 1u) && !role_allows_race(role, race)) {
                char allowed[128];
                role_allowed_races_text(role, allowed, sizeof allowed);
                return nh_fail(err, errlen, "%s cannot be %s; %s may be %s (or ask for race valid)",
                               nh_roles[role].name, nh_races[race].name, nh_roles[role].name,
                               allowed);
            }
        }
    }
    return 0;
}

int parse_roles_races(const char *roles, const char *races, struct nh_hero_grid *g, char *err,
                      size_t errlen)
{
    unsigned role_set, race_set;
    bool all_roles, any_race;
    if (parse_role_set(roles, &role_set, &all_roles, err, errlen) != 0 ||
        parse_race_set(races, &race_set, &any_race, err, errlen) != 0)
        return -1;
    if (!all_roles && !any_race && check_pairs(role_set, race_set, err, errlen) != 0)
        return -1;
    /* With roles = all, roles that allow none of the listed races drop out. */
    int n = 0;
    struct nh_pair pairs[NH_ROLE_COUNT * NH_RACE_COUNT];
    for (int role = 0; role < NH_ROLE_COUNT; role++)
        for (int race = 0; race < NH_RACE_COUNT; race++)
            if ((role_set >> role & 1u) && (race_set >> race & 1u) && role_allows_race(role, race))
                pairs[n++] = (struct nh_pair){role, race};
    if (n == 0)
        return nh_fail(err, errlen, "no role may be any of \"%s\"; expected races some role allows",
                       races);
    memcpy(g->pairs, pairs, (size_t)n * sizeof pairs[0]);
    g->npairs = n;
    return 0;
}

/* paired = role, race: the two lists side by side. */
static enum nh_pair_fault zip_role_race(const char *roles, const char *races, bool role_paired,
                                        const char *example, int *role, int *race, int *npairs,
                                        char *err, size_t errlen)
{
    int cap = NH_ROLE_COUNT * NH_RACE_COUNT;
    struct nh_name_list rl = {role, 0, cap, role_parse, "role"};
    struct nh_name_list al = {race, 0, cap, race_parse, "race"};
    char expected[64];
    int ex = role_parse(example);
    snprintf(expected, sizeof expected, "role names (%s or %s)", example,
             ex >= 0 ? nh_roles[ex].name : example);
    if (!role_paired) {
        nh_fail(err, errlen,
                "race can be paired only together with role; expected e.g. paired = "
                "role, race");
        return NH_PAIR_PAIRED;
    }
    if (!races) {
        nh_fail(err, errlen, "race is paired but not given; expected a race list");
        return NH_PAIR_PAIRED;
    }
    if (strcasecmp(roles, "all") == 0) {
        for (int r = 0; r < NH_ROLE_COUNT; r++)
            role[r] = r;
        rl.n = NH_ROLE_COUNT;
    } else if (parse_list(roles, expected, parse_name_item, &rl, err, errlen) != 0) {
        return NH_PAIR_ROLE;
    }
    if (strcasecmp(races, "valid") == 0 || strcasecmp(races, "all") == 0) {
        nh_fail(err, errlen, "race %s cannot be paired; expected a list of races, one per role",
                races);
        return NH_PAIR_RACE;
    }
    if (parse_list(races, "race names (human or hum)", parse_name_item, &al, err, errlen) != 0)
        return NH_PAIR_RACE;
    if (rl.n != al.n) {
        nh_fail(err, errlen, "paired lists must be equally long; role has %d values, race has %d",
                rl.n, al.n);
        return NH_PAIR_PAIRED;
    }
    for (int i = 0; i < rl.n; i++)
        if (!role_allows_race(role[i], race[i])) {
            char allowed[128];
            role_allowed_races_text(role[i], allowed, sizeof allowed);
            nh_fail(err, errlen, "%s cannot be %s; %s may be %s", nh_roles[role[i]].name,
                    nh_races[race[i]].name, nh_roles[role[i]].name, allowed);
            return NH_PAIR_RACE;
        }
    *npairs = rl.n;
    return NH_PAIR_OK;
}

enum nh_pair_fault parse_role_race_pairs(const char *roles, const char *races, bool zip,
                                         bool role_paired, const char *example, int *role,
                                         int *race, int *npairs, int *nraces, char *err,
                                         size_t errlen)
{
    if (!roles) {
        nh_fail(err, errlen, "role is missing; expected e.g. role = %s (a list, or all)", example);
        return NH_PAIR_ROLE;
    }
    if (zip) {
        enum nh_pair_fault f =
            zip_role_race(roles, races, role_paired, example, role, race, npairs, err, errlen);
        *nraces = *npairs;
        return f;
    }
    struct nh_hero_grid hg;
    /* Roles alone first, so that an error is put on the right key. */
    if (parse_roles_races(roles, "valid", &hg, err, errlen) != 0)
        return NH_PAIR_ROLE;
    if (races && parse_roles_races(roles, races, &hg, err, errlen) != 0)
        return NH_PAIR_RACE;
    for (int i = 0; i < hg.npairs; i++) {
        role[i] = hg.pairs[i].role;
        race[i] = hg.pairs[i].race;
    }
    *npairs = hg.npairs;
    *nraces = 1;
    return NH_PAIR_OK;
}

/* ---- ranges of Con values and XL stages ---- */

/* Parses one bound of a range ("16", "30+2") into *out, or writes a message
 * quoting item (the whole list item) when the bound is not valid. */
typedef int (*bound_fn)(const char *tok, size_t len, const char *item, int *out, char *err,
                        size_t errlen);

/* What a range is made of: the quantity's name, an example, its bounds. */
struct range_kind {
    const char *what;
    const char *example;
    bound_fn bound;
};

/* An item "A" or "A-B" (A <= B) of bounds. */
static int parse_range(const char *item, const struct range_kind *kind, int *lo, int *hi, char *err,
                       size_t errlen)
{
    bound_fn bound = kind->bound;
    const char *dash = strchr(item, '-');
    size_t n1, n2;
    if (!dash) {
        if (bound(item, strlen(item), item, lo, err, errlen) != 0)
            return -1;
        *hi = *lo;
        return 0;
    }
    const char *a = trim(item, (size_t)(dash - item), &n1);
    const char *b = trim(dash + 1, strlen(dash + 1), &n2);
    if (bound(a, n1, item, lo, err, errlen) != 0 || bound(b, n2, item, hi, err, errlen) != 0)
        return -1;
    if (*lo > *hi)
        return nh_fail(err, errlen, "%s range \"%s\" is backwards; expected low-high, such as %s",
                       kind->what, item, kind->example);
    return 0;
}

static int con_bound(const char *tok, size_t len, const char *item, int *out, char *err,
                     size_t errlen)
{
    long v;
    if (!digits_value(tok, len, &v))
        return nh_fail(err, errlen, "\"%s\" is not a Con value; expected %s", item, CON_EXPECTED);
    if (v < NH_CON_MIN || v > NH_CON_MAX)
        return nh_fail(err, errlen, "Con %.*s is out of range; expected %d..%d or \"rolled\"",
                       (int)len, tok, NH_CON_MIN, NH_CON_MAX);
    *out = (int)v;
    return 0;
}

static const struct range_kind con_range = {"Con", "3-25", con_bound};

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
    if (parse_range(item, &con_range, &lo, &hi, err, errlen) != 0)
        return -1;
    for (int c = lo; c <= hi; c++)
        set->value[c] = true;
    return 0;
}

int parse_cons(const char *text, struct nh_hero_grid *g, char *err, size_t errlen)
{
    struct con_set set = {{false}, false};
    if (for_each_item(text, CON_EXPECTED, con_item, &set, err, errlen) != 0)
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
    if (!digits_value(tok, base_len, &xl) ||
        (plus && !digits_value(plus + 1, len - base_len - 1, &gains)))
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

static const struct range_kind xl_range = {"XL", "1-30", xl_bound};

static int xl_item(const char *item, void *ctx, char *err, size_t errlen)
{
    bool *seen = ctx;
    int lo, hi;
    if (parse_range(item, &xl_range, &lo, &hi, err, errlen) != 0)
        return -1;
    for (int s = lo; s <= hi; s++)
        seen[s] = true;
    return 0;
}

int parse_xls(const char *text, struct nh_hero_grid *g, char *err, size_t errlen)
{
    bool seen[NH_MAX_STAGES] = {false};
    if (for_each_item(text, XL_EXPECTED, xl_item, seen, err, errlen) != 0)
        return -1;
    g->nstages = 0;
    for (int s = 0; s < NH_MAX_STAGES; s++)
        if (seen[s])
            g->stages[g->nstages++] = s;
    return 0;
}

/* ---- the rnz grid ---- */

/* A whole number min..max: messages call the item `noun` ("an XL") and a
 * value `label` + value ("XL 31"). */
struct whole_kind {
    long min, max;
    const char *noun, *label, *expected;
};

static int whole_bound(const char *tok, size_t len, const char *item, int *out, char *err,
                       size_t errlen, const struct whole_kind *k)
{
    long v;
    if (!digits_value(tok, len, &v))
        return nh_fail(err, errlen, "\"%s\" is not %s; expected %s", item, k->noun, k->expected);
    if (v < k->min || v > k->max)
        return nh_fail(err, errlen, "%s%.*s is out of range; expected %s", k->label, (int)len, tok,
                       k->expected);
    *out = (int)v;
    return 0;
}

static int rnz_i_bound(const char *tok, size_t len, const char *item, int *out, char *err,
                       size_t errlen)
{
    static const struct whole_kind k = {1, NH_RNZ_I_MAX, "an rnz argument", "i = ", RNZ_I_EXPECTED};
    return whole_bound(tok, len, item, out, err, errlen, &k);
}

static int rnz_xl_bound(const char *tok, size_t len, const char *item, int *out, char *err,
                        size_t errlen)
{
    static const struct whole_kind k = {1, NH_MAXULEV, "an XL", "XL ", RNZ_XL_EXPECTED};
    return whole_bound(tok, len, item, out, err, errlen, &k);
}

static const struct range_kind rnz_i_range = {"i", "300-350", rnz_i_bound};
static const struct range_kind rnz_xl_range = {"XL", "1-30", rnz_xl_bound};

/* A sorted set of small positive integers being collected from a list. */
struct int_set {
    const struct range_kind *kind;
    int max_values;
    int n;
    int *values;
};

static int set_insert(struct int_set *set, int v)
{
    int k = 0;
    while (k < set->n && set->values[k] < v)
        k++;
    if (k < set->n && set->values[k] == v)
        return 0;
    if (set->n == set->max_values)
        return -1;
    memmove(set->values + k + 1, set->values + k, (size_t)(set->n - k) * sizeof *set->values);
    set->values[k] = v;
    set->n++;
    return 0;
}

static int int_set_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct int_set *set = ctx;
    int lo, hi;
    if (parse_range(item, set->kind, &lo, &hi, err, errlen) != 0)
        return -1;
    for (long v = lo; v <= hi; v++)
        if (set_insert(set, (int)v) != 0)
            return nh_fail(err, errlen, "more than %d values of %s; expected at most %d",
                           set->max_values, set->kind->what, set->max_values);
    return 0;
}

int parse_rnz_is(const char *text, struct nh_rnz_grid *g, char *err, size_t errlen)
{
    int values[NH_RNZ_MAX_VALUES];
    struct int_set set = {&rnz_i_range, NH_RNZ_MAX_VALUES, 0, values};
    if (for_each_item(text, RNZ_I_EXPECTED, int_set_item, &set, err, errlen) != 0)
        return -1;
    g->ni = set.n;
    memcpy(g->i, values, (size_t)set.n * sizeof *values);
    return 0;
}

int parse_rnz_xls(const char *text, struct nh_rnz_grid *g, char *err, size_t errlen)
{
    int values[NH_MAXULEV];
    struct int_set set = {&rnz_xl_range, NH_MAXULEV, 0, values};
    if (for_each_item(text, RNZ_XL_EXPECTED, int_set_item, &set, err, errlen) != 0)
        return -1;
    g->nxl = set.n;
    memcpy(g->xl, values, (size_t)set.n * sizeof *values);
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
    if (for_each_item(text, "names separated by commas", name_item, &nl, err, errlen) != 0)
        return -1;
    return nl.count;
}

int parse_list(const char *text, const char *expected, nh_list_item_fn each_item, void *ctx,
               char *err, size_t errlen)
{
    return for_each_item(text, expected, each_item, ctx, err, errlen);
}

int parse_whole_range(const char *item, long min, long max, long *lo, long *hi)
{
    size_t n1, n2;
    const char *dash = strchr(item, '-');
    const char *a = trim(item, dash ? (size_t)(dash - item) : strlen(item), &n1);
    if (!digits_value(a, n1, lo))
        return -1;
    *hi = *lo;
    if (dash) {
        const char *b = trim(dash + 1, strlen(dash + 1), &n2);
        if (!digits_value(b, n2, hi))
            return -1;
    }
    if (*lo > *hi)
        return -2;
    if (*lo < min || *hi > max)
        return -3;
    return 0;
}

int parse_method(const char *text, bool *exact, char *err, size_t errlen)
{
    if (is_word(text, "exact")) {
        *exact = true;
        return 0;
    }
    if (is_word(text, "montecarlo") || is_word(text, "monte-carlo") || is_word(text, "mc")) {
        *exact = false;
        return 0;
    }
    return nh_fail(err, errlen, "unknown method \"%s\"; expected %s", text, METHOD_EXPECTED);
}

void stage_text(int stage, char *buf, size_t len)
{
    if (stage < NH_MAXULEV)
        snprintf(buf, len, "%d", stage + 1);
    else
        snprintf(buf, len, "%d+%d", NH_MAXULEV, stage - (NH_MAXULEV - 1));
}

/* ---- counts and seeds ---- */

/* A decimal number written as digits with optional '_' between digits, an
 * optional fraction and an optional exponent ("2.5e5"), as its significant
 * digits and a power of ten.  Returns false if it is not such a number. */
struct decimal {
    char digits[ITEM_MAX]; /* without leading zeros */
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

int parse_trials(const char *text, uint64_t *out, char *err, size_t errlen)
{
    char buf[ITEM_MAX];
    struct decimal d;
    uint64_t v;
    size_t n = copy_trimmed(text, strlen(text), buf, sizeof buf);
    if (n == 0)
        return nh_fail(err, errlen, "no value given; expected %s", TRIALS_EXPECTED);
    if (n == (size_t)-1)
        return nh_fail(err, errlen, "\"%.40s...\" is too long; expected %s", text, TRIALS_EXPECTED);
    if (buf[0] == '-')
        return nh_fail(err, errlen, "\"%s\" is negative; expected %s", buf, TRIALS_EXPECTED);
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
    char buf[ITEM_MAX];
    bool overflow;
    uint64_t v;
    size_t n = copy_trimmed(text, strlen(text), buf, sizeof buf);
    if (n == 0)
        return nh_fail(err, errlen, "no value given; expected %s", SEED_EXPECTED);
    if (n == (size_t)-1)
        return nh_fail(err, errlen, "\"%.40s...\" is too long; expected %s", text, SEED_EXPECTED);
    if (buf[0] == '-')
        return nh_fail(err, errlen, "\"%s\" is negative; expected %s", buf, SEED_EXPECTED);
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
    char buf[ITEM_MAX];
    long v;
    size_t n = copy_trimmed(text, strlen(text), buf, sizeof buf);
    if (n == 0)
        return nh_fail(err, errlen, "no value given; expected a thread count from 1 to %d",
                       THREADS_MAX);
    if (n == (size_t)-1 || !digits_value(buf, n, &v))
        return nh_fail(err, errlen,
                       "\"%.40s\" is not a thread count; expected a number from 1 to %d",
                       n == (size_t)-1 ? text : buf, THREADS_MAX);
    if (v < 1 || v > THREADS_MAX)
        return nh_fail(err, errlen, "%s threads is out of range; expected 1 to %d", buf,
                       THREADS_MAX);
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
    int v = l->parse(item);
    if (v < 0)
        return nh_fail(err, errlen, "unknown %s \"%s\" (nhmc list %ss shows them)", l->what, item,
                       l->what);
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

int grid_check_paired(const int *n, const bool *given, int first, int last, unsigned paired,
                      const char *(*name)(int key), int role_key, int race_key, char *err,
                      size_t errlen)
{
    int len = -1, head = -1;
    for (int k = first; k <= last; k++) {
        if (!(paired & (1u << k)))
            continue;
        if (!given[k])
            return nh_fail(err, errlen, "%s is paired but not given; expected a %s list", name(k),
                           name(k));
        if (len < 0) {
            len = n[k];
            head = k;
        } else if (n[k] != len) {
            /* role counts role/race pairs unless race is paired too */
            bool pairs = head == role_key && !(race_key >= 0 && (paired & (1u << race_key)));
            return nh_fail(err, errlen,
                           "paired lists must be equally long; %s has %d %s%s, %s has %d",
                           name(head), len, pairs ? "role/race pair" : "value", len == 1 ? "" : "s",
                           name(k), n[k]);
        }
    }
    return 0;
}
