/* Tests of summary (moments, interval, quantiles) and tally, against values
 * worked out by hand. */
#include "testutil.h"

#include "nhmc/summary.h"
#include "nhmc/tally.h"

/* z(0.975), the two-sided 95% normal quantile */
#define Z975 1.959963984540054

/* Index of the quantile at `percent` in nh_summary.q. */
static int qidx(int percent)
{
    for (int k = 0; k < NH_NQUANTILES; k++)
        if (nh_quantile_percent[k] == percent)
            return k;
    fail_msg("no quantile at %d%%", percent);
    return -1;
}

static void test_quantile_tables(void **state)
{
    (void)state;
    static const int want_percent[NH_NQUANTILES] = {1, 5, 25, 50, 75, 90, 95, 99};
    static const char *const want_names[NH_NQUANTILES] = {"p01", "p05", "p25", "p50",
                                                          "p75", "p90", "p95", "p99"};
    for (int k = 0; k < NH_NQUANTILES; k++) {
        assert_int_equal(nh_quantile_percent[k], want_percent[k]);
        assert_string_equal(nh_quantile_names[k], want_names[k]);
    }
}

/* {3:1, 5:1, 7:2}: mean 22/4 = 5.5; squared deviations 6.25 + 0.25 + 2*2.25
 * = 11, so the sample variance is 11/3. */
static void test_small_histogram(void **state)
{
    (void)state;
    const uint64_t counts[] = {1, 0, 1, 0, 2}; /* values 3..7 */
    struct nh_summary s;
    assert_int_equal(summary_from_hist(counts, 3, NELEMS(counts), &s), 0);
    assert_int_equal(s.n, 4);
    assert_close(s.mean, 5.5, 1e-15);
    assert_close(s.sd, sqrt(11.0 / 3.0), 1e-15);
    assert_close(s.sem, sqrt(11.0 / 3.0) / 2.0, 1e-15);
    assert_close(s.ci95_lo, 5.5 - Z975 * sqrt(11.0 / 3.0) / 2.0, 1e-13);
    assert_close(s.ci95_hi, 5.5 + Z975 * sqrt(11.0 / 3.0) / 2.0, 1e-13);
    assert_int_equal(s.min, 3);
    assert_int_equal(s.max, 7);
    /* P(X<=3) = .25, P(X<=5) = .5, P(X<=7) = 1 */
    assert_int_equal(s.q[qidx(1)], 3);
    assert_int_equal(s.q[qidx(5)], 3);
    assert_int_equal(s.q[qidx(25)], 3); /* exactly .25 >= .25 */
    assert_int_equal(s.q[qidx(50)], 5); /* exactly .5 >= .5 */
    assert_int_equal(s.q[qidx(75)], 7);
    assert_int_equal(s.q[qidx(95)], 7);
    assert_int_equal(s.q[qidx(99)], 7);
}

/* Two equal cells: P(X <= 10) = 0.5 exactly, so the median is the lower one. */
static void test_quantile_at_exact_boundary(void **state)
{
    (void)state;
    const uint64_t counts[] = {5, 5}; /* values 10, 11 */
    assert_int_equal(hist_quantile(counts, 10, 2, 10, 50), 10);
    assert_int_equal(hist_quantile(counts, 10, 2, 10, 51), 11);
    assert_int_equal(hist_quantile(counts, 10, 2, 10, 1), 10);
    assert_int_equal(hist_quantile(counts, 10, 2, 10, 99), 11);
    assert_int_equal(hist_quantile(counts, 10, 2, 10, 100), 11);
    struct nh_summary s;
    assert_int_equal(summary_from_hist(counts, 10, 2, &s), 0);
    assert_int_equal(s.q[qidx(50)], 10);
    assert_int_equal(s.q[qidx(75)], 11);
}

/* 0% and 100% are the smallest and largest observed values, not the ends of
 * the range. */
static void test_quantile_extremes(void **state)
{
    (void)state;
    const uint64_t counts[] = {0, 3, 0, 1, 0}; /* values 0..4 */
    assert_int_equal(hist_quantile(counts, 0, 5, 4, 0), 1);
    assert_int_equal(hist_quantile(counts, 0, 5, 4, 75), 1);
    assert_int_equal(hist_quantile(counts, 0, 5, 4, 76), 3);
    assert_int_equal(hist_quantile(counts, 0, 5, 4, 100), 3);
}

/* Zero counts at both ends and a negative lo: values 0 (x4) and 2 (x6).
 * mean 12/10 = 1.2; squared deviations 4*1.44 + 6*0.64 = 9.6, /9. */
static void test_min_max_skip_zero_counts(void **state)
{
    (void)state;
    const uint64_t counts[] = {0, 0, 4, 0, 6, 0, 0}; /* values -2..4 */
    struct nh_summary s;
    assert_int_equal(summary_from_hist(counts, -2, NELEMS(counts), &s), 0);
    assert_int_equal(s.n, 10);
    assert_int_equal(s.min, 0);
    assert_int_equal(s.max, 2);
    assert_close(s.mean, 1.2, 1e-15);
    assert_close(s.sd, sqrt(9.6 / 9.0), 1e-15);
    assert_int_equal(s.q[qidx(1)], 0);
    assert_int_equal(s.q[qidx(25)], 0);
    assert_int_equal(s.q[qidx(50)], 2); /* P(X<=0) = .4 < .5 */
    assert_int_equal(s.q[qidx(99)], 2);
}

static void test_negative_values(void **state)
{
    (void)state;
    const uint64_t counts[] = {1, 1, 1}; /* values -5, -4, -3 */
    struct nh_summary s;
    assert_int_equal(summary_from_hist(counts, -5, 3, &s), 0);
    assert_close(s.mean, -4.0, 1e-15);
    assert_close(s.sd, 1.0, 1e-15); /* (1 + 0 + 1) / 2 */
    assert_int_equal(s.min, -5);
    assert_int_equal(s.max, -3);
    assert_int_equal(s.q[qidx(50)], -4);
}

/* One value, many times: no spread, the interval collapses onto the mean. */
static void test_single_value(void **state)
{
    (void)state;
    const uint64_t counts[] = {0, 42, 0}; /* values 7..9 */
    struct nh_summary s;
    assert_int_equal(summary_from_hist(counts, 7, 3, &s), 0);
    assert_int_equal(s.n, 42);
    assert_true(s.mean == 8.0);
    assert_true(s.sd == 0.0);
    assert_true(s.sem == 0.0);
    assert_true(s.ci95_lo == 8.0);
    assert_true(s.ci95_hi == 8.0);
    assert_int_equal(s.min, 8);
    assert_int_equal(s.max, 8);
    for (int k = 0; k < NH_NQUANTILES; k++)
        assert_int_equal(s.q[k], 8);
}

/* One trial: the sample sd is undefined, reported as 0. */
static void test_single_trial(void **state)
{
    (void)state;
    const uint64_t counts[] = {0, 0, 1};
    struct nh_summary s;
    assert_int_equal(summary_from_hist(counts, 100, 3, &s), 0);
    assert_int_equal(s.n, 1);
    assert_true(s.mean == 102.0);
    assert_true(s.sd == 0.0);
    assert_true(s.ci95_lo == 102.0 && s.ci95_hi == 102.0);
}

static void test_empty_histogram(void **state)
{
    (void)state;
    const uint64_t counts[] = {0, 0, 0, 0};
    struct nh_summary s;
    assert_int_equal(summary_from_hist(counts, 0, 4, &s), -1);
    assert_int_equal(summary_from_hist(counts, 0, 0, &s), -1);
}

/* 10^12 trials at each of 1000000 and 1000001.  Summing x^2 in doubles
 * would need 2e24 to 1 precision; the exact sums give the sample sd
 * 0.5*sqrt(n/(n-1)) = 0.5 + 0.25/(n-1) + O(n^-2) = 0.500000000000125. */
static void test_large_counts_exact(void **state)
{
    (void)state;
    const uint64_t counts[] = {1000000000000u, 1000000000000u};
    struct nh_summary s;
    assert_int_equal(summary_from_hist(counts, 1000000, 2, &s), 0);
    assert_true(s.n == 2000000000000u);
    assert_true(s.mean == 1000000.5);
    assert_close(s.sd, 0.500000000000125, 2e-16);
    assert_true(s.sd > 0.5);                      /* the n/(n-1) correction survives rounding */
    assert_close(s.sem, 0.5 / sqrt(2e12), 1e-18); /* sd / sqrt(n), to 3e-13 relative */
    assert_int_equal(s.q[qidx(50)], 1000000);
    assert_int_equal(hist_quantile(counts, 1000000, 2, s.n, 51), 1000001);
}

/* Unequal large counts: 10^12+1 zeros and 10^12-1 ones.  mean =
 * (10^12-1)/(2*10^12) = 0.4999999999995; the variance numerator
 * n*S2 - S1^2 = (10^12-1)(10^12+1) = 10^24-1 needs 80 bits. */
static void test_large_counts_unequal(void **state)
{
    (void)state;
    const uint64_t counts[] = {1000000000001u, 999999999999u};
    struct nh_summary s;
    assert_int_equal(summary_from_hist(counts, 0, 2, &s), 0);
    assert_close(s.mean, 0.4999999999995, 1e-16);
    /* var = (10^24-1) / (2e12 * (2e12-1)) = 0.25 * (1 + 5e-13) + O(1e-25) */
    assert_close(s.sd * s.sd, 0.250000000000125, 3e-16);
}

/* The median of 2^52 at 0 and 2^52+1 at 1: P(X <= 0) = 2^52/(2^53+1) is just
 * below 1/2, so the median is 1.  In doubles n rounds to 2^53 and the test
 * P >= 1/2 would wrongly pass at 0. */
static void test_quantile_needs_integers(void **state)
{
    (void)state;
    const uint64_t counts[] = {4503599627370496u, 4503599627370497u};
    uint64_t n = counts[0] + counts[1];
    assert_int_equal(hist_quantile(counts, 0, 2, n, 50), 1);
    struct nh_summary s;
    assert_int_equal(summary_from_hist(counts, 0, 2, &s), 0);
    assert_int_equal(s.q[qidx(50)], 1);
}

/* tally: shape, counting, totals, merge and clear. */
static void test_tally_add_merge(void **state)
{
    (void)state;
    const int32_t lo[] = {-1, 10};
    const int32_t hi[] = {1, 13};
    struct nh_tally a, b;
    assert_int_equal(tally_init(&a, 2, lo, hi), 0);
    assert_int_equal(a.ncounts, 3 + 4);
    assert_int_equal(a.width[0], 3);
    assert_int_equal(a.width[1], 4);
    assert_int_equal(tally_init_like(&b, &a), 0);
    assert_int_equal(b.ncounts, a.ncounts);
    assert_int_equal(b.lo[1], 10);
    assert_int_equal(b.width[1], 4);

    tally_add(&a, 0, -1);
    tally_add(&a, 0, 1);
    tally_add(&a, 1, 13);
    tally_add(&b, 0, 1);
    tally_add(&b, 1, 10);
    tally_merge(&a, &b);
    assert_int_equal(tally_total(&a, 0), 3);
    assert_int_equal(tally_total(&a, 1), 2);
    assert_int_equal(tally_hist(&a, 0)[0], 1); /* -1 */
    assert_int_equal(tally_hist(&a, 0)[2], 2); /* 1 */
    assert_int_equal(tally_hist(&a, 1)[0], 1); /* 10 */
    assert_int_equal(tally_hist(&a, 1)[3], 1); /* 13 */

    struct nh_summary s;
    assert_int_equal(summary_from_hist(tally_hist(&a, 0), a.lo[0], a.width[0], &s), 0);
    assert_close(s.mean, 1.0 / 3.0, 1e-15); /* (-1 + 1 + 1) / 3 */

    tally_clear(&a);
    assert_int_equal(tally_total(&a, 0), 0);
    assert_int_equal(tally_total(&a, 1), 0);
    tally_free(&a);
    tally_free(&b);
}

static void test_tally_rejects_empty_range(void **state)
{
    (void)state;
    const int32_t lo[] = {0, 5};
    const int32_t hi[] = {3, 4};
    const int32_t full_lo[] = {INT32_MIN};
    const int32_t full_hi[] = {INT32_MAX};
    struct nh_tally t;
    assert_int_equal(tally_init(&t, 2, lo, hi), -1);
    assert_null(t.counts);
    assert_int_equal(tally_init(&t, 1, full_lo, full_hi), -1); /* 2^32 values */
    tally_free(&t);                                            /* harmless after failure */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_quantile_tables),
        cmocka_unit_test(test_small_histogram),
        cmocka_unit_test(test_quantile_at_exact_boundary),
        cmocka_unit_test(test_quantile_extremes),
        cmocka_unit_test(test_min_max_skip_zero_counts),
        cmocka_unit_test(test_negative_values),
        cmocka_unit_test(test_single_value),
        cmocka_unit_test(test_single_trial),
        cmocka_unit_test(test_empty_histogram),
        cmocka_unit_test(test_large_counts_exact),
        cmocka_unit_test(test_large_counts_unequal),
        cmocka_unit_test(test_quantile_needs_integers),
        cmocka_unit_test(test_tally_add_merge),
        cmocka_unit_test(test_tally_rejects_empty_range),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
