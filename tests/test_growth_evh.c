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
    make_ok(&t, NH_VEVH, "Cav", "hum", 10, "level 5", "end");
    expect_end(&t, 55.0L, 22.0L + 4.0L / 3 + 2.5L, 34, 76);
    fit_all(&t, 71);
    t.c.history = NH_HERO_LITERATE;
    expect_end(&t, 40.0L, 22.0L, 24, 56);
    fit_all(&t, 72);
    /* an aasimar's alignment does not touch a Caveman's extra */
    t.c.history = NH_HERO_ABUSED;
    expect_end(&t, 55.0L, 22.0L + 4.0L / 3 + 2.5L, 34, 76);
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
    make_ok(&t, NH_VEVH, "Pri", "aasimar", 10, "level 3", "end");
    expect_end(&t, 40.5L, 0.25L + 71.0L / 6 + 2.5L, 28, 53);
    fit_all(&t, 73);
    t.c.history = NH_HERO_ABUSED;
    expect_end(&t, 31.5L, 0.25L + 71.0L / 6, 22, 41);
    fit_all(&t, 74);
    /* the prayer reads the same u.ualign.abuse (src/pray.c) */
    assert_true(growth_prayer_case(&t.c, 10, 500, 0).abused);
    t.c.history = NH_HERO_LITERATE;
    assert_false(growth_prayer_case(&t.c, 10, 500, 0).abused);
}

/* ---- diluted potions ---- */

/* EvilHack src/potion.c, peffects(): healing d(10 + 2b, 4) / 2 with +1
 * (not halved), extra healing d(10 + 2b, 8) / 2 with (5, 2, 0) / 2 = 2, 1,
 * 0, full healing 200 with (4 + 4b) / 2 = 4, 2, 0 and no level back.  In
 * 3.6.7 (src/potion.c, peffects()) a diluted potion heals as an undiluted
 * one: odiluted is never read. */
static void test_diluted_rules(void **state)
{
    (void)state;
    struct growth_timeline tl;
    char err[300];
    assert_int_equal(growth_parse_events("quaff healing diluted blessed x2; quaff extra cursed "
                                         "diluted; quaff full diluted; quaff full blessed",
                                         &tl, err, sizeof err),
                     0);
    const struct growth_event *e = tl.ev;
    assert_true(e[0].diluted && e[1].diluted && e[2].diluted && !e[3].diluted);
    assert_int_equal(e[0].bcsign * 10 + e[0].count, 12);
    assert_int_equal(e[1].bcsign, -1);
    struct growth_heal h = growth_quaff_heal(NH_VEVH, &e[0]);
    assert_int_equal(h.fix * 10000 + h.n * 100 + h.sides, 1204);
    assert_true(h.halved);
    assert_int_equal(growth_quaff_bonus(NH_VEVH, &e[0]), 1);
    assert_int_equal(growth_quaff_bonus(NH_VEVH, &e[1]), 0);
    assert_int_equal(growth_quaff_bonus(NH_VEVH, &e[2]), 2);
    assert_int_equal(growth_quaff_bonus(NH_VEVH, &e[3]), 8);
    assert_true(growth_quaff_restores(NH_VEVH, &e[3]));
    /* 3.6.7 and UnNetHack: diluted is undiluted */
    h = growth_quaff_heal(NH_V367, &e[0]);
    assert_false(h.halved);
    assert_int_equal(h.n, 8);
    assert_int_equal(growth_quaff_bonus(NH_VUNH, &e[2]), 4);
    assert_int_equal(growth_parse_events("quaff extra blessed diluted", &tl, err, sizeof err), 0);
    assert_int_equal(growth_quaff_bonus(NH_VEVH, &tl.ev[0]), 2);
    assert_int_equal(growth_quaff_bonus(NH_V367, &tl.ev[0]), 5);
    assert_int_equal(growth_parse_events("quaff full blessed diluted", &tl, err, sizeof err), 0);
    assert_false(growth_quaff_restores(NH_VEVH, &tl.ev[0]));
    assert_true(growth_quaff_restores(NH_V367, &tl.ev[0]));
    assert_true(growth_quaff_restores(NH_VDNH, &tl.ev[0]));
    /* diluted names a healing potion, once */
    assert_int_equal(growth_parse_events("quaff gain-level diluted", &tl, err, sizeof err), -1);
    assert_int_equal(growth_parse_events("quaff healing diluted diluted", &tl, err, sizeof err),
                     -1);
}

/* At full HP every heal overshoots: a human Valkyrie (16) with two blessed
 * diluted extra healings has 16 + 2 + 2 = 20 in EvilHack, 16 + 5 + 5 = 26
 * in 3.6.7.  "level 5; drain 2" leaves XL 3 with 16 + two gains of rnd(8) +
 * rnd(2) (mean 28, 20..36); a blessed diluted full healing adds 4 and no
 * level (32, 24..40); undiluted, 8 and a level back (42, 30..54). */
static void test_diluted_exact(void **state)
{
    (void)state;
    struct timeline t;
    struct nh_pmf f[GROWTH_MAX_CHECKPOINTS];
    make_ok(&t, NH_VEVH, "Val", "hum", 10, "quaff extra blessed diluted x2", "end");
    int n = exact(&t, f);
    assert_int_equal(pmf_min(&f[0]) * 100 + pmf_max(&f[0]), 2020);
    free_rows(f, n);
    fit_all(&t, 75);
    make_ok(&t, NH_V367, "Val", "hum", 10, "quaff extra blessed diluted x2", "end");
    n = exact(&t, f);
    assert_int_equal(pmf_min(&f[0]) * 100 + pmf_max(&f[0]), 2626);
    free_rows(f, n);
    make_ok(&t, NH_VEVH, "Val", "hum", 10, "level 5; drain 2; quaff full blessed diluted", "end");
    n = exact(&t, f);
    assert_close_l(pmf_mean(&f[0]), 32.0L, 1e-9L);
    assert_int_equal(pmf_min(&f[0]) * 100 + pmf_max(&f[0]), 2440);
    free_rows(f, n);
    fit_all(&t, 76);
    make_ok(&t, NH_VEVH, "Val", "hum", 10, "level 5; drain 2; quaff full blessed", "end");
    n = exact(&t, f);
    assert_close_l(pmf_mean(&f[0]), 42.0L, 1e-9L);
    assert_int_equal(pmf_min(&f[0]) * 100 + pmf_max(&f[0]), 3054);
    free_rows(f, n);
    /* below full HP, diluted full healing (200) is exact up to max HP 200:
     * from 1 HP it overshoots 16 and adds 2 */
    make_ok(&t, NH_VEVH, "Val", "hum", 10, "hp low; quaff full diluted", "end");
    n = exact(&t, f);
    assert_int_equal(pmf_min(&f[0]) * 100 + pmf_max(&f[0]), 1818);
    free_rows(f, n);
}

/* P(d(n, sides) >= m), by adding one die at a time. */
static double dice_at_least(int n, int sides, int m)
{
    double p[401] = {1}, q[401];
    for (int d = 0; d < n; d++) {
        for (int v = 0; v <= 400; v++) {
            q[v] = 0;
            for (int f = 1; f <= sides && f <= v; f++)
                q[v] += p[v - f] / sides;
        }
        memcpy(p, q, sizeof p);
    }
    double at = 0;
    for (int v = m; v <= 400; v++)
        at += p[v];
    return at;
}

/* Below full HP (Monte Carlo): the human Valkyrie (16) at 1 HP drinks an
 * uncursed diluted healing: 1 + d(10, 4) / 2 > 16 when d(10, 4) >= 32
 * (0.03...), and max HP rises by 1 (healing's +1 is not halved).
 * Undiluted it would take d(10, 4) >= 16 (0.998...). */
static void test_diluted_below_full(void **state)
{
    (void)state;
    struct timeline t;
    struct nh_tally tt;
    double p = dice_at_least(10, 4, 32);
    assert_true(p > 0.01 && p < 0.1);
    make_ok(&t, NH_VEVH, "Val", "hum", 10, "hp low; quaff healing diluted", "end");
    assert_int_equal(jobs_simulate(&growth_job_kind, &t.c, 77, trials(), 2, &tt), 0);
    const uint64_t *h = tally_hist(&tt, 0);
    assert_true(tt.lo[0] <= 16 && tt.lo[0] + (int32_t)tt.width[0] - 1 >= 17);
    uint64_t up = h[17 - tt.lo[0]], all = up + h[16 - tt.lo[0]];
    assert_int_equal(all, trials());
    double se = sqrt(p * (1 - p) / (double)all);
    assert_true(fabs((double)up / (double)all - p) < 5 * se);
    tally_free(&tt);
}

/* ---- method auto ---- */

/* The variants' heroes run on the scalar path (growth_runs_scalar), which
 * growth_cost.c prices: "level 30" (30 gains) costs 20 + 30 = 50 ns a
 * timeline on the lane loops and 6 x 20 + 5 x 30 = 270 ns on the scalar
 * path; its exact answer 20000 + 300 x 30 = 29000 ns.  So 200 trials
 * (10000 ns on the lanes) are cheaper than exact in 3.6.7, dearer (54000
 * ns) in UnNetHack, where auto now answers exactly. */
static void test_scalar_cost(void **state)
{
    (void)state;
    struct timeline t;
    make_ok(&t, NH_V367, "Val", "hum", 10, "level 30", "end");
    assert_false(growth_runs_scalar(&t.c));
    double lanes = growth_trial_cost(&t.c), exact_ns = growth_exact_cost(&t.c);
    assert_close(lanes, 50.0, 1e-9);
    assert_close(exact_ns, 29000.0, 1e-9);
    assert_true(200 * lanes < exact_ns);
    enum nh_variant vs[] = {NH_VUNH, NH_VEVH, NH_VXNH, NH_VDNH};
    for (size_t i = 0; i < sizeof vs / sizeof vs[0]; i++) {
        make_ok(&t, vs[i], "Val", "hum", 10, "level 30", "end");
        assert_true(growth_runs_scalar(&t.c));
        assert_close(growth_trial_cost(&t.c), 270.0, 1e-9);
        assert_true(200 * growth_trial_cost(&t.c) > exact_ns);
    }
    /* nurse hits x2.4: 1000 hits, 20 + 1000 against 120 + 2400 */
    make_ok(&t, NH_VUNH, "Tou", "hum", 10, "nurse 1000", "end");
    assert_close(growth_trial_cost(&t.c), 2520.0, 1e-9);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_caveman_literate),   cmocka_unit_test(test_aasimar_abused),
        cmocka_unit_test(test_diluted_rules),      cmocka_unit_test(test_diluted_exact),
        cmocka_unit_test(test_diluted_below_full), cmocka_unit_test(test_scalar_cost),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
