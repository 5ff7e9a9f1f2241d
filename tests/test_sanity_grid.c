/* Tests of the dNetHack sanity inputs: defaults (the Madman's), lists and
 * paired keys, the R-relative targets against the closed form of
 * docs/rules.md, Known values, the timeline syntax, the variant, and exact
 * against Monte Carlo on a grid case (bad input: rows of tests/bad-input.tsv). */
#include "testutil.h"

#include <string.h>

#include "kinds/sanity/sanity_impl.h"
#include "kinds/sanity/sanity_grid.h"

static const char *texts[SAK_COUNT];
static struct sanity_grid g;

static void reset(void)
{
    memset(texts, 0, sizeof texts);
    texts[SAK_ROLE] = "Val";
}

static void parse_ok(void)
{
    grid_parse_ok(sanity_grid_parse, texts, &g);
}

static void get_case(size_t i, struct sanity_case *c, char text[][NH_GRID_TEXT])
{
    char err[512] = "";
    if (sanity_grid_case(&g, i, c, text, err, sizeof err) != 0) {
        print_error("case %zu: %s\n", i, err);
        fail();
    }
}

static void defaults(void **state)
{
    (void)state;
    struct sanity_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    reset();
    parse_ok();
    assert_int_equal(sanity_grid_count(&g), 1);
    get_case(0, &c, text);
    assert_int_equal(c.hero.wis, 18);
    assert_int_equal(c.hero.xl, 1);
    assert_int_equal(c.hero.intel, 11);
    assert_true(c.hero.veil);
    assert_false(c.hero.madness);
    assert_int_equal(c.hero.sanity, 100);
    assert_int_equal(c.end, 10000);
    assert_int_equal(c.recover_from, 1);
    assert_int_equal(c.target, 100); /* 3R = 111, capped */
    assert_int_equal(sanity_grid_threshold(&c), 37);
    assert_string_equal(text[0], "Valkyrie");
    assert_string_equal(text[6], "intact");
    /* The Madman: S 75, a madness, veil pierced (docs/rules.md, Sanity state; Insight and the veil)
     */
    texts[SAK_ROLE] = "Mad,Ana,Binder";
    parse_ok();
    get_case(0, &c, text);
    assert_int_equal(c.hero.role, SR_MADMAN);
    assert_int_equal(c.hero.sanity, 75);
    assert_true(c.hero.madness);
    assert_false(c.hero.veil);
    get_case(1, &c, text);
    assert_false(c.hero.veil);
    assert_false(c.hero.madness);
    assert_int_equal(c.hero.sanity, 100);
    get_case(2, &c, text);
    assert_int_equal(c.hero.role, SR_BINDER);
    assert_false(c.hero.veil);
    /* given values win over the role's */
    texts[SAK_VEIL] = "on";
    texts[SAK_SANITY] = "60";
    texts[SAK_MADNESS] = "off";
    parse_ok();
    get_case(0, &c, text);
    assert_true(c.hero.veil);
    assert_int_equal(c.hero.sanity, 60);
    assert_false(c.hero.madness);
}

/* docs/rules.md, Known values: human Valkyrie W 18 veil intact, R 37; elf Priest R 38;
 * Valkyrie with the veil pierced and N = 20, R 23 (3R = 69). */
static void targets_and_lists(void **state)
{
    (void)state;
    struct sanity_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    reset();
    texts[SAK_ROLE] = "Val,Pri";
    texts[SAK_RACE] = "human,elf";
    texts[SAK_PAIRED] = "role,race";
    texts[SAK_TARGET] = "R,2R,3R";
    texts[SAK_SANITY] = "50";
    parse_ok();
    assert_int_equal(sanity_grid_count(&g), 6);
    int want[6] = {37, 74, 100, 38, 76, 100};
    for (size_t i = 0; i < 6; i++) {
        get_case(i, &c, text);
        assert_int_equal(c.target, want[i]);
    }
    get_case(4, &c, text);
    assert_string_equal(text[1], "elf");
    reset();
    texts[SAK_VEIL] = "off";
    texts[SAK_INSIGHT] = "20";
    texts[SAK_TARGET] = "3R";
    texts[SAK_WIS] = "10-12";
    parse_ok();
    assert_int_equal(sanity_grid_count(&g), 3);
    get_case(2, &c, text);
    assert_int_equal(sanity_grid_threshold(&c), 12 + 9 - 4);
    assert_int_equal(c.target, 3 * 17);
    /* the Depths pierce the veil: R is that of the pierced veil, N + 1 */
    reset();
    texts[SAK_PLACE] = "rlyeh";
    parse_ok();
    get_case(0, &c, text);
    assert_int_equal(sanity_grid_threshold(&c), 18 + 9 - 30);
    assert_int_equal(c.target, 100); /* R <= 0: never reached by regeneration */
}

static void timeline(void **state)
{
    (void)state;
    struct sanity_case c;
    char err[512];
    memset(&c, 0, sizeof c);
    assert_int_equal(sanity_events_parse("see akkabish tannin at 100 for 3 x2 hostile; "
                                         "sleeping blessed at 200; delirium at 5 undisguised; "
                                         "mad 12 at 7 for 2; booze at 9 x3; nurse at 11; "
                                         "effigy at 12; necro-fail at 13;",
                                         &c, err, sizeof err),
                     0);
    assert_int_equal(c.nev, 8);
    assert_int_equal(c.ev[0].kind, SE_SEE);
    assert_int_equal(c.ev[0].species, sanity_species_find("akkabish tannin"));
    assert_int_equal(c.ev[0].turn, 100);
    assert_int_equal(c.ev[0].turns, 3);
    assert_int_equal(c.ev[0].count, 2);
    assert_true(c.ev[0].hostile);
    assert_int_equal(c.ev[1].kind, SE_SLEEPING);
    assert_int_equal(c.ev[1].arg, 1);
    assert_int_equal(c.ev[2].arg, 1);
    assert_int_equal(c.ev[3].arg, 12);
    assert_int_equal(c.ev[3].turns, 2);
    assert_int_equal(c.ev[4].arg, 3);
    assert_int_equal(c.ev[5].arg, 1);
    c.hero.turn0 = 0;
    c.end = 1000;
    assert_int_equal(sanity_default_recover_from(&c), 201); /* sleeping at 200 */
    assert_int_equal(
        sanity_events_parse("see akkabish tannin at 1; dance at 5", &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "event 2 \"dance at 5\": unknown event \"dance\""));
    assert_int_equal(sanity_events_parse("see tannin at 3", &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "event 1 \"see tannin at 3\": \"tannin\" is not a sanity-taxing"));
    assert_int_equal(sanity_events_parse("effigy", &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "expected \"at T\""));
    assert_int_equal(sanity_events_parse("effigy at 3 for 2", &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "\"for\" is for encounters"));
    assert_int_equal(sanity_events_parse("see shoggoth at 3 x17", &c, err, sizeof err), -1);
    assert_non_null(strstr(err, "x1..x16"));
}

/* "see *" takes the row's species from the species key. */
static void row_species(void **state)
{
    (void)state;
    struct sanity_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    reset();
    texts[SAK_EVENTS] = "see * at 1 hostile; effigy at 5";
    texts[SAK_SPECIES] = "akkabish tannin, sartan tannin";
    texts[SAK_XL] = "1,10";
    parse_ok();
    assert_int_equal(sanity_grid_count(&g), 4);
    get_case(3, &c, text);
    assert_int_equal(c.ev[0].species, sanity_species_find("sartan tannin"));
    assert_int_equal(c.hero.xl, 10);
    assert_string_equal(text[9], "sartan tannin");
}

/* Input refused in one form and accepted in another: sanity is dNetHack's,
 * and a sanity below 50 needs a permanent madness (the refusals are rows of
 * tests/bad-input.tsv). */
static void accepted_forms(void **state)
{
    (void)state;
    reset();
    texts[SAK_VARIANT] = "dnethack";
    parse_ok();
    reset();
    texts[SAK_SANITY] = "40";
    texts[SAK_MADNESS] = "on";
    parse_ok();
}

/* Exact against Monte Carlo on a grid case: the S at the end after a
 * hostile first sighting at S 60 (a madness can start). */
static void exact_vs_monte_carlo(void **state)
{
    (void)state;
    struct sanity_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    reset();
    texts[SAK_SANITY] = "60";
    texts[SAK_WIS] = "12";
    texts[SAK_EVENTS] = "see nachash tannin at 10 hostile";
    texts[SAK_END] = "300";
    parse_ok();
    get_case(0, &c, text);
    struct sanity_exact x;
    assert_int_equal(sanity_exact(&c, &x), 0);
    struct sanity_stats se, sm;
    assert_int_equal(sanity_stats_from_exact(&c, &x, &se), 0);
    struct nh_tally t;
    assert_int_equal(jobs_simulate(&sanity_job_kind, &c, 20261121, 200000, 1, &t), 0);
    assert_int_equal(sanity_stats_from_tally(&c, &t, &sm), 0);
    const uint64_t *h = tally_hist(&t, SH_END);
    double p[SAN_MAX + 1];
    for (int v = 0; v <= SAN_MAX; v++) {
        int64_t i = v - x.end->lo;
        p[v] = i >= 0 && (size_t)i < x.end->n ? (double)x.end->p[i] : 0.0;
    }
    int dof;
    double pv = chisq_gof(h, p, SAN_MAX + 1, &dof);
    assert_true(pv >= NH_TEST_P_MIN);
    assert_true(fabs(se.ev_mad[0] - sm.ev_mad[0]) < 0.01);
    assert_true(se.ev_mad[0] > 0);
    tally_free(&t);
    sanity_exact_free(&x);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(defaults),       cmocka_unit_test(targets_and_lists),
        cmocka_unit_test(timeline),       cmocka_unit_test(row_species),
        cmocka_unit_test(accepted_forms), cmocka_unit_test(exact_vs_monte_carlo),
    };
    return cmocka_run_group_tests_name("sanity_grid", tests, NULL, NULL);
}
