/* Tests of the regen inputs that are accepted: lists, targets, paired keys,
 * measures (bad input: rows of tests/bad-input.tsv). */
#include "testutil.h"

#include <string.h>

#include "kinds/regen/regen_grid.h"

static const char *texts[RK_COUNT];

static void reset(void)
{
    memset(texts, 0, sizeof texts);
    texts[RK_XL] = "8";
    texts[RK_CON] = "16";
    texts[RK_MAXHP] = "70";
}

static int parse(struct regen_grid *g, int *bad, char *err, size_t len)
{
    return regen_grid_parse(texts, g, bad, err, len);
}

/* The load's exceptions as keys: encumbrance overloaded and plane_of_air,
 * which adds its column (only when on). */
static void load_exceptions(void **state)
{
    (void)state;
    static struct regen_grid g;
    int bad;
    char err[512] = "";
    reset();
    texts[RK_ENCUMBRANCE] = "stressed,Overloaded";
    texts[RK_PLANE_OF_AIR] = "on";
    assert_int_equal(parse(&g, &bad, err, sizeof err), 0);
    assert_int_equal(regen_grid_count(&g), 2);
    struct regen_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    assert_int_equal(regen_grid_case(&g, 1, &c, text, err, sizeof err), 0);
    assert_int_equal(c.enc, NH_ENC_OVERLOADED);
    assert_true(c.plane_of_air);
    const char *names[NH_MAX_GRID], *labels[NH_MAX_GRID];
    unsigned numeric;
    int n = regen_grid_columns(&g, names, labels, &numeric);
    assert_int_equal(n, 11);
    assert_string_equal(names[6], "encumbrance");
    assert_string_equal(text[6], "overloaded");
    assert_string_equal(names[8], "plane_of_air");
    assert_string_equal(text[8], "on");
    texts[RK_PLANE_OF_AIR] = "off";
    assert_int_equal(parse(&g, &bad, err, sizeof err), 0);
    assert_int_equal(regen_grid_columns(&g, names, labels, &numeric), 10);

    /* A ring of regeneration: the hand, and Regeneration on by default. */
    reset();
    texts[RK_RING] = "Right";
    assert_int_equal(parse(&g, &bad, err, sizeof err), 0);
    assert_int_equal(regen_grid_case(&g, 0, &c, text, err, sizeof err), 0);
    assert_int_equal(c.ring, NH_RING_RIGHT);
    assert_true(c.regeneration);
}

static void defaults(void **state)
{
    (void)state;
    static struct regen_grid g;
    int bad;
    char err[512];
    reset();
    assert_int_equal(parse(&g, &bad, err, sizeof err), 0);
    assert_int_equal(regen_grid_count(&g), 1);
    struct regen_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    assert_int_equal(regen_grid_case(&g, 0, &c, text, err, sizeof err), 0);
    assert_int_equal(c.variant, NH_V367);
    assert_int_equal(c.hp, 1);
    assert_int_equal(c.maxhp, 70);
    assert_int_equal(c.target, 70); /* full */
    assert_int_equal(c.enc, NH_ENC_UNENCUMBERED);
    assert_true(c.move == 0);
    assert_false(c.regeneration);
    assert_true(c.turn_random);
    assert_int_equal(c.measure, NH_REGEN_TURNS);
    assert_int_equal(c.max_turns, NH_REGEN_DEFAULT_LIMIT);
    /* columns: no role or race when not given */
    const char *names[NH_MAX_GRID], *labels[NH_MAX_GRID];
    unsigned numeric;
    int n = regen_grid_columns(&g, names, labels, &numeric);
    const char *want[] = {"variant", "xl",          "con",  "hp",           "maxhp",
                          "target",  "encumbrance", "move", "regeneration", "turn"};
    assert_int_equal(n, 10);
    for (int i = 0; i < n; i++)
        assert_string_equal(names[i], want[i]);
    const char *row[] = {"3.6.7", "8", "16", "1", "70", "70", "unencumbered", "0", "off", "random"};
    for (int i = 0; i < n; i++)
        assert_string_equal(text[i], row[i]);
}

static void grid_product_and_targets(void **state)
{
    (void)state;
    static struct regen_grid g;
    int bad;
    char err[512];
    reset();
    texts[RK_VARIANT] = "3.6.7, 5.0";
    texts[RK_MAXHP] = "10,71";
    texts[RK_TARGET] = "full, 0.5, 50%, 9";
    texts[RK_ENCUMBRANCE] = "none, str";
    assert_int_equal(parse(&g, &bad, err, sizeof err), -1); /* "str": stressed or strained */
    texts[RK_ENCUMBRANCE] = "none, strai";
    assert_int_equal(parse(&g, &bad, err, sizeof err), 0);
    assert_int_equal(regen_grid_count(&g), 2 * 2 * 4 * 2);
    struct regen_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    /* the last list key varies fastest: variant, role, race, xl, con, hp,
     * maxhp, target, encumbrance, ... */
    int want_target[2][4] = {{10, 5, 5, 9}, {71, 36, 36, 9}};
    for (int m = 0; m < 2; m++)
        for (int t = 0; t < 4; t++) {
            size_t i = (size_t)(m * 4 + t) * 2 + 1;
            assert_int_equal(regen_grid_case(&g, i, &c, text, err, sizeof err), 0);
            assert_int_equal(c.variant, NH_V367);
            assert_int_equal(c.target, want_target[m][t]);
            assert_int_equal(c.enc, NH_ENC_STRAINED);
        }
    assert_int_equal(regen_grid_case(&g, 16, &c, text, err, sizeof err), 0);
    assert_int_equal(c.variant, NH_V50);
}

static void paired_lists(void **state)
{
    (void)state;
    static struct regen_grid g;
    int bad;
    char err[512];
    reset();
    texts[RK_ROLE] = "Tou, Val, Wiz";
    texts[RK_XL] = "1, 8, 14";
    texts[RK_MAXHP] = "10, 70, 80";
    texts[RK_CON] = "12, 18, 14";
    texts[RK_PAIRED] = "role, xl, maxhp, con";
    texts[RK_ENCUMBRANCE] = "none, stressed";
    assert_int_equal(parse(&g, &bad, err, sizeof err), 0);
    assert_int_equal(regen_grid_count(&g), 6);
    struct regen_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    int xl[] = {1, 8, 14}, maxhp[] = {10, 70, 80}, con[] = {12, 18, 14};
    const char *roles[] = {"Tou", "Val", "Wiz"};
    for (size_t i = 0; i < 6; i++) {
        assert_int_equal(regen_grid_case(&g, i, &c, text, err, sizeof err), 0);
        assert_int_equal(c.xl, xl[i / 2]);
        assert_int_equal(c.maxhp, maxhp[i / 2]);
        assert_int_equal(c.con, con[i / 2]);
        assert_int_equal(c.enc, i % 2 ? NH_ENC_STRESSED : NH_ENC_UNENCUMBERED);
        assert_string_equal(text[1], roles[i / 2]);
    }
}

static void rate_measure(void **state)
{
    (void)state;
    static struct regen_grid g;
    int bad;
    char err[512];
    memset(texts, 0, sizeof texts);
    texts[RK_XL] = "1-30";
    texts[RK_CON] = "3-25";
    texts[RK_MEASURE] = "rate";
    assert_int_equal(parse(&g, &bad, err, sizeof err), 0);
    assert_int_equal(regen_grid_count(&g), 30 * 23);
    const char *names[NH_MAX_GRID], *labels[NH_MAX_GRID];
    unsigned numeric;
    int n = regen_grid_columns(&g, names, labels, &numeric);
    assert_int_equal(n, 4);
    assert_string_equal(names[3], "regeneration");
}

static void measure_hp_needs_after(void **state)
{
    (void)state;
    static struct regen_grid g;
    int bad;
    char err[512];
    reset();
    texts[RK_AFTER] = "10, 100";
    assert_int_equal(parse(&g, &bad, err, sizeof err), 0);
    assert_int_equal(g.base.measure, NH_REGEN_HP);
    assert_int_equal(regen_grid_count(&g), 2);
}

static void polymorphed(void **state)
{
    (void)state;
    static struct regen_grid g;
    int bad;
    char err[512];
    reset();
    texts[RK_VARIANT] = "3.4.3";
    texts[RK_MH] = "5";
    texts[RK_MHMAX] = "20";
    assert_int_equal(parse(&g, &bad, err, sizeof err), 0);
    struct regen_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    assert_int_equal(regen_grid_case(&g, 0, &c, text, err, sizeof err), 0);
    assert_true(c.polyd && c.track_mh);
    assert_int_equal(c.target, 20);
    texts[RK_TRACK] = "hp";
    assert_int_equal(parse(&g, &bad, err, sizeof err), 0);
    assert_int_equal(regen_grid_case(&g, 0, &c, text, err, sizeof err), 0);
    assert_false(c.track_mh);
    assert_int_equal(c.target, 70);
}

/* EvilHack's keys: its own roles and races by name (every variant
 * evilhack), each flag on the case, and the default off (the game's
 * start: no Amulet, a dark square, no plants, out of the shell). */
static void evilhack_keys(void **state)
{
    (void)state;
    static struct regen_grid g;
    int bad;
    char err[512] = "";
    struct regen_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    reset();
    texts[RK_VARIANT] = "evilhack";
    texts[RK_ROLE] = "Infidel";
    texts[RK_RACE] = "drow";
    assert_int_equal(parse(&g, &bad, err, sizeof err), -1); /* no Amulet: never heals */
    assert_non_null(strstr(err, "without the Amulet"));
    texts[RK_AMULET] = "on";
    texts[RK_LIT] = "on";
    assert_int_equal(parse(&g, &bad, err, sizeof err), 0);
    assert_int_equal(regen_grid_case(&g, 0, &c, text, err, sizeof err), 0);
    assert_int_equal(c.variant, NH_VEVH);
    assert_int_equal(c.role, NH_EVH_INF);
    assert_int_equal(c.race, NH_EVH_DROW);
    assert_true(c.amulet && c.lit && !c.plants && !c.shell && !c.valley && !c.contact);
    reset();
    texts[RK_VARIANT] = "evilhack";
    texts[RK_ROLE] = "Druid";
    texts[RK_RACE] = "tortle";
    texts[RK_PLANTS] = "on";
    texts[RK_SHELL] = "on";
    texts[RK_AFTER] = "100";
    assert_int_equal(parse(&g, &bad, err, sizeof err), 0);
    assert_int_equal(regen_grid_case(&g, 0, &c, text, err, sizeof err), 0);
    assert_true(c.plants && c.shell && !c.amulet && !c.lit);
    assert_int_equal(regen_case_period(&c), 4); /* XL 8: N(8) = 5, less 1 */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(defaults),
        cmocka_unit_test(load_exceptions),
        cmocka_unit_test(grid_product_and_targets),
        cmocka_unit_test(paired_lists),
        cmocka_unit_test(rate_measure),
        cmocka_unit_test(measure_hp_needs_after),
        cmocka_unit_test(polymorphed),
        cmocka_unit_test(evilhack_keys),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
