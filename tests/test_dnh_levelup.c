/* Tests of dNetHack's max-HP model in kind levelup (docs/rules.md, dNetHack max HP;
 * dNetHack level gain and drain; Known values): the rules (src/game/dnh_rules.c), the exact module
 * and the kernel.  Hand values are worked out in the comments; the kernel and the reference hero
 * are checked against the exact distributions by chi-square.
 *
 * Stages are numbers of gains: XL x is x - 1 gains.
 */
#include "levelup_testutil.h"

#include <stdlib.h>
#include <string.h>

#include "nhmc/dnh.h"
#include "kinds/levelup/levelup_impl.h"
#include "nhmc/pmf.h"
#include "nhmc/hero_rules.h"
#include "nhmc/tally.h"

enum { ARC, BAR, CAV, HEA, KNI, MON, PRI, ROG, RAN, SAM, TOU, VAL, WIZ };
enum { HUM, ELF, DWA, GNO, ORC };

#define SEED 8020818u

static struct levelup_case dnh_case(int role, int race, int con, const int *stages, int n)
{
    return (struct levelup_case){NH_VDNH, role, race, con, n, stages, 0};
}

static long double prob(const struct nh_pmf *f, int64_t v)
{
    return v < f->lo || v >= f->lo + (int64_t)f->n ? 0.0L : f->p[v - f->lo];
}

/* The tables of docs/rules.md, dNetHack max HP where dNetHack differs from 3.4.3, and the orc
 * index. */
static void tables(void **state)
{
    (void)state;
    /* the tables' hpadv, role by role and race by race */
    struct nh_hpadv r[NH_DNH_ROLES], a[NH_DNH_ALL_RACES];
    for (int i = 0; i < NH_DNH_ROLES; i++)
        r[i] = nh_dnh_roles[i].hp;
    for (int i = 0; i < NH_DNH_ALL_RACES; i++)
        a[i] = nh_dnh_races[i].hp;
    assert_int_equal(r[BAR].hifix, 0);
    assert_int_equal(r[BAR].hirnd, 2);
    assert_int_equal(r[MON].infix, 8);
    assert_int_equal(r[ROG].lornd, 6);
    assert_int_equal(r[WIZ].lornd, 4);
    assert_int_equal(r[WIZ].hirnd, 1);
    assert_int_equal(r[TOU].hirnd + r[TOU].hifix, 0);
    assert_int_equal(a[ELF].infix, 7);
    assert_int_equal(a[ELF].lofix, 3);
    assert_int_equal(a[ELF].lornd, 0);
    assert_int_equal(a[ORC].hirnd, 3);
    /* no inrnd above 1 (creation is deterministic): the myrkalfr's 1 adds rn2(1) = 0 */
    for (int i = 0; i < NH_DNH_ROLES; i++)
        assert_int_equal(r[i].inrnd, 0);
    for (int i = 0; i < NH_DNH_ALL_RACES; i++)
        assert_int_equal(a[i].inrnd, i == NH_DNH_MYRKALFR);
    assert_int_equal(race_parse("orc"), NH_DNH_RACE_ORC);
    assert_string_equal(nh_roles[WIZ].abbr, "Wiz");
    assert_string_equal(nh_races[ELF].name, "elf");
}

/* conplus of docs/rules.md, dNetHack max HP in quarters, and max HP's truncation toward zero. */
static void con_bonus(void **state)
{
    (void)state;
    const int want[][2] = {{3, -8}, {4, -6}, {5, -4}, {6, -4}, {7, 0},  {12, 0},
                           {13, 2}, {14, 3}, {15, 4}, {18, 7}, {19, 8}, {25, 14}};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        assert_int_equal(dnh_con_quarters(want[i][0]), want[i][1]);
    /* docs/rules.md, Known values: P 16 at XL 1, Con 18: trunc(17.75) = 17 */
    assert_int_equal(dnh_maxhp(HUM, 16, 1, 18), 17);
    /* XL 10, Con 18: the Con part 17.5 counts 17 on an integer P */
    assert_int_equal(dnh_maxhp(HUM, 70, 10, 18), 87);
    /* retroactive: the same rolls with Con 16 (1.25 per level): 70 + 12.5 */
    assert_int_equal(dnh_maxhp(HUM, 70, 10, 16), 82);
    /* Con 4, XL 3, P 10: 10 - 4.5 = 5.5 -> 5 */
    assert_int_equal(dnh_maxhp(HUM, 10, 3, 4), 5);
    /* negative totals: trunc(1 - 1.5) = 0, and 15 - 20 = -5: both floor at 1 */
    assert_int_equal(dnh_maxhp(HUM, 1, 1, 4), 1);
    assert_int_equal(dnh_maxhp(HUM, 15, 10, 3), 1);
    /* the orc's Con rises by XL/3 (source: acurr), capped at 25 */
    assert_int_equal(dnh_effective_con(ORC, 3, 29), 12);
    assert_int_equal(dnh_effective_con(ORC, 16, 30), 25);
    assert_int_equal(dnh_effective_con(ORC, 16, 2), 16);
    assert_int_equal(dnh_effective_con(HUM, 16, 30), 16);
    /* orc Con 3 at XL 30: Con 13 (0.5 per level): P 89 -> 104 */
    assert_int_equal(dnh_maxhp(ORC, 89, 30, 3), 104);
}

/* Gain dice: a part of size 1 is rn2(2), given as 2 sides and fix - 1. */
static void gain_dice(void **state)
{
    (void)state;
    /* Wizard from XL 12 (hi 0,1) with human (hi 1,0): 1 + rn2(2) */
    struct nh_gain_dice d = dnh_gain_dice_at(WIZ, HUM, 12);
    assert_int_equal(d.fix, 0);
    assert_int_equal(d.role_sides, 2);
    assert_int_equal(d.race_sides, 0);
    /* Wizard below XL 12 with gnome (lo 0,1): rnd(4) + rn2(2) */
    d = dnh_gain_dice_at(WIZ, GNO, 11);
    assert_int_equal(d.fix, -1);
    assert_int_equal(d.role_sides, 4);
    assert_int_equal(d.race_sides, 2);
    /* Valkyrie from XL 10: rnd(2) + 1 */
    d = dnh_gain_dice_at(VAL, HUM, 10);
    assert_int_equal(d.fix, 1);
    assert_int_equal(d.role_sides, 2);
    /* elf below xlev: fixed 3 and the role die */
    d = dnh_gain_dice_at(PRI, ELF, 1);
    assert_int_equal(d.fix, 3);
    assert_int_equal(d.race_sides, 0);
    assert_int_equal(dnh_start_rolled(VAL, HUM), 16);
    assert_int_equal(dnh_start_rolled(MON, HUM), 10);
    assert_int_equal(dnh_start_rolled(PRI, ELF), 19);
    /* dnh_newhp: Wizard gnome at XL 20 is rn2(2) + 0 floored at 1: always 1 */
    nh_pcg32 rng;
    pcg32_seed(&rng, 7, 1);
    for (int i = 0; i < 1000; i++)
        assert_int_equal(dnh_newhp(WIZ, GNO, 20, &rng), 1);
    int seen[4] = {0};
    for (int i = 0; i < 4000; i++) {
        int g = dnh_newhp(WIZ, HUM, 20, &rng);
        assert_in_range(g, 1, 2);
        seen[g]++;
    }
    assert_true(seen[1] > 1800 && seen[2] > 1800);
}

/* docs/rules.md, Known values in the exact module: human Valkyrie, Con 18, starts at 17
 * (3.4.3: 16).  At XL 2, P = 16 + d8 + d2 and max HP = P + 3 (3.5 -> 3):
 * 21..29, P(21) = P(29) = 1/16, P(22..28) = 2/16, mean 25. */
static void valkyrie_start_and_xl2(void **state)
{
    (void)state;
    static const int st[] = {0, 1, 9};
    struct levelup_case c = dnh_case(VAL, HUM, 18, st, 3);
    struct nh_pmf f[3];
    assert_int_equal(levelup_exact(&c, f), 0);
    assert_int_equal(f[0].lo, 17);
    assert_int_equal((int)f[0].n, 1);
    assert_int_equal(nh_start_hp(VAL, HUM), 16);
    assert_int_equal(pmf_min(&f[1]), 21);
    assert_int_equal(pmf_max(&f[1]), 29);
    assert_true(fabsl(prob(&f[1], 21) - 1.0L / 16) < 1e-18L);
    assert_true(fabsl(prob(&f[1], 25) - 2.0L / 16) < 1e-18L);
    assert_true(fabsl(prob(&f[1], 29) - 1.0L / 16) < 1e-18L);
    assert_true(fabsl(pmf_mean(&f[1]) - 25.0L) < 1e-15L);
    /* XL 10: P mean 16 + 9 * 6 = 70, plus 17 */
    assert_true(fabsl(pmf_mean(&f[2]) - 87.0L) < 1e-14L);
    assert_int_equal(pmf_min(&f[2]), 16 + 9 * 2 + 17);
    pmfs_free(f, 3);
}

/* Con 15 (exactly 1 per level, no truncation): mean max HP at XL x is the
 * start roll + the gains' means + x, the gains' means enumerated here from
 * docs/rules.md, dNetHack max HP (size 1 = rn2(2), at least 1 per gain), for every hero dNetHack
 * starts (dnh_hero_legal; docs/dnethack-heroes.md). */
static long double gain_mean(int role, int race, int xl)
{
    const struct nh_hpadv *r = dnh_role_hp(role), *a = dnh_race_hp(role, race);
    bool lo = xl < dnh_xlev(role);
    int fix = lo ? r->lofix + a->lofix : r->hifix + a->hifix;
    int rs = lo ? r->lornd : r->hirnd, as = lo ? a->lornd : a->hirnd;
    int rlo = rs == 1 ? 0 : rs > 1, rhi = rs == 1 ? 1 : rs;
    int alo = as == 1 ? 0 : as > 1, ahi = as == 1 ? 1 : as;
    long double sum = 0;
    int n = 0;
    for (int x = rlo; x <= rhi; x++)
        for (int y = alo; y <= ahi; y++, n++) {
            int g = fix + x + y;
            sum += g < 1 ? 1 : g;
        }
    return sum / n;
}

static void means_all_pairs(void **state)
{
    (void)state;
    static int st[NH_MAXULEV];
    for (int s = 0; s < NH_MAXULEV; s++)
        st[s] = s;
    for (int role = 0; role < NH_DNH_ROLES; role++)
        for (int race = 0; race < NH_DNH_RACES; race++) {
            if (!dnh_hero_legal(role, race) || race == ORC)
                continue; /* an orc's Con rises with XL */
            struct levelup_case c = dnh_case(role, race, 15, st, NH_MAXULEV);
            struct nh_pmf f[NH_MAXULEV];
            assert_int_equal(levelup_exact(&c, f), 0);
            long double want = dnh_start_rolled(role, race);
            for (int s = 0; s < NH_MAXULEV; s++) {
                if (s > 0)
                    want += gain_mean(role, race, s);
                long double got = pmf_mean(&f[s]);
                if (fabsl(got - (want + s + 1)) > 1e-12L) {
                    print_error("%s %s XL %d: mean %.15Lg, want %.15Lg\n", nh_dnh_roles[role].abbr,
                                nh_dnh_races[race].abbr, s + 1, got, want + s + 1);
                    fail();
                }
                assert_true(fabsl(pmf_total(&f[s]) - 1.0L) < 1e-15L);
            }
            pmfs_free(f, NH_MAXULEV);
        }
}

/* The kernel against the exact module: cases with size-1 parts (Wizard,
 * gnome, orc), negative Con bonuses hitting the floor of 1, the orc's rising
 * Con, and the fractional bonuses. */
static void kernel_matches_exact(void **state)
{
    (void)state;
    static const int st[] = {0, 1, 4, 9, 11, 12, 19, 28, 29};
    const int n = (int)(sizeof st / sizeof st[0]);
    const struct {
        int role, race, con;
    } cases[] = {{VAL, HUM, 18},
                 {WIZ, GNO, 3},
                 {WIZ, ORC, 3},
                 {BAR, ORC, 16},
                 {TOU, HUM, 4},
                 {PRI, ELF, 13},
                 {ARC, DWA, 25},
                 {MON, HUM, 14},
                 {ROG, ORC, 5},
                 /* dNetHack's own heroes: the myrkalfr and android substitutes, the
                  * chiropteran's fixed-plus-die parts, a Troubadour orc's rising Con */
                 {NH_DNH_ANA, NH_DNH_DROW, 16},
                 {NH_DNH_ANA, NH_DNH_CLOCKWORK, 4},
                 {NH_DNH_BIN, NH_DNH_CHIROPTERAN, 13},
                 {NH_DNH_BRD, ORC, 3}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        struct levelup_case c = dnh_case(cases[k].role, cases[k].race, cases[k].con, st, n);
        char what[64];
        snprintf(what, sizeof what, "dnethack %s %s Con %d", nh_dnh_roles[c.role].abbr,
                 nh_dnh_races[c.race].abbr, c.con);
        levelup_kernel_vs_exact(&c, SEED + k, levelup_test_trials(), what);
    }
}

/* The scalar reference hero (dnh_newhp, dnh_maxhp) against the exact module. */
static void reference_matches_exact(void **state)
{
    (void)state;
    static const int st[] = {0, 3, 11, 12, 29};
    struct levelup_case c = dnh_case(WIZ, ORC, 8, st, 5);
    levelup_reference_vs_exact(&c, SEED, 99, levelup_test_trials() / 4, "reference Wiz orc Con 8");
}

/* A rolled Con (tests/test_dnh_attr.c) and XL 30+K (tests/test_dnh_soft_cap.c) are modelled
 * for dNetHack; a hero without dNetHack's starting-attribute data is refused, with a reason. */
static void refusals(void **state)
{
    (void)state;
    static const int st30[] = {0, 29, 30};
    struct levelup_case c = dnh_case(VAL, HUM, NH_CON_ROLLED, st30, 3);
    struct nh_tally t;
    assert_true(levelup_stages_valid(&c));
    assert_int_equal(levelup_tally_init(&t, &c), 0);
    tally_free(&t);
    c.con = 16;
    assert_true(levelup_stages_valid(&c));
    assert_int_equal(levelup_tally_init(&t, &c), 0);
    tally_free(&t);

    struct nh_hero_grid g;
    char err[256] = "";
    memset(&g, 0, sizeof g);
    g.nvariants = 2;
    g.variants[0] = NH_V343;
    g.variants[1] = NH_VDNH;
    g.npairs = 1;
    g.pairs[0] = (struct nh_pair){VAL, DWA};
    g.ncon = 2;
    g.con[0] = 16;
    g.con[1] = NH_CON_ROLLED;
    g.nstages = 2;
    g.stages[0] = 29;
    g.stages[1] = 30;
    assert_int_equal(levelup_grid_check(&g, err, sizeof err), 0);
    /* a role the data do not know (none of the hero tables' today) */
    g.pairs[0].role = -1;
    assert_int_equal(levelup_grid_check(&g, err, sizeof err), LEVELUP_BAD_CON);
    assert_non_null(strstr(err, "rolled Con is not modelled for this dnethack hero"));
    g.ncon = 1;
    assert_int_equal(levelup_grid_check(&g, err, sizeof err), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(tables),
        cmocka_unit_test(con_bonus),
        cmocka_unit_test(gain_dice),
        cmocka_unit_test(valkyrie_start_and_xl2),
        cmocka_unit_test(means_all_pairs),
        cmocka_unit_test(kernel_matches_exact),
        cmocka_unit_test(reference_matches_exact),
        cmocka_unit_test(refusals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
