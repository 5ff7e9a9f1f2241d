/* Tests of the value parsers shared by scenario files and the command line. */
#include "testutil.h"

#include <string.h>

#include "nhmc/grid.h"
#include "nhmc/params.h"

#define ERR_LEN 512

/* The grid is large; one static copy per test keeps the stack small. */
static struct nh_hero_grid grid;

/* Fails unless err contains want. */
static void assert_err_has(const char *err, const char *want)
{
    if (!strstr(err, want)) {
        print_error("message \"%s\"\n does not contain \"%s\"\n", err, want);
        fail();
    }
}

static void assert_ints(const int *got, int ngot, const int *want, int nwant)
{
    assert_int_equal(ngot, nwant);
    for (int i = 0; i < nwant; i++) {
        if (got[i] != want[i]) {
            print_error("item %d: got %d, expected %d\n", i, got[i], want[i]);
            fail();
        }
    }
}

/* ---- variants ---- */

static void variants_ok(const char *text, const enum nh_variant *want, int nwant)
{
    char err[ERR_LEN];
    memset(&grid, 0xff, sizeof grid);
    assert_int_equal(parse_variants(NH_VARIANTS_VANILLA, text, &grid, err, sizeof err), 0);
    assert_int_equal(grid.nvariants, nwant);
    for (int i = 0; i < nwant; i++)
        assert_int_equal(grid.variants[i], want[i]);
}

static void variants_bad(const char *text, const char *want)
{
    char err[ERR_LEN] = "";
    assert_int_equal(parse_variants(NH_VARIANTS_VANILLA, text, &grid, err, sizeof err), -1);
    assert_err_has(err, want);
}

static void test_variants_accept(void **state)
{
    (void)state;
    variants_ok("3.6.7", (enum nh_variant[]){NH_V367}, 1);
    variants_ok("5.0, 3.4.3,367", (enum nh_variant[]){NH_V343, NH_V367, NH_V50}, 3);
    variants_ok("3.7", (enum nh_variant[]){NH_V50}, 1);
    variants_ok(" NetHack-3.6.7 ", (enum nh_variant[]){NH_V367}, 1);
    variants_ok("5.0,3.7,50", (enum nh_variant[]){NH_V50}, 1);
}

static void test_variants_reject(void **state)
{
    (void)state;
    variants_bad(
        "3.5", "unknown variant \"3.5\" (did you mean 3.7?); expected 3.4.3, 3.6.7, 5.0 (or 3.7)");
    variants_bad("3.6.7,,5.0", "empty item in \"3.6.7,,5.0\"");
    variants_bad("3.6.7,", "empty item");
    variants_bad("", "no value given; expected 3.4.3");
    variants_bad("  ", "no value given");
    variants_bad("dnethack",
                 "dnethack is modelled for levelup, regen, prayer, growth and sanity only");
    variants_bad("fiq", "fiqhack is modelled for regen only");
}

/* dNetHack (docs/rules.md, dNetHack HP): its names, and the kinds that take it. */
static void test_variants_dnethack(void **state)
{
    (void)state;
    char err[ERR_LEN] = "";
    enum nh_variant v;
    const char *names[] = {"dnethack", "dNetHack", "dnh", "DNAO"};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        assert_int_equal(variant_parse(names[i], &v), 0);
        assert_int_equal(v, NH_VDNH);
    }
    assert_string_equal(variant_name(NH_VDNH), "dnethack");
    assert_int_equal(NH_VDNH, NH_VFIQ + 1);
    assert_false(variant_is_vanilla(NH_VDNH));
    assert_int_equal(parse_variants(NH_VARIANTS_ALL, "3.4.3,dnh,fiqhack", &grid, err, sizeof err),
                     0);
    assert_int_equal(grid.nvariants, 3);
    assert_int_equal(grid.variants[2], NH_VDNH);
    assert_int_equal(parse_variants(NH_VARIANTS_VANILLA | NH_VARIANT_BIT(NH_VDNH), "dnh, 5.0",
                                    &grid, err, sizeof err),
                     0);
    assert_int_equal(grid.nvariants, 2);
    assert_int_equal(grid.variants[0], NH_V50);
    assert_int_equal(grid.variants[1], NH_VDNH);
    assert_int_equal(parse_variants(NH_VARIANTS_VANILLA | NH_VARIANT_BIT(NH_VDNH), "fiqhack", &grid,
                                    err, sizeof err),
                     -1);
    /* the message says which kinds model it, from the registry */
    assert_non_null(strstr(err, "fiqhack is modelled for "));
    assert_err_has(err, "fiqhack is modelled for regen only; expected 3.4.3, 3.6.7, 5.0, "
                        "dnethack (or 3.7)");
}

/* ---- roles and races ---- */

static void pairs_ok(const char *roles, const char *races, const struct nh_pair *want, int nwant)
{
    char err[ERR_LEN] = "";
    memset(&grid, 0xff, sizeof grid);
    if (parse_roles_races(roles, races, &grid, err, sizeof err) != 0) {
        print_error("roles \"%s\" races \"%s\": %s\n", roles, races, err);
        fail();
    }
    assert_int_equal(grid.npairs, nwant);
    for (int i = 0; i < nwant; i++) {
        assert_int_equal(grid.pairs[i].role, want[i].role);
        assert_int_equal(grid.pairs[i].race, want[i].race);
    }
}

static void pairs_bad(const char *roles, const char *races, const char *want)
{
    char err[ERR_LEN] = "";
    assert_int_equal(parse_roles_races(roles, races, &grid, err, sizeof err), -1);
    assert_err_has(err, want);
}

enum { ARC, BAR, CAV, HEA, KNI, MON, PRI, ROG, RAN, SAM, TOU, VAL, WIZ };
enum { HUM, ELF, DWA, GNO, ORC };

static void test_roles_all_valid(void **state)
{
    (void)state;
    struct nh_pair want[NH_ROLE_COUNT * NH_RACE_COUNT];
    int n = 0;
    for (int role = 0; role < NH_ROLE_COUNT; role++)
        for (int race = 0; race < NH_RACE_COUNT; race++)
            if (role_allows_race(role, race))
                want[n++] = (struct nh_pair){role, race};
    assert_int_equal(n, 28);
    pairs_ok("all", "valid", want, n);
    pairs_ok("ALL", "all", want, n);
    pairs_ok(" all ", " Valid ", want, n);
}

static void test_roles_lists(void **state)
{
    (void)state;
    pairs_ok("Val", "dwarf", (struct nh_pair[]){{VAL, DWA}}, 1);
    pairs_ok("val, Valkyrie ,VAL", "human,hum", (struct nh_pair[]){{VAL, HUM}}, 1);
    pairs_ok(
        "Wiz,Arc", "all",
        (struct nh_pair[]){
            {ARC, HUM}, {ARC, DWA}, {ARC, GNO}, {WIZ, HUM}, {WIZ, ELF}, {WIZ, GNO}, {WIZ, ORC}},
        7);
    pairs_ok("archeologist,cavewoman", "Dwarven, GNOME",
             (struct nh_pair[]){{ARC, DWA}, {ARC, GNO}, {CAV, DWA}, {CAV, GNO}}, 4);
    pairs_ok("Pri", "valid", (struct nh_pair[]){{PRI, HUM}, {PRI, ELF}}, 2);
}

static void test_roles_all_with_race_list(void **state)
{
    (void)state;
    pairs_ok("all", "elf", (struct nh_pair[]){{PRI, ELF}, {RAN, ELF}, {WIZ, ELF}}, 3);
    pairs_ok(
        "all", "orc,elf",
        (struct nh_pair[]){
            {BAR, ORC}, {PRI, ELF}, {ROG, ORC}, {RAN, ELF}, {RAN, ORC}, {WIZ, ELF}, {WIZ, ORC}},
        7);
}

static void test_roles_reject(void **state)
{
    (void)state;
    pairs_bad("Val", "elf",
              "Valkyrie cannot be elf; Valkyrie may be human, dwarf (or ask for race valid)");
    pairs_bad("Val,Sam", "human,dwarf", "Samurai cannot be dwarf; Samurai may be human");
    pairs_bad(
        "Vlk", "valid",
        "unknown role \"Vlk\" (did you mean Valkyrie?); expected all, or roles from Arc, Bar,");
    /* a prefix of two roles names neither (the game would take the first) */
    pairs_bad("R", "valid", "role \"R\" is ambiguous (Rogue or Ranger); expected all, or roles");
    pairs_bad("Val", "hobbyist",
              "unknown race \"hobbyist\" (did you mean orcish?); expected valid, all, "
              "or races from human");
    /* a race of another game's own says whose (EvilHack's hobbit) */
    pairs_bad("Val", "hobbit",
              "race hobbit is EvilHack's: nhmc models it only for variant evilhack; expected "
              "valid, all, or races from human");
    pairs_bad("Val,,Sam", "valid", "empty item in \"Val,,Sam\"");
    pairs_bad("Val,", "valid", "empty item");
    pairs_bad("all,Val", "valid", "\"all\" must stand alone");
    pairs_bad("Val", "valid,human", "\"valid\" must stand alone");
    pairs_bad("", "valid", "no value given; expected all, or roles");
    pairs_bad("Val", "", "no value given; expected valid");
}

/* ---- Con ---- */

static void cons_ok(const char *text, const int *want, int nwant)
{
    char err[ERR_LEN] = "";
    memset(&grid, 0xff, sizeof grid);
    if (parse_cons(text, &grid, err, sizeof err) != 0) {
        print_error("con \"%s\": %s\n", text, err);
        fail();
    }
    assert_ints(grid.con, grid.ncon, want, nwant);
}

static void cons_bad(const char *text, const char *want)
{
    char err[ERR_LEN] = "";
    assert_int_equal(parse_cons(text, &grid, err, sizeof err), -1);
    assert_err_has(err, want);
}

static void test_cons_accept(void **state)
{
    (void)state;
    cons_ok("18,3-5,rolled,4", (int[]){3, 4, 5, 18, NH_CON_ROLLED}, 5);
    cons_ok("rolled", (int[]){NH_CON_ROLLED}, 1);
    cons_ok(" 16 ", (int[]){16}, 1);
    cons_ok("ROLLED, 25", (int[]){25, NH_CON_ROLLED}, 2);
    cons_ok("7 - 9", (int[]){7, 8, 9}, 3);
    cons_ok("12-12", (int[]){12}, 1);
    int all[23];
    for (int i = 0; i < 23; i++)
        all[i] = 3 + i;
    cons_ok("3-25", all, 23);
    cons_ok("25,3-25,3", all, 23);
}

static void test_cons_reject(void **state)
{
    (void)state;
    cons_bad("26", "Con 26 is out of range; expected 3..25 or \"rolled\"");
    cons_bad("2", "Con 2 is out of range");
    cons_bad("3-26", "Con 26 is out of range");
    cons_bad("99999999999", "Con 99999999999 is out of range");
    cons_bad("25-3", "Con range \"25-3\" is backwards; expected low-high, such as 3-25");
    cons_bad("abc", "\"abc\" is not a Con value; expected a number 3..25");
    cons_bad("-5", "\"-5\" is not a Con value");
    cons_bad("3-", "\"3-\" is not a Con value");
    cons_bad("16.5", "\"16.5\" is not a Con value");
    cons_bad("3,,4", "empty item in \"3,,4\"");
    cons_bad("16,", "empty item");
    cons_bad("", "no value given");
}

/* ---- XL ---- */

static void xls_ok(const char *text, const int *want, int nwant)
{
    char err[ERR_LEN] = "";
    memset(&grid, 0xff, sizeof grid);
    if (parse_xls(text, &grid, err, sizeof err) != 0) {
        print_error("xl \"%s\": %s\n", text, err);
        fail();
    }
    assert_ints(grid.stages, grid.nstages, want, nwant);
}

static void xls_bad(const char *text, const char *want)
{
    char err[ERR_LEN] = "";
    assert_int_equal(parse_xls(text, &grid, err, sizeof err), -1);
    assert_err_has(err, want);
}

static void test_xls_accept(void **state)
{
    (void)state;
    xls_ok("1,10,30+2", (int[]){0, 9, 31}, 3);
    xls_ok("28-30+2", (int[]){27, 28, 29, 30, 31}, 5);
    xls_ok("30+1-30+5", (int[]){30, 31, 32, 33, 34}, 5);
    xls_ok("30+1000", (int[]){NH_MAX_STAGES - 1}, 1);
    xls_ok("5, 1-3 ,2", (int[]){0, 1, 2, 4}, 4);
    int all[30];
    for (int i = 0; i < 30; i++)
        all[i] = i;
    xls_ok("1-30", all, 30);
    xls_ok("30,1-30", all, 30);
    memset(&grid, 0, sizeof grid);
    char err[ERR_LEN];
    assert_int_equal(parse_xls("1-30+1000", &grid, err, sizeof err), 0);
    assert_int_equal(grid.nstages, NH_MAX_STAGES);
    assert_int_equal(grid.stages[NH_MAX_STAGES - 1], NH_MAX_STAGES - 1);
}

static void test_xls_reject(void **state)
{
    (void)state;
    xls_bad("0", "XL 0 is out of range; expected a number 1..30");
    xls_bad("31", "XL 31 is out of range");
    xls_bad("30+0", "XL 30+0 is out of range");
    xls_bad("30+1001", "XL 30+1001 is out of range");
    xls_bad("29+1", "XL 29+1: only XL 30 takes further gains");
    xls_bad("10-5", "XL range \"10-5\" is backwards; expected low-high, such as 1-30");
    xls_bad("30+2-30", "XL range \"30+2-30\" is backwards");
    xls_bad("max", "\"max\" is not an XL; expected a number 1..30");
    xls_bad("1-30+", "\"1-30+\" is not an XL");
    xls_bad("+3", "\"+3\" is not an XL");
    xls_bad("1,,2", "empty item in \"1,,2\"");
    xls_bad("", "no value given");
}

static void test_stage_text(void **state)
{
    (void)state;
    char buf[16];
    stage_text(0, buf, sizeof buf);
    assert_string_equal(buf, "1");
    stage_text(13, buf, sizeof buf);
    assert_string_equal(buf, "14");
    stage_text(29, buf, sizeof buf);
    assert_string_equal(buf, "30");
    stage_text(31, buf, sizeof buf);
    assert_string_equal(buf, "30+2");
    stage_text(NH_MAX_STAGES - 1, buf, sizeof buf);
    assert_string_equal(buf, "30+1000");
}

/* ---- trials, seeds, threads ---- */

static void trials_ok(const char *text, uint64_t want)
{
    char err[ERR_LEN] = "";
    uint64_t got = 0;
    if (parse_trials(text, &got, err, sizeof err) != 0) {
        print_error("trials \"%s\": %s\n", text, err);
        fail();
    }
    assert_true(got == want);
}

static void trials_bad(const char *text, const char *want)
{
    char err[ERR_LEN] = "";
    uint64_t got = 7;
    assert_int_equal(parse_trials(text, &got, err, sizeof err), -1);
    assert_true(got == 7);
    assert_err_has(err, want);
}

static void test_trials_accept(void **state)
{
    (void)state;
    trials_ok("1000000", 1000000);
    trials_ok("1e6", 1000000);
    trials_ok("2.5e5", 250000);
    trials_ok("1_000_000", 1000000);
    trials_ok("1", 1);
    trials_ok(" 42 ", 42);
    trials_ok("1E12", 1000000000000ULL);
    trials_ok("1000000000000", 1000000000000ULL);
    trials_ok("1.5e1", 15);
    trials_ok("0.5e1", 5);
    trials_ok("2000e-3", 2);
    trials_ok("1e+3", 1000);
    trials_ok("007", 7);
    trials_ok("3.000", 3);
}

static void test_trials_reject(void **state)
{
    (void)state;
    trials_bad("0", "\"0\" is zero; expected a whole number of trials from 1 to 1e12");
    trials_bad("0e5", "is zero");
    trials_bad("-5", "\"-5\" is negative");
    trials_bad("1.5", "\"1.5\" is not a whole number");
    trials_bad("1e-1", "\"1e-1\" is not a whole number");
    trials_bad("abc", "\"abc\" is not a number");
    trials_bad("1e13", "\"1e13\" is more than 1e12");
    trials_bad("1000000000001", "is more than 1e12");
    trials_bad("1e99999999", "is more than 1e12");
    trials_bad("99999999999999999999999", "is more than 1e12");
    trials_bad("1__000", "is not a number");
    trials_bad("_1", "is not a number");
    trials_bad("1_", "is not a number");
    trials_bad("1e", "is not a number");
    trials_bad("1e6x", "is not a number");
    trials_bad(".", "is not a number");
    trials_bad("1 000", "is not a number");
    trials_bad("", "no value given");
}

static void seed_ok(const char *text, uint64_t want)
{
    char err[ERR_LEN] = "";
    uint64_t got = 0;
    if (parse_seed(text, &got, err, sizeof err) != 0) {
        print_error("seed \"%s\": %s\n", text, err);
        fail();
    }
    assert_true(got == want);
}

static void seed_bad(const char *text, const char *want)
{
    char err[ERR_LEN] = "";
    uint64_t got = 0;
    assert_int_equal(parse_seed(text, &got, err, sizeof err), -1);
    assert_err_has(err, want);
}

static void test_seed(void **state)
{
    (void)state;
    seed_ok("0", 0);
    seed_ok("42", 42);
    seed_ok("0x2a", 42);
    seed_ok("0X2A", 42);
    seed_ok("18446744073709551615", UINT64_MAX);
    seed_ok("0xffffffffffffffff", UINT64_MAX);
    seed_bad("-1", "\"-1\" is negative; expected an unsigned 64-bit integer");
    seed_bad("abc", "\"abc\" is not a seed");
    seed_bad("0x", "\"0x\" is not a seed");
    seed_bad("0xg1", "\"0xg1\" is not a seed");
    seed_bad("12abc", "\"12abc\" is not a seed");
    seed_bad("1e6", "\"1e6\" is not a seed");
    seed_bad("18446744073709551616", "does not fit in 64 bits");
    seed_bad("0x10000000000000000", "does not fit in 64 bits");
    seed_bad("", "no value given");
}

static void threads_ok(const char *text, int want)
{
    char err[ERR_LEN] = "";
    int got = 0;
    assert_int_equal(parse_threads(text, &got, err, sizeof err), 0);
    assert_int_equal(got, want);
}

static void threads_bad(const char *text, const char *want)
{
    char err[ERR_LEN] = "";
    int got = 0;
    assert_int_equal(parse_threads(text, &got, err, sizeof err), -1);
    assert_err_has(err, want);
}

static void test_threads(void **state)
{
    (void)state;
    threads_ok("1", 1);
    threads_ok("8", 8);
    threads_ok("1024", 1024);
    threads_bad("0", "0 threads is out of range; expected 1 to 1024");
    threads_bad("1025", "1025 threads is out of range");
    threads_bad("-1", "\"-1\" is not a thread count");
    threads_bad("abc", "\"abc\" is not a thread count");
    threads_bad("", "no value given");
}

/* Grid cases over keys 1..3: every combination, key 3 fastest; with keys 1
 * and 3 paired (equally long lists) they are one dimension at key 1. */
static void test_grid_cases(void **state)
{
    (void)state;
    int n[4] = {9, 2, 3, 4};
    assert_int_equal(grid_case_count(n, 1, 3, 0), 24);
    int idx[4] = {-1, -1, -1, -1};
    grid_case_indices(n, 1, 3, 0, 23, idx);
    assert_int_equal(idx[1], 1);
    assert_int_equal(idx[2], 2);
    assert_int_equal(idx[3], 3);
    assert_int_equal(idx[0], -1); /* outside the range: untouched */
    int m[4] = {9, 4, 3, 4};
    unsigned paired = 1u << 1 | 1u << 3;
    assert_int_equal(grid_case_count(m, 1, 3, paired), 12);
    grid_case_indices(m, 1, 3, paired, 7, idx); /* 7 = 2 * 3 + 1 */
    assert_int_equal(idx[1], 2);
    assert_int_equal(idx[3], 2);
    assert_int_equal(idx[2], 1);
    int big[8] = {100000, 100000, 100000, 100000, 100000, 100000, 100000, 100000};
    assert_true(grid_case_count(big, 0, 7, 0) == SIZE_MAX); /* saturates */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_grid_cases),
        cmocka_unit_test(test_variants_accept),
        cmocka_unit_test(test_variants_reject),
        cmocka_unit_test(test_variants_dnethack),
        cmocka_unit_test(test_roles_all_valid),
        cmocka_unit_test(test_roles_lists),
        cmocka_unit_test(test_roles_all_with_race_list),
        cmocka_unit_test(test_roles_reject),
        cmocka_unit_test(test_cons_accept),
        cmocka_unit_test(test_cons_reject),
        cmocka_unit_test(test_xls_accept),
        cmocka_unit_test(test_xls_reject),
        cmocka_unit_test(test_stage_text),
        cmocka_unit_test(test_trials_accept),
        cmocka_unit_test(test_trials_reject),
        cmocka_unit_test(test_seed),
        cmocka_unit_test(test_threads),
    };
    return cmocka_run_group_tests_name("params", tests, NULL, NULL);
}
