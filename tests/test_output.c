/* Tests of the table writers: exact expected text for CSV, histogram CSV,
 * MediaWiki and text tables, CSV quoting, value tables, and write errors. */
#include "testutil.h"

#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include "nhmc/output.h"
#include "nhmc/table_io.h"

static void assert_writes(writer_fn writer, const struct nh_table *t, const char *want)
{
    char *got = capture(writer, t);
    assert_string_equal(got, want);
    free(got);
}

static const uint64_t valkyrie_hist[] = {1, 0, 3};      /* values 8..10 */
static const uint64_t tourist_hist[] = {2, 0, 0, 1, 0}; /* values -1..3 */

/* Two rows with summaries chosen to print exactly (binary fractions). */
static struct nh_row example_rows[] = {
    {
        .grid = {"Valkyrie", "18"},
        .s = {.n = 1000000,
              .mean = 14.5,
              .sd = 2.25,
              .sem = 0.125,
              .ci95_lo = 14.25,
              .ci95_hi = 14.75,
              .min = 8,
              .max = 21,
              .q = {10, 11, 13, 14, 16, 17, 18, 19}},
        .hist = valkyrie_hist,
        .hist_lo = 8,
        .hist_width = NELEMS(valkyrie_hist),
    },
    {
        .grid = {"Tourist", "3"},
        .s = {.n = 1000000,
              .mean = 7.75,
              .sd = 1.5,
              .sem = 0.5,
              .ci95_lo = 6.75,
              .ci95_hi = 8.75,
              .min = 2,
              .max = 14,
              .q = {4, 5, 6, 8, 9, 10, 11, 12}},
        .hist = tourist_hist,
        .hist_lo = -1,
        .hist_width = NELEMS(tourist_hist),
    },
};

static struct nh_table example_table(void)
{
    struct nh_table t = {
        .ngrid = 2,
        .grid_names = {"role", "con"},
        .grid_numeric = 1u << 1,
        .nrows = NELEMS(example_rows),
        .rows = example_rows,
        .what = "levelup, NetHack 3.6.7",
        .trials = 1000000,
        .seed = 42,
        .decimals = 3,
    };
    return t;
}

static void test_summary_columns(void **state)
{
    (void)state;
    static const char *const want[] = {"n",   "mean", "sd",  "sem", "ci95_lo", "ci95_hi",
                                       "min", "p01",  "p05", "p25", "p50",     "p75",
                                       "p90", "p95",  "p99", "max"};
    assert_int_equal(nh_summary_ncolumns, 16);
    for (size_t c = 0; c < NELEMS(want); c++)
        assert_string_equal(nh_summary_columns[c], want[c]);
}

static void test_csv_two_rows(void **state)
{
    (void)state;
    struct nh_table t = example_table();
    assert_writes(
        output_csv, &t,
        "role,con,n,mean,sd,sem,ci95_lo,ci95_hi,min,p01,p05,p25,p50,p75,p90,p95,p99,max\n"
        "Valkyrie,18,1000000,14.500,2.250,0.125,14.250,14.750,8,10,11,13,14,16,17,18,19,21\n"
        "Tourist,3,1000000,7.750,1.500,0.500,6.750,8.750,2,4,5,6,8,9,10,11,12,14\n");
}

static void test_csv_default_decimals(void **state)
{
    (void)state;
    struct nh_table t = example_table();
    t.decimals = 0;
    t.nrows = 1;
    assert_writes(output_csv, &t,
                  "role,con,n,mean,sd,sem,ci95_lo,ci95_hi,min,p01,p05,p25,p50,p75,p90,p95,p99,max\n"
                  "Valkyrie,18,1000000,14.500000,2.250000,0.125000,14.250000,14.750000,"
                  "8,10,11,13,14,16,17,18,19,21\n");
}

/* A header even with no rows, and no grid columns at all. */
static void test_csv_header_only(void **state)
{
    (void)state;
    struct nh_table t = example_table();
    t.nrows = 0;
    assert_writes(
        output_csv, &t,
        "role,con,n,mean,sd,sem,ci95_lo,ci95_hi,min,p01,p05,p25,p50,p75,p90,p95,p99,max\n");
    t.ngrid = 0;
    assert_writes(output_csv, &t,
                  "n,mean,sd,sem,ci95_lo,ci95_hi,min,p01,p05,p25,p50,p75,p90,p95,p99,max\n");
}

/* A tiny negative value must not print as "-0.000". */
static void test_csv_no_negative_zero(void **state)
{
    (void)state;
    struct nh_row row = {.grid = {"x"}, .s = {.n = 1, .ci95_lo = -1e-9, .min = -3, .max = -3}};
    for (int k = 0; k < NH_NQUANTILES; k++)
        row.s.q[k] = -3;
    struct nh_table t = {.ngrid = 1, .grid_names = {"g"}, .nrows = 1, .rows = &row, .decimals = 2};
    assert_writes(output_csv, &t,
                  "g,n,mean,sd,sem,ci95_lo,ci95_hi,min,p01,p05,p25,p50,p75,p90,p95,p99,max\n"
                  "x,1,0.00,0.00,0.00,0.00,0.00,-3,-3,-3,-3,-3,-3,-3,-3,-3,-3\n");
}

static int write_field(FILE *f, const struct nh_table *t)
{
    return csv_field(f, t->what);
}

static void test_csv_field_quoting(void **state)
{
    (void)state;
    static const struct {
        const char *in, *out;
    } cases[] = {
        {"plain", "plain"},
        {"", ""},
        {"a,b", "\"a,b\""},
        {"say \"hi\"", "\"say \"\"hi\"\"\""},
        {"two\nlines", "\"two\nlines\""},
        {"cr\r", "\"cr\r\""},
        {"semi;colon and space", "semi;colon and space"},
    };
    for (size_t i = 0; i < NELEMS(cases); i++) {
        struct nh_table t = {0};
        snprintf(t.what, sizeof t.what, "%s", cases[i].in);
        assert_writes(write_field, &t, cases[i].out);
    }
}

/* Grid names and values that need quoting, inside a whole table. */
static void test_csv_quoted_grid(void **state)
{
    (void)state;
    struct nh_row row = {.grid = {"Tourist, \"Tou\""},
                         .s = {.n = 2, .mean = 1, .min = 1, .max = 1}};
    for (int k = 0; k < NH_NQUANTILES; k++)
        row.s.q[k] = 1;
    struct nh_table t = {
        .ngrid = 1, .grid_names = {"role,race"}, .nrows = 1, .rows = &row, .decimals = 1};
    assert_writes(
        output_csv, &t,
        "\"role,race\",n,mean,sd,sem,ci95_lo,ci95_hi,min,p01,p05,p25,p50,p75,p90,p95,p99,max\n"
        "\"Tourist, \"\"Tou\"\"\",2,1.0,0.0,0.0,0.0,0.0,1,1,1,1,1,1,1,1,1,1\n");
}

static void test_hist_csv(void **state)
{
    (void)state;
    struct nh_table t = example_table();
    assert_writes(output_hist_csv, &t,
                  "role,con,value,count,prob\n"
                  "Valkyrie,18,8,1,0.25\n"
                  "Valkyrie,18,10,3,0.75\n"
                  "Tourist,3,-1,2,0.6666666667\n"
                  "Tourist,3,2,1,0.3333333333\n");
}

static void test_hist_csv_header_only(void **state)
{
    (void)state;
    struct nh_table t = example_table();
    t.nrows = 0;
    assert_writes(output_hist_csv, &t, "role,con,value,count,prob\n");
}

static void test_wiki_table(void **state)
{
    (void)state;
    struct nh_table t = example_table();
    assert_writes(output_wiki, &t,
                  "{| class=\"prettytable sortable\"\n"
                  "|+ levelup, NetHack 3.6.7; 1,000,000 trials per row, seed 42\n"
                  "! role\n"
                  "! data-sort-type=\"number\" | con\n"
                  "! data-sort-type=\"number\" | mean\n"
                  "! data-sort-type=\"number\" | sd\n"
                  "! data-sort-type=\"number\" | min\n"
                  "! data-sort-type=\"number\" | 5%\n"
                  "! data-sort-type=\"number\" | median\n"
                  "! data-sort-type=\"number\" | 95%\n"
                  "! data-sort-type=\"number\" | max\n"
                  "|-\n"
                  "| Valkyrie || 18 || 14.50 || 2.25 || 8 || 11 || 14 || 18 || 21\n"
                  "|-\n"
                  "| Tourist || 3 || 7.75 || 1.50 || 2 || 5 || 8 || 11 || 14\n"
                  "|}\n");
}

/* Thousands separators at every size, and a '|' kept out of the markup. */
static void test_wiki_caption(void **state)
{
    (void)state;
    static const struct {
        unsigned long long trials;
        const char *text;
    } cases[] = {
        {0, "0"},
        {999, "999"},
        {1000, "1,000"},
        {123456, "123,456"},
        {1234567, "1,234,567"},
        {18446744073709551615u, "18,446,744,073,709,551,615"},
    };
    for (size_t i = 0; i < NELEMS(cases); i++) {
        struct nh_table t = {.trials = cases[i].trials, .seed = 7};
        snprintf(t.what, sizeof t.what, "a|b");
        char want[256];
        snprintf(want, sizeof want,
                 "{| class=\"prettytable sortable\"\n"
                 "|+ a&#124;b; %s trials per row, seed 7\n",
                 cases[i].text);
        char *got = capture(output_wiki, &t);
        assert_true(strncmp(got, want, strlen(want)) == 0);
        free(got);
    }
}

/* Columns: role (text, left), con (number, right), then the statistics;
 * each as wide as its widest cell, two spaces apart. */
static void test_text_table(void **state)
{
    (void)state;
    struct nh_table t = example_table();
    assert_writes(output_text, &t,
                  "role      con   mean    sd   \u00b195%  min  p05  p50  p95  max\n"
                  "--------  ---  -----  ----  -----  ---  ---  ---  ---  ---\n"
                  "Valkyrie   18  14.50  2.25  0.250    8   11   14   18   21\n"
                  "Tourist     3   7.75  1.50  1.000    2    5    8   11   14\n");
}

/* At a terminal's width the columns read first stay, and those that do
 * not fit are left out from the right ("role" 8 + "con" 3 + "mean" 5 +
 * "sd" 4 with their 3 gaps of 2 is 26 columns); a width of 0 is no limit. */
static void test_text_table_width(void **state)
{
    (void)state;
    struct nh_table t = example_table();
    t.text_width = 27;
    assert_writes(output_text, &t,
                  "role      con   mean    sd\n"
                  "--------  ---  -----  ----\n"
                  "Valkyrie   18  14.50  2.25\n"
                  "Tourist     3   7.75  1.50\n");
    t.text_width = 26;
    char *got = capture(output_text, &t);
    assert_non_null(strstr(got, "role      con   mean    sd\n"));
    free(got);
    t.text_width = 25; /* sd no longer fits */
    assert_writes(output_text, &t,
                  "role      con   mean\n"
                  "--------  ---  -----\n"
                  "Valkyrie   18  14.50\n"
                  "Tourist     3   7.75\n");
    t.text_width = 1; /* too narrow for anything: the first column alone */
    assert_writes(output_text, &t, "role\n--------\nValkyrie\nTourist\n");
}

/* Sentences broken at spaces to fit, the lines after the first indented
 * two more than it; a word longer than the width is left whole; width 0
 * leaves the text as it is. */
static void test_wrapped(void **state)
{
    (void)state;
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    assert_non_null(f);
    output_wrapped(f, "one two three four five six seven eight nine ten eleven\n", 20);
    output_wrapped(f, "  why: aaaa bbbb cccc dddd eeee ffff\n\n", 20);
    output_wrapped(f, "abcdefghijklmnopqrstuvwxyz0123 x\n", 20);
    output_wrapped(f, "as it is, however long the line may be\n", 0);
    fclose(f);
    assert_string_equal(buf, "one two three four\n"
                             "  five six seven\n"
                             "  eight nine ten\n"
                             "  eleven\n"
                             "  why: aaaa bbbb\n"
                             "    cccc dddd eeee\n"
                             "    ffff\n"
                             "\n"
                             "abcdefghijklmnopqrstuvwxyz0123\n"
                             "  x\n"
                             "as it is, however long the line may be\n");
    free(buf);
}

/* An exact table: n, sem and the interval are empty; the histogram CSV
 * gives probabilities in full and no counts; captions say "exact". */
static const long double exact_pmf[] = {0.25L, 0.0L, 0.75L}; /* values 8..10 */

static struct nh_table exact_table(struct nh_row *row)
{
    *row = (struct nh_row){
        .grid = {"Valkyrie", "18"},
        .s = {.mean = 9.5,
              .sd = 0.866025403784,
              .min = 8,
              .max = 10,
              .q = {8, 8, 10, 10, 10, 10, 10, 10}},
        .pmf = exact_pmf,
        .hist_lo = 8,
        .hist_width = NELEMS(exact_pmf),
    };
    struct nh_table t = example_table();
    t.rows = row;
    t.nrows = 1;
    t.exact = true;
    t.decimals = 4;
    return t;
}

static void test_exact_outputs(void **state)
{
    (void)state;
    struct nh_row row;
    struct nh_table t = exact_table(&row);
    assert_writes(output_csv, &t,
                  "role,con,n,mean,sd,sem,ci95_lo,ci95_hi,min,p01,p05,p25,p50,p75,p90,p95,p99,max\n"
                  "Valkyrie,18,,9.5000,0.8660,,,,8,8,8,10,10,10,10,10,10,10\n");
    assert_writes(output_hist_csv, &t,
                  "role,con,value,count,prob\n"
                  "Valkyrie,18,8,,0.25\n"
                  "Valkyrie,18,10,,0.75\n");
    char *wiki = capture(output_wiki, &t);
    assert_non_null(strstr(wiki, "|+ levelup, NetHack 3.6.7; exact values\n"));
    free(wiki);
    char *text = capture(output_text, &t);
    assert_non_null(strstr(text, "Valkyrie   18  9.50  0.87  exact    8"));
    free(text);
}

/* The spread-out wiki layout: two spread columns give grouped headings,
 * rows keep their first-seen order, a missing combination is an empty
 * cell, and the caption names the statistic. */
static void test_wiki_pivot(void **state)
{
    (void)state;
    static struct nh_row rows[5];
    static const char *const g[5][3] = {{"Val", "16", "10"},
                                        {"Val", "16", "30"},
                                        {"Val", "18", "10"},
                                        {"Tou", "16", "10"},
                                        {"Tou", "18", "30"}};
    for (int r = 0; r < 5; r++) {
        memset(&rows[r], 0, sizeof rows[r]);
        for (int c = 0; c < 3; c++)
            snprintf(rows[r].grid[c], NH_GRID_TEXT, "%s", g[r][c]);
        rows[r].s.mean = 10.0 * r + 0.125;
        rows[r].s.max = 100 + r;
    }
    struct nh_table t = {
        .ngrid = 3,
        .grid_names = {"role", "con", "xl"},
        .grid_labels = {"Role", "Con", "XL"},
        .grid_numeric = 6u,
        .nrows = 5,
        .rows = rows,
        .what = "Max HP",
        .exact = true,
        .wiki_columns = "con, xl",
    };
    assert_writes(output_wiki, &t,
                  "{| class=\"prettytable sortable\"\n"
                  "|+ Max HP; exact values; each cell: the mean\n"
                  "! rowspan=\"2\" | Role\n"
                  "! colspan=\"2\" | Con 16\n"
                  "! colspan=\"2\" | Con 18\n"
                  "|-\n"
                  "! data-sort-type=\"number\" | XL 10\n"
                  "! data-sort-type=\"number\" | XL 30\n"
                  "! data-sort-type=\"number\" | XL 10\n"
                  "! data-sort-type=\"number\" | XL 30\n"
                  "|-\n"
                  "| Valkyrie || 0.12 || 10.12 || 20.12 || \n"
                  "|-\n"
                  "| Tourist || 30.12 ||  ||  || 40.12\n"
                  "|}\n");
    /* one spread column, another statistic */
    t.wiki_columns = "xl";
    t.wiki_stat = "max";
    char *got = capture(output_wiki, &t);
    assert_non_null(strstr(got, "|+ Max HP; exact values; each cell: the max\n"
                                "! Role\n! Con\n"
                                "! data-sort-type=\"number\" | XL 10\n"
                                "! data-sort-type=\"number\" | XL 30\n"));
    assert_non_null(strstr(got, "| Valkyrie || 16 || 100 || 101\n"));
    assert_non_null(strstr(got, "| Tourist || 18 ||  || 104\n"));
    free(got);
    /* a column that is not in the table is an error, not a silent table */
    t.wiki_columns = "level";
    FILE *f = fopen("/dev/null", "w");
    assert_non_null(f);
    assert_int_equal(output_wiki(f, &t), -1);
    fclose(f);
}

/* Whether /dev/full is the full device (character device 1, 7): in some
 * containers it is missing or something else. */
static bool have_full_device(void)
{
    struct stat st;
    if (stat("/dev/full", &st) == 0 && S_ISCHR(st.st_mode) && major(st.st_rdev) == 1 &&
        minor(st.st_rdev) == 7)
        return true;
    print_message("skipped: /dev/full is not the full device (character device 1, 7)\n");
    return false;
}

/* A full disk: the writers must report the failure themselves. */
static void test_write_errors(void **state)
{
    (void)state;
    static const writer_fn writers[] = {output_csv, output_hist_csv, output_wiki, output_text};
    struct nh_table t = example_table();
    if (!have_full_device())
        skip();
    for (size_t i = 0; i < NELEMS(writers); i++) {
        FILE *f = fopen("/dev/full", "w");
        assert_non_null(f);
        assert_int_equal(writers[i](f, &t), -1);
        fclose(f);
    }
    FILE *f = fopen("/dev/full", "w");
    assert_non_null(f);
    setvbuf(f, NULL, _IONBF, 0); /* unbuffered, so the field itself fails */
    assert_int_equal(csv_field(f, "a,b"), -1);
    fclose(f);
}

/* A pipe whose reader has gone (EPIPE, SIGPIPE ignored): the writers
 * report the failure, on any machine. */
static void test_write_errors_closed_pipe(void **state)
{
    (void)state;
    static const writer_fn writers[] = {output_csv, output_hist_csv, output_wiki, output_text};
    struct nh_table t = example_table();
    void (*old)(int) = signal(SIGPIPE, SIG_IGN);
    for (size_t i = 0; i < NELEMS(writers); i++) {
        int fds[2];
        assert_int_equal(pipe(fds), 0);
        close(fds[0]);
        FILE *f = fdopen(fds[1], "w");
        assert_non_null(f);
        errno = 0;
        assert_int_equal(writers[i](f, &t), -1);
        assert_int_equal(errno, EPIPE);
        fclose(f);
    }
    signal(SIGPIPE, old);
}

/* A value table (measure rate): one number per row in every writer. */
static void test_value_table(void **state)
{
    (void)state;
    static struct nh_row rows[2];
    static double values[2];
    static const char *const names[] = {"turns_per_hp"};
    static const char *const labels[] = {"turns per HP"};
    memset(rows, 0, sizeof rows);
    snprintf(rows[0].grid[0], NH_GRID_TEXT, "3.6.7");
    snprintf(rows[0].grid[1], NH_GRID_TEXT, "1");
    values[0] = 15;
    rows[0].values = &values[0];
    snprintf(rows[1].grid[0], NH_GRID_TEXT, "5.0");
    snprintf(rows[1].grid[1], NH_GRID_TEXT, "1");
    values[1] = 100.0 / 17;
    rows[1].values = &values[1];
    struct nh_table t = {
        .ngrid = 2,
        .grid_names = {"variant", "xl"},
        .grid_labels = {"Variant", "XL"},
        .grid_numeric = 1u << 1,
        .nrows = 2,
        .rows = rows,
        .what = "regen",
        .exact = true,
        .decimals = 10,
        .nvalues = 1,
        .value_names = names,
        .value_labels = labels,
    };
    assert_writes(output_csv, &t,
                  "variant,xl,turns_per_hp\n3.6.7,1,15.0000000000\n5.0,1,5.8823529412\n");
    assert_writes(output_hist_csv, &t, "variant,xl,value,count,prob\n");
    assert_writes(output_wiki, &t,
                  "{| class=\"prettytable sortable\"\n|+ regen; all rows: XL 1; exact values\n"
                  "! Variant\n! data-sort-type=\"number\" | turns per "
                  "HP\n|-\n| 3.6.7 || 15.00\n|-\n| 5.0 || 5.88\n|}\n");
    assert_writes(output_text, &t,
                  "variant  xl  turns_per_hp\n-------  --  ------------\n3.6.7     1       "
                  "15.0000\n5.0       1        5.8824\n");
    t.wiki_columns = "variant";
    char *pivot = capture(output_wiki, &t);
    assert_non_null(strstr(pivot, "each cell: turns per HP"));
    /* XL, one value on every row, is in the caption, not a heading */
    assert_non_null(strstr(pivot, "all rows: XL 1; exact values"));
    assert_non_null(strstr(pivot, "|-\n| 15.00 || 5.88\n"));
    free(pivot);
}

/* A value table with several columns, shaped like the prayer kind's:
 * integers, probabilities, a mean, and cells with no number (NaN). */
static const char *const prayer_names[] = {"n", "p_on_time", "p_glow", "gain_mean",
                                           "safe_turn_p50"};
static const char *const prayer_labels[] = {NULL, "P(on time)", "P(glow)", "mean gain",
                                            "safe turn (median)"};
static const int prayer_decimals[] = {-1, 6, 6, 2, -1};
static const double prayer_values[2][5] = {
    {1000000, 0.123456789, 0.5, 3.25, NAN},
    {1000000, 1.0, 0.0, NAN, 1234},
};

static struct nh_table prayer_table(struct nh_row rows[2])
{
    memset(rows, 0, 2 * sizeof rows[0]);
    snprintf(rows[0].grid[0], NH_GRID_TEXT, "Valkyrie");
    snprintf(rows[0].grid[1], NH_GRID_TEXT, "1");
    rows[0].values = prayer_values[0];
    snprintf(rows[1].grid[0], NH_GRID_TEXT, "Tourist");
    snprintf(rows[1].grid[1], NH_GRID_TEXT, "10");
    rows[1].values = prayer_values[1];
    struct nh_table t = {
        .ngrid = 2,
        .grid_names = {"role", "xl"},
        .grid_labels = {"Role", "XL"},
        .grid_numeric = 1u << 1,
        .nrows = 2,
        .rows = rows,
        .what = "prayer",
        .trials = 1000000,
        .seed = 42,
        .decimals = 3, /* unused: value_decimals is set */
        .nvalues = NELEMS(prayer_names),
        .value_names = prayer_names,
        .value_labels = prayer_labels,
        .value_decimals = prayer_decimals,
        .missing_text = "never",
    };
    return t;
}

/* Integers without a point, each column its own decimals, NaN as the
 * missing text (quoted when it needs to be) or as an empty field. */
static void test_values_csv(void **state)
{
    (void)state;
    struct nh_row rows[2];
    struct nh_table t = prayer_table(rows);
    assert_writes(output_csv, &t,
                  "role,xl,n,p_on_time,p_glow,gain_mean,safe_turn_p50\n"
                  "Valkyrie,1,1000000,0.123457,0.500000,3.25,never\n"
                  "Tourist,10,1000000,1.000000,0.000000,never,1234\n");
    t.missing_text = NULL;
    t.exact = true; /* changes nothing: values are just numbers */
    assert_writes(output_csv, &t,
                  "role,xl,n,p_on_time,p_glow,gain_mean,safe_turn_p50\n"
                  "Valkyrie,1,1000000,0.123457,0.500000,3.25,\n"
                  "Tourist,10,1000000,1.000000,0.000000,,1234\n");
    t.missing_text = "not, ever";
    t.value_decimals = NULL; /* the table's decimals for every column */
    t.nrows = 1;
    assert_writes(output_csv, &t,
                  "role,xl,n,p_on_time,p_glow,gain_mean,safe_turn_p50\n"
                  "Valkyrie,1,1000000.000,0.123,0.500,3.250,\"not, ever\"\n");
    assert_writes(output_hist_csv, &t, "role,xl,value,count,prob\n");
}

/* One row per grid point: labels as headings (the name where none),
 * probabilities to 3 decimals, means to at most 2, integers as integers. */
static void test_values_wiki(void **state)
{
    (void)state;
    struct nh_row rows[2];
    struct nh_table t = prayer_table(rows);
    assert_writes(output_wiki, &t,
                  "{| class=\"prettytable sortable\"\n"
                  "|+ prayer; 1,000,000 trials per row, seed 42\n"
                  "! Role\n"
                  "! data-sort-type=\"number\" | XL\n"
                  "! data-sort-type=\"number\" | n\n"
                  "! data-sort-type=\"number\" | P(on time)\n"
                  "! data-sort-type=\"number\" | P(glow)\n"
                  "! data-sort-type=\"number\" | mean gain\n"
                  "! data-sort-type=\"number\" | safe turn (median)\n"
                  "|-\n"
                  "| Valkyrie || 1 || 1000000 || 0.123 || 0.500 || 3.25 || never\n"
                  "|-\n"
                  "| Tourist || 10 || 1000000 || 1.000 || 0.000 || never || 1234\n"
                  "|}\n");
    /* no grid columns: the first cell opens the row */
    t.ngrid = 0;
    t.nvalues = 2;
    t.value_labels = NULL;
    t.nrows = 1;
    char *got = capture(output_wiki, &t);
    assert_non_null(strstr(got, "! data-sort-type=\"number\" | p_on_time\n|-\n"
                                "| 1000000 || 0.123\n|}\n"));
    free(got);
}

/* The spread-out layout shows the value column wiki_stat names (any
 * case; default the first); an unknown name is an error. */
static void test_values_wiki_pivot(void **state)
{
    (void)state;
    struct nh_row rows[2];
    struct nh_table t = prayer_table(rows);
    t.wiki_columns = "xl";
    t.wiki_stat = "P_ON_TIME";
    assert_writes(output_wiki, &t,
                  "{| class=\"prettytable sortable\"\n"
                  "|+ prayer; 1,000,000 trials per row, seed 42; each cell: P(on time)\n"
                  "! Role\n"
                  "! data-sort-type=\"number\" | XL 1\n"
                  "! data-sort-type=\"number\" | XL 10\n"
                  "|-\n"
                  "| Valkyrie || 0.123 || \n"
                  "|-\n"
                  "| Tourist ||  || 1.000\n"
                  "|}\n");
    t.wiki_stat = "safe_turn_p50";
    char *got = capture(output_wiki, &t);
    assert_non_null(strstr(got, "; each cell: safe turn (median)\n"));
    assert_non_null(strstr(got, "| Valkyrie || never || \n"));
    assert_non_null(strstr(got, "| Tourist ||  || 1234\n"));
    free(got);
    static const char *const defaults[] = {NULL, ""};
    for (size_t i = 0; i < NELEMS(defaults); i++) {
        t.wiki_stat = defaults[i];
        got = capture(output_wiki, &t);
        assert_non_null(strstr(got, "; each cell: n\n"));
        assert_non_null(strstr(got, "| Valkyrie || 1000000 || \n"));
        free(got);
    }

    /* a statistic's name is no value column either */
    static const char *const unknown[] = {"p_angered", "mean"};
    for (size_t i = 0; i < NELEMS(unknown); i++) {
        t.wiki_stat = unknown[i];
        char *text = NULL;
        size_t size = 0;
        FILE *f = open_memstream(&text, &size);
        assert_non_null(f);
        errno = 0;
        assert_int_equal(output_wiki(f, &t), -1);
        assert_int_equal(errno, EINVAL);
        assert_int_equal(fclose(f), 0);
        assert_int_equal(size, 0); /* refused before writing anything */
        free(text);
    }
}

/* The mask picks value columns; numbers and the missing text right-aligned,
 * each column at most 4 decimals. */
static void test_values_text(void **state)
{
    (void)state;
    struct nh_row rows[2];
    struct nh_table t = prayer_table(rows);
    t.value_text_mask = (1u << 1) | (1u << 3) | (1u << 4) | (1ull << 63);
    assert_writes(output_text, &t,
                  "role      xl  p_on_time  gain_mean  safe_turn_p50\n"
                  "--------  --  ---------  ---------  -------------\n"
                  "Valkyrie   1     0.1235       3.25          never\n"
                  "Tourist   10     1.0000      never           1234\n");
    t.value_text_mask = 0; /* all */
    char *got = capture(output_text, &t);
    assert_non_null(strstr(got, "role      xl        n  p_on_time  p_glow  gain_mean  "
                                "safe_turn_p50\n"));
    assert_non_null(strstr(got, "Valkyrie   1  1000000     0.1235  0.5000       3.25"));
    free(got);
}

/* Malformed value tables fail with EINVAL, writing nothing. */
static void test_values_malformed(void **state)
{
    (void)state;
    static const writer_fn writers[] = {output_csv, output_hist_csv, output_wiki, output_text};
    for (int bad = 0; bad < 4; bad++) {
        struct nh_row rows[2];
        struct nh_table t = prayer_table(rows);
        if (bad == 0)
            t.nvalues = NH_MAX_VALUES + 1;
        else if (bad == 1)
            t.nvalues = -1;
        else if (bad == 2)
            t.value_names = NULL;
        else
            rows[1].values = NULL;
        for (size_t i = 0; i < NELEMS(writers); i++) {
            char *text = NULL;
            size_t size = 0;
            FILE *f = open_memstream(&text, &size);
            assert_non_null(f);
            errno = 0;
            assert_int_equal(writers[i](f, &t), -1);
            assert_int_equal(errno, EINVAL);
            assert_int_equal(fclose(f), 0);
            assert_int_equal(size, 0);
            free(text);
        }
    }
}

static void test_value_column_known(void **state)
{
    (void)state;
    assert_true(output_value_column_known(prayer_names, NELEMS(prayer_names), "p_glow"));
    assert_true(output_value_column_known(prayer_names, NELEMS(prayer_names), "Safe_Turn_P50"));
    assert_false(output_value_column_known(prayer_names, NELEMS(prayer_names), "mean"));
    assert_false(output_value_column_known(prayer_names, 1, "p_glow")); /* only the first */
    assert_false(output_value_column_known(NULL, 0, "n"));
}

/* -o FILE's format from its extension: .csv, .wiki, .txt in any case; CSV
 * for standard output and a name without one (a dot in a directory's name
 * or a leading dot is not one); another extension refused. */
static void test_format_for_path(void **state)
{
    (void)state;
    static const struct {
        const char *path;
        int status;
        enum nh_format format;
    } cases[] = {
        {"out.csv", 0, NH_FORMAT_CSV},     {"out.wiki", 0, NH_FORMAT_WIKI},
        {"a/b.txt", 0, NH_FORMAT_TABLE},   {"OUT.WIKI", 0, NH_FORMAT_WIKI},
        {"-", 0, NH_FORMAT_CSV},           {"/dev/stdout", 0, NH_FORMAT_CSV},
        {"results", 0, NH_FORMAT_CSV},     {"dir.v2/out", 0, NH_FORMAT_CSV},
        {"dir/.hidden", 0, NH_FORMAT_CSV}, {"x.xlsx", -1, NH_FORMAT_CSV},
        {"a.csv.gz", -1, NH_FORMAT_CSV},   {"x_{variant}.wiki", 0, NH_FORMAT_WIKI},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        enum nh_format f = NH_FORMAT_AUTO;
        assert_int_equal(table_format_for_path(cases[i].path, &f), cases[i].status);
        assert_int_equal(f, cases[i].format);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_value_table),
        cmocka_unit_test(test_summary_columns),
        cmocka_unit_test(test_csv_two_rows),
        cmocka_unit_test(test_csv_default_decimals),
        cmocka_unit_test(test_csv_header_only),
        cmocka_unit_test(test_csv_no_negative_zero),
        cmocka_unit_test(test_csv_field_quoting),
        cmocka_unit_test(test_csv_quoted_grid),
        cmocka_unit_test(test_hist_csv),
        cmocka_unit_test(test_hist_csv_header_only),
        cmocka_unit_test(test_wiki_table),
        cmocka_unit_test(test_wiki_caption),
        cmocka_unit_test(test_text_table),
        cmocka_unit_test(test_text_table_width),
        cmocka_unit_test(test_wrapped),
        cmocka_unit_test(test_write_errors),
        cmocka_unit_test(test_write_errors_closed_pipe),
        cmocka_unit_test(test_exact_outputs),
        cmocka_unit_test(test_wiki_pivot),
        cmocka_unit_test(test_values_csv),
        cmocka_unit_test(test_values_wiki),
        cmocka_unit_test(test_values_wiki_pivot),
        cmocka_unit_test(test_values_text),
        cmocka_unit_test(test_values_malformed),
        cmocka_unit_test(test_value_column_known),
        cmocka_unit_test(test_format_for_path),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
