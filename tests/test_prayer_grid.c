/* Tests of the prayer inputs that are accepted: lists, defaults resolved per
 * case, paired keys and columns (bad input: rows of tests/bad-input.tsv). */
#include "testutil.h"

#include <string.h>

#include "kinds/prayer/prayer_grid.h"

static const char *texts[PK_COUNT];
static struct prayer_grid g; /* large: off the stack */

static void reset(void)
{
    memset(texts, 0, sizeof texts);
    texts[PK_ROLE] = "Tou";
    texts[PK_TURN] = "101";
}

static void parse_ok(void)
{
    grid_parse_ok(prayer_grid_parse, texts, &g);
}

/* Case i of g, which must be good. */
static void get_case(size_t i, struct prayer_case *c, char text[][NH_GRID_TEXT])
{
    char err[512] = "";
    if (prayer_grid_case(&g, i, c, text, err, sizeof err) != 0) {
        print_error("case %zu: %s\n", i, err);
        fail();
    }
}

/* `opposed` for a hero who is always neutral is cross-aligned (3.6.7
 * src/pray.c, can_pray()): a Healer and a gnomish Wizard; not a human
 * Wizard, who may be chaotic. */
static void neutral_opposed(void **state)
{
    (void)state;
    reset();
    texts[PK_ROLE] = "Hea,Wiz";
    texts[PK_RACE] = "gnome,human";
    texts[PK_ALTAR] = "opposed";
    parse_ok();
    assert_int_equal(prayer_grid_count(&g), 4);
    /* Hea hum, Hea gno, Wiz hum, Wiz gno */
    static const enum prayer_altar want[] = {PRAYER_CROSSALIGNED, PRAYER_CROSSALIGNED,
                                             PRAYER_OPPOSED, PRAYER_CROSSALIGNED};
    for (size_t i = 0; i < 4; i++) {
        struct prayer_case c;
        char text[NH_MAX_GRID][NH_GRID_TEXT];
        get_case(i, &c, text);
        assert_int_equal(c.altar, want[i]);
    }
}

static void defaults(void **state)
{
    (void)state;
    reset();
    parse_ok();
    assert_int_equal(prayer_grid_count(&g), 1);
    struct prayer_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    get_case(0, &c, text);
    assert_int_equal(c.variant, NH_V367);
    assert_string_equal(nh_roles[c.role].abbr, "Tou");
    assert_string_equal(nh_races[c.race].name, "human");
    assert_int_equal(c.con, 10);
    assert_int_equal(c.xl, 1);
    assert_int_equal(c.maxhp, 10); /* a human Tourist's starting max HP */
    assert_int_equal(c.hp, 1);
    assert_int_equal(c.turn, 101);
    assert_int_equal(c.luck, 0);
    assert_int_equal(c.base_luck, 0);
    assert_int_equal(c.record, 0); /* the Tourist's starting record */
    assert_int_equal(c.wishes, 0);
    assert_int_equal(c.altar, PRAYER_OFF_ALTAR);
    assert_int_equal(c.anger, 0);
    assert_false(c.polyd || c.unchanging || c.demigod || c.crowned || c.tune_known);
    struct prayer_case_info info;
    prayer_grid_case_info(&g, 0, &info);
    assert_true(info.luck_default);
    assert_true(info.record_default);
    assert_true(info.maxhp_start);
    /* the columns, and no others */
    const char *names[NH_MAX_GRID], *labels[NH_MAX_GRID];
    unsigned numeric;
    int n = prayer_grid_columns(&g, names, labels, &numeric);
    const char *want[] = {"variant", "role", "race", "con",   "xl",
                          "maxhp",   "turn", "luck", "record"};
    const char *row[] = {"3.6.7", "Tou", "hum", "10", "1", "10", "101", "0", "0"};
    assert_int_equal(n, 9);
    for (int i = 0; i < n; i++) {
        assert_string_equal(names[i], want[i]);
        assert_string_equal(text[i], row[i]);
    }
    assert_int_equal(numeric, 0x1f8u); /* con .. record */
    char desc[256];
    prayer_grid_describe(&g, desc, sizeof desc);
    assert_string_equal(desc, "off an altar; HP 1 (in trouble); Luck base 0; record: the role's "
                              "starting record; no wishes");
}

static void default_record_and_maxhp(void **state)
{
    (void)state;
    reset();
    texts[PK_ROLE] = "Tou, Sam, Val";
    texts[PK_RACE] = "human";
    parse_ok();
    assert_int_equal(prayer_grid_count(&g), 3);
    struct prayer_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    /* pairs come in the table's role order: Sam, Tou, Val */
    int record[3] = {10, 0, 0}, maxhp[3] = {15, 10, 16};
    const char *role[3] = {"Sam", "Tou", "Val"};
    for (size_t i = 0; i < 3; i++) {
        get_case(i, &c, text);
        assert_string_equal(nh_roles[c.role].abbr, role[i]);
        assert_int_equal(c.record, record[i]);
        assert_int_equal(c.maxhp, maxhp[i]);
        assert_int_equal(c.record, nh_roles[c.role].initrecord);
        assert_int_equal(c.maxhp, nh_start_hp(c.role, c.race));
    }
    /* above XL 1 the default max HP is rolled; start is an error there */
    texts[PK_XL] = "1, 5";
    parse_ok();
    assert_int_equal(prayer_grid_count(&g), 6);
    get_case(1, &c, text);
    assert_int_equal(c.xl, 5);
    assert_int_equal(c.maxhp, PRAYER_MAXHP_ROLLED);
    assert_string_equal(text[5], "rolled");
    struct prayer_case_info info;
    prayer_grid_case_info(&g, 1, &info);
    assert_false(info.maxhp_start);
    const char *names[NH_MAX_GRID], *labels[NH_MAX_GRID];
    unsigned numeric;
    prayer_grid_columns(&g, names, labels, &numeric);
    assert_false(numeric & (1u << 5)); /* maxhp: "rolled" is not a number */
    /* explicit words */
    texts[PK_XL] = "1";
    texts[PK_MAXHP] = "start, rolled, 12";
    texts[PK_RECORD] = "start, 3";
    texts[PK_LUCK] = "base, -2";
    parse_ok();
    assert_int_equal(prayer_grid_count(&g), 3 * 3 * 2 * 2);
    get_case(0, &c, text);
    prayer_grid_case_info(&g, 0, &info);
    assert_int_equal(c.maxhp, 15);
    assert_true(info.maxhp_start && info.record_default && info.luck_default);
    get_case(2 * 2 * 2 + 3, &c, text); /* Sam, maxhp 12, record 3, luck -2 */
    prayer_grid_case_info(&g, 2 * 2 * 2 + 3, &info);
    assert_int_equal(c.maxhp, 12);
    assert_int_equal(c.record, 3);
    assert_int_equal(c.luck, -2);
    assert_false(info.maxhp_start || info.record_default || info.luck_default);
}

static void base_luck(void **state)
{
    (void)state;
    struct prayer_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    reset();
    texts[PK_FULL_MOON] = "on";
    parse_ok();
    get_case(0, &c, text);
    assert_int_equal(c.base_luck, 1);
    assert_int_equal(c.luck, 1);
    char desc[256];
    prayer_grid_describe(&g, desc, sizeof desc);
    assert_non_null(strstr(desc, "Luck base (full moon +1)"));
    /* the 5.0 Archeologist's fedora; not in 3.6.7 */
    reset();
    texts[PK_ROLE] = "Arc";
    texts[PK_RACE] = "human";
    texts[PK_VARIANT] = "3.6.7, 5.0";
    parse_ok();
    get_case(0, &c, text);
    assert_int_equal(c.variant, NH_V367);
    assert_int_equal(c.luck, 0);
    get_case(1, &c, text);
    assert_int_equal(c.variant, NH_V50);
    assert_int_equal(c.base_luck, 1);
    assert_int_equal(c.luck, 1);
    assert_string_equal(text[7], "1");
    prayer_grid_describe(&g, desc, sizeof desc);
    assert_non_null(strstr(desc, "fedora +1"));
    texts[PK_FEDORA] = "off";
    parse_ok();
    get_case(1, &c, text);
    assert_int_equal(c.luck, 0);
    /* an explicit Luck keeps the base for the timeout */
    texts[PK_FEDORA] = NULL;
    texts[PK_FRIDAY13] = "on";
    texts[PK_LUCK] = "-3-3";
    parse_ok();
    assert_int_equal(prayer_grid_count(&g), 2 * 7);
    get_case(7, &c, text);
    assert_int_equal(c.luck, -3);
    assert_int_equal(c.base_luck, 0); /* 5.0 Arc: fedora +1, Friday -1 */
    texts[PK_LUCK] = "-10--8";
    parse_ok();
    assert_int_equal(prayer_grid_count(&g), 2 * 3);
    get_case(2, &c, text);
    assert_int_equal(c.luck, -8);
}

static void grid_order_and_columns(void **state)
{
    (void)state;
    reset();
    texts[PK_VARIANT] = "3.4.3, 5.0";
    texts[PK_ROLE] = "Val";
    texts[PK_CON] = "16";
    texts[PK_XL] = "3";
    texts[PK_MAXHP] = "30";
    texts[PK_TURN] = "91-111";
    texts[PK_WISHES] = "0, 1";
    texts[PK_ALTAR] = "none, coaligned";
    texts[PK_HP] = "low, 4";
    texts[PK_RECORD] = "10";
    parse_ok();
    /* variant 2 x Val hum,dwa 2 x turn 21 x wishes 2 x altar 2 x hp 2 */
    assert_int_equal(prayer_grid_count(&g), 2 * 2 * 21 * 2 * 2 * 2);
    const char *names[NH_MAX_GRID], *labels[NH_MAX_GRID];
    unsigned numeric;
    int n = prayer_grid_columns(&g, names, labels, &numeric);
    const char *want[] = {"variant", "role", "race",   "con",    "xl",    "maxhp",
                          "turn",    "luck", "record", "wishes", "altar", "hp"};
    assert_int_equal(n, 12);
    for (int i = 0; i < n; i++)
        assert_string_equal(names[i], want[i]);
    assert_string_equal(labels[5], "max HP");
    assert_int_equal(numeric, 0xbf8u); /* con .. wishes, hp */
    struct prayer_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    /* the last list key varies fastest */
    get_case(0, &c, text);
    assert_int_equal(c.hp, 1);
    get_case(1, &c, text);
    assert_int_equal(c.hp, 4);
    get_case(2, &c, text);
    assert_int_equal(c.altar, PRAYER_COALIGNED);
    assert_string_equal(text[10], "coaligned");
    get_case(8, &c, text);
    assert_int_equal(c.turn, 92);
    size_t last = prayer_grid_count(&g) - 1;
    get_case(last, &c, text);
    const char *row[] = {"5.0", "Val", "dwa", "16", "3",         "30",
                         "111", "0",   "10",  "1",  "coaligned", "4"};
    for (int i = 0; i < n; i++)
        assert_string_equal(text[i], row[i]);
    char desc[256];
    prayer_grid_describe(&g, desc, sizeof desc);
    assert_string_equal(desc, "Luck base 0");
    /* singles */
    texts[PK_MH] = "3";
    texts[PK_MHMAX] = "20";
    texts[PK_UNCHANGING] = "on";
    texts[PK_ANGER] = "2";
    texts[PK_DEMIGOD] = "on";
    texts[PK_CROWNED] = "yes";
    texts[PK_TUNE_KNOWN] = "1";
    parse_ok();
    get_case(0, &c, text);
    assert_true(c.polyd && c.unchanging && c.demigod && c.crowned && c.tune_known);
    assert_int_equal(c.mh, 3);
    assert_int_equal(c.mhmax, 20);
    assert_int_equal(c.anger, 2);
    prayer_grid_describe(&g, desc, sizeof desc);
    assert_string_equal(desc, "polymorphed, mh 3 of 20, Unchanging; Luck base 0; god's anger 2; "
                              "demigod; crowned; castle tune known");
}

static void paired_lists(void **state)
{
    (void)state;
    struct prayer_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    reset();
    texts[PK_XL] = "1, 8, 14";
    texts[PK_MAXHP] = "12, 60, 95";
    texts[PK_PAIRED] = "xl, maxhp";
    texts[PK_TURN] = "101, 301";
    parse_ok();
    assert_int_equal(prayer_grid_count(&g), 6);
    int xl[] = {1, 8, 14}, maxhp[] = {12, 60, 95};
    for (size_t i = 0; i < 6; i++) {
        get_case(i, &c, text);
        assert_int_equal(c.xl, xl[i / 2]);
        assert_int_equal(c.maxhp, maxhp[i / 2]);
        assert_int_equal(c.turn, i % 2 ? 301 : 101);
    }
    /* role and race zipped */
    reset();
    texts[PK_ROLE] = "Val, Sam, Arc";
    texts[PK_RACE] = "dwarf, human, gnome";
    texts[PK_XL] = "2, 3, 4";
    texts[PK_PAIRED] = "role, race, xl";
    parse_ok();
    assert_int_equal(prayer_grid_count(&g), 3);
    const char *role[] = {"Val", "Sam", "Arc"}, *race[] = {"dwa", "hum", "gno"};
    for (size_t i = 0; i < 3; i++) {
        get_case(i, &c, text);
        assert_string_equal(text[1], role[i]);
        assert_string_equal(text[2], race[i]);
        assert_int_equal(c.xl, (int)i + 2);
    }
    /* role paired alone, with one race: one pair per role */
    reset();
    texts[PK_ROLE] = "Tou, Val";
    texts[PK_MAXHP] = "10, 16";
    texts[PK_PAIRED] = "role, maxhp";
    texts[PK_RACE] = "human";
    parse_ok();
    assert_int_equal(prayer_grid_count(&g), 2);
    get_case(1, &c, text);
    assert_string_equal(text[1], "Val");
    assert_int_equal(c.maxhp, 16);
}

/* A record within ALIGNLIM = 10 + T/200: 30 at turn 4000 (above it, at
 * turn 101, is a row of tests/bad-input.tsv). */
static void record_within_limit(void **state)
{
    (void)state;
    reset();
    texts[PK_RECORD] = "30";
    texts[PK_TURN] = "4000";
    parse_ok();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(defaults),
        cmocka_unit_test(neutral_opposed),
        cmocka_unit_test(default_record_and_maxhp),
        cmocka_unit_test(base_luck),
        cmocka_unit_test(grid_order_and_columns),
        cmocka_unit_test(paired_lists),
        cmocka_unit_test(record_within_limit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
