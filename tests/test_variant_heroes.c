/* Tests of the hero tables and level gain of xNetHack, EvilHack and
 * UnNetHack (src/game/variant_heroes.c, hero_dice.c; levelup's exact model)
 * against values worked by hand from each game's source at the commits of
 * docs/xnethack-heroes.md, docs/evilhack-heroes.md and
 * docs/unnethack-heroes.md (src/role.c roles[] and races[], src/attrib.c
 * newhp()).  Stages are numbers of gains: XL x is x - 1 gains. */
#include "testutil.h"

#include <math.h>

#include "kinds/levelup/levelup_impl.h"
#include "nhmc/attr_init.h"
#include "nhmc/heroes.h"
#include "nhmc/pmf.h"

static int count_legal(const struct nh_hero_table *t)
{
    int n = 0;
    for (int r = 0; r < t->nroles; r++)
        for (int a = 0; a < t->nraces; a++)
            n += t->legal(r, a);
    return n;
}

static int idx(const struct nh_names *names, const char *text)
{
    return nh_name_index(names, text);
}

/* The mean of the exact max HP after `gains` gains. */
static long double exact_mean(enum nh_variant v, const char *role, const char *race, int con,
                              int gains)
{
    const struct nh_hero_table *t = nh_heroes(v);
    int stages[1] = {gains};
    struct levelup_case c = {v, idx(t->role_names, role), idx(t->race_names, race), con, 1, stages,
                             0};
    struct nh_pmf f;
    assert_int_equal(levelup_exact(&c, &f), 0);
    long double m = 0;
    for (size_t i = 0; i < f.n; i++)
        m += f.p[i] * (long double)(f.lo + (int64_t)i);
    pmf_free(&f);
    return m;
}

/* The init_attr(75) problem of a hero: its points, the picks of Str and
 * Cha, and the race's Con maximum. */
static void attr_is(enum nh_variant v, int role, int race, int np, int pick_str, int pick_cha,
                    int con_max)
{
    struct nh_attr_init a;
    nh_hero_attr_init(v, role, race, &a);
    assert_int_equal(a.np, np);
    assert_int_equal(a.pick[0], pick_str);
    assert_int_equal(a.pick[5], pick_cha);
    assert_int_equal(a.max[4], con_max);
}

static void dice_is(struct nh_gain_dice d, int fix, int role, int race)
{
    assert_int_equal(d.fix, fix);
    assert_int_equal(d.role_sides, role);
    assert_int_equal(d.race_sides, race);
}

/* xNetHack 9.1: vanilla's 28 pairs and the dwarvish Barbarian (the Barbarian
 * takes MH_DWARF and ROLE_LAWFUL), the elven Rogue, the gnomish Tourist. */
static void xnethack(void **state)
{
    (void)state;
    const struct nh_hero_table *t = &nh_xnh_heroes;
    int bar = idx(t->role_names, "Bar"), rog = idx(t->role_names, "Rog"),
        tou = idx(t->role_names, "Tou"), val = idx(t->role_names, "Val"),
        hea = idx(t->role_names, "Hea");
    int dwa = idx(t->race_names, "dwarf"), elf = idx(t->race_names, "elf"),
        gno = idx(t->race_names, "gnome"), hum = idx(t->race_names, "human");
    assert_int_equal(count_legal(t), 31);
    assert_true(t->legal(bar, dwa) && t->legal(rog, elf) && t->legal(tou, gno));
    assert_false(t->legal(bar, gno));
    /* ROLE_XLEV_CUTOFF 12 for every role: the Healer's is 12, not 20 */
    assert_int_equal(nh_hero_xlev(t, hea), 12);
    /* Valkyrie 14 + human 2, no dice */
    dice_is(nh_hero_start_dice(NH_VXNH, val, hum), 16, 0, 0);
    /* u.ulevel 11 < 12: lornd d8 + d2; 12: hifix 2 + 1 */
    dice_is(nh_hero_gain_dice(NH_VXNH, val, hum, 11), 0, 8, 2);
    dice_is(nh_hero_gain_dice(NH_VXNH, val, hum, 12), 3, 0, 0);
    /* a gain at XL 30 of 3 + 3 (Con 18) limited to 5 - 300/300 = 4 */
    nh_pcg32 rng;
    pcg32_seed(&rng, 1, 1);
    assert_int_equal(nh_hero_newhp(NH_VXNH, val, hum, 30, 18, 300, 0, &rng), 4);
    /* XL 12 after 11 low gains of mean 4.5 + 1.5 + 3: 16 + 99 = 115; XL 30:
     * 18 more of 6: 223 */
    assert_true(fabsl(exact_mean(NH_VXNH, "Val", "hum", 18, 11) - 115.0L) < 1e-9L);
    assert_true(fabsl(exact_mean(NH_VXNH, "Val", "hum", 18, 29) - 223.0L) < 1e-9L);
    /* rolled Con: 75 - (7+11+11+7+11+11) = 17 points, picked by attrdist
     * exactly (rnd_attr()), within the gnome's limits */
    attr_is(NH_VXNH, hea, gno, 17, 15, 5, 18);
    /* Tourist 8 + gnome 1 = 9; a gain d8 + rnd(1) - 2 (Con 3) at least 1:
     * P(10) = 2/8, each of 11..16 1/8: mean 9 + (2 + 2+3+4+5+6+7)/8 = 12.625 */
    assert_true(fabsl(exact_mean(NH_VXNH, "Tou", "gno", 3, 1) - 12.625L) < 1e-12L);
}

/* EvilHack: 16 roles, 14 races, 121 pairs (the Convict's ROLE_NORACEALIGN);
 * race dice on the starting HP; the never-read Caveman's and the
 * unblemished aasimar's extra dice. */
static void evilhack(void **state)
{
    (void)state;
    const struct nh_hero_table *t = &nh_evh_heroes;
    assert_int_equal(t->nroles, 16);
    assert_int_equal(t->nraces, 14);
    assert_int_equal(count_legal(t), 121);
    int con = idx(t->role_names, "Convict"), kni = idx(t->role_names, "Knight"),
        val = idx(t->role_names, "Val"), inf = idx(t->role_names, "Infidel"),
        cav = idx(t->role_names, "Cavewoman");
    int dwa = idx(t->race_names, "dwarf"), orc = idx(t->race_names, "orc"),
        elf = idx(t->race_names, "elf"), gia = idx(t->race_names, "giant"),
        ith = idx(t->race_names, "illithid"), amr = idx(t->race_names, "aasimar");
    assert_true(t->legal(con, dwa)); /* dwarf lawful/neutral, Convict chaotic */
    assert_true(t->legal(kni, orc)); /* the Knight takes ROLE_CHAOTIC */
    assert_false(t->legal(val, elf));
    /* Infidel 10 + giant 4 + rnd(3) */
    dice_is(nh_hero_start_dice(NH_VEVH, inf, gia), 14, 0, 3);
    /* the illithid's inrnd is 0: no dice at creation (Infidel 10 + 1) */
    dice_is(nh_hero_start_dice(NH_VEVH, inf, ith), 11, 0, 0);
    /* u.ulevel 1 < xlev 10: 0 + 1, d8, d4; from 10: 1 + 3, no role die, d3 */
    dice_is(nh_hero_gain_dice(NH_VEVH, inf, gia, 1), 1, 8, 4);
    dice_is(nh_hero_gain_dice(NH_VEVH, inf, gia, 10), 4, 0, 3);
    /* the Caveman: rn1(3,2) below XL 3, rn1(4,3) below 10, rn1(6,3) below
     * 18, rn1(8,5) after; rn1(n,k) = rnd(n) + k - 1 */
    int lv[4] = {2, 3, 10, 18}, fix[4] = {1, 2, 2, 4}, sides[4] = {3, 4, 6, 8};
    for (int k = 0; k < 4; k++) {
        struct nh_gain_extra e = nh_hero_gain_extra(NH_VEVH, cav, dwa, lv[k], 0);
        assert_int_equal(e.fix, fix[k]);
        assert_int_equal(e.sides[0], sides[k]);
        assert_int_equal(e.sides[1], 0);
    }
    /* an aasimar: rn1(4,3), whatever the role */
    struct nh_gain_extra e = nh_hero_gain_extra(NH_VEVH, kni, amr, 5, 0);
    assert_int_equal(e.fix, 2);
    assert_int_equal(e.sides[1], 4);
    /* a Caveman who has read, an aasimar whose alignment was abused: none */
    e = nh_hero_gain_extra(NH_VEVH, cav, amr, 5, NH_HERO_LITERATE | NH_HERO_ABUSED);
    assert_int_equal(e.fix + e.sides[0] + e.sides[1], 0);
    e = nh_hero_gain_extra(NH_VEVH, cav, amr, 5, NH_HERO_ABUSED);
    assert_int_equal(e.fix, 2);
    assert_int_equal(e.sides[0], 4);
    /* rolled Con: a Barbarian's Dex 15 lowered while >= the giant's 14, to
     * 13; 75 - (16+7+7+13+16+6) = 10 points; picks Str 30+1, Cha 7-1 */
    attr_is(NH_VEVH, idx(t->role_names, "Bar"), gia, 10, 31, 6, 25);
    struct nh_attr_init a;
    nh_hero_attr_init(NH_VEVH, idx(t->role_names, "Bar"), gia, &a);
    assert_int_equal(a.base[3], 13);
    /* Infidel giant, Con 16: start 14 + 2 = 16; a gain 1 + 4.5 + 2.5 + 1 = 9 */
    assert_true(fabsl(exact_mean(NH_VEVH, "Inf", "gia", 16, 0) - 16.0L) < 1e-12L);
    assert_true(fabsl(exact_mean(NH_VEVH, "Inf", "gia", 16, 1) - 25.0L) < 1e-12L);
    /* human Caveman, Con 10: 14 + 2, then 4.5 + 1.5 + 3 (rn1(3,2)) */
    assert_true(fabsl(exact_mean(NH_VEVH, "Cav", "hum", 10, 1) - 25.0L) < 1e-12L);
}

/* UnNetHack: the Convict and the vampire; 38 pairs (the dwarvish and the
 * gnomish Convict start, made chaotic by u_init()); no XL-30 limit. */
static void unnethack(void **state)
{
    (void)state;
    const struct nh_hero_table *t = &nh_unh_heroes;
    assert_int_equal(t->nroles, 14);
    assert_int_equal(t->nraces, 6);
    assert_int_equal(count_legal(t), 38);
    int con = idx(t->role_names, "Con"), arc = idx(t->role_names, "Arc"),
        hea = idx(t->role_names, "Hea");
    int dwa = idx(t->race_names, "dwarven"), gno = idx(t->race_names, "gnome"),
        vam = idx(t->race_names, "vampire");
    assert_true(t->legal(con, dwa) && t->legal(con, gno) && t->legal(arc, vam));
    assert_false(t->legal(hea, vam));
    assert_int_equal(idx(t->role_names, "Cavewoman"), idx(t->role_names, "Cav"));
    /* rolled Con: 75 - (10+7+7+7+13+6) = 25 points; 3.4.3's picks: Str
     * 20+1, Cha 10-1; the vampire's Con 3..20 */
    attr_is(NH_VUNH, con, vam, 25, 21, 9, 20);
    /* Convict 8 + vampire 3 */
    dice_is(nh_hero_start_dice(NH_VUNH, con, vam), 11, 0, 0);
    /* below xlev 10: d8 + d3; from 10: 0 + 2 */
    dice_is(nh_hero_gain_dice(NH_VUNH, con, vam, 9), 0, 8, 3);
    dice_is(nh_hero_gain_dice(NH_VUNH, con, vam, 10), 2, 0, 0);
    /* no limit: a gain at XL 30 from 1200 max HP is 2 + 3 (Con 18) */
    nh_pcg32 rng;
    pcg32_seed(&rng, 1, 1);
    assert_int_equal(nh_hero_newhp(NH_VUNH, con, vam, 30, 18, 1200, 0, &rng), 5);
    /* 30 gains: 11 + 9 x (4.5 + 2 + 3) + 21 x 5 = 201.5 */
    assert_true(fabsl(exact_mean(NH_VUNH, "Con", "vam", 18, 30) - 201.5L) < 1e-9L);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(xnethack),
        cmocka_unit_test(evilhack),
        cmocka_unit_test(unnethack),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
