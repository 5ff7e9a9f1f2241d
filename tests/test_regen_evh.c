/* Tests of EvilHack's HP regeneration (src/kinds/regen/regen_evh.c; docs/rules.md,
 * Regeneration in EvilHack), read in EvilHack c444f6a3 src/allmain.c,
 * regen_hp().
 *
 * The expected values are worked by hand from that function, in the
 * comments next to them: the heal period rate = 3 from XL 10, else
 * (30 + 12)/(XL + 2) + 1 (15, 11, 9, 8, 7, 6, 5, 5, 4 for XL 1..9); times 3
 * for a drow on a lit square; less 1 for a Druid by plants; a heal on turns
 * moves % rate == 0 (1, or min(rnd(Con), XL - 9) from XL 10 with Con > 12);
 * a tortle in its shell without Regeneration then sets the heal to 1 when
 * rn2(5) is 0; no heal at all for an Infidel without the Amulet, in the
 * Valley but for draugr and vampires, or in contact with iron (elf, drow) or
 * mithril (orc).  A trial's step k is the boundary into turn T0 + k.  The
 * Monte Carlo against the exact distributions is in test_regen_verify.c.
 */
#include "regen_testutil.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "nhmc/heroes.h"

/* An EvilHack hero, unencumbered, not moving, fixed start turn 1, turns to
 * max HP. */
static struct regen_case evh(int role, int race, int xl, int con, int hp, int maxhp)
{
    struct regen_case c = base(NH_VEVH, xl, con, hp, maxhp);
    c.role = role;
    c.race = race;
    c.move = 0;
    return c;
}

/* The case's exact outcome is the constant v, or uniform on lo..hi. */
static void const_of(const struct regen_case *c, int64_t v)
{
    struct nh_pmf f = exact(c);
    assert_const(&f, v);
    pmf_free(&f);
}

static void uniform_of(const struct regen_case *c, int64_t lo, int64_t hi)
{
    struct nh_pmf f = exact(c);
    assert_uniform(&f, lo, hi);
    pmf_free(&f);
}

static const int HUM = 0; /* vanilla's human */
static const int ARC = 0; /* the Archeologist (a tortle may be one) */

/* The periods: XL 1 15, a lit drow 45; XL 3 9, lit 27; XL 10 3, lit 9; a
 * Druid by plants at XL 1 14, XL 9 3, XL 10 2.  The start turns of a random
 * start: lcm(138600, period), 138600 but for 27 = 3^3 (138600 = 2^3 3^2 5^2
 * 7 11): 415800. */
static void periods(void **state)
{
    (void)state;
    struct regen_case c = evh(NH_EVH_CON, NH_EVH_DROW, 1, 14, 1, 40); /* a drow Convict */
    assert_int_equal(regen_evh_period(&c), 15);
    c.lit = true;
    assert_int_equal(regen_evh_period(&c), 45);
    assert_int_equal(regen_phase_count(&c), 138600);
    c.xl = 3;
    assert_int_equal(regen_evh_period(&c), 27);
    assert_int_equal(regen_case_period(&c), 27);
    assert_int_equal(regen_phase_count(&c), 415800);
    c.xl = 10;
    assert_int_equal(regen_evh_period(&c), 9);
    struct regen_case d = evh(NH_EVH_DRU, HUM, 1, 14, 1, 40);
    d.plants = true;
    assert_int_equal(regen_evh_period(&d), 14);
    d.xl = 9;
    assert_int_equal(regen_evh_period(&d), 3);
    d.xl = 10;
    assert_int_equal(regen_evh_period(&d), 2);
    /* every other variant keeps NH_REGEN_PHASES: no output changes */
    for (int v = 0; v < NH_VARIANT_COUNT; v++)
        for (int xl = 1; xl <= 30; xl++) {
            struct regen_case e = evh(-1, -1, xl, 14, 1, 40);
            e.variant = (enum nh_variant)v;
            if (v == NH_VFIQ || v == NH_VDNH)
                e.role = 0;
            assert_int_equal(regen_phase_count(&e), NH_REGEN_PHASES);
        }
}

/* A lit drow at XL 3 heals on turns divisible by 27.  From turn 1, one HP
 * short: turn 27, step 26.  From 1 to 40 HP at a random phase: the first
 * heal turn d steps on, d uniform 1..27, then 38 more 27 apart: uniform
 * 1027..1053 (dark: 343..351). */
static void lit_drow(void **state)
{
    (void)state;
    struct regen_case c = evh(NH_EVH_CON, NH_EVH_DROW, 3, 14, 39, 40);
    c.lit = true;
    const_of(&c, 26);
    c.hp = 1;
    c.turn_random = true;
    uniform_of(&c, 1027, 1053);
    c.lit = false;
    uniform_of(&c, 343, 351);
}

/* A Druid by plants at XL 1: period 14.  10 HP from a random phase: d
 * uniform 1..14, then 9 more 14 apart: uniform 127..140.  At XL 12, Con 10
 * (a heal of 1): period 2, one HP short from turn 1: turn 2, step 1. */
static void druid_plants(void **state)
{
    (void)state;
    struct regen_case c = evh(NH_EVH_DRU, HUM, 1, 14, 1, 11);
    c.plants = true;
    c.turn_random = true;
    uniform_of(&c, 127, 140);
    c = evh(NH_EVH_DRU, HUM, 12, 10, 39, 40);
    c.plants = true;
    const_of(&c, 1);
    assert_close_l(regen_rate(&c), 0.5L, 1e-15L);
}

/* An Infidel without the Amulet: no heal, HP 1 after 50 turns; with it,
 * 3.6.7's XL 1: one HP short from turn 1 heals on turn 15, step 14.  Turns
 * to a target without it are refused. */
static void infidel(void **state)
{
    (void)state;
    struct regen_case c = after(evh(NH_EVH_INF, HUM, 1, 14, 1, 40), 50);
    assert_true(regen_evh_blocked(&c));
    const_of(&c, 1);
    c = evh(NH_EVH_INF, HUM, 1, 14, 39, 40);
    check_refused(&c, "Infidel without the Amulet");
    c.amulet = true;
    const_of(&c, 14);
    c.role = NH_EVH_CON; /* a Convict: the Amulet means nothing */
    check_refused(&c, "only for an Infidel");
}

/* The Valley: a human heals nothing in 100 turns; a draugr and a vampire
 * heal as anywhere (XL 1, one short from turn 1: step 14). */
static void valley(void **state)
{
    (void)state;
    struct regen_case c = after(evh(NH_EVH_CON, HUM, 1, 14, 5, 40), 100);
    c.valley = true;
    const_of(&c, 5);
    c = evh(NH_EVH_CON, NH_EVH_DRAUGR, 1, 14, 39, 40);
    c.valley = true;
    const_of(&c, 14);
    c.race = NH_EVH_VAMPIRE;
    const_of(&c, 14);
    c.race = HUM;
    check_refused(&c, "Valley of the Dead");
}

/* Contact: an orc in mithril, an elf or a drow in iron heal nothing;
 * Strained and moving every turn from turn 1, overexertion still costs on
 * turn 30: HP 20 after 30 turns (turns 2..31) is 19.  A human is refused. */
static void contact(void **state)
{
    (void)state;
    struct regen_case c = after(evh(NH_EVH_CON, race_parse("orc"), 8, 16, 20, 40), 30);
    c.contact = true;
    const_of(&c, 20);
    c.enc = NH_ENC_STRAINED;
    c.move = 1;
    const_of(&c, 19);
    c.race = NH_EVH_DROW;
    const_of(&c, 19);
    c.race = HUM;
    check_refused(&c, "expected race elf, drow or orc");
}

/* A tortle in its shell at XL 1 (period 15), one HP short, from turn 1:
 * each turn heals with chance 1/5, and turn 15 (step 14) surely: P(k) =
 * (4/5)^(k-1)/5 for k < 14, P(14) = (4/5)^13, mean 5 (1 - (4/5)^14).  The
 * rate a turn: (1/5 + 4/5)/15 + (1/5)(14/15) = 19/75. */
static void tortle_shell(void **state)
{
    (void)state;
    struct regen_case c = evh(ARC, NH_EVH_TORTLE, 1, 14, 39, 40);
    c.shell = true;
    c.max_turns = NH_EVH_SHELL_TURNS;
    struct nh_pmf f = exact(&c);
    for (int k = 1; k < 14; k++)
        assert_close_l(prob(&f, k), powl(0.8L, k - 1) * 0.2L, 1e-14L);
    assert_close_l(prob(&f, 14), powl(0.8L, 13), 1e-14L);
    assert_int_equal(pmf_max(&f), 14);
    assert_close_l(pmf_mean(&f), 5 * (1 - powl(0.8L, 14)), 1e-12L);
    pmf_free(&f);
    assert_close_l(regen_rate(&c), 19.0L / 75, 1e-15L);
    /* with Regeneration the shell does nothing: 1 a turn, 39 turns */
    c.hp = 1;
    c.regeneration = true;
    const_of(&c, 39);
}

/* The shell's 1 replaces a larger heal: XL 14, Con 18, from turn 2, one
 * step (turn 3, a heal turn): HP 1 + 1 with chance 1/5 + (4/5)(1/18) =
 * 22/90, + 2, 3, 4 with 4/90 each, + 5 (rnd(18) >= 5) with (4/5)(14/18) =
 * 56/90.  From turn 1 (turn 2, not a heal turn): + 1 with chance 1/5. */
static void tortle_override(void **state)
{
    (void)state;
    struct regen_case c = after(evh(ARC, NH_EVH_TORTLE, 14, 18, 1, 40), 1);
    c.shell = true;
    c.turn = 2;
    struct nh_pmf f = exact(&c);
    assert_close_l(prob(&f, 2), 22.0L / 90, 1e-14L);
    for (int h = 3; h <= 5; h++)
        assert_close_l(prob(&f, h), 4.0L / 90, 1e-14L);
    assert_close_l(prob(&f, 6), 56.0L / 90, 1e-14L);
    assert_close_l(pmf_mean(&f), 1 + 338.0L / 90, 1e-13L);
    pmf_free(&f);
    c.turn = 1;
    f = exact(&c);
    assert_close_l(prob(&f, 2), 0.2L, 1e-14L);
    assert_close_l(prob(&f, 1), 0.8L, 1e-14L);
    pmf_free(&f);
    /* the step itself, by words: rn2(5) = 0 is the low fifth of the word
     * (heal 1); u = 1664299828 has rn2(5) = 1 and 5u mod 2^32 = 4026531844,
     * rn2(18) = 16: rnd(18) = 17, capped at XL - 9 = 5 */
    struct regen_state st = regen_start(&c);
    regen_step(&c, 3, false, 0, &st);
    assert_int_equal(st.hp, 2);
    st = regen_start(&c);
    regen_step(&c, 3, false, 1664299828u, &st);
    assert_int_equal(st.hp, 6);
    st = regen_start(&c);
    regen_step(&c, 2, false, 1664299828u, &st); /* not a heal turn */
    assert_int_equal(st.hp, 1);
}

/* What the shell refuses: moving, more than 198 turns, another race. */
static void shell_limits(void **state)
{
    (void)state;
    struct regen_case c = after(evh(ARC, NH_EVH_TORTLE, 5, 14, 1, 40), 198);
    c.shell = true;
    char err[256];
    assert_int_equal(regen_case_check(&c, err, sizeof err), 0);
    c.after = 199;
    check_refused(&c, "at most 198 turns");
    c.measure = NH_REGEN_RATE; /* a property of the rules: no turns */
    assert_int_equal(regen_case_check(&c, err, sizeof err), 0);
    c.measure = NH_REGEN_TURNS;
    c.max_turns = 199;
    check_refused(&c, "at most 198 turns");
    c.measure = NH_REGEN_HP;
    c.after = 10;
    c.move = 0.5;
    check_refused(&c, "cannot move");
    c.move = 0;
    c.race = HUM;
    check_refused(&c, "only a tortle");
}

/* Method auto's costs: a case with an exception is stepped by the rules
 * (every turn of every trial), a plain one reads its outcome by phase from
 * a table when nothing is drawn; the stepped trial costs more. */
static void stepped_costs(void **state)
{
    (void)state;
    struct regen_case c = evh(NH_EVH_CON, NH_EVH_DROW, 1, 14, 1, 40);
    c.turn_random = true;
    assert_false(regen_stepped(&c));
    double plain = regen_trial_cost(&c);
    c.lit = true;
    assert_true(regen_stepped(&c));
    assert_true(regen_trial_cost(&c) > 100 * plain);
    c.lit = false;
    c.variant = NH_V367;
    assert_false(regen_stepped(&c));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(periods),      cmocka_unit_test(lit_drow),
        cmocka_unit_test(druid_plants), cmocka_unit_test(infidel),
        cmocka_unit_test(valley),       cmocka_unit_test(contact),
        cmocka_unit_test(tortle_shell), cmocka_unit_test(tortle_override),
        cmocka_unit_test(shell_limits), cmocka_unit_test(stepped_costs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
