/* Tests of dNetHack's hero table (docs/dnethack-heroes.md; src/game/heroes.c,
 * dnh_heroes.c): which heroes the game starts, the names it takes them by,
 * the role/race lists of the parsers, and the exact max HP of a dozen new
 * heroes worked out by hand from dNetHack compat-3.23.0 src/role.c.
 */
#include "testutil.h"

#include <string.h>

#include "kinds/levelup/levelup_impl.h"
#include "nhmc/dnh.h"
#include "nhmc/heroes.h"
#include "nhmc/params.h"
#include "nhmc/pmf.h"

enum { ARC, BAR, CAV, HEA, KNI, MON, PRI, ROG, RAN, SAM, TOU, VAL, WIZ };
enum { HUM, ELF, DWA, GNO, ORC };

/* The selection screens offer 136 heroes, the game starts 139: the three
 * more are the elven and drow Healer and the dwarvish Anachrononaut, in the
 * role's race mask with no alignment both allow. */
static void counts(void **state)
{
    (void)state;
    /* per role, counted by hand from roles[].marace and allow against
     * races[].selfmask and allow, in nh_dnh_roles order */
    static const int offered[NH_DNH_ROLES] = {7, 5, 6, 4, 5,  6,  7,  8, 8, 5,
                                              2, 4, 8, 7, 12, 11, 10, 7, 4, 10};
    int selectable = 0, legal = 0;
    for (int role = 0; role < NH_DNH_ROLES; role++) {
        int n = 0;
        for (int race = 0; race < NH_DNH_RACES; race++) {
            n += dnh_hero_selectable(role, race);
            legal += dnh_hero_legal(role, race);
            if (dnh_hero_selectable(role, race))
                assert_true(dnh_hero_legal(role, race));
        }
        if (n != offered[role]) {
            print_error("%s: %d races offered, want %d\n", nh_dnh_roles[role].abbr, n,
                        offered[role]);
            fail();
        }
        selectable += n;
    }
    assert_int_equal(selectable, 136);
    assert_int_equal(legal, 139);
    assert_false(dnh_hero_selectable(HEA, ELF));
    assert_true(dnh_hero_legal(HEA, ELF));
    assert_false(dnh_hero_selectable(HEA, NH_DNH_DROW));
    assert_true(dnh_hero_legal(HEA, NH_DNH_DROW));
    assert_false(dnh_hero_selectable(NH_DNH_ANA, DWA));
    assert_true(dnh_hero_legal(NH_DNH_ANA, DWA));
    /* the Convict's exception: chaotic whatever the race allows */
    assert_true(dnh_hero_selectable(NH_DNH_CON, DWA));
    assert_true(dnh_hero_selectable(NH_DNH_CON, GNO));
    /* dNetHack's own partners of vanilla roles, and refusals */
    assert_true(dnh_hero_selectable(KNI, DWA));
    assert_true(dnh_hero_selectable(ROG, ELF));
    assert_false(dnh_hero_legal(KNI, ELF));
    assert_false(dnh_hero_legal(TOU, DWA));
    /* the substitutes are not selectable races */
    assert_false(dnh_hero_legal(NH_DNH_ANA, NH_DNH_MYRKALFR));
    assert_false(dnh_hero_legal(-1, HUM));
    assert_false(dnh_hero_legal(WIZ, NH_DNH_RACES));
}

static void substitutes(void **state)
{
    (void)state;
    assert_int_equal(dnh_hero_race(NH_DNH_ANA, NH_DNH_DROW), NH_DNH_MYRKALFR);
    assert_int_equal(dnh_hero_race(NH_DNH_ANA, NH_DNH_CLOCKWORK), NH_DNH_ANDROID);
    assert_int_equal(dnh_hero_race(NH_DNH_ANA, ELF), ELF);
    assert_int_equal(dnh_hero_race(PRI, NH_DNH_DROW), NH_DNH_DROW);
    /* myrkalfr: infix 7 + rn2(1) = 7; drow 8 */
    assert_int_equal(dnh_start_rolled(NH_DNH_ANA, NH_DNH_DROW), 11 + 7);
    assert_int_equal(dnh_start_rolled(PRI, NH_DNH_DROW), 12 + 8);
    assert_int_equal(dnh_start_rolled(NH_DNH_ANA, NH_DNH_CLOCKWORK), 11 + 2);
    assert_int_equal(nh_heroes(NH_VDNH)->nroles, 20);
    assert_int_equal(nh_heroes(NH_VDNH)->nraces, 12);
    assert_int_equal(nh_heroes(NH_V367)->nroles, NH_ROLE_COUNT);
    assert_ptr_equal(nh_heroes(NH_V343)->roles, nh_roles);
}

static void names(void **state)
{
    (void)state;
    const struct nh_names *ro = &nh_dnh_role_names, *ra = &nh_dnh_race_names;
    assert_int_equal(nh_name_index(ro, "Noblewoman"), NH_DNH_NOB);
    assert_int_equal(nh_name_index(ro, "nob"), NH_DNH_NOB);
    assert_int_equal(nh_name_index(ro, "MADWOMAN"), NH_DNH_MAD);
    assert_int_equal(nh_name_index(ro, "Brd"), NH_DNH_BRD);
    assert_int_equal(nh_name_index(ro, "troubadour"), NH_DNH_BRD);
    assert_int_equal(nh_name_index(ro, "Anachrononaut"), NH_DNH_ANA);
    assert_int_equal(nh_name_index(ro, "con"), NH_DNH_CON);
    assert_int_equal(nh_name_index(ro, "Cavewoman"), CAV);
    assert_int_equal(nh_name_index(ro, "Val"), VAL);
    assert_int_equal(nh_name_index(ra, "Drow"), NH_DNH_DROW);
    assert_int_equal(nh_name_index(ra, "dro"), NH_DNH_DROW);
    assert_int_equal(nh_name_index(ra, "bat"), NH_DNH_CHIROPTERAN);
    assert_int_equal(nh_name_index(ra, "clockwork"), NH_DNH_CLOCKWORK);
    assert_int_equal(nh_name_index(ra, "Swn"), NH_DNH_YUKI_ONNA);
    assert_int_equal(nh_name_index(ra, "vampiric"), NH_DNH_VAMPIRE);
    assert_int_equal(nh_name_index(ra, "dwarvish"), DWA);
    assert_int_equal(nh_name_index(ra, "d"), -1); /* dwarf or drow */
    assert_int_equal(nh_name_index(ra, "myrkalfr"), -1);
    /* vanilla's tables do not know them, and say whose they are */
    char why[256];
    assert_int_equal(nh_name_index(&nh_role_names, "Nobleman"), -1);
    assert_true(nh_hero_dnh_only(&nh_role_names, "Nob", why, sizeof why));
    assert_non_null(strstr(why, "Nobleman is dNetHack's"));
    assert_true(nh_hero_dnh_only(&nh_race_names, "vampire", why, sizeof why));
    assert_false(nh_hero_dnh_only(&nh_role_names, "Valkyrie", why, sizeof why));
    assert_false(nh_hero_dnh_only(&nh_role_names, "Xyzzy", why, sizeof why));
    /* the Undead Hunter is devel-3.23.1's, not a role of the table */
    assert_int_equal(nh_name_index(ro, "Hnt"), -1);
    assert_true(nh_hero_devel_only("hnt", why, sizeof why));
    assert_non_null(strstr(why, "devel-3.23.1"));
    assert_false(nh_hero_devel_only("Healer", why, sizeof why));
}

static void parsing(void **state)
{
    (void)state;
    struct nh_hero_grid g;
    char err[512];
    assert_int_equal(parse_roles_races_in(&nh_dnh_heroes, "all", "valid", &g, err, sizeof err), 0);
    assert_int_equal(g.npairs, 139);
    assert_int_equal(parse_roles_races_in(&nh_dnh_heroes, "Hea", "valid", &g, err, sizeof err), 0);
    assert_int_equal(g.npairs, 6);
    assert_int_equal(parse_roles_races_in(&nh_dnh_heroes, "Kni", "dwarf", &g, err, sizeof err), 0);
    assert_int_equal(g.npairs, 1);
    assert_int_equal(g.pairs[0].role, KNI);
    assert_int_equal(g.pairs[0].race, DWA);
    assert_int_equal(parse_roles_races_in(&nh_dnh_heroes, "all", "yuki-onna", &g, err, sizeof err),
                     0);
    assert_int_equal(g.npairs, 8); /* Hea Mon Sam Val Bin Con Mad Brd */
    assert_int_equal(parse_roles_races_in(&nh_dnh_heroes, "Kni", "elf", &g, err, sizeof err), -1);
    assert_non_null(strstr(err, "Knight cannot be elf"));
    /* vanilla refuses the dwarvish Knight, and says dNetHack allows it */
    assert_int_equal(parse_roles_races("Kni", "dwarf", &g, err, sizeof err), -1);
    assert_non_null(strstr(err, "dNetHack allows it"));
    assert_int_equal(parse_roles_races("Pirate", "valid", &g, err, sizeof err), -1);
    assert_non_null(strstr(err, "Pirate is dNetHack's"));
}

/* Mean max HP at XL 30 with Con 10 (conplus 0, so max HP is the sum of the
 * stored rolls): start = role infix + race infix, then xlev - 1 gains of
 * the lo parts and 30 - xlev of the hi parts, a die dN adding (N+1)/2, a
 * part of size 1 rn2(2) adding 1/2, each gain at least 1 (src/attrib.c,
 * newhp()).  E.g. the human Nobleman: 10 + 2, 9 x (d8 + d2 = 6),
 * 20 x (1 + 1) = 12 + 54 + 40 = 106. */
static void hand_means(void **state)
{
    (void)state;
    static const int stage29[] = {29};
    const struct {
        int role, race;
        double mean;
    } cases[] = {
        {NH_DNH_NOB, HUM, 106.0},                /* 12 + 9 x 6 + 20 x 2 */
        {NH_DNH_PIR, ELF, 143.5},                /* 27 + 11 x (d6 + 3) + 18 x (d2 + 1) */
        {NH_DNH_BIN, NH_DNH_CHIROPTERAN, 195.0}, /* 16 + 14 x (d10 + 1 + d3) + 15 x (d2 + 1 + d2) */
        {NH_DNH_CON, NH_DNH_VAMPIRE, 109.5},     /* 11 + 9 x (d8 + d3) + 20 x 2 */
        {NH_DNH_ANA, NH_DNH_DROW, 141.0},        /* myrkalfr: 18 + 13 x (d8 + 1 + d2) + 16 x 2 */
        {NH_DNH_ANA, NH_DNH_CLOCKWORK, 142.5},   /* android: 13 + 13 x (d8 + 1 + d3) + 16 x 2 */
        {NH_DNH_MAD, NH_DNH_YUKI_ONNA, 105.5},   /* 14 + 13 x (d8 + 1) + 16 x 1.25: rn2(2) +
                                                    rn2(2) is 0, 1, 2 with 1/4, 1/2, 1/4, and the 0
                                                    counts 1 */
        {NH_DNH_BRD, GNO, 59.0},                 /* 12 + 9 x (d4 + rn2(2)) + 20 x 1 */
        {HEA, ELF, 180.5},                       /* 18 + 19 x (d8 + 3) + 10 x 2 */
        {KNI, DWA, 146.5},                       /* 18 + 9 x (d8 + d3) + 20 x (d2 + 2) */
        {WIZ, NH_DNH_INCANTIFIER, 78.5},         /* 12 + 11 x (d4 + d2) + 18 x 1.25 */
        {MON, NH_DNH_HALF_DRAGON, 135.0},        /* 8 + 4 + 9 x (d8 + d4) + 20 x 3 */
        {TOU, NH_DNH_INCANTIFIER, 104.0},        /* 10 + 13 x (d8 + d2) + 16 x 1 (rn2(2) floored) */
        {SAM, NH_DNH_YUKI_ONNA, 98.5},           /* 15 + 10 x (d8 + 1) + 19 x (1 + rn2(2)) */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct levelup_case c = {NH_VDNH, cases[i].role, cases[i].race, 10, 1, stage29, 0};
        struct nh_pmf f;
        assert_int_equal(levelup_exact(&c, &f), 0);
        double got = (double)pmf_mean(&f);
        if (got < cases[i].mean - 1e-9 || got > cases[i].mean + 1e-9) {
            print_error("%s %s: mean %.6f, want %.6f\n", nh_dnh_roles[c.role].abbr,
                        nh_dnh_races[c.race].abbr, got, cases[i].mean);
            fail();
        }
        pmf_free(&f);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(counts),  cmocka_unit_test(substitutes), cmocka_unit_test(names),
        cmocka_unit_test(parsing), cmocka_unit_test(hand_means),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
