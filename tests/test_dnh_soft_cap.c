/* Tests of dNetHack's level gains at XL 30 (docs/rules.md, dNetHack level gain at XL 30): the
 * soft cap of calc_total_maxhp() worked by hand from the source formula, and kind levelup's
 * exact model and kernel past XL 30 (chi-square, fixed seeds).
 *
 * Hand values: counted(M, B) = round(2M / (1 + exp(-(4 / 2M) B)) - M) = round(M tanh(B / M)).
 * Stages are numbers of gains: XL 30+K is 29 + K gains.
 */
#include "levelup_testutil.h"

#include <stdlib.h>

#include "nhmc/dnh.h"
#include "nhmc/dnh_soft_cap.h"
#include "kinds/levelup/levelup_impl.h"
#include "nhmc/pmf.h"
#include "nhmc/hero_rules.h"
#include "nhmc/tally.h"

enum { ARC, BAR, CAV, HEA, KNI, MON, PRI, ROG, RAN, SAM, TOU, VAL, WIZ };
enum { HUM, ELF, DWA, GNO, ORC };

#define SEED 3023001u

/* The logistic part: M tanh(B / M), rounded half away from zero. */
static void bonus_counted(void **state)
{
    (void)state;
    assert_int_equal(dnh_bonus_counted(100, 100), 76); /* 100 tanh 1 = 76.16 */
    assert_int_equal(dnh_bonus_counted(10, 5), 5);     /* 4.62 */
    assert_int_equal(dnh_bonus_counted(10, 30), 10);   /* 9.95: never more than M */
    assert_int_equal(dnh_bonus_counted(1, 1), 1);      /* 0.76 */
    assert_int_equal(dnh_bonus_counted(200, 50), 49);  /* 48.98 */
    assert_int_equal(dnh_bonus_counted(100, 60), 54);  /* 53.70 */
    assert_int_equal(dnh_bonus_counted(50, 100), 48);  /* 48.20 */
    assert_int_equal(dnh_bonus_counted(1000, 1), 1);   /* 0.9999997 */
    assert_int_equal(dnh_bonus_counted(3, 1), 1);      /* 0.96 */
    /* no room: nothing counts; a bonus of 0 or below adds as it is */
    assert_int_equal(dnh_bonus_counted(0, 40), 0);
    assert_int_equal(dnh_bonus_counted(-5, 40), 0);
    assert_int_equal(dnh_bonus_counted(50, 0), 0);
    assert_int_equal(dnh_bonus_counted(-5, -3), -3);
    assert_int_equal(dnh_bonus_counted(50, -3), -3);
}

/* The cap 24 + 2 maxhp(1), from the hpadv tables (docs/rules.md, dNetHack max HP). */
static void caps(void **state)
{
    (void)state;
    /* Valkyrie human, Con 16 (1.25 a level): 14 + 2 at creation, 9 levels of
     * 8 + 2 below xlev 10, 20 levels of 2 + 1 from it: 166, plus 37.5 -> 203;
     * cap 24 + 406 */
    assert_int_equal(dnh_hp_ceiling(VAL, HUM, 30, dnh_con_quarters(16)), 203);
    assert_int_equal(dnh_hp_cap(VAL, HUM, 30, 16), 430);
    /* Tourist human, Con 3 (-2 a level): 10, 13 levels of 8 + 2, 16 of 1:
     * 156 - 60 = 96; cap 216 */
    assert_int_equal(dnh_hp_cap(TOU, HUM, 30, 3), 216);
    /* Barbarian orc, base Con 16: Con 25 at XL 30 (3.5 a level): 15,
     * 9 levels of 10 + 1, 20 of 2 + 3: 214 + 105 = 319; cap 662.  Base
     * Con 3 is 13 at XL 30 (0.5): 229, cap 482 */
    assert_int_equal(dnh_hp_cap(BAR, ORC, 30, 16), 662);
    assert_int_equal(dnh_hp_cap(BAR, ORC, 30, 3), 482);
    /* maxhp(1) is at least the XL: Tourist human Con 3 at XL 1: 10 - 2 */
    assert_int_equal(dnh_hp_ceiling(TOU, HUM, 1, -8), 8);
    assert_int_equal(dnh_hp_ceiling(TOU, HUM, 3, -8), 24);
}

/* calc_total_maxhp() as a whole. */
static void maxhp_with_bonus(void **state)
{
    (void)state;
    /* Valkyrie human Con 16, P 150: raw trunc(187.5) = 187, M = 243,
     * B 100: 94.71 -> 95 */
    assert_int_equal(dnh_maxhp_bonus(VAL, HUM, 150, 100, 30, 16), 282);
    /* without a bonus, the XL-30 max HP of dnh_maxhp */
    assert_int_equal(dnh_maxhp_bonus(VAL, HUM, 150, 0, 30, 16), dnh_maxhp(HUM, 150, 30, 16));
    /* the lowest P at XL 30 (16 + 9 x 2 + 20 x 2 = 74, raw 111, M 319),
     * B 2 and 200: 2.00 -> 2 and 177.35 -> 177 */
    assert_int_equal(dnh_maxhp_bonus(VAL, HUM, 74, 2, 30, 16), 113);
    assert_int_equal(dnh_maxhp_bonus(VAL, HUM, 74, 200, 30, 16), 288);
    /* the highest (16 + 90 + 60 = 166, raw 203, M 227), B 300: 196.85 */
    assert_int_equal(dnh_maxhp_bonus(VAL, HUM, 166, 300, 30, 16), 400);
    /* raw past the cap (P 400: raw 437, M = -7): the bonus counts nothing */
    assert_int_equal(dnh_maxhp_bonus(VAL, HUM, 400, 300, 30, 16), 437);
    /* a negative raw: Tourist human Con 3, P 52: raw -8, M 224; B 1
     * counts 1 (-7, floored at 1), B 30 counts 30 (29.82), B 100 counts
     * 94 (93.85) */
    assert_int_equal(dnh_maxhp_bonus(TOU, HUM, 52, 0, 30, 3), 1);
    assert_int_equal(dnh_maxhp_bonus(TOU, HUM, 52, 1, 30, 3), 1);
    assert_int_equal(dnh_maxhp_bonus(TOU, HUM, 52, 30, 30, 3), 22);
    assert_int_equal(dnh_maxhp_bonus(TOU, HUM, 52, 100, 30, 3), 86);
    /* a negative bonus adds as it is (calc_total_maxhp's other branch) */
    assert_int_equal(dnh_maxhp_bonus(VAL, HUM, 150, -20, 30, 16), 167);
}

/* The exact distribution's ends past XL 30 are the hand values above, and
 * its mean rises by less than the gains' mean. */
static void exact_ends(void **state)
{
    (void)state;
    static const int st[] = {29, 30, 129};
    struct levelup_case c = {NH_VDNH, VAL, HUM, 16, 3, st, 0};
    struct nh_pmf f[3];
    assert_int_equal(levelup_exact(&c, f), 0);
    assert_int_equal(pmf_min(&f[0]), 111);
    assert_int_equal(pmf_max(&f[0]), 203);
    /* one gain at XL 30 (2..3): 113..206 */
    assert_int_equal(pmf_min(&f[1]), 113);
    assert_int_equal(pmf_max(&f[1]), 206);
    /* 100 gains (B 200..300) */
    assert_int_equal(pmf_min(&f[2]), 288);
    assert_int_equal(pmf_max(&f[2]), 400);
    for (int s = 0; s < 3; s++)
        assert_true(fabsl(pmf_total(&f[s]) - 1.0L) < 1e-14L);
    /* the mean gain is 2.5, and a single gain is never cut: 157 + 2.5 */
    assert_true(fabsl(pmf_mean(&f[1]) - pmf_mean(&f[0]) - 2.5L) < 1e-12L);
    assert_true(pmf_mean(&f[2]) - pmf_mean(&f[0]) < 250.0L - 40.0L);
    pmfs_free(f, 3);

    /* Tourist human Con 3: every gain at XL 30 is exactly 1 (0 + 1), so
     * 30+K is the XL-30 distribution pushed through the soft cap with B = K;
     * its smallest P (52) gives 1, then 22 at K = 30. */
    static const int st2[] = {29, 59};
    c = (struct levelup_case){NH_VDNH, TOU, HUM, 3, 2, st2, 0};
    assert_int_equal(levelup_exact(&c, f), 0);
    assert_int_equal(pmf_min(&f[0]), 1);
    assert_int_equal(pmf_min(&f[1]), 22);
    pmfs_free(f, 2);
}

/* The kernel and the scalar reference hero against the exact model past
 * XL 30: dice at XL 30 (Valkyrie, Barbarian orc with the rising Con), a
 * size-1 part (Wizard: rn2(2)), fixed gains and the floor (Tourist Con 3). */
static void kernel_matches_exact(void **state)
{
    (void)state;
    static const int st[] = {9, 29, 30, 31, 39, 129, 529};
    const int n = (int)(sizeof st / sizeof st[0]);
    const struct {
        int role, race, con;
    } cases[] = {{VAL, HUM, 16}, {BAR, ORC, 16}, {WIZ, GNO, 8}, {TOU, HUM, 3}, {SAM, HUM, 25}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        struct levelup_case c = {NH_VDNH, cases[k].role, cases[k].race, cases[k].con, n, st, 0};
        char what[64];
        snprintf(what, sizeof what, "dnethack %s %s Con %d", nh_roles[c.role].abbr,
                 nh_races[c.race].abbr, c.con);
        levelup_kernel_vs_exact(&c, SEED + k, levelup_test_trials(), what);
    }
}

static void reference_matches_exact(void **state)
{
    (void)state;
    static const int st[] = {29, 30, 79};
    struct levelup_case c = {NH_VDNH, BAR, ORC, 5, 3, st, 0};
    levelup_reference_vs_exact(&c, SEED, 7, levelup_test_trials() / 4, "reference Bar orc Con 5");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(bonus_counted),        cmocka_unit_test(caps),
        cmocka_unit_test(maxhp_with_bonus),     cmocka_unit_test(exact_ends),
        cmocka_unit_test(kernel_matches_exact), cmocka_unit_test(reference_matches_exact),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
