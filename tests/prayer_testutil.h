/* What the prayer tests share: a hero praying for low HP at turn 101, the
 * exact statistics of a case (every histogram checked to sum to 1), and
 * the exact distributions checked against the game-order reference. */
#ifndef NHMC_PRAYER_TESTUTIL_H
#define NHMC_PRAYER_TESTUTIL_H

#include <string.h>

#include "kinds/prayer/prayer_impl.h"
#include "nhmc/gof.h"
#include "nhmc/rng.h"
#include "nhmc/tally.h"
#include "nhmc/hero_rules.h"
#include "testutil.h"

/* A human of `role` at XL 1 and Con 10 with `maxhp` max HP and 1 HP, at
 * turn 101 with the role's starting record. */
static inline struct prayer_case prayer_hero(enum nh_variant v, const char *role, int maxhp)
{
    struct prayer_case c;
    memset(&c, 0, sizeof c);
    c.variant = v;
    c.role = role_parse(role);
    c.race = race_parse("human");
    c.con = 10;
    c.xl = 1;
    c.maxhp = maxhp;
    c.hp = 1;
    c.turn = 101;
    c.record = nh_roles[c.role].initrecord;
    return c;
}

static inline void exact_stats(const struct prayer_case *c, struct prayer_stats *s)
{
    char err[256];
    assert_int_equal(prayer_case_check(c, err, sizeof err), 0);
    struct nh_pmf f[PH_COUNT];
    assert_int_equal(prayer_exact(c, f), 0);
    for (int h = 0; h < PH_COUNT; h++)
        assert_close_l(pmf_total(&f[h]), 1.0L, 1e-12L);
    assert_int_equal(prayer_stats_from_pmfs(c, f, s), 0);
    prayer_exact_free(f);
}

/* The exact distributions against the game-order reference, by
 * chi-square on every histogram (fixed seeds). */
static inline void check_against_reference(const struct prayer_case *c, uint64_t seed)
{
    struct nh_pmf f[PH_COUNT];
    assert_int_equal(prayer_exact(c, f), 0);
    struct nh_tally t;
    assert_int_equal(prayer_tally_init(&t, c), 0);
    nh_pcg32 rng;
    pcg32_seed(&rng, seed, 7);
    for (int k = 0; k < 200000; k++) {
        struct prayer_outcome o;
        prayer_trial(c, &rng, &o);
        prayer_tally_add(&t, &o);
    }
    for (int h = 0; h < PH_COUNT; h++) {
        struct nh_gof g;
        assert_int_equal(gof_chisq(tally_hist(&t, (size_t)h), t.lo[h], t.width[h], &f[h], &g), 0);
        if (g.p < NH_TEST_P_MIN)
            print_error("histogram %d: chi-square %.1f, dof %d, p %.3g\n", h, g.stat, g.dof, g.p);
        assert_true(g.p >= NH_TEST_P_MIN);
        assert_int_equal(g.impossible, 0);
    }
    tally_free(&t);
    prayer_exact_free(f);
}

#endif
