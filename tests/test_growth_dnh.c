/* Tests of growth by dNetHack's rules (growth_impl.h, growth_dnh.c; docs/rules.md,
 * dNetHack growth), against values worked by hand from dNetHack compat-3.23.0
 * (src/attrib.c calc_total_maxhp(), src/potion.c healup(), src/pray.c
 * pleased() and fix_worst_trouble(), src/exper.c losexp()).
 *
 * The heroes' numbers, from src/role.c: a Valkyrie's HP advance is
 * {14, 0, 0, 8, 0, 2} with xlev 10, a Wizard's {10, 0, 0, 4, 0, 1}, a
 * human's {2, 0, 0, 2, 1, 0}.  So a human Valkyrie starts with 16 stored HP,
 * maxhp(1) at XL 1 and Con 10 is 16 and the soft cap 24 + 2 x 16 = 56: room
 * M = 40 above the 16.  A bonus B > 0 counts round(80 / (1 + e^(-B/20)) - 40).
 * Below XL 10 a gain is rnd(8) + rnd(2): mean 6, variance 63/12 + 3/12 = 5.5.
 */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "kinds/growth/growth_impl.h"
#include "nhmc/hero_rules.h"
#include "nhmc/heroes.h"
#include "nhmc/names.h"

#define GROWTH_TEST_TRIALS 200000u
#include "test_growth_util.h"

/* The tally of a Monte Carlo run of the case through the job pipeline. */
static void simulate(const struct timeline *t, uint64_t seed, struct nh_tally *tt)
{
    assert_int_equal(jobs_simulate(&growth_job_kind, &t->c, seed, trials(), 2, tt), 0);
}

static void row_moments(const struct nh_tally *tt, size_t k, double *mean, double *var, uint64_t *n)
{
    const uint64_t *h = tally_hist(tt, k);
    double s = 0, s2 = 0;
    *n = 0;
    for (uint32_t i = 0; i < tt->width[k]; i++) {
        double v = tt->lo[k] + (double)i;
        *n += h[i];
        s += (double)h[i] * v;
        s2 += (double)h[i] * v * v;
    }
    *mean = s / (double)*n;
    *var = s2 / (double)*n - *mean * *mean;
}

/* The value every trial of row k gave (the row must be one value). */
static int32_t row_only_value(const struct nh_tally *tt, size_t k)
{
    const uint64_t *h = tally_hist(tt, k);
    int32_t v = INT32_MIN;
    for (uint32_t i = 0; i < tt->width[k]; i++)
        if (h[i]) {
            assert_int_equal(v, INT32_MIN); /* one value only */
            v = tt->lo[k] + (int32_t)i;
        }
    return v;
}

/* The max HP every trial of a one-row timeline ends with. */
static int32_t certain_end(const char *role, const char *race, int con, const char *events)
{
    struct timeline t;
    struct nh_tally tt;
    make_ok(&t, NH_VDNH, role, race, con, events, "end");
    simulate(&t, 41, &tt);
    int32_t v = row_only_value(&tt, 0);
    tally_free(&tt);
    return v;
}

/* Potions add max HP only on overshoot, into u.uhpbonus under the cap
 * (src/potion.c, healup()).  At full HP each potion overshoots: uncursed
 * full healing B = 4: round(80/1.818731 - 40) = round(3.987) = 4 -> 20;
 * blessed B = 8: round(80/1.670320 - 40) = round(7.895) = 8 -> 24; two
 * blessed B = 16: round(80/1.449329 - 40) = round(15.198) = 15 -> 31 (not
 * 32 as vanilla's sum); five blessed B = 40: round(80/1.135335 - 40) =
 * round(30.464) = 30 -> 46 (not 56); one uncursed then two blessed B = 20:
 * round(80/1.367879 - 40) = round(18.485) = 18 -> 34.  Full healing heals
 * 400, so each row is one value. */
static void test_full_healing_under_cap(void **state)
{
    (void)state;
    assert_int_equal(certain_end("Val", "hum", 10, "quaff full"), 20);
    assert_int_equal(certain_end("Val", "hum", 10, "quaff full blessed"), 24);
    assert_int_equal(certain_end("Val", "hum", 10, "quaff full blessed x2"), 31);
    assert_int_equal(certain_end("Val", "hum", 10, "quaff full blessed x5"), 46);
    assert_int_equal(certain_end("Val", "hum", 10, "quaff full; quaff full blessed x2"), 34);
    /* A cursed potion of full healing adds 4 - 4 = 0; the bonus stays. */
    assert_int_equal(certain_end("Val", "hum", 10, "quaff full blessed x2; quaff full cursed"), 31);
}

/* dNetHack's own heroes take the same rules with their own tables
 * (src/role.c).  A human Nobleman ({10, 0, 0, 8, 1, 0}) starts with
 * 10 + 2 = 12, cap 24 + 2 x 12 = 48, room 36: two blessed potions of full
 * healing (B = 16) count round(72/(1 + e^(-16/18)) - 36) = round(15.02) =
 * 15 -> 27.  An Anachrononaut drow is a myrkalfr ({7, 1, 1, 2, 1, 0};
 * role {11, 0, 0, 8, 1, 0}): 18 stored (the inrnd of 1 adds rn2(1) = 0),
 * maxhp(1) 19 counting the inrnd at its side, cap 62, room 44: five blessed
 * (B = 40) count round(88/(1 + e^(-40/22)) - 44) = round(31.71) = 32 -> 50.
 * A drow Binder is not a vanilla hero: a prayer in its timeline is
 * refused. */
static void test_own_heroes(void **state)
{
    (void)state;
    assert_int_equal(certain_end("Nob", "human", 10, "quaff full blessed x2"), 27);
    assert_int_equal(certain_end("Ana", "drow", 10, "quaff full blessed x5"), 50);
    struct timeline t;
    char err[300] = "";
    assert_int_equal(
        make(&t, NH_VDNH, "Bin", "drow", 10, "level 5; pray 300", "end", err, sizeof err), -1);
    assert_non_null(strstr(err, "prayers take vanilla's 28 heroes only"));
}

/* Only an overshoot raises max HP: at HP 1 an uncursed potion of healing
 * heals d(6,4) and overshoots max HP 16 iff the roll is 16 or more; its
 * bonus 1 counts round(80/1.951229 - 40) = round(0.9998) = 1.  So max HP is
 * 17 with P(d(6,4) >= 16) and 16 otherwise; P by enumerating the 4^6 rolls. */
static void test_healing_only_on_overshoot(void **state)
{
    (void)state;
    int over = 0;
    for (int r = 0; r < 4096; r++) {
        int sum = 0;
        for (int k = 0, x = r; k < 6; k++, x /= 4)
            sum += x % 4 + 1;
        over += sum >= 16;
    }
    double p = over / 4096.0; /* 1008/4096 */
    struct timeline t;
    struct nh_tally tt;
    make_ok(&t, NH_VDNH, "Val", "hum", 10, "hp low; quaff healing", "end");
    simulate(&t, 42, &tt);
    const uint64_t *h = tally_hist(&tt, 0);
    uint64_t n = 0, at17 = 0;
    for (uint32_t i = 0; i < tt.width[0]; i++) {
        int32_t v = tt.lo[0] + (int32_t)i;
        n += h[i];
        if (v == 17)
            at17 += h[i];
        else if (h[i])
            assert_int_equal(v, 16);
    }
    double got = (double)at17 / (double)n, se = sqrt(p * (1 - p) / (double)n);
    assert_true(fabs(got - p) < 5 * se);
    tally_free(&tt);
}

/* The golden glow (src/pray.c, pleased(), case 2): +5 to u.uhpbonus under
 * the cap: from 16, B = 5 counts round(80/1.778801 - 40) = round(4.974) = 5
 * -> 21; after two blessed potions of full healing (B = 16, 31) B = 21
 * counts round(80/1.349938 - 40) = round(19.262) = 19 -> 35: the glow adds
 * 4.  With a level lost it gives the level back and the highest XL stays. */
static void test_glow_under_cap(void **state)
{
    (void)state;
    int val = role_parse("Val"), hum = race_parse("hum");
    nh_pcg32 rng;
    pcg32_seed(&rng, 43, 1);
    struct growth_dnh d;
    growth_dnh_start(&d, val, hum, 10);
    assert_int_equal(d.hpmax, 16);
    growth_dnh_glow(&d, &rng);
    assert_int_equal(d.hpmax, 21);
    assert_int_equal(d.hp, 21);
    growth_dnh_start(&d, val, hum, 10);
    growth_dnh_healup(&d, 400, 8);
    growth_dnh_healup(&d, 400, 8);
    assert_int_equal(d.hpmax, 31);
    growth_dnh_glow(&d, &rng);
    assert_int_equal(d.bonus, 21);
    assert_int_equal(d.hpmax, 35);
    /* a lost level: XL 3 of 5 -> 4 of 5, one roll of rnd(8) + rnd(2) more */
    growth_dnh_start(&d, val, hum, 10);
    for (int k = 0; k < 4; k++)
        growth_dnh_gain(&d, &rng);
    int rolled5 = d.rolled;
    growth_dnh_drain(&d, &rng);
    growth_dnh_drain(&d, &rng);
    assert_int_equal(d.xl, 3);
    int rolled3 = d.rolled, bonus = d.bonus;
    growth_dnh_glow(&d, &rng);
    assert_int_equal(d.xl, 4);
    assert_int_equal(d.xlmax, 5);
    assert_int_equal(d.bonus, bonus);
    assert_in_range(d.rolled - rolled3, 2, 10);
    assert_true(rolled5 > rolled3);
}

/* The prayer's fix of low HP (src/pray.c, fix_worst_trouble(), TROUBLE_HIT):
 * u.uhpmod += rnd(5), outside the cap.  From 16 stored HP with B = 40 (46),
 * a roll of 5 gives 51; in the bonus (B = 45: round(80/1.105399 - 40) =
 * round(32.372) = 32) it would give 48.  Below 6 the stored rolls rise to
 * 6: a human Wizard at XL 2, Con 3 (conplus -2) with 1 stored HP has
 * trunc(1 - 4) = -3, max HP 1; a roll of 2 makes -1 (still 1); the rolls
 * at 6 make trunc(6 - 4) + 2 = 4, which stays (nothing negative to clear). */
static void test_fix_outside_cap(void **state)
{
    (void)state;
    struct growth_dnh d;
    growth_dnh_start(&d, role_parse("Val"), race_parse("hum"), 10);
    d.bonus = 40;
    growth_dnh_recalc(&d);
    assert_int_equal(d.hpmax, 46);
    growth_dnh_fix(&d, 5);
    assert_int_equal(d.mod, 5);
    assert_int_equal(d.hpmax, 51);
    assert_int_equal(d.hp, 51);
    assert_int_equal(growth_dnh_maxhp_of(d.role, d.race, 10, 1, 16, 45, 0), 48);
    growth_dnh_start(&d, role_parse("Wiz"), race_parse("hum"), 3);
    d.xl = d.xlmax = 2;
    d.rolled = 1;
    d.hp = 1;
    growth_dnh_recalc(&d);
    assert_int_equal(d.hpmax, 1);
    growth_dnh_fix(&d, 2);
    assert_int_equal(d.rolled, 6);
    assert_int_equal(d.hpmax, 4);
    assert_int_equal(d.hp, 4);
    /* The condition: max HP below 5 XL + 11. */
    growth_dnh_start(&d, role_parse("Val"), race_parse("hum"), 10);
    assert_false(growth_dnh_fix_raises(&d)); /* 16, not below 16 */
    growth_dnh_start(&d, role_parse("Wiz"), race_parse("hum"), 10);
    assert_true(growth_dnh_fix_raises(&d)); /* 12 */
}

/* A prayer in a timeline: a human Wizard (12 max HP, record 0) praying at
 * HP 1 on turn 300 is fixed unless rnl(2) makes the action 0 (about half
 * the time at Luck 0, src/pray.c, pleased()); a fix adds rnd(5): 13..17
 * equally likely; an unfixed prayer leaves 12.  Nothing else. */
static void test_prayer_in_timeline(void **state)
{
    (void)state;
    struct timeline t;
    struct nh_tally tt;
    make_ok(&t, NH_VDNH, "Wiz", "hum", 10, "pray 300", "end");
    simulate(&t, 44, &tt);
    const uint64_t *h = tally_hist(&tt, 0);
    uint64_t obs[5] = {0}, fixed = 0;
    for (uint32_t i = 0; i < tt.width[0]; i++) {
        int32_t v = tt.lo[0] + (int32_t)i;
        if (!h[i])
            continue;
        assert_in_range(v, 12, 17);
        if (v >= 13) {
            obs[v - 13] = h[i];
            fixed += h[i];
        }
    }
    assert_true(fixed > trials() / 4);
    double prob[5] = {0.2, 0.2, 0.2, 0.2, 0.2};
    int dof;
    assert_true(chisq_gof(obs, prob, 5, &dof) >= NH_TEST_P_MIN);
    tally_free(&tt);
}

/* Luck between a timeline's prayers (src/timeout.c, nh_timeout()): one step
 * toward the base once moves >= u.luckturn + 600 (300 while angry),
 * u.luckturn then that turn, as nhmc pray has it (prayer_luck_on_timer).
 * Luck -3, u.luckturn 0, angry, from turn 1003 to 1350: steps on turn 1004
 * (1004 >= 0 + 300) and 1304 (1004 + 300): Luck -1, u.luckturn 1304.  On
 * multiples of 300, as growth had it, only turn 1200 would step: -2.  Not
 * angry, to turn 1700: steps on 1004 and 1604, -1 (multiples of 600: only
 * 1200, -2). */
static void test_luck_on_timer(void **state)
{
    (void)state;
    int timeout = 0, luck = -3, luck_turn = 0;
    growth_prayer_advance(NH_VDNH, &timeout, &luck, &luck_turn, 0, true, 1003, 1350);
    assert_int_equal(luck, -1);
    assert_int_equal(luck_turn, 1304);
    luck = -3, luck_turn = 0;
    growth_prayer_advance(NH_VDNH, &timeout, &luck, &luck_turn, 0, false, 1003, 1700);
    assert_int_equal(luck, -1);
    assert_int_equal(luck_turn, 1604);
}

/* Level drain (src/exper.c, losexp()): the XL drops, then a fresh newhp()
 * at the lower XL comes off the stored rolls.  A human Valkyrie, Con 10,
 * "level 10; drain 3": 16 + 9 gains - 3 fresh rolls at XL 9, 8, 7, all
 * rnd(8) + rnd(2): mean 16 + 54 - 18 = 52, variance 12 x 5.5 = 66 (the
 * recorded gains taken off, as 3.6.7 does, would leave 6 x 5.5 = 33; a roll
 * at the XL before the drop, 10's 1 + rnd(2), would give mean 55.5). */
static void test_drain_rerolls(void **state)
{
    (void)state;
    struct timeline t;
    struct nh_tally tt;
    make_ok(&t, NH_VDNH, "Val", "hum", 10, "level 10; drain 3", "end");
    simulate(&t, 45, &tt);
    double mean, var;
    uint64_t n;
    row_moments(&tt, 0, &mean, &var, &n);
    assert_true(fabs(mean - 52.0) < 5 * sqrt(66.0 / (double)n));
    /* the sample variance's sd is about 66 sqrt(2/n) */
    assert_true(fabs(var - 66.0) < 6 * 66.0 * sqrt(2.0 / (double)n));
    tally_free(&tt);
}

/* Blessed full healing and blessed restore ability give one lost level
 * back and keep the highest XL (u.ulevelmax -= 1 is commented out in
 * src/potion.c, peffects()), so three of them after three drains give back
 * all three; an uncursed or cursed restore ability none. */
static void test_restore_keeps_highest(void **state)
{
    (void)state;
    nh_pcg32 rng;
    pcg32_seed(&rng, 46, 1);
    struct growth_dnh d;
    growth_dnh_start(&d, role_parse("Val"), race_parse("hum"), 10);
    for (int k = 0; k < 9; k++)
        growth_dnh_gain(&d, &rng);
    for (int k = 0; k < 3; k++)
        growth_dnh_drain(&d, &rng);
    assert_int_equal(d.xl, 7);
    for (int k = 0; k < 3; k++)
        growth_dnh_restore(&d, &rng);
    assert_int_equal(d.xl, 10);
    assert_int_equal(d.xlmax, 10);
    growth_dnh_restore(&d, &rng);
    assert_int_equal(d.xl, 10);
    assert_int_equal(growth_restore_ability_levels(NH_VDNH, 1, 7, 10), 1);
    assert_int_equal(growth_restore_ability_levels(NH_VDNH, 0, 7, 10), 0);
    assert_int_equal(growth_restore_ability_levels(NH_VDNH, -1, 7, 10), 0);
}

/* At XL 30 a gain goes to the bonus (src/exper.c, pluslvl()): the same as
 * kind levelup's XL 30+K.  Here only that the stored rolls stay. */
static void test_gain_at_30_to_bonus(void **state)
{
    (void)state;
    nh_pcg32 rng;
    pcg32_seed(&rng, 47, 1);
    struct growth_dnh d;
    growth_dnh_start(&d, role_parse("Val"), race_parse("hum"), 10);
    for (int k = 0; k < 29; k++)
        growth_dnh_gain(&d, &rng);
    int rolled = d.rolled;
    growth_dnh_gain(&d, &rng);
    assert_int_equal(d.xl, 30);
    assert_int_equal(d.rolled, rolled);
    assert_in_range(d.bonus, 2, 3); /* 1 + rnd(2) */
}

/* What dNetHack growth refuses, with the reason. */
static void test_refusals(void **state)
{
    (void)state;
    struct timeline t;
    char err[300] = "";
    assert_int_equal(
        make(&t, NH_VDNH, "Val", "hum", 10, "level 5; nurse 10", "end", err, sizeof err), -1);
    assert_non_null(strstr(err, "never raises max HP"));
    make_ok(&t, NH_VDNH, "Val", "hum", 10, "level 5", "end");
    struct nh_pmf f[GROWTH_MAX_CHECKPOINTS];
    assert_int_equal(growth_exact(&t.c, f, err, sizeof err), GROWTH_EXACT_UNSUPPORTED);
    assert_non_null(strstr(err, "run without --exact"));
}

/* The tally's bounds (growth_tally_init) hold every value a dNetHack
 * timeline can take, however the events pile up: trials into a wide tally,
 * each row's extremes within the case's own. */
static void test_tally_bounds_hold(void **state)
{
    (void)state;
    static const char *const events[] = {
        "level 30; quaff gain-level x500; con 25; quaff full blessed x200",
        "con 3; level 10; drain 9; pray 300; con 25; pray 1300; level 30",
        "con 3; con 25; con 3; con 25; level 30; con 3; con 25",
        "hp low; quaff extra blessed x100; level 30; con 25; pray 500; pray 5000",
    };
    /* the last two are dNetHack's own, without prayers */
    static const char *const heroes[][2] = {{"Val", "dwa"},         {"Hea", "gno"},
                                            {"Bar", "orc"},         {"Tou", "hum"},
                                            {"Nob", "half-dragon"}, {"Ana", "drow"}};
    nh_pcg32 rng;
    pcg32_seed(&rng, 48, 1);
    for (size_t e = 0; e < sizeof events / sizeof *events; e++)
        for (size_t h = 0; h < sizeof heroes / sizeof *heroes; h++)
            for (int con = 3; con <= 25; con += 22) {
                struct timeline t;
                if (h >= 4 && strstr(events[e], "pray"))
                    continue;
                make_ok(&t, NH_VDNH, heroes[h][0], heroes[h][1], con, events[e], "after each");
                struct nh_tally shape, wide;
                assert_int_equal(growth_tally_init(&shape, &t.c), 0);
                int32_t lo[GROWTH_MAX_CHECKPOINTS], hi[GROWTH_MAX_CHECKPOINTS];
                for (size_t k = 0; k < shape.nhist; k++) {
                    lo[k] = -1000;
                    hi[k] = 100000;
                }
                assert_int_equal(tally_init(&wide, shape.nhist, lo, hi), 0);
                for (int i = 0; i < 300; i++)
                    growth_trial(&t.c, &rng, &wide);
                for (size_t k = 0; k < shape.nhist; k++) {
                    const uint64_t *w = tally_hist(&wide, k);
                    for (uint32_t i = 0; i < wide.width[k]; i++) {
                        if (!w[i])
                            continue;
                        int32_t v = wide.lo[k] + (int32_t)i;
                        assert_in_range(v, shape.lo[k], shape.lo[k] + (int32_t)shape.width[k] - 1);
                    }
                }
                tally_free(&shape);
                tally_free(&wide);
            }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_full_healing_under_cap),
        cmocka_unit_test(test_healing_only_on_overshoot),
        cmocka_unit_test(test_own_heroes),
        cmocka_unit_test(test_glow_under_cap),
        cmocka_unit_test(test_fix_outside_cap),
        cmocka_unit_test(test_prayer_in_timeline),
        cmocka_unit_test(test_luck_on_timer),
        cmocka_unit_test(test_drain_rerolls),
        cmocka_unit_test(test_restore_keeps_highest),
        cmocka_unit_test(test_gain_at_30_to_bonus),
        cmocka_unit_test(test_refusals),
        cmocka_unit_test(test_tally_bounds_hold),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
