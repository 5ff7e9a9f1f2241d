/* Tests of the game's dice (src/game/dice.c; docs/rules.md, Dice; rnz; rnl) and of the
 * small HP rules built on them (src/game/hero_rules.c: conplus, the XL-30 limit, the
 * starting-Con roll; docs/rules.md, Starting Con).
 *
 * Every random primitive is sampled with a fixed seed and compared with its
 * exact distribution, written here from the rules (not from src/game/dice.c) by
 * enumeration or convolution, with a chi-square goodness-of-fit test at
 * NH_TEST_P_MIN.  rnz is tested against the exact module (pinned to the
 * known values of docs/rules.md in tests/test_rnz.c). */
#include "testutil.h"

#include <stdbool.h>
#include <stdlib.h>

#include "nhmc/dice.h"
#include "nhmc/rng.h"
#include "kinds/rnz/rnz_impl.h"
#include "nhmc/hero_rules.h"

/* Seed of every sample here; each case draws from its own stream. */
#define DICE_TEST_SEED 0x6e686d63u /* "nhmc" */

/* First argument of pcg32_seed_stream's `job`, one per primitive, so that
 * no two cases share a stream. */
enum sample_family {
    FAMILY_RN2 = 1,
    FAMILY_RND,
    FAMILY_D,
    FAMILY_RNE,
    FAMILY_RNZ,
    FAMILY_RNL,
    FAMILY_START_CON,
    FAMILY_SELF_TEST,
};

/* Draws per sampled case: 10^6, or 2x10^5 under the sanitizers, which run
 * several times slower (exact-value assertions are unaffected). */
static uint64_t draws_per_case(void)
{
    return getenv("NHMC_SANITIZED") ? 200000u : 1000000u;
}

static nh_pcg32 case_rng(enum sample_family family, int a, int b)
{
    nh_pcg32 rng;
    pcg32_seed_stream(&rng, DICE_TEST_SEED, (uint64_t)family, (uint64_t)(int64_t)a,
                      (uint64_t)(int64_t)b);
    return rng;
}

/* ------------------------------------------------------------------ */
/* Counting values and testing them against a pmf                      */
/* ------------------------------------------------------------------ */

/* Counts of each value in lo..lo+k-1, and of values outside that range. */
struct value_counts {
    int lo;
    size_t k;
    uint64_t *counts;
    uint64_t outside;
};

static struct value_counts counts_new(int lo, int hi)
{
    struct value_counts c = {lo, (size_t)(hi - lo + 1), NULL, 0};
    c.counts = calloc(c.k, sizeof *c.counts);
    assert_non_null(c.counts);
    return c;
}

static void counts_add(struct value_counts *c, int value)
{
    if (value < c->lo || (size_t)(value - c->lo) >= c->k)
        c->outside++;
    else
        c->counts[value - c->lo]++;
}

static void counts_free(struct value_counts *c)
{
    free(c->counts);
    c->counts = NULL;
}

/* A pmf over the values lo..hi, zero-initialised. */
static double *pmf_new(int lo, int hi)
{
    double *pmf = calloc((size_t)(hi - lo + 1), sizeof *pmf);
    assert_non_null(pmf);
    return pmf;
}

/* The p-value of counts against pmf (indexed like the counts), after
 * checking that nothing fell outside the range and the pmf sums to 1. */
static double fit_p_value(const char *what, const struct value_counts *c, const double *pmf)
{
    double total = 0.0;
    for (size_t i = 0; i < c->k; i++)
        total += pmf[i];
    assert_close(total, 1.0, 1e-12);
    if (c->outside != 0) {
        print_error("%s: %llu draws outside %d..%d\n", what, (unsigned long long)c->outside, c->lo,
                    c->lo + (int)c->k - 1);
        fail();
    }
    int dof = 0;
    double p = chisq_gof(c->counts, pmf, c->k, &dof);
    print_message("  %-40s p = %.4g (dof %d)\n", what, p, dof);
    return p;
}

static void assert_fits(const char *what, const struct value_counts *c, const double *pmf)
{
    double p = fit_p_value(what, c, pmf);
    if (!(p >= NH_TEST_P_MIN)) {
        print_error("%s: chi-square p = %g below %g\n", what, p, NH_TEST_P_MIN);
        fail();
    }
}

/* ------------------------------------------------------------------ */
/* rn2, rnd, d                                                         */
/* ------------------------------------------------------------------ */

static void check_rn2(int x)
{
    char what[64];
    snprintf(what, sizeof what, "rn2(%d)", x);
    struct value_counts c = counts_new(0, x - 1);
    double *pmf = pmf_new(0, x - 1);
    for (int v = 0; v < x; v++)
        pmf[v] = 1.0 / x;
    nh_pcg32 rng = case_rng(FAMILY_RN2, x, 0);
    for (uint64_t i = 0, n = draws_per_case(); i < n; i++)
        counts_add(&c, nh_rn2(&rng, x));
    assert_fits(what, &c, pmf);
    free(pmf);
    counts_free(&c);
}

static void test_rn2(void **state)
{
    (void)state;
    static const int xs[] = {1, 2, 7, 100, 1000};
    for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++)
        check_rn2(xs[i]);
}

/* rnd(x) sampled into the cells 1..cells, tested against the pmf of rnd(y):
 * x = y is the real test; x != y is the self-test of the method. */
static double rnd_p_value(int x, int y, int cells)
{
    char what[64];
    snprintf(what, sizeof what, "rnd(%d) against rnd(%d)", x, y);
    struct value_counts c = counts_new(1, cells);
    double *pmf = pmf_new(1, cells);
    for (int v = 1; v <= y; v++)
        pmf[v - 1] = 1.0 / y;
    nh_pcg32 rng = case_rng(x == y ? FAMILY_RND : FAMILY_SELF_TEST, x, y);
    for (uint64_t i = 0, n = draws_per_case(); i < n; i++)
        counts_add(&c, nh_rnd(&rng, x));
    double p = fit_p_value(what, &c, pmf);
    free(pmf);
    counts_free(&c);
    return p;
}

static void test_rnd(void **state)
{
    (void)state;
    static const int xs[] = {6, 20};
    for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++)
        assert_true(rnd_p_value(xs[i], xs[i], xs[i]) >= NH_TEST_P_MIN);
}

/* The method must be able to fail: rnd(6) is not rnd(7). */
static void test_chisq_rejects_wrong_pmf(void **state)
{
    (void)state;
    double p = rnd_p_value(6, 7, 7);
    assert_true(p < 1e-10);
}

/* The pmf of d(n,x) over n..n*x by repeated convolution of rnd(x). */
static double *dice_sum_pmf(int n, int x)
{
    /* Indexed by the sum itself, 0..n*x, then shifted down to start at n. */
    size_t size = (size_t)(n * x + 1);
    double *cur = calloc(size, sizeof *cur), *next = calloc(size, sizeof *next);
    assert_non_null(cur);
    assert_non_null(next);
    cur[0] = 1.0;
    for (int die = 0; die < n; die++) {
        for (size_t s = 0; s < size; s++)
            next[s] = 0.0;
        for (size_t s = 0; s < size; s++)
            if (cur[s] > 0.0)
                for (int face = 1; face <= x && s + (size_t)face < size; face++)
                    next[s + (size_t)face] += cur[s] / x;
        double *t = cur;
        cur = next;
        next = t;
    }
    double *pmf = pmf_new(n, n * x);
    for (int s = n; s <= n * x; s++)
        pmf[s - n] = cur[s];
    for (int s = 0; s < n; s++)
        assert_true(cur[s] == 0.0);
    free(cur);
    free(next);
    return pmf;
}

static void check_d(int n, int x)
{
    char what[64];
    snprintf(what, sizeof what, "d(%d,%d)", n, x);
    /* Count from 0 so that a sum below n would land in a zero cell. */
    struct value_counts c = counts_new(0, n * x);
    double *exact = dice_sum_pmf(n, x);
    double *pmf = pmf_new(0, n * x);
    for (int s = n; s <= n * x; s++)
        pmf[s] = exact[s - n];
    nh_pcg32 rng = case_rng(FAMILY_D, n, x);
    for (uint64_t i = 0, draws = draws_per_case(); i < draws; i++)
        counts_add(&c, nh_d(&rng, n, x));
    assert_fits(what, &c, pmf);
    free(exact);
    free(pmf);
    counts_free(&c);
}

static void test_d(void **state)
{
    (void)state;
    /* The convolution itself: d(2,6) is the triangle 1,2,..,6,..,1 / 36. */
    double *two_d6 = dice_sum_pmf(2, 6);
    for (int s = 2; s <= 12; s++)
        assert_close(two_d6[s - 2], (6 - abs(s - 7)) / 36.0, 1e-15);
    free(two_d6);
    check_d(2, 6);
    check_d(3, 8);
    check_d(10, 8);
    /* d(0, x) is 0 and draws nothing (docs/rules.md, Dice). */
    nh_pcg32 rng = case_rng(FAMILY_D, 0, 6), copy = rng;
    assert_int_equal(nh_d(&rng, 0, 6), 0);
    assert_int_equal(rng.state, copy.state);
}

/* ------------------------------------------------------------------ */
/* rne                                                                 */
/* ------------------------------------------------------------------ */

/* rne's cap by experience level, as listed in docs/rules.md, Dice. */
static int spec_rne_cap(int xl)
{
    if (xl <= 17)
        return 5;
    if (xl <= 20)
        return 6;
    if (xl <= 23)
        return 7;
    if (xl <= 26)
        return 8;
    if (xl <= 29)
        return 9;
    return 10;
}

/* rne(4) pmf over 1..cap: P(k) = (3/4)(1/4)^(k-1) for k < cap, and
 * P(cap) = (1/4)^(cap-1); integer weights out of 4^(cap-1). */
static uint64_t rne4_weight(int k, int cap)
{
    uint64_t w = k < cap ? 3u : 1u;
    for (int j = k; j < cap - 1; j++)
        w *= 4u;
    return w;
}

static uint64_t rne4_total_weight(int cap)
{
    return UINT64_C(1) << (2 * (cap - 1));
}

static void test_rne_cap(void **state)
{
    (void)state;
    for (int xl = 1; xl <= NH_MAXULEV; xl++)
        assert_int_equal(nh_rne_cap(NH_V367, xl), spec_rne_cap(xl));
}

static void check_rne4(int xl)
{
    char what[64];
    snprintf(what, sizeof what, "rne(4) at XL %d", xl);
    int cap = spec_rne_cap(xl);
    struct value_counts c = counts_new(1, cap);
    double *pmf = pmf_new(1, cap);
    uint64_t sum = 0;
    for (int k = 1; k <= cap; k++) {
        pmf[k - 1] = (double)rne4_weight(k, cap) / (double)rne4_total_weight(cap);
        sum += rne4_weight(k, cap);
    }
    assert_int_equal(sum, rne4_total_weight(cap));
    nh_pcg32 rng = case_rng(FAMILY_RNE, 4, xl);
    for (uint64_t i = 0, n = draws_per_case(); i < n; i++)
        counts_add(&c, nh_rne(&rng, 4, xl, NH_V367));
    assert_fits(what, &c, pmf);
    free(pmf);
    counts_free(&c);
}

static void test_rne(void **state)
{
    (void)state;
    /* The figures of docs/rules.md, Dice, for XL < 18: 3/4, 3/16, 3/64, 3/256, 1/256. */
    static const uint64_t low_xl[] = {192u, 48u, 12u, 3u, 1u};
    for (int k = 1; k <= 5; k++)
        assert_int_equal(rne4_weight(k, 5), low_xl[k - 1]);
    static const int xls[] = {1, 17, 18, 30};
    for (size_t i = 0; i < sizeof xls / sizeof xls[0]; i++)
        check_rne4(xls[i]);
}

/* A cap one level off (XL 17 treated as cap 6) must be caught. */
static void test_rne_rejects_wrong_cap(void **state)
{
    (void)state;
    struct value_counts c = counts_new(1, 6);
    double *pmf = pmf_new(1, 6);
    for (int k = 1; k <= 6; k++)
        pmf[k - 1] = (double)rne4_weight(k, 6) / (double)rne4_total_weight(6);
    nh_pcg32 rng = case_rng(FAMILY_SELF_TEST, 4, 17);
    for (uint64_t i = 0, n = draws_per_case(); i < n; i++)
        counts_add(&c, nh_rne(&rng, 4, 17, NH_V367));
    assert_true(fit_p_value("rne(4) at XL 17 against cap 6", &c, pmf) < 1e-10);
    free(pmf);
    counts_free(&c);
}

/* ------------------------------------------------------------------ */
/* rnz                                                                 */
/* ------------------------------------------------------------------ */

/* rnz(i) at XL xl: scalar draws of nh_rnz against the exact module's
 * enumeration (src/kinds/rnz/rnz_exact.c), which tests/test_rnz.c pins to the
 * known values of docs/rules.md and to a brute-force enumeration. */
static void check_rnz(int i, int xl)
{
    char what[64];
    int32_t lo, hi;
    snprintf(what, sizeof what, "rnz(%d) at XL %d", i, xl);
    struct rnz_case rc = {i, xl, NH_V367};
    rnz_range(&rc, &lo, &hi);
    uint64_t *w = calloc((size_t)(hi - lo + 1), sizeof *w);
    assert_non_null(w);
    rnz_exact_weights(&rc, w);
    struct value_counts c = counts_new(lo, hi);
    double *pmf = pmf_new(lo, hi);
    for (int x = lo; x <= hi; x++)
        pmf[x - lo] = (double)w[x - lo] / (double)rnz_exact_total(&rc);
    nh_pcg32 rng = case_rng(FAMILY_RNZ, i, xl);
    for (uint64_t d = 0, n = draws_per_case(); d < n; d++)
        counts_add(&c, nh_rnz(&rng, i, xl, NH_V367));
    assert_fits(what, &c, pmf);
    free(pmf);
    free(w);
    counts_free(&c);
}

static void test_rnz(void **state)
{
    (void)state;
    check_rnz(350, 1);
    check_rnz(350, 30);
}

/* ------------------------------------------------------------------ */
/* rnl                                                                 */
/* ------------------------------------------------------------------ */

/* rnl's Luck adjustment read off the lists of docs/rules.md, rnl, as tables by Luck. */
static int spec_rnl_adjustment(int x, int luck, enum nh_variant v)
{
    /* 3.4.3, x <= 15 and Luck >= -5: Luck -5..13. */
    static const int old_small[19] = {-1, -1, -1, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4};
    /* 3.6.7 and later, x <= 15: Luck -13..13, rounded away from 0. */
    static const int new_small[27] = {-4, -4, -4, -3, -3, -3, -2, -2, -2, -1, -1, -1, 0, 0,
                                      0,  1,  1,  1,  2,  2,  2,  3,  3,  3,  4,  4,  4};
    if (x > 15)
        return luck;
    if (v == NH_V343)
        return luck >= -5 ? old_small[luck + 5] : luck;
    return new_small[luck + 13];
}

/* Exact pmf of rnl(x) over 0..x-1 (docs/rules.md, rnl): a uniform base, then with
 * the variant's probability the adjustment is subtracted and clamped. */
static double *spec_rnl_pmf(int x, int luck, enum nh_variant v)
{
    int a = spec_rnl_adjustment(x, luck, v);
    double p_apply;
    if (v == NH_V343)
        p_apply = luck != 0 ? (49.0 - luck) / (50.0 - luck) : 0.0;
    else
        p_apply = a != 0 ? (36.0 + abs(a)) / (37.0 + abs(a)) : 0.0;
    double *pmf = pmf_new(0, x - 1);
    for (int base = 0; base < x; base++) {
        int moved = base - a;
        if (moved < 0)
            moved = 0;
        if (moved > x - 1)
            moved = x - 1;
        pmf[base] += (1.0 - p_apply) / x;
        pmf[moved] += p_apply / x;
    }
    return pmf;
}

static void test_rnl_adjustment(void **state)
{
    (void)state;
    static const int xs[] = {1, 2, 15, 16, 20, 100};
    for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++)
        for (int luck = -13; luck <= 13; luck++) {
            assert_int_equal(nh_rnl_adjustment(xs[i], luck, NH_V343),
                             spec_rnl_adjustment(xs[i], luck, NH_V343));
            assert_int_equal(nh_rnl_adjustment(xs[i], luck, NH_V367),
                             spec_rnl_adjustment(xs[i], luck, NH_V367));
            assert_int_equal(nh_rnl_adjustment(xs[i], luck, NH_V50),
                             spec_rnl_adjustment(xs[i], luck, NH_V367));
        }
}

static void test_rnl(void **state)
{
    (void)state;
    static const int xs[] = {2, 20};
    static const int lucks[] = {-3, 0, 2, 5, 13};
    static const enum nh_variant variants[] = {NH_V343, NH_V367};
    for (size_t vi = 0; vi < 2; vi++)
        for (size_t xi = 0; xi < 2; xi++)
            for (size_t li = 0; li < sizeof lucks / sizeof lucks[0]; li++) {
                enum nh_variant v = variants[vi];
                int x = xs[xi], luck = lucks[li];
                char what[64];
                snprintf(what, sizeof what, "rnl(%d) Luck %d, %s", x, luck, variant_name(v));
                double *pmf = spec_rnl_pmf(x, luck, v);
                struct value_counts c = counts_new(0, x - 1);
                nh_pcg32 rng = case_rng(FAMILY_RNL, x * 100 + luck, (int)v);
                for (uint64_t d = 0, n = draws_per_case(); d < n; d++)
                    counts_add(&c, nh_rnl(&rng, x, luck, v));
                assert_fits(what, &c, pmf);
                free(pmf);
                counts_free(&c);
            }
}

/* ------------------------------------------------------------------ */
/* conplus and the XL-30 limit                                         */
/* ------------------------------------------------------------------ */

static void test_conplus_table(void **state)
{
    (void)state;
    /* docs/rules.md, Level-up HP, Con 3..25. */
    static const int expected[NH_CON_MAX - NH_CON_MIN + 1] = {
        -2,                     /* 3 */
        -1, -1, -1,             /* 4-6 */
        0,  0,  0,  0, 0, 0, 0, /* 7-13 */
        0,                      /* 14 */
        1,  1,                  /* 15-16 */
        2,                      /* 17 */
        3,                      /* 18 */
        4,  4,  4,  4, 4, 4, 4, /* 19-25 */
    };
    for (int con = NH_CON_MIN; con <= NH_CON_MAX; con++)
        assert_int_equal(nh_conplus(con), expected[con - NH_CON_MIN]);
}

/* docs/rules.md, Level-up HP: 5 while HPmax < 300, 4 for 300-599, 3 for 600-899, 2 for
 * 900-1199, 1 from 1200 on. */
static int spec_xl30_limit(int hpmax)
{
    if (hpmax < 300)
        return 5;
    if (hpmax < 600)
        return 4;
    if (hpmax < 900)
        return 3;
    if (hpmax < 1200)
        return 2;
    return 1;
}

static void test_xl30_limit(void **state)
{
    (void)state;
    /* The game's `char lim = 5 - hpmax/300` stays in range (>= -128) up to
     * hpmax 40199, so the stated rule holds through there. */
    for (int hpmax = 0; hpmax <= 40199; hpmax++)
        if (nh_xl30_limit(hpmax) != spec_xl30_limit(hpmax)) {
            print_error("nh_xl30_limit(%d) = %d, expected %d\n", hpmax, nh_xl30_limit(hpmax),
                        spec_xl30_limit(hpmax));
            fail();
        }
    /* From 40200 the char wraps (5 - 134 = -129 -> 127) on signed-char
     * targets, which hero_rules.h says nh_xl30_limit emulates. */
    assert_int_equal(nh_xl30_limit(40200), 127);
    assert_true(nh_throttles_xl30(NH_V50));
    assert_false(nh_throttles_xl30(NH_V367));
    assert_false(nh_throttles_xl30(NH_V343));
}

/* ------------------------------------------------------------------ */
/* Starting Con (docs/rules.md, Starting Con)                                     */
/* ------------------------------------------------------------------ */

static void test_attr_weights(void **state)
{
    (void)state;
    int w[NH_ATTR_COUNT];
    int valk = role_parse("Valkyrie");
    assert_true(valk >= 0);
    static const int old_valk[NH_ATTR_COUNT] = {31, 6, 7, 20, 30, 6};
    static const int new_valk[NH_ATTR_COUNT] = {30, 6, 7, 20, 30, 7};
    nh_attr_weights(NH_V367, valk, w);
    for (int i = 0; i < NH_ATTR_COUNT; i++)
        assert_int_equal(w[i], old_valk[i]);
    nh_attr_weights(NH_V343, valk, w);
    for (int i = 0; i < NH_ATTR_COUNT; i++)
        assert_int_equal(w[i], old_valk[i]);
    nh_attr_weights(NH_V50, valk, w);
    for (int i = 0; i < NH_ATTR_COUNT; i++)
        assert_int_equal(w[i], new_valk[i]);
    for (int role = 0; role < NH_ROLE_COUNT; role++)
        for (int v = 0; v < NH_VANILLA_COUNT; v++) {
            nh_attr_weights((enum nh_variant)v, role, w);
            int sum = 0;
            for (int i = 0; i < NH_ATTR_COUNT; i++)
                sum += w[i];
            assert_int_equal(sum, 100);
            assert_int_equal(w[A_CON], nh_roles[role].attrdist[A_CON]);
        }
}

struct start_con_case {
    const char *role, *race;
    enum nh_variant variant;
    double mean; /* docs/rules.md, Starting Con tables, 4 decimals */
};

static const struct start_con_case start_con_cases[] = {
    {"Valkyrie", "human", NH_V367, 17.1110}, {"Valkyrie", "human", NH_V50, 17.1110},
    {"Samurai", "human", NH_V367, 17.9058},  {"Samurai", "human", NH_V50, 17.9058},
    {"Knight", "human", NH_V367, 11.2738},   {"Knight", "human", NH_V50, 11.2793},
    {"Tourist", "human", NH_V367, 15.2824},  {"Tourist", "human", NH_V50, 15.2967},
    {"Priest", "elf", NH_V367, 13.0880},     {"Priest", "elf", NH_V50, 13.0878},
    {"Valkyrie", "dwarf", NH_V367, 17.8260}, {"Valkyrie", "dwarf", NH_V50, 17.8260},
};

/* A sample of starting Cons, counted by value 0..NH_CON_MAX. */
static struct value_counts sample_start_con(const struct start_con_case *sc)
{
    int role = role_parse(sc->role), race = race_parse(sc->race);
    assert_true(role >= 0 && race >= 0);
    assert_true(role_allows_race(role, race));
    struct value_counts c = counts_new(0, NH_CON_MAX);
    nh_pcg32 rng = case_rng(FAMILY_START_CON, role * 10 + race, (int)sc->variant);
    for (uint64_t d = 0, n = draws_per_case(); d < n; d++)
        counts_add(&c, nh_roll_start_con(sc->variant, role, race, &rng));
    assert_int_equal(c.outside, 0u);
    return c;
}

/* Sample mean within 5 standard errors (sample sd) plus the table's
 * rounding of the tables' mean. */
static void test_start_con_means(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof start_con_cases / sizeof start_con_cases[0]; i++) {
        const struct start_con_case *sc = &start_con_cases[i];
        struct value_counts c = sample_start_con(sc);
        double n = 0.0, sum = 0.0, sum_sq = 0.0;
        for (size_t v = 0; v < c.k; v++) {
            n += (double)c.counts[v];
            sum += (double)c.counts[v] * (double)v;
            sum_sq += (double)c.counts[v] * (double)v * (double)v;
        }
        double mean = sum / n;
        double sd = sqrt((sum_sq - n * mean * mean) / (n - 1.0));
        double tol = 5.0 * sd / sqrt(n) + 0.00005;
        print_message("  start Con %s %s %s: mean %.4f (table %.4f, tolerance %.4f)\n", sc->race,
                      sc->role, variant_name(sc->variant), mean, sc->mean, tol);
        assert_close(mean, sc->mean, tol);
        counts_free(&c);
    }
}

/* docs/rules.md, Starting Con tables: human Tourists' starting Con, Con 5..20. */
static const double tourist_percent_367[16] = {0,     0,     0.01,  0.05,  0.30,  1.10,  2.99, 6.24,
                                               10.41, 14.20, 16.14, 15.60, 12.81, 20.15, 0,    0};
static const double tourist_percent_50[16] = {0,     0,     0.01,  0.05,  0.29,  1.07,  2.93, 6.17,
                                              10.34, 14.17, 16.17, 15.67, 12.88, 20.26, 0,    0};

/* Per-Con comparison with the table instead of a chi-square: the table is
 * rounded to 0.01% (blank = below 0.005%), and for the rare cells that
 * rounding is as large as the probability itself (0.01% may be 0.005% or
 * 0.0149%), so no fixed expected count is right and a chi-square would fail
 * a correct roll.  Each cell must be within 0.01 percentage points (the
 * rounding, with margin) plus 5 standard errors of the table value; the
 * standard error uses at least 0.005% so blank cells get a sampling margin.
 * This is a coarse check; the means above are the sharp one. */
static void check_tourist_percentages(enum nh_variant v, const double *percent)
{
    struct start_con_case sc = {"Tourist", "human", v, 0.0};
    struct value_counts c = sample_start_con(&sc);
    double n = (double)draws_per_case();
    for (int con = 0; con <= NH_CON_MAX; con++) {
        double table = con >= 5 && con <= 20 ? percent[con - 5] : 0.0;
        double observed = 100.0 * (double)c.counts[con] / n;
        double p = fmax(table / 100.0, 0.00005);
        double se = 100.0 * sqrt(p * (1.0 - p) / n);
        double tol = 0.01 + 5.0 * se;
        if (!(fabs(observed - table) <= tol)) {
            print_error("human Tourist %s, Con %d: %.4f%%, table %.2f%% (tolerance %.4f)\n",
                        variant_name(v), con, observed, table, tol);
            fail();
        }
    }
    counts_free(&c);
}

static void test_start_con_tourist_distribution(void **state)
{
    (void)state;
    double sum367 = 0.0, sum50 = 0.0;
    for (int i = 0; i < 16; i++) {
        sum367 += tourist_percent_367[i];
        sum50 += tourist_percent_50[i];
    }
    assert_close(sum367, 100.0, 0.08); /* 16 cells rounded by <= 0.005 each */
    assert_close(sum50, 100.0, 0.08);
    check_tourist_percentages(NH_V367, tourist_percent_367);
    check_tourist_percentages(NH_V50, tourist_percent_50);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rn2),
        cmocka_unit_test(test_rnd),
        cmocka_unit_test(test_chisq_rejects_wrong_pmf),
        cmocka_unit_test(test_d),
        cmocka_unit_test(test_rne_cap),
        cmocka_unit_test(test_rne),
        cmocka_unit_test(test_rne_rejects_wrong_cap),
        cmocka_unit_test(test_rnz),
        cmocka_unit_test(test_rnl_adjustment),
        cmocka_unit_test(test_rnl),
        cmocka_unit_test(test_conplus_table),
        cmocka_unit_test(test_xl30_limit),
        cmocka_unit_test(test_attr_weights),
        cmocka_unit_test(test_start_con_means),
        cmocka_unit_test(test_start_con_tourist_distribution),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
