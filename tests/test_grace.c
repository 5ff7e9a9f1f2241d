/* Tests of saving grace (docs/rules.md, Saving grace; Known values): the rules one by one, their
 * names and the check of a case.
 */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "kinds/grace/grace_impl.h"

static const enum grace_rule over90[] = {GRACE_37_2023, GRACE_HACKEM, GRACE_XNETHACK};
static const enum grace_rule atleast90[] = {GRACE_37_2025, GRACE_37_2026, GRACE_CRECELLE};
#define NOVER    (sizeof over90 / sizeof over90[0])
#define NATLEAST (sizeof atleast90 / sizeof atleast90[0])

/* ---- thresholds ---- */

/* docs/rules.md, Known values: floor(100 HP / max) > 90: 10/11 no, 11/12 yes, 20/22 no,
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

/* docs/rules.md, Saving grace: floor(100 H0 / max) >= 90: 9/10,
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

/* docs/rules.md, Known values: max 20, HP 19, hit 25 survives at 1 HP in every
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

/* docs/rules.md, Known values: HP 18/20 (90%) dies in 3.7-2023, Hack'EM and xNetHack and
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

/* docs/rules.md, Known values: two monster hits in one phase from 20/20, 15 then 10:
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

/* docs/rules.md, Saving grace: once per game, and no latch: a second lethal hit in the
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

/* docs/rules.md, Saving grace: the latch saves every lethal hit of the phase; cleared
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
     * turns it into HP - 1 in xNetHack (docs/rules.md, Saving grace). */
    struct grace_state s = {.used = true, .latch = true, .h0 = 20};
    assert_int_equal(grace_hit(GRACE_37_2025, &s, 5, 20, 2, true), 2);
    assert_int_equal(grace_hit(GRACE_CRECELLE, &s, 5, 20, 2, true), 2);
    assert_int_equal(grace_hit(GRACE_XNETHACK, &s, 5, 20, 2, true), 4);
    assert_int_equal(grace_hit(GRACE_XNETHACK, &s, 5, 20, 2, false), 4);
}

/* 3.7-2025, CrecelleHack and xNetHack see only damage while monsters move;
 * 3.7-2026 sees any damage against the latest H0 (docs/rules.md, Saving grace,
 * the trap example: at >= 90% before the monster pass, down to 30% by the
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
    /* H0 is 0 before the first monster phase: nothing fires (docs/rules.md, Saving grace). */
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

/* xNetHack 8.0 and 9.0 keep the original rule (xNetHack 8.0 src/hack.c,
 * saving_grace(); 9.0 src/hack.c, saving_grace_would_trigger()): the HP at
 * the hit, floor(100 HP / max) > 90, any damage (no mon_moving test, no
 * H0, no latch); 9.1 (xnethack) tests H0, monster damage only. */
static void xnethack_80_90_original_rule(void **state)
{
    (void)state;
    char err[256];
    static const char *const names[] = {"xnethack-8.0", "xnethack-9.0", "XNH-8.0", "xnh-9.0"};
    static const enum grace_rule want[] = {GRACE_XNETHACK_80, GRACE_XNETHACK_90, GRACE_XNETHACK_80,
                                           GRACE_XNETHACK_90};
    for (size_t i = 0; i < 4; i++)
        assert_int_equal(grace_rule_parse(names[i], err, sizeof err), want[i]);
    assert_int_equal(grace_rule_parse("xnethack-9.1", err, sizeof err), GRACE_XNETHACK);
    for (int r = GRACE_XNETHACK_80; r <= GRACE_XNETHACK_90; r++) {
        /* 21/23 is 91%: a lethal 30 off the monster phase, before any H0,
         * leaves 1 HP (20 taken); the next lethal hit kills. */
        struct grace_state s = {0};
        assert_int_equal(grace_hit(r, &s, 21, 23, 30, false), 20);
        assert_true(s.used);
        assert_false(s.latch);
        assert_int_equal(grace_hit(r, &s, 1, 23, 1, true), 1);
        /* 10/11 is 90%: not saved; 11/12 (91%) is. */
        s = (struct grace_state){0};
        assert_int_equal(grace_hit(r, &s, 10, 11, 10, true), 10);
        assert_int_equal(grace_hit(r, &s, 11, 12, 11, true), 10);
        /* The HP at the hit, not H0: H0 full, then down to 5/20: no save. */
        s = (struct grace_state){0};
        grace_monster_phase(&s, 20);
        assert_int_equal(grace_hit(r, &s, 5, 20, 9, true), 9);
        assert_false(s.used);
        assert_int_equal(grace_variant_check(NH_V367, r, err, sizeof err), -1);
        assert_non_null(strstr(err, "xNetHack"));
    }
    /* 9.1 is not the same: no save off the monster phase, nor before H0. */
    struct grace_state s = {0};
    assert_int_equal(grace_hit(GRACE_XNETHACK, &s, 21, 23, 30, false), 30);
    assert_int_equal(grace_hit(GRACE_XNETHACK, &s, 21, 23, 30, true), 30);
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
        /* xNetHack 9.1 has its own rule, and only that one */
        for (int r = GRACE_37_2023; r < GRACE_RULE_COUNT; r++)
            assert_int_equal(grace_variant_check(v, r, err, sizeof err),
                             v == NH_VXNH && r == GRACE_XNETHACK ? 0 : -1);
    }
    assert_int_equal(grace_variant_check(NH_VEVH, GRACE_XNETHACK, err, sizeof err), -1);
    assert_non_null(strstr(err, "EvilHack keeps 3.6.7's rules"));
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

/* ---- the exact module and the reference trial ---- */

#define SEED 0x67726163u /* "grac" */

static struct grace_case fight(enum grace_rule r, int hp, int max, int n, int sides, int k, int num,
                               int den, int hits, int turns)
{
    return (struct grace_case){.rule = r,
                               .hp = hp,
                               .maxhp = max,
                               .dice_n = n,
                               .dice_s = sides,
                               .dice_k = k,
                               .hit_num = num,
                               .hit_den = den,
                               .hits = hits,
                               .turns = turns};
}

struct exact {
    struct nh_pmf f[GH_COUNT];
};

static void exact_of(const struct grace_case *c, struct exact *e)
{
    char err[256];
    if (grace_case_check(c, err, sizeof err) != 0) {
        print_error("bad case: %s\n", err);
        fail();
    }
    assert_int_equal(grace_exact(c, e->f), 0);
    for (int h = 0; h < GH_COUNT; h++)
        assert_close_l(pmf_total(&e->f[h]), 1.0L, 1e-15L);
}

static long double p_death(const struct exact *e)
{
    return e->f[GH_OUTCOME].p[GRACE_DIED] + e->f[GH_OUTCOME].p[GRACE_DIED_USED];
}

static long double p_used(const struct exact *e)
{
    return e->f[GH_OUTCOME].p[GRACE_SURVIVED_USED] + e->f[GH_OUTCOME].p[GRACE_DIED_USED];
}

/* One certain hit of 25 at 20/20 in one turn: death without grace, 1 HP
 * and grace used on turn 1 with every rule. */
static void exact_one_fixed_hit(void **state)
{
    (void)state;
    for (int r = 0; r < GRACE_RULE_COUNT; r++) {
        struct grace_case c = fight(r, 20, 20, 0, 1, 25, 1, 1, 1, 1);
        struct exact e;
        exact_of(&c, &e);
        if (r == GRACE_NONE) {
            assert_close_l(p_death(&e), 1.0L, 0);
            assert_close_l(e.f[GH_DEATH_TURN].p[0], 1.0L, 0);
        } else {
            assert_close_l(p_death(&e), 0.0L, 0);
            assert_close_l(e.f[GH_FINAL_HP].p[1], 1.0L, 0);
            assert_close_l(e.f[GH_GRACE_TURN].p[1], 1.0L, 0);
        }
        grace_exact_free(e.f);
    }
}

/* Two certain hits of 15 a turn from 20/20 (docs/rules.md, Known values,
 * with equal hits): 3.7-2023, Hack'EM and none die on turn 1 (5/20 at the second
 * hit); the H0 rules save the second hit, then die on turn 2 (H0 = 1, the
 * flag spent). */
static void exact_two_hits_a_turn(void **state)
{
    (void)state;
    for (int r = 0; r < GRACE_RULE_COUNT; r++) {
        struct grace_case c = fight(r, 20, 20, 0, 1, 15, 1, 1, 2, 3);
        struct exact e;
        exact_of(&c, &e);
        bool h0 = grace_uses_snapshot(r);
        assert_close_l(p_death(&e), 1.0L, 1e-18L);
        assert_close_l(e.f[GH_DEATH_TURN].p[h0 ? 1 : 0], 1.0L, 1e-18L);
        assert_close_l(p_used(&e), h0 ? 1.0L : 0.0L, 1e-18L);
        grace_exact_free(e.f);
    }
}

/* One turn, 10/10, one attempt hitting 1/2 for d20: without grace death is
 * 1/2 * P(d20 >= 10) = 11/40; with any rule (full HP) none, grace used
 * 11/40 and 1 HP left with 11/40 + 1/40 (a hit of 9). */
static void exact_one_turn_d20(void **state)
{
    (void)state;
    for (int r = 0; r < GRACE_RULE_COUNT; r++) {
        struct grace_case c = fight(r, 10, 10, 1, 20, 0, 1, 2, 1, 1);
        struct exact e;
        exact_of(&c, &e);
        if (r == GRACE_NONE) {
            assert_close_l(p_death(&e), 11.0L / 40, 1e-18L);
        } else {
            assert_close_l(p_death(&e), 0.0L, 1e-18L);
            assert_close_l(p_used(&e), 11.0L / 40, 1e-18L);
            assert_close_l(e.f[GH_FINAL_HP].p[1], 12.0L / 40, 1e-18L);
        }
        assert_close_l(e.f[GH_FINAL_HP].p[10], 0.5L, 1e-18L);
        grace_exact_free(e.f);
    }
}

/* The same over two turns, no regeneration.  3.7-2023 (> 90%): death is
 * grace on turn 1 then any hit (11/40 * 1/2 = 11/80), or a non-lethal hit
 * D1 on turn 1 (HP 10 - D1 <= 9: 90% at most, no grace) then D2 >= 10 - D1:
 * sum_{D1=1..9} 1/40 * 1/2 * (11 + D1)/20 = 9/100; total 91/400.  The
 * >= 90% rules also save 9/10 (D1 = 1, then D2 >= 9: 1/40 * 1/2 * 12/20 =
 * 3/400): 88/400. */
static void exact_two_turns_d20(void **state)
{
    (void)state;
    for (int r = 1; r < GRACE_RULE_COUNT; r++) {
        struct grace_case c = fight(r, 10, 10, 1, 20, 0, 1, 2, 1, 2);
        struct exact e;
        exact_of(&c, &e);
        long double want = grace_threshold(r, 9, 10) ? 88.0L / 400 : 91.0L / 400;
        assert_close_l(p_death(&e), want, 1e-18L);
        grace_exact_free(e.f);
    }
    struct grace_case c = fight(GRACE_NONE, 10, 10, 1, 20, 0, 1, 2, 1, 2);
    struct exact e;
    exact_of(&c, &e);
    /* P(survive) = P(no lethal total): miss-miss 1/4, one hit below 10
     * 2 * 1/4 * 9/20, two hits summing below 10: 1/4 * 36/400. */
    assert_close_l(1 - p_death(&e), 0.25L + 0.5L * 9 / 20 + 0.25L * 36 / 400, 1e-18L);
    grace_exact_free(e.f);
}

/* The damage pmf: one certain hit of 3d6+2 at 200/200 leaves 200 - D, D
 * from pmf.h's convolution; at 10/10 death is P(D >= 10) (the capped
 * tail). */
static void exact_damage_is_dice(void **state)
{
    (void)state;
    struct nh_pmf die, sum;
    assert_int_equal(pmf_init_const(&sum, 2), 0);
    assert_int_equal(pmf_init_uniform(&die, 1, 6), 0);
    for (int i = 0; i < 3; i++)
        assert_int_equal(pmf_add_independent(&sum, &die), 0);
    struct grace_case c = fight(GRACE_NONE, 200, 200, 3, 6, 2, 1, 1, 1, 1);
    struct exact e;
    exact_of(&c, &e);
    for (int64_t v = 5; v <= 20; v++)
        assert_close_l(e.f[GH_FINAL_HP].p[200 - v], sum.p[v - sum.lo], 1e-18L);
    grace_exact_free(e.f);
    c = fight(GRACE_NONE, 10, 10, 3, 6, 2, 1, 1, 1, 1);
    exact_of(&c, &e);
    assert_close_l(p_death(&e), 1 - pmf_cdf(&sum, 9), 1e-18L);
    grace_exact_free(e.f);
    pmf_free(&die);
    pmf_free(&sum);
}

/* Regeneration: 5/10, no hits possible (hit 0/1), +2 HP with 50% at each of
 * 3 boundaries: final HP 5 + 2B capped at 10, B ~ Bin(3, 1/2) (B = 3 is 10,
 * not 11). */
static void exact_regen(void **state)
{
    (void)state;
    struct grace_case c = fight(GRACE_37_2023, 5, 10, 1, 6, 0, 0, 1, 1, 4);
    c.regen_hp = 2;
    c.regen_pct = 50;
    struct exact e;
    exact_of(&c, &e);
    assert_close_l(e.f[GH_FINAL_HP].p[5], 1.0L / 8, 1e-18L);
    assert_close_l(e.f[GH_FINAL_HP].p[7], 3.0L / 8, 1e-18L);
    assert_close_l(e.f[GH_FINAL_HP].p[9], 3.0L / 8, 1e-18L);
    assert_close_l(e.f[GH_FINAL_HP].p[10], 1.0L / 8, 1e-18L);
    assert_close_l(e.f[GH_DEATH_TURN].p[4], 1.0L, 1e-18L);
    grace_exact_free(e.f);
}

/* docs/rules.md, Known values as whole fights: one certain lethal hit from
 * hp/max, exact P(death) 0 or 1 by the rule's threshold (HP before the hit
 * and H0 agree with one hit a turn). */
static void exact_item18_fights(void **state)
{
    (void)state;
    static const struct {
        int hp, max;
        bool over90, atleast90;
    } pts[] = {{10, 11, false, true}, {11, 12, true, true},      {20, 22, false, true},
               {21, 23, true, true},  {9, 10, false, true},      {8, 9, false, false},
               {19, 20, true, true},  {18, 20, false, true},     {1, 1, true, true},
               {7, 7, true, true},    {10000, 10000, true, true}};
    for (size_t i = 0; i < sizeof pts / sizeof pts[0]; i++)
        for (int r = 0; r < GRACE_RULE_COUNT; r++) {
            struct grace_case c = fight(r, pts[i].hp, pts[i].max, 0, 1, 10000, 1, 1, 1, 1);
            struct exact e;
            exact_of(&c, &e);
            bool saved = r == GRACE_NONE                                 ? false
                         : grace_uses_snapshot(r) && r != GRACE_XNETHACK ? pts[i].atleast90
                                                                         : pts[i].over90;
            if (p_death(&e) != (saved ? 0.0L : 1.0L)) {
                print_error("%s %d/%d: P(death) %Lg\n", grace_rule_name(r), pts[i].hp, pts[i].max,
                            p_death(&e));
                fail();
            }
            grace_exact_free(e.f);
        }
}

/* Observed histogram h of a tally against the exact pmf. */
static double fit(const struct nh_tally *t, int h, const struct nh_pmf *f, int *dof)
{
    struct nh_gof g;
    assert_int_equal(gof_chisq(tally_hist(t, (size_t)h), t->lo[h], t->width[h], f, &g), 0);
    assert_int_equal(g.impossible, 0);
    *dof = g.dof;
    return g.p;
}

/* Fights that exercise every rule: thresholds, latches, several hits,
 * regeneration that can lift HP back over the threshold. */
static struct grace_case fit_case(int r, int k)
{
    struct grace_case c;
    switch (k) {
    case 0: /* 4d6 once a turn at 1/2 against 22 max HP, slow regen */
        c = fight(r, 22, 22, 4, 6, 0, 1, 2, 1, 6);
        c.regen_hp = 1, c.regen_pct = 50;
        break;
    case 1: /* 1d12+2 three times a turn at 1/3, 20/22 start, fast regen */
        c = fight(r, 20, 22, 1, 12, 2, 1, 3, 3, 10);
        c.regen_hp = 3, c.regen_pct = 60;
        break;
    default: /* one big d30 a turn at 1/4 against 11 max HP */
        c = fight(r, 11, 11, 1, 30, 0, 1, 4, 1, 12);
        c.regen_hp = 2, c.regen_pct = 100;
        break;
    }
    return c;
}
#define FIT_CASES 3

static void reference_fits_exact(void **state)
{
    (void)state;
    enum { N = 200000 };
    double pmin = 1.0;
    for (int r = 0; r < GRACE_RULE_COUNT; r++)
        for (int k = 0; k < FIT_CASES; k++) {
            struct grace_case c = fit_case(r, k);
            struct exact e;
            exact_of(&c, &e);
            struct nh_tally t;
            assert_int_equal(grace_tally_init(&t, &c), 0);
            nh_pcg32 rng;
            pcg32_seed_stream(&rng, SEED, grace_case_key(&c), (uint64_t)r, (uint64_t)k);
            for (int i = 0; i < N; i++) {
                struct grace_outcome o;
                grace_trial(&c, &rng, &o);
                grace_tally_add(&t, &o);
            }
            for (int h = 0; h < GH_COUNT; h++) {
                int dof;
                double p = fit(&t, h, &e.f[h], &dof);
                pmin = p < pmin ? p : pmin;
                if (p < NH_TEST_P_MIN) {
                    print_error("%s case %d hist %d: p = %g (dof %d)\n", grace_rule_name(r), k, h,
                                p, dof);
                    fail();
                }
            }
            tally_free(&t);
            grace_exact_free(e.f);
        }
    print_message("reference vs exact: %d fits of %d fights, least p = %.4g\n",
                  GRACE_RULE_COUNT * FIT_CASES * GH_COUNT, (int)N, pmin);
}

/* ---- the kernel ---- */

/* Not a multiple of NH_LANES or NH_BLOCK_TRIALS: short batches and a short
 * block are exercised. */
#define KTRIALS 400003u

static void kernel_fits_exact(void **state)
{
    (void)state;
    double pmin = 1.0;
    for (int r = 0; r < GRACE_RULE_COUNT; r++)
        for (int k = 0; k < FIT_CASES; k++) {
            struct grace_case c = fit_case(r, k);
            struct exact e;
            exact_of(&c, &e);
            struct nh_tally t;
            assert_int_equal(jobs_simulate(&grace_job_kind, &c, SEED, KTRIALS, 2, &t), 0);
            for (int h = 0; h < GH_COUNT; h++) {
                assert_int_equal(tally_total(&t, (size_t)h), KTRIALS);
                int dof;
                double p = fit(&t, h, &e.f[h], &dof);
                pmin = p < pmin ? p : pmin;
                if (p < NH_TEST_P_MIN) {
                    print_error("%s case %d hist %d: p = %g (dof %d)\n", grace_rule_name(r), k, h,
                                p, dof);
                    fail();
                }
            }
            {
                uint64_t *o = tally_hist(&t, GH_OUTCOME);
                print_message("case %d %-12s P(death) exact %.6Lf kernel %.6f, P(used) exact "
                              "%.6Lf kernel %.6f\n",
                              k, grace_rule_name(r), p_death(&e), (double)(o[2] + o[3]) / KTRIALS,
                              p_used(&e), (double)(o[1] + o[3]) / KTRIALS);
            }
            tally_free(&t);
            grace_exact_free(e.f);
        }
    print_message("kernel vs exact: %d fits of %u fights, least p = %.4g\n",
                  GRACE_RULE_COUNT * FIT_CASES * GH_COUNT, KTRIALS, pmin);
}

/* The fit has power: the kernel's fights under one rule are rejected
 * against the exact distribution of a neighbouring rule or damage. */
static void kernel_wrong_pmf_rejected(void **state)
{
    (void)state;
    /* 20/22 at the start: the >= 90% rules save what 3.7-2023 does not. */
    struct grace_case c = fit_case(GRACE_37_2023, 1);
    struct grace_case wrong = c;
    wrong.rule = GRACE_37_2025;
    struct exact e;
    exact_of(&wrong, &e);
    struct nh_tally t;
    assert_int_equal(jobs_simulate(&grace_job_kind, &c, SEED, KTRIALS, 2, &t), 0);
    int dof;
    double p = fit(&t, GH_OUTCOME, &e.f[GH_OUTCOME], &dof);
    print_message("3.7-2023 fights against the 3.7-2025 pmf: p = %.3g\n", p);
    assert_true(p < 1e-6);
    tally_free(&t);
    grace_exact_free(e.f);
    /* One more point of damage per hit. */
    c = fit_case(GRACE_XNETHACK, 0);
    wrong = c;
    wrong.dice_k = 1;
    exact_of(&wrong, &e);
    assert_int_equal(jobs_simulate(&grace_job_kind, &c, SEED, KTRIALS, 2, &t), 0);
    p = fit(&t, GH_DEATH_TURN, &e.f[GH_DEATH_TURN], &dof);
    print_message("xnethack 2d6 fights against the 2d6+1 pmf: p = %.3g\n", p);
    assert_true(p < 1e-6);
    tally_free(&t);
    grace_exact_free(e.f);
}

/* Same bytes on 1 and 3 threads (the runner's promise, kept by the block
 * streams). */
static void threads_do_not_matter(void **state)
{
    (void)state;
    struct grace_case c = fit_case(GRACE_CRECELLE, 1);
    struct nh_tally a, b;
    assert_int_equal(jobs_simulate(&grace_job_kind, &c, SEED, 100000, 1, &a), 0);
    assert_int_equal(jobs_simulate(&grace_job_kind, &c, SEED, 100000, 3, &b), 0);
    assert_int_equal(a.ncounts, b.ncounts);
    assert_memory_equal(a.counts, b.counts, a.ncounts * sizeof *a.counts);
    tally_free(&a);
    tally_free(&b);
}

/* Invalid cases are refused, with nothing to free. */
static void kernel_refuses_bad_case(void **state)
{
    (void)state;
    struct grace_case c = fit_case(GRACE_37_2023, 0);
    c.hp = c.maxhp + 1;
    struct nh_tally t;
    assert_int_equal(jobs_simulate(&grace_job_kind, &c, SEED, 1000, 1, &t), -1);
    struct nh_pmf f[GH_COUNT];
    assert_int_equal(grace_exact(&c, f), -1);
}

/* ---- the statistics of a run ---- */

/* The d20 fights by hand (see exact_one_turn_d20, exact_two_turns_d20):
 * over two turns under 3.7-2023, grace fires on turn 1 (11/40) or, after a
 * miss, on turn 2 (1/2 * 11/40): P(used) 33/80; it is followed by a death
 * only after a turn-1 save and a turn-2 hit: 11/80; so 11/40 is saved. */
static void stats_by_hand(void **state)
{
    (void)state;
    struct grace_case c = fight(GRACE_NONE, 10, 10, 1, 20, 0, 1, 2, 1, 1);
    struct exact e;
    struct grace_stats st;
    exact_of(&c, &e);
    assert_int_equal(grace_stats_from_pmfs(&c, e.f, &st), 0);
    assert_close(st.p_death, 11.0 / 40, 1e-15);
    assert_close(st.p_used, 0, 0);
    assert_int_equal(st.death_turn_p10, 1);
    assert_int_equal(st.death_turn_p50, GRACE_TURN_SURVIVED);
    assert_close(st.death_turn_mean, 1, 1e-15);
    grace_exact_free(e.f);

    c = fight(GRACE_37_2023, 10, 10, 1, 20, 0, 1, 2, 1, 2);
    exact_of(&c, &e);
    assert_int_equal(grace_stats_from_pmfs(&c, e.f, &st), 0);
    assert_close(st.p_death, 91.0 / 400, 1e-15);
    assert_close(st.p_used, 33.0 / 80, 1e-15);
    assert_close(st.p_died_after, 11.0 / 80, 1e-15);
    assert_close(st.p_saved, 11.0 / 40, 1e-15);
    assert_close(st.grace_turn_mean, (11.0 / 40 + 2 * 11.0 / 80) / (33.0 / 80), 1e-15);
    assert_int_equal(st.death_turn_p90, GRACE_TURN_SURVIVED);
    grace_exact_free(e.f);
}

/* A kernel run's statistics agree with the exact ones within 5 standard
 * errors, and the exact module's work estimate is positive (0 for an
 * invalid case). */
static void stats_kernel_vs_exact(void **state)
{
    (void)state;
    struct grace_case c = fit_case(GRACE_37_2025, 1);
    struct exact e;
    exact_of(&c, &e);
    struct grace_stats x, m;
    assert_int_equal(grace_stats_from_pmfs(&c, e.f, &x), 0);
    struct nh_tally t;
    assert_int_equal(jobs_simulate(&grace_job_kind, &c, SEED, KTRIALS, 2, &t), 0);
    assert_int_equal(grace_stats_from_tally(&c, &t, &m), 0);
    assert_int_equal(m.n, KTRIALS);
    double n = KTRIALS;
    assert_close(m.p_death, x.p_death, 5 * sqrt(x.p_death * (1 - x.p_death) / n));
    assert_close(m.p_used, x.p_used, 5 * sqrt(x.p_used * (1 - x.p_used) / n));
    assert_close(m.p_saved, x.p_saved, 5 * sqrt(x.p_saved * (1 - x.p_saved) / n) + 1e-12);
    print_message("3.7-2025 case 1: P(death) %.6f (exact %.6f), P(used) %.6f (exact %.6f), "
                  "median death turn %d (exact %d)\n",
                  m.p_death, x.p_death, m.p_used, x.p_used, m.death_turn_p50, x.death_turn_p50);
    tally_free(&t);
    grace_exact_free(e.f);
    assert_true(grace_exact_work(&c) > 0);
    c.turns = 0;
    assert_true(grace_exact_work(&c) == 0);
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
        cmocka_unit_test(xnethack_80_90_original_rule),
        cmocka_unit_test(names_round_trip),
        cmocka_unit_test(versions_without_grace),
        cmocka_unit_test(case_check_names_field),
        cmocka_unit_test(exact_one_fixed_hit),
        cmocka_unit_test(exact_two_hits_a_turn),
        cmocka_unit_test(exact_one_turn_d20),
        cmocka_unit_test(exact_two_turns_d20),
        cmocka_unit_test(exact_damage_is_dice),
        cmocka_unit_test(exact_regen),
        cmocka_unit_test(exact_item18_fights),
        cmocka_unit_test(reference_fits_exact),
        cmocka_unit_test(kernel_fits_exact),
        cmocka_unit_test(kernel_wrong_pmf_rejected),
        cmocka_unit_test(threads_do_not_matter),
        cmocka_unit_test(kernel_refuses_bad_case),
        cmocka_unit_test(stats_by_hand),
        cmocka_unit_test(stats_kernel_vs_exact),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
