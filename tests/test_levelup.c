/* Tests of the levelup kernel (docs/rules.md, Hero max HP).
 *
 * Means and standard deviations are checked against values derived by hand
 * from docs/rules.md (the derivations are in the comments); tolerances come from
 * the standard error: |mean - exact| <= 5 sem, |sd - exact| <= 5 se(sd)
 * with se(sd) = sqrt((m4 - s^4) / n) / (2 s), m4 the sample fourth central
 * moment.  Whole distributions are checked against the exact module in
 * tests/test_levelup_verify.c.
 */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "kinds/levelup/levelup_impl.h"
#include "nhmc/pmf.h"
#include "nhmc/hero_rules.h"
#include "nhmc/summary.h"

#define SEED 424242u

static uint64_t trials(void)
{
    return getenv("NHMC_SANITIZED") ? 200000u : 1000000u;
}

/* Stages for XL 1, 10, 20, 30 (numbers of gains). */
static const int xl_1_10_20_30[] = {0, 9, 19, 29};

struct moments {
    double mean, sd, m4;
    uint64_t n;
};

static struct moments hist_moments(const struct nh_tally *t, size_t h)
{
    const uint64_t *c = tally_hist(t, h);
    struct moments m = {0, 0, 0, 0};
    double s1 = 0, s2 = 0;
    for (uint32_t i = 0; i < t->width[h]; i++) {
        double x = t->lo[h] + (double)i;
        m.n += c[i];
        s1 += (double)c[i] * x;
    }
    m.mean = s1 / (double)m.n;
    for (uint32_t i = 0; i < t->width[h]; i++) {
        double d = t->lo[h] + (double)i - m.mean;
        s2 += (double)c[i] * d * d;
        m.m4 += (double)c[i] * d * d * d * d;
    }
    m.sd = sqrt(s2 / (double)(m.n - 1));
    m.m4 /= (double)m.n;
    return m;
}

/* Check stage h of a simulated case against an exact mean and variance. */
static void check_stage(const struct nh_tally *t, size_t h, double mean, double var)
{
    struct moments m = hist_moments(t, h);
    assert_int_equal(m.n, trials());
    double sem = m.sd / sqrt((double)m.n);
    assert_close(m.mean, mean, 5 * sem + 1e-12);
    double sd = sqrt(var);
    if (var == 0.0) {
        assert_close(m.sd, 0.0, 1e-12);
        return;
    }
    double se_sd = sqrt((m.m4 - m.sd * m.sd * m.sd * m.sd) / (double)m.n) / (2 * m.sd);
    assert_close(m.sd, sd, 5 * se_sd + 1e-12);
}

static void simulate(struct levelup_case *c, struct nh_tally *t)
{
    assert_int_equal(jobs_simulate(&levelup_job_kind, c, SEED, trials(), 2, t), 0);
}

/* Human Valkyrie, Con 10 (conplus 0): start 16; a gain below XL 10 is
 * d8 + d2 (mean 6, variance 63/12 + 3/12 = 5.5); from XL 10 on, 2 + 1 = 3.
 * XL 10: 16 + 9*6 = 70, var 49.5; XL 20: 100; XL 30: 130 (docs/rules.md, Known values). */
static void val_human_con10(void **state)
{
    (void)state;
    struct levelup_case c = {NH_V367, 11, 0, 10, 4, xl_1_10_20_30, 0};
    struct nh_tally t;
    simulate(&c, &t);
    check_stage(&t, 0, 16, 0);
    check_stage(&t, 1, 70, 49.5);
    check_stage(&t, 2, 100, 49.5);
    check_stage(&t, 3, 130, 49.5);
    tally_free(&t);
}

/* Human Tourist, Con 3 (conplus -2): a gain below XL 14 is
 * max(1, S - 2), S = d8 + d2; P(S = 2) = 1/16 is raised from 0 to 1, so the
 * mean is 4 + 1/16 = 65/16 and E[g^2] = 5.5 + 16 + 1/16, variance 1295/256.
 * From XL 14 on: 0 + 1 - 2 = -1, raised to 1.  XL 10: 10 + 9*65/16;
 * XL 20: 10 + 13*65/16 + 6; XL 30: 10 + 13*65/16 + 16 = 78.8125. */
static void tourist_con3_minimum(void **state)
{
    (void)state;
    struct levelup_case c = {NH_V367, 10, 0, 3, 4, xl_1_10_20_30, 0};
    struct nh_tally t;
    simulate(&c, &t);
    double g = 65.0 / 16, v = 1295.0 / 256;
    check_stage(&t, 1, 10 + 9 * g, 9 * v);
    check_stage(&t, 2, 10 + 13 * g + 6, 13 * v);
    check_stage(&t, 3, 78.8125, 13 * v);
    tally_free(&t);
}

/* Orcish Ranger, Con 3: below XL 12 max(1, d6 + d1 - 2) = max(1, d6 - 1):
 * values 1,1,2,3,4,5, mean 8/3, variance 56/6 - 64/9 = 20/9; from XL 12
 * on 1 + 0 - 2 raised to 1.  Start 14.  XL 30: 14 + 11*8/3 + 18. */
static void ranger_orc_con3(void **state)
{
    (void)state;
    struct levelup_case c = {NH_V343, 8, 4, 3, 4, xl_1_10_20_30, 0};
    struct nh_tally t;
    simulate(&c, &t);
    check_stage(&t, 0, 14, 0);
    check_stage(&t, 1, 14 + 9 * 8.0 / 3, 9 * 20.0 / 9);
    check_stage(&t, 3, 14 + 11 * 8.0 / 3 + 18, 11 * 20.0 / 9);
    tally_free(&t);
}

/* Elven Wizard, Con 18 (conplus +3): below XL 12 d8 + d1 + 3 = d8 + 4
 * (mean 8.5, variance 5.25); from XL 12, 1 + 1 + 3 = 5.  Start 11.
 * XL 30: 11 + 11*8.5 + 18*5 = 194.5. */
static void wizard_elf_con18(void **state)
{
    (void)state;
    struct levelup_case c = {NH_V50, 12, 1, 18, 4, xl_1_10_20_30, 0};
    struct nh_tally t;
    simulate(&c, &t);
    check_stage(&t, 1, 11 + 9 * 8.5, 9 * 5.25);
    check_stage(&t, 3, 194.5, 11 * 5.25);
    tally_free(&t);
}

/* Dwarvish Caveman, Con 25 (conplus +4): below XL 10 d8 + d3 + 4 (mean
 * 10.5, variance 63/12 + 8/12); from XL 10, 2 + 2 + 4 = 8.  Start 18.
 * XL 30: 18 + 9*10.5 + 20*8 = 272.5. */
static void caveman_dwarf_con25(void **state)
{
    (void)state;
    struct levelup_case c = {NH_V367, 2, 2, 25, 4, xl_1_10_20_30, 0};
    struct nh_tally t;
    simulate(&c, &t);
    check_stage(&t, 3, 272.5, 9 * 71.0 / 12);
    tally_free(&t);
}

/* Gnomish Healer, Con 5 (conplus -1): below XL 20 d8 + d1 - 1 = d8 (mean
 * 4.5, variance 5.25, never below 1); from XL 20, 1 + 0 - 1 = 0 raised to 1.
 * Start 12.  XL 20: 12 + 19*4.5 = 97.5; XL 30: 107.5. */
static void healer_gnome_con5(void **state)
{
    (void)state;
    struct levelup_case c = {NH_V367, 3, 3, 5, 4, xl_1_10_20_30, 0};
    struct nh_tally t;
    simulate(&c, &t);
    check_stage(&t, 2, 97.5, 19 * 5.25);
    check_stage(&t, 3, 107.5, 19 * 5.25);
    tally_free(&t);
}

/* Human Samurai, Con rolled (3.6.7): docs/rules.md, Starting Con tables, gives Con 15, 16, 17, 18
 * with 0.05%, 0.71%, 7.83%, 91.40%, so E[conplus] = 0.0076 + 2*0.0783 +
 * 3*0.9140 = 2.9062 (the table's rounding: +-0.0002).  Below XL 11 a gain is
 * d8 + d2 + conplus (>= 3), from XL 11 on 1 + 1 + conplus.  Start 15.
 * XL 30: 15 + 10*6 + 19*2 + 29*E[conplus] = 113 + 29*2.9062. */
static void samurai_rolled(void **state)
{
    (void)state;
    struct levelup_case c = {NH_V367, 9, 0, NH_CON_ROLLED, 4, xl_1_10_20_30, 0};
    struct nh_tally t;
    simulate(&c, &t);
    struct moments m = hist_moments(&t, 3);
    double sem = m.sd / sqrt((double)m.n);
    assert_close(m.mean, 113 + 29 * 2.9062, 5 * sem + 29 * 0.0002);
    /* XL 1 is the starting HP whatever the Con. */
    check_stage(&t, 0, 15, 0);
    tally_free(&t);
}

/* 5.0 throttles gains at XL 30 to max(1, 5 - maxHP/300); 3.6.7 does not.
 * Dwarvish Valkyrie, Con 18: the XL-30 maximum is at most 18 + 9*14 +
 * 20*7 = 284, so three more gains stay below 300 and add exactly 3*5 in
 * 5.0, against 3*7 in 3.6.7. */
static void xl30_throttle(void **state)
{
    (void)state;
    static const int stages[] = {29, 32};
    struct nh_tally t50, t367;
    struct levelup_case c50 = {NH_V50, 11, 2, 18, 2, stages, 0};
    struct levelup_case c367 = {NH_V367, 11, 2, 18, 2, stages, 0};
    simulate(&c50, &t50);
    simulate(&c367, &t367);
    struct moments a = hist_moments(&t50, 0), b = hist_moments(&t50, 1);
    struct moments c = hist_moments(&t367, 0), d = hist_moments(&t367, 1);
    assert_close(b.mean - a.mean, 15.0, 1e-9);
    assert_close(d.mean - c.mean, 21.0, 1e-9);
    assert_close(b.sd, a.sd, 1e-9);
    tally_free(&t50);
    tally_free(&t367);
}

/* The throttle's limit shrinks as max HP grows: 400 gains at XL 30 by a
 * dwarvish Caveman with Con 25 (hi gain 8) must follow the limit table:
 * once past 1200 every gain is exactly 1. */
static void xl30_throttle_long_run(void **state)
{
    (void)state;
    static const int stages[] = {29, 29 + 400};
    struct levelup_case c = {NH_V50, 2, 2, 25, 2, stages, 0};
    nh_pcg32 rng;
    pcg32_seed(&rng, 7, 7);
    int32_t hp[2];
    levelup_reference_hero(&c, &rng, hp);
    /* From about 313 (XL 30): 4 per gain to 600 (72 gains), 3 to 900 (100),
     * 2 to 1200 (150), then 1: hp[1] is fixed up to the first value. */
    int h = hp[0], g;
    for (g = 0; g < 400; g++)
        h += nh_xl30_limit(h) < 8 ? nh_xl30_limit(h) : 8;
    assert_int_equal(hp[1], h);
    assert_true(hp[1] > 1200);
}

/* Results do not depend on the number of threads, and odd trial counts
 * (not multiples of the lane or block width) are all tallied. */
static void threads_do_not_change_results(void **state)
{
    (void)state;
    struct levelup_case c = {NH_V367, 12, 3, NH_CON_ROLLED, 4, xl_1_10_20_30, 0};
    struct nh_tally a, b, d;
    assert_int_equal(jobs_simulate(&levelup_job_kind, &c, 5, 100003, 1, &a), 0);
    assert_int_equal(jobs_simulate(&levelup_job_kind, &c, 5, 100003, 2, &b), 0);
    assert_int_equal(jobs_simulate(&levelup_job_kind, &c, 5, 100003, 7, &d), 0);
    assert_int_equal(a.ncounts, b.ncounts);
    assert_memory_equal(a.counts, b.counts, a.ncounts * sizeof *a.counts);
    assert_memory_equal(a.counts, d.counts, a.ncounts * sizeof *a.counts);
    for (size_t h = 0; h < a.nhist; h++)
        assert_int_equal(tally_total(&a, h), 100003);
    tally_free(&a);
    tally_free(&b);
    tally_free(&d);
}

/* The same case gives the same numbers wherever it stands: the stream key
 * depends on the case, and different cases get different keys. */
static void case_keys(void **state)
{
    (void)state;
    struct levelup_case a = {NH_V367, 11, 0, 10, 4, xl_1_10_20_30, 0};
    struct levelup_case b = a;
    assert_int_equal(levelup_case_key(&a), levelup_case_key(&b));
    b.con = 11;
    assert_true(levelup_case_key(&a) != levelup_case_key(&b));
    b = a;
    b.variant = NH_V50;
    assert_true(levelup_case_key(&a) != levelup_case_key(&b));
    b = a;
    b.race = 2;
    assert_true(levelup_case_key(&a) != levelup_case_key(&b));
}

/* Starting HP is role infix + race infix (docs/rules.md, Starting HP; Known values). */
static void start_hp_table(void **state)
{
    (void)state;
    assert_int_equal(nh_start_hp(11, 0), 16); /* human Valkyrie */
    assert_int_equal(nh_start_hp(11, 2), 18); /* dwarvish Valkyrie */
    assert_int_equal(nh_start_hp(10, 0), 10); /* Tourist */
    assert_int_equal(nh_start_hp(12, 3), 11); /* gnomish Wizard */
    assert_int_equal(nh_start_hp(2, 2), 18);  /* dwarvish Caveman */
    assert_int_equal(nh_start_hp(7, 4), 11);  /* orcish Rogue */
    assert_int_equal(nh_start_hp(8, 1), 14);  /* elven Ranger */
}

/* Stages must ascend strictly: a repeated or backward stage is refused (it
 * would never be reached), by the tally, the simulation and the exact module. */
static void bad_stages_refused(void **state)
{
    (void)state;
    static const int repeated[] = {5, 5}, backward[] = {9, 3};
    struct levelup_case c = {NH_V367, 11, 0, 10, 2, repeated, 0};
    struct nh_tally t;
    struct nh_pmf out[2];
    assert_false(levelup_stages_valid(&c));
    assert_int_equal(levelup_tally_init(&t, &c), -1);
    assert_int_equal(levelup_exact(&c, out), -1);
    assert_int_equal(jobs_simulate(&levelup_job_kind, &c, 1, 10, 1, &t), -1);
    c.stages = backward;
    assert_false(levelup_stages_valid(&c));
    c.nstages = 1;
    assert_true(levelup_stages_valid(&c));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(start_hp_table),
        cmocka_unit_test(val_human_con10),
        cmocka_unit_test(tourist_con3_minimum),
        cmocka_unit_test(ranger_orc_con3),
        cmocka_unit_test(wizard_elf_con18),
        cmocka_unit_test(caveman_dwarf_con25),
        cmocka_unit_test(healer_gnome_con5),
        cmocka_unit_test(samurai_rolled),
        cmocka_unit_test(xl30_throttle),
        cmocka_unit_test(xl30_throttle_long_run),
        cmocka_unit_test(threads_do_not_change_results),
        cmocka_unit_test(case_keys),
        cmocka_unit_test(bad_stages_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
