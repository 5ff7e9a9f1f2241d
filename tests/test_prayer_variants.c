/* Kind prayer in xNetHack, EvilHack and UnNetHack (docs/rules.md, Prayer in
 * xNetHack, EvilHack and UnNetHack): values worked by hand from the games'
 * source (xNetHack 3dd346ca, EvilHack c444f6a3, UnNetHack 24dce727), the
 * exact model against the game-order reference, and the kernel against the
 * exact model. */
#include "verify_util.h"

#include <stdio.h>
#include <string.h>

#include "kinds/prayer/prayer_impl.h"
#include "nhmc/heroes.h"
#include "prayer_testutil.h"

/* A hero of the variant's table at XL 1, Con 10, max HP m, HP 1, at turn
 * T with the role's starting record; alignment the first it may have. */
static struct prayer_case hero(enum nh_variant v, const char *role, const char *race, int m, int T)
{
    const struct nh_hero_table *t = nh_heroes(v);
    struct prayer_case c;
    memset(&c, 0, sizeof c);
    c.variant = v;
    c.role = nh_name_index(t->role_names, role);
    c.race = nh_name_index(t->race_names, race);
    assert_true(c.role >= 0 && c.race >= 0);
    c.con = 10;
    c.xl = 1;
    c.maxhp = m;
    c.hp = 1;
    c.turn = T;
    c.record = t->roles[c.role].initrecord;
    unsigned a = prayer_var_alignments(v, c.role, c.race);
    c.alignment = a == 0                 ? PRAYER_UNALIGNED
                  : a & NH_ALLOW_LAWFUL  ? PRAYER_LAWFUL
                  : a & NH_ALLOW_NEUTRAL ? PRAYER_NEUTRAL
                                         : PRAYER_CHAOTIC;
    return c;
}

static int32_t timeout_top(const struct prayer_case *c)
{
    struct nh_pmf f[PH_COUNT];
    assert_int_equal(prayer_exact(c, f), 0);
    int32_t top = 0;
    for (size_t i = 0; i < f[PH_TIMEOUT].n; i++)
        if (f[PH_TIMEOUT].p[i] > 0.0L)
            top = (int32_t)(f[PH_TIMEOUT].lo + (int64_t)i);
    prayer_exact_free(f);
    return top;
}

static int32_t timeout_bottom(const struct prayer_case *c)
{
    struct nh_pmf f[PH_COUNT];
    assert_int_equal(prayer_exact(c, f), 0);
    int32_t bottom = -1;
    for (size_t i = 0; i < f[PH_TIMEOUT].n && bottom < 0; i++)
        if (f[PH_TIMEOUT].p[i] > 0.0L)
            bottom = (int32_t)(f[PH_TIMEOUT].lo + (int64_t)i);
    prayer_exact_free(f);
    return bottom;
}

/* xNetHack: 5.0's prayer, rne capped at 10, the fedora, moves % 600. */
static void xnethack_by_hand(void **state)
{
    (void)state;
    /* critically_low_hp(): XL 10, divisor 6 (xlev_to_rank 3), min(130, 150) */
    assert_true(prayer_low_hp(NH_VXNH, 10, 20, 130));  /* 120 <= 130 */
    assert_false(prayer_low_hp(NH_VXNH, 10, 22, 130)); /* 132 > 130 */
    /* in_trouble(): (!Upolyd || Unchanging) */
    assert_false(prayer_in_trouble(NH_VXNH, 5, 50, 50, true, 1, 20, false));
    assert_true(prayer_in_trouble(NH_VXNH, 5, 50, 50, true, 1, 20, true));
    /* the fedora's +1 (src/timeout.c, nh_timeout()) */
    assert_int_equal(prayer_base_luck(NH_VXNH, NH_ROLE_ARCHEOLOGIST, false, false, true), 1);
    /* the late term at T + 3 = 100503: +5 */
    assert_int_equal(prayer_late_term(NH_VXNH, 100503), 5);
    /* a Tourist at turn 101, record 0, Luck 0: rnl(2) is 0 half the time */
    struct prayer_stats s;
    struct prayer_case c = hero(NH_VXNH, "Tou", "human", 10, 101);
    exact_stats(&c, &s);
    assert_close(s.p_fixed, 0.5, 1e-12);
    /* 10 < 16: the fix adds rnd(5), mean 3 */
    assert_close(s.gain_mean_if_fixed, 3.0, 1e-9);
    /* rnz(350) with rne up to 10: the largest is 350 * 1999 * 10 / 1000 */
    c.record = 10;
    assert_int_equal(timeout_top(&c), 6996);
    /* too soon at turn 100 (timeout 201): angered whatever else */
    c.turn = 100;
    exact_stats(&c, &s);
    assert_close(s.p_angered, 1.0, 1e-12);
    /* Luck -1 steps to 0 at the boundary into turn 600 (moves % 600), so a
     * prayer at turn 598 finds Luck 0 when prayer_done() runs */
    c.turn = 598;
    c.luck = -1;
    assert_int_equal(prayer_luck_at_end(&c), 0);
    c.turn = 1000;
    assert_int_equal(prayer_luck_at_end(&c), -1);
}

/* EvilHack: 3.6.7's prayer, the Infidel, the abused Caveman, undead
 * heroes, u.luckturn, the late term without cap. */
static void evilhack_by_hand(void **state)
{
    (void)state;
    struct prayer_stats s;
    /* an Infidel (10 + human 2 = 12 max HP) off an altar at turn 400:
     * unheard 4 in 5; heard, record 10: healed, rnd(5) (12 < 16) */
    struct prayer_case c = hero(NH_VEVH, "Inf", "human", 12, 400);
    assert_int_equal(c.alignment, PRAYER_UNALIGNED);
    assert_int_equal(c.record, 10);
    exact_stats(&c, &s);
    assert_close(s.p_unheard, 0.8, 1e-12);
    assert_close(s.p_fixed, 0.2, 1e-12);
    assert_close(s.gain_mean, 0.6, 1e-9);
    /* too soon at turn 50: only the heard fifth angers Moloch */
    c.turn = 50;
    exact_stats(&c, &s);
    assert_close(s.p_angered, 0.2, 1e-12);
    /* on Moloch's altar no deafness */
    c.turn = 400;
    c.altar = PRAYER_COALIGNED;
    exact_stats(&c, &s);
    assert_close(s.p_unheard, 0.0, 1e-12);
    /* an Infidel has no opposed altar: A_NONE is no alignment's opposite */
    assert_int_equal(prayer_altar_for(&c, PRAYER_OPPOSED), PRAYER_CROSSALIGNED);
    /* a Caveman, record 20, full HP, on a shrine at Luck 10: patted on the
     * head with no roll; Luck last timed out on turn 4800, so it stays 10
     * to turn 5400, and the glow is boon 2 of (10 + 6) >> 1 = 8; abused,
     * rn2(10) must be non-zero first */
    c = hero(NH_VEVH, "Cav", "human", 16, 5000);
    c.hp = 16;
    c.record = 20;
    c.luck = 10;
    c.luck_turn = 4800;
    c.altar = PRAYER_SHRINE;
    exact_stats(&c, &s);
    assert_close(s.p_glow, 1.0 / 8, 1e-12);
    c.abused = true;
    exact_stats(&c, &s);
    assert_close(s.p_glow, 0.9 / 8, 1e-12);
    /* last timed out on turn 0: at the boundary into turn 5001 Luck steps
     * to 9, and the range is (9 + 6) >> 1 = 7 */
    c.luck_turn = 0;
    exact_stats(&c, &s);
    assert_close(s.p_glow, 0.9 / 7, 1e-12);
    /* u_init(): a draugr Barbarian starts at 10 - 20, a vampire Convict at
     * the Convict's -10 (no -20), an Infidel draugr at 10 */
    int luck, record;
    prayer_var_start(NH_VEVH, 1, NH_EVH_DRAUGR, &luck, &record);
    assert_int_equal(record, -10);
    prayer_var_start(NH_VEVH, NH_EVH_CON, NH_EVH_VAMPIRE, &luck, &record);
    assert_int_equal(record, -10);
    prayer_var_start(NH_VEVH, NH_EVH_INF, NH_EVH_DRAUGR, &luck, &record);
    assert_int_equal(record, 10);
    assert_int_equal(luck, 0);
    /* a chaotic vampire Barbarian (16 max HP) with 15 HP on a lawful
     * (opposed) altar: always turned, killed when rnd(20) >= 15: 6 in 20 */
    c = hero(NH_VEVH, "Bar", "vampire", 16, 1000);
    assert_int_equal(c.alignment, PRAYER_CHAOTIC);
    c.hp = 15;
    c.record = 0;
    c.altar = PRAYER_OPPOSED;
    exact_stats(&c, &s);
    assert_close(s.p_turned, 1.0, 1e-12);
    assert_close(s.p_turn_killed, 0.3, 1e-12);
    /* on the neutral (cross-aligned) altar: 1 in 10 */
    c.altar = PRAYER_CROSSALIGNED;
    exact_stats(&c, &s);
    assert_close(s.p_turned, 0.1, 1e-12);
    /* u.luckturn: Luck -2, last timed out on turn 0: at the boundary into
     * turn 1001 (>= 0 + 600) it steps to -1; 3.6.7 waits for turn 1200 */
    c = hero(NH_VEVH, "Val", "human", 16, 1000);
    c.luck = -2;
    assert_int_equal(prayer_luck_at_end(&c), -1);
    c.variant = NH_V367;
    assert_int_equal(prayer_luck_at_end(&c), -2);
    /* the late term: at turn 200000, (200003 - 100000) / 100 = 1000 on top
     * of rnz(350), whose least is 350000 / 9995 = 35 */
    c = hero(NH_VEVH, "Val", "human", 16, 200000);
    c.record = 10;
    assert_int_equal(timeout_bottom(&c), 1035);
    /* no fedora in EvilHack's nh_timeout() */
    assert_int_equal(prayer_base_luck(NH_VEVH, NH_ROLE_ARCHEOLOGIST, false, false, true), 0);
    /* a giant Valkyrie starts with 14 + 4 + rnd(3): 19..21, mean 20 */
    c = hero(NH_VEVH, "Val", "giant", PRAYER_MAXHP_ROLLED, 400);
    exact_stats(&c, &s);
    assert_close(s.maxhp_mean, 20.0, 1e-9);
}

/* UnNetHack: 3.6.7's prayer, rne going on 1 in 3, 3.4.3's rnl, the
 * vampire's start, no late term. */
static void unnethack_by_hand(void **state)
{
    (void)state;
    struct prayer_stats s;
    /* rnz(350) at XL 1: cap 5 as vanilla: 350 * 1999 * 5 / 1000 = 3498 */
    struct prayer_case c = hero(NH_VUNH, "Val", "human", 16, 400);
    c.record = 10;
    assert_int_equal(timeout_top(&c), 3498);
    /* ... reached with probability 1/2 * 1/1000 * (1/3)^4 (rnf(2, 6)) */
    struct nh_pmf f[PH_COUNT];
    assert_int_equal(prayer_exact(&c, f), 0);
    assert_close((double)f[PH_TIMEOUT].p[3498 - f[PH_TIMEOUT].lo], 0.5 / 1000 / 81, 1e-12);
    prayer_exact_free(f);
    /* no late term (src/pray.c, pleased()) */
    c.turn = 200000;
    assert_int_equal(timeout_bottom(&c), 35);
    /* record 0 at Luck 3 on the own altar: rnl(2) is 3.4.3's, adjusted by
     * Luck / 3 = 1 when rn2(47) != 0: P(0) = 1/2 + 1/2 * 46/47 = 93/94 */
    c = hero(NH_VUNH, "Val", "human", 16, 400);
    c.luck = 3;
    c.altar = PRAYER_COALIGNED;
    exact_stats(&c, &s);
    assert_close(s.p_fixed, 93.0 / 94, 1e-12);
    /* EvilHack's (3.6.7's): adjustment (3 + 1) / 3 = 1 when rn2(38) != 0:
     * 1/2 + 1/2 * 37/38 = 75/76 */
    struct prayer_case e = hero(NH_VEVH, "Val", "human", 16, 400);
    e.luck = 3;
    e.altar = PRAYER_COALIGNED;
    exact_stats(&e, &s);
    assert_close(s.p_fixed, 75.0 / 76, 1e-12);
    /* the vampire's u_init(): record - 5, Luck -1 */
    int luck, record;
    prayer_var_start(NH_VUNH, 12, NH_UNH_VAMPIRE, &luck, &record);
    assert_int_equal(record, -5); /* the Wizard's 0 */
    assert_int_equal(luck, -1);
    /* a neutral vampire Wizard off an altar prays to a neutral god: turned
     * 1 in 10; a chaotic one never */
    c = hero(NH_VUNH, "Wiz", "vampire", 13, 1000);
    assert_int_equal(c.alignment, PRAYER_NEUTRAL);
    c.hp = 5;
    exact_stats(&c, &s);
    assert_close(s.p_turned, 0.1, 1e-12);
    assert_close(s.p_turn_killed, 0.1 * 16 / 20, 1e-12); /* rnd(20) >= 5 */
    c.alignment = PRAYER_CHAOTIC;
    exact_stats(&c, &s);
    assert_close(s.p_turned, 0.0, 1e-12);
    /* the fedora's +1 (lucky_fedora(), src/do_wear.c) */
    assert_int_equal(prayer_base_luck(NH_VUNH, NH_ROLE_ARCHEOLOGIST, false, false, true), 1);
    /* 3.6.7's critically_low_hp(): XL 1, divisor 5, 10 * 5 > 16 */
    assert_false(prayer_low_hp(NH_VUNH, 1, 10, 16));
    assert_true(prayer_low_hp(NH_VUNH, 1, 3, 16));
}

/* Cases covering each variant's branches. */
static int variant_cases(struct prayer_case *c)
{
    int n = 0;
    c[n] = hero(NH_VEVH, "Inf", "human", 12, 400);                    /* unheard */
    c[++n] = hero(NH_VEVH, "Inf", "giant", PRAYER_MAXHP_ROLLED, 250); /* and too soon */
    c[n].xl = 4;
    c[++n] = hero(NH_VEVH, "Cav", "human", 16, 5000); /* abused Caveman's pat */
    c[n].hp = 16;
    c[n].record = 20;
    c[n].luck = 10;
    c[n].altar = PRAYER_SHRINE;
    c[n].abused = true;
    c[++n] = hero(NH_VEVH, "Bar", "vampire", 16, 1000); /* turned on a neutral altar */
    c[n].hp = 12;
    c[n].record = 3;
    c[n].altar = PRAYER_CROSSALIGNED;
    c[++n] = hero(NH_VEVH, "Val", "aasimar", PRAYER_MAXHP_ROLLED, 150000); /* late term, dice */
    c[n].xl = 8;
    c[n].record = 12;
    c[n].luck = -2;
    c[++n] = hero(NH_VUNH, "Wiz", "vampire", 13, 700); /* turned 1 in 10, rne 1/3 */
    c[n].hp = 5;
    c[n].luck = -1;
    c[n].luck_turn = 600;
    c[++n] = hero(NH_VUNH, "Val", "human", PRAYER_MAXHP_ROLLED, 2000); /* rnl, rnz */
    c[n].xl = 18;
    c[n].luck = 3;
    c[n].altar = PRAYER_COALIGNED;
    c[++n] = hero(NH_VXNH, "Tou", "gnome", 10, 101);    /* a pair only xNetHack has */
    c[++n] = hero(NH_VXNH, "Pri", "human", 90, 100500); /* cap 10, late */
    c[n].xl = 14;
    c[n].record = 20;
    c[n].luck = 3;
    return n + 1;
}

/* The exact model against the game-order reference (prayer_trial). */
static void exact_against_reference(void **state)
{
    (void)state;
    struct prayer_case c[16];
    int n = variant_cases(c);
    for (int i = 0; i < n; i++)
        check_against_reference(&c[i], 900 + (uint64_t)i);
}

/* The kernel (the words' form, prayer_resolve) against the exact model. */
static void kernel_against_exact(void **state)
{
    (void)state;
    struct prayer_case c[16];
    int n = variant_cases(c);
    for (int i = 0; i < n; i++) {
        char err[256];
        assert_int_equal(prayer_case_check(&c[i], err, sizeof err), 0);
        struct nh_tally t;
        struct nh_pmf f[PH_COUNT];
        assert_int_equal(
            jobs_simulate(&prayer_job_kind, &c[i], 1000 + (uint64_t)i, trials(), 2, &t), 0);
        assert_int_equal(prayer_exact(&c[i], f), 0);
        for (int h = 0; h < PH_COUNT; h++) {
            struct nh_gof g;
            assert_int_equal(gof_chisq(tally_hist(&t, (size_t)h), t.lo[h], t.width[h], &f[h], &g),
                             0);
            if (g.p < NH_TEST_P_MIN)
                print_message("case %d (%s), histogram %d: chi-square %.2f, p = %g\n", i,
                              variant_name(c[i].variant), h, g.stat, g.p);
            assert_true(g.p >= NH_TEST_P_MIN);
            assert_int_equal(g.impossible, 0);
        }
        prayer_exact_free(f);
        tally_free(&t);
    }
}

/* A wrong rule is caught: UnNetHack's kernel timeout against the exact
 * timeout of EvilHack (rne going on 1 in 4, the same heroes' rules). */
static void wrong_rne_is_rejected(void **state)
{
    (void)state;
    struct prayer_case sim = hero(NH_VUNH, "Val", "human", 16, 2000);
    sim.record = 10;
    struct prayer_case ex = sim;
    ex.variant = NH_VEVH;
    ex.alignment = PRAYER_LAWFUL;
    struct nh_tally t;
    struct nh_pmf f[PH_COUNT];
    assert_int_equal(jobs_simulate(&prayer_job_kind, &sim, 77, trials(), 2, &t), 0);
    assert_int_equal(prayer_exact(&ex, f), 0);
    struct nh_gof g;
    assert_int_equal(gof_chisq(tally_hist(&t, PH_TIMEOUT), t.lo[PH_TIMEOUT], t.width[PH_TIMEOUT],
                               &f[PH_TIMEOUT], &g),
                     0);
    assert_true(g.p < 1e-6);
    prayer_exact_free(f);
    tally_free(&t);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(xnethack_by_hand),     cmocka_unit_test(evilhack_by_hand),
        cmocka_unit_test(unnethack_by_hand),    cmocka_unit_test(exact_against_reference),
        cmocka_unit_test(kernel_against_exact), cmocka_unit_test(wrong_rne_is_rejected),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
