/* Tests of growth timelines (growth_impl.h): the syntax and its errors, each
 * event's rule against values worked by hand (docs/rules.md, Level gain; Level drain; Healing
 * potions; Nurses; Known values), the exact module against the kernel (chi-square), and the kernel
 * against the game-order reference where exact cannot go. */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "kinds/growth/growth_impl.h"
#include "nhmc/hero_rules.h"

#define GROWTH_TEST_TRIALS 400000u
#include "test_growth_util.h"

/* ---- syntax ---- */

static void expect_error(const char *events, const char *needle)
{
    struct growth_timeline tl;
    char err[256] = "";
    assert_int_equal(growth_parse_events(events, &tl, err, sizeof err), -1);
    if (!strstr(err, needle)) {
        print_error("\"%s\": message \"%s\" lacks \"%s\"\n", events, err, needle);
        fail();
    }
}

static void test_syntax(void **state)
{
    (void)state;
    struct growth_timeline tl;
    char err[256];
    assert_int_equal(growth_parse_events("level 1-14; quaff full blessed x2; nurse 200; level 30; "
                                         "quaff gain-level x3",
                                         &tl, err, sizeof err),
                     0);
    assert_int_equal(tl.n, 5);
    assert_int_equal(tl.ev[0].kind, GE_LEVEL);
    assert_int_equal(tl.ev[0].xl_from, 1);
    assert_int_equal(tl.ev[0].xl_to, 14);
    assert_int_equal(tl.ev[1].kind, GE_POTION);
    assert_int_equal(tl.ev[1].potion, GP_FULL_HEALING);
    assert_int_equal(tl.ev[1].bcsign, 1);
    assert_int_equal(tl.ev[1].count, 2);
    assert_int_equal(tl.ev[2].count, 200);
    assert_int_equal(tl.ev[4].kind, GE_GAIN_LEVEL);
    assert_int_equal(tl.ev[4].count, 3);
    assert_int_equal(growth_parse_events("Level +3 ; NURSE until 5xl; hp low; con 18; pray 101",
                                         &tl, err, sizeof err),
                     0);
    assert_int_equal(tl.ev[0].xl_to, -3);
    assert_int_equal(tl.ev[1].until, -5);
    assert_int_equal(tl.ev[1].count, 0); /* unwritten: growth_nurse_hits decides */
    assert_int_equal(tl.ev[2].hp_mode, GH_LOW);
    assert_int_equal(tl.ev[3].value, 18);
    assert_int_equal(tl.ev[4].value, 101);
    assert_int_equal(growth_parse_events("quaff gain-level x20 each; drain 2 each; restore each",
                                         &tl, err, sizeof err),
                     0);
    assert_true(tl.ev[0].each && tl.ev[1].each && tl.ev[2].each);
    assert_int_equal(tl.ev[0].count, 20);
    assert_int_equal(tl.ev[1].count, 2);
    expect_error("level 5; quaff ful blessed", "event 2 \"quaff ful blessed\": unknown potion");
    expect_error("level 31", "event 1 \"level 31\"");
    expect_error("nurse until 26xl", "Kxl for K times the XL");
    expect_error("con 2", "expected \"con C\" with C 3..25");
    expect_error("  ;  ", "no events");
    expect_error("jump 3", "unknown event; expected level, quaff");

    struct growth_report r;
    assert_int_equal(growth_parse_report("at XL 10, 20,30", &r, err, sizeof err), 0);
    assert_int_equal(r.mode, GR_AT_XL);
    assert_int_equal(r.nxl, 3);
    assert_int_equal(r.xl[2], 30);
    assert_int_equal(growth_parse_report("after each", &r, err, sizeof err), 0);
    assert_int_equal(r.mode, GR_EACH);
    assert_int_equal(growth_parse_report("at XL 20,10", &r, err, sizeof err), -1);
    assert_int_equal(growth_parse_report("sometimes", &r, err, sizeof err), -1);
}

/* The case checks name the event and what was expected. */
static void test_case_checks(void **state)
{
    (void)state;
    struct timeline t;
    char err[256];
    const char *bad[][2] = {
        {"level 10; level 5", "already XL 10"},
        {"level 5; level 3-8", "expected \"level 5-8\""},
        {"level 3; drain 3", "draining XL 1 kills"},
        {"restore", "no level has been lost"},
        {"nurse until 30", "beyond a nurse at XL 1"},
        {"pray 101; pray 102", "a prayer takes 3 turns"},
        {"level 29; level +2", "experience stops at XL 30"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        memset(&t, 0, sizeof t);
        assert_int_equal(growth_parse_events(bad[i][0], &t.tl, err, sizeof err), 0);
        assert_int_equal(growth_parse_report("end", &t.r, err, sizeof err), 0);
        t.c = (struct growth_case){
            NH_V367, role_parse("Val"), race_parse("hum"), 16, 1, 0, &t.tl, &t.r, 0};
        assert_int_equal(growth_case_check(&t.c, err, sizeof err), -1);
        if (!strstr(err, bad[i][1])) {
            print_error("\"%s\": \"%s\" lacks \"%s\"\n", bad[i][0], err, bad[i][1]);
            fail();
        }
    }
}

/* ---- rules ---- */

static void test_potion_rules(void **state)
{
    (void)state;
    /* The table of docs/rules.md, Healing potions, and its mean heals (Known values) */
    struct {
        enum nh_variant v;
        enum growth_potion p;
        int b;
        double mean;
        int bonus;
    } t[] = {
        {NH_V367, GP_HEALING, 1, 20, 1},       {NH_V367, GP_HEALING, 0, 15, 1},
        {NH_V367, GP_HEALING, -1, 10, 0},      {NH_V50, GP_HEALING, 0, 18, 1},
        {NH_V50, GP_HEALING, 1, 23, 1},        {NH_V343, GP_EXTRA_HEALING, 1, 36, 5},
        {NH_V367, GP_EXTRA_HEALING, 0, 27, 2}, {NH_V50, GP_EXTRA_HEALING, 0, 34, 2},
        {NH_V50, GP_EXTRA_HEALING, -1, 25, 0}, {NH_V367, GP_FULL_HEALING, 1, 400, 8},
        {NH_V50, GP_FULL_HEALING, 0, 400, 4},  {NH_V343, GP_FULL_HEALING, -1, 400, 0},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        struct growth_heal h = growth_potion_heal(t[i].v, t[i].p, t[i].b);
        assert_close(h.fix + h.n * (h.sides + 1) / 2.0, t[i].mean, 0);
        assert_int_equal(growth_potion_max_bonus(t[i].p, t[i].b), t[i].bonus);
    }
    /* healup: the maximum rises only on overshoot */
    int hp = 5, max = 20;
    growth_healup(&hp, &max, 15, 1);
    assert_int_equal(hp, 20);
    assert_int_equal(max, 20);
    growth_healup(&hp, &max, 1, 1);
    assert_int_equal(hp, 21);
    assert_int_equal(max, 21);
    /* losexp: 3.6.7's floor of 1, 5.0's max(XL, 10) never above the max before */
    assert_int_equal(growth_drain_maxhp(NH_V367, 5, 9, 1), 1);
    assert_int_equal(growth_drain_maxhp(NH_V50, 30, 25, 4), 10);
    assert_int_equal(growth_drain_maxhp(NH_V50, 8, 3, 2), 8);
    assert_int_equal(growth_drain_maxhp(NH_V50, 60, 5, 12), 55);
    assert_int_equal(growth_drain_maxhp(NH_V50, 20, 10, 12), 12);
    assert_int_equal(growth_drain_hp(3, 5, 10), 1);
    assert_int_equal(growth_drain_hp(30, 5, 20), 20);
    /* the nurse's bound: hpmax < 5 XL + d(2 XL, 10) */
    assert_true(growth_nurse_raises(10, 1, 6));
    assert_false(growth_nurse_raises(11, 1, 6));
}

/* Between prayers (docs/rules.md, Prayer timeout; Luck): the timeout falls a turn at a time to 0;
 * Luck steps toward its base on turns divisible by 600 (300 while the god
 * is angry). */
static void test_prayer_advance(void **state)
{
    (void)state;
    int timeout = 388, luck = -3, luck_turn = 0;
    growth_prayer_advance(NH_V367, &timeout, &luck, &luck_turn, 0, false, 104, 500);
    assert_int_equal(timeout, 0);
    assert_int_equal(luck, -3);
    growth_prayer_advance(NH_V367, &timeout, &luck, &luck_turn, 0, false, 500, 1200);
    assert_int_equal(luck, -1); /* turns 600 and 1200 */
    timeout = 500, luck = -3;
    growth_prayer_advance(NH_V367, &timeout, &luck, &luck_turn, 0, true, 104, 600);
    assert_int_equal(timeout, 4);
    assert_int_equal(luck, -1); /* turns 300 and 600 */
}

/* Three blessed full healings at full HP: +24 max HP exactly. */
static void test_three_full_healings(void **state)
{
    (void)state;
    struct timeline t;
    struct nh_pmf f[GROWTH_MAX_CHECKPOINTS];
    enum nh_variant vs[] = {NH_V343, NH_V367, NH_V50};
    for (int i = 0; i < 3; i++) {
        make_ok(&t, vs[i], "Val", "hum", 16, "quaff full blessed x3", "end");
        int n = exact(&t, f);
        assert_int_equal(n, 1);
        assert_int_equal(pmf_min(&f[0]), 16 + 24);
        assert_int_equal(pmf_max(&f[0]), 16 + 24);
        free_rows(f, n);
    }
    /* below full HP: uncursed healing raises max HP only on overshoot; at
     * HP 1 of 16, d(6,4) (6..24) overshoots 15 missing HP with probability
     * P(d(6,4) >= 16) = 1771/4096 */
    make_ok(&t, NH_V367, "Val", "hum", 16, "hp low; quaff healing", "end");
    char err[256];
    assert_int_equal(growth_exact(&t.c, f, err, sizeof err), GROWTH_EXACT_UNSUPPORTED);
    assert_non_null(strstr(err, "below full HP"));
    struct nh_tally tt;
    assert_int_equal(jobs_simulate(&growth_job_kind, &t.c, 11, trials(), 2, &tt), 0);
    uint64_t *h = tally_hist(&tt, 0);
    double n = (double)tally_total(&tt, 0), p = 1771.0 / 4096.0;
    double got = (double)h[17 - tt.lo[0]] / n;
    assert_close(got, p, 5 * sqrt(p * (1 - p) / n));
    tally_free(&tt);
}

/* A drain and a regained level: 3.6.7 removes the recorded gain, so the
 * distribution is the one before; 3.4.3 subtracts a fresh roll, so the
 * mean is the same and the variance grows by twice a gain's variance. */
static void test_drain_regain(void **state)
{
    (void)state;
    struct timeline t;
    struct nh_pmf a[GROWTH_MAX_CHECKPOINTS], b[GROWTH_MAX_CHECKPOINTS], g[GROWTH_MAX_CHECKPOINTS];
    make_ok(&t, NH_V367, "Val", "hum", 16, "level 10; drain; level 10", "after each");
    int n = exact(&t, a);
    assert_int_equal(n, 3);
    assert_close_l(pmf_mean(&a[0]), 79.0L, 1e-12L); /* docs/rules.md, Known values: 16 + 9 x 7 */
    assert_close_l(pmf_mean(&a[2]), 79.0L, 1e-12L);
    assert_close_l(pmf_variance(&a[2]), pmf_variance(&a[0]), 1e-12L);
    free_rows(a, n);
    make_ok(&t, NH_V343, "Val", "hum", 16, "level 10; drain; level 10", "after each");
    n = exact(&t, b);
    make_ok(&t, NH_V343, "Val", "hum", 16, "level 2", "end");
    assert_int_equal(exact(&t, g), 1);
    long double vg = pmf_variance(&g[0]); /* one lo gain: d8 + d2 */
    assert_close_l(vg, 63.0L / 12.0L + 3.0L / 12.0L, 1e-12L);
    assert_close_l(pmf_mean(&b[2]), 79.0L, 1e-12L);
    assert_close_l(pmf_variance(&b[2]), pmf_variance(&b[0]) + 2 * vg, 1e-10L);
    free_rows(b, n);
    free_rows(g, 1);
    /* blessed full healing gives back one level of two drained (the
     * highest XL drops by one each time: "half of them") */
    make_ok(&t, NH_V367, "Val", "hum", 16, "level 10; drain 2; quaff full blessed x2", "end");
    n = exact(&t, a);
    /* XL 8 + 16 from potions + one level back (XL 8 -> 9): 16 + 8 x 7 + 16 */
    assert_close_l(pmf_mean(&a[0]), 16.0L + 8 * 7 + 16, 1e-12L);
    free_rows(a, n);
}

/* Potions of restore ability (3.6.7 src/potion.c, peffects(); 5.0
 * peffect_restore_ability()): pluslvl() once uncursed, until the highest
 * XL blessed, which stays; 3.4.3 restores no level.  An elven Wizard with
 * Con 10 gains rnd(8) + rnd(1) = 5.5 on average a level below XL 12 from
 * 10 + 1 = 11: 60.5 at XL 10; 3.6.7's drain 3 takes the three recorded
 * gains (44), one uncursed potion gives one back (49.5), a blessed one the
 * other two (60.5).  Three uncursed potions give all three back (60.5),
 * where three blessed full healings give two (the highest XL drops: 55). */
static void ref_matches_kernel(const struct timeline *t, uint64_t seed);

static void test_restore_ability(void **state)
{
    (void)state;
    assert_int_equal(growth_restore_ability_levels(NH_V367, 0, 7, 10), 1);
    assert_int_equal(growth_restore_ability_levels(NH_V367, 1, 7, 10), 3);
    assert_int_equal(growth_restore_ability_levels(NH_V50, 1, 7, 10), 3);
    assert_int_equal(growth_restore_ability_levels(NH_V50, 0, 9, 10), 1);
    assert_int_equal(growth_restore_ability_levels(NH_V367, -1, 7, 10), 0);
    assert_int_equal(growth_restore_ability_levels(NH_V343, 1, 7, 10), 0);
    assert_int_equal(growth_restore_ability_levels(NH_V367, 1, 10, 10), 0);

    struct growth_timeline tl;
    char err[256];
    assert_int_equal(growth_parse_events("restore-ability blessed x2 each; quaff restore-ability "
                                         "cursed; restore-level 2; restore",
                                         &tl, err, sizeof err),
                     0);
    assert_int_equal(tl.ev[0].kind, GE_RESTORE_ABILITY);
    assert_int_equal(tl.ev[0].bcsign, 1);
    assert_int_equal(tl.ev[0].count, 2);
    assert_true(tl.ev[0].each);
    assert_int_equal(tl.ev[1].kind, GE_RESTORE_ABILITY);
    assert_int_equal(tl.ev[1].bcsign, -1);
    assert_int_equal(tl.ev[2].kind, GE_RESTORE);
    assert_int_equal(tl.ev[2].count, 2);
    assert_int_equal(tl.ev[3].kind, GE_RESTORE);
    expect_error("restore-ability holy", "restore-ability [blessed|uncursed|cursed]");

    struct timeline t;
    struct nh_pmf a[GROWTH_MAX_CHECKPOINTS];
    const enum nh_variant vs[] = {NH_V367, NH_V50};
    for (int v = 0; v < 2; v++) {
        make_ok(&t, vs[v], "Wiz", "elf", 10,
                "level 10; drain 3; restore-ability; restore-ability blessed", "after each");
        int n = exact(&t, a);
        assert_int_equal(n, 4);
        assert_close_l(pmf_mean(&a[1]), 44.0L, 1e-12L);
        assert_close_l(pmf_mean(&a[2]), 49.5L, 1e-12L);
        assert_close_l(pmf_mean(&a[3]), 60.5L, 1e-12L);
        free_rows(a, n);
        fit_all(&t, 40 + (uint64_t)v);
        make_ok(&t, vs[v], "Wiz", "elf", 10, "level 10; drain 3; restore-ability x3", "end");
        n = exact(&t, a);
        assert_close_l(pmf_mean(&a[0]), 60.5L, 1e-12L);
        free_rows(a, n);
        make_ok(&t, vs[v], "Wiz", "elf", 10, "level 10; drain 3; restore 3", "end");
        n = exact(&t, a);
        assert_close_l(pmf_mean(&a[0]), 55.0L, 1e-12L);
        free_rows(a, n);
    }
    /* 3.4.3: no level back, the drained max HP stays. */
    make_ok(&t, NH_V343, "Wiz", "elf", 10, "level 10; drain 3; restore-ability blessed",
            "after each");
    int n = exact(&t, a);
    assert_close_l(pmf_mean(&a[2]), pmf_mean(&a[1]), 1e-12L);
    assert_close_l(pmf_variance(&a[2]), pmf_variance(&a[1]), 1e-12L);
    free_rows(a, n);
    /* Monte Carlo, kernel against the game-order reference, with a prayer. */
    make_ok(&t, NH_V367, "Wiz", "elf", 12, "level 8; drain 2; pray 300; restore-ability blessed",
            "after each");
    ref_matches_kernel(&t, 44);
}

/* docs/rules.md, Known values: P(max HP + 1) per hit = P(HPmax < 5 XL + d(2 XL, 10)) / 7. */
static void test_nurse_odds(void **state)
{
    (void)state;
    struct {
        const char *events;
        int maxhp;
        double p7, tol;
    } t[] = {
        {"nurse", 10, 0.90, 1e-12},
        {"quaff extra; nurse", 12, 0.79, 1e-12},
        {"quaff extra blessed; quaff healing; nurse", 16, 0.45, 1e-12},
        {"quaff full blessed; quaff extra; nurse", 20, 0.15, 1e-12},
        {"quaff full blessed; quaff extra blessed; quaff extra; nurse", 25, 0.0, 0},
    };
    for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) {
        struct timeline tl;
        struct nh_pmf f[GROWTH_MAX_CHECKPOINTS];
        make_ok(&tl, NH_V367, "Tou", "hum", 10, t[i].events, "end");
        int n = exact(&tl, f);
        if (t[i].maxhp > 0) {
            assert_int_equal(pmf_min(&f[n - 1]), t[i].maxhp);
            assert_close_l(pmf_mean(&f[n - 1]) - t[i].maxhp, t[i].p7 / 7, t[i].tol / 7);
        }
        /* the nurse lost with probability 1/91 */
        assert_close_l(pmf_mean(&f[n - 2]), 1.0L / 91, 1e-15L);
        free_rows(f, n);
    }
}

/* The same odds from the rule, and the XL 10 values of docs/rules.md, Known values. */
static void test_nurse_rule(void **state)
{
    (void)state;
    long double tail[GROWTH_D2XL_TOP + 1];
    growth_nurse_tail(1, tail);
    assert_close_l(growth_nurse_raise_odds(10, 1, tail), 0.90L / 7, 1e-15L);
    assert_close_l(growth_nurse_raise_odds(6, 1, tail), 1.0L / 7, 1e-15L);
    assert_close_l(growth_nurse_raise_odds(25, 1, tail), 0.0L, 0.0L);
    growth_nurse_tail(10, tail);
    assert_close_l(growth_nurse_raise_odds(150, 10, tail), 0.7689L / 7, 0.00005L / 7);
    assert_close_l(growth_nurse_raise_odds(200, 10, tail), 0.0007L / 7, 0.00005L / 7);
    assert_close_l(growth_nurse_raise_odds(69, 10, tail), 1.0L / 7, 1e-15L); /* below 7 XL */
    assert_close_l(growth_nurse_raise_odds(250, 10, tail), 0.0L, 0.0L);      /* from 25 XL */
}

/* ---- Monte Carlo against exact ---- */

static void test_kernel_against_exact(void **state)
{
    (void)state;
    struct timeline t;
    make_ok(&t, NH_V367, "Val", "hum", 16,
            "level 1-14; quaff full blessed x2; nurse 200; level 30; quaff gain-level x3",
            "after each");
    fit_all(&t, 1);
    make_ok(&t, NH_V343, "Wiz", "elf", 12, "level 12; drain 3; restore 3; con 18; level 20",
            "at XL 5,10,20");
    fit_all(&t, 2);
    make_ok(&t, NH_V50, "Hea", "gno", 14, "level 30; quaff gain-level x20; quaff extra blessed x3",
            "after each");
    fit_all(&t, 3);
    make_ok(&t, NH_V50, "Sam", "hum", 17,
            "level 10; drain 4; quaff full blessed x4; nurse until 8xl", "after each");
    fit_all(&t, 4);
    make_ok(&t, NH_V367, "Tou", "hum", 10, "nurse until 20; nurse 50", "end");
    fit_all(&t, 5);
    make_ok(&t, NH_V367, "Val", "hum", 18,
            "level 30; quaff gain-level x30 each; drain 2 each; restore 2 each", "end");
    fit_all(&t, 6);
}

/* The kernel's timeline against the game-order reference where exact does
 * not go: prayers, potions below full HP, drains after nurses. */
static void ref_matches_kernel(const struct timeline *t, uint64_t seed)
{
    struct nh_tally a, b;
    assert_int_equal(jobs_simulate(&growth_job_kind, &t->c, seed, trials(), 2, &a), 0);
    assert_int_equal(growth_tally_init(&b, &t->c), 0);
    nh_pcg32 rng;
    pcg32_seed(&rng, seed, 99);
    for (uint64_t i = 0; i < trials(); i++)
        growth_trial(&t->c, &rng, &b);
    for (size_t k = 0; k < a.nhist; k++) {
        int dof;
        double p = two_sample_chisq_p(tally_hist(&a, k), tally_hist(&b, k), a.width[k], &dof);
        if (p < 1e-6)
            print_error("row %zu: p %.3g (dof %d)\n", k, p, dof);
        assert_true(p >= 1e-6);
    }
    tally_free(&a);
    tally_free(&b);
}

static void test_kernel_against_reference(void **state)
{
    (void)state;
    struct timeline t;
    make_ok(&t, NH_V367, "Tou", "hum", 10,
            "pray 101; level 5; pray 900; pray 1500; drain 2; pray 3000", "after each");
    ref_matches_kernel(&t, 21);
    make_ok(&t, NH_V50, "Arc", "dwa", 14,
            "level 8; drain 2; pray 300; hp low; quaff extra x2; nurse 30", "after each");
    ref_matches_kernel(&t, 22);
    make_ok(&t, NH_V343, "Pri", "elf", 16, "level 6; nurse 100; drain; hp 3; quaff healing x2",
            "after each");
    ref_matches_kernel(&t, 23);
}

/* A wrong rule is caught: the kernel's nurse at XL 10 against a chain
 * with the bound (2d10 + 5) x XL instead of the game's (and the NetHack
 * wiki's) 5 XL + d(2 XL, 10): the same mean bound, other odds. */
static void test_wrong_nurse_bound_is_rejected(void **state)
{
    (void)state;
    struct timeline t, start;
    const int hits = 300;
    make_ok(&t, NH_V367, "Val", "hum", 16, "level 10; nurse 300", "end");
    make_ok(&start, NH_V367, "Val", "hum", 16, "level 10", "end");
    struct nh_pmf f[GROWTH_MAX_CHECKPOINTS];
    assert_int_equal(exact(&start, f), 1);
    /* P((2d10 + 5) x 10 > m) / 7, with 2d10 = s over 2..20 */
    struct nh_pmf w;
    assert_int_equal(pmf_init_zero(&w, f[0].lo, f[0].n + hits), 0);
    memcpy(w.p, f[0].p, f[0].n * sizeof *w.p);
    for (int h = 0; h < hits; h++)
        for (size_t i = w.n - 1; i-- > 0;) {
            int64_t m = w.lo + (int64_t)i;
            long double above = 0;
            for (int a = 1; a <= 10; a++)
                for (int b = 1; b <= 10; b++)
                    above += (a + b + 5) * 10 > m ? 0.01L : 0;
            long double move = w.p[i] * above / 7;
            w.p[i] -= move;
            w.p[i + 1] += move;
        }
    struct nh_tally tt;
    assert_int_equal(jobs_simulate(&growth_job_kind, &t.c, 31, trials(), 2, &tt), 0);
    size_t end = tt.nhist - 1;
    struct nh_gof gof;
    assert_int_equal(gof_chisq(tally_hist(&tt, end), tt.lo[end], tt.width[end], &w, &gof), 0);
    assert_true(gof.p < 1e-6);
    tally_free(&tt);
    pmf_free(&w);
    free_rows(f, 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_syntax),
        cmocka_unit_test(test_case_checks),
        cmocka_unit_test(test_potion_rules),
        cmocka_unit_test(test_prayer_advance),
        cmocka_unit_test(test_three_full_healings),
        cmocka_unit_test(test_drain_regain),
        cmocka_unit_test(test_restore_ability),
        cmocka_unit_test(test_nurse_odds),
        cmocka_unit_test(test_nurse_rule),
        cmocka_unit_test(test_kernel_against_exact),
        cmocka_unit_test(test_kernel_against_reference),
        cmocka_unit_test(test_wrong_nurse_bound_is_rejected),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
