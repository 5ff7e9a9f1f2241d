/* Tests of growth by EvilHack's own inputs (growth_impl.h, growth_hero.c;
 * docs/rules.md, Level-up HP in xNetHack, EvilHack and UnNetHack; Growth in
 * xNetHack, EvilHack and UnNetHack): the history its newhp() asks (a
 * Caveman who has read, an aasimar whose alignment was abused), against
 * values worked by hand from EvilHack c444f6a3.
 *
 * The numbers, from src/role.c (hpadv: infix, inrnd, lofix, lornd, hifix,
 * hirnd) and src/attrib.c newhp(): Caveman {14,0,0,8,2,0} and Priest
 * {12,0,0,8,1,0}, xlev 10; human {2,0,0,2,1,0}; aasimar {3,2,1,3,2,1}.
 * newhp() adds, for a Caveman with u.uconduct.literate < 1, rn1(3,2)
 * (2..4) below XL 3 and rn1(4,3) (3..6) below 10; for an aasimar with
 * u.ualign.abuse == 0, rn1(4,3).  Con 10: conplus 0.  Variances: rnd(n)
 * (n^2 - 1)/12, so rnd(8) 5.25, rnd(3) 2/3, rnd(2) 1/4; rn1(3,2) 2/3,
 * rn1(4,3) 5/4. */
#include "testutil.h"

#include <math.h>
#include <string.h>

#include "kinds/growth/growth_impl.h"
#include "kinds/prayer/prayer.h"
#include "nhmc/heroes.h"
#include "test_growth_util.h"

/* ---- EvilHack's history (growth_case.history) ---- */

/* A human Caveman, Con 10, "level 5": start 16, then four gains of
 * rnd(8) + rnd(2) (mean 6, variance 5.5).  Literate: 16 + 24 = 40,
 * variance 22, 24..56.  Never read (every hero's start): XL 1 and 2 add
 * rn1(3,2), XL 3 and 4 rn1(4,3): mean 40 + 3 + 3 + 4.5 + 4.5 = 55,
 * variance 22 + 2 (2/3) + 2 (5/4) = 25 5/6, 34..76. */
static void test_caveman_literate(void **state)
{
    (void)state;
    struct timeline t;
    struct nh_pmf f[GROWTH_MAX_CHECKPOINTS];
    make_ok(&t, NH_VEVH, "Cav", "hum", 10, "level 5", "end");
    int n = exact(&t, f);
    assert_close_l(pmf_mean(&f[0]), 55.0L, 1e-9L);
    assert_close_l(pmf_variance(&f[0]), 22.0L + 4.0L / 3 + 2.5L, 1e-9L);
    assert_int_equal(pmf_min(&f[0]), 34);
    assert_int_equal(pmf_max(&f[0]), 76);
    free_rows(f, n);
    fit_all(&t, 71);
    t.c.history = NH_HERO_LITERATE;
    n = exact(&t, f);
    assert_close_l(pmf_mean(&f[0]), 40.0L, 1e-9L);
    assert_close_l(pmf_variance(&f[0]), 22.0L, 1e-9L);
    assert_int_equal(pmf_min(&f[0]), 24);
    assert_int_equal(pmf_max(&f[0]), 56);
    free_rows(f, n);
    fit_all(&t, 72);
    /* an aasimar's alignment does not touch a Caveman's extra */
    t.c.history = NH_HERO_ABUSED;
    n = exact(&t, f);
    assert_close_l(pmf_mean(&f[0]), 55.0L, 1e-9L);
    free_rows(f, n);
}

/* An aasimar Priest, Con 10, "level 3": start 12 + 3 + rnd(2) (mean 16.5,
 * variance 1/4), then two gains of 1 + rnd(8) + rnd(3) (mean 7.5, variance
 * 5.25 + 2/3).  Abused: 31.5, variance 1/4 + 2 (71/12) = 12 1/12, 22..41
 * (16 + 2 x 3; 17 + 2 x 12).  Never abused: each gain adds rn1(4,3): 40.5,
 * variance 12 1/12 + 2 (5/4), 28..53. */
static void test_aasimar_abused(void **state)
{
    (void)state;
    struct timeline t;
    struct nh_pmf f[GROWTH_MAX_CHECKPOINTS];
    make_ok(&t, NH_VEVH, "Pri", "aasimar", 10, "level 3", "end");
    int n = exact(&t, f);
    assert_close_l(pmf_mean(&f[0]), 40.5L, 1e-9L);
    assert_close_l(pmf_variance(&f[0]), 0.25L + 71.0L / 6 + 2.5L, 1e-9L);
    assert_int_equal(pmf_min(&f[0]), 28);
    assert_int_equal(pmf_max(&f[0]), 53);
    free_rows(f, n);
    fit_all(&t, 73);
    t.c.history = NH_HERO_ABUSED;
    n = exact(&t, f);
    assert_close_l(pmf_mean(&f[0]), 31.5L, 1e-9L);
    assert_close_l(pmf_variance(&f[0]), 0.25L + 71.0L / 6, 1e-9L);
    assert_int_equal(pmf_min(&f[0]), 22);
    assert_int_equal(pmf_max(&f[0]), 41);
    free_rows(f, n);
    fit_all(&t, 74);
    /* the prayer reads the same u.ualign.abuse (src/pray.c) */
    assert_true(growth_prayer_case(&t.c, 10, 500, 0).abused);
    t.c.history = NH_HERO_LITERATE;
    assert_false(growth_prayer_case(&t.c, 10, 500, 0).abused);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_caveman_literate),
        cmocka_unit_test(test_aasimar_abused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
