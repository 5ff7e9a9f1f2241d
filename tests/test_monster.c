/* Tests of the monster kind (docs/rules.md, Monster HP; Known values): the tables, the rules, the
 * exact distributions and the kernel.
 */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "kinds/monster/monster_impl.h"
#include "kinds/monster/monster_rules.h"
#include "kinds/monster/monster_hp.h"
#include "nhmc/variant.h"

static const struct nh_monster *mon(enum nh_variant v, const char *name)
{
    const struct nh_monster_table *t = monster_table(v);
    int i = -1;
    assert_non_null(t);
    if (monster_lookup(t, name, &i) != NH_MON_FOUND) {
        print_error("monster '%s' not found in %s\n", name, variant_name(v));
        fail();
    }
    return &t->mons[i];
}

/* ---- tables ---------------------------------------------------------- */

/* Entries per table: the game's mons[] entries in a default build, plus
 * Cerberus and Charon (inside #ifdef CHARON, kept for docs/rules.md, Special monsters). */
static void test_table_counts(void **state)
{
    (void)state;
    assert_int_equal(monster_table(NH_V343)->count, 384);
    assert_int_equal(monster_built_count(monster_table(NH_V343)), 382);
    assert_int_equal(monster_table(NH_V367)->count, 384);
    assert_int_equal(monster_built_count(monster_table(NH_V367)), 382);
    /* 5.0: +displacer beast, baby gold dragon, gold dragon, genetic
     * engineer; incubus/succubus, caveman/cavewoman and priest/priestess
     * each became one entry. */
    assert_int_equal(monster_table(NH_V50)->count, 385);
    assert_int_equal(monster_built_count(monster_table(NH_V50)), 383);
    assert_null(monster_table(NH_VFIQ));
}

static void test_table_samples(void **state)
{
    (void)state;
    for (int v = 0; v < NH_VANILLA_COUNT; v++) {
        const struct nh_monster *k = mon(v, "kitten");
        assert_int_equal(k->level, 2);
        assert_int_equal(k->mclass, NH_MC_FELINE);
        assert_string_equal(monster_table(v)->mons[k->grows_into].name, "housecat");
        assert_true(mon(v, "Death")->flags & NH_MF_RIDER);
        assert_true(mon(v, "Death")->flags & NH_MF_REGEN);
        assert_true(mon(v, "troll")->flags & NH_MF_REGEN);
        assert_false(mon(v, "jackal")->flags & NH_MF_REGEN);
        assert_int_equal(mon(v, "jackal")->level, 0);
        assert_true(mon(v, "iron golem")->flags & NH_MF_GOLEM);
        assert_int_equal(mon(v, "iron golem")->level, 18);
        assert_true(mon(v, "red dragon")->flags & NH_MF_ADULT_DRAGON);
        assert_false(mon(v, "baby red dragon")->flags & NH_MF_ADULT_DRAGON);
        assert_true(mon(v, "air elemental")->flags & NH_MF_HOME_AIR);
        assert_true(mon(v, "valkyrie")->flags & NH_MF_PLAYER);
        assert_true(mon(v, "Wizard of Yendor")->flags & NH_MF_WIZARD);
        assert_int_equal(mon(v, "Demogorgon")->level, 106);
        assert_true(mon(v, "Charon")->flags & NH_MF_NOTBUILT);
        assert_int_equal(mon(v, "newt")->mclass, NH_MC_LIZARD);
        assert_int_equal(mon(v, "archeologist")->level, 10);
        assert_int_equal(mon(v, "arch-lich")->level, 25);
    }
    /* Grown-up forms added in 3.6 (3.4.3 mondata.c has none for these). */
    const struct nh_monster_table *t343 = monster_table(NH_V343), *t367 = monster_table(NH_V367);
    assert_int_equal(mon(NH_V343, "sewer rat")->grows_into, -1);
    assert_string_equal(t367->mons[mon(NH_V367, "sewer rat")->grows_into].name, "giant rat");
    assert_int_equal(mon(NH_V343, "hill orc")->grows_into, -1);
    assert_string_equal(t343->mons[mon(NH_V343, "kobold")->grows_into].name, "large kobold");
    /* Level changes between versions. */
    assert_int_equal(mon(NH_V343, "Vlad the Impaler")->level, 14);
    assert_int_equal(mon(NH_V367, "Vlad the Impaler")->level, 28);
    assert_int_equal(mon(NH_V50, "Vlad the Impaler")->level, 28);
    assert_int_equal(mon(NH_V343, "long worm")->level, 8);
    assert_int_equal(mon(NH_V343, "baby long worm")->level, 8);
    assert_int_equal(mon(NH_V367, "long worm")->level, 9);
    assert_int_equal(mon(NH_V367, "baby long worm")->level, 5);
    assert_int_equal(mon(NH_V367, "elf")->level, 10);
    assert_int_equal(mon(NH_V50, "elf")->level, 0);
    /* 5.0 additions and merged names (aliases). */
    int i;
    assert_int_equal(monster_lookup(monster_table(NH_V367), "gold dragon", &i), NH_MON_UNKNOWN);
    assert_true(mon(NH_V50, "gold dragon")->flags & NH_MF_ADULT_DRAGON);
    assert_int_equal(mon(NH_V50, "displacer beast")->level, 12);
    assert_int_equal(mon(NH_V50, "genetic engineer")->level, 12);
    assert_string_equal(mon(NH_V50, "succubus")->name, "incubus");
    assert_string_equal(mon(NH_V50, "dwarf ruler")->name, "dwarf king");
}

static void test_lookup(void **state)
{
    (void)state;
    const struct nh_monster_table *t = monster_table(NH_V367);
    int i = -1, out[8];
    assert_int_equal(monster_lookup(t, "KITTEN", &i), NH_MON_FOUND);
    assert_string_equal(t->mons[i].name, "kitten");
    assert_int_equal(monster_lookup(t, "kit", &i), NH_MON_FOUND);
    assert_string_equal(t->mons[i].name, "kitten");
    /* "dog" is exact even though it prefixes nothing else; "gnome" is exact
     * though "gnome lord" etc. share the prefix. */
    assert_int_equal(monster_lookup(t, "gnome", &i), NH_MON_FOUND);
    assert_string_equal(t->mons[i].name, "gnome");
    assert_int_equal(monster_lookup(t, "were", &i), NH_MON_AMBIGUOUS);
    assert_int_equal(monster_matches(t, "were", out, 8), 6);
    assert_int_equal(monster_lookup(t, "kiten", &i), NH_MON_UNKNOWN);
    assert_int_equal(monster_suggest(t, "kiten", out, 3), 3);
    assert_string_equal(t->mons[out[0]].name, "kitten");
    assert_int_equal(nh_name_distance("kiten", 5, "Kitten", 6), 1);
    assert_int_equal(nh_name_distance("", 0, "abc", 3), 3);
}

static void test_select(void **state)
{
    (void)state;
    const struct nh_monster_table *t = monster_table(NH_V367);
    int out[400];
    char err[200];
    assert_int_equal(monster_select(t, "ALL", out, 400, err, sizeof err), 382);
    assert_int_equal(monster_select(t, "dog", out, 400, err, sizeof err), 1);
    assert_string_equal(t->mons[out[0]].name, "dog");
    assert_int_equal(monster_select(t, "d", out, 400, err, sizeof err), 15);
    /* a class name alone is not the class: class=golem asks for it */
    assert_int_equal(monster_select(t, "golem", out, 400, err, sizeof err), -1);
    assert_non_null(strstr(err, "for the class, class=golem"));
    assert_int_equal(monster_select(t, "Demog", out, 400, err, sizeof err), 1);
    assert_string_equal(t->mons[out[0]].name, "Demogorgon");
    assert_int_equal(monster_select(t, "gnome l", out, 400, err, sizeof err), 1);
    assert_int_equal(monster_select(t, "baby", out, 400, err, sizeof err), -1);
    assert_non_null(strstr(err, "monster \"baby\" is ambiguous (baby long worm, baby purple worm"));
    assert_int_equal(monster_select(t, "kiten", out, 400, err, sizeof err), -1);
    assert_non_null(strstr(err, "unknown monster \"kiten\" (did you mean kitten?)"));
}

static void test_classes(void **state)
{
    (void)state;
    enum nh_mclass c;
    assert_int_equal(mclass_parse("d", &c), 0);
    assert_int_equal(c, NH_MC_DOG);
    assert_int_equal(mclass_parse("D", &c), 0);
    assert_int_equal(c, NH_MC_DRAGON);
    assert_int_equal(mclass_parse("Golem", &c), 0);
    assert_int_equal(c, NH_MC_GOLEM);
    assert_int_equal(mclass_symbol(NH_MC_GOLEM), '\'');
    assert_int_equal(mclass_parse("nonsense", &c), -1);
    int out[64];
    assert_int_equal(monster_by_class(monster_table(NH_V367), NH_MC_GOLEM, out, 64), 11);
    /* Cerberus is not built: 3.6.7 has 15 built dogs. */
    assert_int_equal(monster_by_class(monster_table(NH_V367), NH_MC_DOG, out, 64), 15);
    assert_int_equal(monster_by_class(monster_table(NH_V50), NH_MC_DRAGON, out, 64), 22);
    assert_int_equal(monster_all(monster_table(NH_V50), out, 0), 383);
}

/* ---- rules ----------------------------------------------------------- */

static struct nh_where at_depth(int depth)
{
    struct nh_where w = {0};
    w.depth = depth;
    w.deepest = depth;
    return w;
}

static int adj(enum nh_variant v, const char *name, int depth, int xl)
{
    struct nh_where w = at_depth(depth);
    return nh_adj_lev(mon(v, name), nh_level_difficulty(v, &w, xl), xl, 0);
}

/* adj_lev by hand (docs/rules.md, Monster level): lev = mlevel, -1 if diff < mlevel else
 * +(diff - mlevel)/5, +(XL - mlevel)/4 if XL > mlevel, into
 * [0, min(3 mlevel / 2, 49)]. */
static void test_adj_lev(void **state)
{
    (void)state;
    for (int v = 0; v < NH_VANILLA_COUNT; v++) {
        assert_int_equal(adj(v, "kitten", 1, 1), 1);        /* 2 - 1 */
        assert_int_equal(adj(v, "soldier ant", 10, 1), 4);  /* 3 + 7/5 */
        assert_int_equal(adj(v, "soldier ant", 30, 14), 4); /* 3+5+2, capped at 4 */
        assert_int_equal(adj(v, "troll", 12, 10), 8);       /* 7 + 1 + 0 */
        assert_int_equal(adj(v, "troll", 20, 20), 10);      /* 7+2+3, capped at 10 */
        assert_int_equal(adj(v, "hill giant", 3, 12), 8);   /* 8 - 1 + 1 */
        assert_int_equal(adj(v, "large kobold", 1, 1), 1);  /* 1 + 0 */
        assert_int_equal(adj(v, "jackal", 25, 30),
                         0); /* cap 0 (docs/rules.md, Monster creation HP) */
        assert_int_equal(adj(v, "Juiblex", 40, 14), 50);
        const struct nh_monster *wiz = mon(v, "Wizard of Yendor");
        assert_int_equal(nh_adj_lev(wiz, 40, 14, 2), 32);
        assert_int_equal(nh_adj_lev(wiz, 40, 14, 25), 49);
    }
    /* docs/rules.md, Monster creation HP: only base-level-0 monsters reach level 0. */
    const struct nh_monster_table *t = monster_table(NH_V367);
    for (int i = 0; i < t->count; i++)
        for (int depth = 1; depth <= 60; depth += 7)
            for (int xl = 1; xl <= 30; xl += 4) {
                int lev = nh_adj_lev(&t->mons[i], depth, xl, 0);
                assert_true((lev == 0) == (t->mons[i].level == 0));
            }
}

static void test_level_difficulty(void **state)
{
    (void)state;
    struct nh_where w = at_depth(6);
    w.builds_up = true;
    w.levels_above = 2;
    assert_int_equal(nh_level_difficulty(NH_V343, &w, 5), 6);
    assert_int_equal(nh_level_difficulty(NH_V367, &w, 5), 12); /* 6 + 2*(2+1) */
    assert_int_equal(nh_level_difficulty(NH_V50, &w, 5), 12);
    w = at_depth(4);
    w.amulet = true;
    w.deepest = 48;
    assert_int_equal(nh_level_difficulty(NH_V367, &w, 5), 48);
    w.endgame = true;
    w.sanctum_depth = 50;
    assert_int_equal(nh_level_difficulty(NH_V343, &w, 15), 57);
    /* docs/rules.md, Monster level examples: depth 3 -> 6, 10 -> 20, 30 -> 50. */
    int depths[] = {3, 10, 30}, want[] = {6, 20, 50};
    for (int i = 0; i < 3; i++) {
        w = at_depth(depths[i]);
        w.aggravate = true;
        assert_int_equal(nh_level_difficulty(NH_V50, &w, 1), want[i]);
        assert_int_equal(nh_level_difficulty(NH_V367, &w, 1), depths[i]);
    }
}

/* docs/rules.md, Golem HP; Known values. */
static void test_golem_table(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        int old_hp, new_hp;
    } want[] = {
        {"straw golem", 20, 20}, {"paper golem", 20, 20},   {"rope golem", 30, 30},
        {"gold golem", 40, 60},  {"leather golem", 40, 40}, {"wood golem", 50, 50},
        {"flesh golem", 40, 40}, {"clay golem", 50, 70},    {"stone golem", 60, 100},
        {"glass golem", 60, 80}, {"iron golem", 80, 120},
    };
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        assert_int_equal(nh_golem_hp(NH_V343, want[i].name), want[i].old_hp);
        assert_int_equal(nh_golem_hp(NH_V367, want[i].name), want[i].old_hp);
        assert_int_equal(nh_golem_hp(NH_V50, want[i].name), want[i].new_hp);
        for (int v = 0; v < NH_VANILLA_COUNT; v++) {
            struct nh_where w = at_depth(10);
            struct nh_hp_plan p = nh_hp_plan(v, mon(v, want[i].name), &w, 10, 0, false, false);
            assert_int_equal(p.rule, NH_HP_GOLEM);
            assert_int_equal(p.add, v == NH_V50 ? want[i].new_hp : want[i].old_hp);
        }
    }
    assert_int_equal(nh_golem_hp(NH_V367, "kitten"), 0);
}

static void test_grow_up(void **state)
{
    (void)state;
    enum nh_variant v = NH_V367;
    const struct nh_monster_table *t = monster_table(v);
    int kitten, housecat, bee, queen;
    assert_int_equal(monster_lookup(t, "kitten", &kitten), NH_MON_FOUND);
    assert_int_equal(monster_lookup(t, "housecat", &housecat), NH_MON_FOUND);
    struct nh_grow_state s = {kitten, 3, 24};
    assert_int_equal(nh_grow_threshold(t, &s, true, 0), 24);
    int target = nh_grow_target(v, t, kitten, true);
    assert_int_equal(target, housecat);
    /* kitten 3*2/2 = 3, raised to the housecat's level 4 */
    assert_int_equal(nh_grow_limit(t, &s, target, true), 4);
    assert_int_equal(nh_grow_kill_increase(24, 5, 24), 1);
    s = nh_grow_apply(v, t, s, 1, 24, 4, target);
    assert_int_equal(s.form, housecat);
    assert_int_equal(s.m_lev, 4);
    assert_int_equal(s.hpmax, 25);
    /* At the limit: the level is taken back and hpmax loses the extra 1. */
    int jackal;
    assert_int_equal(monster_lookup(t, "jackal", &jackal), NH_MON_FOUND);
    s = (struct nh_grow_state){jackal, 5, 40};
    assert_int_equal(nh_grow_threshold(t, &s, true, 0), 40);
    assert_int_equal(nh_grow_limit(t, &s, jackal, true), 0); /* raised to 5 when applied */
    s = nh_grow_apply(v, t, s, 1, 40, 0, jackal);
    assert_int_equal(s.m_lev, 5);
    assert_int_equal(s.hpmax, 40);
    /* Gain level: no threshold; 5.0 killer bees aim at the queen bee. */
    const struct nh_monster_table *t5 = monster_table(NH_V50);
    assert_int_equal(monster_lookup(t5, "killer bee", &bee), NH_MON_FOUND);
    assert_int_equal(monster_lookup(t5, "queen bee", &queen), NH_MON_FOUND);
    assert_int_equal(nh_grow_target(NH_V50, t5, bee, false), queen);
    assert_int_equal(nh_grow_target(NH_V50, t5, bee, true), bee);
    /* ... and changes species only when its level reaches the queen's 9 */
    struct nh_grow_state b = {bee, 7, 40};
    b = nh_grow_apply(NH_V50, t5, b, 3, 0, 50, queen);
    assert_int_equal(b.form, bee);
    assert_int_equal(b.m_lev, 8);
    b = nh_grow_apply(NH_V50, t5, b, 3, 0, 50, queen);
    assert_int_equal(b.form, queen);
    assert_int_equal(b.m_lev, 9);
    assert_int_equal(monster_lookup(t, "killer bee", &bee), NH_MON_FOUND);
    assert_int_equal(nh_grow_target(NH_V367, t, bee, false), bee);
    /* The 400 cap. */
    s = (struct nh_grow_state){housecat, 49, 398};
    s = nh_grow_apply(v, t, s, 8, 0, 50, housecat);
    assert_int_equal(s.hpmax, 400);
    /* Golem threshold: ((hpmax / 10) + 1) * 10 - 1. */
    int golem;
    assert_int_equal(monster_lookup(t, "iron golem", &golem), NH_MON_FOUND);
    s = (struct nh_grow_state){golem, 18, 80};
    assert_int_equal(nh_grow_threshold(t, &s, true, 0), 89);
}

/* docs/rules.md, Monster regeneration */
static void test_mon_regen(void **state)
{
    (void)state;
    assert_int_equal(nh_mon_regen(5, 10, false, 0, 39), 5);
    assert_int_equal(nh_mon_regen(5, 10, false, 0, 40), 6);
    assert_int_equal(nh_mon_regen(5, 10, true, 0, 39), 6);
    assert_int_equal(nh_mon_regen(10, 10, true, 0, 40), 10);
    assert_int_equal(nh_mon_turns_to_full(5, 10, true, 0, 7), 5);
    assert_int_equal(nh_mon_turns_to_full(5, 10, false, 0, 1), 100);
    assert_int_equal(nh_mon_turns_to_full(5, 10, false, 0, 20), 81);
    assert_int_equal(nh_mon_turns_to_full(10, 10, false, 0, 20), 0);
    /* Against the turn-by-turn rule. */
    for (long first = 1; first <= 45; first++) {
        int hp = 3;
        long turn = first;
        while (hp < 17)
            hp = nh_mon_regen(hp, 17, false, 0, turn++);
        assert_int_equal(turn - first, nh_mon_turns_to_full(3, 17, false, 0, first));
    }
}

/* ---- exact ------------------------------------------------------------ */

/* docs/rules.md, Monster regeneration: turns to full over the 20 phases: uniform on 20(m-1)+1 ..
 * 20m. */
static void test_exact_regen(void **state)
{
    (void)state;
    struct nh_pmf f;
    assert_int_equal(monster_regen_exact(5, 10, false, 0, &f), 0);
    assert_int_equal(pmf_min(&f), 81);
    assert_int_equal(pmf_max(&f), 100);
    assert_close_l(pmf_mean(&f), 90.5L, 1e-15L);
    pmf_free(&f);
    assert_int_equal(monster_regen_exact(5, 10, true, 0, &f), 0);
    assert_int_equal(pmf_min(&f), 5);
    assert_int_equal(pmf_max(&f), 5);
    pmf_free(&f);
}

static struct monster_case mcase(enum nh_variant v, const char *name, int depth, int xl)
{
    struct monster_case c = {0};
    const struct nh_monster_table *t = monster_table(v);
    c.variant = v;
    assert_int_equal(monster_lookup(t, name, &c.mon), NH_MON_FOUND);
    c.where = at_depth(depth);
    c.xl = xl;
    return c;
}

struct exact2 {
    struct nh_pmf hp, lev;
};

static struct exact2 exact_of(const struct monster_case *c)
{
    struct exact2 e;
    assert_int_equal(monster_exact(c, &e.hp, &e.lev), 0);
    assert_close_l(pmf_total(&e.hp), 1.0L, 1e-12L);
    assert_close_l(pmf_total(&e.lev), 1.0L, 1e-12L);
    return e;
}

static void exact_free(struct exact2 *e)
{
    pmf_free(&e->hp);
    pmf_free(&e->lev);
}

static long double prob(const struct nh_pmf *f, int64_t v)
{
    return v < f->lo || v >= f->lo + (int64_t)f->n ? 0.0L : f->p[v - f->lo];
}

/* docs/rules.md, Known values: HP 2(mlevel - 6) and m_lev HP/4, every version. */
static void test_exact_specials(void **state)
{
    (void)state;
    static const struct {
        const char *name;
        int hp;
    } want[] = {{"Juiblex", 88},      {"Yeenoghu", 100},  {"Orcus", 120},    {"Geryon", 132},
                {"Dispater", 144},    {"Baalzebub", 166}, {"Asmodeus", 198}, {"Demogorgon", 200},
                {"mail daemon", 100}, {"Charon", 140}};
    for (int v = 0; v < NH_VANILLA_COUNT; v++)
        for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
            struct monster_case c = mcase(v, want[i].name, 40, 20);
            struct exact2 e = exact_of(&c);
            assert_int_equal(pmf_min(&e.hp), want[i].hp);
            assert_int_equal(pmf_max(&e.hp), want[i].hp);
            assert_int_equal(pmf_min(&e.lev), want[i].hp / 4);
            assert_int_equal(pmf_max(&e.lev), want[i].hp / 4);
            exact_free(&e);
        }
}

/* docs/rules.md, Known values: level 0 uniform 1..4 (3.4.3, 3.6.7); 5.0 P(2) = 1/2,
 * P(3) = P(4) = 1/4, mean 2.75.  Level L: mean 4.5 L, in 5.0 4.5 L + 8^-L. */
static void test_exact_level0_and_dice(void **state)
{
    (void)state;
    for (int v = 0; v < NH_VANILLA_COUNT; v++) {
        struct monster_case c = mcase(v, "jackal", 5, 3);
        struct exact2 e = exact_of(&c);
        if (v == NH_V50) {
            assert_close_l(prob(&e.hp, 1), 0.0L, 1e-18L);
            assert_close_l(prob(&e.hp, 2), 0.5L, 1e-15L);
            assert_close_l(prob(&e.hp, 3), 0.25L, 1e-15L);
            assert_close_l(prob(&e.hp, 4), 0.25L, 1e-15L);
            assert_close_l(pmf_mean(&e.hp), 2.75L, 1e-15L);
        } else {
            for (int hp = 1; hp <= 4; hp++)
                assert_close_l(prob(&e.hp, hp), 0.25L, 1e-15L);
            assert_close_l(pmf_mean(&e.hp), 2.5L, 1e-15L);
        }
        exact_free(&e);
    }
    /* Monsters whose m_lev comes out as L = 1, 4, 8 (adj_lev above). */
    static const struct {
        const char *name;
        int depth, xl, lev;
    } at[] = {{"kitten", 1, 1, 1}, {"soldier ant", 10, 1, 4}, {"troll", 12, 10, 8}};
    for (int v = 0; v < NH_VANILLA_COUNT; v++)
        for (size_t i = 0; i < sizeof at / sizeof at[0]; i++) {
            struct monster_case c = mcase(v, at[i].name, at[i].depth, at[i].xl);
            struct exact2 e = exact_of(&c);
            long double L = at[i].lev, want = 4.5L * L;
            if (v == NH_V50)
                want += powl(8.0L, -L);
            assert_int_equal(pmf_min(&e.lev), at[i].lev);
            assert_close_l(pmf_mean(&e.hp), want, 1e-13L);
            assert_int_equal(pmf_max(&e.hp), 8 * at[i].lev);
            assert_int_equal(pmf_min(&e.hp), at[i].lev + (v == NH_V50));
            exact_free(&e);
        }
}

static void test_exact_riders_dragons_elementals(void **state)
{
    (void)state;
    /* Riders d(10,8); 5.0 turns 10 into 11 (docs/rules.md, Monster creation HP). */
    for (int v = 0; v < NH_VANILLA_COUNT; v++) {
        struct monster_case c = mcase(v, "Death", 50, 30);
        struct exact2 e = exact_of(&c);
        long double p10 = powl(8.0L, -10);
        if (v == NH_V50) {
            assert_int_equal(pmf_min(&e.hp), 11);
            assert_close_l(prob(&e.hp, 11), 11.0L * p10, 1e-22L);
            assert_close_l(pmf_mean(&e.hp), 45.0L + p10, 1e-12L);
        } else {
            assert_int_equal(pmf_min(&e.hp), 10);
            assert_close_l(pmf_mean(&e.hp), 45.0L, 1e-12L);
        }
        assert_int_equal(pmf_max(&e.hp), 80);
        exact_free(&e);
    }
    /* Adult dragon: m_lev 15 + (25-15)/5 = 17, HP 4*17 + d(17,4), mean
     * 110.5; in the endgame (Sanctum 50, XL 14: difficulty 57, m_lev capped
     * at 22) 8 * 22 = 176. */
    struct monster_case c = mcase(NH_V367, "red dragon", 25, 14);
    struct exact2 e = exact_of(&c);
    assert_int_equal(pmf_min(&e.hp), 85);
    assert_int_equal(pmf_max(&e.hp), 136);
    assert_close_l(pmf_mean(&e.hp), 110.5L, 1e-12L);
    exact_free(&e);
    c.where.endgame = true;
    c.where.sanctum_depth = 50;
    e = exact_of(&c);
    assert_int_equal(pmf_min(&e.hp), 176);
    assert_int_equal(pmf_max(&e.hp), 176);
    exact_free(&e);
    /* The Chromatic Dragon takes the dragon rule too (table index). */
    c = mcase(NH_V50, "Chromatic Dragon", 25, 14);
    e = exact_of(&c);
    assert_int_equal(pmf_min(&e.lev), 17); /* 16 + (25-16)/5 */
    assert_int_equal(pmf_min(&e.hp), 4 * 17 + 17);
    exact_free(&e);
    /* Air elemental on the Plane of Air: m_lev 8 + (57-8)/5 = 17, capped
     * at 12; HP 3 d(12,8), mean 162, multiples of 3, no 5.0 bump. */
    for (int v = 0; v < NH_VANILLA_COUNT; v++) {
        c = mcase(v, "air elemental", 1, 14);
        c.where.endgame = true;
        c.where.sanctum_depth = 50;
        c.where.home_plane = NH_MF_HOME_AIR;
        e = exact_of(&c);
        assert_int_equal(pmf_min(&e.lev), 12);
        assert_int_equal(pmf_min(&e.hp), 36);
        assert_int_equal(pmf_max(&e.hp), 288);
        assert_close_l(pmf_mean(&e.hp), 162.0L, 1e-12L);
        assert_close_l(prob(&e.hp, 37), 0.0L, 1e-20L);
        exact_free(&e);
        c.where.home_plane = NH_MF_HOME_FIRE; /* not its plane */
        e = exact_of(&c);
        assert_int_equal(pmf_max(&e.hp), 96);
        exact_free(&e);
    }
}

/* docs/rules.md, Player monsters and the guardian angel: player monsters' and the guardian angel's
 * ranges. */
static void test_exact_player_angel(void **state)
{
    (void)state;
    for (int v = 0; v < NH_VANILLA_COUNT; v++) {
        struct monster_case c = mcase(v, "valkyrie", 20, 14);
        struct exact2 e = exact_of(&c);
        assert_int_equal(pmf_min(&e.lev), 1);
        assert_int_equal(pmf_max(&e.lev), 16);
        assert_int_equal(pmf_min(&e.hp), 31);
        assert_int_equal(pmf_max(&e.hp), 190);
        assert_close_l(pmf_mean(&e.hp), 76.75L, 1e-12L);
        exact_free(&e);
        c.where.endgame = true;
        c.where.sanctum_depth = 50;
        e = exact_of(&c);
        assert_int_equal(pmf_min(&e.lev), 15);
        assert_int_equal(pmf_max(&e.lev), 30);
        assert_int_equal(pmf_min(&e.hp), 46);
        assert_int_equal(pmf_max(&e.hp), 360);
        assert_close_l(pmf_mean(&e.hp), 169.25L, 1e-12L);
        exact_free(&e);
        c = mcase(v, "Angel", 1, 14);
        c.guardian = true;
        e = exact_of(&c);
        assert_int_equal(pmf_min(&e.lev), 15);
        assert_int_equal(pmf_max(&e.lev), 22);
        assert_int_equal(pmf_min(&e.hp), 46);
        assert_int_equal(pmf_max(&e.hp), 280);
        assert_close_l(pmf_mean(&e.hp), 147.25L, 1e-12L);
        exact_free(&e);
    }
    struct monster_case c = mcase(NH_V367, "kitten", 1, 1);
    c.guardian = true;
    assert_int_equal(monster_case_valid(&c), 0);
}

/* docs/rules.md, Player monsters and the guardian angel: a player monster
 * made by makemon() alone (3.4.3, 3.6.7 and 5.0 src/makemon.c, makemon()
 * and newmonhp(); only src/mplayer.c, mk_mplayer() overrides the HP) has
 * the ordinary d(m_lev, 8).  A valkyrie (base level 10) at depth 20, XL
 * 14: m_lev 10 + (20 - 10)/5 + (14 - 10)/4 = 13, HP d(13, 8): 13..104,
 * mean 58.5, variance 13 * 63/12; 5.0 bumps the all-ones 13 to 14.  In
 * the endgame (Sanctum 50): difficulty 57, m_lev 10 + 9 + 1 = 20, capped
 * at 15: d(15, 8), mean 67.5. */
static void test_exact_player_by_makemon(void **state)
{
    (void)state;
    for (int v = 0; v < NH_VANILLA_COUNT; v++) {
        struct monster_case c = mcase(v, "valkyrie", 20, 14);
        c.by_makemon = true;
        struct exact2 e = exact_of(&c);
        assert_int_equal(pmf_min(&e.lev), 13);
        assert_int_equal(pmf_max(&e.lev), 13);
        assert_int_equal(pmf_min(&e.hp), v == NH_V50 ? 14 : 13);
        assert_int_equal(pmf_max(&e.hp), 104);
        long double ones = 1.0L;
        for (int i = 0; i < 13; i++)
            ones /= 8;
        assert_close_l(prob(&e.hp, 13), v == NH_V50 ? 0.0L : ones, 1e-30L);
        long double mean = v == NH_V50 ? 58.5L + ones : 58.5L;
        assert_close_l(pmf_mean(&e.hp), mean, 1e-12L);
        if (v != NH_V50)
            assert_close_l(pmf_variance(&e.hp), 13.0L * 63 / 12, 1e-10L);
        exact_free(&e);
        c.where.endgame = true;
        c.where.sanctum_depth = 50;
        e = exact_of(&c);
        assert_int_equal(pmf_min(&e.lev), 15);
        assert_int_equal(pmf_max(&e.lev), 15);
        assert_int_equal(pmf_max(&e.hp), 120);
        assert_close_l(pmf_mean(&e.hp), 67.5L, 1e-6L);
        exact_free(&e);
        /* the origin changes nothing for a monster that is not a player
         * monster */
        c = mcase(v, "troll", 12, 10);
        struct exact2 a = exact_of(&c);
        c.by_makemon = true;
        e = exact_of(&c);
        assert_close_l(pmf_mean(&e.hp), pmf_mean(&a.hp), 0);
        exact_free(&a);
        exact_free(&e);
    }
}

/* Growth (docs/rules.md, Monster growth): a kitten (m_lev 1, 1..8 HP) killing newts (m_lev 0):
 * each kill adds rnd(1) = 1 max HP up to the threshold 8 m_lev + 1, then a
 * level.  The DP's totals stay 1 and the outcome is bounded by the
 * rules: after 30 kills, m_lev <= 4 (housecat at 4 is its limit 6 later). */
static void test_exact_growth(void **state)
{
    (void)state;
    struct monster_case c = mcase(NH_V367, "kitten", 1, 1);
    c.kills = 1;
    c.victim_level = 0;
    struct exact2 e = exact_of(&c);
    /* one kill: max HP + 1; from 8 (threshold 8) the kitten reaches 9 and
     * level 2 */
    for (int hp = 2; hp <= 9; hp++)
        assert_close_l(prob(&e.hp, hp), 0.125L, 1e-15L);
    assert_close_l(prob(&e.lev, 2), 0.125L, 1e-15L);
    assert_close_l(prob(&e.lev, 1), 0.875L, 1e-15L);
    exact_free(&e);
    /* a gain-level effect always gives a level and rnd(8) max HP */
    c.kills = 0;
    c.gain_levels = 1;
    e = exact_of(&c);
    assert_close_l(prob(&e.lev, 2), 1.0L, 1e-15L);
    assert_close_l(pmf_mean(&e.hp), 4.5L + 4.5L, 1e-13L);
    exact_free(&e);
}

/* Turns from 1 HP to full, from the max HP's distribution: a troll heals
 * every turn (E = E[max HP] - 1); a kitten every 20th turn from a phase
 * 0..19 (E = 20 (E[max HP] - 1) - 9.5). */
static void test_regen_from_hp(void **state)
{
    (void)state;
    struct monster_case c = mcase(NH_V367, "troll", 10, 8);
    struct exact2 e = exact_of(&c);
    struct nh_pmf r;
    assert_int_equal(monster_regen_from_hp(&c, &e.hp, &r), 0);
    assert_close_l(pmf_mean(&r), pmf_mean(&e.hp) - 1, 1e-12L);
    assert_close_l(pmf_variance(&r), pmf_variance(&e.hp), 1e-10L);
    pmf_free(&r);
    exact_free(&e);
    c = mcase(NH_V367, "kitten", 10, 8);
    e = exact_of(&c);
    assert_int_equal(monster_regen_from_hp(&c, &e.hp, &r), 0);
    assert_close_l(pmf_mean(&r), 20 * (pmf_mean(&e.hp) - 1) - 9.5L, 1e-10L);
    assert_int_equal(pmf_min(&r), 20 * (pmf_min(&e.hp) - 1) - 19);
    assert_int_equal(pmf_max(&r), 20 * (pmf_max(&e.hp) - 1));
    pmf_free(&r);
    exact_free(&e);
    /* a manes (level 1) made level 6 by five gain levels is a lemure
     * (grown up at level 3), which regenerates: every trial heals from
     * 1 HP in max HP - 1 turns, as its final form does */
    c = mcase(NH_V367, "manes", 1, 1);
    c.gain_levels = 5;
    e = exact_of(&c);
    assert_int_equal(pmf_min(&e.lev), 6);
    assert_int_equal(monster_regen_case(&c, &e.hp, &r), 0);
    assert_close_l(pmf_mean(&r), pmf_mean(&e.hp) - 1, 1e-10L);
    pmf_free(&r);
    exact_free(&e);
}

/* ---- kernel against exact -------------------------------------------- */

#define SEED   0x6d6f6e00u /* "mon" */
#define TRIALS 200003u

static double fit(const struct nh_tally *t, int h, const struct nh_pmf *f)
{
    struct nh_gof g;
    assert_int_equal(gof_chisq(tally_hist(t, (size_t)h), t->lo[h], t->width[h], f, &g), 0);
    return g.p;
}

static void check_case(const struct monster_case *c, const char *what)
{
    struct nh_tally t;
    assert_int_equal(jobs_simulate(&monster_job_kind, c, SEED, TRIALS, 2, &t), 0);
    assert_int_equal(tally_total(&t, NH_MON_HIST_HP), TRIALS);
    struct exact2 e = exact_of(c);
    double php = fit(&t, NH_MON_HIST_HP, &e.hp), plev = fit(&t, NH_MON_HIST_LEVEL, &e.lev);
    struct nh_pmf regen;
    assert_int_equal(monster_regen_case(c, &e.hp, &regen), 0);
    double preg = fit(&t, NH_MON_HIST_REGEN, &regen);
    print_message("%-40s p(HP) = %.4f  p(level) = %.4f  p(regen) = %.4f\n", what, php, plev, preg);
    assert_true(php >= NH_TEST_P_MIN);
    assert_true(plev >= NH_TEST_P_MIN);
    assert_true(preg >= NH_TEST_P_MIN);
    pmf_free(&regen);
    exact_free(&e);
    tally_free(&t);
}

static void test_kernel_creation(void **state)
{
    (void)state;
    for (int v = 0; v < NH_VANILLA_COUNT; v++) {
        char what[64];
        struct monster_case c = mcase(v, "kitten", 1, 1);
        snprintf(what, sizeof what, "%s kitten", variant_name(v));
        check_case(&c, what);
        c = mcase(v, "jackal", 3, 1);
        snprintf(what, sizeof what, "%s jackal (level 0)", variant_name(v));
        check_case(&c, what);
        c = mcase(v, "troll", 12, 10);
        snprintf(what, sizeof what, "%s troll (m_lev 8)", variant_name(v));
        check_case(&c, what);
        c = mcase(v, "Death", 50, 30);
        snprintf(what, sizeof what, "%s Death", variant_name(v));
        check_case(&c, what);
        c = mcase(v, "red dragon", 25, 14);
        snprintf(what, sizeof what, "%s red dragon", variant_name(v));
        check_case(&c, what);
        c = mcase(v, "valkyrie", 50, 14);
        c.where.endgame = true;
        c.where.sanctum_depth = 50;
        snprintf(what, sizeof what, "%s valkyrie (Astral)", variant_name(v));
        check_case(&c, what);
        c = mcase(v, "valkyrie", 20, 14);
        c.by_makemon = true;
        snprintf(what, sizeof what, "%s valkyrie by makemon", variant_name(v));
        check_case(&c, what);
        c = mcase(v, "Angel", 50, 14);
        c.guardian = true;
        snprintf(what, sizeof what, "%s guardian Angel", variant_name(v));
        check_case(&c, what);
        c = mcase(v, "water elemental", 1, 14);
        c.where.endgame = true;
        c.where.sanctum_depth = 50;
        c.where.home_plane = NH_MF_HOME_WATER;
        snprintf(what, sizeof what, "%s water elemental (home)", variant_name(v));
        check_case(&c, what);
    }
}

static void test_kernel_growth(void **state)
{
    (void)state;
    struct monster_case c = mcase(NH_V367, "kitten", 1, 1);
    c.kills = 30;
    c.victim_level = 0;
    check_case(&c, "3.6.7 kitten, 30 newts");
    c = mcase(NH_V50, "little dog", 1, 1);
    c.kills = 25;
    c.victim_level = 3;
    check_case(&c, "5.0 little dog, 25 kills of level 3");
    c = mcase(NH_V50, "killer bee", 5, 5);
    c.gain_levels = 10;
    check_case(&c, "5.0 killer bee, 10 gain levels");
    c = mcase(NH_V343, "iron golem", 20, 14);
    c.kills = 15;
    c.victim_level = 10;
    check_case(&c, "3.4.3 iron golem, 15 kills of level 10");
    /* a manes (no M1_REGEN) that grows into a lemure (M1_REGEN) */
    c = mcase(NH_V367, "manes", 1, 1);
    c.gain_levels = 2;
    check_case(&c, "3.6.7 manes, 2 gain levels");
}

/* The test has power: 5.0 trials against the 3.6.7 law are rejected. */
static void test_kernel_rejects_wrong(void **state)
{
    (void)state;
    static const char *names[] = {"jackal", "kitten"};
    for (size_t i = 0; i < 2; i++) {
        struct monster_case c50 = mcase(NH_V50, names[i], 1, 1);
        struct monster_case c367 = mcase(NH_V367, names[i], 1, 1);
        struct nh_tally t;
        assert_int_equal(jobs_simulate(&monster_job_kind, &c50, SEED, TRIALS, 2, &t), 0);
        struct exact2 e = exact_of(&c367);
        double p = fit(&t, NH_MON_HIST_HP, &e.hp);
        print_message("5.0 %s against 3.6.7 law: p = %.3g\n", names[i], p);
        assert_true(p < 1e-6);
        exact_free(&e);
        tally_free(&t);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_table_counts),
        cmocka_unit_test(test_table_samples),
        cmocka_unit_test(test_lookup),
        cmocka_unit_test(test_select),
        cmocka_unit_test(test_classes),
        cmocka_unit_test(test_adj_lev),
        cmocka_unit_test(test_level_difficulty),
        cmocka_unit_test(test_golem_table),
        cmocka_unit_test(test_grow_up),
        cmocka_unit_test(test_mon_regen),
        cmocka_unit_test(test_exact_regen),
        cmocka_unit_test(test_exact_specials),
        cmocka_unit_test(test_exact_level0_and_dice),
        cmocka_unit_test(test_exact_riders_dragons_elementals),
        cmocka_unit_test(test_exact_player_angel),
        cmocka_unit_test(test_exact_player_by_makemon),
        cmocka_unit_test(test_exact_growth),
        cmocka_unit_test(test_regen_from_hp),
        cmocka_unit_test(test_kernel_creation),
        cmocka_unit_test(test_kernel_growth),
        cmocka_unit_test(test_kernel_rejects_wrong),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
