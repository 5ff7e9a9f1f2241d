/* Draws per trial of the levelup and prayer kernels, counted by the counting
 * build of libnhmc.a (-DNHMC_COUNT_DRAWS: every PCG32 output a kernel
 * computes adds one to nh_pcg32_draws), against counts worked out by hand
 * from the game's dice.  The bench prints the same counts as
 * K_draws_per_trial; this checks that they are what a trial needs.
 *
 * Blocks are whole (NH_BLOCK_TRIALS, a multiple of NH_LANES): a short last
 * batch steps all NH_LANES lanes, so a partial block draws for lanes it does
 * not tally.
 */
#include "testutil.h"

#include <string.h>

#include "kinds/levelup/levelup_impl.h"
#include "kinds/prayer/prayer_impl.h"
#include "nhmc/jobs.h"
#include "nhmc/params.h"
#include "nhmc/rng.h"
#include "nhmc/hero_rules.h"
#include "nhmc/heroes.h"
#include "nhmc/names.h"
#include "nhmc/runner.h"

#define BLOCKS 4

/* Mean PCG32 outputs per hero of a levelup case with stages 0..max_gains. */
static double levelup_draws(enum nh_variant v, const char *role, const char *race, int con,
                            int max_gains)
{
    static int stages[NH_MAX_STAGES];
    for (int s = 0; s <= max_gains; s++)
        stages[s] = s;
    const struct nh_hero_table *h = nh_heroes(v);
    struct levelup_case c = {v,
                             nh_name_index(h->role_names, role),
                             nh_name_index(h->race_names, race),
                             con,
                             max_gains + 1,
                             stages,
                             0};
    assert_true(c.role >= 0 && c.race >= 0);
    struct nh_tally t;
    assert_int_equal(levelup_tally_init(&t, &c), 0);
    nh_pcg32_draws = 0;
    for (uint64_t b = 0; b < BLOCKS; b++)
        levelup_run_block(&c, 7, b, NH_BLOCK_TRIALS, &t);
    assert_int_equal(tally_total(&t, 0), BLOCKS * NH_BLOCK_TRIALS);
    tally_free(&t);
    return (double)nh_pcg32_draws / (BLOCKS * NH_BLOCK_TRIALS);
}

/* Below its role's cutoff xlev a gain rolls the role's die and the race's
 * die (3.6.7 src/exper.c, newhp(): rnd(urole.hpadv.lornd) +
 * rnd(urace.hpadv.lornd)); from xlev on no vanilla role or race has a die
 * (hirnd 0 in every role.c table), so the gain is fixed.  The kernel takes
 * both dice of a gain from one output (levelup_kernel.c, gain_with_dice):
 * one output per gain below xlev. */
static void test_levelup_draws_by_hand(void **state)
{
    (void)state;
    /* Valkyrie: xlev 10, gains at XL 1..9 roll d8 + d2 (human): 9 gains,
     * 18 dice, 9 outputs; the 20 gains from XL 10 to XL 29 roll nothing. */
    assert_true(levelup_draws(NH_V367, "Val", "human", 16, 29) == 9.0);
    /* Healer: xlev 20, gains at XL 1..19 roll d8 + d1 (gnome: rnd(1) is
     * still a die of the game, taken from the same output): 19 outputs. */
    assert_true(levelup_draws(NH_V367, "Hea", "gnome", 12, 29) == 19.0);
    /* Archeologist: xlev 14, 13 gains with dice; gains past 29 are made at
     * XL 30 without dice: 13 outputs even with 5.0's throttle at XL 30. */
    assert_true(levelup_draws(NH_V50, "Arc", "dwarf", 18, 35) == 13.0);
    /* To XL 5 only: 4 gains, all below every xlev: 4 outputs. */
    assert_true(levelup_draws(NH_V343, "Wiz", "elf", 3, 4) == 4.0);
    /* XL 1 only: no gain, no output. */
    assert_true(levelup_draws(NH_V367, "Sam", "human", 16, 0) == 0.0);
}

/* xNetHack, EvilHack and UnNetHack take one output per die, in the game's
 * order (levelup_kernel_dice.c), from their own tables (variant_heroes.c).
 * xNetHack's dwarvish Valkyrie: cutoff 12 for every role, so the gains at
 * XL 1..11 roll d8 + d3: 22 outputs.  EvilHack's giant Infidel: the
 * giant's start die (inrnd 3), then d8 + d4 at XL 1..9 (xlev 10) and the
 * giant's d3 at XL 10..29: 1 + 18 + 20 = 39.  UnNetHack's vampire
 * Convict: d8 + d3 at XL 1..9: 18, and no XL-30 die. */
static void test_levelup_variant_draws_by_hand(void **state)
{
    (void)state;
    assert_true(levelup_draws(NH_VXNH, "Val", "dwarf", 16, 29) == 22.0);
    assert_true(levelup_draws(NH_VEVH, "Inf", "giant", 16, 29) == 39.0);
    assert_true(levelup_draws(NH_VUNH, "Con", "vampire", 16, 29) == 18.0);
}

/* A Con rolled at creation adds the outputs of the roll: at least one (the
 * Con draw cannot be skipped), so more than the gains alone, and the same
 * per hero whatever the block.  Its exact count is the attribute roll's
 * (u_init.c, init_attr()), which varies per hero, so only the bounds are
 * checked here. */
static void test_levelup_rolled_con_adds_draws(void **state)
{
    (void)state;
    double d = levelup_draws(NH_V367, "Val", "human", NH_CON_ROLLED, 29);
    assert_true(d > 9.0);
}

/* The bench's prayer case: a human Tourist of 3.6.7 at XL 1, max HP 10,
 * HP 4, turn 101, record 0, Luck 0, off an altar.  By hand (3.6.7
 * src/pray.c): HP 4 <= 5 is major trouble (in_trouble(), TROUBLE_HIT); the
 * prayer timeout is 300 at turn 1 and falls by one a turn with Luck 0, so it
 * is 200 at T 101, not above 200: not too soon, no anger words.  Record 0 <
 * STRIDENT: the action is (record > 0 || !rnl(2)) ? 1 : 0, so the action
 * roll is never read; rnl(2) with Luck 0 makes no adjustment: 1 output.
 * Action 1 fixes the major trouble: max HP 10 < 5 * XL + 11 = 16, so
 * fix_worst_trouble() adds rnd(5): 1 output (not polymorphed: the mh fix
 * is not read).  Action at most 1: no boon.  The new timeout rnz(350):
 * 2 outputs (src/kinds/rnz: one word for rn2(1000) and rne(4) together, one
 * for the sign).  Not a demigod, no crown: no rnz(1000).  4 outputs. */
static void test_prayer_tourist_draws_by_hand(void **state)
{
    (void)state;
    struct prayer_case c;
    memset(&c, 0, sizeof c);
    c.variant = NH_V367;
    c.role = role_parse("Tou");
    c.race = race_parse("human");
    c.con = 16;
    c.xl = 1;
    c.maxhp = 10;
    c.hp = 4;
    c.turn = 101;
    c.record = 0;
    c.altar = PRAYER_OFF_ALTAR;
    struct nh_tally t;
    assert_int_equal(prayer_tally_init(&t, &c), 0);
    nh_pcg32_draws = 0;
    for (uint64_t b = 0; b < BLOCKS; b++)
        prayer_run_block(&c, 7, b, NH_BLOCK_TRIALS, &t);
    assert_int_equal(tally_total(&t, PH_FLAGS), BLOCKS * NH_BLOCK_TRIALS);
    tally_free(&t);
    assert_true((double)nh_pcg32_draws / (BLOCKS * NH_BLOCK_TRIALS) == 4.0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_levelup_draws_by_hand),
        cmocka_unit_test(test_levelup_variant_draws_by_hand),
        cmocka_unit_test(test_levelup_rolled_con_adds_draws),
        cmocka_unit_test(test_prayer_tourist_draws_by_hand),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
