/* What the regen tests share (test_regen_exact.c, test_regen_evh.c,
 * test_regen_kernel.c):
 * a quiet case, the HP measure, the exact pmf checked to total 1, and
 * checks of its values. */
#ifndef NHMC_REGEN_TESTUTIL_H
#define NHMC_REGEN_TESTUTIL_H

#include <string.h>

#include "kinds/regen/regen_impl.h"
#include "nhmc/hero_rules.h"
#include "nhmc/pmf.h"
#include "testutil.h"

/* A quiet case: unencumbered, fixed start turn 1, count of turns to max. */
static inline struct regen_case base(enum nh_variant v, int xl, int con, int hp, int maxhp)
{
    struct regen_case c;
    memset(&c, 0, sizeof c);
    c.variant = v;
    c.role = v == NH_VFIQ ? role_parse("Val") : -1;
    c.race = -1;
    c.xl = xl;
    c.con = con;
    c.hp = hp;
    c.maxhp = maxhp;
    c.target = maxhp;
    c.enc = NH_ENC_UNENCUMBERED;
    c.move = 1;
    c.turn = 1;
    c.measure = NH_REGEN_TURNS;
    c.max_turns = NH_REGEN_DEFAULT_LIMIT;
    return c;
}

static inline struct regen_case after(struct regen_case c, int steps)
{
    c.measure = NH_REGEN_HP;
    c.after = steps;
    return c;
}

/* The exact pmf; fails the test (with the message) if it is refused or its
 * total is not 1 within 1e-12. */
static inline struct nh_pmf exact(const struct regen_case *c)
{
    struct nh_pmf f;
    char err[512] = "";
    int st = regen_exact_pmf(c, &f, err, sizeof err);
    if (st != 0) {
        print_error("regen_exact_pmf refused: %s\n", err);
        fail();
    }
    assert_close_l(pmf_total(&f), 1.0L, 1e-12L);
    return f;
}

/* The pmf must be refused with a message containing `what`. */
static inline void refused(const struct regen_case *c, const char *what)
{
    struct nh_pmf f;
    char err[512] = "";
    assert_int_equal(regen_exact_pmf(c, &f, err, sizeof err), -1);
    if (!strstr(err, what)) {
        print_error("message \"%s\" does not say \"%s\"\n", err, what);
        fail();
    }
    assert_null(f.p);
}

/* The case check refuses the case with a message containing `what`. */
static inline void check_refused(const struct regen_case *c, const char *what)
{
    char err[512] = "";
    assert_int_equal(regen_case_check(c, err, sizeof err), -1);
    if (!strstr(err, what)) {
        print_error("message \"%s\" does not say \"%s\"\n", err, what);
        fail();
    }
}

static inline long double prob(const struct nh_pmf *f, int64_t v)
{
    if (v < f->lo || v >= f->lo + (int64_t)f->n)
        return 0;
    return f->p[v - f->lo];
}

/* The pmf is exactly the constant v. */
static inline void assert_const(const struct nh_pmf *f, int64_t v)
{
    assert_int_equal(pmf_min(f), v);
    assert_int_equal(pmf_max(f), v);
    assert_close_l(prob(f, v), 1.0L, 1e-15L);
}

/* P(v) = 1/(hi - lo + 1) for v in lo..hi, nothing else. */
static inline void assert_uniform(const struct nh_pmf *f, int64_t lo, int64_t hi)
{
    assert_int_equal(pmf_min(f), lo);
    assert_int_equal(pmf_max(f), hi);
    for (int64_t v = lo; v <= hi; v++)
        assert_close_l(prob(f, v), 1.0L / (long double)(hi - lo + 1), 1e-15L);
}

#endif
