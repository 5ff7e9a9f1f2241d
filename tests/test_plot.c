/* The plot model (src/output/plot_model.c): which spec of a chain is drawn,
 * how rows become series of points and series become panels, and the
 * central range of a distribution; worked out by hand on small tables. */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "nhmc/plot.h"
#include "output/plot_json.h"
#include "output/plot_model.h"

/* A table of distribution rows with grid columns role, con, xl: row r has
 * the texts given and a summary with mean 10 * xl and p05..p95 around it. */
static struct nh_row rows[8];
static struct nh_table table(const char *const (*texts)[3], size_t n)
{
    struct nh_table t = {.ngrid = 3,
                         .grid_names = {"role", "con", "xl"},
                         .grid_labels = {"Role", "Con", "XL"},
                         .rows = rows,
                         .nrows = n,
                         .exact = true};
    memset(rows, 0, sizeof rows);
    for (size_t r = 0; r < n; r++) {
        for (int i = 0; i < 3; i++)
            snprintf(rows[r].grid[i], NH_GRID_TEXT, "%s", texts[r][i]);
        double xl = atof(texts[r][2]);
        rows[r].s.mean = 10 * xl;
        for (int q = 0; q < NH_NQUANTILES; q++) /* p01 ... p99 */
            rows[r].s.q[q] = (int32_t)(10 * xl) - 50 + nh_quantile_percent[q];
    }
    return t;
}

static const struct nh_plot_spec pmf_spec = {.chart = NH_CHART_PMF, .title = "t", .y_label = "y"};
static const struct nh_plot_spec fan_spec = {.chart = NH_CHART_FAN,
                                             .title = "t",
                                             .x_label = "x",
                                             .y_label = "y",
                                             .x_columns = "xl",
                                             .otherwise = &pmf_spec};

/* Two heroes over three XLs: two series of three points, one panel. */
static void test_fan_series(void **state)
{
    (void)state;
    static const char *const texts[][3] = {{"Val", "16", "1"}, {"Val", "16", "2"},
                                           {"Val", "16", "3"}, {"Wiz", "16", "1"},
                                           {"Wiz", "16", "2"}, {"Wiz", "16", "3"}};
    struct nh_table t = table(texts, 6);
    struct plot_model m;
    struct nh_plot_input in = {.spec = &fan_spec, .t = &t};
    assert_int_equal(plot_model_build(&in, &m), 0);
    assert_ptr_equal(m.spec, &fan_spec);
    assert_int_equal(m.nseries, 2);
    assert_int_equal(m.npanels, 1);
    assert_int_equal(m.panel[0].n, 2);
    assert_false(m.categorical);
    assert_string_equal(m.series[0].label, "Role Valkyrie");
    assert_string_equal(m.series[1].label, "Role Wizard");
    assert_int_equal(m.series[1].npoints, 3);
    const struct nh_plot_point *p = &m.series[1].points[2];
    assert_true(p->x == 3);
    assert_true(p->y[NH_FAN_MEAN] == 30);
    assert_true(p->y[NH_FAN_LO] == 30 - 50 + 5);
    assert_true(p->y[NH_FAN_Q1] == 30 - 50 + 25);
    assert_true(p->y[NH_FAN_Q3] == 30 - 50 + 75);
    assert_true(p->y[NH_FAN_HI] == 30 - 50 + 95);
    /* what every row shares is said in the caption */
    assert_non_null(strstr(m.what, "Con 16"));
    plot_model_free(&m);
}

/* One XL: the chain's next picture, a panel of bars per row; three
 * heroes overlaid would not be read, so a fan of three is three panels. */
static void test_otherwise_and_panels(void **state)
{
    (void)state;
    static const char *const one_xl[][3] = {{"Val", "16", "10"}, {"Wiz", "16", "10"}};
    struct nh_table t = table(one_xl, 2);
    struct plot_model m;
    struct nh_plot_input in = {.spec = &fan_spec, .t = &t};
    assert_int_equal(plot_model_build(&in, &m), 0);
    assert_ptr_equal(m.spec, &pmf_spec);
    assert_int_equal(m.npanels, 2);
    assert_string_equal(m.panel[1].title, "Role Wizard");
    plot_model_free(&m);

    static const char *const three[][3] = {{"Arc", "10", "1"}, {"Arc", "10", "2"},
                                           {"Bar", "10", "1"}, {"Bar", "10", "2"},
                                           {"Cav", "10", "1"}, {"Cav", "10", "2"}};
    t = table(three, 6);
    assert_int_equal(plot_model_build(&in, &m), 0);
    assert_ptr_equal(m.spec, &fan_spec);
    assert_int_equal(m.npanels, 3);
    assert_int_equal(m.panel[2].n, 1);
    assert_int_equal(m.series[2].colour, 2);
    plot_model_free(&m);
}

/* A column that follows from another (Con from the role here, as paired
 * keys give) is left out of the labels; x texts that are not numbers make
 * a categorical axis in the order first met. */
static void test_labels_and_categories(void **state)
{
    (void)state;
    static const char *const texts[][3] = {
        {"Val", "18", "a"}, {"Val", "18", "b"}, {"Wiz", "12", "a"}, {"Wiz", "12", "b"}};
    struct nh_table t = table(texts, 4);
    struct plot_model m;
    struct nh_plot_input in = {.spec = &fan_spec, .t = &t};
    assert_int_equal(plot_model_build(&in, &m), 0);
    assert_int_equal(m.nseries, 2);
    assert_string_equal(m.series[1].label, "Role Wizard");
    assert_true(m.categorical);
    assert_int_equal(m.ncategories, 2);
    assert_string_equal(m.category[1], "b");
    assert_true(m.series[1].points[1].x == 1);
    plot_model_free(&m);
}

/* A table of values: curves by the group column, panels by the rest. */
static void value_y(const struct nh_table *t, const struct nh_row *row, double *y)
{
    (void)t;
    y[0] = row->values[0];
}
static void test_lines_grouped(void **state)
{
    (void)state;
    static const char *const texts[][3] = {{"a", "1", "10"}, {"a", "1", "20"}, {"b", "1", "10"},
                                           {"b", "1", "20"}, {"a", "2", "10"}, {"a", "2", "20"},
                                           {"b", "2", "10"}, {"b", "2", "20"}};
    static const double v[8] = {0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8};
    static const char *const names[] = {"p"};
    struct nh_table t = table(texts, 8);
    t.nvalues = 1;
    t.value_names = names;
    for (int r = 0; r < 8; r++)
        rows[r].values = &v[r];
    const struct nh_plot_spec spec = {.chart = NH_CHART_LINES,
                                      .title = "t",
                                      .x_label = "x",
                                      .y_label = "y",
                                      .x_columns = "xl",
                                      .group_column = "role",
                                      .ny = 1,
                                      .row_y = value_y};
    struct plot_model m;
    struct nh_plot_input in = {.spec = &spec, .t = &t};
    assert_int_equal(plot_model_build(&in, &m), 0);
    assert_int_equal(m.npanels, 2);
    assert_string_equal(m.panel[1].title, "Con 2");
    assert_int_equal(m.panel[1].n, 2);
    const struct plot_series *b2 = &m.series[m.panel[1].first + 1];
    assert_string_equal(b2->label, "Role b");
    assert_int_equal(b2->colour, 1);
    assert_true(b2->points[0].x == 10 && b2->points[1].y[0] == 0.8);
    assert_true(plot_value(&t, &rows[3], "p") == 0.4);
    assert_true(isnan(plot_value(&t, &rows[3], "q")));
    plot_model_free(&m);
}

/* The central range drops 0.05% at each end: of P = .0004, .5, .4996, the
 * first value goes, the others stay. */
static void test_row_range(void **state)
{
    (void)state;
    static const long double p[] = {0.0004L, 0.5L, 0.4996L};
    struct nh_row row = {.pmf = p, .hist_lo = 7, .hist_width = 3};
    uint32_t lo, hi;
    plot_row_range(&row, &lo, &hi);
    assert_int_equal(lo, 1);
    assert_int_equal(hi, 2);
    static const uint64_t counts[] = {1, 3};
    struct nh_row mc = {.hist = counts, .hist_width = 2, .s = {.n = 4}};
    assert_true(plot_row_prob(&mc, 1) == 0.75);
}

/* Picture names: by extension, any case. */
/* The chart's JSON: a category's text with a quote, markup and a newline
 * is one JSON string ('<', '>' and '&' escaped too); each series' mean
 * line has its points (x the category's index, y the mean: 10 * atof(xl)
 * = 0 for these texts, p05 -45 and p95 45 for the outer band). */
static void test_json(void **state)
{
    (void)state;
    static const char *const texts[][3] = {{"Val", "18", "a\"<b>&\n"}, {"Val", "18", "c"}};
    struct nh_table t = table(texts, 2);
    struct plot_model m;
    struct nh_plot_input in = {.spec = &fan_spec, .t = &t};
    assert_int_equal(plot_model_build(&in, &m), 0);
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    assert_non_null(f);
    assert_int_equal(plot_write_json(f, &m), 0);
    assert_int_equal(fclose(f), 0);
    assert_non_null(strstr(text, "\"categories\":[\"a\\\"\\u003cb\\u003e\\u0026\\u000a\",\"c\"]"));
    assert_non_null(strstr(text, "{\"type\":\"line\",\"label\":\"mean\",\"colour\":\"#0072B2\","
                                 "\"points\":[[0,0],[1,0]]}"));
    assert_non_null(strstr(text, "{\"type\":\"band\",\"label\":\"5% to 95%\",\"colour\":"
                                 "\"#0072B2\",\"points\":[[0,-45,45],[1,-45,45]]}"));
    assert_null(strchr(text, '<'));
    free(text);
    plot_model_free(&m);
}

static void test_formats(void **state)
{
    (void)state;
    enum nh_plot_format f;
    assert_int_equal(plot_format_of("a/b.SVG", &f), 0);
    assert_int_equal(f, NH_PLOT_SVG);
    assert_int_equal(plot_format_of("b.pdf", &f), 0);
    assert_int_equal(f, NH_PLOT_PDF);
    assert_int_equal(plot_format_of("c.JSON", &f), 0);
    assert_int_equal(f, NH_PLOT_JSON);
    assert_false(plot_needs_gnuplot("c.json"));
    assert_true(plot_needs_gnuplot("c.svg"));
    assert_false(plot_needs_gnuplot(""));
    assert_int_equal(plot_format_of("b.jpg", &f), -1);
    assert_int_equal(plot_format_of("dir.svg/b", &f), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fan_series),
        cmocka_unit_test(test_otherwise_and_panels),
        cmocka_unit_test(test_labels_and_categories),
        cmocka_unit_test(test_lines_grouped),
        cmocka_unit_test(test_row_range),
        cmocka_unit_test(test_formats),
        cmocka_unit_test(test_json),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
