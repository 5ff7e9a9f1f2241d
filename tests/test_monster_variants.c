/* Kind monster in the variants (docs/rules.md, Monster HP in the variants): their tables,
 * values worked by hand from the games' source, and the kernel against the exact model. */
#include "verify_util.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "kinds/monster/monster_hp.h"

/* A case: monster `name` of variant v at depth d for an XL x hero. */
static struct monster_case vcase(enum nh_variant v, const char *name, int d, int x)
{
    struct monster_case c;
    memset(&c, 0, sizeof c);
    c.variant = v;
    c.mon = monster_find_exact(monster_table(v), name);
    if (c.mon < 0) {
        print_error("monster '%s' not in %s\n", name, variant_name(v));
        fail();
    }
    c.where.depth = d;
    c.xl = x;
    return c;
}

/* On the endgame's plane of the elemental, the Sanctum at depth d. */
static struct monster_case on_home_plane(struct monster_case c, int d)
{
    c.where.endgame = true;
    c.where.sanctum_depth = d;
    c.where.home_plane = (int)(monster_table(c.variant)->mons[c.mon].flags & NH_MF_HOME_ANY);
    return c;
}

/* A value worked by hand: the case's exact max HP has this least and
 * greatest value and this mean, and m_lev this least value. */
struct hand {
    const char *why;
    struct monster_case c;
    int lo, hi;
    double mean;
    int mlev;
};

static void check_hand(const struct hand *h)
{
    struct nh_pmf hp, lev;
    assert_int_equal(monster_exact(&h->c, &hp, &lev), 0);
    if (pmf_min(&hp) != h->lo || pmf_max(&hp) != h->hi ||
        fabs((double)pmf_mean(&hp) - h->mean) > 1e-9 || pmf_min(&lev) != h->mlev) {
        print_error("%s: HP %lld..%lld mean %.12f m_lev %lld; expected %d..%d mean %.12f m_lev "
                    "%d\n",
                    h->why, (long long)pmf_min(&hp), (long long)pmf_max(&hp), (double)pmf_mean(&hp),
                    (long long)pmf_min(&lev), h->lo, h->hi, h->mean, h->mlev);
        fail();
    }
    /* the plan's bounds, which the table's min and max show, agree */
    struct nh_hp_plan p = monster_case_plan(&h->c);
    int lo, hi, llo, lhi;
    nh_hp_plan_range(&p, &lo, &hi, &llo, &lhi);
    assert_int_equal(lo, h->lo);
    assert_int_equal(hi, h->hi);
    pmf_free(&hp);
    pmf_free(&lev);
}

/* ---- xNetHack (3dd346ca src/makemon.c, monmaxhp(), hd_size(), adj_lev()) ---- */

/* dNetHack's and FIQHack's monster HP are not modelled: no table. */
static void test_no_table(void **state)
{
    (void)state;
    assert_null(monster_table(NH_VDNH));
    assert_null(monster_table(NH_VFIQ));
}

static void test_xnh_table(void **state)
{
    (void)state;
    const struct nh_monster_table *t = monster_table(NH_VXNH);
    assert_non_null(t);
    /* include/monsters.h: 388 entries; Charon (#ifdef CHARON) not built */
    assert_int_equal(t->count, 388);
    assert_int_equal(monster_built_count(t), 387);
    const struct nh_monster *m = &t->mons[monster_find_exact(t, "mumak")];
    assert_int_equal(m->level, 10);
    assert_int_equal(m->size, NH_MZ_GIGANTIC);
    assert_int_equal(nh_hit_die(NH_VXNH, m), 18);
    assert_int_equal(nh_hit_die(NH_V50, m), 8);
    /* its classes: Q is the elves, U the aberrations; ' ' has none */
    enum nh_mclass c;
    assert_int_equal(mclass_parse_in(t, "Q", &c), 0);
    assert_int_equal(c, NH_MC_ELF);
    assert_int_equal(mclass_parse_in(t, "U", &c), 0);
    assert_int_equal(c, NH_MC_ABERRATION);
    assert_int_equal(mclass_parse_in(monster_table(NH_V367), "Q", &c), 0);
    assert_int_equal(c, NH_MC_QUANTMECH);
    int out[16];
    assert_int_equal(monster_by_class(t, NH_MC_ELF, out, 16), 6);
    assert_int_equal(t->mons[t->mons[monster_find_exact(t, "acolyte")].grows_into].level, 10);
    assert_int_equal(monster_find_exact(t, "aligned cleric") >= 0, 1);
    /* no dragon rule: the adult dragons are plain monsters */
    assert_int_equal(t->mons[monster_find_exact(t, "red dragon")].flags & NH_MF_ADULT_DRAGON, 0);
}

static void test_xnh_hand_values(void **state)
{
    (void)state;
    enum nh_variant x = NH_VXNH;
    const struct hand h[] = {
        /* m_lev 3 + (10-3)/5 + (8-3)/4 = 5, cap 3*3/2 = 4: d(4,5) (tiny), 4 -> 5 */
        {"soldier ant D10 XL8", vcase(x, "soldier ant", 10, 8), 5, 20, 12.0 + 1.0 / 625, 4},
        /* m_lev 2 - 1 = 1: d(1,7) (small), 1 -> 2: (2+2+3+4+5+6+7)/7 */
        {"kitten D1", vcase(x, "kitten", 1, 1), 2, 7, 29.0 / 7, 1},
        /* m_lev 0: rnd(4), 1 -> 2: (2+2+3+4)/4 */
        {"newt D1", vcase(x, "newt", 1, 1), 2, 4, 2.75, 0},
        /* medium level 5 at depth 5: d(5,8), all ones 5 -> 6 */
        {"werewolf (human) D5", vcase(x, "werewolf (human)", 5, 1), 6, 40, 22.5 + 1.0 / 32768, 5},
        /* large level 5 at depth 5: d(5,10) */
        {"giant beetle D5", vcase(x, "giant beetle", 5, 1), 6, 50, 27.5 + 1e-5, 5},
        /* huge level 6 at depth 6: d(6,14) */
        {"hill giant D6", vcase(x, "hill giant", 6, 1), 7, 84, 45.0 + pow(14, -6), 6},
        /* gigantic level 10 at depth 10: d(10,18) */
        {"mumak D10", vcase(x, "mumak", 10, 1), 11, 180, 95.0 + pow(18, -10), 10},
        /* gigantic, no dragon rule: m_lev 15 + (20-15)/5 = 16, d(16,18) */
        {"red dragon D20 XL10", vcase(x, "red dragon", 20, 10), 17, 288, 152.0 + pow(18, -16), 16},
        /* Riders: 40 + d(8,8), no bump */
        {"Death", vcase(x, "Death", 1, 1), 48, 104, 76.0, 29},
        /* air elemental (large, level 8) on its plane, Sanctum depth 1: m_lev 7,
         * 2 d(7,10), never bumped */
        {"air elemental home", on_home_plane(vcase(x, "air elemental", 1, 1), 1), 14, 140, 77.0, 7},
        /* the same off its plane: d(7,10), bumped */
        {"air elemental", vcase(x, "air elemental", 1, 1), 8, 70, 38.5 + 1e-7, 7},
        /* golems: 5.0's golemhp() */
        {"stone golem", vcase(x, "stone golem", 1, 1), 100, 100, 100.0, 13},
        /* special: 2 (56 - 6) = 100, m_lev 100 / 4 */
        {"Yeenoghu", vcase(x, "Yeenoghu", 1, 1), 100, 100, 100.0, 25},
        /* mk_mplayer() (src/mplayer.c): rnd(16) levels, d(m_lev,10) + 30 */
        {"valkyrie", vcase(x, "valkyrie", 1, 1), 31, 190, 30 + 5.5 * 8.5, 1},
    };
    for (size_t i = 0; i < sizeof h / sizeof h[0]; i++)
        check_hand(&h[i]);
}

/* level_difficulty() (3dd346ca src/dungeon.c): 5.0's, aggravate monster
 * doubling; grow_up(): a killer bee gaining a level without a kill aims at
 * the queen bee. */
static void test_xnh_level_and_growth(void **state)
{
    (void)state;
    struct nh_where w = {.depth = 10, .aggravate = true};
    assert_int_equal(nh_level_difficulty(NH_VXNH, &w, 1), 20);
    assert_int_equal(nh_level_difficulty(NH_V367, &w, 1), 10);
    w.depth = 30;
    assert_int_equal(nh_level_difficulty(NH_VXNH, &w, 1), 50);
    const struct nh_monster_table *t = monster_table(NH_VXNH);
    int bee = monster_find_exact(t, "killer bee"), queen = monster_find_exact(t, "queen bee");
    assert_int_equal(nh_grow_target(NH_VXNH, t, bee, false), queen);
    assert_int_equal(nh_grow_target(NH_VXNH, t, bee, true), bee);
}

/* ---- UnNetHack (24dce727 src/makemon.c, newmonhp(); src/dungeon.c,
 * level_difficulty(); src/monmove.c, mon_regen()) ---- */

static void test_unh_table(void **state)
{
    (void)state;
    const struct nh_monster_table *t = monster_table(NH_VUNH);
    assert_non_null(t);
    /* src/monst.c: 437 entries before the terminator; Cerberus and Charon
     * inside #ifdef CHARON */
    assert_int_equal(t->count, 437);
    assert_int_equal(monster_built_count(t), 435);
    const struct nh_monster *m = &t->mons[monster_find_exact(t, "titan")];
    assert_int_equal(m->size, NH_MZ_HUGE);
    assert_int_equal(nh_hit_die(NH_VUNH, m), 12);
    enum nh_mclass c;
    assert_int_equal(mclass_parse_in(t, "`", &c), 0);
    assert_int_equal(c, NH_MC_STATUE);
    assert_true(t->mons[monster_find_exact(t, "Punisher")].flags & NH_MF_NOREGEN);
    assert_true(t->mons[monster_find_exact(t, "chillbug")].flags & NH_MF_EVERY_TURN);
    assert_true(t->mons[monster_find_exact(t, "King Arthur")].flags & NH_MF_LEADER);
    /* include/decl.h: PM_GRAY_DRAGON is the tatzelworm */
    int baby = monster_find_exact(t, "baby tatzelworm");
    assert_int_equal(t->mons[baby].grows_into, monster_find_exact(t, "tatzelworm"));
}

static void test_unh_hand_values(void **state)
{
    (void)state;
    enum nh_variant u = NH_VUNH;
    struct monster_case gehennom = vcase(u, "hill giant", 30, 1);
    gehennom.where.gehennom = true;
    struct monster_case dragon_end = vcase(u, "tatzelworm", 30, 10);
    dragon_end.where.endgame = true;
    dragon_end.where.sanctum_depth = 30;
    const struct hand h[] = {
        /* m_lev 4 (as in every version): d(4,4), tiny, no bump */
        {"soldier ant D10 XL8", vcase(u, "soldier ant", 10, 8), 4, 16, 10.0, 4},
        /* m_lev 1: d(1,6), small */
        {"kitten D1", vcase(u, "kitten", 1, 1), 1, 6, 3.5, 1},
        /* m_lev 0: rnd(4), no bump */
        {"newt D1", vcase(u, "newt", 1, 1), 1, 4, 2.5, 0},
        /* medium level 5: d(5,8) */
        {"werewolf (human) D5", vcase(u, "werewolf (human)", 5, 1), 5, 40, 22.5, 5},
        /* large level 5: d(5,10) */
        {"giant beetle D5", vcase(u, "giant beetle", 5, 1), 5, 50, 27.5, 5},
        /* huge level 8: d(8,12) */
        {"hill giant D8", vcase(u, "hill giant", 8, 1), 8, 96, 52.0, 8},
        /* in Gehennom: difficulty 30 + 15, m_lev 8 + 37/5 = 15, cap 12: d(12,12) */
        {"hill giant D30 Gehennom", gehennom, 12, 144, 78.0, 12},
        /* gigantic adult dragon off the Planes: m_lev 16, d(16,15) */
        {"tatzelworm D20 XL10", vcase(u, "tatzelworm", 20, 10), 16, 240, 128.0, 16},
        /* in the endgame: difficulty 30 + 10/2 + 15 = 50, m_lev 15 + 35/5 = 22
         * (the cap): 7 * 22 + d(22,8) */
        {"tatzelworm endgame", dragon_end, 176, 330, 253.0, 22},
        /* Riders: 100 + d(8,8) */
        {"Death", vcase(u, "Death", 1, 1), 108, 164, 136.0, 29},
        /* quest leaders: 135 + rnd(30) */
        {"King Arthur", vcase(u, "King Arthur", 1, 1), 136, 165, 150.5, 19},
        /* air elemental (huge, level 8) on its plane, Sanctum depth 1:
         * difficulty 1 + 15, m_lev 8 + 8/5 = 9, 3 d(9,12) */
        {"air elemental home", on_home_plane(vcase(u, "air elemental", 1, 1), 1), 27, 324, 175.5,
         9},
        /* golemhp(): 3.6.7's, and its own ice golem */
        {"stone golem", vcase(u, "stone golem", 1, 1), 60, 60, 60.0, 13},
        {"ice golem", vcase(u, "ice golem", 1, 1), 130, 130, 130.0, 21},
        /* mk_mplayer() as vanilla */
        {"valkyrie", vcase(u, "valkyrie", 1, 1), 31, 190, 30 + 5.5 * 8.5, 1},
    };
    for (size_t i = 0; i < sizeof h / sizeof h[0]; i++)
        check_hand(&h[i]);
}

/* level_difficulty(): +15 in the endgame, with the Amulet and in
 * Gehennom; no aggravate term; grow_up(): no killer bee rule. */
static void test_unh_level_and_growth(void **state)
{
    (void)state;
    struct nh_where w = {.depth = 10, .aggravate = true};
    assert_int_equal(nh_level_difficulty(NH_VUNH, &w, 1), 10);
    w.gehennom = true;
    assert_int_equal(nh_level_difficulty(NH_VUNH, &w, 1), 25);
    assert_int_equal(nh_level_difficulty(NH_V343, &w, 1), 10);
    w = (struct nh_where){.depth = 10, .amulet = true, .deepest = 40};
    assert_int_equal(nh_level_difficulty(NH_VUNH, &w, 14), 55);
    w = (struct nh_where){.depth = 40, .endgame = true, .sanctum_depth = 40};
    assert_int_equal(nh_level_difficulty(NH_VUNH, &w, 14), 62);
    const struct nh_monster_table *t = monster_table(NH_VUNH);
    int bee = monster_find_exact(t, "killer bee");
    assert_int_equal(nh_grow_target(NH_VUNH, t, bee, false), bee);
}

/* ---- EvilHack (c444f6a3 src/makemon.c, hd_size(), monmaxhp(), adj_lev(),
 * makemon(); src/mplayer.c, mk_mplayer()) ---- */

static void test_evh_table(void **state)
{
    (void)state;
    const struct nh_monster_table *t = monster_table(NH_VEVH);
    assert_non_null(t);
    assert_int_equal(t->count, 564); /* src/monst.c before the terminator */
    const struct nh_monster *m = &t->mons[monster_find_exact(t, "red dragon")];
    assert_int_equal(nh_hit_die(NH_VEVH, m), 18);
    assert_int_equal(nh_hit_die_hi(NH_VEVH, m), 21);
    assert_true(t->mons[monster_find_exact(t, "Demogorgon")].flags & NH_MF_PRINCE);
    assert_true(t->mons[monster_find_exact(t, "Juiblex")].flags & NH_MF_LORD);
    enum nh_mclass c;
    assert_int_equal(mclass_parse_in(t, "z", &c), 0);
    assert_int_equal(c, NH_MC_SKELETON);
    assert_int_equal(mclass_parse_in(t, "#", &c), 0);
    assert_int_equal(c, NH_MC_ENT);
}

/* A makemon() player monster at XL 1: m_lev rn1(5, -1) kept to 1 (1, 1, 1, 2,
 * 3), d(m_lev, 8 or 9), then (5 x + 1) / 4: its mean by enumeration. */
static double evh_player_mean_xl1(void)
{
    double mean = 0;
    const int levs[5] = {1, 1, 1, 2, 3};
    for (int i = 0; i < 5; i++)
        for (int s = 8; s <= 9; s++) {
            int n = levs[i], combos = 1;
            for (int k = 0; k < n; k++)
                combos *= s;
            double sum = 0;
            for (int code = 0; code < combos; code++) {
                int x = 0, rest = code;
                for (int k = 0; k < n; k++, rest /= s)
                    x += 1 + rest % s;
                sum += (5 * x + 1) / 4;
            }
            mean += sum / combos / 10.0;
        }
    return mean;
}

static void test_evh_hand_values(void **state)
{
    (void)state;
    enum nh_variant e = NH_VEVH;
    struct monster_case asc = vcase(e, "valkyrie", 1, 1);
    asc.where.amulet = true;
    asc.where.deepest = 1;
    struct monster_case made = vcase(e, "valkyrie", 1, 1);
    made.by_makemon = true;
    const struct hand h[] = {
        /* m_lev 4: d(4, 5 or 6) (tiny), no bump */
        {"soldier ant D10 XL8", vcase(e, "soldier ant", 10, 8), 4, 24, 13.0, 4},
        /* m_lev 1: d(1, 7 or 8) (small) */
        {"kitten D1", vcase(e, "kitten", 1, 1), 1, 8, 4.25, 1},
        {"newt D1", vcase(e, "newt", 1, 1), 1, 4, 2.5, 0},
        /* medium level 5: d(5, 8 or 9) */
        {"werewolf (human) D5", vcase(e, "werewolf (human)", 5, 1), 5, 45, 23.75, 5},
        /* huge level 8: d(8, 14..16) */
        {"hill giant D8", vcase(e, "hill giant", 8, 1), 8, 128, 64.0, 8},
        /* gigantic: m_lev 16, d(16, 18..21) */
        {"red dragon D20 XL10", vcase(e, "red dragon", 20, 10), 16, 336, 164.0, 16},
        /* huge air elemental on its plane: m_lev 7, 3 d(7, 14..16) */
        {"air elemental home", on_home_plane(vcase(e, "air elemental", 1, 1), 1), 21, 336, 168.0,
         7},
        /* Riders: base level 40 here, 100 + d(10,8) */
        {"Death", vcase(e, "Death", 1, 1), 110, 180, 145.0, 39},
        /* demon prince 2 (106 - 6) + 100, lord 2 (50 - 6) + 50; m_lev HP / 4 */
        {"Demogorgon", vcase(e, "Demogorgon", 1, 1), 300, 300, 300.0, 75},
        {"Juiblex", vcase(e, "Juiblex", 1, 1), 138, 138, 138.0, 34},
        /* makemon(): fixed HP after newmonhp(), m_lev kept */
        {"Lucifer", vcase(e, "Lucifer", 1, 1), 666, 666, 666.0, 77},
        {"Cerberus", vcase(e, "Cerberus", 1, 1), 251, 300, 275.5, 26},
        {"Vecna", vcase(e, "Vecna", 1, 1), 351, 400, 375.5, 46},
        {"snow golem", vcase(e, "snow golem", 1, 1), 150, 150, 150.0, 21},
        /* mk_mplayer(), special, not ascending: m_lev XL + 4..7, + 30 */
        {"valkyrie D1", vcase(e, "valkyrie", 1, 1), 35, 110, 30 + 5.5 * 6.5, 5},
        /* ascending (the Amulet): 15..30, + 30 + rnd(30) */
        {"valkyrie ascending", asc, 46, 360, 45.5 + 5.5 * 22.5, 15},
        /* makemon() alone: (5 d(m_lev, 8..9) + 1) / 4, m_lev 1..3 */
        {"valkyrie makemon", made, 1, 34, evh_player_mean_xl1(), 1},
    };
    for (size_t i = 0; i < sizeof h / sizeof h[0]; i++)
        check_hand(&h[i]);
}

/* The regen histogram of the kernel against the exact one (monster_regen_case). */
static void regen_fits(const struct monster_case *c, uint64_t seed, const char *what)
{
    struct nh_pmf hp, lev, regen;
    struct nh_tally t;
    struct nh_gof g;
    assert_int_equal(monster_exact(c, &hp, &lev), 0);
    assert_int_equal(monster_regen_case(c, &hp, &regen), 0);
    assert_int_equal(jobs_simulate(&monster_job_kind, c, seed, trials(), 2, &t), 0);
    assert_int_equal(gof_chisq(tally_hist(&t, NH_MON_HIST_REGEN), t.lo[NH_MON_HIST_REGEN],
                               t.width[NH_MON_HIST_REGEN], &regen, &g),
                     0);
    if (g.p < NH_TEST_P_MIN)
        print_message("%s: chi-square %.2f, %d cells, p = %g\n", what, g.stat, g.cells, g.p);
    assert_true(g.p >= NH_TEST_P_MIN);
    tally_free(&t);
    pmf_free(&hp);
    pmf_free(&lev);
    pmf_free(&regen);
}

/* xNetHack 3dd346ca src/monmove.c, mon_regen(): Geryon heals the +1 of every 20th turn, then
 * geryon_bonus() (src/minion.c: his herd, the monsters of class q on his level not tame; 20 away
 * from it) up to his max.  He has 2 (72 - 6) = 132 max HP; from 1 HP 131 are missing. */
static void test_xnh_geryon_regen(void **state)
{
    (void)state;
    const struct nh_monster_table *t = monster_table(NH_VXNH);
    const struct nh_monster *geryon = &t->mons[monster_find_exact(t, "Geryon")];
    const struct nh_monster *dispater = &t->mons[monster_find_exact(t, "Dispater")];
    assert_int_equal(nh_mon_heal_bonus(NH_VXNH, geryon, 40), 40);
    assert_int_equal(nh_mon_heal_bonus(NH_VXNH, dispater, 40), 0);
    assert_int_equal(
        nh_mon_heal_bonus(
            NH_V50,
            &monster_table(NH_V50)->mons[monster_find_exact(monster_table(NH_V50), "Geryon")], 40),
        0);
    /* one turn: 5 of 10 on turn 40: + 1, + 3 = 9; on turn 41: + 3 = 8; 100 of 132 + 40: 132 */
    assert_int_equal(nh_mon_regen(5, 10, false, 3, 40), 9);
    assert_int_equal(nh_mon_regen(5, 10, false, 3, 41), 8);
    assert_int_equal(nh_mon_regen(100, 132, false, 40, 41), 132);
    /* herd 40 (what his level makes): 4 turns, 40 a turn and a heal at most; 3 give <= 121 */
    struct monster_case c = vcase(NH_VXNH, "Geryon", 1, 1);
    struct nh_pmf hp, lev, regen;
    int herds[] = {40, 20, 1, 0};
    /* herd 20 (away from his level): 7 turns (6 give 120 and a heal at most); herd 1: t + the
     * heals of turns first..first + t - 1 reach 131 at t = 124 when the first turn is 17..20
     * (124 + 7), else at 125 (125 + 6): mean (4 124 + 16 125) / 20; herd 0: 20 131 - phase,
     * 2601..2620 */
    long lo[] = {4, 7, 124, 2601}, hi[] = {4, 7, 125, 2620};
    double mean[] = {4, 7, 124.8, 2610.5};
    for (int i = 0; i < 4; i++) {
        c.herd = herds[i];
        assert_int_equal(monster_exact(&c, &hp, &lev), 0);
        assert_int_equal(monster_regen_case(&c, &hp, &regen), 0);
        assert_int_equal(pmf_min(&regen), lo[i]);
        assert_int_equal(pmf_max(&regen), hi[i]);
        assert_true(fabs((double)pmf_mean(&regen) - mean[i]) < 1e-9);
        /* the turn-by-turn rule agrees for every first turn */
        for (long first = 1; first <= 20; first++) {
            long turn = first;
            int h = 1;
            while (h < 132)
                h = nh_mon_regen(h, 132, false, herds[i], turn++);
            long want = nh_mon_turns_to_full(1, 132, false, herds[i], first);
            assert_int_equal(turn - first, want);
            assert_true(want >= lo[i] && want <= hi[i]);
        }
        pmf_free(&hp);
        pmf_free(&lev);
        pmf_free(&regen);
    }
    /* the kernel against the exact model: made, and grown by 3 gain levels (132 + 3 rnd(8)) */
    c.herd = 1;
    regen_fits(&c, 1040, "Geryon, herd 1");
    c.gain_levels = 3;
    regen_fits(&c, 1041, "Geryon, herd 1, 3 gain levels");
}

/* EvilHack c444f6a3 src/makemon.c, grow_up(): max HP above 400 is cut back to 400 "except for
 * uniques" (unique_corpstat()); a gain level adds rnd(8) whatever the level, a kill at most up to
 * the threshold 8 m_lev + 1. */
static void test_evh_unique_growth(void **state)
{
    (void)state;
    enum nh_variant e = NH_VEVH;
    const struct nh_monster_table *t = monster_table(e);
    int cerberus = monster_find_exact(t, "Cerberus"), cat = monster_find_exact(t, "housecat");
    assert_int_equal(nh_grow_cap(e, t, cerberus), NH_MON_HPMAX_NO_CAP);
    assert_int_equal(nh_grow_cap(e, t, cat), NH_MON_HPMAX_CAP);
    assert_int_equal(nh_grow_cap(NH_V367, monster_table(NH_V367),
                                 monster_find_exact(monster_table(NH_V367), "Cerberus")),
                     NH_MON_HPMAX_CAP);
    /* a housecat is still capped: 398 + 8 at m_lev 49 gives 400 */
    struct nh_grow_state s = {cat, 49, 398};
    s = nh_grow_apply(e, t, s, 8, 0, 50, cat);
    assert_int_equal(s.hpmax, 400);
    /* Cerberus at m_lev 48 with 398: + 8 is 406, kept; m_lev 49 */
    s = (struct nh_grow_state){cerberus, 48, 398};
    s = nh_grow_apply(e, t, s, 8, 0, 50, cerberus);
    assert_int_equal(s.hpmax, 406);
    assert_int_equal(s.m_lev, 49);

    /* Cerberus at depth 1, XL 1: 250 + rnd(50), m_lev 27 - 1 = 26; 30 gain levels add 30 rnd(8)
     * (mean 135, variance 30 * 63 / 12) and take m_lev to 49 (23 of them, then held there):
     * 281..540, mean 410.5, variance (50^2 - 1) / 12 + 157.5 = 365.75 */
    struct monster_case c = vcase(e, "Cerberus", 1, 1);
    c.gain_levels = 30;
    struct nh_pmf hp, lev;
    assert_int_equal(monster_exact(&c, &hp, &lev), 0);
    assert_int_equal(pmf_min(&hp), 281);
    assert_int_equal(pmf_max(&hp), 540);
    assert_true(fabs((double)pmf_mean(&hp) - 410.5) < 1e-9);
    assert_true(fabs((double)pmf_variance(&hp) - 365.75) < 1e-9);
    assert_int_equal(pmf_min(&lev), 49);
    assert_int_equal(pmf_max(&lev), 49);
    pmf_free(&hp);
    pmf_free(&lev);

    /* Lucifer: 666 HP at m_lev 77 (2 (110 - 6) + 100 = 308, / 4).  A kill: threshold 616, and
     * 666 is past 617, so nothing is added; the level step (limit 50) is taken back: 666, 77.
     * A gain level: 666 + rnd(8), m_lev 77. */
    c = vcase(e, "Lucifer", 1, 1);
    c.kills = 1;
    assert_int_equal(monster_exact(&c, &hp, &lev), 0);
    assert_int_equal(pmf_min(&hp), 666);
    assert_int_equal(pmf_max(&hp), 666);
    assert_int_equal(pmf_min(&lev), 77);
    assert_int_equal(pmf_max(&lev), 77);
    pmf_free(&hp);
    pmf_free(&lev);
    c.kills = 0;
    c.gain_levels = 1;
    assert_int_equal(monster_exact(&c, &hp, &lev), 0);
    assert_int_equal(pmf_min(&hp), 667);
    assert_int_equal(pmf_max(&hp), 674);
    assert_true(fabs((double)pmf_mean(&hp) - 670.5) < 1e-9);
    assert_int_equal(pmf_max(&lev), 77);
    pmf_free(&hp);
    pmf_free(&lev);

    /* Demogorgon: 300 HP at m_lev 75, threshold 600.  Kills of level-49 victims add rnd(50) up to
     * 601; there the level step is taken back and 601 becomes 600, where every later kill puts it
     * again.  After 100 kills (the increments' sum below 300 has probability far under 1e-40)
     * max HP is 600, not 3.6.7's 400. */
    c = vcase(e, "Demogorgon", 1, 1);
    c.kills = 100;
    c.victim_level = 49;
    assert_int_equal(monster_exact(&c, &hp, &lev), 0);
    assert_int_equal(pmf_max(&hp), 600);
    assert_true(fabs((double)pmf_mean(&hp) - 600.0) < 1e-9);
    assert_int_equal(pmf_max(&lev), 75);
    pmf_free(&hp);
    pmf_free(&lev);
}

/* ---- the kernel against the exact model ---- */

static double kernel_fit(const struct monster_case *c, int h, uint64_t seed, const char *what)
{
    struct nh_tally t;
    struct nh_pmf f[NH_MON_HIST_COUNT];
    struct nh_gof g;
    assert_int_equal(monster_exact(c, &f[NH_MON_HIST_HP], &f[NH_MON_HIST_LEVEL]), 0);
    assert_int_equal(jobs_simulate(&monster_job_kind, c, seed, trials(), 2, &t), 0);
    assert_int_equal(gof_chisq(tally_hist(&t, (size_t)h), t.lo[h], t.width[h], &f[h], &g), 0);
    if (g.p < NH_TEST_P_MIN)
        print_message("%s: chi-square %.2f, %d cells, p = %g\n", what, g.stat, g.cells, g.p);
    tally_free(&t);
    pmf_free(&f[NH_MON_HIST_HP]);
    pmf_free(&f[NH_MON_HIST_LEVEL]);
    return g.p;
}

static void test_xnh_kernel_fits(void **state)
{
    (void)state;
    enum nh_variant x = NH_VXNH;
    struct monster_case c[6];
    c[0] = vcase(x, "mumak", 10, 1);
    c[1] = vcase(x, "Death", 1, 1);
    c[2] = on_home_plane(vcase(x, "air elemental", 30, 14), 30);
    c[3] = vcase(x, "soldier ant", 10, 8);
    c[4] = vcase(x, "kitten", 1, 1);
    c[4].kills = 20;
    c[4].victim_level = 5;
    c[5] = vcase(x, "killer bee", 1, 1);
    c[5].gain_levels = 10;
    for (int i = 0; i < 6; i++) {
        char what[64];
        snprintf(what, sizeof what, "xnethack case %d", i);
        assert_true(kernel_fit(&c[i], NH_MON_HIST_HP, 970 + (uint64_t)i, what) >= NH_TEST_P_MIN);
    }
    assert_true(kernel_fit(&c[5], NH_MON_HIST_LEVEL, 980, "xnethack bee level") >= NH_TEST_P_MIN);
}

static void test_unh_kernel_fits(void **state)
{
    (void)state;
    enum nh_variant u = NH_VUNH;
    struct monster_case c[6];
    c[0] = vcase(u, "titan", 16, 1);
    c[1] = vcase(u, "King Arthur", 1, 1);
    c[2] = vcase(u, "tatzelworm", 30, 10);
    c[2].where.endgame = true;
    c[2].where.sanctum_depth = 30;
    c[3] = on_home_plane(vcase(u, "air elemental", 30, 14), 30);
    c[4] = vcase(u, "hill giant", 30, 1);
    c[4].where.gehennom = true;
    c[5] = vcase(u, "kitten", 1, 1);
    c[5].kills = 20;
    c[5].victim_level = 5;
    for (int i = 0; i < 6; i++) {
        char what[64];
        snprintf(what, sizeof what, "unnethack case %d", i);
        assert_true(kernel_fit(&c[i], NH_MON_HIST_HP, 990 + (uint64_t)i, what) >= NH_TEST_P_MIN);
    }
}

/* The chillbug (M3_BLINKER) heals every turn: from 1 HP its turns to full
 * are its max HP less 1, whatever the phase; the kernel's histogram
 * matches the exact mixture. */
static void test_unh_blinker_regen(void **state)
{
    (void)state;
    struct monster_case c = vcase(NH_VUNH, "chillbug", 10, 1);
    struct nh_pmf hp, lev, regen;
    assert_int_equal(monster_exact(&c, &hp, &lev), 0);
    assert_int_equal(monster_regen_case(&c, &hp, &regen), 0);
    /* difficulty 10 = base level 10: m_lev 10, d(10,6) (small): 10..60 HP */
    assert_int_equal(pmf_min(&regen), pmf_min(&hp) - 1);
    assert_int_equal(pmf_max(&regen), pmf_max(&hp) - 1);
    pmf_free(&hp);
    pmf_free(&lev);
    pmf_free(&regen);
    regen_fits(&c, 997, "chillbug");
}

/* UnNetHack 24dce727 src/monmove.c, mon_regen(): the one heal is guarded by !noregen(), so the
 * Punisher (M3_NOREGEN) never heals and has no turns to full; the chillbug and the rest do. */
static void test_unh_punisher_never_heals(void **state)
{
    (void)state;
    struct monster_case c = vcase(NH_VUNH, "Punisher", 1, 1);
    struct nh_pmf hp, lev, regen;
    assert_true(monster_never_heals(&c));
    assert_int_equal(monster_exact(&c, &hp, &lev), 0);
    assert_int_equal(monster_regen_case(&c, &hp, &regen), -1);
    pmf_free(&hp);
    pmf_free(&lev);
    const char *others[] = {"chillbug", "troll", "kitten"};
    for (int i = 0; i < 3; i++) {
        c = vcase(NH_VUNH, others[i], 1, 1);
        assert_false(monster_never_heals(&c));
    }
    /* and no monster of the other tables has the flag */
    enum nh_variant vs[] = {NH_V343, NH_V367, NH_V50, NH_VXNH, NH_VEVH};
    for (int k = 0; k < 5; k++) {
        const struct nh_monster_table *t = monster_table(vs[k]);
        for (int i = 0; i < t->count; i++)
            assert_false(t->mons[i].flags & NH_MF_NOREGEN);
    }
}

/* The fits have power: EvilHack's soldier ant (d(4, 5 or 6)) sampled
 * against xNetHack's exact one (d(4,5), bumped) is rejected. */
static void test_wrong_die_is_rejected(void **state)
{
    (void)state;
    struct monster_case sim = vcase(NH_VEVH, "soldier ant", 10, 8);
    struct monster_case ex = vcase(NH_VXNH, "soldier ant", 10, 8);
    struct nh_tally t;
    struct nh_pmf hp, lev;
    struct nh_gof g;
    assert_int_equal(monster_exact(&ex, &hp, &lev), 0);
    assert_int_equal(jobs_simulate(&monster_job_kind, &sim, 1030, trials(), 2, &t), 0);
    assert_int_equal(gof_chisq(tally_hist(&t, NH_MON_HIST_HP), t.lo[NH_MON_HIST_HP],
                               t.width[NH_MON_HIST_HP], &hp, &g),
                     0);
    assert_true(g.p < 1e-6);
    tally_free(&t);
    pmf_free(&hp);
    pmf_free(&lev);
}

static void test_evh_kernel_fits(void **state)
{
    (void)state;
    enum nh_variant e = NH_VEVH;
    struct monster_case c[6];
    c[0] = vcase(e, "red dragon", 20, 10);
    c[1] = vcase(e, "valkyrie", 1, 1);
    c[1].by_makemon = true;
    c[2] = vcase(e, "valkyrie", 10, 28);
    c[2].by_makemon = true;
    c[3] = on_home_plane(vcase(e, "air elemental", 30, 14), 30);
    c[4] = vcase(e, "Cerberus", 1, 1);
    c[5] = vcase(e, "kitten", 1, 1);
    c[5].kills = 20;
    c[5].victim_level = 5;
    for (int i = 0; i < 6; i++) {
        char what[64];
        snprintf(what, sizeof what, "evilhack case %d", i);
        assert_true(kernel_fit(&c[i], NH_MON_HIST_HP, 1010 + (uint64_t)i, what) >= NH_TEST_P_MIN);
    }
    assert_true(kernel_fit(&c[2], NH_MON_HIST_LEVEL, 1020, "evilhack player level") >=
                NH_TEST_P_MIN);
    /* uniques growing without the cap */
    struct monster_case u[2] = {vcase(e, "Cerberus", 1, 1), vcase(e, "Demogorgon", 1, 1)};
    u[0].gain_levels = 30;
    u[1].kills = 8;
    u[1].victim_level = 49;
    assert_true(kernel_fit(&u[0], NH_MON_HIST_HP, 1021, "evilhack Cerberus grown") >=
                NH_TEST_P_MIN);
    assert_true(kernel_fit(&u[1], NH_MON_HIST_HP, 1022, "evilhack Demogorgon grown") >=
                NH_TEST_P_MIN);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_table),
        cmocka_unit_test(test_xnh_table),
        cmocka_unit_test(test_xnh_hand_values),
        cmocka_unit_test(test_xnh_level_and_growth),
        cmocka_unit_test(test_xnh_kernel_fits),
        cmocka_unit_test(test_unh_table),
        cmocka_unit_test(test_unh_hand_values),
        cmocka_unit_test(test_unh_level_and_growth),
        cmocka_unit_test(test_unh_kernel_fits),
        cmocka_unit_test(test_unh_blinker_regen),
        cmocka_unit_test(test_evh_table),
        cmocka_unit_test(test_evh_hand_values),
        cmocka_unit_test(test_evh_kernel_fits),
        cmocka_unit_test(test_wrong_die_is_rejected),
        cmocka_unit_test(test_evh_unique_growth),
        cmocka_unit_test(test_xnh_geryon_regen),
        cmocka_unit_test(test_unh_punisher_never_heals),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
