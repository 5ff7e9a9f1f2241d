/* Tests of saving grace (vanilla.md §8, §10 item 18; nethack50.md §6;
 * variants.md §D, §E.3 item 9): the rules one by one, their names and the
 * check of a case.
 */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "nhmc/grace.h"

static const enum grace_rule over90[] = {GRACE_37_2023, GRACE_HACKEM, GRACE_XNETHACK};
static const enum grace_rule atleast90[] = {GRACE_37_2025, GRACE_37_2026, GRACE_CRECELLE};
#define NOVER    (sizeof over90 / sizeof over90[0])
#define NATLEAST (sizeof atleast90 / sizeof atleast90[0])

/* ---- thresholds ---- */

/* §10 item 18: floor(100 HP / max) > 90: 10/11 no, 11/12 yes, 20/22 no,
 * 21/23 yes, 9/10 no, any full HP yes. */
static void threshold_item18(void **state)
{
    (void)state;
    for (size_t i = 0; i < NOVER; i++) {
        enum grace_rule r = over90[i];
        assert_false(grace_threshold(r, 10, 11));
        assert_true(grace_threshold(r, 11, 12));
        assert_false(grace_threshold(r, 20, 22));
        assert_true(grace_threshold(r, 21, 23));
        assert_false(grace_threshold(r, 9, 10));
        for (int m = 1; m <= GRACE_MAX_HP; m++)
            assert_true(grace_threshold(r, m, m));
        /* With max <= 11 only full HP qualifies; from 12 on, max - 1 does. */
        for (int m = 2; m <= 11; m++)
            assert_false(grace_threshold(r, m - 1, m));
        assert_true(grace_threshold(r, 11, 12));
    }
}

/* nethack50.md §6.1 and variants.md §D: floor(100 H0 / max) >= 90: 9/10,
 * 10/11 and 20/22 now qualify, 8/9 (88) does not; with max <= 9 only a full
 * H0 qualifies. */
static void threshold_at_least_90(void **state)
{
    (void)state;
    for (size_t i = 0; i < NATLEAST; i++) {
        enum grace_rule r = atleast90[i];
        assert_true(grace_threshold(r, 9, 10));
        assert_true(grace_threshold(r, 10, 11));
        assert_true(grace_threshold(r, 20, 22));
        assert_true(grace_threshold(r, 11, 12));
        assert_true(grace_threshold(r, 21, 23));
        assert_false(grace_threshold(r, 8, 9));
        assert_false(grace_threshold(r, 17, 19)); /* 89 */
        for (int m = 2; m <= 9; m++)
            assert_false(grace_threshold(r, m - 1, m));
        for (int m = 1; m <= GRACE_MAX_HP; m++)
            assert_true(grace_threshold(r, m, m));
    }
    assert_false(grace_threshold(GRACE_NONE, 10, 10));
}

/* The threshold against the floor written out, for every pair up to 300. */
static void threshold_is_integer_percent(void **state)
{
    (void)state;
    for (int m = 1; m <= 300; m++)
        for (int h = 0; h <= m; h++) {
            int pct = 100 * h / m;
            for (size_t i = 0; i < NOVER; i++)
                assert_int_equal(grace_threshold(over90[i], h, m), pct > 90);
            for (size_t i = 0; i < NATLEAST; i++)
                assert_int_equal(grace_threshold(atleast90[i], h, m), pct >= 90);
        }
}

/* ---- the rules on hand-made hits ---- */

/* One monster phase from hp/max: H0 taken, then the hits in order.
 * Returns the HP after them (<= 0: dead), and the state. */
static int phase(enum grace_rule r, struct grace_state *s, int hp, int maxhp, const int *dmg, int n)
{
    grace_monster_phase(s, hp);
    for (int i = 0; i < n && hp > 0; i++)
        hp -= grace_hit(r, s, hp, maxhp, dmg[i], true);
    return hp;
}

/* variants.md §E.3 item 9: max 20, HP 19, hit 25 survives at 1 HP in every
 * active version. */
static void e3_item9_95_percent(void **state)
{
    (void)state;
    for (int r = GRACE_37_2023; r < GRACE_RULE_COUNT; r++) {
        struct grace_state s = {0};
        int d = 25;
        assert_int_equal(phase(r, &s, 19, 20, &d, 1), 1);
        assert_true(s.used);
    }
    struct grace_state s = {0};
    int d = 25;
    assert_int_equal(phase(GRACE_NONE, &s, 19, 20, &d, 1), -6);
}

/* §E.3 item 9: HP 18/20 (90%) dies in 3.7-2023, Hack'EM and xNetHack and
 * survives in CrecelleHack (and the upstream 2025/2026 forms); the same at
 * 10/11. */
static void e3_item9_90_percent(void **state)
{
    (void)state;
    static const int cases[2][2] = {{18, 20}, {10, 11}};
    for (int k = 0; k < 2; k++) {
        int hp = cases[k][0], max = cases[k][1], d = 25;
        for (size_t i = 0; i < NOVER; i++) {
            struct grace_state s = {0};
            assert_true(phase(over90[i], &s, hp, max, &d, 1) <= 0);
            assert_false(s.used);
        }
        for (size_t i = 0; i < NATLEAST; i++) {
            struct grace_state s = {0};
            assert_int_equal(phase(atleast90[i], &s, hp, max, &d, 1), 1);
            assert_true(s.used);
        }
    }
}

/* §E.3 item 9: two monster hits in one phase from 20/20, 15 then 10:
 * xNetHack and CrecelleHack save the second hit (H0 = 20); 3.7-2023 and
 * Hack'EM do not (5/20 at the second hit). */
static void e3_item9_two_hits(void **state)
{
    (void)state;
    int d[2] = {15, 10};
    static const enum grace_rule saved[] = {GRACE_XNETHACK, GRACE_CRECELLE, GRACE_37_2025,
                                            GRACE_37_2026};
    for (size_t i = 0; i < 4; i++) {
        struct grace_state s = {0};
        assert_int_equal(phase(saved[i], &s, 20, 20, d, 2), 1);
    }
    static const enum grace_rule dead[] = {GRACE_37_2023, GRACE_HACKEM, GRACE_NONE};
    for (size_t i = 0; i < 3; i++) {
        struct grace_state s = {0};
        assert_int_equal(phase(dead[i], &s, 20, 20, d, 2), -5);
        assert_false(s.used);
    }
}

/* vanilla.md §8: once per game, and no latch: a second lethal hit in the
 * same turn kills; 1 HP and a lethal hit gives 0 damage. */
static void once_per_game_2023(void **state)
{
    (void)state;
    struct grace_state s = {0};
    int d[2] = {30, 3};
    assert_int_equal(phase(GRACE_37_2023, &s, 20, 20, d, 2), -2);
    assert_true(s.used);
    s = (struct grace_state){0};
    assert_int_equal(grace_hit(GRACE_37_2023, &s, 1, 1, 5, true), 0);
    /* Any caller: damage off the monster phase uses it up as well. */
    s = (struct grace_state){0};
    assert_int_equal(grace_hit(GRACE_37_2023, &s, 12, 12, 40, false), 11);
    assert_true(s.used);
    assert_int_equal(grace_hit(GRACE_37_2023, &s, 12, 12, 40, false), 40);
}

/* nethack50.md §6.1: the latch saves every lethal hit of the phase; cleared
 * at the boundary, the flag stays set, so the next phase's lethal hit
 * kills. */
static void latch_for_the_phase(void **state)
{
    (void)state;
    int d[4] = {30, 7, 9, 100};
    for (size_t i = 0; i < NATLEAST; i++) {
        struct grace_state s = {0};
        assert_int_equal(phase(atleast90[i], &s, 20, 20, d, 4), 1);
        assert_true(s.latch);
        grace_clear_latch(&s);
        assert_int_equal(phase(atleast90[i], &s, 1, 20, d, 1), -29);
    }
    /* The latch lets a non-lethal hit through (upstream, CrecelleHack) but
     * turns it into HP - 1 in xNetHack (variants.md §D). */
    struct grace_state s = {.used = true, .latch = true, .h0 = 20};
    assert_int_equal(grace_hit(GRACE_37_2025, &s, 5, 20, 2, true), 2);
    assert_int_equal(grace_hit(GRACE_CRECELLE, &s, 5, 20, 2, true), 2);
    assert_int_equal(grace_hit(GRACE_XNETHACK, &s, 5, 20, 2, true), 4);
    assert_int_equal(grace_hit(GRACE_XNETHACK, &s, 5, 20, 2, false), 4);
}

/* 3.7-2025, CrecelleHack and xNetHack see only damage while monsters move;
 * 3.7-2026 sees any damage against the latest H0 (nethack50.md §6.1's
 * trap example: at >= 90% before the monster pass, down to 30% by the
 * monsters, then a lethal trap on the hero's own move is saved). */
static void monster_phase_only(void **state)
{
    (void)state;
    static const enum grace_rule mon_only[] = {GRACE_37_2025, GRACE_CRECELLE, GRACE_XNETHACK};
    for (size_t i = 0; i < 3; i++) {
        struct grace_state s = {0};
        grace_monster_phase(&s, 20);
        assert_int_equal(grace_hit(mon_only[i], &s, 6, 20, 10, false), 10);
        assert_false(s.used);
    }
    struct grace_state s = {0};
    grace_monster_phase(&s, 20);
    assert_int_equal(grace_hit(GRACE_37_2026, &s, 20, 20, 14, true), 14);
    grace_clear_latch(&s); /* the hero's action */
    assert_int_equal(grace_hit(GRACE_37_2026, &s, 6, 20, 10, false), 5);
    assert_true(s.used);
    /* H0 is 0 before the first monster phase: nothing fires (§6.1). */
    s = (struct grace_state){0};
    assert_int_equal(grace_hit(GRACE_37_2026, &s, 20, 20, 30, false), 30);
}

/* The flag form (grace_step, the kernel's) is grace_hit, exhaustively over
 * small states. */
static void step_matches_rules(void **state)
{
    (void)state;
    for (int r = 0; r < GRACE_RULE_COUNT; r++) {
        struct grace_params p;
        grace_rule_params(r, &p);
        for (int max = 1; max <= 14; max++)
            for (int hp = -1; hp <= max; hp++)
                for (int h0 = 0; h0 <= max; h0++)
                    for (int dmg = 0; dmg <= 16; dmg++)
                        for (int bits = 0; bits < 8; bits++) {
                            bool used = bits & 1, latch = (bits >> 1) & 1, mon = bits >> 2;
                            if (latch && !used)
                                continue; /* the latch is only set with the flag */
                            struct grace_state s = {used, latch, h0};
                            int want = grace_hit(r, &s, hp, max, dmg, mon);
                            int32_t u = used, l = latch;
                            int got =
                                grace_step(p.on, p.snapshot, p.pct_min, p.latch_lethal, p.latch_all,
                                           p.monster_only, &u, &l, h0, hp, max, dmg, mon);
                            if (got != want || u != s.used || l != s.latch) {
                                print_error("%s max %d hp %d h0 %d dmg %d bits %d: %d vs %d\n",
                                            grace_rule_name(r), max, hp, h0, dmg, bits, got, want);
                                fail();
                            }
                        }
    }
}

/* ---- names, versions and the case check ---- */

static void names_round_trip(void **state)
{
    (void)state;
    char err[256];
    for (int r = 0; r < GRACE_RULE_COUNT; r++)
        assert_int_equal(grace_rule_parse(grace_rule_name(r), err, sizeof err), r);
    assert_int_equal(grace_rule_parse("XNH", err, sizeof err), GRACE_XNETHACK);
    assert_int_equal(grace_rule_parse("Hack'EM", err, sizeof err), GRACE_HACKEM);
    assert_int_equal(grace_rule_parse("3.7-2024", err, sizeof err), -1);
    assert_non_null(strstr(err, "unknown saving-grace rule"));
    assert_int_equal(grace_rule_parse("3.6.7", err, sizeof err), -1);
    assert_non_null(strstr(err, "does not exist in 3.6.7"));
    assert_int_equal(grace_rule_parse("5.0", err, sizeof err), -1);
    assert_non_null(strstr(err, "removed"));
}

static void versions_without_grace(void **state)
{
    (void)state;
    char err[256];
    for (int v = 0; v < NH_VARIANT_COUNT; v++) {
        assert_int_equal(grace_variant_check(v, GRACE_NONE, err, sizeof err), 0);
        for (int r = GRACE_37_2023; r < GRACE_RULE_COUNT; r++)
            assert_int_equal(grace_variant_check(v, r, err, sizeof err), -1);
    }
    assert_int_equal(grace_variant_check(NH_V367, GRACE_37_2023, err, sizeof err), -1);
    assert_non_null(strstr(err, "3.6.7"));
    assert_int_equal(grace_variant_check(NH_V50, GRACE_37_2026, err, sizeof err), -1);
    assert_non_null(strstr(err, "before 5.0"));
}

static struct grace_case base_case(void)
{
    return (struct grace_case){.rule = GRACE_37_2023,
                               .hp = 20,
                               .maxhp = 20,
                               .dice_n = 2,
                               .dice_s = 6,
                               .dice_k = 0,
                               .hit_num = 1,
                               .hit_den = 2,
                               .hits = 2,
                               .regen_hp = 1,
                               .regen_pct = 20,
                               .turns = 10};
}

static void case_check_names_field(void **state)
{
    (void)state;
    char err[256];
    struct grace_case c = base_case();
    assert_int_equal(grace_case_check(&c, err, sizeof err), 0);
    static const struct {
        size_t off;
        int bad;
        const char *name;
    } fields[] = {
        {offsetof(struct grace_case, hp), 21, "hp 21"},
        {offsetof(struct grace_case, hp), 0, "hp 0"},
        {offsetof(struct grace_case, maxhp), GRACE_MAX_HP + 1, "maxhp"},
        {offsetof(struct grace_case, dice_s), 0, "dice_s"},
        {offsetof(struct grace_case, dice_n), -1, "dice_n"},
        {offsetof(struct grace_case, hit_num), 3, "hit_num 3"},
        {offsetof(struct grace_case, hit_den), 0, "hit_den"},
        {offsetof(struct grace_case, hits), 0, "hits"},
        {offsetof(struct grace_case, regen_pct), 101, "regen_pct"},
        {offsetof(struct grace_case, regen_hp), -1, "regen_hp"},
        {offsetof(struct grace_case, turns), 0, "turns"},
    };
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
        c = base_case();
        *(int *)((char *)&c + fields[i].off) = fields[i].bad;
        err[0] = 0;
        assert_int_equal(grace_case_check(&c, err, sizeof err), -1);
        if (!strstr(err, fields[i].name)) {
            print_error("message '%s' does not name '%s'\n", err, fields[i].name);
            fail();
        }
        assert_non_null(strstr(err, "expected"));
    }
    c = base_case();
    c.dice_n = 0;
    assert_int_equal(grace_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "dice_n + dice_k"));
    c.dice_k = 3;
    assert_int_equal(grace_case_check(&c, err, sizeof err), 0);
    c.rule = GRACE_RULE_COUNT;
    assert_int_equal(grace_case_check(&c, err, sizeof err), -1);
    assert_non_null(strstr(err, "rule"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(threshold_item18),
        cmocka_unit_test(threshold_at_least_90),
        cmocka_unit_test(threshold_is_integer_percent),
        cmocka_unit_test(e3_item9_95_percent),
        cmocka_unit_test(e3_item9_90_percent),
        cmocka_unit_test(e3_item9_two_hits),
        cmocka_unit_test(once_per_game_2023),
        cmocka_unit_test(latch_for_the_phase),
        cmocka_unit_test(monster_phase_only),
        cmocka_unit_test(step_matches_rules),
        cmocka_unit_test(names_round_trip),
        cmocka_unit_test(versions_without_grace),
        cmocka_unit_test(case_check_names_field),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
