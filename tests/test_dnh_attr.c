/* Tests of dNetHack's starting attributes (docs/rules.md, dNetHack starting Con): the data of
 * init_attr() per role and race (src/game/dnh_attr.c, against dNetHack compat-3.23.0
 * src/role.c and src/u_init.c), its exact Con distribution (start_con_attr_pmf) worked by hand
 * on small problems, the sampler against it (chi-square, fixed seeds), and kind levelup with a
 * rolled Con, exact against Monte Carlo.
 */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "nhmc/dnh_attr.h"
#include "nhmc/heroes.h"
#include "kinds/levelup/levelup_impl.h"
#include "nhmc/start_con.h"
#include "nhmc/tally.h"

enum { ARC, BAR, CAV, HEA, KNI, MON, PRI, ROG, RAN, SAM, TOU, VAL, WIZ };
enum { HUM, ELF, DWA, GNO, ORC };
#define N_CON (NH_CON_MAX + 1)

static uint64_t draws(void)
{
    return getenv("NHMC_SANITIZED") ? 100000u : 400000u;
}

static struct nh_attr_init named(const char *role, const char *race, int sex)
{
    struct nh_attr_init a;
    char why[256];
    if (dnh_attr_init_named(role, race, sex, &a, why, sizeof why) != 0) {
        print_error("%s %s: %s\n", role, race, why);
        fail();
    }
    return a;
}

static void assert_ints(const int *got, const int *want, int n)
{
    for (int i = 0; i < n; i++)
        assert_int_equal(got[i], want[i]);
}

/* The point totals of u_init(), the picks of init_attr()'s loop and the
 * limits of role_init(). */
static void data(void **state)
{
    (void)state;
    /* Valkyrie: 85 points less attrbase 12+10+12+10+10+12 = 66; attrdist
     * 18,14,16,18,20,14: x = 0..18 picks Str (x - 18 = 0 is not > 0), and
     * the last attribute loses one value */
    struct nh_attr_init a = named("Val", "human", DNH_SEX_ANY);
    assert_int_equal(a.np, 19);
    assert_ints(a.base, (const int[]){12, 10, 12, 10, 10, 12}, 6);
    assert_ints(a.pick, (const int[]){19, 14, 16, 18, 20, 13}, 6);
    assert_ints(a.max, (const int[]){118, 18, 18, 18, 18, 18}, 6);
    /* an orc has 55 points: a Barbarian's base (67) is 12 over, taken off */
    assert_int_equal(named("Bar", "orc", DNH_SEX_ANY).np, -12);
    /* an elf 80 (Priest base 45), a dwarf the usual 75 */
    assert_int_equal(named("Pri", "elf", DNH_SEX_ANY).np, 35);
    assert_int_equal(named("Val", "dwarf", DNH_SEX_ANY).np, 19); /* Valkyrie first */
    assert_int_equal(named("Val", "dwarf", DNH_SEX_ANY).max[A_CON], 20);
    /* the Binder: 55 (elf 60) over base 36; attrdist sums to 60, so x = 61..99
     * pick nothing */
    a = named("Bin", "human", DNH_SEX_ANY);
    assert_int_equal(a.np, 19);
    assert_ints(a.pick, (const int[]){12, 9, 9, 11, 11, 9}, 6);
    assert_int_equal(named("BIN", "Elf", DNH_SEX_ANY).np, 24);
    /* the Pirate's attrdist sums to 99: the last attribute keeps all 10 */
    assert_ints(named("Pir", "human", DNH_SEX_ANY).pick, (const int[]){23, 15, 10, 22, 20, 10}, 6);
    /* an android (an Anachrononaut's automaton) has 95; the attrdist sums to 89 */
    a = named("Ana", "android", DNH_SEX_ANY);
    assert_int_equal(a.np, 39);
    assert_ints(a.pick, (const int[]){16, 17, 15, 12, 15, 15}, 6);
    assert_int_equal(a.max[A_CON], 22);
    /* a base above the race's maximum starts at it and counts so: a
     * Samurai's Con 17 is a yuki-onna's 14; 75 - (10+8+7+10+14+6) */
    a = named("Sam", "yuki-onna", DNH_SEX_ANY);
    assert_int_equal(a.base[A_CON], 14);
    assert_int_equal(a.np, 20);
    /* a base below the minimum stays (clockwork automaton: 8) */
    a = named("Arc", "clockwork automaton", DNH_SEX_ANY);
    assert_int_equal(a.base[A_CON], 7);
    assert_int_equal(a.min[A_CON], 8);
    /* role_init(): a Madman's Dex at most 18 (a drow's is 20) */
    assert_int_equal(named("Mad", "drow", DNH_SEX_ANY).max[A_DEX], 18);
    /* a Noblewoman's too, so an elven Noble's limits depend on the sex */
    assert_int_equal(named("Nob", "elf", DNH_MALE).max[A_DEX], 20);
    assert_int_equal(named("Nob", "elf", DNH_FEMALE).max[A_DEX], 18);
    assert_int_equal(named("Nob", "human", DNH_SEX_ANY).max[A_DEX], 18);
    /* a half-dragon Noblewoman: Str 20 (120), Dex 20, Con 18 */
    a = named("Nob", "half-dragon", DNH_FEMALE);
    assert_ints(a.max, (const int[]){120, 20, 20, 20, 18, 20}, 6);
    assert_int_equal(named("Nob", "half-dragon", DNH_MALE).max[A_CON], 20);

    char why[256];
    assert_int_equal(dnh_attr_init_named("Nob", "elf", DNH_SEX_ANY, &a, why, sizeof why), -1);
    assert_non_null(strstr(why, "depend on the hero's sex"));
    assert_int_equal(dnh_attr_init_named("Xyz", "human", DNH_MALE, &a, why, sizeof why), -1);
    assert_non_null(strstr(why, "no dNetHack starting attributes"));
    /* the hero tables' roles and races find theirs (by code and name); only a
     * Noble's may need the sex */
    for (int role = 0; role < NH_DNH_ROLES; role++)
        for (int race = 0; race < NH_DNH_RACES; race++)
            if (dnh_attr_init(role, race, DNH_SEX_ANY, &a, why, sizeof why) != 0 &&
                !(strcmp(nh_dnh_roles[role].abbr, "Nob") == 0 &&
                  strstr(why, "depend on the hero's sex"))) {
                print_error("%s %s: %s\n", nh_dnh_roles[role].abbr, nh_dnh_races[race].name, why);
                fail();
            }
}

/* The game's selection loop. */
static void pick(void **state)
{
    (void)state;
    const int dist[6] = {11, 9, 9, 11, 11, 9};
    assert_int_equal(dnh_attr_pick(dist, 0), 0);
    assert_int_equal(dnh_attr_pick(dist, 11), 0);
    assert_int_equal(dnh_attr_pick(dist, 12), 1);
    assert_int_equal(dnh_attr_pick(dist, 60), 5);
    assert_int_equal(dnh_attr_pick(dist, 61), NH_ATTR_COUNT);
    assert_int_equal(dnh_attr_pick(dist, 99), NH_ATTR_COUNT);
}

/* A problem with everything but Str and Con out of reach (limits at the base). */
static struct nh_attr_init toy(int np, int str_pick, int con_pick)
{
    struct nh_attr_init a;
    for (int i = 0; i < NH_ATTR_COUNT; i++) {
        a.base[i] = a.max[i] = 10;
        a.min[i] = 3;
        a.pick[i] = 0;
    }
    a.np = np;
    a.pick[A_STR] = str_pick;
    a.pick[A_CON] = con_pick;
    a.max[A_CON] = 18;
    return a;
}

static void near(long double got, long double want)
{
    if (fabsl(got - want) > 1e-15L) {
        print_error("got %.18Lg, want %.18Lg\n", got, want);
        fail();
    }
}

/* Exact Con distributions worked by hand. */
static void exact_by_hand(void **state)
{
    (void)state;
    long double p[N_CON];
    /* one point, Str full (99 of 100 x) and Con open (1): it lands on Con
     * unless 100 draws in a row pick Str: P(10) = 0.99^100 */
    struct nh_attr_init a = toy(1, 99, 1);
    assert_int_equal(start_con_attr_init_pmf(&a, p), 0);
    near(p[10], powl(0.99L, 100));
    near(p[11], 1.0L - powl(0.99L, 100));
    /* draws that pick nothing are drawn again and are no failure: Str 79,
     * Con 1, 20 picking nothing: P(10) = (79/80)^100 = 0.2848, not 0.99^100 */
    a = toy(1, 79, 1);
    assert_int_equal(start_con_attr_init_pmf(&a, p), 0);
    near(p[10], powl(79.0L / 80.0L, 100));
    /* two points, Con alone open: 12 */
    a = toy(2, 0, 50);
    assert_int_equal(start_con_attr_init_pmf(&a, p), 0);
    near(p[12], 1.0L);
    /* points taken off: Str and Con 50/50, three points off from 10 down to
     * 3: Con 10 - k with k ~ Binomial(3, 1/2) */
    a = toy(-3, 50, 50);
    a.base[A_STR] = 10;
    assert_int_equal(start_con_attr_init_pmf(&a, p), 0);
    near(p[10], 1.0L / 8);
    near(p[9], 3.0L / 8);
    near(p[8], 3.0L / 8);
    near(p[7], 1.0L / 8);
    /* the variation: Con 7 below a minimum of 8 (a clockwork automaton's),
     * no points: xd = 0 changes nothing, -2 and -1 raise it to 8, +1..+4
     * give 8..11 */
    a = toy(0, 50, 50);
    a.base[A_CON] = 7;
    a.min[A_CON] = 8;
    assert_int_equal(start_con_attr_pmf(&a, p), 0);
    near(p[7], 19.0L / 20 + 1.0L / 140);
    near(p[8], 3.0L / 140);
    for (int c = 9; c <= 11; c++)
        near(p[c], 1.0L / 140);
    /* out of range: Con bound past 25 */
    a.max[A_CON] = 26;
    assert_int_equal(start_con_attr_pmf(&a, p), -1);
}

/* The sampler (the game's loops, one draw at a time) against the exact
 * distribution, over the game's own problems: placing and taking off
 * points, draws that pick nothing, a capped base, a base below the minimum,
 * role_init()'s limits. */
static void sampler_agrees(void **state)
{
    (void)state;
    const struct {
        const char *role, *race;
        int sex;
    } cases[] = {
        {"Val", "human", DNH_SEX_ANY},      {"Val", "dwarf", DNH_SEX_ANY},
        {"Bar", "orc", DNH_SEX_ANY},        {"Wiz", "elf", DNH_SEX_ANY},
        {"Bin", "human", DNH_SEX_ANY},      {"Ana", "android", DNH_SEX_ANY},
        {"Arc", "clockwork automaton", -1}, {"Sam", "yuki-onna", DNH_SEX_ANY},
        {"Nob", "half-dragon", DNH_FEMALE}, {"Mad", "drow", DNH_SEX_ANY},
    };
    const size_t n_named = sizeof cases / sizeof cases[0];
    /* and the small problems of exact_by_hand: redraws, the stop, a base
     * below the minimum */
    struct nh_attr_init toys[3] = {toy(1, 79, 1), toy(-3, 50, 50), toy(0, 50, 50)};
    toys[2].base[A_CON] = 7;
    toys[2].min[A_CON] = 8;
    for (size_t k = 0; k < n_named + 3; k++) {
        struct nh_attr_init a =
            k < n_named ? named(cases[k].role, cases[k].race, cases[k].sex) : toys[k - n_named];
        long double p[N_CON];
        double pd[N_CON];
        uint64_t counts[N_CON] = {0};
        assert_int_equal(start_con_attr_pmf(&a, p), 0);
        long double total = 0;
        for (int c = 0; c < N_CON; c++) {
            total += p[c];
            pd[c] = (double)p[c];
        }
        near(total, 1.0L);
        nh_pcg32 rng;
        pcg32_seed(&rng, 5150u + k, 0x5c0du);
        for (uint64_t n = draws(), i = 0; i < n; i++) {
            int con = dnh_roll_start_con(&a, &rng);
            assert_in_range(con, 0, N_CON - 1);
            counts[con]++;
        }
        int dof = 0;
        double pv = chisq_gof(counts, pd, N_CON, &dof);
        if (pv < NH_TEST_P_MIN || dof < 1) {
            print_error("case %zu: p = %g (dof %d)\n", k, pv, dof);
            fail();
        }
    }
}

/* Kind levelup with a rolled Con: the kernel and the scalar reference
 * against the exact mixture, below and past XL 30. */
static void levelup_rolled(void **state)
{
    (void)state;
    static const int st[] = {0, 9, 29, 49};
    const struct {
        int role, race;
    } cases[] = {{VAL, HUM}, {BAR, ORC}, {WIZ, ELF}, {SAM, HUM}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        struct levelup_case c = {NH_VDNH, cases[k].role, cases[k].race, NH_CON_ROLLED, 4, st, 0};
        struct nh_pmf f[4];
        struct nh_tally t;
        assert_true(levelup_stages_valid(&c));
        assert_int_equal(levelup_exact(&c, f), 0);
        assert_int_equal(jobs_simulate(&levelup_job_kind, &c, 77u + k, draws(), 2, &t), 0);
        for (int s = 0; s < 4; s++) {
            struct nh_gof g;
            near(pmf_total(&f[s]), 1.0L);
            assert_int_equal(gof_chisq(tally_hist(&t, (size_t)s), t.lo[s], t.width[s], &f[s], &g),
                             0);
            if (g.p < NH_TEST_P_MIN || g.impossible) {
                print_error("%s %s stage %d: p = %g, impossible %llu\n", nh_roles[c.role].abbr,
                            nh_races[c.race].abbr, st[s], g.p, (unsigned long long)g.impossible);
                fail();
            }
        }
        tally_free(&t);
        /* the reference hero draws Con the same way */
        nh_pcg32 rng;
        pcg32_seed(&rng, 99u + k, 1);
        assert_int_equal(tally_init(&t, 4,
                                    (int32_t[]){(int32_t)pmf_min(&f[0]), (int32_t)pmf_min(&f[1]),
                                                (int32_t)pmf_min(&f[2]), (int32_t)pmf_min(&f[3])},
                                    (int32_t[]){(int32_t)pmf_max(&f[0]), (int32_t)pmf_max(&f[1]),
                                                (int32_t)pmf_max(&f[2]), (int32_t)pmf_max(&f[3])}),
                         0);
        for (uint64_t i = 0; i < draws() / 4; i++) {
            int32_t hp[4];
            levelup_reference_hero(&c, &rng, hp);
            for (size_t s = 0; s < 4; s++)
                tally_hist(&t, s)[hp[s] - t.lo[s]]++;
        }
        for (int s = 0; s < 4; s++) {
            struct nh_gof g;
            assert_int_equal(gof_chisq(tally_hist(&t, (size_t)s), t.lo[s], t.width[s], &f[s], &g),
                             0);
            assert_true(g.p >= NH_TEST_P_MIN && !g.impossible);
        }
        tally_free(&t);
        for (int s = 0; s < 4; s++)
            pmf_free(&f[s]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(data),           cmocka_unit_test(pick),
        cmocka_unit_test(exact_by_hand),  cmocka_unit_test(sampler_agrees),
        cmocka_unit_test(levelup_rolled),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
