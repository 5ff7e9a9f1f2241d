/* Tests of the names module: a text against a table of entries with
 * several forms (exact forms, unique prefixes, ambiguity, any case, the
 * closest names), and the hero's tables as the game takes them. */
#include "testutil.h"

#include <string.h>

#include "kinds/regen/regen_impl.h"
#include "kinds/sanity/sanity_impl.h"
#include "nhmc/names.h"
#include "nhmc/hero_rules.h"
#include "nhmc/dnh.h"

/* ---- a small table of our own ---- */

/* "ab" is a whole form of entry 0 and the start of entry 1's "abc":
 * an exact form wins over a prefix. */
static const char *const forms[][3] = {
    {"ab", "Alpha", NULL},
    {"abc", "beta", NULL},
    {"gamma", "GAM", NULL},
};

static const char *form(const void *ctx, int i, int k, size_t *len)
{
    (void)ctx;
    const char *f = k < 3 ? forms[i][k] : NULL;
    if (f)
        *len = strlen(f);
    return f;
}

static const struct nh_names table = {NULL, 3, form, true, "thing"};

static void test_exact_prefix_ambiguous(void **state)
{
    (void)state;
    int e = -1, out[3];
    assert_int_equal(nh_name_find(&table, "AB", &e), NH_NAME_FOUND);
    assert_int_equal(e, 0); /* exact, though "abc" starts with it too */
    assert_int_equal(nh_name_find(&table, "alp", &e), NH_NAME_FOUND);
    assert_int_equal(e, 0);
    assert_int_equal(nh_name_find(&table, "g", &e), NH_NAME_FOUND);
    assert_int_equal(e, 2);
    assert_int_equal(nh_name_find(&table, "a", &e), NH_NAME_AMBIGUOUS);
    assert_int_equal(nh_name_starting(&table, "a", out, 3), 2);
    assert_int_equal(out[0], 0);
    assert_int_equal(out[1], 1);
    assert_int_equal(nh_name_find(&table, "delta", &e), NH_NAME_UNKNOWN);
    assert_int_equal(nh_name_find(&table, "", &e), NH_NAME_UNKNOWN);
    assert_int_equal(nh_name_index(&table, "a"), -1);
    /* without prefixes only whole forms count */
    struct nh_names whole = table;
    whole.prefixes = false;
    assert_int_equal(nh_name_index(&whole, "alp"), -1);
    assert_int_equal(nh_name_index(&whole, "gam"), 2);
}

static void test_distance(void **state)
{
    (void)state;
    assert_int_equal(nh_name_distance("kitten", 6, "sitting", 7), 3);
    assert_int_equal(nh_name_distance("Valkyire", 8, "valkyrie", 8), 1); /* a swap is one */
    assert_int_equal(nh_name_distance("abc", 3, "ABC", 3), 0);
    assert_int_equal(nh_name_distance("", 0, "gnome", 5), 5);
    assert_int_equal(nh_name_distance("ca", 2, "abc", 3), 3); /* OSA: no edit after a swap */
}

static void test_messages(void **state)
{
    (void)state;
    char buf[200];
    int out[3];
    nh_name_why(&table, "gama", buf, sizeof buf);
    assert_string_equal(buf, "unknown thing \"gama\" (did you mean gamma?)");
    nh_name_why(&table, "a", buf, sizeof buf);
    assert_string_equal(buf, "thing \"a\" is ambiguous (ab or abc)");
    /* nearest first, ties in table order */
    assert_int_equal(nh_name_suggest(&table, "bet", out, 3), 3);
    assert_int_equal(out[0], 1);
    assert_int_equal(nh_name_nearness(&table, "bet"), 1);
    nh_name_why(&table, "GAN", buf, sizeof buf); /* near the abbreviation GAM: shows gamma */
    assert_string_equal(buf, "unknown thing \"GAN\" (did you mean gamma?)");
    nh_name_why(&table, "gamma", buf, 8); /* a short buffer is cut, 0-terminated */
    assert_int_equal(strlen(buf), 7);
}

/* ---- the hero's tables ---- */

static int role(const char *text)
{
    return nh_name_index(&nh_role_names, text);
}

static int race(const char *text)
{
    return nh_name_index(&nh_race_names, text);
}

static void test_roles(void **state)
{
    (void)state;
    int val = 11, pri = 6, cav = 2;
    assert_string_equal(nh_roles[val].name, "Valkyrie");
    assert_string_equal(nh_roles[pri].name, "Priest");
    assert_string_equal(nh_roles[cav].name, "Caveman");
    const char *valkyrie[] = {"Valkyrie", "valk", "VAL", "val", "v", "VALKYRIE"};
    for (size_t i = 0; i < sizeof valkyrie / sizeof valkyrie[0]; i++)
        assert_int_equal(role(valkyrie[i]), val);
    assert_int_equal(role("Priestess"), pri);
    assert_int_equal(role("priestes"), pri);
    assert_int_equal(role("Cavewoman"), cav);
    assert_int_equal(role("cavew"), cav);
    assert_int_equal(role("Archaeologist"), 0); /* the other spelling */
    assert_int_equal(role("R"), -1);            /* Rogue and Ranger */
    assert_int_equal(role("Vak"), -1);
    assert_int_equal(role_parse("valk"), val);
    char buf[200];
    nh_name_why(&nh_role_names, "Vak", buf, sizeof buf);
    assert_string_equal(buf, "unknown role \"Vak\" (did you mean Valkyrie?)");
    nh_name_why(&nh_role_names, "Preistess", buf, sizeof buf);
    assert_string_equal(buf, "unknown role \"Preistess\" (did you mean Priestess?)");
    nh_name_why(&nh_role_names, "R", buf, sizeof buf);
    assert_string_equal(buf, "role \"R\" is ambiguous (Rogue or Ranger)");
}

static void test_races(void **state)
{
    (void)state;
    enum { HUM, ELF, DWA, GNO, ORC };
    assert_int_equal(race("dwarf"), DWA);
    assert_int_equal(race("dwa"), DWA);
    assert_int_equal(race("dwarvish"), DWA);
    assert_int_equal(race("dwarven"), DWA);
    assert_int_equal(race("DWARVES"), DWA);
    assert_int_equal(race("elven"), ELF);
    assert_int_equal(race("gnomish"), GNO);
    assert_int_equal(race("orcish"), ORC);
    assert_int_equal(race("human"), HUM);
    assert_int_equal(race("Hum"), HUM);
    assert_int_equal(race("d"), DWA);
    assert_int_equal(race("elfish"), -1);
    assert_int_equal(race_parse("dwarvish"), DWA);
}

static void test_alignments_variants(void **state)
{
    (void)state;
    assert_int_equal(nh_name_index(&nh_align_names, "Lawful"), NH_LAWFUL);
    assert_int_equal(nh_name_index(&nh_align_names, "neu"), NH_NEUTRAL);
    assert_int_equal(nh_name_index(&nh_align_names, "c"), NH_CHAOTIC);
    assert_int_equal(nh_name_index(&nh_align_names, "evil"), -1);
    assert_string_equal(nh_align_name(NH_CHAOTIC), "chaotic");
    enum nh_variant v;
    assert_int_equal(variant_parse("3.6.7", &v), 0);
    assert_int_equal(v, NH_V367);
    assert_int_equal(variant_parse("3.7", &v), 0);
    assert_int_equal(v, NH_V50);
    assert_int_equal(variant_parse("DNAO", &v), 0);
    assert_int_equal(v, NH_VDNH);
    assert_int_equal(variant_parse("dnet", &v), 0); /* a unique prefix */
    assert_int_equal(v, NH_VDNH);
    assert_int_equal(variant_parse("3", &v), -1); /* 3.4.3, 3.6.7 and 3.7 */
    char buf[200];
    nh_name_why(&nh_variant_names, "3", buf, sizeof buf);
    assert_string_equal(buf, "variant \"3\" is ambiguous (3.4.3, 3.6.7 or 3.7)");
}

/* dNetHack's roles for kind sanity: its own female names too. */
static void test_sanity_roles(void **state)
{
    (void)state;
    assert_int_equal(sanity_role_parse("Madwoman"), SR_MADMAN);
    assert_int_equal(sanity_role_parse("madm"), SR_MADMAN);
    assert_int_equal(sanity_role_parse("Noblewoman"), SR_NOBLEMAN);
    assert_int_equal(sanity_role_parse("Priestess"), SR_PRIEST);
    assert_int_equal(sanity_role_parse("Cavewoman"), SR_CAVEMAN);
    assert_int_equal(sanity_role_parse("valk"), SR_VALKYRIE);
    assert_int_equal(sanity_role_parse("undead"), SR_UNDEAD_HUNTER);
    assert_int_equal(sanity_role_parse("Con"), SR_CONVICT); /* its abbreviation */
    assert_int_equal(sanity_role_parse("P"), -1);           /* Pirate, Priest */
    assert_int_equal(sanity_race_parse("dwarvish"), SRC_DWARF);
    assert_int_equal(sanity_race_parse("elven"), SRC_ELF);
    assert_int_equal(sanity_race_parse("d"), -1); /* drow, dwarf */
}

/* nh_word_prefix: a name, an alias, then a unique prefix; the game's bed
 * names, where "bed" is both a name and the prefix of "bedroll". */
static void test_word_prefix(void **state)
{
    (void)state;
    static const char *const beds[] = {"none", "bedroll", "gurney", "bed", "expensive bed"};
    static const struct nh_word_value aliases[] = {{"expensive", 4}, {NULL, 0}};
    assert_int_equal(nh_word_prefix("bed", beds, 5, aliases), 3);       /* the name, not a prefix */
    assert_int_equal(nh_word_prefix("BEDR", beds, 5, aliases), 1);      /* any case */
    assert_int_equal(nh_word_prefix("b", beds, 5, aliases), -1);        /* bedroll or bed */
    assert_int_equal(nh_word_prefix("g", beds, 5, aliases), 2);         /* unique */
    assert_int_equal(nh_word_prefix("expensive", beds, 5, aliases), 4); /* the alias */
    assert_int_equal(nh_word_prefix("", beds, 5, aliases), -1);
    assert_int_equal(nh_word_prefix("cot", beds, 5, NULL), -1);
    assert_int_equal(encumbrance_parse("s"), -1); /* stressed or strained */
    assert_int_equal(encumbrance_parse("none"), NH_ENC_UNENCUMBERED);
    assert_int_equal(encumbrance_parse("Overt"), NH_ENC_OVERTAXED);
    assert_int_equal(dnh_bed_parse("expensive-bed"), NH_DNH_EXPENSIVE_BED);
    assert_int_equal(dnh_bed_parse("b"), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_exact_prefix_ambiguous),
        cmocka_unit_test(test_distance),
        cmocka_unit_test(test_messages),
        cmocka_unit_test(test_roles),
        cmocka_unit_test(test_races),
        cmocka_unit_test(test_alignments_variants),
        cmocka_unit_test(test_sanity_roles),
        cmocka_unit_test(test_word_prefix),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
