/* Tests of xNetHack's withering in HP regeneration (src/kinds/regen/regen_rules.c,
 * regen_step_withering; docs/rules.md, Regeneration in xNetHack and UnNetHack), read in
 * xNetHack 3dd346ca src/allmain.c, moveloop_core() and regen_hp(), src/timeout.c,
 * nh_timeout(), and src/hack.c, losehp().
 *
 * The expected values are worked by hand from those functions, in the comments next to
 * them: on each turn boundary nh_timeout() first counts HWithering's timeout T down, so the
 * hero withers on the first T - 1 boundaries; regen_hp() applies no positive heal while
 * withering (dispater_adjust_regen() has still been called); then the hero loses rnd(2) HP,
 * 1 less with Regeneration, and dies below 1 HP (saving grace never applies at the turn
 * boundary).  XL 8 and Con 16 heal 1 HP on a turn with chance (8 + 16)/100 = 6/25.  The
 * Monte Carlo against the exact distributions is at the end.
 */
#include "regen_testutil.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "nhmc/gof.h"
#include "nhmc/runner.h"

#define SEED 0x77746872u /* "wthr" */

/* An xNetHack hero at XL 8, Con 16, not moving, start turn 1, withering T. */
static struct regen_case xnh(int hp, int maxhp, int withering)
{
    struct regen_case c = base(NH_VXNH, 8, 16, hp, maxhp);
    c.move = 0;
    c.withering = withering;
    return c;
}

/* The word whose nh_bounded(u, 2) is 1 (rnd(2) = 2), and rn2(100) = 99. */
#define LOSS2   (UINT32_C(1) << 31)
#define NO_HEAL UINT32_C(0xffffffff)

static long double binom_half(int n, int k)
{
    long double c = 1;
    for (int j = 0; j < k; j++)
        c = c * (n - j) / (j + 1);
    return c / powl(2, n);
}

/* One boundary by hand: the timeout counted down first, no heal, the loss. */
static void one_step(void **state)
{
    (void)state;
    struct regen_case c = xnh(20, 40, 3);
    struct regen_state st = regen_start(&c);
    assert_int_equal(st.wither, 3);
    /* rn2(100) = 0 would heal 1 (24 > 0): blocked; rnd(2) = 1 */
    regen_step_withering(&c, 2, false, 0, 0, &st);
    assert_int_equal(st.hp, 19);
    assert_int_equal(st.wither, 2);
    /* rnd(2) = 2 */
    regen_step_withering(&c, 3, false, 0, LOSS2, &st);
    assert_int_equal(st.hp, 17);
    assert_int_equal(st.wither, 1);
    /* the timeout reaches 0 before regen_hp(): no withering, the heal applies */
    regen_step_withering(&c, 4, false, 0, LOSS2, &st);
    assert_int_equal(st.hp, 18);
    assert_int_equal(st.wither, 0);
    regen_step_withering(&c, 5, false, 0, LOSS2, &st);
    assert_int_equal(st.hp, 19);

    /* Regeneration: rnd(2) - 1, so 0 or 1 */
    c = xnh(20, 40, 5);
    c.regeneration = true;
    st = regen_start(&c);
    regen_step_withering(&c, 2, false, 0, 0, &st);
    assert_int_equal(st.hp, 20);
    regen_step_withering(&c, 3, false, 0, LOSS2, &st);
    assert_int_equal(st.hp, 19);

    /* at full HP too (regen_hp() is not called, the drain is) */
    c = xnh(40, 40, 5);
    st = regen_start(&c);
    regen_step_withering(&c, 2, false, 0, 0, &st);
    assert_int_equal(st.hp, 39);

    /* below 1 HP: withered away, and nothing changes it after */
    c = xnh(2, 40, 50);
    st = regen_start(&c);
    regen_step_withering(&c, 2, false, 0, LOSS2, &st);
    assert_int_equal(st.hp, 0);
    regen_step_withering(&c, 3, false, 0, 0, &st);
    assert_int_equal(st.hp, 0);
}

/* Dispater: dispater_adjust_regen() runs before the withering test, so an
 * odd heal flips the rounding flag even though it is not applied.  With
 * Regeneration and rn2(100) = 99 the heal is 0 + 1 = 1: odd, halved to 0,
 * the flag set. */
static void dispater_flag_flips(void **state)
{
    (void)state;
    struct regen_case c = xnh(30, 40, 3);
    c.regeneration = true;
    c.dispater = true;
    struct regen_state st = regen_start(&c);
    regen_step_withering(&c, 2, false, NO_HEAL, 0, &st);
    assert_int_equal(st.roundup, 1);
    assert_int_equal(st.hp, 30); /* rnd(2) - 1 = 0 */
    regen_step_withering(&c, 3, false, NO_HEAL, 0, &st);
    assert_int_equal(st.roundup, 0);
    /* not withering: the odd heal 1 now rounds down (flag 0), then up */
    regen_step_withering(&c, 4, false, NO_HEAL, 0, &st);
    assert_int_equal(st.hp, 30);
    regen_step_withering(&c, 5, false, NO_HEAL, 0, &st);
    assert_int_equal(st.hp, 31);
}

/* HP after 10 turns, T = 11: ten boundaries wither, no heal, each loses 1 or
 * 2: HP = 20 - 10 - B, B binomial (10, 1/2): P(HP = 10 - j) = C(10, j)/1024,
 * mean 5.  With Regeneration: HP = 20 - B.  T = 2: one boundary. */
static void after_withering(void **state)
{
    (void)state;
    struct regen_case c = after(xnh(20, 40, 11), 10);
    struct nh_pmf f = exact(&c);
    for (int j = 0; j <= 10; j++)
        assert_close_l(prob(&f, 10 - j), binom_half(10, j), 1e-15L);
    assert_close_l(pmf_mean(&f), 5.0L, 1e-12L);
    pmf_free(&f);

    c.regeneration = true;
    f = exact(&c);
    for (int j = 0; j <= 10; j++)
        assert_close_l(prob(&f, 20 - j), binom_half(10, j), 1e-15L);
    pmf_free(&f);

    c = after(xnh(5, 40, 2), 1);
    f = exact(&c);
    assert_close_l(prob(&f, 4), 0.5L, 1e-15L);
    assert_close_l(prob(&f, 3), 0.5L, 1e-15L);
    pmf_free(&f);
}

/* Withering away: HP 4, T = 4, HP after 3 turns.  The hero lives only if
 * all three losses are 1 (HP 1, chance 1/8); any 2 makes the total at least
 * 4: HP 0 with chance 7/8. */
static void withered_away(void **state)
{
    (void)state;
    struct regen_case c = after(xnh(4, 40, 4), 3);
    struct nh_pmf f = exact(&c);
    assert_close_l(prob(&f, 0), 7.0L / 8, 1e-15L);
    assert_close_l(prob(&f, 1), 1.0L / 8, 1e-15L);
    pmf_free(&f);
}

/* Turns to full after withering: HP 10 of 11, T = 3.  The first two
 * boundaries take 2, 3 or 4 HP (chance 1/4, 1/2, 1/4), then each turn heals
 * 1 with chance 6/25: mean 2 + (3/4 + 4/2 + 5/4)/(6/25) = 2 + 50/3 = 56/3;
 * the least, 5 turns, with chance 1/4 (6/25)^3. */
static void turns_after_withering(void **state)
{
    (void)state;
    struct regen_case c = xnh(10, 11, 3);
    struct nh_pmf f = exact(&c);
    assert_close_l(pmf_mean(&f), 56.0L / 3, 1e-9L);
    assert_int_equal(f.lo, 5);
    assert_close_l(prob(&f, 5), 0.25L * 0.24L * 0.24L * 0.24L, 1e-15L);
    pmf_free(&f);
}

/* Dispater with withering, by hand: Regeneration, T = 3, HP 30, after 3.
 * Steps 1 and 2 wither: the loss L is 0, 1 or 2 (1/4, 1/2, 1/4); each heal
 * is 2 (chance 6/25, halved to 1, no flip) or 1 (19/25, odd: the flag
 * flips), not applied.  The flag is set after them with chance
 * 2 (19/25)(6/25) = 0.3648.  Step 3 heals 1 with chance 6/25 + (19/25)
 * 0.3648 = 0.517248 (the odd heal rounded up), else 0.  So HP 31 with
 * chance 0.129312, 30: 0.379312, 29: 0.370688, 28: 0.120688.  Were the flag
 * not flipped while withering, HP 31 would have chance 0.06. */
static void dispater_after_withering(void **state)
{
    (void)state;
    struct regen_case c = after(xnh(30, 40, 3), 3);
    c.regeneration = true;
    c.dispater = true;
    struct nh_pmf f = exact(&c);
    assert_close_l(prob(&f, 31), 0.129312L, 1e-15L);
    assert_close_l(prob(&f, 30), 0.379312L, 1e-15L);
    assert_close_l(prob(&f, 29), 0.370688L, 1e-15L);
    assert_close_l(prob(&f, 28), 0.120688L, 1e-15L);
    pmf_free(&f);
}

/* T = 1 withers on no boundary: the same distribution as no withering. */
static void timeout_one_is_none(void **state)
{
    (void)state;
    struct regen_case a = xnh(5, 30, 0), b = xnh(5, 30, 1);
    struct nh_pmf fa = exact(&a), fb = exact(&b);
    assert_int_equal(fa.lo, fb.lo);
    assert_int_equal(fa.n, fb.n);
    for (size_t i = 0; i < fa.n; i++)
        assert_true(fa.p[i] == fb.p[i]);
    pmf_free(&fa);
    pmf_free(&fb);
}

/* Refusals: other variants, a polymorphed hero, the rate, a target the hero
 * may wither away before (T = 5: at most 4 x 2 = 8 HP lost; Strained and
 * moving, at most 1 more for the overexertion turn among them, period 30),
 * and the range. */
static void refusals(void **state)
{
    (void)state;
    char err[512];
    struct regen_case c = after(xnh(20, 40, 5), 3);
    c.variant = NH_V50;
    check_refused(&c, "only in xNetHack");
    c = after(xnh(20, 40, 5), 3);
    c.polyd = true;
    c.mh = c.mhmax = 10;
    check_refused(&c, "rehumanize");
    c = xnh(20, 40, 5);
    c.measure = NH_REGEN_RATE;
    check_refused(&c, "the rate");
    c = xnh(8, 40, 5);
    check_refused(&c, "may wither away");
    c.hp = 9;
    assert_int_equal(regen_case_check(&c, err, sizeof err), 0);
    c.regeneration = true; /* at most 4 */
    c.hp = 4;
    check_refused(&c, "may wither away");
    c.hp = 5;
    assert_int_equal(regen_case_check(&c, err, sizeof err), 0);
    c = xnh(9, 40, 5);
    c.enc = NH_ENC_STRAINED;
    c.move = 0.5;
    check_refused(&c, "up to 9 HP lost");
    c = after(xnh(20, 40, -1), 3);
    check_refused(&c, "out of range");
    c.withering = NH_REGEN_MAX_LIMIT + 1;
    check_refused(&c, "out of range");
}

/* The Monte Carlo (the scalar path, regen_kernel_scalar.c) against the
 * exact distribution: HP after 60 turns from 18 with T = 12, Strained and
 * moving half the time (about 1 in 4 withers away: 11 losses of 1 or 2); turns to full from 40 of
 * 60 with T = 12 and a random start turn; Dispater and Regeneration, HP after 40 with T = 20.  And
 * a wrong timeout is caught: T = 12 against 11. */
static double fit_p(const struct regen_case *sim, const struct regen_case *ex, uint64_t seed)
{
    struct nh_tally t;
    struct nh_pmf f;
    char err[256] = "";
    assert_int_equal(jobs_simulate(&regen_job_kind, sim, seed, 200000, 2, &t), 0);
    if (regen_exact_pmf(ex, &f, err, sizeof err) != 0) {
        print_error("%s\n", err);
        fail();
    }
    struct nh_gof g;
    assert_int_equal(gof_chisq(tally_hist(&t, 0), t.lo[0], t.width[0], &f, &g), 0);
    print_message("chi-square %.1f, dof %d, p %.3g, impossible %d\n", g.stat, g.dof, g.p,
                  (int)g.impossible);
    pmf_free(&f);
    tally_free(&t);
    return g.impossible ? 0 : g.p;
}

static void monte_carlo_fit(void **state)
{
    (void)state;
    struct regen_case cs[3];
    cs[0] = after(xnh(18, 40, 12), 60);
    cs[0].enc = NH_ENC_STRAINED;
    cs[0].move = 0.5;
    cs[1] = xnh(40, 60, 12);
    cs[1].turn_random = true;
    cs[2] = after(xnh(30, 50, 20), 40);
    cs[2].regeneration = true;
    cs[2].dispater = true;
    for (int i = 0; i < 3; i++) {
        assert_true(regen_stepped(&cs[i]));
        assert_true(fit_p(&cs[i], &cs[i], SEED + (uint64_t)i) >= NH_TEST_P_MIN);
    }
    struct regen_case wrong = cs[1];
    wrong.withering = 11;
    assert_true(fit_p(&cs[1], &wrong, SEED + 9) < 1e-6);
}

/* Method auto's costs count the withering turns before the target: T =
 * 101 adds 100 turns and up to 200 HP to heal (20 ns a turn stepped). */
static void costs_count_withering(void **state)
{
    (void)state;
    struct regen_case a = xnh(300, 400, 0), b = xnh(300, 400, 101);
    a.dispater = b.dispater = true; /* both stepped by the rules */
    assert_true(regen_trial_cost(&b) > regen_trial_cost(&a) + 20.0 * 100);
    assert_true(regen_exact_cost(&b) > regen_exact_cost(&a));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(one_step),
        cmocka_unit_test(dispater_flag_flips),
        cmocka_unit_test(after_withering),
        cmocka_unit_test(withered_away),
        cmocka_unit_test(turns_after_withering),
        cmocka_unit_test(dispater_after_withering),
        cmocka_unit_test(timeout_one_is_none),
        cmocka_unit_test(refusals),
        cmocka_unit_test(monte_carlo_fit),
        cmocka_unit_test(costs_count_withering),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
