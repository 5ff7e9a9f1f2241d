/* Tests of the state a dNetHack hero starts in, as prayer reads it
 * (docs/rules.md, dNetHack prayer, Starting state), and of the repeated fix
 * of low max HP: every value worked out by hand from dNetHack compat-3.23.0
 * (fb3ca466) src/u_init.c (u_init()), src/pray.c (can_pray(), pleased(),
 * fix_worst_trouble(), angrygods(), prayer_done()), src/timeout.c
 * (nh_timeout()), src/attrib.c (adjalign()) and include/align.h (ALIGNLIM),
 * as each test says; the exact answers checked against the game-order
 * reference by chi-square. */
#include "testutil.h"

#include "nhmc/heroes.h"
#include "prayer_dnh_testutil.h"

/* u_init(), the Madman: "gods slightly torqued" (anger 1), 13 sins.  A
 * low-HP prayer at once is naughty; angrygods() rolls rn2(3 * 1 + 0). */
static void test_madman(void **state)
{
    (void)state;
    reset("Mad", "human");
    texts[PK_TURN] = "101";
    parse_ok();
    struct prayer_case c = grid_case(0);
    assert_int_equal(c.anger, 1);
    assert_int_equal(c.sins, 13);
    assert_int_equal(c.record, 0); /* initrecord 0, above the cap 10 + 0 - 13 = -3 */
    assert_int_equal(prayer_case_align_limit(&c, 101), -3);
    struct prayer_stats s;
    exact_stats(&c, &s);
    assert_close(s.p_type[PRAYER_NAUGHTY], 1.0, 1e-12);
    assert_close(s.p_angered, 1.0, 1e-12);
    assert_close(s.p_lessons, 1.0 / 3, 1e-12);
    assert_close(s.p_never, 1.0, 1e-12); /* angry until appeased */
    check_against_reference(&c, 31);
    /* --anger 0 is the hero appeased: heard, record 0 fixes when rnl(2) is 0 */
    texts[PK_ANGER] = "0";
    parse_ok();
    c = grid_case(0);
    assert_int_equal(c.anger, 0);
    exact_stats(&c, &s);
    assert_close(s.p_fixed, 0.5, 1e-12);
    /* the cap: the starting 0 stands, -1 and -2 cannot be (adjalign() would
     * have put them at -3), -3 can; at turn 1000 the cap is 2 */
    texts[PK_RECORD] = "-1";
    expect_error("sins 13");
    texts[PK_RECORD] = "-3";
    parse_ok();
    texts[PK_TURN] = "1000";
    texts[PK_RECORD] = "2";
    parse_ok();
    texts[PK_RECORD] = "3";
    expect_error("expected at most 2");
    /* adjalign(+1) on a record above the cap lowers it to the cap */
    assert_int_equal(prayer_adjalign(0, 1, -3), -3);
    assert_int_equal(prayer_adjalign(0, -1, -3), -3);
    assert_int_equal(prayer_adjalign(1, 1, 11), 2);
    assert_int_equal(prayer_adjalign(11, 1, 11), 11);
}

/* nh_timeout(): the Luck timeout is halved while the god is angry, so a
 * Madman vampire's Luck -1 is back at 0 on turn 300, a Wizard vampire's on
 * turn 600; from u.luckturn 0 the steps come at P, 2P, ... */
static void test_luck_start(void **state)
{
    (void)state;
    int lt;
    assert_int_equal(prayer_dnh_luck_at(-1, 0, 299, true, &lt), -1);
    assert_int_equal(lt, 0);
    assert_int_equal(prayer_dnh_luck_at(-1, 0, 300, true, &lt), 0);
    assert_int_equal(lt, 300);
    assert_int_equal(prayer_dnh_luck_at(-1, 0, 599, false, &lt), -1);
    assert_int_equal(prayer_dnh_luck_at(-1, 0, 1000, false, &lt), 0);
    assert_int_equal(lt, 600);
    assert_int_equal(prayer_dnh_luck_at(-10, 0, 1000, false, &lt), -9);
    assert_int_equal(prayer_dnh_luck_at(-10, 0, 6000, false, &lt), 0);
    assert_int_equal(lt, 6000);
    assert_int_equal(prayer_dnh_luck_at(-10, 1, 100000, false, &lt), 1); /* full moon base */
    assert_int_equal(lt, 6600);
    reset("Wiz,Mad", "vampire"); /* cases in the roles' order */
    texts[PK_TURN] = "400";
    parse_ok();
    struct prayer_case wiz = grid_case(0), mad = grid_case(1);
    assert_int_equal(mad.role, NH_DNH_MAD);
    assert_int_equal(mad.luck, 0);
    assert_int_equal(mad.luck_turn, 300);
    assert_int_equal(wiz.luck, -1);
    assert_int_equal(wiz.luck_turn, 0);
    /* a Luck given is taken as it is, with u.luckturn 0 */
    texts[PK_LUCK] = "-2";
    parse_ok();
    assert_int_equal(grid_case(1).luck, -2);
    assert_int_equal(grid_case(1).luck_turn, 0);
}

/* u_init(), the vampire race: adjalign(-5), 5 sins, change_luck(-1). */
static void test_vampire(void **state)
{
    (void)state;
    reset("Bar,Wiz", "vampire"); /* cases in the roles' order */
    texts[PK_TURN] = "101";
    parse_ok();
    struct prayer_case bar = grid_case(0), wiz = grid_case(1);
    assert_int_equal(wiz.role, 12);
    assert_int_equal(wiz.record, -5); /* initrecord 0 */
    assert_int_equal(bar.record, 5);  /* initrecord 10 */
    assert_int_equal(wiz.luck, -1);
    assert_int_equal(wiz.sins, 5);
    /* a neutral vampire Wizard prays to Thoth, NEUTRAL_HOLINESS: turned 1 in
     * 10, else naughty (Luck -1, record -5) */
    struct prayer_stats s;
    exact_stats(&wiz, &s);
    assert_close(s.p_turned, 0.1, 1e-12);
    assert_close(s.p_angered, 0.9, 1e-12);
    assert_close(s.p_fixed, 0.0, 1e-12);
    check_against_reference(&wiz, 32);
    /* the Barbarian's Luck -1 makes it naughty too, until turn 600 */
    exact_stats(&bar, &s);
    assert_close(s.p_angered, 0.9, 1e-12);
    /* at turn 1000 Luck is 0 and record 5 >= STRIDENT: healed when not turned */
    texts[PK_TURN] = "1000";
    parse_ok();
    bar = grid_case(0);
    assert_int_equal(bar.luck, 0);
    exact_stats(&bar, &s);
    assert_close(s.p_fixed, 0.9, 1e-12);
    check_against_reference(&bar, 33);
    /* the cap at turn 101 is 10 - 5 = 5 */
    texts[PK_ROLE] = "Bar";
    texts[PK_TURN] = "101";
    texts[PK_RECORD] = "6";
    expect_error("sins 5");
}

/* u_init(), the drow race: a Healer is neutral and change_luck(-10); Luck
 * steps back one each 600 turns, so a low-HP prayer is naughty until turn
 * 6000. */
static void test_drow_healer(void **state)
{
    (void)state;
    reset("Hea", "drow");
    texts[PK_TURN] = "101,1000";
    parse_ok();
    struct prayer_case c101 = grid_case(0), c1000 = grid_case(1);
    assert_int_equal(c101.alignment, PRAYER_NEUTRAL);
    assert_int_equal(c101.luck, -10);
    assert_int_equal(c1000.luck, -9);
    assert_int_equal(c1000.luck_turn, 600);
    struct prayer_stats s;
    exact_stats(&c1000, &s);
    assert_close(s.p_type[PRAYER_NAUGHTY], 1.0, 1e-12);
    assert_close(s.p_angered, 1.0, 1e-12);
    /* maxanger 0 + -Luck/3 (record 10 >= STRIDENT) = 3 */
    assert_close(s.p_lessons, 1.0 / 3, 1e-12);
    assert_int_equal((int)s.safe_turn_p50, 6000);
    check_against_reference(&c1000, 34);
}

/* The Binder prays to the Void (u_init(): A_VOID, GOD_THE_VOID): too soon
 * costs nothing (prayer_done()), naughty is nothing (angrygods() returns),
 * no lawful angel (u.ualign.type is A_VOID). */
static void test_binder(void **state)
{
    (void)state;
    reset("Bin", "human");
    texts[PK_TURN] = "50";
    texts[PK_RECORD] = "0";
    texts[PK_ALIGNMENT] = "lawful"; /* chosen, then replaced by the Void */
    texts[PK_HP] = "2";
    parse_ok();
    struct prayer_case c = grid_case(0);
    assert_int_equal(c.alignment, PRAYER_VOID);
    struct prayer_stats s;
    exact_stats(&c, &s);
    /* timeout 251 > 200: too soon; nothing changes but the three turns */
    assert_close(s.p_type[PRAYER_TOO_SOON], 1.0, 1e-12);
    assert_close(s.p_angered, 0.0, 1e-12);
    assert_close(s.timeout_mean, 248.0, 1e-9);
    assert_int_equal((int)s.safe_turn_p50, 53 + 48); /* timeout 200 on turn 101 */
    check_against_reference(&c, 35);
    /* on time at turn 1000 and record 10: heard and fixed, never an angel */
    texts[PK_TURN] = "1000";
    texts[PK_RECORD] = "10";
    parse_ok();
    c = grid_case(0);
    exact_stats(&c, &s);
    assert_close(s.p_fixed, 1.0, 1e-12);
    assert_close(s.p_angel, 0.0, 1e-12);
    check_against_reference(&c, 36);
    /* no altar of its own */
    texts[PK_ALTAR] = "coaligned";
    expect_error("the Void");
}

/* u_init()'s alignments: a clockwork Troubadour lawful, a male drow
 * neutral, an elven Healer neutral, a dwarvish Anachrononaut chaotic. */
static void test_forced_alignments(void **state)
{
    (void)state;
    reset("Brd", "clockwork automaton");
    parse_ok();
    assert_int_equal(grid_case(0).alignment, PRAYER_LAWFUL);
    texts[PK_ALIGNMENT] = "lawful";
    parse_ok();
    texts[PK_ALIGNMENT] = "neutral";
    expect_error("u_init()");
    reset("Rog", "drow"); /* the Rogue is chaotic; a male drow neutral */
    texts[PK_ALIGNMENT] = "neutral";
    parse_ok();
    assert_int_equal(grid_case(0).alignment, PRAYER_NEUTRAL);
    texts[PK_ALIGNMENT] = "chaotic";
    parse_ok();
    reset("Hea", "elf");
    parse_ok();
    assert_int_equal(grid_case(0).alignment, PRAYER_NEUTRAL);
    texts[PK_ALIGNMENT] = "chaotic";
    expect_error("expected neutral");
    assert_int_equal(prayer_dnh_play_alignments(NH_DNH_ANA, 2), NH_ALLOW_CHAOTIC);
    assert_int_equal(prayer_dnh_play_alignments(NH_DNH_CON, NH_DNH_DROW), NH_ALLOW_CHAOTIC);
}

/* pleased(): action 2 and up fixes while in trouble, and after a fix HP is
 * max HP, so a max HP of 5 or less is fixed again (fix_worst_trouble()).
 * Valkyrie XL 12, Con 3 (conplus -2: the raised rolls give 1), max HP 3,
 * record 10, Luck 0, off an altar: action 1 or 2, each 1/2.  Action 1: +1..5
 * evenly.  Action 2: rolls until the sum S reaches 3: P(S = 3, 4, 5) =
 * 36/125 each, P(6) = 11/125, P(7) = 6/125, E S = 108/25.  Mean 3.66. */
static void test_fix_repeats(void **state)
{
    (void)state;
    struct prayer_case c = prayer_hero(NH_VDNH, "Val", 3);
    c.xl = 12;
    c.con = 3;
    c.turn = 1000;
    c.record = 10;
    c.alignment = PRAYER_NEUTRAL;
    assert_true(prayer_dnh_fix_repeats(&c));
    struct prayer_stats s;
    exact_stats(&c, &s);
    assert_close(s.p_fixed, 1.0, 1e-12);
    assert_close(s.gain_mean_if_fixed, 3.66, 1e-12);
    assert_close(s.p_gain_k[1], 0.1, 1e-12);
    assert_close(s.p_gain_k[3], 0.1 + 0.5 * 36 / 125, 1e-12);
    assert_close(s.p_gain_k[6], 0.5 * 11 / 125, 1e-12);
    assert_close(s.p_gain_k[7], 0.5 * 6 / 125, 1e-12);
    check_against_reference(&c, 37);
    /* on a shrine at Luck 10 and record 20: action up to 14, the fix loop,
     * the pat on the head and the glow on top (gains up to 14) */
    c.maxhp = 1;
    c.luck = 10;
    c.record = 20;
    c.altar = PRAYER_SHRINE;
    check_against_reference(&c, 38);
    /* Con 10 (conplus 0): the raised rolls give 6, no repeat */
    c.con = 10;
    assert_false(prayer_dnh_fix_repeats(&c));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_madman),      cmocka_unit_test(test_luck_start),
        cmocka_unit_test(test_vampire),     cmocka_unit_test(test_drow_healer),
        cmocka_unit_test(test_binder),      cmocka_unit_test(test_forced_alignments),
        cmocka_unit_test(test_fix_repeats),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
