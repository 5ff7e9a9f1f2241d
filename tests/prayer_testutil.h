/* What the prayer tests share: a hero praying for low HP at turn 101, and
 * the exact statistics of a case (every histogram checked to sum to 1). */
#ifndef NHMC_PRAYER_TESTUTIL_H
#define NHMC_PRAYER_TESTUTIL_H

#include <string.h>

#include "kinds/prayer/prayer.h"
#include "nhmc/rules.h"
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

#endif
