/* Tests of the exact starting-Con distribution (src/game/start_con.c,
 * docs/rules.md, Starting Con).
 *
 * The pmfs are checked against both tables of docs/rules.md, Starting Con tables
 * (typed in below),
 * against hand derivations, for normalisation and support, and against
 * nh_roll_start_con's sampler by chi-square; a deliberately wrong pmf must
 * fail the same chi-square test. */
#include "testutil.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>

#include "nhmc/rng.h"
#include "nhmc/hero_rules.h"
#include "nhmc/start_con.h"

#define N_CON (NH_CON_MAX + 1)

/* Draws per sampled case: 10^6, or 2x10^5 under the sanitizers. */
static uint64_t draws(void)
{
    return getenv("NHMC_SANITIZED") ? 200000u : 1000000u;
}

static int role_of(const char *name)
{
    int r = role_parse(name);
    assert_true(r >= 0);
    return r;
}

static int race_of(const char *name)
{
    int r = race_parse(name);
    assert_true(r >= 0);
    return r;
}

/* ---- docs/rules.md, Starting Con tables -------------------------------- */

/* A blank cell of the tables: 0 or below 0.005 %. */
#define B        (-1.0)
#define TABLE_LO 5 /* the tables' columns are Con 5..20 */
#define TABLE_HI 20

struct appendix_row {
    const char *role, *race;
    double mean;
    double pct[TABLE_HI - TABLE_LO + 1];
};

/* The table of 3.4.3 and 3.6.7 (weights dist0+1, dist1..dist4, dist5-1). */
/* clang-format off */
static const struct appendix_row table_367[] = {
    {"Arc", "hum", 12.5029, {B, 0.01, 0.24, 1.48, 4.89, 10.44, 16.05, 18.85,
                             17.59, 13.44, 8.60, 4.70, 2.23, 1.47, B, B}},
    {"Arc", "dwa", 12.7621, {B, 0.01, 0.15, 1.01, 3.70, 8.73, 14.66, 18.61,
                             18.53, 14.88, 9.86, 5.50, 2.63, 1.11, 0.42, 0.21}},
    {"Arc", "gno", 12.4838, {B, 0.01, 0.25, 1.54, 5.00, 10.58, 16.13, 18.82,
                             17.49, 13.33, 8.52, 4.66, 2.21, 1.46, B, B}},
    {"Bar", "hum", 17.6878, {B, B, B, B, B, B, B, B,
                             B, 0.04, 0.18, 5.78, 18.99, 75.02, B, B}},
    {"Bar", "orc", 17.6878, {B, B, B, B, B, B, B, B,
                             B, 0.04, 0.18, 5.78, 18.99, 75.02, B, B}},
    {"Cav", "hum", 16.4348, {B, B, B, B, 0.03, 0.19, 0.72, 2.07,
                             4.58, 8.17, 12.00, 14.99, 15.66, 41.59, B, B}},
    {"Cav", "dwa", 16.8794, {B, B, B, B, 0.03, 0.19, 0.74, 2.09,
                             4.61, 8.19, 12.00, 14.78, 15.52, 14.11, 11.08, 16.66}},
    {"Cav", "gno", 16.4348, {B, B, B, B, 0.03, 0.19, 0.72, 2.07,
                             4.58, 8.17, 12.00, 14.99, 15.66, 41.59, B, B}},
    {"Hea", "hum", 14.5496, {B, B, B, B, 0.01, 0.07, 1.77, 7.97,
                             17.42, 23.52, 21.85, 14.85, 7.71, 4.83, B, B}},
    {"Hea", "gno", 14.5496, {B, B, B, B, 0.01, 0.07, 1.77, 7.97,
                             17.42, 23.52, 21.85, 14.85, 7.71, 4.83, B, B}},
    {"Kni", "hum", 11.2738, {B, B, B, 0.18, 0.46, 24.67, 37.99, 24.62,
                             8.81, 2.24, 0.68, 0.26, 0.07, 0.01, B, B}},
    {"Mon", "hum", 11.2569, {0.01, 0.04, 1.11, 5.16, 12.15, 18.59, 20.60, 17.61,
                             12.12, 6.93, 3.39, 1.45, 0.56, 0.28, B, B}},
    {"Pri", "hum", 13.4696, {B, B, 0.07, 0.51, 2.05, 5.45, 10.46, 15.35,
                             17.88, 16.94, 13.32, 8.84, 5.00, 4.13, B, B}},
    {"Pri", "elf", 13.0880, {B, 0.01, 0.10, 0.71, 2.71, 6.73, 12.08, 16.58,
                             18.08, 16.15, 11.99, 14.87, B, B, B, B}},
    {"Rog", "hum", 13.7204, {B, B, 0.05, 0.39, 1.64, 4.54, 9.13, 14.07,
                             17.24, 17.22, 14.29, 10.03, 6.00, 5.39, B, B}},
    {"Rog", "orc", 13.7210, {B, B, 0.05, 0.39, 1.63, 4.54, 9.13, 14.07,
                             17.24, 17.22, 14.30, 10.03, 6.00, 5.39, B, B}},
    {"Ran", "hum", 14.4436, {B, B, B, B, B, B, 0.15, 0.41,
                             20.53, 35.56, 26.86, 11.61, 3.44, 1.44, B, B}},
    {"Ran", "elf", 14.3812, {B, B, B, B, B, B, 0.15, 0.41,
                             20.43, 35.64, 26.90, 16.47, B, B, B, B}},
    {"Ran", "gno", 14.4436, {B, B, B, B, B, B, 0.15, 0.41,
                             20.53, 35.56, 26.86, 11.61, 3.44, 1.44, B, B}},
    {"Ran", "orc", 14.4449, {B, B, B, B, B, B, 0.15, 0.41,
                             20.47, 35.57, 26.90, 11.62, 3.44, 1.44, B, B}},
    {"Sam", "hum", 17.9058, {B, B, B, B, B, B, B, B,
                             B, B, 0.05, 0.71, 7.83, 91.40, B, B}},
    {"Tou", "hum", 15.2824, {B, B, 0.01, 0.05, 0.30, 1.10, 2.99, 6.24,
                             10.41, 14.20, 16.14, 15.60, 12.81, 20.15, B, B}},
    {"Val", "hum", 17.1110, {B, B, B, B, B, 0.01, 0.09, 0.44,
                             1.52, 3.87, 7.57, 12.17, 15.44, 58.89, B, B}},
    {"Val", "dwa", 17.8260, {B, B, B, B, B, 0.01, 0.09, 0.44,
                             1.53, 3.88, 7.58, 11.86, 15.24, 16.47, 14.94, 27.95}},
    {"Wiz", "hum", 13.4754, {B, B, 0.06, 0.49, 2.01, 5.40, 10.44, 15.37,
                             17.92, 16.98, 13.34, 8.85, 5.01, 4.13, B, B}},
    {"Wiz", "elf", 13.0911, {B, 0.01, 0.10, 0.70, 2.68, 6.71, 12.07, 16.59,
                             18.10, 16.17, 12.00, 14.88, B, B, B, B}},
    {"Wiz", "gno", 13.3153, {B, B, 0.08, 0.60, 2.37, 6.11, 11.37, 16.11,
                             18.10, 16.55, 12.58, 8.09, 4.46, 3.58, B, B}},
    {"Wiz", "orc", 13.9103, {B, B, 0.04, 0.29, 1.30, 3.84, 8.14, 13.14,
                             16.79, 17.44, 15.02, 10.91, 6.75, 6.33, B, B}},
};
/* clang-format on */

/* The table of 5.0 (weights exactly attrdist). */
/* clang-format off */
static const struct appendix_row table_50[] = {
    {"Arc", "hum", 12.5029, {B, 0.01, 0.24, 1.48, 4.89, 10.44, 16.05, 18.85,
                             17.59, 13.44, 8.60, 4.70, 2.23, 1.47, B, B}},
    {"Arc", "dwa", 12.7621, {B, 0.01, 0.15, 1.01, 3.70, 8.72, 14.66, 18.61,
                             18.53, 14.88, 9.86, 5.50, 2.63, 1.11, 0.42, 0.21}},
    {"Arc", "gno", 12.4838, {B, 0.01, 0.25, 1.54, 5.00, 10.58, 16.13, 18.82,
                             17.49, 13.33, 8.52, 4.66, 2.21, 1.46, B, B}},
    {"Bar", "hum", 17.6878, {B, B, B, B, B, B, B, B,
                             B, 0.04, 0.18, 5.78, 18.99, 75.02, B, B}},
    {"Bar", "orc", 17.6878, {B, B, B, B, B, B, B, B,
                             B, 0.04, 0.18, 5.78, 18.99, 75.02, B, B}},
    {"Cav", "hum", 16.4348, {B, B, B, B, 0.03, 0.19, 0.72, 2.07,
                             4.58, 8.17, 12.00, 14.99, 15.66, 41.59, B, B}},
    {"Cav", "dwa", 16.8794, {B, B, B, B, 0.03, 0.19, 0.74, 2.09,
                             4.61, 8.19, 12.00, 14.78, 15.52, 14.11, 11.08, 16.66}},
    {"Cav", "gno", 16.4348, {B, B, B, B, 0.03, 0.19, 0.72, 2.07,
                             4.58, 8.17, 12.00, 14.99, 15.66, 41.59, B, B}},
    {"Hea", "hum", 14.5539, {B, B, B, B, 0.01, 0.07, 1.76, 7.93,
                             17.38, 23.52, 21.88, 14.89, 7.73, 4.84, B, B}},
    {"Hea", "gno", 14.5539, {B, B, B, B, 0.01, 0.07, 1.76, 7.93,
                             17.38, 23.52, 21.88, 14.89, 7.73, 4.84, B, B}},
    {"Kni", "hum", 11.2793, {B, B, B, 0.18, 0.46, 24.48, 37.97, 24.74,
                             8.88, 2.25, 0.69, 0.26, 0.07, 0.01, B, B}},
    {"Mon", "hum", 11.2569, {0.01, 0.04, 1.11, 5.16, 12.15, 18.59, 20.60, 17.61,
                             12.12, 6.93, 3.39, 1.45, 0.56, 0.28, B, B}},
    {"Pri", "hum", 13.4696, {B, B, 0.07, 0.51, 2.05, 5.45, 10.46, 15.35,
                             17.88, 16.94, 13.32, 8.84, 5.00, 4.13, B, B}},
    {"Pri", "elf", 13.0878, {B, 0.01, 0.10, 0.71, 2.71, 6.73, 12.08, 16.58,
                             18.08, 16.15, 11.99, 14.87, B, B, B, B}},
    {"Rog", "hum", 13.7204, {B, B, 0.05, 0.39, 1.64, 4.54, 9.13, 14.07,
                             17.24, 17.22, 14.29, 10.03, 6.00, 5.39, B, B}},
    {"Rog", "orc", 13.7211, {B, B, 0.05, 0.39, 1.63, 4.54, 9.13, 14.07,
                             17.24, 17.22, 14.30, 10.03, 6.00, 5.39, B, B}},
    {"Ran", "hum", 14.4436, {B, B, B, B, B, B, 0.15, 0.41,
                             20.53, 35.56, 26.86, 11.61, 3.44, 1.44, B, B}},
    {"Ran", "elf", 14.3810, {B, B, B, B, B, B, 0.15, 0.41,
                             20.45, 35.63, 26.89, 16.47, B, B, B, B}},
    {"Ran", "gno", 14.4436, {B, B, B, B, B, B, 0.15, 0.41,
                             20.53, 35.56, 26.86, 11.61, 3.44, 1.44, B, B}},
    {"Ran", "orc", 14.4449, {B, B, B, B, B, B, 0.15, 0.41,
                             20.47, 35.57, 26.90, 11.62, 3.44, 1.44, B, B}},
    {"Sam", "hum", 17.9058, {B, B, B, B, B, B, B, B,
                             B, B, 0.05, 0.71, 7.83, 91.40, B, B}},
    {"Tou", "hum", 15.2967, {B, B, 0.01, 0.05, 0.29, 1.07, 2.93, 6.17,
                             10.34, 14.17, 16.17, 15.67, 12.88, 20.26, B, B}},
    {"Val", "hum", 17.1110, {B, B, B, B, B, 0.01, 0.09, 0.44,
                             1.52, 3.87, 7.57, 12.17, 15.44, 58.89, B, B}},
    {"Val", "dwa", 17.8260, {B, B, B, B, B, 0.01, 0.09, 0.44,
                             1.53, 3.88, 7.58, 11.86, 15.24, 16.47, 14.94, 27.95}},
    {"Wiz", "hum", 13.4754, {B, B, 0.06, 0.49, 2.01, 5.40, 10.44, 15.37,
                             17.92, 16.98, 13.34, 8.85, 5.01, 4.13, B, B}},
    {"Wiz", "elf", 13.0911, {B, 0.01, 0.10, 0.70, 2.68, 6.71, 12.07, 16.59,
                             18.10, 16.17, 12.00, 14.88, B, B, B, B}},
    {"Wiz", "gno", 13.3153, {B, B, 0.08, 0.60, 2.37, 6.11, 11.37, 16.11,
                             18.10, 16.55, 12.58, 8.09, 4.46, 3.58, B, B}},
    {"Wiz", "orc", 13.9106, {B, B, 0.04, 0.29, 1.30, 3.84, 8.14, 13.14,
                             16.79, 17.44, 15.02, 10.91, 6.75, 6.33, B, B}},
};
/* clang-format on */

/* Every row to the table's rounding: percentages to 2 decimals (a blank is
 * below 0.005), means to 4; Con outside the columns must round to blank;
 * every allowed role/race pair has a row. */
static void check_table(enum nh_variant v, const struct appendix_row *t, size_t n)
{
    bool seen[NH_ROLE_COUNT][NH_RACE_COUNT] = {{false}};
    assert_int_equal(n, 28);
    for (size_t i = 0; i < n; i++) {
        int role = role_of(t[i].role), race = race_of(t[i].race);
        assert_true(role_allows_race(role, race));
        seen[role][race] = true;
        long double p[N_CON];
        assert_int_equal(start_con_pmf(v, role, race, p), 0);
        long double mean = 0.0L;
        for (int c = 0; c < N_CON; c++) {
            mean += c * p[c];
            double pct = 100.0 * (double)p[c];
            double want = c >= TABLE_LO && c <= TABLE_HI ? t[i].pct[c - TABLE_LO] : B;
            if (want == B)
                assert_true(pct < 0.005 + 1e-9);
            else
                assert_close(pct, want, 0.005 + 1e-9);
        }
        assert_close((double)mean, t[i].mean, 0.00005 + 1e-9);
    }
    for (int r = 0; r < NH_ROLE_COUNT; r++)
        for (int a = 0; a < NH_RACE_COUNT; a++)
            assert_int_equal(seen[r][a], role_allows_race(r, a));
}

static void appendix_a_343(void **state)
{
    (void)state;
    check_table(NH_V343, table_367, sizeof table_367 / sizeof table_367[0]);
}

static void appendix_a_367(void **state)
{
    (void)state;
    check_table(NH_V367, table_367, sizeof table_367 / sizeof table_367[0]);
}

static void appendix_a_50(void **state)
{
    (void)state;
    check_table(NH_V50, table_50, sizeof table_50 / sizeof table_50[0]);
}

/* ---- normalisation and support ------------------------------------------ */

/* Every role and race and variant: the pmf sums to 1 (also for disallowed
 * pairs, where it is defined too) and, for allowed pairs, lives on
 * attrmin..attrmax of the race's Con; before the variation, on
 * attrbase..attrmax.  (A disallowed pair may start above the race maximum,
 * e.g. a Samurai's Con 17 for an elf, as nh_roll_start_con does.) */
static void sums_and_support(void **state)
{
    (void)state;
    for (int v = 0; v < NH_VANILLA_COUNT; v++)
        for (int r = 0; r < NH_ROLE_COUNT; r++)
            for (int a = 0; a < NH_RACE_COUNT; a++) {
                long double p[N_CON], p0[N_CON], s = 0.0L, s0 = 0.0L;
                assert_int_equal(start_con_pmf((enum nh_variant)v, r, a, p), 0);
                assert_int_equal(start_con_init_pmf((enum nh_variant)v, r, a, p0), 0);
                int lo = nh_races[a].attrmin[A_CON], hi = nh_races[a].attrmax[A_CON];
                int lo0 = nh_roles[r].attrbase[A_CON];
                for (int c = 0; c < N_CON; c++) {
                    assert_true(p[c] >= 0.0L && p0[c] >= 0.0L);
                    if (role_allows_race(r, a) && (c < lo || c > hi))
                        assert_true(p[c] == 0.0L);
                    if (role_allows_race(r, a) && (c < lo0 || c > hi))
                        assert_true(p0[c] == 0.0L);
                    s += p[c];
                    s0 += p0[c];
                }
                assert_close((double)(s - 1.0L), 0.0, 1e-12);
                assert_close((double)(s0 - 1.0L), 0.0, 1e-12);
            }
}

static void bad_arguments(void **state)
{
    (void)state;
    long double p[N_CON];
    assert_int_equal(start_con_pmf(NH_VANILLA_COUNT, 0, 0, p), -1);
    assert_int_equal(start_con_pmf(NH_V367, -1, 0, p), -1);
    assert_int_equal(start_con_pmf(NH_V367, NH_ROLE_COUNT, 0, p), -1);
    assert_int_equal(start_con_init_pmf(NH_V367, 0, NH_RACE_COUNT, p), -1);
}

/* ---- hand derivations --------------------------------------------------- */

/* The selection loops as docs/rules.md, Starting Con, states them: subtract attrdist[0], [1], ...
 * from x = rn2(100) and stop at the first remainder <= 0 (3.4.3, 3.6.7) or
 * < 0 (5.0).  nh_attr_pick with nh_attr_weights must agree for every x. */
static int game_pick(enum nh_variant v, const int dist[NH_ATTR_COUNT], int x)
{
    for (int i = 0; i < NH_ATTR_COUNT; i++) {
        x -= dist[i];
        if (v == NH_V50 ? x < 0 : x <= 0)
            return i;
    }
    return NH_ATTR_COUNT; /* "impossible" in the game: the dists sum to 100 */
}

static void attr_pick_matches_game(void **state)
{
    (void)state;
    for (int v = 0; v < NH_VANILLA_COUNT; v++)
        for (int r = 0; r < NH_ROLE_COUNT; r++) {
            int w[NH_ATTR_COUNT];
            nh_attr_weights((enum nh_variant)v, r, w);
            for (int x = 0; x < 100; x++)
                assert_int_equal(nh_attr_pick(w, x),
                                 game_pick((enum nh_variant)v, nh_roles[r].attrdist, x));
        }
}

/* The variation alone on point masses, Con range 3..18.  At 18: xd = -2 and
 * -1 (1/140 each) lower it, 0..+4 are capped; at 3: -2..0 leave it, +1..+4
 * give 4..7 (1/140 each).  In place gives the same. */
static void variation_point_masses(void **state)
{
    (void)state;
    long double in[N_CON] = {0}, out[N_CON];
    in[18] = 1.0L;
    start_con_vary(in, 3, 18, out);
    for (int c = 0; c < N_CON; c++) {
        double want = c == 16 || c == 17 ? 1.0 / 140 : c == 18 ? 1.0 - 2.0 / 140 : 0.0;
        assert_close((double)out[c], want, 1e-18);
    }
    long double in3[N_CON] = {0};
    in3[3] = 1.0L;
    start_con_vary(in3, 3, 18, in3);
    for (int c = 0; c < N_CON; c++) {
        double want = c == 3 ? 19.0 / 20 + 3.0 / 140 : c >= 4 && c <= 7 ? 1.0 / 140 : 0.0;
        assert_close((double)in3[c], want, 1e-18);
    }
}

/* Human Knight (docs/rules.md, Role and race tables): attrbase 13/7/14/8/10/17 leaves np = 6; rooms
 * Str 105, Int 11, Wis 4, Dex 10, Con 8, Cha 1; Con's weight is 20 in both forms, Cha's 9 (3.6.7)
 * or 10 (5.0). Con 16 = all six points to Con; nothing is full on the way, so each point goes to
 * Con with probability 20/100: 0.2^6. Con 15 = one point elsewhere, at step t = 1..6, after t-1 Con
 * points. Another attribute than Cha (weight 80 - cha) fills nothing, the rest go to Con at 0.2
 * each; Cha (weight cha) fills it, and from then on a point goes to Con with probability 0.2 ·
 * Σ_{j<100} (cha/100)^j (runs of failures on Cha).  Wis cannot fill with a single point. */
static long double knight_con15(double cha)
{
    long double c = cha / 100.0L, other = (80.0L - cha) / 100.0L;
    long double g = 0.2L * (1.0L - powl(c, 100)) / (1.0L - c), sum = 0.0L;
    for (int t = 1; t <= 6; t++)
        sum += powl(0.2L, t - 1) * (other * powl(0.2L, 6 - t) + c * powl(g, 6 - t));
    return sum;
}

static void knight_by_hand(void **state)
{
    (void)state;
    int role = role_of("Kni"), race = race_of("hum");
    const struct {
        enum nh_variant v;
        double cha;
    } forms[] = {{NH_V367, 9.0}, {NH_V50, 10.0}};
    for (size_t i = 0; i < 2; i++) {
        long double p0[N_CON];
        assert_int_equal(start_con_init_pmf(forms[i].v, role, race, p0), 0);
        long double c16 = powl(0.2L, 6), c15 = knight_con15(forms[i].cha);
        assert_close((double)((p0[16] - c16) / c16), 0.0, 1e-15);
        assert_close((double)((p0[15] - c15) / c15), 0.0, 1e-15);
        for (int c = 0; c < N_CON; c++)
            if (c < 10 || c > 16)
                assert_true(p0[c] == 0.0L);
    }
}

/* ---- Monte Carlo agreement ---------------------------------------------- */

static void sample(enum nh_variant v, int role, int race, uint64_t seed, uint64_t counts[N_CON])
{
    nh_pcg32 rng;
    pcg32_seed(&rng, seed, 0x5c0du);
    for (int c = 0; c < N_CON; c++)
        counts[c] = 0;
    for (uint64_t n = draws(), i = 0; i < n; i++) {
        int con = nh_roll_start_con(v, role, race, &rng);
        assert_true(con >= 0 && con < N_CON);
        counts[con]++;
    }
}

static double gof(const uint64_t counts[N_CON], const long double p[N_CON], int *dof)
{
    double pd[N_CON];
    for (int c = 0; c < N_CON; c++)
        pd[c] = (double)p[c];
    return chisq_gof(counts, pd, N_CON, dof);
}

/* Cases cover both selection forms, 3.4.3, a Con cap that binds (dwarf 20,
 * elf 16) and an elf Wizard, whose implicit attribute (Wis, room 13 < 30
 * points) can be full. */
static void sampler_agrees(void **state)
{
    (void)state;
    const struct {
        enum nh_variant v;
        const char *role, *race;
    } cases[] = {
        {NH_V367, "Val", "dwa"}, {NH_V50, "Kni", "hum"},  {NH_V367, "Ran", "elf"},
        {NH_V50, "Tou", "hum"},  {NH_V343, "Wiz", "elf"}, {NH_V50, "Cav", "dwa"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        int role = role_of(cases[i].role), race = race_of(cases[i].race), dof = 0;
        uint64_t counts[N_CON];
        long double p[N_CON];
        sample(cases[i].v, role, race, 1000u + i, counts);
        assert_int_equal(start_con_pmf(cases[i].v, role, race, p), 0);
        double pv = gof(counts, p, &dof);
        if (pv < NH_TEST_P_MIN)
            print_error("%s %s %s: p = %g (dof %d)\n", variant_name(cases[i].v), cases[i].role,
                        cases[i].race, pv, dof);
        assert_true(dof >= 3);
        assert_true(pv >= NH_TEST_P_MIN);
    }
}

/* The same test must reject a wrong pmf: the distribution before the
 * variation step.  Draws outside its support (only the variation reaches
 * them) are counted in its nearest cell, so the rejection comes from the
 * shape of the distribution, not from chisq_gof's impossible-outcome
 * shortcut (hence dof >= 1). */
static void sampler_rejects_wrong_pmf(void **state)
{
    (void)state;
    const char *roles[] = {"Kni", "Tou"};
    for (size_t i = 0; i < 2; i++) {
        int role = role_of(roles[i]), race = race_of("hum"), dof = 0, lo = 0;
        uint64_t counts[N_CON];
        long double p0[N_CON];
        sample(NH_V50, role, race, 2000u + i, counts);
        assert_int_equal(start_con_init_pmf(NH_V50, role, race, p0), 0);
        int hi = N_CON - 1;
        while (p0[lo] == 0.0L)
            lo++;
        while (p0[hi] == 0.0L)
            hi--;
        for (int c = 0; c < N_CON; c++) {
            int to = c < lo ? lo : c > hi ? hi : c;
            if (to != c) {
                counts[to] += counts[c];
                counts[c] = 0;
            }
        }
        double pv = gof(counts, p0, &dof);
        assert_true(dof >= 1);
        assert_true(pv < 1e-6);
    }
}

/* ---- thread safety ------------------------------------------------------ */

/* Several threads fill the cache at once (this test runs first, so the
 * cache is cold) and all see the same values as a later lookup. */
enum { N_THREADS = 4 };
static long double thread_pmf[N_THREADS][NH_VANILLA_COUNT][NH_ROLE_COUNT][NH_RACE_COUNT][N_CON];

static void *fill_all(void *arg)
{
    int t = (int)(intptr_t)arg, bad = 0;
    for (int n = 0; n < NH_VANILLA_COUNT * NH_ROLE_COUNT * NH_RACE_COUNT; n++) {
        int k = (n * 7 + t * 13) % (NH_VANILLA_COUNT * NH_ROLE_COUNT * NH_RACE_COUNT);
        int v = k / (NH_ROLE_COUNT * NH_RACE_COUNT), r = k / NH_RACE_COUNT % NH_ROLE_COUNT;
        int a = k % NH_RACE_COUNT;
        if (role_allows_race(r, a))
            bad |= start_con_pmf((enum nh_variant)v, r, a, thread_pmf[t][v][r][a]);
    }
    return (void *)(intptr_t)bad;
}

static void concurrent_first_use(void **state)
{
    (void)state;
    pthread_t th[N_THREADS];
    for (int t = 0; t < N_THREADS; t++)
        assert_int_equal(pthread_create(&th[t], NULL, fill_all, (void *)(intptr_t)t), 0);
    for (int t = 0; t < N_THREADS; t++) {
        void *ret = NULL;
        assert_int_equal(pthread_join(th[t], &ret), 0);
        assert_true(ret == NULL);
    }
    for (int v = 0; v < NH_VANILLA_COUNT; v++)
        for (int r = 0; r < NH_ROLE_COUNT; r++)
            for (int a = 0; a < NH_RACE_COUNT; a++) {
                if (!role_allows_race(r, a))
                    continue;
                long double p[N_CON];
                assert_int_equal(start_con_pmf((enum nh_variant)v, r, a, p), 0);
                for (int t = 0; t < N_THREADS; t++)
                    for (int c = 0; c < N_CON; c++)
                        assert_true(thread_pmf[t][v][r][a][c] == p[c]);
            }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(concurrent_first_use),
        cmocka_unit_test(appendix_a_343),
        cmocka_unit_test(appendix_a_367),
        cmocka_unit_test(appendix_a_50),
        cmocka_unit_test(sums_and_support),
        cmocka_unit_test(bad_arguments),
        cmocka_unit_test(attr_pick_matches_game),
        cmocka_unit_test(variation_point_masses),
        cmocka_unit_test(knight_by_hand),
        cmocka_unit_test(sampler_agrees),
        cmocka_unit_test(sampler_rejects_wrong_pmf),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
