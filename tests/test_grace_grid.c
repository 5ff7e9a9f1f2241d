/* Tests of the saving-grace inputs: the value parsers, defaults, lists,
 * paired keys, columns, the 10/11 versus 11/12 boundary as whole fights from
 * the grid, and Monte Carlo against exact on grid cases (bad input: rows of
 * tests/bad-input.tsv). */
#include "testutil.h"

#include <string.h>

#include "kinds/grace/grace_grid.h"

static const char *texts[GRK_COUNT];
static struct grace_grid g;

static void reset(void)
{
    memset(texts, 0, sizeof texts);
    texts[GRK_MAXHP] = "20";
    texts[GRK_DAMAGE] = "2d4";
}

static void parse_ok(void)
{
    grid_parse_ok(grace_grid_parse, texts, &g);
}

static void get_case(size_t i, struct grace_case *c, char text[][NH_GRID_TEXT])
{
    char err[512] = "";
    if (grace_grid_case(&g, i, c, text, err, sizeof err) != 0) {
        print_error("case %zu: %s\n", i, err);
        fail();
    }
}

static void dice(void **state)
{
    (void)state;
    struct grace_dice d;
    char err[256], text[32];
    assert_int_equal(grace_parse_dice("2d4", &d, err, sizeof err), 0);
    assert_true(d.n == 2 && d.s == 4 && d.k == 0);
    assert_int_equal(grace_parse_dice(" 1d12+2 ", &d, err, sizeof err), 0);
    assert_true(d.n == 1 && d.s == 12 && d.k == 2);
    grace_dice_text(&d, text, sizeof text);
    assert_string_equal(text, "1d12+2");
    assert_int_equal(grace_parse_dice("d6", &d, err, sizeof err), 0);
    assert_true(d.n == 1 && d.s == 6 && d.k == 0);
    assert_int_equal(grace_parse_dice("25", &d, err, sizeof err), 0);
    assert_true(d.n == 0 && d.k == 25);
    grace_dice_text(&d, text, sizeof text);
    assert_string_equal(text, "25");
    assert_int_equal(grace_parse_dice("0", &d, err, sizeof err), -1);
    assert_non_null(strstr(err, "can be 0"));
    assert_int_equal(grace_parse_dice("2d", &d, err, sizeof err), -1);
    assert_int_equal(grace_parse_dice("2x4", &d, err, sizeof err), -1);
    assert_int_equal(grace_parse_dice("101d4", &d, err, sizeof err), -1);
    assert_non_null(strstr(err, "out of range"));
}

static void hit_chances(void **state)
{
    (void)state;
    struct grace_hit_chance h;
    char err[256], text[32];
    assert_int_equal(grace_parse_hit("0.8", &h, err, sizeof err), 0);
    assert_true(h.num == 4 && h.den == 5);
    grace_hit_text(&h, text, sizeof text);
    assert_string_equal(text, "0.8");
    assert_int_equal(grace_parse_hit("80%", &h, err, sizeof err), 0);
    assert_true(h.num == 4 && h.den == 5);
    assert_int_equal(grace_parse_hit("87.5%", &h, err, sizeof err), 0);
    assert_true(h.num == 7 && h.den == 8);
    grace_hit_text(&h, text, sizeof text);
    assert_string_equal(text, "0.875");
    /* the game's rnd(20 + i) to-hit rolls give denominators of 20, 21, ... */
    assert_int_equal(grace_parse_hit("18/21", &h, err, sizeof err), 0);
    assert_true(h.num == 6 && h.den == 7);
    grace_hit_text(&h, text, sizeof text);
    assert_string_equal(text, "6/7");
    assert_int_equal(grace_parse_hit("1", &h, err, sizeof err), 0);
    assert_true(h.num == 1 && h.den == 1);
    assert_int_equal(grace_parse_hit("0", &h, err, sizeof err), 0);
    assert_int_equal(h.num, 0);
    assert_int_equal(grace_parse_hit("1.5", &h, err, sizeof err), -1);
    assert_non_null(strstr(err, "out of range"));
    assert_int_equal(grace_parse_hit("high", &h, err, sizeof err), -1);
    assert_int_equal(grace_parse_hit("1/0", &h, err, sizeof err), -1);
}

static void regens(void **state)
{
    (void)state;
    struct grace_regen r;
    char err[256], text[32];
    assert_int_equal(grace_parse_regen("off", &r, err, sizeof err), 0);
    assert_int_equal(r.hp, 0);
    assert_int_equal(grace_parse_regen("2", &r, err, sizeof err), 0);
    assert_true(r.hp == 2 && r.pct == 100);
    grace_regen_text(&r, text, sizeof text);
    assert_string_equal(text, "2");
    assert_int_equal(grace_parse_regen("1 at 20%", &r, err, sizeof err), 0);
    assert_true(r.hp == 1 && r.pct == 20);
    grace_regen_text(&r, text, sizeof text);
    assert_string_equal(text, "1 at 20%");
    assert_int_equal(grace_parse_regen("1 at 0.5", &r, err, sizeof err), 0);
    assert_int_equal(r.pct, 50);
    assert_int_equal(grace_parse_regen("1 at 1/3", &r, err, sizeof err), -1);
    assert_non_null(strstr(err, "whole percent"));
    assert_int_equal(grace_parse_regen("fast", &r, err, sizeof err), -1);
}

static void defaults(void **state)
{
    (void)state;
    reset();
    parse_ok();
    /* rule all: none and the six rules */
    assert_int_equal(grace_grid_count(&g), GRACE_RULE_ALL_COUNT);
    struct grace_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    get_case(0, &c, text);
    assert_int_equal(c.rule, GRACE_NONE);
    assert_int_equal(c.hp, 20); /* full */
    assert_int_equal(c.maxhp, 20);
    assert_true(c.hit_num == 1 && c.hit_den == 1);
    assert_int_equal(c.hits, 1);
    assert_int_equal(c.turns, 1);
    assert_int_equal(c.regen_hp, 0);
    assert_string_equal(text[0], "none");
    assert_string_equal(text[3], "2d4");
    get_case(GRACE_RULE_ALL_COUNT - 1, &c, text);
    assert_int_equal(c.rule, GRACE_HACKEM);
    /* method auto: a small fight is cheaper exactly than 10^6 fights,
     * and than 1000 */
    assert_true(grace_exact_cost(&c) <= 1e6 * grace_trial_cost(&c));
    assert_true(grace_exact_cost(&c) <= 1e3 * grace_trial_cost(&c));
    /* a big one is not, even against 10^6 fights */
    texts[GRK_MAXHP] = "10000";
    texts[GRK_DAMAGE] = "100d100";
    texts[GRK_TURNS] = "10000";
    texts[GRK_HITS] = "64";
    parse_ok();
    get_case(0, &c, text);
    assert_true(grace_exact_cost(&c) > 1e6 * grace_trial_cost(&c));
}

static void lists_and_columns(void **state)
{
    (void)state;
    reset();
    texts[GRK_RULE] = "none, 3.7-2025";
    texts[GRK_HP] = "full, 10";
    texts[GRK_MAXHP] = "11-12";
    texts[GRK_REGEN] = "1 at 20%";
    parse_ok();
    assert_int_equal(grace_grid_count(&g), 2 * 2 * 2);
    const char *names[NH_MAX_GRID], *labels[NH_MAX_GRID];
    unsigned numeric;
    int n = grace_grid_columns(&g, names, labels, &numeric);
    assert_int_equal(n, 8);
    assert_string_equal(names[7], "regen");
    struct grace_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    /* the last list key varies fastest: case 1 is none, full, maxhp 12 */
    get_case(1, &c, text);
    assert_int_equal(c.rule, GRACE_NONE);
    assert_int_equal(c.hp, 12);
    assert_int_equal(c.maxhp, 12);
    assert_string_equal(text[7], "1 at 20%");
    get_case(7, &c, text);
    assert_int_equal(c.rule, GRACE_37_2025);
    assert_int_equal(c.hp, 10);
    assert_int_equal(c.maxhp, 12);
    /* paired: hp and maxhp together */
    reset();
    texts[GRK_HP] = "10, 11, 20, 21";
    texts[GRK_MAXHP] = "11, 12, 22, 23";
    texts[GRK_PAIRED] = "hp, maxhp";
    texts[GRK_RULE] = "3.7-2023";
    parse_ok();
    assert_int_equal(grace_grid_count(&g), 4);
    get_case(2, &c, text);
    assert_true(c.hp == 20 && c.maxhp == 22);
    n = grace_grid_columns(&g, names, labels, &numeric);
    assert_int_equal(n, 7); /* no regen column */
}

/* Versions without saving grace take rule none only (docs/rules.md,
 * Saving grace). */
static void variants(void **state)
{
    (void)state;
    reset();
    texts[GRK_VARIANT] = "3.6.7";
    parse_ok(); /* the default rule becomes none */
    assert_int_equal(grace_grid_count(&g), 1);
    struct grace_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    get_case(0, &c, text);
    assert_int_equal(c.rule, GRACE_NONE);
    texts[GRK_VARIANT] = "3.4.3";
    texts[GRK_RULE] = "none";
    parse_ok();
}

/* P(death) of one fight of the grid, exactly. */
static double exact_p_death(size_t i)
{
    struct grace_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    struct nh_pmf f[GH_COUNT];
    struct grace_stats st;
    get_case(i, &c, text);
    assert_int_equal(grace_exact(&c, f), 0);
    assert_int_equal(grace_stats_from_pmfs(&c, f, &st), 0);
    grace_exact_free(f);
    return st.p_death;
}

/* docs/rules.md, Saving grace: floor(1000/11) = 90 does not pass "> 90", floor(1100/12) =
 * 91 does; 10/11 passes ">= 90".  A lethal hit from
 * those HP, as whole fights built from the grid's keys. */
static void boundary_10_11_vs_11_12(void **state)
{
    (void)state;
    reset();
    texts[GRK_HP] = "10, 11";
    texts[GRK_MAXHP] = "11, 12";
    texts[GRK_PAIRED] = "hp, maxhp";
    texts[GRK_DAMAGE] = "30";
    texts[GRK_RULE] = "all";
    parse_ok();
    /* rows: rule-major, then 10/11 and 11/12 */
    static const struct {
        enum grace_rule r;
        double die_10_11, die_11_12;
    } want[] = {
        {GRACE_NONE, 1, 1},    {GRACE_37_2023, 1, 0},  {GRACE_37_2025, 0, 0},
        {GRACE_37_2026, 0, 0}, {GRACE_XNETHACK, 1, 0}, {GRACE_CRECELLE, 0, 0},
        {GRACE_HACKEM, 1, 0},
    };
    assert_int_equal(grace_grid_count(&g), 2 * GRACE_RULE_ALL_COUNT);
    for (size_t r = 0; r < sizeof want / sizeof want[0]; r++) {
        assert_int_equal(g.rule[r], want[r].r);
        assert_true(fabs(exact_p_death(2 * r) - want[r].die_10_11) < 1e-15);
        assert_true(fabs(exact_p_death(2 * r + 1) - want[r].die_11_12) < 1e-15);
    }
}

/* Monte Carlo against exact for grid cases of every rule: a fight where
 * the snapshot, the threshold and the latch all matter. */
static void monte_carlo_vs_exact(void **state)
{
    (void)state;
    reset();
    texts[GRK_MAXHP] = "22";
    texts[GRK_HP] = "full, 20";
    texts[GRK_DAMAGE] = "1d6+1";
    texts[GRK_HIT] = "18/21";
    texts[GRK_HITS] = "3";
    texts[GRK_TURNS] = "2";
    texts[GRK_REGEN] = "1 at 50%";
    parse_ok();
    size_t n = grace_grid_count(&g);
    assert_int_equal(n, 2 * GRACE_RULE_ALL_COUNT);
    for (size_t i = 0; i < n; i++) {
        struct grace_case c;
        char text[NH_MAX_GRID][NH_GRID_TEXT];
        struct nh_pmf f[GH_COUNT];
        struct nh_tally t;
        get_case(i, &c, text);
        assert_int_equal(grace_exact(&c, f), 0);
        assert_int_equal(jobs_simulate(&grace_job_kind, &c, 20261121u + i, 200000, 2, &t), 0);
        for (int h = 0; h < GH_COUNT; h++) {
            struct nh_gof gf = {0};
            assert_int_equal(gof_chisq(tally_hist(&t, (size_t)h), t.lo[h], t.width[h], &f[h], &gf),
                             0);
            if (gf.p < NH_TEST_P_MIN) {
                print_error("case %zu (%s, HP %d) histogram %d: p = %g\n", i, text[0], c.hp, h,
                            gf.p);
                fail();
            }
        }
        struct grace_stats se, sm;
        assert_int_equal(grace_stats_from_pmfs(&c, f, &se), 0);
        assert_int_equal(grace_stats_from_tally(&c, &t, &sm), 0);
        /* within 5 standard errors */
        double sd = sqrt(se.p_death * (1 - se.p_death) / 200000) + 1e-9;
        assert_true(fabs(se.p_death - sm.p_death) < 5 * sd);
        assert_int_equal(sm.n, 200000);
        tally_free(&t);
        grace_exact_free(f);
    }
}

/* The saves' keys (docs/rules.md, Life saving and polymorph): each
 * version's savelife() per case's max HP, the keys that need another, and
 * the polymorphed form. */
static void saves_keys(void **state)
{
    (void)state;
    struct grace_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    reset();
    texts[GRK_MAXHP] = "8,20";
    texts[GRK_RULE] = "none";
    texts[GRK_LIFE_SAVING] = "3.6.7";
    texts[GRK_XL] = "14";
    parse_ok();
    assert_true(grace_grid_saves(&g));
    get_case(0, &c, text);
    assert_int_equal(c.ls_hp, 28); /* max(2 * 14, 10) */
    assert_int_equal(c.ls_maxhp, 28);
    get_case(1, &c, text);
    assert_int_equal(c.ls_maxhp, 28);
    texts[GRK_LIFE_SAVING] = "5.0";
    texts[GRK_MAXHP] = "100";
    texts[GRK_CON] = "10";
    parse_ok();
    get_case(0, &c, text);
    assert_int_equal(c.ls_hp, 90); /* 50 + 10 * (9 / 2) */
    assert_int_equal(c.ls_maxhp, 100);
    texts[GRK_LIFE_SAVING] = "3.4.3";
    texts[GRK_XL] = NULL;
    texts[GRK_CON] = NULL;
    parse_ok();
    get_case(0, &c, text);
    assert_int_equal(c.ls_hp, 100);
    /* polymorph */
    reset();
    texts[GRK_POLYMORPH] = "30/40";
    parse_ok();
    get_case(0, &c, text);
    assert_int_equal(c.form_hp, 30);
    assert_int_equal(c.form_maxhp, 40);
    assert_false(c.unchanging);
    texts[GRK_POLYMORPH] = "12";
    texts[GRK_UNCHANGING] = "on";
    parse_ok();
    get_case(0, &c, text);
    assert_true(c.form_hp == 12 && c.form_maxhp == 12 && c.unchanging);
    texts[GRK_POLYMORPH] = "off";
    texts[GRK_UNCHANGING] = NULL;
    parse_ok();
    assert_false(grace_grid_saves(&g));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(dice),
        cmocka_unit_test(hit_chances),
        cmocka_unit_test(regens),
        cmocka_unit_test(defaults),
        cmocka_unit_test(lists_and_columns),
        cmocka_unit_test(variants),
        cmocka_unit_test(boundary_10_11_vs_11_12),
        cmocka_unit_test(monte_carlo_vs_exact),
        cmocka_unit_test(saves_keys),
    };
    return cmocka_run_group_tests_name("grace_grid", tests, NULL, NULL);
}
