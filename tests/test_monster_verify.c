/* Kind monster's kernel against its exact distribution (verify_util.h). */
#include "verify_util.h"

#include <stdio.h>
#include <string.h>

#include "kinds/monster/monster_hp.h"

/* A monster case: `name` of version v at depth d for an XL x hero. */
static struct monster_case monster_base(enum nh_variant v, const char *name, int d, int x)
{
    struct monster_case c;
    memset(&c, 0, sizeof c);
    c.variant = v;
    c.mon = monster_find_exact(monster_table(v), name);
    assert_true(c.mon >= 0);
    c.where.depth = d;
    c.xl = x;
    return c;
}

/* p-value of the kernel's histogram h of case sim against the exact one of
 * case ex. */
static double monster_fit(const struct monster_case *sim, const struct monster_case *ex, int h,
                          uint64_t seed, const char *what)
{
    struct nh_tally t;
    struct nh_pmf f[NH_MON_HIST_COUNT];
    struct nh_gof g;
    assert_int_equal(monster_exact(ex, &f[NH_MON_HIST_HP], &f[NH_MON_HIST_LEVEL]), 0);
    assert_int_equal(jobs_simulate(&monster_job_kind, sim, seed, trials(), 2, &t), 0);
    assert_int_equal(gof_chisq(tally_hist(&t, (size_t)h), t.lo[h], t.width[h], &f[h], &g), 0);
    if (g.p < NH_TEST_P_MIN)
        print_message("%s: chi-square %.2f, %d cells, p = %g, impossible %llu\n", what, g.stat,
                      g.cells, g.p, (unsigned long long)g.impossible);
    tally_free(&t);
    pmf_free(&f[NH_MON_HIST_HP]);
    pmf_free(&f[NH_MON_HIST_LEVEL]);
    return g.p;
}

/* The monster kernel against the exact module: 5.0's all-ones bump, an
 * endgame player monster, a home elemental (x3), an adult dragon, and a
 * pony's max HP and level after 20 kills (the shapes of monster_grid's
 * scenarios). */
static void monster_cases(void **state)
{
    (void)state;
    struct monster_case c[6];
    c[0] = monster_base(NH_V50, "soldier ant", 10, 8);
    c[1] = monster_base(NH_V343, "valkyrie", 50, 14);
    c[1].where.endgame = true;
    c[1].where.sanctum_depth = 50;
    c[2] = monster_base(NH_V367, "air elemental", 50, 14);
    c[2].where.endgame = true;
    c[2].where.sanctum_depth = 50;
    c[2].where.home_plane = NH_MF_HOME_AIR;
    c[3] = monster_base(NH_V367, "red dragon", 20, 10);
    c[4] = monster_base(NH_V367, "pony", 1, 1);
    c[4].kills = 20;
    c[4].victim_level = 5;
    c[5] = c[4];
    for (int i = 0; i < 6; i++) {
        char what[64];
        snprintf(what, sizeof what, "monster case %d (%s)", i, variant_name(c[i].variant));
        int h = i == 5 ? NH_MON_HIST_LEVEL : NH_MON_HIST_HP;
        assert_true(monster_fit(&c[i], &c[i], h, 900 + (uint64_t)i, what) >= NH_TEST_P_MIN);
    }
}

/* A wrong rule is caught: 3.6.7's newt (rnd(4)) against 5.0's exact newt
 * (a 1 becomes 2). */
static void monster_wrong_bump_is_rejected(void **state)
{
    (void)state;
    struct monster_case sim = monster_base(NH_V367, "newt", 1, 1);
    struct monster_case ex = monster_base(NH_V50, "newt", 1, 1);
    assert_true(monster_fit(&sim, &ex, NH_MON_HIST_HP, 950, "3.6.7 newt against 5.0") < 1e-6);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(monster_cases),
        cmocka_unit_test(monster_wrong_bump_is_rejected),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
