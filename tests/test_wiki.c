/* Tests of the wiki tables an editor can paste: full role and race names,
 * columns with one value moved to the caption, the command in the caption,
 * pivot lines with unique keys, and the rounding of each statistic. */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>
#include "cli/cli_common.h"
#include "nhmc/output.h"
#include "output/common.h"

static void fill_rows(struct nh_row *rows, size_t n, int ngrid, const char *const (*g)[6])
{
    memset(rows, 0, n * sizeof rows[0]);
    for (size_t r = 0; r < n; r++) {
        for (int c = 0; c < ngrid; c++)
            snprintf(rows[r].grid[c], NH_GRID_TEXT, "%s", g[r][c]);
        rows[r].s.mean = 10.0 + (double)r;
    }
}

/* How many times `needle` occurs in `hay`. */
static int count(const char *hay, const char *needle)
{
    int n = 0;
    for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

/* Role abbreviations become the game's role names, race abbreviations and
 * adjectives its race nouns; the CSV keeps what the rows hold. */
static void test_full_names(void **state)
{
    (void)state;
    static const char *const g[4][6] = {{"3.6.7", "Val", "dwa", "18"},
                                        {"3.6.7", "Arc", "gno", "16"},
                                        {"3.6.7", "Pri", "elf", "18"},
                                        {"3.6.7", "Kni", "hum", "16"}};
    struct nh_row rows[4];
    fill_rows(rows, 4, 4, g);
    struct nh_table t = {.ngrid = 4,
                         .grid_names = {"variant", "role", "race", "con"},
                         .grid_labels = {"Variant", "Role", "Race", "Con"},
                         .nrows = 4,
                         .rows = rows,
                         .what = "Max HP in NetHack 3.6.7",
                         .exact = true};
    char *wiki = capture(output_wiki, &t);
    assert_non_null(strstr(wiki, "| Valkyrie || dwarf || 18 || 10.00 ||"));
    assert_non_null(strstr(wiki, "| Archeologist || gnome || 16 || 11.00 ||"));
    assert_non_null(strstr(wiki, "| Priest || elf || 18 ||"));
    assert_non_null(strstr(wiki, "| Knight || human || 16 ||"));
    assert_null(strstr(wiki, "Val "));
    free(wiki);
    char *csv = capture(output_csv, &t);
    assert_non_null(strstr(csv, "\n3.6.7,Val,dwa,18,"));
    free(csv);

    static const struct {
        const char *column, *text, *want;
    } names[] = {
        {"role", "Cav", "Caveman"},
        {"role", "Sam", "Samurai"},
        {"role", "Wiz", "Wizard"},
        {"race", "dwarven", "dwarf"},
        {"race", "orc", "orc"},
        {"race", "gnomish", "gnome"},
        {"role", "Valkyrie", "Valkyrie"},
        {"role", "Xyz", "Xyz"},
        {"con", "Val", "Val"},
        {"monster", "gnome lord", "gnome lord"},
    };
    for (size_t i = 0; i < NELEMS(names); i++)
        assert_string_equal(game_display_name(names[i].column, names[i].text), names[i].want);
}

/* A column with one value on every row is named once in the caption, in
 * column order; a variant the caption already names is not repeated; a
 * table of one row keeps its columns. */
static void test_constant_columns(void **state)
{
    (void)state;
    static const char *const g[3][6] = {{"5.0", "Val", "hum", "10", "1"},
                                        {"5.0", "Val", "hum", "10", "2"},
                                        {"5.0", "Val", "hum", "10", "3"}};
    struct nh_row rows[3];
    fill_rows(rows, 3, 5, g);
    struct nh_table t = {.ngrid = 5,
                         .grid_names = {"variant", "role", "race", "con", "xl"},
                         .grid_labels = {"Variant", "Role", "Race", "Con", "XL"},
                         .grid_numeric = 3u << 3,
                         .nrows = 3,
                         .rows = rows,
                         .what = "Max HP in NetHack 5.0",
                         .trials = 1000,
                         .seed = 9};
    char *wiki = capture(output_wiki, &t);
    assert_non_null(strstr(wiki, "|+ Max HP in NetHack 5.0; all rows: Role Valkyrie, Race human, "
                                 "Con 10; 1,000 trials per row, seed 9\n"
                                 "! data-sort-type=\"number\" | XL\n"
                                 "! data-sort-type=\"number\" | mean\n"));
    assert_non_null(strstr(wiki, "|-\n| 2 || 11.00 ||"));
    assert_null(strstr(wiki, "Variant"));
    free(wiki);

    /* a variant the caption does not name is listed with the others */
    snprintf(t.what, sizeof t.what, "Max HP");
    wiki = capture(output_wiki, &t);
    assert_non_null(strstr(wiki, "|+ Max HP; all rows: Variant 5.0, Role Valkyrie, Race human, "
                                 "Con 10; 1,000 trials"));
    free(wiki);

    /* one row: nothing to repeat, every column stays */
    t.nrows = 1;
    wiki = capture(output_wiki, &t);
    assert_null(strstr(wiki, "all rows"));
    assert_non_null(strstr(wiki, "| 5.0 || Valkyrie || human || 10 || 1 || 10.00 ||"));
    free(wiki);

    /* in the spread-out layout too, but a spread column stays a heading */
    t.nrows = 3;
    t.wiki_columns = "variant";
    wiki = capture(output_wiki, &t);
    assert_non_null(strstr(wiki, "all rows: Role Valkyrie, Race human, Con 10; 1,000"));
    assert_non_null(strstr(wiki, "! data-sort-type=\"number\" | Variant 5.0\n"));
    assert_non_null(strstr(wiki, "|-\n| 3 || 12.00\n"));
    free(wiki);
}

/* The caption ends with the command that made the table, out of the
 * markup: a '|' in it cannot end the caption. */
static void test_caption_command(void **state)
{
    (void)state;
    struct nh_row rows[1];
    static const char *const g[1][6] = {{"Val"}};
    fill_rows(rows, 1, 1, g);
    struct nh_table t = {.ngrid = 1,
                         .grid_names = {"role"},
                         .nrows = 1,
                         .rows = rows,
                         .what = "levelup",
                         .exact = true,
                         .command = "nhmc levelup --role Val --events 'a|b'"};
    char *wiki = capture(output_wiki, &t);
    assert_non_null(strstr(wiki, "|+ levelup; exact values; made by <code><nowiki>nhmc levelup "
                                 "--role Val --events 'a&#124;b'</nowiki></code>\n"));
    free(wiki);
    t.command = NULL;
    wiki = capture(output_wiki, &t);
    assert_non_null(strstr(wiki, "|+ levelup; exact values\n"));
    free(wiki);

    /* the command line as typed again: words a shell would change quoted */
    static const struct {
        int argc;
        char *argv[4];
        const char *want;
    } lines[] = {
        {2, {"run", "scenarios/pray_turn_101.ini"}, "nhmc run scenarios/pray_turn_101.ini"},
        {3,
         {"growth", "--events", "level 5; pray 300"},
         "nhmc growth --events 'level 5; pray 300'"},
        {3, {"monster", "--name", "Croesus's"}, "nhmc monster --name 'Croesus'\\''s'"},
        {2, {"levelup", ""}, "nhmc levelup ''"},
        {4,
         {"levelup", "--role=Val", "-o", "x_{variant}.wiki"},
         "nhmc levelup --role=Val -o 'x_{variant}.wiki'"},
    };
    for (size_t i = 0; i < NELEMS(lines); i++) {
        char buf[128];
        assert_int_equal(nh_command_line(buf, sizeof buf, lines[i].argc, lines[i].argv), 0);
        assert_string_equal(buf, lines[i].want);
    }
    char small[8];
    char *words[] = {"levelup"};
    assert_int_equal(nh_command_line(small, sizeof small, 1, words), -1);
    assert_string_equal(small, "");
}

/* A row heading that follows only the spread column (Luck 0 in 3.6.7, 1
 * in 5.0 for an Archeologist) does not split a line: one line per role and
 * race, every cell filled, the heading listing its values.  A heading
 * that tells rows apart (record) stays in the key. */
static void test_pivot_unique_lines(void **state)
{
    (void)state;
    static const char *const g[8][6] = {
        {"3.6.7", "Arc", "hum", "0", "10"}, {"3.6.7", "Arc", "hum", "0", "1"},
        {"3.6.7", "Val", "hum", "0", "0"},  {"3.6.7", "Val", "hum", "0", "1"},
        {"5.0", "Arc", "hum", "1", "10"},   {"5.0", "Arc", "hum", "1", "1"},
        {"5.0", "Val", "hum", "0", "0"},    {"5.0", "Val", "hum", "0", "1"},
    };
    struct nh_row rows[8];
    fill_rows(rows, 8, 5, g);
    struct nh_table t = {.ngrid = 5,
                         .grid_names = {"variant", "role", "race", "luck", "record"},
                         .grid_labels = {"Variant", "Role", "Race", "Luck", "record"},
                         .nrows = 8,
                         .rows = rows,
                         .what = "prayer",
                         .exact = true,
                         .wiki_columns = "variant"};
    char *wiki = capture(output_wiki, &t);
    assert_non_null(strstr(wiki, "all rows: Race human; exact values; each cell: the mean\n"
                                 "! Role\n! Luck\n! record\n"));
    assert_non_null(strstr(wiki, "|-\n| Archeologist || 0 / 1 || 10 || 10.00 || 14.00\n"
                                 "|-\n| Archeologist || 0 / 1 || 1 || 11.00 || 15.00\n"
                                 "|-\n| Valkyrie || 0 || 0 || 12.00 || 16.00\n"
                                 "|-\n| Valkyrie || 0 || 1 || 13.00 || 17.00\n|}\n"));
    assert_int_equal(count(wiki, "|-\n| "), 4);
    free(wiki);

    /* the first heading names the line: never merged, even when its rows
     * fall in different columns (Luck, now 0 on both rows, is captioned) */
    t.nrows = 2;
    rows[1] = rows[6];
    wiki = capture(output_wiki, &t);
    assert_non_null(strstr(wiki, "| Archeologist || 10 || 10.00 || \n"));
    assert_non_null(strstr(wiki, "| Valkyrie || 0 ||  || 16.00\n"));
    free(wiki);
}

/* Means and sds to 2 decimals, probabilities to 3, with a chance that
 * would round to 0 or 1 shown as <0.001 or >0.999; percentiles to 1. */
static void test_rounding(void **state)
{
    (void)state;
    static const char *const names[] = {"p_death", "turns_mean", "n", "s_end_percentile"};
    static const char *const labels[] = {"P(death)", "mean turns", "fights", "percentile"};
    static const int decimals[] = {10, 10, -1, 10};
    static const double values[][4] = {{0.12345, 3.14159, 7, 83.46},
                                       {0.0004, 2.0, 8, 0.04},
                                       {0.99951, 0.005, 9, 99.96},
                                       {1.0, 1.0, 10, 50.0},
                                       {0.0, 0.0, 11, 100.0}};
    static const char *const want[] = {
        "0.123 || 3.14 || 7 || 83.5", "<0.001 || 2.00 || 8 || 0.0", ">0.999 || 0.01 || 9 || 100.0",
        "1.000 || 1.00 || 10 || 50.0", "0.000 || 0.00 || 11 || 100.0"};
    struct nh_row rows[NELEMS(values)];
    memset(rows, 0, sizeof rows);
    for (size_t r = 0; r < NELEMS(values); r++) {
        snprintf(rows[r].grid[0], NH_GRID_TEXT, "%zu", r);
        rows[r].values = values[r];
    }
    struct nh_table t = {.ngrid = 1,
                         .grid_names = {"hp"},
                         .nrows = NELEMS(values),
                         .rows = rows,
                         .what = "grace",
                         .exact = true,
                         .nvalues = 4,
                         .value_names = names,
                         .value_labels = labels,
                         .value_decimals = decimals};
    char *wiki = capture(output_wiki, &t);
    for (size_t r = 0; r < NELEMS(values); r++) {
        char line[64];
        snprintf(line, sizeof line, "| %zu || %s\n", r, want[r]);
        assert_non_null(strstr(wiki, line));
    }
    free(wiki);
    /* the CSV keeps every decimal */
    char *csv = capture(output_csv, &t);
    assert_non_null(strstr(csv, "\n1,0.0004000000,2.0000000000,8,0.0400000000\n"));
    free(csv);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_full_names),      cmocka_unit_test(test_constant_columns),
        cmocka_unit_test(test_caption_command), cmocka_unit_test(test_pivot_unique_lines),
        cmocka_unit_test(test_rounding),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
