/* Tests of dNetHack's own prayer (docs/rules.md, dNetHack prayer): every
 * value worked out by hand from dNetHack compat-3.23.0 (fb3ca466) src/pray.c,
 * src/timeout.c, src/attrib.c, src/role.c and include/godlist.h, as each test
 * says. */
#include "testutil.h"

#include <string.h>

#include "kinds/prayer/prayer_grid.h"
#include "nhmc/gof.h"
#include "nhmc/heroes.h"
#include "nhmc/pmf.h"
#include "nhmc/tally.h"
#include "prayer_dnh_testutil.h"

/* roles[].initrecord: a Binder starts at -5 and a Convict at -10, so a
 * prayer at once is naughty (can_pray(): alignment < 0); nothing is fixed.
 * The Binder's god is the Void (src/u_init.c), which angrygods() leaves at
 * once (src/pray.c): no wrath, the timeout untouched. */
static void test_start_record(void **state)
{
    (void)state;
    reset("Bin,Con", "human");
    parse_ok();
    assert_int_equal(prayer_grid_count(&g), 2);
    struct prayer_case bin = grid_case(0), con = grid_case(1);
    assert_int_equal(bin.role, NH_DNH_BIN);
    assert_int_equal(bin.record, -5);
    assert_int_equal(con.role, NH_DNH_CON);
    assert_int_equal(con.record, -10);
    struct prayer_stats s;
    exact_stats(&bin, &s);
    assert_close(s.p_type[PRAYER_NAUGHTY], 1.0, 1e-12);
    assert_close(s.p_angered, 0.0, 1e-12);
    assert_close(s.p_fixed, 0.0, 1e-12);
    assert_close(s.timeout_mean, 0.0, 1e-12);
    assert_close(s.p_never, 1.0, 1e-12); /* a negative record: never safe */
    exact_stats(&con, &s);
    assert_close(s.p_angered, 1.0, 1e-12); /* the Convict's god is angered */
    /* a record of 0 given instead: heard, fixed when rnl(2) is 0, 1/2 at Luck
     * 0; possible from turn 1200, when the cap 10 + T/200 - 16 sins reaches 0 */
    con.record = 0;
    con.turn = 1200;
    exact_stats(&con, &s);
    assert_close(s.p_fixed, 0.5, 1e-12);
}

/* dopray(): "There is but one God in the future." */
static void test_anachrononaut(void **state)
{
    (void)state;
    reset("Ana", NULL);
    expect_error("There is but one God in the future");
    /* role all leaves the Anachrononaut out: every other legal hero stays */
    reset("all", NULL);
    texts[PK_HOLINESS] = "neutral"; /* the vampire Binder's random gods */
    parse_ok();
    int legal = 0, ana = 0;
    for (int role = 0; role < NH_DNH_ROLES; role++)
        for (int race = 0; race < NH_DNH_RACES; race++)
            if (dnh_hero_legal(role, race))
                *(role == NH_DNH_ANA ? &ana : &legal) += 1;
    assert_int_equal(legal + ana, 139);
    assert_int_equal((int)prayer_grid_count(&g), legal);
    for (size_t i = 0; i < prayer_grid_count(&g); i++)
        assert_int_not_equal(grid_case(i).role, NH_DNH_ANA);
}

/* can_pray(): an undead hero (a vampire) is turned by a holy god, by a
 * neutral one when rn2(10) is 0; prayer_done(): rnd(20) damage, nothing
 * fixed; dead when the damage is at least HP. */
static void test_turning(void **state)
{
    (void)state;
    /* A vampire Barbarian is neutral or chaotic (src/role.c); neutral first:
     * Crom, NEUTRAL_HOLINESS (include/godlist.h). HP 5: damage 5..20 kills,
     * 16/20. */
    reset("Bar", "vampire");
    parse_ok();
    struct prayer_case c = grid_case(0);
    assert_int_equal(c.alignment, PRAYER_NEUTRAL);
    assert_int_equal(c.holiness, PRAYER_NEUTRAL_HOLINESS);
    struct prayer_stats s;
    exact_stats(&c, &s);
    assert_close(s.p_turned, 0.1, 1e-12);
    assert_close(s.p_turn_killed, 0.1 * 16 / 20, 1e-12);
    assert_close(s.p_fixed, 0.9, 1e-12); /* record 10: the others are all fixed */
    assert_close(s.p_on_time, 0.9, 1e-12);
    /* on Crom's altar the survivors (0.1 x 4/20) anger him: Luck -3, anger + 1, angrygods() */
    c.altar = PRAYER_COALIGNED;
    exact_stats(&c, &s);
    assert_close(s.p_angered, 0.1 * 4 / 20, 1e-12);
    check_against_reference(&c, 21);
    /* chaotic: Set is UNHOLY_HOLINESS, never turned */
    texts[PK_ALIGNMENT] = "chaotic";
    parse_ok();
    c = grid_case(0);
    assert_int_equal(c.holiness, PRAYER_UNHOLY);
    exact_stats(&c, &s);
    assert_close(s.p_turned, 0.0, 1e-12);
    /* a holy god always turns: HP 12 dies on 12..20, 9/20 */
    texts[PK_HOLINESS] = "holy";
    texts[PK_HP] = "12";
    parse_ok();
    c = grid_case(0);
    exact_stats(&c, &s);
    assert_close(s.p_turned, 1.0, 1e-12);
    assert_close(s.p_turn_killed, 9.0 / 20, 1e-12);
    assert_close(s.p_fixed, 0.0, 1e-12);
    assert_close(s.gain_mean, 0.0, 1e-12);
    check_against_reference(&c, 22);
    /* a vampire Binder prays to the Void, VOID_HOLINESS (include/godlist.h):
     * never turned, no holiness needed */
    reset("Bin", "vampire");
    parse_ok();
    c = grid_case(0);
    assert_int_equal(c.alignment, PRAYER_VOID);
    assert_int_equal(c.holiness, PRAYER_VOID_HOLINESS);
    exact_stats(&c, &s);
    assert_close(s.p_turned, 0.0, 1e-12);
    /* on another god's altar: refused, as for every undead hero */
    texts[PK_ALTAR] = "crossaligned";
    expect_error("another god's altar is not modelled");
}

/* src/timeout.c, nh_timeout(): Luck steps toward base once moves >=
 * u.luckturn + 600 (300 while the god is angry), then u.luckturn = moves. */
static void test_luck_timeout(void **state)
{
    (void)state;
    int lt = 950;
    assert_int_equal(prayer_dnh_luck_timeout(-2, 0, 1200, false, &lt), -2); /* vanilla would step */
    assert_int_equal(prayer_dnh_luck_timeout(-2, 0, 1549, false, &lt), -2);
    assert_int_equal(prayer_dnh_luck_timeout(-2, 0, 1550, false, &lt), -1);
    assert_int_equal(lt, 1550);
    assert_int_equal(prayer_dnh_luck_timeout(-1, 0, 1849, true, &lt), -1);
    assert_int_equal(prayer_dnh_luck_timeout(-1, 0, 1850, true, &lt), 0);
    assert_int_equal(prayer_luck_timeout(-2, 0, 1200, false), -1);
    /* at base nothing moves and u.luckturn stays: the next step comes at once */
    lt = 0;
    assert_int_equal(prayer_dnh_luck_timeout(0, 0, 5000, false, &lt), 0);
    assert_int_equal(lt, 0);
    assert_int_equal(prayer_dnh_luck_timeout(-3, 0, 5001, false, &lt), -2);
    /* Safe again from T + 3 = 1003 at Luck -2, u.luckturn 950, timeout 0:
     * steps at 1550 and 2150, so 1147 turns; vanilla steps at 1200 and 1800. */
    struct prayer_case c = prayer_hero(NH_VDNH, "Tou", 20);
    assert_int_equal(prayer_dnh_safe_wait(&c, 0, -2, 950, 0, 10, 1003), 1147);
    assert_int_equal(prayer_safe_wait(&c, 0, -2, 0, 10, 1003), 797);
    /* timeout 800 (wait 600): the step at 1550 falls within it, 2150 after */
    assert_int_equal(prayer_dnh_safe_wait(&c, 800, -2, 950, 0, 10, 1003), 1147);
    assert_int_equal(prayer_dnh_safe_wait(&c, 800, -1, 950, 0, 10, 1003), 600);
    /* a naughty prayer at Luck -2 (angrygods(), no anger added): exact
     * against the reference */
    c.turn = 1000;
    c.hp = 5;
    c.record = 10;
    c.luck = -2;
    c.luck_turn = 950;
    c.alignment = PRAYER_NEUTRAL;
    struct prayer_stats s;
    exact_stats(&c, &s);
    assert_close(s.p_type[PRAYER_NAUGHTY], 1.0, 1e-12);
    check_against_reference(&c, 23);
}

/* fix_worst_trouble(TROUBLE_HIT): rnd(5) into u.uhpmod while max HP <
 * 5 XL + 11; below 6, u.uhprolled is raised to 6 and max HP recomputed as
 * trunc(6 + XL conplus(Con)) + mod (src/attrib.c, calc_total_maxhp()). */
static void test_fix_below_6(void **state)
{
    (void)state;
    struct prayer_case c = prayer_hero(NH_VDNH, "Tou", 2);
    c.role = NH_DNH_CON;
    c.xl = 3;
    c.con = 3;                                           /* conplus -2: raw(6) = 6 - 6 = 0 */
    assert_int_equal(prayer_dnh_fix_maxhp(&c, 2, 1), 3); /* vanilla: 6 */
    assert_int_equal(prayer_dnh_fix_maxhp(&c, 2, 3), 5);
    assert_int_equal(prayer_dnh_fix_maxhp(&c, 2, 4), 6);
    c.con = 5; /* conplus -1: raw(6) = 3 */
    assert_int_equal(prayer_dnh_fix_maxhp(&c, 2, 1), 4);
    assert_int_equal(prayer_dnh_fix_maxhp(&c, 2, 3), 6);
    assert_int_equal(prayer_dnh_fix_maxhp(&c, 2, 4), 6); /* 6 already: no raise */
    c.con = 10;                                          /* conplus 0: raw(6) = 6 */
    c.xl = 1;
    assert_int_equal(prayer_dnh_fix_maxhp(&c, 2, 1), 7); /* more than vanilla's 6 */
    /* Con 5, XL 3, max HP 2, record 0: fixed when rnl(2) is 0 (1/2); the
     * gain for rnd(5) = 1..5 is 2, 3, 4, 4, 5: mean 3.6 */
    c.con = 5;
    c.xl = 3;
    c.record = 0;
    c.turn = 1000;
    c.alignment = PRAYER_CHAOTIC;
    struct prayer_stats s;
    exact_stats(&c, &s);
    assert_close(s.p_fixed, 0.5, 1e-12);
    assert_close(s.gain_mean_if_fixed, 3.6, 1e-12);
    assert_close(s.p_gain_k[4], 0.5 * 2 / 5, 1e-12);
    check_against_reference(&c, 24);
}

/* pleased(): after the action roll, a lawful hero with HP < 5 or HP*7 <
 * max HP gets an angel when rn2(3) is not 0. */
static void test_angel(void **state)
{
    (void)state;
    reset("Val", "human");
    texts[PK_HP] = "2";
    texts[PK_RECORD] = "10";
    parse_ok();
    struct prayer_case c = grid_case(0);
    assert_int_equal(c.alignment, PRAYER_LAWFUL); /* lawful first */
    struct prayer_stats s;
    exact_stats(&c, &s);
    assert_close(s.p_angel, 2.0 / 3, 1e-12);
    check_against_reference(&c, 25);
    assert_true(prayer_dnh_angel_possible(&c, 5, 36));  /* 35 < 36 */
    assert_false(prayer_dnh_angel_possible(&c, 6, 42)); /* 42 is not < 42 */
    assert_true(prayer_dnh_angel_possible(&c, 4, 4));
    /* neutral: no angel */
    texts[PK_ALIGNMENT] = "neutral";
    parse_ok();
    c = grid_case(0);
    exact_stats(&c, &s);
    assert_close(s.p_angel, 0.0, 1e-12);
    /* a Valkyrie cannot be chaotic */
    texts[PK_ALIGNMENT] = "chaotic";
    expect_error("cannot be chaotic");
    /* vanilla variants refuse dNetHack's keys */
    texts[PK_VARIANT] = "3.6.7";
    texts[PK_ALIGNMENT] = "lawful";
    expect_error("alignment is dNetHack's");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_start_record), cmocka_unit_test(test_anachrononaut),
        cmocka_unit_test(test_turning),      cmocka_unit_test(test_luck_timeout),
        cmocka_unit_test(test_fix_below_6),  cmocka_unit_test(test_angel),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
