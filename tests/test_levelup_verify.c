/* Kind levelup's kernel against its exact distribution (verify_util.h):
 * every 3.6.7 role and race, 3.4.3's and 5.0's rules, the scalar reference
 * hero, and wrong distributions rejected. */
#include "verify_util.h"

#include <stdio.h>
#include <string.h>

#include "kinds/levelup/levelup_impl.h"
#include "nhmc/hero_rules.h"
#include "nhmc/heroes.h"

/* The stage of "XL x" (x - 1 gains) and of "30+k" (29 + k gains). */
#define XL(x)       ((x)-1)
#define XL30PLUS(k) (29 + (k))

/* The kernel's histogram of one levelup case at one stage. */
static void simulate_levelup(enum nh_variant v, int role, int race, int con, int stage,
                             uint64_t seed, struct nh_tally *t)
{
    static int stages[1];
    stages[0] = stage;
    struct levelup_case c = {v, role, race, con, 1, stages, 0};
    assert_int_equal(jobs_simulate(&levelup_job_kind, &c, seed, trials(), 2, t), 0);
}

static void exact_levelup(enum nh_variant v, int role, int race, int con, int stage,
                          struct nh_pmf *f)
{
    int stages[1] = {stage};
    struct levelup_case c = {v, role, race, con, 1, stages, 0};
    assert_int_equal(levelup_exact(&c, f), 0);
}

static void check_levelup(enum nh_variant v, int role, int race, int con, int stage, uint64_t seed)
{
    struct nh_tally t;
    struct nh_pmf f;
    char what[96];
    snprintf(what, sizeof what, "%s %s-%s Con %d stage %d", variant_name(v), nh_roles[role].abbr,
             nh_races[race].abbr, con, stage);
    simulate_levelup(v, role, race, con, stage, seed, &t);
    exact_levelup(v, role, race, con, stage, &f);
    assert_true(fit(&t, &f, what) >= NH_TEST_P_MIN);
    pmf_free(&f);
    tally_free(&t);
}

/* Every 3.6.7 role/race at Con 3, 10 and 18, XL 30 (84 cases). */
static void levelup_367_every_role_race(void **state)
{
    (void)state;
    static const int cons[] = {3, 10, 18};
    uint64_t seed = SEED;
    for (int r = 0; r < NH_ROLE_COUNT; r++)
        for (int a = 0; a < NH_RACE_COUNT; a++)
            for (int k = 0; k < 3 && role_allows_race(r, a); k++)
                check_levelup(NH_V367, r, a, cons[k], XL(30), seed++);
}

/* 3.4.3: a stage before xlev, one across it, one at XL 30 with Con below
 * 7 (the -1 bonus), and a rolled Con (3.4.3's selection weights). */
static void levelup_343_cases(void **state)
{
    (void)state;
    check_levelup(NH_V343, 1, 4, 10, XL(14), 101);            /* orcish Barbarian */
    check_levelup(NH_V343, 0, 2, 16, XL(20), 102);            /* dwarvish Archeologist */
    check_levelup(NH_V343, 6, 1, 5, XL(30), 103);             /* elven Priest */
    check_levelup(NH_V343, 9, 0, NH_CON_ROLLED, XL(30), 104); /* human Samurai */
}

/* 5.0: below XL 30 (as 3.6.7), gains at XL 30 under the limit, a long run
 * that takes max HP past 300 (the limit falls to 4, then lower), and a
 * rolled Con (5.0's selection weights). */
static void levelup_50_cases(void **state)
{
    (void)state;
    check_levelup(NH_V50, 12, 1, 18, XL(10), 201);                 /* elven Wizard */
    check_levelup(NH_V50, 11, 2, 18, XL30PLUS(3), 202);            /* dwarvish Valkyrie */
    check_levelup(NH_V50, 2, 2, 25, XL30PLUS(60), 203);            /* dwarvish Caveman */
    check_levelup(NH_V50, 3, 3, NH_CON_ROLLED, XL(30), 204);       /* gnomish Healer */
    check_levelup(NH_V50, 10, 0, NH_CON_ROLLED, XL30PLUS(5), 205); /* human Tourist */
}

/* The long 5.0 run really crosses 300 max HP, so the case above covers a
 * limit below 5. */
static void levelup_50_long_run_passes_300(void **state)
{
    (void)state;
    struct nh_pmf f;
    exact_levelup(NH_V50, 2, 2, 25, XL30PLUS(60), &f);
    assert_true(pmf_min(&f) > 300);
    pmf_free(&f);
}

/* The scalar reference hero (one nh_newhp call per gain) has the same
 * exact distribution as the kernel. */
static void reference_hero_matches_exact(void **state)
{
    (void)state;
    int stages[1] = {XL30PLUS(2)};
    struct levelup_case c = {NH_V50, 0, 2, NH_CON_ROLLED, 1, stages, 0}; /* dwarvish Arc */
    struct nh_tally t;
    struct nh_pmf f;
    int32_t lo = 0, hi = 2000;
    assert_int_equal(tally_init(&t, 1, &lo, &hi), 0);
    nh_pcg32 rng;
    pcg32_seed(&rng, 99, 1);
    for (uint64_t i = 0; i < trials(); i++) {
        int32_t hp;
        levelup_reference_hero(&c, &rng, &hp);
        assert_true(hp >= lo && hp <= hi);
        tally_add(&t, 0, hp);
    }
    assert_int_equal(levelup_exact(&c, &f), 0);
    assert_true(fit(&t, &f, "reference hero") >= NH_TEST_P_MIN);
    pmf_free(&f);
    tally_free(&t);
}

/* The test can fail: one die too many (a d2 added to the exact answer of
 * human Valkyrie Con 16 at XL 10) is rejected. */
static void wrong_die_is_rejected(void **state)
{
    (void)state;
    struct nh_tally t;
    struct nh_pmf f, d2;
    simulate_levelup(NH_V367, 11, 0, 16, XL(10), 401, &t);
    exact_levelup(NH_V367, 11, 0, 16, XL(10), &f);
    assert_true(fit(&t, &f, "right") >= NH_TEST_P_MIN);
    assert_int_equal(pmf_init_uniform(&d2, 1, 2), 0);
    assert_int_equal(pmf_add_independent(&f, &d2), 0);
    struct nh_gof g;
    assert_int_equal(gof_chisq(tally_hist(&t, 0), t.lo[0], t.width[0], &f, &g), 0);
    /* rejected by the statistic itself, not by an impossible value */
    assert_int_equal(g.impossible, 0);
    assert_true(g.p < 1e-10);
    pmf_free(&d2);
    pmf_free(&f);
    tally_free(&t);
}

/* 5.0's throttled gains tested against 3.6.7's unthrottled distribution:
 * rejected (every observation is impossible there). */
static void missing_throttle_is_rejected(void **state)
{
    (void)state;
    struct nh_tally t;
    struct nh_pmf f;
    struct nh_gof g;
    simulate_levelup(NH_V50, 11, 2, 18, XL30PLUS(3), 402, &t);
    exact_levelup(NH_V367, 11, 2, 18, XL30PLUS(3), &f);
    assert_int_equal(gof_chisq(tally_hist(&t, 0), t.lo[0], t.width[0], &f, &g), 0);
    assert_true(g.p < 1e-10);
    pmf_free(&f);
    tally_free(&t);
}

/* EvilHack's histories (--literate, --abused): an aasimar Caveman at XL 30,
 * the kernel against the exact model with each history, the extra dice of
 * the Caveman's brackets and the aasimar dropped or kept. */
static void evilhack_histories(void **state)
{
    (void)state;
    static int stages[1] = {NH_MAXULEV - 1};
    const unsigned histories[] = {0, NH_HERO_LITERATE, NH_HERO_ABUSED,
                                  NH_HERO_LITERATE | NH_HERO_ABUSED};
    for (size_t h = 0; h < sizeof histories / sizeof histories[0]; h++) {
        struct levelup_case c = {NH_VEVH, NH_ROLE_CAVEMAN, NH_EVH_AASIMAR, 14,
                                 1,       stages,          histories[h]};
        struct nh_tally t;
        struct nh_pmf f;
        char what[64];
        snprintf(what, sizeof what, "evilhack Cav-amr Con 14 XL 30 history %u", histories[h]);
        assert_int_equal(jobs_simulate(&levelup_job_kind, &c, SEED + h, trials(), 2, &t), 0);
        assert_int_equal(levelup_exact(&c, &f), 0);
        assert_true(fit(&t, &f, what) >= NH_TEST_P_MIN);
        pmf_free(&f);
        tally_free(&t);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(levelup_367_every_role_race),
        cmocka_unit_test(evilhack_histories),
        cmocka_unit_test(levelup_343_cases),
        cmocka_unit_test(levelup_50_cases),
        cmocka_unit_test(levelup_50_long_run_passes_300),
        cmocka_unit_test(reference_hero_matches_exact),
        cmocka_unit_test(wrong_die_is_rejected),
        cmocka_unit_test(missing_throttle_is_rejected),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
