/* Kind rnz's kernel against its exact distribution (verify_util.h), and
 * the wrong rne cap rejected. */
#include "verify_util.h"

#include <stdio.h>
#include <string.h>

#include "kinds/rnz/rnz_impl.h"

static void exact_rnz(int i, int xl, struct nh_pmf *f)
{
    struct rnz_case c = {i, xl, NH_V367};
    assert_int_equal(rnz_exact_pmf(&c, f), 0);
}

static double rnz_fit(int i, int sim_xl, int exact_xl, uint64_t seed)
{
    struct rnz_case c = {i, sim_xl, NH_V367};
    struct nh_tally t;
    struct nh_pmf f;
    char what[64];
    snprintf(what, sizeof what, "rnz(%d) at XL %d against XL %d", i, sim_xl, exact_xl);
    assert_int_equal(jobs_simulate(&rnz_job_kind, &c, seed, trials(), 2, &t), 0);
    exact_rnz(i, exact_xl, &f);
    double p = fit(&t, &f, what);
    pmf_free(&f);
    tally_free(&t);
    return p;
}

/* rnz at XL 1 (rne cap 5) and XL 30 (cap 10), and two more arguments. */
static void rnz_cases(void **state)
{
    (void)state;
    assert_true(rnz_fit(350, 1, 1, 301) >= NH_TEST_P_MIN);
    assert_true(rnz_fit(350, 30, 30, 302) >= NH_TEST_P_MIN);
    assert_true(rnz_fit(10, 14, 14, 303) >= NH_TEST_P_MIN);
    assert_true(rnz_fit(1000, 20, 20, 304) >= NH_TEST_P_MIN);
}

/* rnz at XL 30 (rne cap 10) against XL 14's distribution (cap 5): the
 * rare long tails (values XL 14 cannot give) are caught. */
static void wrong_rne_cap_is_rejected(void **state)
{
    (void)state;
    assert_true(rnz_fit(350, 30, 14, 403) < 1e-10);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(rnz_cases),
        cmocka_unit_test(wrong_rne_cap_is_rejected),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
