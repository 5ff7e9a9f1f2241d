/* Tests of growth timelines in xNetHack, EvilHack and UnNetHack
 * (growth_hero.c; docs/rules.md, Growth in xNetHack, EvilHack and
 * UnNetHack): values worked by hand from each game's source, the exact
 * model against the Monte Carlo kernel, and what stays refused.
 *
 * The numbers, from src/role.c (roles[].hpadv and races[].hpadv: infix,
 * inrnd, lofix, lornd, hifix, hirnd) and src/attrib.c newhp():
 *  - EvilHack c444f6a3: Caveman {14,0,0,8,2,0}, xlev 10; giant
 *    {4,3,1,4,3,3}; human {2,0,0,2,1,0}; Valkyrie {14,0,0,8,2,0}.  A
 *    never-read Caveman adds rn1(3,2) below XL 3, rn1(4,3) below 10.
 *  - xNetHack 3dd346ca: Valkyrie {14,0,0,8,2,0}, dwarf {4,0,0,3,2,0};
 *    ROLE_XLEV_CUTOFF 12 (include/you.h) for every role.
 *  - UnNetHack 24dce727: Valkyrie {14,0,0,8,2,0}, xlev 10; human
 *    {2,0,0,2,1,0}; losexp() subtracts a fresh newhp() (src/exper.c).
 * conplus: Con 10 gives 0, 16 gives 1, 17 gives 2. */
#include "testutil.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "kinds/growth/growth_impl.h"
#include "kinds/prayer/prayer.h"
#include "nhmc/heroes.h"
#include "test_growth_util.h"

/* ---- values worked by hand ---- */

/* EvilHack's Caveman giant, Con 16: start 14 + 4 + rnd(3) (mean 20, 19..21);
 * a gain below XL 3 is 1 + rnd(8) + rnd(4) + rn1(3,2) + 1 = 3 + rnd(8) +
 * rnd(4) + rnd(3) (mean 12, 6..18); at XL 3..9 1 + rnd(8) + rnd(4) +
 * rn1(4,3) + 1 = 4 + rnd(8) + rnd(4) + rnd(4) (mean 13.5).  A drain takes
 * the gain recorded for the level (3.6.7's losexp). */
static void test_evilhack_caveman_giant(void **state)
{
    (void)state;
    struct timeline t;
    struct nh_pmf f[GROWTH_MAX_CHECKPOINTS];
    make_ok(&t, NH_VEVH, "Cav", "giant", 16, "level 3; level 10; drain 2", "after each");
    struct growth_dice d = growth_start_dice(&t.c);
    assert_int_equal(d.fix, 18);
    assert_int_equal(d.sides[0] + d.sides[1], 3);
    d = growth_gain_dice(&t.c, 2);
    assert_int_equal(d.fix, 1 + 1); /* race lofix 1, rn1(3, 2) = rnd(3) + 1 */
    assert_int_equal(d.sides[0] * 100 + d.sides[1] * 10 + d.sides[2], 843);
    int n = exact(&t, f);
    assert_int_equal(n, 3);                        /* XL 3, XL 10, after the drain */
    assert_close_l(pmf_mean(&f[0]), 44.0L, 1e-9L); /* 20 + 2 x 12 */
    assert_int_equal(pmf_min(&f[0]), 19 + 2 * 6);
    assert_int_equal(pmf_max(&f[0]), 21 + 2 * 18);
    assert_close_l(pmf_mean(&f[1]), 138.5L, 1e-9L); /* 44 + 7 x 13.5 */
    assert_close_l(pmf_mean(&f[2]), 111.5L, 1e-9L); /* two gains of 13.5 off */
    /* the recorded gains leave: the variance of XL 8's sum, not more:
     * 2/3 + 2 (63/12 + 15/12 + 8/12) + 5 (63/12 + 2 x 15/12) */
    long double var8 = 2.0L / 3 + 2 * (63.0L + 15 + 8) / 12 + 5 * (63.0L + 30) / 12;
    assert_close_l(pmf_variance(&f[2]), var8, 1e-9L);
    free_rows(f, n);
}

/* xNetHack's cutoff 12 for every role: a dwarvish Valkyrie with Con 17
 * gains rnd(8) + rnd(3) + 2 (mean 8.5) below XL 12 and 2 + 2 + 2 = 6 from
 * XL 12: XL 14 is 18 + 11 x 8.5 + 2 x 6 = 123.5 (vanilla's xlev 10 would
 * give 118.5). */
static void test_xnethack_cutoff(void **state)
{
    (void)state;
    struct timeline t;
    struct nh_pmf f[GROWTH_MAX_CHECKPOINTS];
    make_ok(&t, NH_VXNH, "Val", "dwarf", 17, "level 12; level 14", "after each");
    int n = exact(&t, f);
    assert_int_equal(growth_start_dice(&t.c).fix, 18);
    assert_close_l(pmf_mean(&f[0]), 18.0L + 11 * 8.5L, 1e-9L);
    assert_close_l(pmf_mean(&f[1]), 123.5L, 1e-9L);
    assert_close_l(pmf_variance(&f[1]) - pmf_variance(&f[0]), 0.0L, 1e-9L); /* fixed gains */
    free_rows(f, n);
    /* a drain to XL 9 in xNetHack: max HP at least 10 (minuhpmax(10)),
     * which a 5-HP hero never is: the floor applies as 5.0's */
    assert_int_equal(growth_drain_maxhp(NH_VXNH, 20, 15, 9), 10);
    assert_int_equal(growth_drain_maxhp(NH_VEVH, 20, 15, 9), 5);
    assert_int_equal(growth_drain_maxhp(NH_VUNH, 20, 15, 9), 5);
}

/* UnNetHack's drain subtracts a fresh newhp(): a human Valkyrie with Con
 * 10 (start 16, gains rnd(8) + rnd(2), mean 6, variance 63/12 + 3/12 =
 * 5.5) at XL 3 has mean 28, variance 11; after a drain mean 22 and
 * variance 16.5 (three independent rolls), where EvilHack's is 5.5. */
static void test_unnethack_fresh_drain(void **state)
{
    (void)state;
    struct timeline t;
    struct nh_pmf f[GROWTH_MAX_CHECKPOINTS];
    make_ok(&t, NH_VUNH, "Val", "hum", 10, "level 3; drain", "after each");
    int n = exact(&t, f);
    assert_close_l(pmf_mean(&f[0]), 28.0L, 1e-9L);
    assert_close_l(pmf_variance(&f[0]), 11.0L, 1e-9L);
    assert_close_l(pmf_mean(&f[1]), 22.0L, 1e-9L);
    assert_close_l(pmf_variance(&f[1]), 16.5L, 1e-9L);
    free_rows(f, n);
    make_ok(&t, NH_VEVH, "Val", "hum", 10, "level 3; drain", "after each");
    n = exact(&t, f);
    assert_close_l(pmf_mean(&f[1]), 22.0L, 1e-9L);
    assert_close_l(pmf_variance(&f[1]), 5.5L, 1e-9L);
    free_rows(f, n);
    assert_true(growth_drain_fresh(NH_VUNH));
    assert_false(growth_drain_fresh(NH_VEVH));
    assert_false(growth_drain_fresh(NH_VXNH));
}

/* EvilHack's losexp() changes HP only when a level was lost: a human
 * Valkyrie (start 14 + 2 = 16) gains a level, loses it, then prays too
 * soon at turn 50; an angry god's level drain at XL 1 takes nothing, so
 * every surviving hero has 16 max HP.  In 3.6.7 it takes u.uhpinc[1]
 * again (the gain of 2..10 already taken back). */
static void test_evilhack_drain_at_xl1(void **state)
{
    (void)state;
    assert_false(growth_drain_at_xl1(NH_VEVH));
    assert_true(growth_drain_at_xl1(NH_V367));
    struct timeline t;
    struct nh_tally tt;
    make_ok(&t, NH_VEVH, "Val", "hum", 10, "level 2; drain; pray 50", "end");
    assert_int_equal(jobs_simulate(&growth_job_kind, &t.c, 41, trials(), 2, &tt), 0);
    const uint64_t *h = tally_hist(&tt, 0);
    uint64_t n = 0;
    for (uint32_t i = 0; i < tt.width[0]; i++)
        if (h[i]) {
            assert_int_equal(tt.lo[0] + (int32_t)i, 16);
            n += h[i];
        }
    assert_true(n > 0);
    tally_free(&tt);
    make_ok(&t, NH_V367, "Val", "hum", 10, "level 2; drain; pray 50", "end");
    assert_int_equal(jobs_simulate(&growth_job_kind, &t.c, 41, trials(), 2, &tt), 0);
    h = tally_hist(&tt, 0);
    uint64_t below = 0;
    for (uint32_t i = 0; i < tt.width[0]; i++)
        below += tt.lo[0] + (int32_t)i < 16 ? h[i] : 0;
    assert_true(below > 0); /* 3.6.7: the gain came off a second time */
    tally_free(&tt);
}

/* Luck on u.luckturn's timer (EvilHack and UnNetHack src/timeout.c,
 * nh_timeout()): Luck 3 from turn 503 with u.luckturn 500 reaches turn 1250
 * with one step (at 1100) where the vanilla versions step at 600 and 1200;
 * while the god is angry every 300 turns (800, 1100). */
static void test_luck_timer(void **state)
{
    (void)state;
    int timeout = 100, luck = 3, turn = 500;
    growth_prayer_advance(NH_VEVH, &timeout, &luck, &turn, 0, false, 503, 1250);
    assert_int_equal(luck, 2);
    assert_int_equal(turn, 1100);
    assert_int_equal(timeout, 0);
    luck = 3, turn = 500;
    growth_prayer_advance(NH_VUNH, &timeout, &luck, &turn, 0, true, 503, 1250);
    assert_int_equal(luck, 1);
    assert_int_equal(turn, 1100);
    luck = 3, turn = 500;
    growth_prayer_advance(NH_VXNH, &timeout, &luck, &turn, 0, false, 503, 1250);
    assert_int_equal(luck, 1); /* xNetHack keeps moves % 600 */
    /* from the start (u.luckturn 0), Luck -1 (UnNetHack's vampire) is back
     * at 0 on turn 600, not before */
    luck = -1, turn = 0;
    growth_prayer_advance(NH_VUNH, &timeout, &luck, &turn, 0, false, 1, 599);
    assert_int_equal(luck, -1);
    growth_prayer_advance(NH_VUNH, &timeout, &luck, &turn, 0, false, 599, 600);
    assert_int_equal(luck, 0);
    assert_int_equal(turn, 600);
}

/* u_init()'s prayer state: UnNetHack's vampire Luck -1 and record -5 on
 * the role's (Convict -10); EvilHack's draugr -20 (not a Convict or
 * Infidel); an Infidel unaligned. */
static void test_pray_start(void **state)
{
    (void)state;
    struct growth_case c;
    memset(&c, 0, sizeof c);
    c.variant = NH_VUNH;
    c.role = NH_UNH_CON;
    c.race = NH_UNH_VAMPIRE;
    struct growth_pray_start s = growth_pray_start(&c);
    assert_int_equal(s.luck, -1);
    assert_int_equal(s.record, -15);
    c.variant = NH_VEVH;
    c.role = nh_name_index(nh_evh_heroes.role_names, "Val");
    c.race = NH_EVH_DRAUGR;
    s = growth_pray_start(&c);
    assert_int_equal(s.luck, 0);
    assert_int_equal(s.record, -20);
    c.role = NH_EVH_INF;
    c.race = 0;
    assert_int_equal(growth_pray_start(&c).alignment, PRAYER_UNALIGNED);
}

/* EvilHack's blessed restore ability gives back rn1(3, 3) levels at most
 * (src/potion.c, peffects()): 3, 4 or 5, a third each. */
static void test_evilhack_restore_ability(void **state)
{
    (void)state;
    nh_pcg32 rng;
    pcg32_seed(&rng, 5, 5);
    int count[6] = {0};
    for (int i = 0; i < 30000; i++) {
        int m = growth_restore_ability_most(NH_VEVH, 1, &rng);
        assert_true(m >= 3 && m <= 5);
        count[m]++;
    }
    for (int m = 3; m <= 5; m++)
        assert_true(count[m] > 9500 && count[m] < 10500);
    assert_int_equal(growth_restore_ability_most(NH_VEVH, 0, &rng), NH_MAXULEV);
    assert_int_equal(growth_restore_ability_most(NH_VUNH, 1, &rng), NH_MAXULEV);
    /* three lost levels: all back, exactly XL 10's distribution */
    struct timeline t;
    struct nh_pmf f[GROWTH_MAX_CHECKPOINTS];
    make_ok(&t, NH_VEVH, "Cav", "giant", 16, "level 10; drain 3; restore-ability blessed",
            "after each");
    int n = exact(&t, f);
    assert_close_l(pmf_mean(&f[n - 1]), 138.5L, 1e-9L);
    free_rows(f, n);
    /* eight lost levels: refused by exact, sampled */
    make_ok(&t, NH_VEVH, "Cav", "giant", 16, "level 10; drain 8; restore-ability blessed", "end");
    char err[300];
    assert_int_equal(growth_exact(&t.c, f, err, sizeof err), GROWTH_EXACT_UNSUPPORTED);
    assert_non_null(strstr(err, "rn1(3, 3)"));
}

/* ---- potions ---- */

/* src/potion.c, peffects(): EvilHack's healing d(10 + 2b, 4), extra
 * healing d(10 + 2b, 8); UnNetHack's 3.6.7's d(6 + 2b, 4); xNetHack's
 * 5.0's 16 + d(4 + 2b, 8) (peffect_extra_healing()). */
static void test_potion_dice(void **state)
{
    (void)state;
    struct growth_heal h = growth_potion_heal(NH_VEVH, GP_HEALING, 1);
    assert_int_equal(h.fix * 10000 + h.n * 100 + h.sides, 1204);
    h = growth_potion_heal(NH_VEVH, GP_EXTRA_HEALING, -1);
    assert_int_equal(h.fix * 10000 + h.n * 100 + h.sides, 808);
    h = growth_potion_heal(NH_VUNH, GP_HEALING, 0);
    assert_int_equal(h.fix * 10000 + h.n * 100 + h.sides, 604);
    h = growth_potion_heal(NH_VXNH, GP_EXTRA_HEALING, 1);
    assert_int_equal(h.fix * 10000 + h.n * 100 + h.sides, 160608);
    h = growth_potion_heal(NH_VEVH, GP_FULL_HEALING, 1);
    assert_int_equal(h.fix, 400);
}

/* P(d(n, 4) >= m) by counting the 4^n outcomes. */
static double d4_at_least(int n, int m)
{
    long total = 1, hit = 0;
    for (int k = 0; k < n; k++)
        total *= 4;
    for (long o = 0; o < total; o++) {
        long x = o;
        int sum = 0;
        for (int k = 0; k < n; k++, x /= 4)
            sum += (int)(x % 4) + 1;
        hit += sum >= m;
    }
    return (double)hit / (double)total;
}

/* Below full HP: an EvilHack human Valkyrie (16 max HP) at 1 HP drinks an
 * uncursed healing: max HP rises by 1 when 1 + d(10, 4) > 16, with
 * probability P(d(10, 4) >= 16) (0.998..., in 3.6.7 P(d(6, 4) >= 16) =
 * 0.490...); at full HP, two blessed extra healings add 5 each. */
static void test_potions_evilhack(void **state)
{
    (void)state;
    struct timeline t;
    struct nh_tally tt;
    double p = d4_at_least(10, 16);
    assert_true(p > 0.99 && p < 1);
    make_ok(&t, NH_VEVH, "Val", "hum", 10, "hp low; quaff healing", "end");
    assert_int_equal(jobs_simulate(&growth_job_kind, &t.c, 61, trials(), 2, &tt), 0);
    const uint64_t *h = tally_hist(&tt, 0);
    uint64_t up = h[17 - tt.lo[0]], all = up + h[16 - tt.lo[0]];
    assert_int_equal(all, trials());
    double se = sqrt(p * (1 - p) / (double)all);
    assert_true(fabs((double)up / (double)all - p) < 5 * se + 1e-9);
    tally_free(&tt);
    make_ok(&t, NH_V367, "Val", "hum", 10, "hp low; quaff healing", "end");
    assert_int_equal(jobs_simulate(&growth_job_kind, &t.c, 61, trials(), 2, &tt), 0);
    h = tally_hist(&tt, 0);
    p = d4_at_least(6, 16);
    up = h[17 - tt.lo[0]];
    se = sqrt(p * (1 - p) / (double)trials());
    assert_true(fabs((double)up / (double)trials() - p) < 5 * se);
    tally_free(&tt);
    struct nh_pmf f[GROWTH_MAX_CHECKPOINTS];
    make_ok(&t, NH_VEVH, "Val", "hum", 10, "quaff extra blessed x2", "end");
    int n = exact(&t, f);
    assert_int_equal(pmf_min(&f[0]), 26);
    assert_int_equal(pmf_max(&f[0]), 26);
    free_rows(f, n);
}

/* ---- nurses ---- */

/* The healing hit of all three (xNetHack src/uhitm.c, mhitm_ad_heal();
 * EvilHack and UnNetHack src/mhitu.c, AD_HEAL): on !rn2(7) max HP + 1 if
 * max HP < 5 XL + d(2 XL, 10).  A human Valkyrie at XL 1 (16 max HP) is
 * raised when d(2, 10) >= 12: 45 of the 100 pairs, so one hit gives 17
 * with probability 45/100/7 = 9/140. */
static void test_nurse_one_hit(void **state)
{
    (void)state;
    const enum nh_variant v[] = {NH_VXNH, NH_VEVH, NH_VUNH};
    for (int i = 0; i < 3; i++) {
        struct timeline t;
        struct nh_pmf f[GROWTH_MAX_CHECKPOINTS];
        make_ok(&t, v[i], "Val", "hum", 10, "nurse 1", "end");
        int n = exact(&t, f);
        struct growth_checkpoint cp[GROWTH_MAX_CHECKPOINTS];
        char err[200];
        assert_int_equal(growth_checkpoints(&t.c, cp, GROWTH_MAX_CHECKPOINTS, err, sizeof err), n);
        int k = cp[0].measure == GM_MAXHP ? 0 : 1;
        assert_int_equal(cp[k].measure, GM_MAXHP);
        assert_int_equal(pmf_max(&f[k]), 17);
        assert_close_l(f[k].p[17 - f[k].lo], 9.0L / 140, 1e-15L);
        free_rows(f, n);
    }
}

/* ---- xNetHack's restore ability ---- */

/* src/potion.c, peffect_restore_ability(): at u.ulevel == u.ulevelpeak,
 * (peak - max + 1) / 2 back, +1 blessed, at most the peak. */
static void test_xnethack_restore_hp_rule(void **state)
{
    (void)state;
    assert_int_equal(growth_restore_ability_hp(50, 60, 0), 55);
    assert_int_equal(growth_restore_ability_hp(50, 60, 1), 56);
    assert_int_equal(growth_restore_ability_hp(51, 60, 0), 56);
    assert_int_equal(growth_restore_ability_hp(59, 60, 1), 60);
    assert_int_equal(growth_restore_ability_hp(50, 60, -1), 50);
    assert_int_equal(growth_restore_ability_hp(60, 60, 1), 60);
}

/* Below the peak level it gives levels back up to u.ulevelpeak, which a
 * blessed full healing does not lower (it lowers u.ulevelmax): XL 10,
 * four drains, two blessed full healings (XL 8, u.ulevelmax 8), then a
 * blessed restore ability brings XL 10 back in xNetHack (XL 10's
 * distribution) and nothing in 3.6.7, whose potion stops at u.ulevelmax. */
static void test_xnethack_restore_levels(void **state)
{
    (void)state;
    struct timeline t, ten;
    struct nh_pmf f[GROWTH_MAX_CHECKPOINTS], g[GROWTH_MAX_CHECKPOINTS];
    const char *ev = "level 10; drain 4; quaff full blessed x2; restore-ability blessed";
    make_ok(&ten, NH_VXNH, "Val", "dwarf", 17, "level 10; quaff full blessed x2", "end");
    int m = exact(&ten, g);
    make_ok(&t, NH_VXNH, "Val", "dwarf", 17, ev, "end");
    int n = exact(&t, f);
    assert_close_l(pmf_mean(&f[0]), pmf_mean(&g[0]), 1e-9L);
    assert_close_l(pmf_variance(&f[0]), pmf_variance(&g[0]), 1e-9L);
    free_rows(f, n);
    free_rows(g, m);
    make_ok(&t, NH_V367, "Val", "dwarf", 17, ev, "end");
    n = exact(&t, f);
    assert_true(pmf_mean(&f[0]) < 100); /* XL 8 */
    free_rows(f, n);
    /* at the peak level after a drain: refused by exact */
    make_ok(&t, NH_VXNH, "Val", "dwarf", 17, "level 11; drain; level 11; restore-ability", "end");
    char err[300];
    assert_int_equal(growth_exact(&t.c, f, err, sizeof err), GROWTH_EXACT_UNSUPPORTED);
    assert_non_null(strstr(err, "peak"));
}

/* At the peak level: a dwarvish Valkyrie with Con 17 at XL 11 (mean 18 +
 * 10 x 8.5 = 103) loses the gain g1 of XL 10 and regains g2 (each 2 +
 * rnd(8) + rnd(3)); an uncursed restore ability then gives back
 * ceil((g1 - g2) / 2) when g2 < g1.  So the end is 103 + E[D] on average,
 * D = g2 - g1 if g2 >= g1, else -floor((g1 - g2) / 2). */
static void test_xnethack_restore_at_peak(void **state)
{
    (void)state;
    double ed = 0;
    for (int a1 = 1; a1 <= 8; a1++)
        for (int b1 = 1; b1 <= 3; b1++)
            for (int a2 = 1; a2 <= 8; a2++)
                for (int b2 = 1; b2 <= 3; b2++) {
                    int d = (a2 + b2) - (a1 + b1);
                    ed += (d >= 0 ? d : -((-d) / 2)) / 576.0;
                }
    struct timeline t;
    struct nh_tally tt;
    make_ok(&t, NH_VXNH, "Val", "dwarf", 17, "level 11; drain; level 11; restore-ability", "end");
    assert_int_equal(jobs_simulate(&growth_job_kind, &t.c, 71, trials(), 2, &tt), 0);
    double sum = 0, sum2 = 0;
    const uint64_t *h = tally_hist(&tt, 0);
    for (uint32_t i = 0; i < tt.width[0]; i++) {
        double v = tt.lo[0] + (int32_t)i;
        sum += v * (double)h[i];
        sum2 += v * v * (double)h[i];
    }
    double mean = sum / (double)trials(), var = sum2 / (double)trials() - mean * mean;
    double se = sqrt(var / (double)trials());
    if (fabs(mean - (103 + ed)) > 5 * se)
        print_error("mean %.4f, expected %.4f (se %.4f)\n", mean, 103 + ed, se);
    assert_true(fabs(mean - (103 + ed)) <= 5 * se);
    assert_true(ed > 0.2); /* the potion matters: without it E[D] = 0 */
    tally_free(&tt);
}

/* ---- refusals ---- */

static void expect_refused(enum nh_variant v, const char *role, const char *race,
                           const char *events, const char *needle)
{
    struct timeline t;
    char err[300] = "";
    assert_int_equal(make(&t, v, role, race, 10, events, "end", err, sizeof err), -1);
    if (!strstr(err, needle)) {
        print_error("\"%s\": message \"%s\" lacks \"%s\"\n", events, err, needle);
        fail();
    }
}

static void test_refusals(void **state)
{
    (void)state;
    /* EvilHack's blessed restore ability may give back only 3 of 8 levels:
     * XL 5, where 5 drains would kill */
    expect_refused(NH_VEVH, "Val", "hum", "level 10; drain 8; restore-ability blessed; drain 5",
                   "expected at most 4 drains at XL 5");
    expect_refused(NH_VEVH, "Kni", "draugr", "nurse 10",
                   "an EvilHack nurse never heals a draugr or vampire hero");
    expect_refused(NH_VEVH, "Bar", "vampire", "level 3; nurse until 5xl",
                   "an EvilHack nurse never heals a draugr or vampire hero");
}

/* ---- Monte Carlo against exact ---- */

static void test_kernel_against_exact(void **state)
{
    (void)state;
    struct timeline t;
    make_ok(&t, NH_VEVH, "Cav", "giant", 16,
            "level 10; drain 2; restore 2; level 30; quaff gain-level x3", "after each");
    fit_all(&t, 51);
    make_ok(&t, NH_VEVH, "Inf", "hum", 14, "level 12; drain 3; restore-ability blessed", "end");
    fit_all(&t, 52);
    make_ok(&t, NH_VXNH, "Val", "dwarf", 17, "level 14; drain 3; restore 3; level 30",
            "at XL 10,20,30");
    fit_all(&t, 53);
    make_ok(&t, NH_VUNH, "Val", "hum", 10, "level 12; drain 3; restore-ability; con 18; level 20",
            "after each");
    fit_all(&t, 54);
    make_ok(&t, NH_VEVH, "Val", "giant", 12,
            "level 8; drain 2; quaff full blessed x2; quaff extra; quaff healing cursed",
            "after each");
    fit_all(&t, 55);
    make_ok(&t, NH_VXNH, "Hea", "gnome", 14,
            "level 30; quaff gain-level x5; quaff extra blessed x3", "after each");
    fit_all(&t, 56);
    make_ok(&t, NH_VEVH, "Val", "giant", 16, "level 8; nurse until 6xl; nurse 100", "after each");
    fit_all(&t, 57);
    make_ok(&t, NH_VUNH, "Tou", "hum", 10, "nurse until 20; level 4; nurse 50", "after each");
    fit_all(&t, 58);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_evilhack_caveman_giant),
        cmocka_unit_test(test_xnethack_cutoff),
        cmocka_unit_test(test_unnethack_fresh_drain),
        cmocka_unit_test(test_evilhack_drain_at_xl1),
        cmocka_unit_test(test_luck_timer),
        cmocka_unit_test(test_pray_start),
        cmocka_unit_test(test_evilhack_restore_ability),
        cmocka_unit_test(test_potion_dice),
        cmocka_unit_test(test_potions_evilhack),
        cmocka_unit_test(test_nurse_one_hit),
        cmocka_unit_test(test_xnethack_restore_hp_rule),
        cmocka_unit_test(test_xnethack_restore_levels),
        cmocka_unit_test(test_xnethack_restore_at_peak),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_kernel_against_exact),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
