/* Tests of what a prayer's verdict reports: the angry god's roll split by
 * hand, the level lost only above XL 1 (docs/rules.md, Level drain), the
 * two gain means (over all prayers, over the healed ones) worked by hand
 * (docs/rules.md, Fixing low HP; Golden glow), and the verdict's text. */
#include "prayer_testutil.h"

#include <string.h>

#include "nhmc/tally.h"

/* rn2(maxanger): 0-1 displeased, 2-3 lessons, 4-5 black glow, 6 punished,
 * 7-8 a minion, 9 and up lightning (docs/rules.md, Angry god). */
static void test_wrath_split(void **state)
{
    (void)state;
    double p[PRAYER_WRATH_ZAP + 1];
    prayer_wrath_split(1, p);
    assert_close(p[PRAYER_WRATH_DISPLEASED], 1.0, 0.0);
    assert_close(p[PRAYER_WRATH_LEVEL], 0.0, 0.0);
    prayer_wrath_split(6, p);
    assert_close(p[PRAYER_WRATH_DISPLEASED], 2.0 / 6, 1e-15);
    assert_close(p[PRAYER_WRATH_LEVEL], 2.0 / 6, 1e-15);
    assert_close(p[PRAYER_WRATH_CURSE], 2.0 / 6, 1e-15);
    assert_close(p[PRAYER_WRATH_PUNISH], 0.0, 0.0);
    prayer_wrath_split(15, p);
    assert_close(p[PRAYER_WRATH_PUNISH], 1.0 / 15, 1e-15);
    assert_close(p[PRAYER_WRATH_MINION], 2.0 / 15, 1e-15);
    assert_close(p[PRAYER_WRATH_ZAP], 6.0 / 15, 1e-15);
}

/* A too-soon prayer at XL 1: "Thou must relearn thy lessons!" with
 * probability 2/6 (Tourist, record 0: maxanger 3*1 + 3) or 1/2 (Samurai,
 * record 10: 3*1 + 1), but losexp() with no drainer takes no level at XL 1
 * in any version; at XL 2 the same roll takes one. */
static void test_level_lost_needs_a_level(void **state)
{
    (void)state;
    static const enum nh_variant vs[] = {NH_V343, NH_V367, NH_V50};
    for (size_t i = 0; i < sizeof vs / sizeof vs[0]; i++) {
        struct prayer_stats s;
        struct prayer_case c = prayer_hero(vs[i], "Tourist", 10);
        c.turn = 100;
        exact_stats(&c, &s);
        assert_close(s.p_type[PRAYER_TOO_SOON], 1.0, 1e-15);
        assert_close(s.p_lessons, 2.0 / 6.0, 1e-15);
        assert_close(s.p_level_lost, 0.0, 0.0);
        c = prayer_hero(vs[i], "Samurai", 15);
        c.turn = 100;
        exact_stats(&c, &s);
        assert_close(s.p_lessons, 0.5, 1e-15);
        assert_close(s.p_level_lost, 0.0, 0.0);
        c.xl = 2;
        c.maxhp = 25;
        exact_stats(&c, &s);
        assert_close(s.p_lessons, 0.5, 1e-15);
        assert_close(s.p_level_lost, 0.5, 1e-15);
    }
    /* one wish at turn 201: too soon with probability 49/100 (w > 100), then
     * maxanger 3*1 + 3 = 6 at record 1 and Luck -3: lessons 49/100 * 2/6 */
    struct prayer_stats s;
    struct prayer_case c = prayer_hero(NH_V367, "Tourist", 10);
    c.turn = 201;
    c.wishes = 1;
    c.record = 1;
    exact_stats(&c, &s);
    assert_close(s.p_type[PRAYER_TOO_SOON], 0.49, 1e-15);
    assert_close(s.p_type[PRAYER_GOOD], 0.51, 1e-15);
    assert_close(s.p_lessons, 0.49 * 2.0 / 6.0, 1e-15);
}

/* Monte Carlo: the same rule from a tally (the Tourist's 2/6 at XL 1 within
 * four standard errors, and no level lost). */
static void test_level_lost_mc(void **state)
{
    (void)state;
    struct prayer_case c = prayer_hero(NH_V367, "Tourist", 10);
    c.turn = 100;
    struct nh_tally t;
    assert_int_equal(prayer_tally_init(&t, &c), 0);
    nh_pcg32 rng;
    pcg32_seed(&rng, 20261125u, 7u);
    const int n = 20000;
    for (int k = 0; k < n; k++) {
        struct prayer_outcome o;
        prayer_trial(&c, &rng, &o);
        prayer_tally_add(&t, &o);
    }
    struct prayer_stats s;
    assert_int_equal(prayer_stats_from_tally(&c, &t, &s), 0);
    double p = 2.0 / 6.0;
    assert_close(s.p_lessons, p, 4 * sqrt(p * (1 - p) / n));
    assert_close(s.p_level_lost, 0.0, 0.0);
    tally_free(&t);
}

/* gain_mean is over all prayers, gain_mean_if_fixed over the healed ones:
 * the fix gives rnd(5), mean 3, while max HP < 5*XL + 11 (docs/rules.md,
 * Fixing low HP). */
static void test_gain_means(void **state)
{
    (void)state;
    struct prayer_stats s;
    /* record 0: healed when rnl(2) is 0, 1/2 at Luck 0; 1/2 * 3 over all */
    struct prayer_case c = prayer_hero(NH_V367, "Tourist", 10);
    exact_stats(&c, &s);
    assert_close(s.p_fixed, 0.5, 1e-15);
    assert_close(s.gain_mean, 0.5 * 3.0, 1e-14);
    assert_close(s.gain_mean_if_fixed, 3.0, 1e-14);
    /* co-aligned altar, record 10, Luck 2: always healed (3), the glow's +5
     * with probability 1/5 * 1/4 */
    c.record = 10;
    c.luck = 2;
    c.altar = PRAYER_COALIGNED;
    exact_stats(&c, &s);
    assert_close(s.gain_mean, 3.0 + 5.0 / 20.0, 1e-14);
    assert_close(s.gain_mean_if_fixed, 3.0 + 5.0 / 20.0, 1e-14);
    /* max HP 16 = 5*XL + 11: healed, no gain */
    c = prayer_hero(NH_V367, "Valkyrie", 16);
    c.record = 1;
    exact_stats(&c, &s);
    assert_close(s.gain_mean_if_fixed, 0.0, 0.0);
    /* no low HP (HP 10 of 10), record 14 at turn 1000 (ALIGNLIM 15): the
     * god pats the head with no roll; boon rn2(3) = 2 is the glow: the gain
     * 5/3 over all, and no prayer fixed anything */
    c = prayer_hero(NH_V367, "Tourist", 10);
    c.hp = 10;
    c.turn = 1000;
    c.record = 14;
    exact_stats(&c, &s);
    assert_close(s.p_fixed, 0.0, 0.0);
    assert_close(s.p_glow, 1.0 / 3.0, 1e-15);
    assert_close(s.gain_mean, 5.0 / 3.0, 1e-14);
    assert_true(isnan(s.gain_mean_if_fixed));
}

static void verdict_of(const struct prayer_case *c, char *buf, size_t len)
{
    struct prayer_stats s;
    exact_stats(c, &s);
    prayer_verdict(c, &s, false, true, buf, len);
}

static void assert_has(const char *text, const char *part)
{
    if (!strstr(text, part))
        fail_msg("\"%s\" not in:\n%s", part, text);
}

/* The verdict's text: what XL 1 does per version (3.4.3 src/exper.c,
 * losexp(): a fresh newhp(), for a human Samurai rnd(8) + rnd(2), 2..10,
 * mean 4.5 + 1.5 = 6, all of it lost from 15; 3.6.7: u.uhpinc[1], 0), the
 * rule that decided, and both gain means. */
static void test_verdict_text(void **state)
{
    (void)state;
    char buf[2048];
    struct prayer_case c = prayer_hero(NH_V343, "Samurai", 15);
    c.turn = 100;
    verdict_of(&c, buf, sizeof buf);
    assert_has(buf, "prayer timeout 201 > 200 at turn 100: too soon");
    assert_has(buf, "max HP -newhp() = -2..-10, kept >= 1 (from 15: -6.00 on average)");
    assert_null(strstr(buf, "level lost"));
    c.variant = NH_V367;
    verdict_of(&c, buf, sizeof buf);
    assert_has(buf, "no level to lose at XL 1: experience to 0, max HP unchanged");
    assert_has(buf, "  0.5000    \"Thou must relearn thy lessons!\"");
    /* 3.4.3 and 3.6.7 disagree about HP 6 of 30 at XL 3 */
    c = prayer_hero(NH_V343, "Samurai", 30);
    c.xl = 3;
    c.hp = 6;
    verdict_of(&c, buf, sizeof buf);
    assert_has(buf, "7*HP = 42 > max HP 30: not low HP; prayer timeout 200 > 0");
    assert_has(buf, "XL 3 -> 2");
    c.variant = NH_V367;
    verdict_of(&c, buf, sizeof buf);
    assert_has(buf, "5*HP = 30 <= min(max HP, 15*XL) = 30: low HP");
    assert_has(buf, "  1.0000  healed: HP to max HP; max HP unchanged");
    c = prayer_hero(NH_V367, "Tourist", 10);
    verdict_of(&c, buf, sizeof buf);
    assert_has(buf, "  0.5000  healed: HP to max HP; max HP +rnd(5) = +1..+5");
    assert_has(buf, "+1.50 on average over all prayers (gain_mean), +3.00 over the healed ones");
    /* a buffer too short says so at its end */
    struct prayer_stats s;
    exact_stats(&c, &s);
    char small[80];
    prayer_verdict(&c, &s, false, true, small, sizeof small);
    assert_int_equal(strlen(small), sizeof small - 1);
    assert_has(small, "\n  (verdict cut short)");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wrath_split),   cmocka_unit_test(test_level_lost_needs_a_level),
        cmocka_unit_test(test_level_lost_mc), cmocka_unit_test(test_gain_means),
        cmocka_unit_test(test_verdict_text),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
