/* Tests of the growth inputs that are accepted: defaults, lists, paired
 * keys, columns and timelines (bad input: rows of tests/bad-input.tsv). */
#include "testutil.h"

#include <string.h>

#include "kinds/growth/growth_grid.h"

static const char *texts[GK_COUNT];
static struct growth_grid g; /* large: off the stack */

static void reset(void)
{
    memset(texts, 0, sizeof texts);
    texts[GK_ROLE] = "Val";
    texts[GK_EVENTS] = "level 14";
}

static void parse_ok(void)
{
    grid_parse_ok(growth_grid_parse, texts, &g);
}

/* Case i of g, which must be good. */
static void get_case(size_t i, struct growth_case *c, char text[][NH_GRID_TEXT])
{
    char err[512] = "";
    if (growth_grid_case(&g, i, c, text, err, sizeof err) != 0) {
        print_error("case %zu: %s\n", i, err);
        fail();
    }
}

static void columns_are(const char *const *want, int nwant, unsigned want_numeric)
{
    const char *names[NH_MAX_GRID], *labels[NH_MAX_GRID];
    unsigned numeric;
    int n = growth_grid_columns(&g, names, labels, &numeric);
    assert_int_equal(n, nwant);
    for (int i = 0; i < n; i++)
        assert_string_equal(names[i], want[i]);
    assert_int_equal(numeric, want_numeric);
}

static void defaults(void **state)
{
    (void)state;
    reset();
    parse_ok();
    /* a Valkyrie may be human or dwarf */
    assert_int_equal(growth_grid_count(&g), 2);
    struct growth_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    get_case(0, &c, text);
    assert_int_equal(c.variant, NH_V367);
    assert_string_equal(nh_roles[c.role].abbr, "Val");
    assert_string_equal(nh_races[c.race].name, "human");
    assert_int_equal(c.con, 10);
    assert_int_equal(c.start_xl, 1);
    assert_int_equal(c.until_maxhp, 0);
    assert_ptr_equal(c.tl, &g.tl);
    assert_ptr_equal(c.report, &g.report);
    assert_int_equal(g.tl.n, 1);
    assert_int_equal(g.tl.ev[0].kind, GE_LEVEL);
    assert_int_equal(g.report.mode, GR_END);
    get_case(1, &c, text);
    assert_string_equal(nh_races[c.race].name, "dwarf");
    /* the columns: no xl, no until */
    const char *want[] = {"variant", "role", "race", "con", "checkpoint"};
    columns_are(want, 5, 1u << 3);
    const char *row[] = {"3.6.7", "Val", "dwa", "10"};
    for (int i = 0; i < 4; i++)
        assert_string_equal(text[i], row[i]);
}

static void lists_and_columns(void **state)
{
    (void)state;
    struct growth_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    reset();
    texts[GK_VARIANT] = "3.4.3, 5.0";
    texts[GK_ROLE] = "Val, Sam";
    texts[GK_RACE] = "human";
    texts[GK_CON] = "10, 16-18";
    texts[GK_XL] = "1, 5";
    texts[GK_EVENTS] = "level 14; nurse";
    texts[GK_UNTIL_MAXHP] = "100, 5xl";
    texts[GK_REPORT] = "after each";
    parse_ok();
    assert_int_equal(growth_grid_count(&g), 2 * 2 * 4 * 2 * 2);
    assert_int_equal(g.report.mode, GR_EACH);
    /* the last list key varies fastest; pairs in the table's role order */
    get_case(1, &c, text);
    assert_int_equal(c.variant, NH_V343);
    assert_string_equal(nh_roles[c.role].abbr, "Sam");
    assert_int_equal(c.con, 10);
    assert_int_equal(c.start_xl, 1);
    assert_int_equal(c.until_maxhp, -5);
    assert_string_equal(text[5], "5xl");
    size_t last = growth_grid_count(&g) - 1;
    get_case(last, &c, text);
    assert_int_equal(c.variant, NH_V50);
    assert_string_equal(nh_roles[c.role].abbr, "Val");
    assert_int_equal(c.con, 18);
    assert_int_equal(c.start_xl, 5);
    assert_int_equal(c.until_maxhp, -5);
    const char *row[] = {"5.0", "Val", "hum", "18", "5", "5xl"};
    for (int i = 0; i < 6; i++)
        assert_string_equal(text[i], row[i]);
    /* xl and until appear when given; "5xl" makes until text */
    const char *want[] = {"variant", "role", "race", "con", "xl", "until", "checkpoint"};
    columns_are(want, 7, 1u << 3 | 1u << 4);
    texts[GK_UNTIL_MAXHP] = "100, 150";
    parse_ok();
    columns_are(want, 7, 1u << 3 | 1u << 4 | 1u << 5);
    texts[GK_XL] = NULL;
    parse_ok();
    const char *want2[] = {"variant", "role", "race", "con", "until", "checkpoint"};
    columns_are(want2, 6, 1u << 3 | 1u << 4);
    /* role all, race valid: every allowed pair */
    reset();
    texts[GK_ROLE] = "all";
    parse_ok();
    assert_true(growth_grid_count(&g) > 13);
    /* names in any case, full or short */
    reset();
    texts[GK_ROLE] = "valkyrie";
    texts[GK_RACE] = "DWA";
    texts[GK_UNTIL_MAXHP] = "5XL";
    texts[GK_EVENTS] = "level 10; nurse";
    parse_ok();
    get_case(0, &c, text);
    assert_string_equal(nh_races[c.race].name, "dwarf");
    /* a bare "nurse" runs until the target; "nurse 20" keeps its 20 hits */
    assert_int_equal(c.until_maxhp, -5);
    assert_int_equal(growth_nurse_hits(&c, &g.tl.ev[1]), GROWTH_NURSE_UNTIL_CAP);
    texts[GK_EVENTS] = "level 10; nurse 20";
    parse_ok();
    assert_int_equal(growth_nurse_hits(&c, &g.tl.ev[1]), 20);
}

static void paired_lists(void **state)
{
    (void)state;
    struct growth_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    reset();
    texts[GK_CON] = "10, 18";
    texts[GK_XL] = "1, 10";
    texts[GK_EVENTS] = "level 20";
    texts[GK_PAIRED] = "con, xl";
    texts[GK_RACE] = "human";
    parse_ok();
    assert_int_equal(growth_grid_count(&g), 2);
    get_case(1, &c, text);
    assert_int_equal(c.con, 18);
    assert_int_equal(c.start_xl, 10);
    /* role with race, element by element */
    reset();
    texts[GK_ROLE] = "Val, Sam";
    texts[GK_RACE] = "dwarf, human";
    texts[GK_PAIRED] = "role, race";
    parse_ok();
    assert_int_equal(growth_grid_count(&g), 2);
    get_case(0, &c, text);
    assert_string_equal(nh_races[c.race].name, "dwarf");
    get_case(1, &c, text);
    assert_string_equal(nh_roles[c.role].abbr, "Sam");
}

/* Timelines a case follows: levels from XL 1, and 64 events with their
 * checkpoints (the ones a case cannot follow are rows of tests/bad-input.tsv). */
static void timelines(void **state)
{
    (void)state;
    reset();
    texts[GK_RACE] = "human";
    texts[GK_EVENTS] = "level 1-14";
    parse_ok();
    static char many[2048];
    strcpy(many, "level 1-30");
    for (int i = 0; i < 63; i++)
        strcat(many, "; nurse until 5xl");
    reset();
    texts[GK_EVENTS] = many;
    parse_ok();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(defaults),
        cmocka_unit_test(lists_and_columns),
        cmocka_unit_test(paired_lists),
        cmocka_unit_test(timelines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
