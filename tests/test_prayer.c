/* Tests of the prayer rules (docs/rules.md, Prayer; Known values), of the exact distributions
 * against values worked by hand, and of the exact module against the game-order reference
 * (prayer_trial). */
#include "prayer_testutil.h"

#include "nhmc/jobs.h"

static struct prayer_case tourist(enum nh_variant v)
{
    return prayer_hero(v, "Tourist", 10);
}

/* docs/rules.md, Known values: ublesscnt = 301 - T; on time for HP trouble from T = 101. */
static void test_timeout_from_start(void **state)
{
    (void)state;
    assert_int_equal(prayer_timeout_at(1, 0), 300);
    assert_int_equal(prayer_timeout_at(101, 0), 200);
    assert_int_equal(prayer_timeout_at(100, 0), 201);
    assert_int_equal(prayer_timeout_at(301, 0), 0);
    assert_int_equal(prayer_timeout_at(5000, 0), 0);
    assert_int_equal(prayer_timeout_at(101, 149), 349);
    assert_int_equal(prayer_type_of(true, 200, 0, 0, 0, PRAYER_OFF_ALTAR), PRAYER_GOOD);
    assert_int_equal(prayer_type_of(true, 201, 0, 0, 0, PRAYER_OFF_ALTAR), PRAYER_TOO_SOON);
    assert_int_equal(prayer_type_of(false, 1, 0, 0, 0, PRAYER_OFF_ALTAR), PRAYER_TOO_SOON);
    assert_int_equal(prayer_type_of(false, 0, 0, 0, 0, PRAYER_OFF_ALTAR), PRAYER_GOOD);
    assert_int_equal(prayer_type_of(true, 0, -1, 0, 0, PRAYER_OFF_ALTAR), PRAYER_NAUGHTY);
    assert_int_equal(prayer_type_of(true, 0, 0, 1, 0, PRAYER_OFF_ALTAR), PRAYER_NAUGHTY);
    assert_int_equal(prayer_type_of(true, 0, 0, 0, -1, PRAYER_OFF_ALTAR), PRAYER_NAUGHTY);
    assert_int_equal(prayer_type_of(true, 0, 0, 0, 0, PRAYER_CROSSALIGNED), PRAYER_CROSS);
    assert_int_equal(prayer_align_limit(101), 10);
    assert_int_equal(prayer_align_limit(800), 14);
}

/* The largest HP that still counts as TROUBLE_HIT. */
static int trouble_limit(enum nh_variant v, int xl, int max)
{
    int hp = 0;
    while (hp < max && prayer_low_hp(v, xl, hp + 1, max))
        hp++;
    return hp;
}

/* docs/rules.md, Known values: the table of thresholds, 3.4.3 against 3.6.7 (and 5.0). */
static void test_trouble_thresholds(void **state)
{
    (void)state;
    static const struct {
        int xl, max, v343, v367;
    } rows[] = {
        {1, 16, 5, 5}, {5, 45, 6, 9}, {10, 100, 14, 16}, {14, 150, 21, 21}, {30, 300, 42, 33}};
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        assert_int_equal(trouble_limit(NH_V343, rows[i].xl, rows[i].max), rows[i].v343);
        assert_int_equal(trouble_limit(NH_V367, rows[i].xl, rows[i].max), rows[i].v367);
        assert_int_equal(trouble_limit(NH_V50, rows[i].xl, rows[i].max), rows[i].v367);
    }
    /* HP <= 5 counts even at full HP. */
    assert_true(prayer_low_hp(NH_V367, 1, 5, 5));
    /* docs/rules.md, Prayer verdict: polymorphed without Unchanging is never trouble in 5.0. */
    assert_true(prayer_in_trouble(NH_V367, 5, 50, 50, true, 2, 20, false));
    assert_false(prayer_in_trouble(NH_V50, 5, 50, 50, true, 2, 20, false));
    assert_true(prayer_in_trouble(NH_V50, 5, 50, 50, true, 2, 20, true));
    assert_false(prayer_in_trouble(NH_V50, 5, 1, 50, true, 20, 20, true)); /* mh is what counts */
}

/* docs/rules.md, dNetHack prayer; Known values: dNetHack's low HP is HP <= 5 or 2 HP <=
 * max.  Max 70, HP 35: trouble in dNetHack (70 <= 70), not in 3.4.3 (245 >
 * 70); HP 10 of 70 is trouble in both.  The same test on a polymorphed
 * hero's mh. */
static void test_low_hp_dnethack(void **state)
{
    (void)state;
    assert_true(prayer_low_hp(NH_VDNH, 14, 35, 70));
    assert_false(prayer_low_hp(NH_V343, 14, 35, 70));
    assert_false(prayer_low_hp(NH_VDNH, 14, 36, 70));
    assert_true(prayer_low_hp(NH_VDNH, 14, 10, 70));
    assert_true(prayer_low_hp(NH_V343, 14, 10, 70));
    assert_true(prayer_low_hp(NH_VDNH, 1, 5, 5));   /* HP <= 5, even full */
    assert_false(prayer_low_hp(NH_VDNH, 1, 6, 11)); /* 12 > 11 */
    assert_true(prayer_low_hp(NH_VDNH, 1, 6, 12));
    /* the largest HP in trouble at each max: max / 2, at least 5 */
    for (int max = 1; max <= 400; max++) {
        int hp = 1;
        while (hp < max && prayer_low_hp(NH_VDNH, 10, hp + 1, max))
            hp++;
        assert_int_equal(hp, max < 5 ? max : max / 2 > 5 ? max / 2 : 5);
    }
    assert_true(prayer_in_trouble(NH_VDNH, 5, 50, 50, true, 10, 20, false));
    assert_false(prayer_in_trouble(NH_VDNH, 5, 1, 50, true, 11, 20, false));
    /* other variants are not modelled for prayer */
    struct prayer_case c;
    char err[256];
    memset(&c, 0, sizeof c);
    c.variant = NH_VFIQ;
    assert_int_equal(prayer_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "prayer is modelled for 3.4.3, 3.6.7, 5.0, dnethack, xnethack, "
                                "evilhack and unnethack only"));
}

/* docs/rules.md, Known values: +rnd(5) iff HPmax < 5 XL + 11; the starting max HP of every
 * role and race at XL 1 gets it except the six docs/rules.md, Known values, names. */
static void test_fix_bonus(void **state)
{
    (void)state;
    assert_true(prayer_fix_raises_max(15, 1));
    assert_false(prayer_fix_raises_max(16, 1));
    assert_true(prayer_fix_raises_max(20, 2));
    assert_false(prayer_fix_raises_max(21, 2));
    int without = 0;
    for (int r = 0; r < NH_ROLE_COUNT; r++)
        for (int a = 0; a < NH_RACE_COUNT; a++)
            if (role_allows_race(r, a) && !prayer_fix_raises_max(nh_start_hp(r, a), 1))
                without++;
    /* human Bar, human Cav, dwarf Cav, Kni, human Val, dwarf Val */
    assert_int_equal(without, 6);
    assert_false(prayer_fix_raises_max(nh_start_hp(role_parse("Kni"), race_parse("hum")), 1));
    assert_true(prayer_fix_raises_max(nh_start_hp(role_parse("Sam"), race_parse("hum")), 1));
    assert_true(prayer_fix_raises_max(nh_start_hp(role_parse("Arc"), race_parse("dwa")), 1));
}

/* The action roll, the record rule, the boon, maxanger and Luck. */
static void test_small_rules(void **state)
{
    (void)state;
    assert_int_equal(prayer_action_range(NH_V367, 0, PRAYER_OFF_ALTAR), 2);
    assert_int_equal(prayer_action_range(NH_V367, -3, PRAYER_OFF_ALTAR), 1); /* max(Luck,-1) */
    assert_int_equal(prayer_action_range(NH_V343, 2, PRAYER_COALIGNED), 5);
    assert_int_equal(prayer_action_range(NH_V343, 2, PRAYER_SHRINE), 6);
    assert_int_equal(prayer_action_final(5, PRAYER_OFF_ALTAR, 10, false), 3);
    assert_int_equal(prayer_action_final(5, PRAYER_COALIGNED, 10, false), 5);
    assert_int_equal(prayer_action_final(3, PRAYER_OFF_ALTAR, 3, false), 1);
    assert_int_equal(prayer_action_final(3, PRAYER_OFF_ALTAR, 0, false), 0);
    assert_int_equal(prayer_action_final(3, PRAYER_OFF_ALTAR, 0, true), 1);
    /* docs/rules.md, Known values: golden glow given pat_on_head */
    assert_int_equal(prayer_boon_range(0), 3);
    assert_int_equal(prayer_boon_range(1), 3);
    assert_int_equal(prayer_boon_range(2), 4);
    assert_int_equal(prayer_boon_range(13), 9);
    assert_true(prayer_boon_is_glow(2, false));
    assert_false(prayer_boon_is_glow(3, false));
    assert_true(prayer_boon_is_glow(3, true));
    assert_true(prayer_boon_crowns(7, 20, false));
    assert_false(prayer_boon_crowns(7, 19, false));
    assert_false(prayer_boon_crowns(8, 20, true));
    /* The worked example of docs/rules.md, Angry god: too soon at Luck 0 -> -3, anger 1, record >=
     * 4 */
    assert_int_equal(prayer_maxanger(1, -3, 10), 4);
    assert_int_equal(prayer_maxanger(1, -3, 0), 6);
    assert_int_equal(prayer_maxanger(0, 0, 10), 1);
    assert_int_equal(prayer_maxanger(10, -10, 0), 15);
    assert_int_equal(prayer_wrath_of(1), PRAYER_WRATH_DISPLEASED);
    assert_int_equal(prayer_wrath_of(3), PRAYER_WRATH_LEVEL);
    assert_int_equal(prayer_wrath_of(9), PRAYER_WRATH_ZAP);
    assert_int_equal(prayer_change_luck(-9, -3), -10);
    assert_int_equal(prayer_luck_timeout(3, 0, 600, false), 2);
    assert_int_equal(prayer_luck_timeout(3, 0, 601, false), 3);
    assert_int_equal(prayer_luck_timeout(-2, 0, 300, true), -1);
    assert_int_equal(prayer_luck_timeout(-2, 0, 300, false), -2);
    assert_int_equal(prayer_alignment(PRAYER_CROSSALIGNED, 7), 3);
    assert_int_equal(prayer_alignment(PRAYER_OPPOSED, 7), -7);
    /* docs/rules.md, Luck: the fedora's +1 */
    int arc = role_parse("Arc");
    assert_int_equal(prayer_base_luck(NH_V50, arc, false, false, true), 1);
    assert_int_equal(prayer_base_luck(NH_V367, arc, false, false, true), 0);
    assert_int_equal(prayer_base_luck(NH_V50, arc, true, false, true), 2);
    assert_int_equal(prayer_base_luck(NH_V50, arc, false, true, true), 0);
    assert_int_equal(prayer_late_term(NH_V50, 100000), 0);
    assert_int_equal(prayer_late_term(NH_V50, 100250), 2);
    assert_int_equal(prayer_late_term(NH_V367, 200000), 0);
}

/* The hand-worked Tourist: record 0 heals with probability 1/2,
 * record 1 always; +rnd(5) on a heal; the new timeout is rnz(350). */
static void test_tourist_turn_101(void **state)
{
    (void)state;
    struct prayer_stats s;
    struct prayer_case c = tourist(NH_V367);
    exact_stats(&c, &s);
    assert_close(s.p_on_time, 1.0, 1e-15);
    assert_close(s.p_fixed, 0.5, 1e-15);
    assert_close(s.gain_mean, 1.5, 1e-14);
    assert_close(s.gain_mean_if_fixed, 3.0, 1e-14);
    for (int g = 1; g <= 5; g++)
        assert_close(s.p_gain_k[g], 0.1, 1e-15);
    assert_close(s.p_angered, 0.0, 0.0);
    /* docs/rules.md, Known values: rnz(350) mean 232339063/512000, median 350, p90 886 */
    assert_close(s.timeout_mean, 232339063.0 / 512000.0, 1e-9);
    assert_int_equal(s.timeout_p50, 350);
    assert_int_equal(s.timeout_p90, 886);
    /* safe again at T + 3 + max(0, t - 200): P(at once) = 887/4000 */
    assert_close(s.p_never, 0.0, 0.0);
    assert_int_equal(s.safe_turn_p50, 101 + 3 + 150);
    assert_int_equal(s.safe_turn_p90, 101 + 3 + 686);
    assert_int_equal(s.safe_turn_p99, 101 + 3 + 1699);
    c.record = 1;
    exact_stats(&c, &s);
    assert_close(s.p_fixed, 1.0, 1e-15);
    assert_close(s.gain_mean, 3.0, 1e-14);
    /* 3.4.3 at Luck 3: 1/2 + 1/2 (49 - 3)/(50 - 3) (docs/rules.md, Prayer outcome) */
    c = tourist(NH_V343);
    c.luck = 3;
    exact_stats(&c, &s);
    assert_close(s.p_fixed, 0.5 + 0.5 * 46.0 / 47.0, 1e-15);
    /* 3.6.7 at Luck 2: a = 1, 1/2 + 1/2 * 37/38 */
    c = tourist(NH_V367);
    c.luck = 2;
    exact_stats(&c, &s);
    assert_close(s.p_fixed, 0.5 + 0.5 * 37.0 / 38.0, 1e-15);
}

/* A human Valkyrie at XL 1 (16 max HP) is healed but gains nothing. */
static void test_valkyrie_no_gain(void **state)
{
    (void)state;
    struct prayer_case c = tourist(NH_V367);
    c.role = role_parse("Valkyrie");
    c.maxhp = nh_start_hp(c.role, c.race);
    assert_int_equal(c.maxhp, 16);
    c.record = 1;
    struct prayer_stats s;
    exact_stats(&c, &s);
    assert_close(s.p_fixed, 1.0, 1e-15);
    assert_close(s.gain_mean, 0.0, 0.0);
    assert_close(s.p_gain, 0.0, 0.0);
}

/* At turn 100 a low-HP prayer is too soon: Luck -3, anger 1, angrygods;
 * the timeout is rnz(300) in 3.6.7 (docs/rules.md, Known values: mean 388.909); never safe. */
static void test_too_soon(void **state)
{
    (void)state;
    struct prayer_case c = tourist(NH_V367);
    c.turn = 100;
    struct prayer_stats s;
    exact_stats(&c, &s);
    assert_close(s.p_on_time, 0.0, 0.0);
    assert_close(s.p_fixed, 0.0, 0.0);
    assert_close(s.p_angered, 1.0, 1e-15);
    assert_close(s.p_lessons, 2.0 / 6.0, 1e-15); /* maxanger 6 at record 0 */
    assert_close(s.p_level_lost, 0.0, 0.0);      /* XL 1: no level to lose */
    assert_close(s.p_zapped, 0.0, 0.0);
    assert_close(s.timeout_mean, 388.909, 5e-4);
    assert_close(s.p_never, 1.0, 1e-15);
    assert_int_equal(s.safe_turn_p50, PRAYER_TURN_NEVER);
    /* record >= STRIDENT: maxanger 4, "relearn thy lessons" with probability 1/2 */
    c.role = role_parse("Samurai");
    c.maxhp = 15;
    c.record = 10;
    exact_stats(&c, &s);
    assert_close(s.p_lessons, 0.5, 1e-15);
    assert_close(s.p_level_lost, 0.0, 0.0);
    /* 5.0 keeps max(timeout, rnz(300)) after the +rnz(250) (docs/rules.md, Angry god): the
     * mean is that of max(198 + rnz(250), rnz(300)), above 3.6.7's. */
    c.variant = NH_V50;
    struct prayer_stats s50;
    exact_stats(&c, &s50);
    assert_true(s50.timeout_mean > 198 + 324.0);
}

/* The golden glow on a co-aligned altar at Luck 2: action 5 with
 * probability 1/5, then boon 2 of 4 (docs/rules.md, Known values). */
static void test_golden_glow(void **state)
{
    (void)state;
    struct prayer_case c = tourist(NH_V367);
    c.record = 10;
    c.luck = 2;
    c.altar = PRAYER_COALIGNED;
    struct prayer_stats s;
    exact_stats(&c, &s);
    assert_close(s.p_glow, 1.0 / 5.0 / 4.0, 1e-15);
    assert_close(s.gain_mean, 3.0 + 5.0 / 20.0, 1e-14);
    c.tune_known = true;
    exact_stats(&c, &s);
    assert_close(s.p_glow, 1.0 / 5.0 * 2.0 / 4.0, 1e-15);
    /* off an altar the action is capped at 3: no pat on the head */
    c.altar = PRAYER_OFF_ALTAR;
    exact_stats(&c, &s);
    assert_close(s.p_glow, 0.0, 0.0);
    /* a cross-aligned altar: pleased() returns early: nothing fixed, the
     * timeout stays (200 - 3) */
    c.altar = PRAYER_CROSSALIGNED;
    exact_stats(&c, &s);
    assert_close(s.p_fixed, 0.0, 0.0);
    assert_close(s.timeout_mean, 197.0, 0.0);
    assert_int_equal(s.safe_turn_p50, 104);
}

/* Wishes: each adds w = 50..149, so one wish makes a prayer at turn 101 too
 * soon (200 + w > 200); at turn 201 the timeout is 301 + w - 201 = 100 + w,
 * on time iff w <= 100: probability 51/100. */
static void test_wishes(void **state)
{
    (void)state;
    struct prayer_case c = tourist(NH_V367);
    c.record = 1;
    c.wishes = 1;
    struct prayer_stats s;
    exact_stats(&c, &s);
    assert_close(s.p_on_time, 0.0, 0.0);
    c.turn = 201;
    exact_stats(&c, &s);
    assert_close(s.p_on_time, 0.51, 1e-15);
    assert_close(s.p_fixed, 0.51, 1e-15);
    c.wishes = 2;
    c.turn = 301; /* the timeout is the wish total: on time iff it is <= 200 */
    exact_stats(&c, &s);
    /* x + y <= 100 for x, y in 0..99: 100 pairs with x = 0, then 101 - x */
    assert_close(s.p_on_time, (100.0 + 5049.0) / 10000.0, 1e-14);
}

/* Luck below 0 makes the prayer naughty; with base Luck 0 it climbs back
 * one step each 600 turns, so the hero is safe again later. */
static void test_naughty_luck(void **state)
{
    (void)state;
    struct prayer_case c = tourist(NH_V367);
    c.luck = -1;
    struct prayer_stats s;
    exact_stats(&c, &s);
    assert_close(s.p_on_time, 1.0, 0.0);
    assert_close(s.p_angered, 1.0, 1e-15);
    assert_close(s.p_lessons, 0.0, 0.0); /* maxanger 1 at Luck -1, record 0 */
    assert_close(s.p_never, 0.0, 0.0);
    /* Luck is back to 0 at turn 600, and rnz(300) - 200 <= 496 holds with
     * P(rnz(300) <= 696) */
    assert_true(s.safe_turn_p50 >= 600);
    /* Friday the 13th: base Luck -1, never safe */
    c.base_luck = -1;
    exact_stats(&c, &s);
    assert_close(s.p_never, 1.0, 1e-15);
}

/* prayer_safe_wait by hand. */
static void test_safe_wait(void **state)
{
    (void)state;
    struct prayer_case c = tourist(NH_V367);
    assert_int_equal(prayer_safe_wait(&c, 150, 0, 0, 0, 104), 0);
    assert_int_equal(prayer_safe_wait(&c, 350, 0, 0, 0, 104), 150);
    assert_int_equal(prayer_safe_wait(&c, 350, 0, 1, 0, 104), PRAYER_NEVER);
    assert_int_equal(prayer_safe_wait(&c, 350, 0, 0, -1, 104), PRAYER_NEVER);
    assert_int_equal(prayer_safe_wait(&c, 150, -2, 0, 0, 104), 1200 - 104);
    assert_int_equal(prayer_safe_wait(&c, 1000, -1, 0, 0, 104), 800); /* Luck 0 at 600 */
    c.base_luck = -1;
    assert_int_equal(prayer_safe_wait(&c, 150, 0, 0, 0, 104), 0);
    assert_int_equal(prayer_safe_wait(&c, 1000, 0, 0, 0, 104), PRAYER_NEVER); /* -1 at 600 */
}

static void test_exact_against_reference(void **state)
{
    (void)state;
    struct prayer_case c = tourist(NH_V367);
    check_against_reference(&c, 1);
    c.variant = NH_V343;
    c.role = role_parse("Samurai");
    c.maxhp = PRAYER_MAXHP_ROLLED;
    c.xl = 5;
    c.con = 16;
    c.record = 10;
    c.wishes = 2;
    c.turn = 300;
    check_against_reference(&c, 2);
    c = tourist(NH_V50);
    c.record = 10;
    c.luck = 10;
    c.altar = PRAYER_SHRINE;
    c.turn = 5000;
    c.maxhp = 20;
    check_against_reference(&c, 3);
    c = tourist(NH_V50);
    c.turn = 100;
    c.wishes = 1;
    check_against_reference(&c, 4);
    c = tourist(NH_V50);
    c.polyd = true;
    c.mh = 2;
    c.mhmax = 4;
    c.unchanging = true;
    c.maxhp = 12;
    c.hp = 12;
    c.record = 1;
    check_against_reference(&c, 5);
}

/* A neutral hero has no opposite altar (3.4.3, 3.6.7, 5.0 src/pray.c,
 * can_pray(): `u.ualign.type && u.ualign.type == -p_aligntyp`, and neutral
 * is 0), so a Healer, a Tourist or a gnome (src/role.c: neutral only) on
 * "opposed" prays cross-aligned: alignment record/2 = 5 >= 0, p_type 2,
 * never smitten.  A human Wizard (neutral or chaotic) on an opposed altar
 * is chaotic on a lawful one: alignment -10 < 0, naughty, always smitten. */
static double mc_p_angered(const struct prayer_case *c)
{
    struct nh_tally t;
    const uint64_t n = 20000;
    assert_int_equal(jobs_simulate(&prayer_job_kind, c, 0x6e657574u, n, 1, &t), 0);
    struct prayer_stats s;
    assert_int_equal(prayer_stats_from_tally(c, &t, &s), 0);
    tally_free(&t);
    return s.p_angered;
}

static void test_neutral_opposed(void **state)
{
    (void)state;
    static const struct {
        const char *role, *race;
        bool neutral;
    } heroes[] = {
        {"Hea", "human", true},  {"Hea", "gnome", true},  {"Tou", "human", true},
        {"Wiz", "gnome", true},  {"Arc", "gnome", true},  {"Ran", "gnome", true},
        {"Cav", "gnome", true},  {"Wiz", "human", false}, {"Val", "human", false},
        {"Pri", "human", false}, {"Arc", "dwarf", false}, {"Rog", "orc", false},
    };
    for (size_t i = 0; i < sizeof heroes / sizeof heroes[0]; i++) {
        struct prayer_case h = prayer_hero(NH_V367, heroes[i].role, 20);
        h.race = race_parse(heroes[i].race);
        assert_int_equal(prayer_always_neutral(h.role, h.race), heroes[i].neutral);
        assert_int_equal(prayer_altar_for(&h, PRAYER_OPPOSED),
                         heroes[i].neutral ? PRAYER_CROSSALIGNED : PRAYER_OPPOSED);
        assert_int_equal(prayer_altar_for(&h, PRAYER_COALIGNED), PRAYER_COALIGNED);
    }
    /* dNetHack: the hero's own alignment decides (a human Priest may be any) */
    struct prayer_case d = prayer_hero(NH_VDNH, "Priest", 20);
    d.alignment = PRAYER_NEUTRAL;
    assert_int_equal(prayer_altar_for(&d, PRAYER_OPPOSED), PRAYER_CROSSALIGNED);
    d.alignment = PRAYER_LAWFUL;
    assert_int_equal(prayer_altar_for(&d, PRAYER_OPPOSED), PRAYER_OPPOSED);

    struct prayer_case c = prayer_hero(NH_V367, "Healer", 40);
    c.xl = 5;
    c.turn = 1000;
    c.record = 10;
    c.altar = PRAYER_OPPOSED;
    char err[256] = "";
    assert_int_equal(prayer_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "a neutral hero has no opposed altar"));

    enum nh_variant vs[] = {NH_V343, NH_V367, NH_V50};
    for (size_t v = 0; v < 3; v++) {
        c.variant = vs[v];
        c.role = role_parse("Healer");
        c.altar = prayer_altar_for(&c, PRAYER_OPPOSED);
        struct prayer_stats s;
        exact_stats(&c, &s);
        assert_close(s.p_angered, 0.0, 0.0);
        assert_close(s.p_type[PRAYER_CROSS], 1.0, 1e-15);
        assert_close(mc_p_angered(&c), 0.0, 0.0);

        c.role = role_parse("Wizard");
        c.altar = prayer_altar_for(&c, PRAYER_OPPOSED);
        assert_int_equal(c.altar, PRAYER_OPPOSED);
        exact_stats(&c, &s);
        assert_close(s.p_angered, 1.0, 1e-15);
        assert_close(mc_p_angered(&c), 1.0, 0.0);
    }
}

/* dNetHack (docs/rules.md, dNetHack prayer): its low-HP test, naughty before too soon,
 * and the glow's +5 through the soft-capped bonus. */
static long double p_type(const struct prayer_case *c, enum prayer_type type)
{
    struct nh_pmf f[PH_COUNT];
    assert_int_equal(prayer_exact(c, f), 0);
    long double p = 0;
    for (size_t i = 0; i < f[PH_FLAGS].n; i++)
        if (((f[PH_FLAGS].lo + (int64_t)i) & 3) == type)
            p += f[PH_FLAGS].p[i];
    prayer_exact_free(f);
    return p;
}

static void test_dnethack(void **state)
{
    (void)state;
    char err[256];
    /* HP 10 of 20 is trouble in dNetHack (2 HP <= max), not in 3.4.3
     * (7 HP > max): at turn 101 (timeout 200) 3.4.3's prayer is too soon */
    struct prayer_case c = tourist(NH_VDNH);
    c.maxhp = 20;
    c.hp = 10;
    assert_int_equal(prayer_case_check(&c, err, sizeof err), 0);
    assert_close_l(p_type(&c, PRAYER_GOOD), 1.0L, 1e-15L);
    struct prayer_stats s;
    exact_stats(&c, &s);
    assert_close(s.p_fixed, 0.5, 1e-15); /* record 0: rnl(2), 3.4.3's */
    c.variant = NH_V343;
    assert_close_l(p_type(&c, PRAYER_TOO_SOON), 1.0L, 1e-15L);
    /* Luck -1 at turn 100: 3.4.3 says too soon (+rnz(250), Luck -3),
     * dNetHack says naughty first */
    c = tourist(NH_V343);
    c.turn = 100;
    c.luck = c.base_luck = -1;
    assert_close_l(p_type(&c, PRAYER_TOO_SOON), 1.0L, 1e-15L);
    c.variant = NH_VDNH;
    assert_close_l(p_type(&c, PRAYER_NAUGHTY), 1.0L, 1e-15L);
    exact_stats(&c, &s);
    /* angrygods sets the timeout to rnz(300) (docs/rules.md, Known values: mean 388.909);
     * too soon would have added rnz(250) to 201 first, then the same */
    assert_close(s.timeout_mean, 388.909, 5e-4);
    /* the glow: B = 5 through the soft cap.  A human Tourist at XL 1 with
     * Con 10 can have at most 10 max HP, so cap = 24 + 2 x 10 = 44 and
     * Mx = 44 - max HP: round(Mx tanh(5/Mx)) */
    c = tourist(NH_VDNH);
    int want[][2] = {{10, 5}, {35, 5}, {36, 4}, {39, 4}, {40, 3}, {42, 2}, {43, 1}, {44, 0}};
    for (size_t k = 0; k < sizeof want / sizeof want[0]; k++)
        assert_int_equal(prayer_glow_gain(&c, want[k][0]), want[k][1]);
    c.variant = NH_V367;
    assert_int_equal(prayer_glow_gain(&c, 44), 5);
    /* refused: rolled max HP, polymorph */
    c = tourist(NH_VDNH);
    c.maxhp = PRAYER_MAXHP_ROLLED;
    assert_int_equal(prayer_case_check(&c, err, sizeof err), -1);
    c = tourist(NH_VDNH);
    c.polyd = true;
    c.mh = 2;
    c.mhmax = 4;
    assert_int_equal(prayer_case_check(&c, err, sizeof err), -1);
    /* exact against the game-order reference: a shrine at Luck 10 with max
     * HP 39 (the glow gives 4), and naughty at turn 100 */
    c = tourist(NH_VDNH);
    c.record = 10;
    c.luck = 10;
    c.altar = PRAYER_SHRINE;
    c.turn = 5000;
    c.maxhp = 39;
    c.hp = 5;
    check_against_reference(&c, 11);
    c = tourist(NH_VDNH);
    c.turn = 100;
    c.luck = c.base_luck = -1;
    check_against_reference(&c, 12);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_timeout_from_start),
        cmocka_unit_test(test_trouble_thresholds),
        cmocka_unit_test(test_low_hp_dnethack),
        cmocka_unit_test(test_fix_bonus),
        cmocka_unit_test(test_small_rules),
        cmocka_unit_test(test_tourist_turn_101),
        cmocka_unit_test(test_valkyrie_no_gain),
        cmocka_unit_test(test_too_soon),
        cmocka_unit_test(test_golden_glow),
        cmocka_unit_test(test_wishes),
        cmocka_unit_test(test_naughty_luck),
        cmocka_unit_test(test_safe_wait),
        cmocka_unit_test(test_exact_against_reference),
        cmocka_unit_test(test_dnethack),
        cmocka_unit_test(test_neutral_opposed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
