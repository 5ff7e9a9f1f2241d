/* Tests of the monster kind (vanilla.md §7, §10 items 14-16; nethack50.md
 * §5, §7): the tables, the rules, the exact distributions and the kernel.
 */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "nhmc/monster.h"

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
 * Cerberus and Charon (inside #ifdef CHARON, kept for §7.4). */
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
    assert_int_equal(monster_edit_distance("kiten", "Kitten"), 1);
    assert_int_equal(monster_edit_distance("", "abc"), 3);
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_table_counts),
        cmocka_unit_test(test_table_samples),
        cmocka_unit_test(test_lookup),
        cmocka_unit_test(test_classes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
