/* Tests of dNetHack HP regeneration in kind regen (docs/rules.md, dNetHack regeneration;
 * Known values): the rate rules (src/core/dnh_rules.c, regen_dnh_rate), the reference
 * step, the exact module and the kernel (src/kinds/regen/regen_dnh_kernel.c).  Hand
 * values are worked out in the comments.  The kernel is checked trial by
 * trial against a scalar driver of regen_step() that draws its words as
 * the kernel's top comment says, and against the exact distributions by
 * chi-square.
 */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "nhmc/dnh.h"
#include "nhmc/pmf.h"
#include "kinds/regen/regen.h"
#include "nhmc/rng.h"
#include "nhmc/runner.h"
#include "nhmc/rules.h"
#include "nhmc/tally.h"

enum { ARC, BAR, CAV, HEA, KNI, MON, PRI, ROG, RAN, SAM, TOU, VAL, WIZ };
enum { HUM, ELF, DWA, GNO, ORC };

#define SEED 90909u

static uint64_t trials(void)
{
    return getenv("NHMC_SANITIZED") ? 100000u : 400000u;
}

static struct regen_case dnh(int role, int race, int xl, int con, int hp, int maxhp)
{
    struct regen_case c;
    memset(&c, 0, sizeof c);
    c.variant = NH_VDNH;
    c.role = role;
    c.race = race;
    c.xl = xl;
    c.con = con;
    c.hp = hp;
    c.maxhp = maxhp;
    c.target = maxhp;
    c.enc = NH_ENC_UNENCUMBERED;
    c.move = 0;
    c.turn_random = true;
    c.turn = 1;
    c.measure = NH_REGEN_TURNS;
    c.max_turns = NH_REGEN_DEFAULT_LIMIT;
    return c;
}

static void exact(const struct regen_case *c, struct nh_pmf *f)
{
    char err[512];
    if (regen_exact_pmf(c, f, err, sizeof err) != 0) {
        print_error("regen_exact_pmf refused: %s\n", err);
        fail();
    }
}

/* A case whose outcome is one value. */
static void exact_point(const struct regen_case *c, int64_t want)
{
    struct nh_pmf f;
    exact(c, &f);
    if (pmf_min(&f) != want || pmf_max(&f) != want) {
        print_error("outcome %lld..%lld, want %lld\n", (long long)pmf_min(&f),
                    (long long)pmf_max(&f), (long long)want);
        fail();
    }
    pmf_free(&f);
}

/* docs/rules.md, Known values: the rates per 90 turns. */
static void rates(void **state)
{
    (void)state;
    assert_int_equal(dnh_regen_natural(VAL, HUM, 1, 18), 18);  /* (1 + 8) x 2; 3.4.3: 6 */
    assert_int_equal(dnh_regen_natural(HEA, HUM, 1, 12), 13);  /* 3 + 10 */
    assert_int_equal(dnh_regen_natural(BAR, HUM, 14, 18), 66); /* 22 x 3 */
    assert_int_equal(dnh_regen_natural(WIZ, HUM, 1, 7), 1);    /* max(-2, 1) */
    assert_int_equal(dnh_regen_natural(KNI, HUM, 14, 18), 44);
    assert_int_equal(dnh_regen_natural(SAM, HUM, 3, 3), 2);   /* max(-4, 1) x 2 */
    assert_int_equal(dnh_regen_natural(PRI, ELF, 1, 12), 10); /* 3 + 7 */
    assert_int_equal(dnh_regen_natural(HEA, GNO, 5, 9), 14);
    assert_int_equal(dnh_regen_natural(ARC, DWA, 10, 16), 16);
    struct regen_case c = dnh(VAL, HUM, 1, 18, 1, 20);
    assert_int_equal(regen_dnh_rate(&c, false, 5, false), 18);
    c.regeneration = true; /* +90: exactly 1 HP per turn more */
    assert_int_equal(regen_dnh_rate(&c, false, 5, false), 108);
    c.enc = NH_ENC_STRESSED; /* moving Stressed: natural off */
    assert_int_equal(regen_dnh_rate(&c, true, 5, false), 90);
    assert_int_equal(regen_dnh_rate(&c, false, 5, false), 108);
    c.enc = NH_ENC_STRAINED;
    assert_int_equal(regen_dnh_rate(&c, true, 5, false), 89);
    assert_int_equal(regen_dnh_rate(&c, true, 1, false), 90); /* passes out instead */
    c.enc = NH_ENC_OVERTAXED;
    c.regeneration = false;
    assert_int_equal(regen_dnh_rate(&c, true, 5, false), -3);
    c.enc = NH_ENC_BURDENED;
    assert_int_equal(regen_dnh_rate(&c, true, 5, false), 18);
    /* turns per HP (--rate) */
    c = dnh(BAR, HUM, 14, 18, 1, 20);
    assert_true(fabsl(regen_rate(&c) - 66.0L / 90) < 1e-18L);
}

/* The heal schedule: x HP in every 90 turns t = 90b+1 .. 90b+90, on fixed
 * turns; X = 18 heals on t = 0 (mod 5), X = 1 on t = 0 (mod 90). */
static void heal_schedule(void **state)
{
    (void)state;
    for (int64_t t = 1; t <= 900; t++) {
        assert_int_equal(dnh_regen_heal(18, t), t % 5 == 0);
        assert_int_equal(dnh_regen_heal(1, t), t % 90 == 0);
        assert_int_equal(dnh_regen_heal(-1, t), -(t % 90 == 0));
        assert_int_equal(dnh_regen_heal(90, t), 1);
        assert_int_equal(dnh_regen_heal(91, t), 1 + (t % 90 == 0));
    }
    const int xs[] = {-3, -1, 1, 2, 13, 18, 44, 45, 66, 89, 90, 108, 181, 270};
    for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++)
        for (int64_t b = 0; b < 5; b++) {
            int sum = 0;
            for (int64_t t = 90 * b + 1; t <= 90 * b + 90; t++)
                sum += dnh_regen_heal(xs[i], t);
            assert_int_equal(sum, xs[i]);
        }
}

/* Hand-computed outcomes, through the exact module (and so regen_step). */
static void hand_values(void **state)
{
    (void)state;
    /* Val XL 1 Con 18 from turn 1, HP 1 -> 19: heals on t = 5, 10, .., 90,
     * the 18th at t = 90, step 89.  From turn 90: t = 95 .. 180, step 90. */
    struct regen_case c = dnh(VAL, HUM, 1, 18, 1, 19);
    c.turn_random = false;
    exact_point(&c, 89);
    c.turn = 90;
    exact_point(&c, 90);
    /* Wizard XL 1 Con 7 with Regeneration (x = 91): 1 per turn and 2 on t =
     * 0 (mod 90).  From turn 1, HP 1 -> 100: after k >= 89 steps HP is
     * 1 + k + 1, so 98 steps. */
    c = dnh(WIZ, HUM, 1, 7, 1, 100);
    c.regeneration = true;
    c.turn_random = false;
    exact_point(&c, 98);
    /* Strained and always moving from full HP 20 (moves allowed at 10 HP and
     * up): natural regen off, x = -1: one HP lost on t = 90.  After 90 steps
     * from turn 1: 19.  Overtaxed, x = -3 (t = 30, 60, 90): 17. */
    c = dnh(VAL, HUM, 1, 18, 20, 20);
    c.enc = NH_ENC_STRAINED;
    c.move = 1;
    c.turn_random = false;
    c.measure = NH_REGEN_HP;
    c.after = 90;
    exact_point(&c, 19);
    c.enc = NH_ENC_OVERTAXED;
    exact_point(&c, 17);
    /* Stressed and always moving: no natural regen and no loss: 20 stays. */
    c.enc = NH_ENC_STRESSED;
    exact_point(&c, 20);
    /* Random start: HP 1 -> 19 at X = 18 takes 86 .. 90 steps, 18 per 90 turns
     * (the first heal comes 1..5 turns in): uniform over 86..90. */
    c = dnh(VAL, HUM, 1, 18, 1, 19);
    struct nh_pmf f;
    exact(&c, &f);
    assert_int_equal(pmf_min(&f), 86);
    assert_int_equal(pmf_max(&f), 90);
    for (int v = 86; v <= 90; v++)
        assert_true(fabsl(f.p[v - f.lo] - 0.2L) < 1e-15L);
    pmf_free(&f);
}

/* ---- the kernel, trial by trial, against a driver of regen_step ---- */

static int32_t ref_trial(const struct regen_case *c, nh_pcg32 *r, int64_t t0)
{
    struct regen_state st = regen_start(c);
    bool draws = regen_needs_move_draw(c);
    uint64_t thr = regen_move_threshold(c->move);
    for (int64_t k = 0;; k++) {
        if (c->measure == NH_REGEN_HP && k == c->after)
            return st.hp;
        if (c->measure == NH_REGEN_TURNS && st.hp >= c->target)
            return (int32_t)k;
        if (c->measure == NH_REGEN_TURNS && k == c->max_turns)
            return (int32_t)c->max_turns + 1;
        bool attempt = draws ? (uint64_t)pcg32_next(r) < thr : c->move >= 1;
        regen_step(c, t0 + k + 1, attempt, 0, &st);
    }
}

static void ref_block(const struct regen_case *c, uint64_t block, uint32_t n, struct nh_tally *t)
{
    nh_pcg32_lanes L;
    pcg32_lanes_seed(&L, SEED, regen_case_key(c), block, 0);
    for (uint32_t l = 0; l < NH_LANES && l < n; l++) {
        nh_pcg32 r = pcg32_lanes_get(&L, (int)l);
        for (uint32_t j = l; j < n; j += NH_LANES) {
            int64_t t0 = c->turn_random ? 1 + nh_bounded(pcg32_next(&r), NH_REGEN_PHASES) : c->turn;
            tally_add(t, 0, ref_trial(c, &r, t0));
        }
    }
}

static struct regen_case kernel_cases(int i)
{
    struct regen_case c;
    switch (i) {
    case 0: /* a known value, deterministic from a random turn */
        return dnh(VAL, HUM, 1, 18, 1, 19);
    case 1: /* Stressed, moving half the time */
        c = dnh(HEA, GNO, 5, 14, 3, 40);
        c.enc = NH_ENC_STRESSED;
        c.move = 0.5;
        return c;
    case 2: /* Strained: losses while moving, refused moves below 10 HP */
        c = dnh(VAL, HUM, 8, 16, 12, 70);
        c.enc = NH_ENC_STRAINED;
        c.move = 0.7;
        return c;
    case 3: /* Overtaxed with Regeneration, HP after 300 turns */
        c = dnh(BAR, ORC, 3, 12, 30, 80);
        c.enc = NH_ENC_OVERTAXED;
        c.move = 0.9;
        c.regeneration = true;
        c.measure = NH_REGEN_HP;
        c.after = 300;
        return c;
    case 4: /* Overtaxed from full HP, HP after 200 turns: net loss while moving */
        c = dnh(WIZ, ELF, 1, 9, 25, 25);
        c.enc = NH_ENC_OVERTAXED;
        c.move = 0.95;
        c.measure = NH_REGEN_HP;
        c.after = 200;
        return c;
    case 5: /* max HP 1, Strained, always moving at 1 HP: pass-outs */
        c = dnh(PRI, ELF, 1, 3, 1, 1);
        c.enc = NH_ENC_STRAINED;
        c.move = 0.6;
        c.measure = NH_REGEN_HP;
        c.after = 50;
        return c;
    default: /* a fixed start turn, elf Priest, to a target */
        c = dnh(PRI, ELF, 12, 17, 2, 90);
        c.target = 60;
        c.turn_random = false;
        c.turn = 1234;
        c.enc = NH_ENC_STRESSED;
        c.move = 0.3;
        return c;
    }
}

static void kernel_equals_reference(void **state)
{
    (void)state;
    for (int i = 0; i < 7; i++) {
        struct regen_case c = kernel_cases(i);
        char err[256];
        assert_int_equal(regen_case_check(&c, err, sizeof err), 0);
        struct nh_tally a, b;
        assert_int_equal(regen_tally_init(&a, &c), 0);
        assert_int_equal(regen_tally_init(&b, &c), 0);
        for (uint64_t blk = 0; blk < 6; blk++) {
            uint32_t n = blk == 5 ? 77 : NH_BLOCK_TRIALS;
            regen_run_block(&c, SEED, blk, n, &a);
            ref_block(&c, blk, n, &b);
        }
        if (memcmp(tally_hist(&a, 0), tally_hist(&b, 0), a.width[0] * sizeof(uint64_t)) != 0) {
            print_error("case %d: the kernel and the reference differ\n", i);
            fail();
        }
        tally_free(&a);
        tally_free(&b);
    }
}

static void kernel_matches_exact(void **state)
{
    (void)state;
    for (int i = 0; i < 7; i++) {
        struct regen_case c = kernel_cases(i);
        struct nh_pmf f;
        struct nh_tally t;
        struct nh_gof g;
        exact(&c, &f);
        assert_true(fabsl(pmf_total(&f) - 1.0L) < 1e-12L);
        assert_int_equal(jobs_simulate(&regen_job_kind, &c, SEED + (uint64_t)i, trials(), 2, &t),
                         0);
        assert_int_equal(gof_chisq(tally_hist(&t, 0), t.lo[0], t.width[0], &f, &g), 0);
        if (g.p < NH_TEST_P_MIN || g.impossible) {
            print_error("case %d: chi-square %.2f, %d cells, p = %g, impossible %llu\n", i, g.stat,
                        g.cells, g.p, (unsigned long long)g.impossible);
            fail();
        }
        tally_free(&t);
        pmf_free(&f);
    }
}

/* What regen does not model for dNetHack is refused, with a reason. */
static void refusals(void **state)
{
    (void)state;
    char err[256];
    struct regen_case c = dnh(VAL, -1, 1, 18, 1, 19);
    assert_int_equal(regen_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "dnethack needs the role and the race"));
    c = dnh(-1, HUM, 1, 18, 1, 19);
    assert_int_equal(regen_case_check(&c, err, sizeof err), -1);
    c = dnh(VAL, HUM, 1, 18, 1, 19);
    c.polyd = true;
    c.mh = c.mhmax = 10;
    assert_int_equal(regen_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "polymorphed"));
    c.polyd = false;
    assert_int_equal(regen_case_check(&c, err, sizeof err), 0);
    assert_int_equal(regen_case_period(&c), 90);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(rates),
        cmocka_unit_test(heal_schedule),
        cmocka_unit_test(hand_values),
        cmocka_unit_test(kernel_equals_reference),
        cmocka_unit_test(kernel_matches_exact),
        cmocka_unit_test(refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
