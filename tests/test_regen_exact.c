/* Tests of the exact regen distributions (src/kinds/regen/regen_exact.c) and of
 * the rules they are built from (src/kinds/regen/regen_rules.c).
 *
 * Every expected value is worked out by hand from the rules (docs/rules.md,
 * Regeneration; Overexertion and refused moves; Known values), in the
 * comments next to it, not taken from the code: schedules as lists of heal
 * turns, geometric and negative binomial laws in closed form, FIQHack's
 * counter loop written out here.  Every distribution must total 1 within
 * 1e-12.  The polymorphed 3.4.3 cases are chosen so that they do not
 * depend on which pool the stamina test (docs/rules.md, Overexertion and refused moves) reads while
 * polymorphed: no move is ever refused in them, by either pool.
 */
#include "regen_testutil.h"

#include <stdlib.h>
#include <string.h>

#include "kinds/regen/regen_impl.h"
#include "nhmc/hero_rules.h"
#include "nhmc/heroes.h"

/* ------------------------------------------------------------------ */
/* The schedule, docs/rules.md, Known values                              */
/* ------------------------------------------------------------------ */

static void old_period_table(void **state)
{
    (void)state;
    static const int n[] = {15, 11, 9, 8, 7, 6, 5, 5, 4};
    for (int xl = 1; xl <= 9; xl++)
        assert_int_equal(regen_old_period(xl), n[xl - 1]);
    for (int xl = 10; xl <= 30; xl++)
        assert_int_equal(regen_old_period(xl), 3);
}

/* docs/rules.md, Known values, divided by 3 for a rate per turn. */
static void old_rates(void **state)
{
    (void)state;
    struct regen_case c = base(NH_V367, 11, 18, 1, 100);
    assert_close_l(regen_rate(&c), 35.0L / 54, 1e-18L); /* min(rnd(18), 2): (1 + 17·2)/18 */
    c.xl = 14;
    assert_close_l(regen_rate(&c), 80.0L / 54, 1e-18L); /* (1+2+3+4 + 14·5)/18 */
    c.xl = 18;
    assert_close_l(regen_rate(&c), 7.0L / 3, 1e-18L); /* (1+..+8 + 10·9)/18 = 7 */
    c.xl = 30;
    assert_close_l(regen_rate(&c), 9.5L / 3, 1e-18L); /* (1+..+18)/18 = 9.5 */
    c.con = 25;
    assert_close_l(regen_rate(&c), 12.6L / 3, 1e-18L); /* (1+..+20 + 5·21)/25 = 12.6 */
    c.xl = 10;
    for (int con = 3; con <= 25; con++) {
        c.con = con;
        assert_close_l(regen_rate(&c), 1.0L / 3, 1e-18L);
    }
    c = base(NH_V343, 1, 16, 1, 100);
    assert_close_l(regen_rate(&c), 1.0L / 15, 1e-18L);
    c = base(NH_V50, 1, 16, 1, 100);
    assert_close_l(regen_rate(&c), 0.17L, 1e-18L); /* docs/rules.md, Known values */
}

/* docs/rules.md, Known values: XL 1 gains exactly floor(T2/15) - floor(T1/15) between turns T1
 * and T2 (below max). */
static void xl1_floor_formula(void **state)
{
    (void)state;
    for (int v = 0; v < 2; v++) {
        for (int t1 = 1; t1 <= 31; t1 += 3) {
            for (int steps = 0; steps <= 100; steps += 7) {
                struct regen_case c = after(base(v ? NH_V343 : NH_V367, 1, 14, 5, 1000), steps);
                c.turn = t1;
                struct nh_pmf f = exact(&c);
                assert_const(&f, 5 + (t1 + steps) / 15 - t1 / 15);
                pmf_free(&f);
            }
        }
    }
}

/* XL 1, HP 5 of 10 from turn 1: heals on turns 15, 30, 45, 60, 75, i.e.
 * steps 14, 29, 44, 59, 74.  At random phases the first heal comes after
 * U{1..15} steps and the other four 15 apart: 60 + U{1..15}. */
static void xl1_five_hp(void **state)
{
    (void)state;
    for (int v = 0; v < 2; v++) {
        struct regen_case c = base(v ? NH_V343 : NH_V367, 1, 16, 5, 10);
        struct nh_pmf f = exact(&c);
        assert_const(&f, 74);
        pmf_free(&f);

        c.target = 6;
        f = exact(&c);
        assert_const(&f, 14);
        pmf_free(&f);

        c.target = 10;
        c.turn_random = true;
        f = exact(&c);
        assert_uniform(&f, 61, 75);
        assert_close_l(pmf_mean(&f), 68.0L, 1e-13L);
        pmf_free(&f);
    }
}

/* HP after 100 steps from HP 5, random phase: 100 = 6·15 + 10, so 7 heal
 * turns when T0 mod 15 >= 5 (10 phases of 15) and 6 otherwise. */
static void xl1_hp_after_random(void **state)
{
    (void)state;
    struct regen_case c = after(base(NH_V367, 1, 16, 5, 100), 100);
    c.turn_random = true;
    struct nh_pmf f = exact(&c);
    assert_close_l(prob(&f, 11), 1.0L / 3, 1e-15L);
    assert_close_l(prob(&f, 12), 2.0L / 3, 1e-15L);
    assert_close_l(pmf_mean(&f), 11.0L + 2.0L / 3, 1e-13L);
    pmf_free(&f);

    c.after = 0; /* nothing happens in 0 steps */
    f = exact(&c);
    assert_const(&f, 5);
    pmf_free(&f);
}

/* XL 11, Con 18, HP 8 of 10 from turn 3: the first tick is turn 6 (step 3)
 * and heals min(rnd(18), 2): 2 with probability 17/18, done; else 1, and
 * the tick of turn 9 (step 6) heals at least the last one. */
static void xl11_one_tick(void **state)
{
    (void)state;
    struct regen_case c = base(NH_V367, 11, 18, 8, 10);
    c.turn = 3;
    struct nh_pmf f = exact(&c);
    assert_close_l(prob(&f, 3), 17.0L / 18, 1e-15L);
    assert_close_l(prob(&f, 6), 1.0L / 18, 1e-15L);
    assert_close_l(pmf_mean(&f), 3 + 3.0L / 18, 1e-14L);
    pmf_free(&f);

    /* Random phase (period 3): the first tick is at step 2, 1 or 3 for
     * T0 mod 3 = 1, 2, 0, the second 3 later. */
    c.turn_random = true;
    f = exact(&c);
    for (int k = 1; k <= 3; k++) {
        assert_close_l(prob(&f, k), 17.0L / 54, 1e-15L);
        assert_close_l(prob(&f, k + 3), 1.0L / 54, 1e-15L);
    }
    pmf_free(&f);

    /* HP after 3 steps from turn 3: 10 w.p. 17/18, 9 w.p. 1/18. */
    c = after(base(NH_V343, 11, 18, 8, 10), 3);
    c.turn = 3;
    f = exact(&c);
    assert_close_l(prob(&f, 10), 17.0L / 18, 1e-15L);
    assert_close_l(prob(&f, 9), 1.0L / 18, 1e-15L);
    assert_close_l(pmf_mean(&f), 10 - 1.0L / 18, 1e-14L);
    pmf_free(&f);
}

/* XL 14, Con 18: a tick heals min(rnd(18), 5), i.e. 1..4 w.p. 1/18 each
 * and 5 w.p. 14/18.  Five HP to heal from turn 3, ticks at steps 3, 6, ...
 * Out of 18^4 = 104976:
 *  - one tick: 14/18 = 81648;
 *  - two: a first tick h = 1..4 then one >= 5 - h: (15+16+17+18)/18^2 =
 *    66/324 = 21384;
 *  - three: two ticks summing to s < 5 ((1,1); (1,2), (2,1); (1,3), (2,2),
 *    (3,1)), then one >= 5 - s: (16 + 2·17 + 3·18)/18^3 = 104/5832 = 1872;
 *  - four: three ticks summing to 3 (1,1,1) or 4 (three orders of 1,1,2),
 *    then >= 2 or >= 1: (17 + 3·18)/18^4 = 71;
 *  - five: (1,1,1,1), then anything: 1. */
static void xl14_ticks(void **state)
{
    (void)state;
    struct regen_case c = base(NH_V367, 14, 18, 5, 10);
    c.turn = 3;
    struct nh_pmf f = exact(&c);
    static const long double w[] = {81648, 21384, 1872, 71, 1};
    for (int j = 0; j < 5; j++)
        assert_close_l(prob(&f, 3 * (j + 1)), w[j] / 104976.0L, 1e-15L);
    assert_int_equal(pmf_min(&f), 3);
    assert_int_equal(pmf_max(&f), 15);
    pmf_free(&f);
}

/* ------------------------------------------------------------------ */
/* 5.0, docs/rules.md, Regeneration in 5.0; Known values                     */
/* ------------------------------------------------------------------ */

static long double powl_int(long double x, int n)
{
    long double r = 1;
    while (n-- > 0)
        r *= x;
    return r;
}

/* One HP to heal: geometric, p = (XL + Con)/100; XL 1 Con 16: p = 0.17,
 * mean 100/17, variance (1 - p)/p^2. */
static void v50_geometric(void **state)
{
    (void)state;
    struct regen_case c = base(NH_V50, 1, 16, 9, 10);
    for (int r = 0; r < 2; r++) {
        c.turn_random = r; /* period 1: the same */
        struct nh_pmf f = exact(&c);
        long double p = 0.17L, q = 1 - p;
        assert_int_equal(pmf_min(&f), 1);
        for (int k = 1; k <= 60; k++)
            assert_close_l(prob(&f, k), powl_int(q, k - 1) * p, 1e-16L);
        assert_close_l(pmf_mean(&f), 100.0L / 17, 1e-12L);
        assert_close_l(pmf_variance(&f), q / (p * p), 1e-10L);
        pmf_free(&f);
    }
}

/* k HP to heal: negative binomial.  XL 5, Con 15: p = 0.2; 3 HP:
 * P(n) = C(n-1, 2) p^3 q^(n-3), mean 3/p = 15, variance 3q/p^2 = 60. */
static void v50_negative_binomial(void **state)
{
    (void)state;
    struct regen_case c = base(NH_V50, 5, 15, 7, 10);
    struct nh_pmf f = exact(&c);
    long double p = 0.2L, q = 0.8L;
    assert_int_equal(pmf_min(&f), 3);
    for (int n = 3; n <= 60; n++) {
        long double choose = (long double)(n - 1) * (n - 2) / 2;
        assert_close_l(prob(&f, n), choose * p * p * p * powl_int(q, n - 3), 1e-16L);
    }
    assert_close_l(prob(&f, 3), 0.008L, 1e-17L);
    assert_close_l(prob(&f, 4), 3 * 0.008L * 0.8L, 1e-17L);
    assert_close_l(pmf_mean(&f), 15.0L, 1e-11L);
    assert_close_l(pmf_variance(&f), 60.0L, 1e-9L);
    pmf_free(&f);

    /* 99 HP at p = 0.04 (XL 1, Con 3): mean 99/p = 2475, variance 99 q/p^2
     * = 59400, over thousands of steps. */
    c = base(NH_V50, 1, 3, 1, 100);
    f = exact(&c);
    assert_int_equal(pmf_min(&f) >= 99, 1);
    assert_close_l(pmf_mean(&f), 2475.0L, 1e-9L);
    assert_close_l(pmf_variance(&f), 59400.0L, 1e-6L);
    pmf_free(&f);

    /* XL 1 Con 16, 4 HP: mean 4·100/17. */
    c = base(NH_V50, 1, 16, 6, 10);
    f = exact(&c);
    assert_close_l(pmf_mean(&f), 400.0L / 17, 1e-11L);
    pmf_free(&f);
}

/* With Regeneration each step heals 1 + Bernoulli(p).  3 HP to heal (1 of
 * 4): one step is never enough; two are unless both are 1 (q^2); three
 * always.  Restful sleep (asleep): 2 + Bernoulli(p); 5 HP to heal (1 of 6)
 * the same way.  Stressed and "moving" changes nothing: Regeneration
 * bypasses the test, and asleep the hero does not move. */
static void v50_regeneration_and_sleep(void **state)
{
    (void)state;
    long double q = 0.83L;
    struct regen_case c = base(NH_V50, 1, 16, 1, 4);
    c.regeneration = true;
    for (int e = 0; e < 2; e++) {
        c.enc = e ? NH_ENC_STRESSED : NH_ENC_UNENCUMBERED;
        struct nh_pmf f = exact(&c);
        assert_close_l(prob(&f, 1), 0.0L, 0.0L);
        assert_close_l(prob(&f, 2), 1 - q * q, 1e-16L);
        assert_close_l(prob(&f, 3), q * q, 1e-16L);
        pmf_free(&f);
    }

    c = base(NH_V50, 1, 16, 1, 6);
    c.restful_sleep = true;
    for (int e = 0; e < 2; e++) {
        c.enc = e ? NH_ENC_STRAINED : NH_ENC_UNENCUMBERED;
        struct nh_pmf f = exact(&c);
        assert_close_l(prob(&f, 2), 1 - q * q, 1e-16L);
        assert_close_l(prob(&f, 3), q * q, 1e-16L);
        pmf_free(&f);
    }

    /* HP after 10 steps asleep from 1 (max 100): 1 + 20 + Binomial(10, p). */
    c = after(base(NH_V50, 1, 16, 1, 100), 10);
    c.restful_sleep = true;
    struct nh_pmf f = exact(&c);
    long double p = 0.17L, choose = 1;
    for (int j = 0; j <= 10; j++) {
        assert_close_l(prob(&f, 21 + j), choose * powl_int(p, j) * powl_int(q, 10 - j), 1e-16L);
        choose = choose * (10 - j) / (j + 1);
    }
    assert_close_l(pmf_mean(&f), 21 + 10 * p, 1e-13L);
    pmf_free(&f);
}

/* ------------------------------------------------------------------ */
/* FIQHack, docs/rules.md, Regeneration in FIQHack; Known values                             */
/* ------------------------------------------------------------------ */

/* The game's loop as docs/rules.md, Regeneration in FIQHack describes it: a counter, reset by 100
 * when it has reached 100 and then increased by rho = R mod 100, for i = 0..t mod 100; one more HP
 * when it ends at 100 or more. */
static int fiq_loop(int rate, int64_t t)
{
    int heal = rate / 100, rho = rate % 100, counter = 0;
    for (int64_t i = 0; i <= t % 100; i++) {
        if (counter >= 100)
            counter -= 100;
        counter += rho;
    }
    return heal + (counter >= 100);
}

static void fiq_closed_form(void **state)
{
    (void)state;
    for (int rate = 1; rate < 400; rate++) {
        int block = 0;
        for (int64_t t = 0; t < 300; t++) {
            int h = regen_fiq_heal(rate, t);
            assert_int_equal(h, fiq_loop(rate, t));
            if (t < 100)
                block += h;
        }
        assert_int_equal(block, rate); /* exactly R per aligned block */
    }
    /* R = 50: one HP exactly on odd t mod 100; R = 1: only t mod 100 = 99. */
    for (int64_t t = 0; t < 300; t++) {
        assert_int_equal(regen_fiq_heal(50, t), (t % 100) % 2 == 1);
        assert_int_equal(regen_fiq_heal(1, t), t % 100 == 99);
    }
}

static void fiq_rates(void **state)
{
    (void)state;
    int hea = role_parse("Healer"), val = role_parse("Val");
    assert_int_equal(hea, NH_ROLE_HEALER);
    assert_int_equal(regen_fiq_rate(false, false, 1, 10), 18);
    assert_int_equal(regen_fiq_rate(false, true, 1, 13), 60);
    assert_int_equal(regen_fiq_rate(false, false, 1, 3), 1); /* max(-3, 1) */
    assert_int_equal(regen_fiq_rate(true, false, 14, 18), 181);
    assert_int_equal(regen_fiq_rate(true, true, 20, 24), 250);
    struct regen_case c = base(NH_VFIQ, 1, 10, 1, 100);
    c.role = val;
    assert_close_l(regen_rate(&c), 0.18L, 1e-18L);
    c.role = hea;
    c.con = 13;
    assert_close_l(regen_rate(&c), 0.6L, 1e-18L);
}

/* Exactly R HP in any 100 consecutive turns (one of each t mod 100). */
static void fiq_blocks(void **state)
{
    (void)state;
    struct {
        const char *role;
        bool regen;
        int xl, con, gain;
    } k[] = {{"Val", false, 1, 10, 18},
             {"Healer", false, 1, 13, 60},
             {"Val", true, 14, 18, 181},
             {"Val", false, 1, 3, 1}};
    for (size_t i = 0; i < sizeof k / sizeof k[0]; i++) {
        for (int r = 0; r < 4; r++) {
            struct regen_case c = after(base(NH_VFIQ, k[i].xl, k[i].con, 1, 5000), 100);
            c.role = role_parse(k[i].role);
            c.regeneration = k[i].regen;
            c.turn_random = r == 3;
            c.turn = r == 0 ? 1 : r == 1 ? 100 : 237;
            struct nh_pmf f = exact(&c);
            assert_const(&f, 1 + k[i].gain);
            assert_close_l(pmf_variance(&f), 0.0L, 1e-20L);
            pmf_free(&f);
        }
    }
    /* R = 250 (Healer with Regeneration, XL 20, Con 24): 2 on even
     * t mod 100, 3 on odd. */
    struct regen_case c = after(base(NH_VFIQ, 20, 24, 1, 5000), 1);
    c.role = NH_ROLE_HEALER;
    c.regeneration = true;
    c.turn = 1; /* t = 2 */
    struct nh_pmf f = exact(&c);
    assert_const(&f, 3);
    pmf_free(&f);
    c.turn = 2; /* t = 3 */
    f = exact(&c);
    assert_const(&f, 4);
    pmf_free(&f);
}

/* R = 1 (XL 1, Con 3): one HP on turns with t mod 100 = 99.  From turn 1
 * the first is turn 99, step 98; from turn 99, turn 199 (step 100); at a
 * random phase uniform over 1..100 steps. */
static void fiq_rate_one(void **state)
{
    (void)state;
    struct regen_case c = base(NH_VFIQ, 1, 3, 5, 10);
    c.target = 6;
    struct nh_pmf f = exact(&c);
    assert_const(&f, 98);
    pmf_free(&f);
    c.turn = 99;
    f = exact(&c);
    assert_const(&f, 100);
    pmf_free(&f);
    c.turn_random = true;
    f = exact(&c);
    assert_uniform(&f, 1, 100);
    assert_close_l(pmf_mean(&f), 50.5L, 1e-12L);
    pmf_free(&f);
}

/* ------------------------------------------------------------------ */
/* Encumbrance, docs/rules.md, Turn order; Overexertion and refused moves */
/* ------------------------------------------------------------------ */

/* 3.6.7 XL 5 (heal turns T % 7 == 0), always moving. */
static void stressed_always_moving(void **state)
{
    (void)state;
    /* HP 12 >= 10: every move is allowed, so nothing ever regenerates. */
    struct regen_case c = base(NH_V367, 5, 14, 12, 20);
    c.enc = NH_ENC_STRESSED;
    c.target = 13;
    refused(&c, "never");
    c.turn_random = true;
    refused(&c, "never");

    /* HP 5 < 10: moves are refused (not moved), so it heals on turns 7, 14,
     * 21, 28, 35 to 10 (step 34); at 10 it moves and stops. */
    c = base(NH_V367, 5, 14, 5, 20);
    c.enc = NH_ENC_STRESSED;
    c.target = 10;
    struct nh_pmf f = exact(&c);
    assert_const(&f, 34);
    pmf_free(&f);
    c.target = 11;
    refused(&c, "never");
    c = after(c, 1000); /* and it stays at 10 */
    f = exact(&c);
    assert_const(&f, 10);
    pmf_free(&f);

    /* Moving never, Stressed is no obstacle. */
    c = base(NH_V367, 5, 14, 12, 20);
    c.enc = NH_ENC_STRESSED;
    c.move = 0;
    c.target = 13;
    f = exact(&c);
    assert_const(&f, 6); /* turn 7 */
    pmf_free(&f);
}

/* Strained, always moving, HP >= 10: no regeneration and 1 HP lost on turns
 * T % 30 == 0.  From 20 of 30 at turn 1: turns 30, 60, 90 by step 100. */
static void strained_loses(void **state)
{
    (void)state;
    static const int steps[] = {28, 29, 58, 59, 100};
    static const int hp[] = {20, 19, 19, 18, 17};
    for (int i = 0; i < 5; i++) {
        struct regen_case c = after(base(NH_V367, 5, 14, 20, 30), steps[i]);
        c.enc = NH_ENC_STRAINED;
        struct nh_pmf f = exact(&c);
        assert_const(&f, hp[i]);
        pmf_free(&f);
    }
    /* From 10: turn 30 takes it to 9, where moves are refused and it heals
     * on turn 35 to 10; then 60 -> 9, 63 -> 10, 90 -> 9, 91 -> 10. */
    static const int steps2[] = {29, 33, 34, 59, 62, 89, 90, 100};
    static const int hp2[] = {9, 9, 10, 9, 10, 9, 10, 10};
    for (int i = 0; i < 8; i++) {
        struct regen_case c = after(base(NH_V367, 5, 14, 10, 30), steps2[i]);
        c.enc = NH_ENC_STRAINED;
        struct nh_pmf f = exact(&c);
        assert_const(&f, hp2[i]);
        pmf_free(&f);
    }
    /* Far ahead (the periodic part is skipped): on turn 999991 the last
     * loss was turn 999990 and no multiple of 7 since, so 9; on turn
     * 999992 = 7 · 142856, 10 again. */
    static const int far[] = {999990, 999991};
    for (int i = 0; i < 2; i++) {
        struct regen_case c = after(base(NH_V367, 5, 14, 10, 30), far[i]);
        c.enc = NH_ENC_STRAINED;
        struct nh_pmf f = exact(&c);
        assert_const(&f, 9 + i);
        pmf_free(&f);
    }
    /* ...so 11 is never reached. */
    struct regen_case c = base(NH_V367, 5, 14, 10, 30);
    c.enc = NH_ENC_STRAINED;
    c.target = 11;
    refused(&c, "never");
    /* Overtaxed, 3.4.3: 1 HP per 10 turns (10, 20, ..., 100). */
    c = after(base(NH_V343, 5, 14, 40, 50), 100);
    c.enc = NH_ENC_OVERTAXED;
    struct nh_pmf f = exact(&c);
    assert_const(&f, 30);
    pmf_free(&f);
}

/* Stressed, move 1/2, XL 1 (heal turns T % 15 == 0), HP 10 of 12 from turn
 * 14: each heal turn is eligible when the hero did not move (1/2), so one
 * HP takes 1 + 15 J steps, J geometric from 0: P = 2^-(J+1), mean 16.  At a
 * random phase the first heal turn is U{1..15} steps away: mean 8 + 15. */
static void stressed_half_moves(void **state)
{
    (void)state;
    struct regen_case c = base(NH_V367, 1, 14, 10, 12);
    c.enc = NH_ENC_STRESSED;
    c.move = 0.5;
    c.turn = 14;
    c.target = 11;
    assert_true(regen_needs_move_draw(&c));
    struct nh_pmf f = exact(&c);
    for (int j = 0; j < 40; j++)
        assert_close_l(prob(&f, 1 + 15 * j), powl_int(0.5L, j + 1), 1e-18L);
    assert_close_l(prob(&f, 2), 0.0L, 0.0L);
    assert_close_l(pmf_mean(&f), 16.0L, 1e-12L);
    pmf_free(&f);

    c.turn_random = true;
    f = exact(&c);
    assert_close_l(pmf_mean(&f), 23.0L, 1e-12L);
    for (int d = 1; d <= 15; d++)
        assert_close_l(prob(&f, d), 1.0L / 30, 1e-16L);
    pmf_free(&f);

    /* HP after 15 steps from turn 14 (heal turns 15 and 30 are steps 1 and
     * 16): 11 w.p. 1/2, else 10. */
    c = after(c, 15);
    c.turn_random = false;
    f = exact(&c);
    assert_close_l(prob(&f, 10), 0.5L, 1e-18L);
    assert_close_l(prob(&f, 11), 0.5L, 1e-18L);
    assert_close_l(pmf_mean(&f), 10.5L, 1e-15L);
    pmf_free(&f);
}

/* ------------------------------------------------------------------ */
/* Polymorphed, docs/rules.md, Regeneration in 3.4.3 and 3.6.7                               */
/* ------------------------------------------------------------------ */

static struct regen_case polyd(enum nh_variant v, int hp, int maxhp, int mh, int mhmax)
{
    struct regen_case c = base(v, 1, 14, hp, maxhp);
    c.polyd = true;
    c.mh = mh;
    c.mhmax = mhmax;
    return c;
}

/* 3.6.7: mh +1 on turns T % 20 == 0; from turn 1, 5 -> 8 on turns 20, 40,
 * 60 (step 59).  At a random phase (period lcm(15, 20) = 60) the first is
 * U{1..20} steps away: U{41..60}.  Normal HP never regenerates. */
static void polyd_367(void **state)
{
    (void)state;
    struct regen_case c = polyd(NH_V367, 5, 10, 5, 10);
    c.track_mh = true;
    c.target = 8;
    assert_close_l(regen_rate(&c), 1.0L / 20, 1e-18L);
    struct nh_pmf f = exact(&c);
    assert_const(&f, 59);
    pmf_free(&f);
    c.turn_random = true;
    f = exact(&c);
    assert_uniform(&f, 41, 60);
    pmf_free(&f);

    c = polyd(NH_V367, 5, 10, 5, 10);
    c.target = 8; /* HP */
    refused(&c, "polymorphed");
    c.variant = NH_V50;
    refused(&c, "polymorphed");

    /* HP after 100 steps: unchanged; mh after 100: 5 + 5. */
    c = after(polyd(NH_V367, 5, 10, 5, 20), 100);
    f = exact(&c);
    assert_const(&f, 5);
    pmf_free(&f);
    c.track_mh = true;
    f = exact(&c);
    assert_const(&f, 10);
    pmf_free(&f);
}

/* 3.4.3: mh 18 of 20 from turn 1 is full on turn 40 (19 on turn 20); only
 * then does normal HP regenerate, on the XL 1 schedule: 5 -> 6 on turn 45
 * (step 44), -> 7 on turn 60 (step 59).  Turn 30 is a heal turn but mh is
 * not full. */
static void polyd_343(void **state)
{
    (void)state;
    struct regen_case c = polyd(NH_V343, 5, 10, 18, 20);
    c.target = 6;
    struct nh_pmf f = exact(&c);
    assert_const(&f, 44);
    pmf_free(&f);
    c.target = 7;
    f = exact(&c);
    assert_const(&f, 59);
    pmf_free(&f);

    static const int steps[] = {43, 44, 58, 59};
    static const int hp[] = {5, 6, 6, 7};
    for (int i = 0; i < 4; i++) {
        c = after(polyd(NH_V343, 5, 10, 18, 20), steps[i]);
        f = exact(&c);
        assert_const(&f, hp[i]);
        pmf_free(&f);
    }
    c = after(polyd(NH_V343, 5, 10, 18, 20), 39);
    c.track_mh = true;
    f = exact(&c);
    assert_const(&f, 20);
    pmf_free(&f);

    /* Stressed blocks polymorphed regeneration even without moving. */
    c = polyd(NH_V343, 5, 10, 18, 20);
    c.enc = NH_ENC_STRESSED;
    c.move = 0;
    c.track_mh = true;
    c.target = 19;
    refused(&c, "Stressed");
    c.regeneration = true; /* +1 every turn */
    f = exact(&c);
    assert_const(&f, 1);
    pmf_free(&f);
}

/* FIQHack (libnethack/src/allmain.c, moveloop()): the rate's branch heals
 * *hp, u.mh while polymorphed, so normal HP never regenerates: HP 5 after
 * 100 steps whatever the phase, a target of normal HP refused, and mh 18
 * of 20 full at step 39 from turn 1 as in 3.4.3. */
static void polyd_fiq(void **state)
{
    (void)state;
    struct regen_case c = after(polyd(NH_VFIQ, 5, 10, 18, 20), 100);
    struct nh_pmf f = exact(&c);
    assert_const(&f, 5);
    pmf_free(&f);
    c.turn_random = true;
    f = exact(&c);
    assert_const(&f, 5);
    pmf_free(&f);
    c = polyd(NH_VFIQ, 5, 10, 18, 20);
    c.target = 6;
    refused(&c, "FIQHack");
    c.track_mh = true;
    c.target = 20;
    f = exact(&c);
    assert_const(&f, 39);
    pmf_free(&f);
}

/* The load's exceptions (docs/rules.md, Overexertion and refused moves):
 * Overloaded refuses every move, the Plane of Air none.  The same hand
 * values as the kernel's test: 3.6.7 XL 1 (N = 15), HP 5, always trying
 * to move, from turn 1. */
static void load_exceptions(void **state)
{
    (void)state;
    struct regen_case c = base(NH_V367, 1, 10, 5, 10);
    c.enc = NH_ENC_OVERLOADED;
    assert_true(regen_move_refused(&c, 10, 0)); /* even at full HP */
    assert_int_equal(regen_overexert_period(NH_ENC_OVERLOADED), 10);
    assert_false(regen_can_move(&c));
    struct nh_pmf f = exact(&c);
    assert_const(&f, 74); /* heals on turns 15..75 as if resting */
    pmf_free(&f);
    c = after(c, 45);
    f = exact(&c);
    assert_const(&f, 8);
    pmf_free(&f);
    c.plane_of_air = true; /* moves every turn: -1 on turns 10, 20, 30, 40 */
    assert_false(regen_move_refused(&c, 5, 0));
    assert_true(regen_can_move(&c));
    f = exact(&c);
    assert_const(&f, 1);
    pmf_free(&f);

    /* Stressed from 5 of 40: refused below 10 off the Plane of Air (heals
     * to 10 by turn 75, then moves), never refused on it. */
    c = after(base(NH_V367, 1, 10, 5, 40), 100);
    c.enc = NH_ENC_STRESSED;
    f = exact(&c);
    assert_const(&f, 10);
    pmf_free(&f);
    c.plane_of_air = true;
    assert_false(regen_move_refused(&c, 5, 0));
    f = exact(&c);
    assert_const(&f, 5);
    pmf_free(&f);
    c.measure = NH_REGEN_TURNS;
    refused(&c, "Plane of Air");

    /* The names: "overloaded" as the status line says; "over" is now
     * ambiguous (overtaxed, overloaded). */
    assert_int_equal(encumbrance_parse("Overloaded"), NH_ENC_OVERLOADED);
    assert_int_equal(encumbrance_parse("overl"), NH_ENC_OVERLOADED);
    assert_int_equal(encumbrance_parse("overt"), NH_ENC_OVERTAXED);
    assert_int_equal(encumbrance_parse("over"), -1);
}

/* Passing out (docs/rules.md, Overexertion and refused moves): 3.4.3 polymorphed into a form with
 * mhmax 1, Overtaxed and always moving.  Every turn it moves (mh is full, so the move is allowed),
 * so normal HP does not regenerate; on turns T % 10 == 0 mh is 1 and it passes out, and for the
 * next 9 boundaries it does not move, so HP regenerates on the XL 1 heal turns among them: 15
 * (after the pass-out of turn 10), 45, 75, ... (turns 30 and 60 are themselves moves). From HP 12
 * of 20 at turn 1: 13 on turn 15 (step 14), 14 on turn 45 (step 44), 15 on turn 75; after 100
 * steps 15. */
static void pass_out(void **state)
{
    (void)state;
    struct regen_case c = polyd(NH_V343, 12, 20, 1, 1);
    c.enc = NH_ENC_OVERTAXED;
    c.target = 14;
    struct nh_pmf f = exact(&c);
    assert_const(&f, 44);
    pmf_free(&f);
    static const int steps[] = {13, 14, 43, 44, 73, 74, 100};
    static const int hp[] = {12, 13, 13, 14, 14, 15, 15};
    for (int i = 0; i < 7; i++) {
        c = after(polyd(NH_V343, 12, 20, 1, 1), steps[i]);
        c.enc = NH_ENC_OVERTAXED;
        f = exact(&c);
        assert_const(&f, hp[i]);
        pmf_free(&f);
    }
    /* Not moving at all, it heals on every heal turn: 15, 30, 45. */
    c = after(polyd(NH_V343, 12, 20, 1, 1), 44);
    c.enc = NH_ENC_OVERTAXED;
    c.move = 0;
    f = exact(&c);
    assert_const(&f, 15);
    pmf_free(&f);
}

/* ------------------------------------------------------------------ */
/* Limits and edges                                                    */
/* ------------------------------------------------------------------ */

static void limits(void **state)
{
    (void)state;
    /* Already at the target: 0 steps. */
    struct regen_case c = base(NH_V367, 1, 14, 10, 10);
    struct nh_pmf f = exact(&c);
    assert_const(&f, 0);
    pmf_free(&f);

    /* 74 steps needed, 50 allowed. */
    c = base(NH_V367, 1, 16, 5, 10);
    c.max_turns = 50;
    refused(&c, "max_turns");
    c.max_turns = 74;
    f = exact(&c);
    assert_const(&f, 74);
    pmf_free(&f);

    /* 5.0: P(not within 100 steps) = 0.83^100 = 8e-9 > 1e-12. */
    c = base(NH_V50, 1, 16, 9, 10);
    c.max_turns = 100;
    refused(&c, "8.");

    /* Deterministic and full after a million steps (periodic skip). */
    c = after(base(NH_V367, 1, 16, 5, 10), 1000000);
    c.turn_random = true;
    f = exact(&c);
    assert_const(&f, 10);
    pmf_free(&f);

    /* An invalid case is refused with regen_case_check's message. */
    c = base(NH_V367, 1, 16, 5, 10);
    c.target = 11;
    refused(&c, "target 11 out of range");
}

/* xNetHack 3dd346ca and UnNetHack 24dce727 src/allmain.c, regen_hp(): 5.0's
 * formula (docs/rules.md, Regeneration in xNetHack and UnNetHack).  By
 * hand: XL 8, Con 16 heals with chance (8 + 16)/100 = 6/25 a turn, so one HP
 * short of max the turns are geometric: P(1) = 6/25, P(2) = 19/25 * 6/25 =
 * 114/625, mean 25/6.  With Regeneration every turn heals 1 + [rn2(100) <
 * 24]: two HP short, P(1 turn) = 6/25, else 2 turns (mean 1 + 19/25).
 * Asleep with restful sleep a turn heals [rn2(100) < 24] + 1 (U_CAN_REGEN)
 * + 1 (Sleepy && u.usleep): two HP short takes 1 turn, three short 1 turn
 * with chance 6/25, else 2. */
static void xnethack_unnethack_are_50(void **state)
{
    (void)state;
    assert_int_equal(regen_rules_version(NH_VXNH), NH_V50);
    assert_int_equal(regen_rules_version(NH_VUNH), NH_V50);
    assert_int_equal(regen_rules_version(NH_V367), NH_V367);
    static const enum nh_variant vs[] = {NH_VXNH, NH_VUNH};
    for (size_t i = 0; i < 2; i++) {
        struct regen_case c = base(vs[i], 8, 16, 39, 40);
        struct nh_pmf f = exact(&c);
        assert_close_l(pmf_cdf(&f, 1), 6.0L / 25, 1e-14L);
        assert_close_l(pmf_cdf(&f, 2) - pmf_cdf(&f, 1), 114.0L / 625, 1e-14L);
        assert_close_l(pmf_mean(&f), 25.0L / 6, 1e-12L);
        pmf_free(&f);
        c = base(vs[i], 8, 16, 38, 40);
        c.regeneration = true;
        f = exact(&c);
        assert_close_l(pmf_cdf(&f, 1), 6.0L / 25, 1e-14L);
        assert_close_l(pmf_cdf(&f, 2), 1.0L, 1e-14L);
        assert_close_l(pmf_mean(&f), 1 + 19.0L / 25, 1e-14L);
        pmf_free(&f);
        c = base(vs[i], 8, 16, 38, 40);
        c.restful_sleep = true;
        f = exact(&c);
        assert_close_l(pmf_cdf(&f, 1), 1.0L, 1e-14L);
        pmf_free(&f);
        c.hp = 37;
        f = exact(&c);
        assert_close_l(pmf_cdf(&f, 1), 6.0L / 25, 1e-14L);
        assert_close_l(pmf_cdf(&f, 2), 1.0L, 1e-14L);
        pmf_free(&f);
        /* the rate: 24/100 HP a turn, 4 1/6 turns per HP */
        c = base(vs[i], 8, 16, 39, 40);
        assert_close_l(regen_rate(&c), 0.24L, 1e-15L);
    }
}

/* xNetHack 3dd346ca src/allmain.c, dispater_adjust_regen(): a positive heal
 * halved, an odd one first +1 when the static roundup is set, which then
 * flips (FALSE when the game starts).  By hand: heals of 1 give 0, 1, 0, 1;
 * 2 gives 1 and leaves the flag; 3 gives 1 then 2.  So without Regeneration
 * HP rises by one every second successful draw: one HP short at XL 8, Con
 * 16 (chance 6/25) takes a negative binomial of 2 successes: P(2 turns) =
 * (6/25)^2 = 36/625, P(3) = 2 (6/25)^2 (19/25) = 1368/15625, mean 2/(6/25)
 * = 25/3; from 1 to 40 HP, 78 successes, mean 78 * 25/6 = 325.  The rate
 * halves: 24/200 HP a turn. */
static void xnethack_dispater(void **state)
{
    (void)state;
    int32_t r = 0;
    static const int ones[] = {0, 1, 0, 1};
    for (int i = 0; i < 4; i++)
        assert_int_equal(regen_dispater_halve(1, &r), ones[i]);
    assert_int_equal(r, 0);
    assert_int_equal(regen_dispater_halve(2, &r), 1);
    assert_int_equal(r, 0);
    assert_int_equal(regen_dispater_halve(3, &r), 1);
    assert_int_equal(regen_dispater_halve(3, &r), 2);
    assert_int_equal(regen_dispater_halve(0, &r), 0);
    assert_int_equal(r, 0);

    struct regen_case c = base(NH_VXNH, 8, 16, 39, 40);
    c.dispater = true;
    struct nh_pmf f = exact(&c);
    assert_close_l(pmf_cdf(&f, 1), 0, 1e-15L);
    assert_close_l(pmf_cdf(&f, 2), 36.0L / 625, 1e-14L);
    assert_close_l(pmf_cdf(&f, 3) - pmf_cdf(&f, 2), 1368.0L / 15625, 1e-14L);
    assert_close_l(pmf_mean(&f), 25.0L / 3, 1e-11L);
    pmf_free(&f);
    c.hp = 1;
    f = exact(&c);
    assert_close_l(pmf_mean(&f), 325.0L, 1e-9L);
    pmf_free(&f);
    assert_close_l(regen_rate(&c), 0.12L, 1e-15L);
    /* refused outside xNetHack and polymorphed */
    char err[256];
    c.variant = NH_V50;
    assert_int_equal(regen_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "xnethack"));
}

/* UnNetHack 24dce727 src/allmain.c, can_regenerate(): an elf touching iron
 * (or a vampire silver) regenerates nothing, and overexertion still costs.
 * By hand: Strained, moving every turn, from turn 1, HP 20: after 30 turns
 * (turns 2..31) the one overexertion turn 30 leaves 19, after 100 turns (30,
 * 60, 90) 17; unencumbered it stays 20.  Moving half the time from a random
 * turn for 300 turns: 10 overexertion turns, each costing 1 with chance
 * 1/2: 20 - Binomial(10, 1/2), mean 15, P(15) = 252/1024. */
static void unnethack_contact(void **state)
{
    (void)state;
    struct regen_case c = after(base(NH_VUNH, 8, 16, 20, 40), 30);
    c.race = race_parse("elf");
    c.contact = true;
    c.enc = NH_ENC_STRAINED;
    struct nh_pmf f = exact(&c);
    assert_close_l(pmf_mean(&f), 19, 1e-14L);
    pmf_free(&f);
    c.after = 100;
    f = exact(&c);
    assert_close_l(pmf_mean(&f), 17, 1e-14L);
    pmf_free(&f);
    c.enc = NH_ENC_UNENCUMBERED;
    f = exact(&c);
    assert_close_l(pmf_mean(&f), 20, 1e-14L);
    pmf_free(&f);
    c.enc = NH_ENC_STRAINED;
    c.move = 0.5;
    c.turn_random = true;
    c.after = 300;
    f = exact(&c);
    assert_close_l(pmf_mean(&f), 15, 1e-12L);
    assert_close_l(pmf_cdf(&f, 15) - pmf_cdf(&f, 14), 252.0L / 1024, 1e-12L);
    pmf_free(&f);
    char err[256];
    c.race = race_parse("human");
    assert_int_equal(regen_case_check(&c, err, sizeof err), -1);
    c.race = NH_UNH_VAMPIRE;
    assert_int_equal(regen_case_check(&c, err, sizeof err), 0);
    c.measure = NH_REGEN_TURNS;
    assert_int_equal(regen_case_check(&c, err, sizeof err), -1);
}

/* UnNetHack's ring hunger (src/eat.c, gethungry(): 3.4.3's moves % 20 and
 * only while injured) is refused, not mistaken for 5.0's. */
static void unnethack_ring_refused(void **state)
{
    (void)state;
    struct regen_case c = base(NH_VUNH, 8, 16, 39, 40);
    c.regeneration = true;
    c.ring = NH_RING_LEFT;
    char err[256] = "";
    assert_int_equal(regen_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "unnethack"));
    c.variant = NH_VXNH; /* xNetHack's gethungry() is 5.0's rn2(20) */
    assert_int_equal(regen_case_check(&c, err, sizeof err), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(old_period_table),
        cmocka_unit_test(xnethack_unnethack_are_50),
        cmocka_unit_test(unnethack_ring_refused),
        cmocka_unit_test(xnethack_dispater),
        cmocka_unit_test(unnethack_contact),
        cmocka_unit_test(old_rates),
        cmocka_unit_test(xl1_floor_formula),
        cmocka_unit_test(xl1_five_hp),
        cmocka_unit_test(xl1_hp_after_random),
        cmocka_unit_test(xl11_one_tick),
        cmocka_unit_test(xl14_ticks),
        cmocka_unit_test(v50_geometric),
        cmocka_unit_test(v50_negative_binomial),
        cmocka_unit_test(v50_regeneration_and_sleep),
        cmocka_unit_test(fiq_closed_form),
        cmocka_unit_test(fiq_rates),
        cmocka_unit_test(fiq_blocks),
        cmocka_unit_test(fiq_rate_one),
        cmocka_unit_test(stressed_always_moving),
        cmocka_unit_test(strained_loses),
        cmocka_unit_test(stressed_half_moves),
        cmocka_unit_test(polyd_367),
        cmocka_unit_test(polyd_343),
        cmocka_unit_test(polyd_fiq),
        cmocka_unit_test(load_exceptions),
        cmocka_unit_test(pass_out),
        cmocka_unit_test(limits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
