/* Tests of stand (where a value stands in a distribution): hand-made
 * distributions worked out by hand, the Wilson interval against its closed
 * form, the parser's bounds, and a Monte Carlo level-up tally against the
 * exact distribution's numbers within its 95% intervals (a fixed seed). */
#include "testutil.h"

#include <string.h>

#include "kinds/levelup/levelup_impl.h"
#include "nhmc/jobs.h"
#include "nhmc/stand.h"
#include "nhmc/tally.h"

#define EPS 1e-15

/* P(1..4) = 0.1, 0.2, 0.3, 0.4. */
static const long double probs[] = {0.1L, 0.2L, 0.3L, 0.4L};

static void at_an_atom(void **state)
{
    (void)state;
    struct nh_stand st;
    assert_int_equal(stand_from_probs(probs, 1, 4, 3, &st), 0);
    assert_true(st.ok);
    assert_false(st.interval);
    assert_close(st.p_ge, 0.7, EPS);                        /* 0.3 + 0.4 */
    assert_close(st.p_le, 0.6, EPS);                        /* 0.1 + 0.2 + 0.3 */
    assert_close(st.percentile, 100 * (0.3 + 0.15), 1e-12); /* below 0.3, half of 0.3 */
}

static void below_the_minimum(void **state)
{
    (void)state;
    struct nh_stand st;
    assert_int_equal(stand_from_probs(probs, 1, 4, -5, &st), 0);
    assert_close(st.p_ge, 1.0, EPS);
    assert_close(st.p_le, 0.0, EPS);
    assert_close(st.percentile, 0.0, EPS);
}

static void above_the_maximum(void **state)
{
    (void)state;
    struct nh_stand st;
    assert_int_equal(stand_from_probs(probs, 1, 4, 5, &st), 0);
    assert_close(st.p_ge, 0.0, EPS);
    assert_close(st.p_le, 1.0, EPS);
    assert_close(st.percentile, 100.0, 1e-12);
}

/* The ends: at the minimum half of its atom counts below, at the maximum
 * all but half of the top atom. */
static void at_the_ends(void **state)
{
    (void)state;
    struct nh_stand st;
    assert_int_equal(stand_from_probs(probs, 1, 4, 1, &st), 0);
    assert_close(st.p_ge, 1.0, EPS);
    assert_close(st.p_le, 0.1, EPS);
    assert_close(st.percentile, 5.0, 1e-12);
    assert_int_equal(stand_from_probs(probs, 1, 4, 4, &st), 0);
    assert_close(st.p_ge, 0.4, EPS);
    assert_close(st.p_le, 1.0, EPS);
    assert_close(st.percentile, 80.0, 1e-12);
}

/* A total short of 1 is taken as conditioned: weights 1, 3 of 8 at 0, 2. */
static void short_total_and_empty(void **state)
{
    (void)state;
    static const long double part[] = {0.125L, 0.0L, 0.375L};
    struct nh_stand st;
    assert_int_equal(stand_from_probs(part, 0, 3, 1, &st), 0);
    assert_close(st.p_ge, 0.75, EPS);
    assert_close(st.p_le, 0.25, EPS);
    assert_close(st.percentile, 25.0, 1e-12);
    static const long double zero[] = {0.0L, 0.0L};
    assert_int_equal(stand_from_probs(zero, 0, 2, 1, &st), -1);
    assert_false(st.ok);
    assert_int_equal(stand_from_probs(NULL, 0, 0, 1, &st), -1);
}

/* Counts 1, 2, 3, 4 of 1..4 give the same numbers as probs, with
 * intervals around them. */
static void from_counts(void **state)
{
    (void)state;
    static const uint64_t counts[] = {1, 2, 3, 4};
    struct nh_stand st;
    assert_int_equal(stand_from_counts(counts, 1, 4, 3, &st), 0);
    assert_true(st.ok && st.interval);
    assert_close(st.p_ge, 0.7, EPS);
    assert_close(st.p_le, 0.6, EPS);
    assert_close(st.percentile, 45.0, 1e-12);
    assert_true(st.p_ge_lo < 0.7 && 0.7 < st.p_ge_hi);
    assert_true(st.p_le_lo < 0.6 && 0.6 < st.p_le_hi);
    static const uint64_t none[] = {0, 0};
    assert_int_equal(stand_from_counts(none, 1, 2, 1, &st), -1);
}

/* Wilson's interval for k = 7 of n = 10: centre (p + z^2/2n) / (1 + z^2/n),
 * half-width z / (1 + z^2/n) * sqrt(p(1-p)/n + z^2/4n^2), worked out:
 * 0.3967781 to 0.8922087; k = 0 starts at 0, k = n ends at 1. */
static void wilson(void **state)
{
    (void)state;
    double lo, hi;
    stand_wilson95(7, 10, &lo, &hi);
    assert_close(lo, 0.3967781, 1e-6);
    assert_close(hi, 0.8922087, 1e-6);
    stand_wilson95(0, 10, &lo, &hi);
    assert_close(lo, 0.0, 0);
    assert_close(hi, 0.2775328, 1e-6);
    stand_wilson95(10, 10, &lo, &hi);
    assert_close(lo, 0.7224672, 1e-6);
    assert_close(hi, 1.0, 0);
}

static void parse(void **state)
{
    (void)state;
    int64_t v = 0;
    char err[200];
    assert_int_equal(stand_parse("120", &v, err, sizeof err), 0);
    assert_int_equal(v, 120);
    assert_int_equal(stand_parse("-3", &v, err, sizeof err), 0);
    assert_int_equal(v, -3);
    assert_int_equal(stand_parse("1000000000", &v, err, sizeof err), 0);
    assert_int_equal(stand_parse("1000000001", &v, err, sizeof err), -1);
    assert_non_null(strstr(err, "out of range"));
    assert_int_equal(stand_parse("12x", &v, err, sizeof err), -1);
    assert_non_null(strstr(err, "not a whole number"));
    assert_int_equal(stand_parse("", &v, err, sizeof err), -1);
    assert_int_equal(stand_parse("1.5", &v, err, sizeof err), -1);
    assert_int_equal(stand_parse("99999999999999999999", &v, err, sizeof err), -1);
}

/* A dwarvish Valkyrie with Con 18 at XL 14 (13 gains): 100000 trials with
 * a fixed seed; at each value asked the exact P(X >= v) and P(X <= v) lie
 * in the Monte Carlo 95% intervals, and the percentile is within 4.5
 * standard errors (its score is in [0, 1], so sd <= 1/2: 0.0071 points). */
static void monte_carlo_within_interval(void **state)
{
    (void)state;
    static const int stages[] = {13};
    struct levelup_case c = {NH_V367, 11, 2, 18, 1, stages, 0};
    struct nh_pmf f;
    struct nh_tally t;
    assert_int_equal(levelup_exact(&c, &f), 0);
    assert_int_equal(jobs_simulate(&levelup_job_kind, &c, 7, 100000, 1, &t), 0);
    static const int64_t values[] = {120, 131, 140};
    for (size_t i = 0; i < sizeof values / sizeof values[0]; i++) {
        struct nh_stand ex, mc;
        assert_int_equal(stand_from_probs(f.p, f.lo, f.n, values[i], &ex), 0);
        assert_int_equal(stand_from_counts(tally_hist(&t, 0), t.lo[0], t.width[0], values[i], &mc),
                         0);
        assert_true(mc.p_ge_lo <= ex.p_ge && ex.p_ge <= mc.p_ge_hi);
        assert_true(mc.p_le_lo <= ex.p_le && ex.p_le <= mc.p_le_hi);
        assert_close(mc.percentile, ex.percentile, 4.5 * 100 * 0.5 / sqrt(100000));
        /* the exact numbers against the pmf's own CDF */
        assert_close(ex.p_le, (double)pmf_cdf(&f, values[i]), 1e-12);
        assert_close(ex.p_ge, 1 - (double)pmf_cdf(&f, values[i] - 1), 1e-12);
    }
    pmf_free(&f);
    tally_free(&t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(at_an_atom),
        cmocka_unit_test(below_the_minimum),
        cmocka_unit_test(above_the_maximum),
        cmocka_unit_test(at_the_ends),
        cmocka_unit_test(short_total_and_empty),
        cmocka_unit_test(from_counts),
        cmocka_unit_test(wilson),
        cmocka_unit_test(parse),
        cmocka_unit_test(monte_carlo_within_interval),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
