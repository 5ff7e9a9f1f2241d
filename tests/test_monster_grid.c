/* Tests of the monster inputs: words resolved per
 * variant, lists, defaults, paired keys, growth and the settings' checks,
 * the columns, and a [monster] scenario whose exact rows are the named
 * demons' and golems' fixed HP (bad input: rows of tests/bad-input.tsv). */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kinds/monster/monster_grid.h"
#include "nhmc/pmf.h"
#include "nhmc/scenario.h"

static const char *texts[MK_COUNT];
static struct monster_grid g;   /* large: off the stack */
static struct nh_scenario scen; /* likewise */

/* scenario_load into s, freeing what s held first. */
static int reload(const char *path, struct nh_scenario *s, char *err, size_t errlen)
{
    scenario_free(s);
    return scenario_load(path, s, err, errlen);
}

static void reset(const char *monster)
{
    memset(texts, 0, sizeof texts);
    texts[MK_MONSTER] = monster;
}

static void parse_ok(void)
{
    grid_parse_ok(monster_grid_parse, texts, &g);
}

static const char *case_name(size_t i, struct monster_case *c)
{
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    monster_grid_case(&g, i, c, text);
    return monster_table(c->variant)->mons[c->mon].name;
}

static void defaults(void **state)
{
    (void)state;
    reset("kitten");
    parse_ok();
    assert_int_equal(monster_grid_count(&g), 1);
    struct monster_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT];
    int n = monster_grid_case(&g, 0, &c, text);
    assert_int_equal(c.variant, NH_V367);
    assert_string_equal(monster_table(c.variant)->mons[c.mon].name, "kitten");
    assert_int_equal(c.where.depth, 1);
    assert_int_equal(c.xl, 1);
    assert_false(c.where.endgame || c.where.amulet || c.where.builds_up || c.guardian);
    assert_int_equal(c.kills + c.gain_levels + c.victim_level + c.wiz_deaths, 0);
    assert_true(monster_case_valid(&c));
    /* the columns, and no others */
    const char *names[NH_MAX_GRID], *labels[NH_MAX_GRID];
    unsigned numeric;
    assert_int_equal(monster_grid_columns(&g, names, labels, &numeric), 4);
    assert_int_equal(n, 4);
    const char *want[] = {"variant", "monster", "depth", "xl"};
    const char *row[] = {"3.6.7", "kitten", "1", "1"};
    for (int i = 0; i < 4; i++) {
        assert_string_equal(names[i], want[i]);
        assert_string_equal(text[i], row[i]);
    }
    assert_int_equal(numeric, 0xcu);
    char desc[128];
    monster_grid_describe(&g, desc, sizeof desc);
    assert_string_equal(desc, "");
}

/* Names in any case and prefixes; classes by symbol, name and class=;
 * "all" per variant; a monster named twice is kept once. */
static void words(void **state)
{
    (void)state;
    struct monster_case c;
    reset("KITTEN, little d, class=D, dog");
    parse_ok();
    /* kitten, little dog, the 27 dragons, the dog (a name, not class d) */
    int dragons = monster_by_class(monster_table(NH_V367), NH_MC_DRAGON, NULL, 0);
    assert_int_equal(dragons, 20); /* 9 baby, 9 adult, the Chromatic Dragon, Ixoth */
    assert_int_equal(monster_grid_count(&g), 2 + (size_t)dragons + 1);
    assert_string_equal(case_name(0, &c), "kitten");
    assert_string_equal(case_name(1, &c), "little dog");
    assert_string_equal(case_name(2, &c), "baby gray dragon");
    assert_string_equal(case_name(2 + (size_t)dragons, &c), "dog");
    reset("d, jackal");
    parse_ok(); /* class d; the jackal is in it already */
    assert_int_equal(monster_grid_count(&g),
                     (size_t)monster_by_class(monster_table(NH_V367), NH_MC_DOG, NULL, 0));
    assert_string_equal(case_name(0, &c), "jackal");
    reset("all");
    texts[MK_VARIANT] = "3.4.3, 5.0";
    parse_ok();
    size_t n343 = (size_t)monster_built_count(monster_table(NH_V343));
    size_t n50 = (size_t)monster_built_count(monster_table(NH_V50));
    assert_int_equal(monster_grid_count(&g), n343 + n50);
    case_name(n343, &c);
    assert_int_equal(c.variant, NH_V50);
    /* every variant's "all", EvilHack's 564 monsters too (once refused as
     * more than 512 in one item) */
    const char *variants[] = {"xnethack", "evilhack", "unnethack"};
    const enum nh_variant vs[] = {NH_VXNH, NH_VEVH, NH_VUNH};
    for (int i = 0; i < 3; i++) {
        reset("all");
        texts[MK_VARIANT] = variants[i];
        parse_ok();
        assert_int_equal(monster_grid_count(&g), (size_t)monster_built_count(monster_table(vs[i])));
    }
    assert_int_equal(monster_built_count(monster_table(NH_VEVH)), 564);
    reset("class=golem");
    parse_ok();
    assert_int_equal(monster_grid_count(&g), 11);
}

/* Every variant's "all" answers measure regen, the herd (xNetHack's Geryon) by default 40 and as
 * given; UnNetHack's Punisher, which never heals, is refused alone; --herd where no row heals
 * Geryon is refused (docs/kinds/monster.md). */
static void regen_of_all(void **state)
{
    (void)state;
    const char *variants[] = {"3.4.3", "3.6.7", "5.0", "xnethack", "evilhack", "unnethack"};
    for (int i = 0; i < 6; i++) {
        reset("all");
        texts[MK_VARIANT] = variants[i];
        texts[MK_MEASURE] = "regen";
        parse_ok();
    }
    reset("Geryon");
    texts[MK_VARIANT] = "xnethack";
    texts[MK_MEASURE] = "hp,regen";
    parse_ok();
    struct monster_case c;
    assert_string_equal(case_name(0, &c), "Geryon");
    assert_int_equal(c.herd, 40);
    assert_int_equal(monster_heal_bonus(&c), 40);
    texts[MK_HERD] = "3";
    parse_ok();
    case_name(0, &c);
    assert_int_equal(monster_heal_bonus(&c), 3);
    char desc[256];
    monster_grid_describe(&g, desc, sizeof desc);
    assert_string_equal(desc, "Geryon's herd 3");
    char err[512];
    int bad = -1;
    texts[MK_MEASURE] = "hp";
    assert_int_equal(monster_grid_parse(texts, &g, &bad, err, sizeof err), -1);
    assert_int_equal(bad, MK_HERD);
    reset("Punisher");
    texts[MK_VARIANT] = "unnethack";
    texts[MK_MEASURE] = "regen";
    assert_int_equal(monster_grid_parse(texts, &g, &bad, err, sizeof err), -1);
    assert_int_equal(bad, MK_MEASURE);
    texts[MK_MEASURE] = "hp,regen";
    parse_ok();
}

/* Words run together into names, longest first: the command line hands
 * `nhmc monster soldier ant newt` over as one item, "soldier ant newt". */
static void multi_word_names(void **state)
{
    (void)state;
    struct monster_case c;
    reset("soldier ant");
    parse_ok(); /* the soldier ant alone: not "soldier" and the ant class */
    assert_int_equal(monster_grid_count(&g), 1);
    assert_string_equal(case_name(0, &c), "soldier ant");
    reset("soldier ant newt little dog Wizard of Yendor soldier");
    parse_ok();
    assert_int_equal(monster_grid_count(&g), 5);
    assert_string_equal(case_name(0, &c), "soldier ant");
    assert_string_equal(case_name(1, &c), "newt");
    assert_string_equal(case_name(2, &c), "little dog");
    assert_string_equal(case_name(3, &c), "Wizard of Yendor");
    assert_string_equal(case_name(4, &c), "soldier");
    reset("gnome l KITTEN"); /* a unique prefix inside a run, any case */
    parse_ok();
    assert_int_equal(monster_grid_count(&g), 2);
    assert_string_equal(case_name(0, &c), "gnome lord");
    assert_string_equal(case_name(1, &c), "kitten");
}

/* The class key: every monster of each class, after the named ones. */
static void class_key(void **state)
{
    (void)state;
    struct monster_case c;
    int ants = monster_by_class(monster_table(NH_V367), NH_MC_ANT, NULL, 0);
    assert_int_equal(ants,
                     6); /* giant ant, killer bee, soldier ant, fire ant, giant beetle, queen bee */
    reset(NULL);
    texts[MK_CLASS] = "a";
    parse_ok();
    assert_int_equal(monster_grid_count(&g), (size_t)ants);
    reset("newt, soldier ant");
    texts[MK_CLASS] = "ant, golem";
    parse_ok();
    assert_int_equal(monster_grid_count(&g), 2 + (size_t)ants - 1 + 11);
    assert_string_equal(case_name(0, &c), "newt");
    assert_string_equal(case_name(1, &c), "soldier ant");
    assert_string_equal(case_name(2, &c), "giant ant");
}

static void grid_order(void **state)
{
    (void)state;
    struct monster_case c;
    reset("kitten, pony");
    texts[MK_VARIANT] = "3.6.7,5.0";
    texts[MK_DEPTH] = "1,5-6";
    texts[MK_XL] = "1,14";
    parse_ok();
    assert_int_equal(monster_grid_count(&g), 2 * 2 * 3 * 2);
    /* variant, monster, depth, xl: the last fastest */
    assert_string_equal(case_name(0, &c), "kitten");
    assert_int_equal(c.xl, 1);
    case_name(1, &c);
    assert_int_equal(c.xl, 14);
    assert_int_equal(c.where.depth, 1);
    case_name(2, &c);
    assert_int_equal(c.where.depth, 5);
    assert_string_equal(case_name(6, &c), "pony");
    assert_int_equal(c.variant, NH_V367);
    assert_string_equal(case_name(12, &c), "kitten");
    assert_int_equal(c.variant, NH_V50);
    /* paired: depth and xl together */
    texts[MK_XL] = "1,8,14";
    texts[MK_PAIRED] = "depth, xl";
    parse_ok();
    assert_int_equal(monster_grid_count(&g), 2 * 2 * 3);
    case_name(2, &c);
    assert_int_equal(c.where.depth, 6);
    assert_int_equal(c.xl, 14);
}

static void growth(void **state)
{
    (void)state;
    struct monster_case c;
    reset("kitten");
    texts[MK_KILLS] = "1-20";
    texts[MK_VICTIM_LEVEL] = "0,2,5";
    parse_ok();
    assert_true(g.grows);
    assert_int_equal(monster_grid_count(&g), 60);
    case_name(59, &c);
    assert_int_equal(c.kills, 20);
    assert_int_equal(c.victim_level, 5);
    const char *names[NH_MAX_GRID], *labels[NH_MAX_GRID];
    unsigned numeric;
    assert_int_equal(monster_grid_columns(&g, names, labels, &numeric), 6);
    assert_string_equal(names[4], "kills");
    assert_string_equal(names[5], "victim_level");
    texts[MK_MEASURE] = "hp, level";
    parse_ok();
    assert_int_equal(monster_grid_columns(&g, names, labels, &numeric), 7);
    assert_string_equal(names[6], "measure");
    assert_int_equal(g.n[MK_MEASURE], 2);
    assert_int_equal(g.measure[1], NH_MON_HIST_LEVEL);
    reset("kitten");
    texts[MK_GROW] = "on";
    texts[MK_GAIN_LEVELS] = "3";
    parse_ok();
    assert_true(g.grows);
}

static void settings(void **state)
{
    (void)state;
    struct monster_case c;
    reset("air elemental, kitten");
    texts[MK_HOME_PLANE] = "on";
    texts[MK_DEPTH] = "50";
    parse_ok();
    case_name(0, &c);
    assert_true(c.where.endgame); /* the planes are in the endgame */
    assert_int_equal(c.where.sanctum_depth, 50);
    assert_int_equal(c.where.home_plane, NH_MF_HOME_AIR);
    case_name(1, &c);
    assert_int_equal(c.where.home_plane, 0);
    char desc[256];
    monster_grid_describe(&g, desc, sizeof desc);
    assert_string_equal(desc,
                        "in the endgame (depth: the Sanctum's); elementals on their own plane");
    reset("kitten");
    texts[MK_LEVELS_ABOVE] = "2";
    texts[MK_SOKOBAN] = "yes";
    parse_ok();
    case_name(0, &c);
    assert_true(c.where.builds_up);
    assert_int_equal(c.where.levels_above, 2);
    reset("Angel");
    texts[MK_GUARDIAN] = "on";
    texts[MK_WIZ_DEATHS] = "2";
    parse_ok();
    case_name(0, &c);
    assert_true(c.guardian);
    assert_int_equal(c.wiz_deaths, 2);
    assert_false(c.by_makemon);
    /* origin: mk_mplayer by default, makemon and its other names */
    reset("valkyrie");
    texts[MK_ORIGIN] = "statue";
    parse_ok();
    case_name(0, &c);
    assert_true(c.by_makemon);
    texts[MK_ORIGIN] = "MK_MPLAYER";
    parse_ok();
    case_name(0, &c);
    assert_false(c.by_makemon);
}

/* Write text to a temporary scenario file and load it. */
static int load_text(const char *text, char *err, size_t errlen)
{
    char path[] = "/tmp/nhmc-test-monster-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    assert_non_null(f);
    fputs(text, f);
    assert_int_equal(fclose(f), 0);
    int rc = reload(path, &scen, err, errlen);
    unlink(path);
    return rc;
}

static void scenario_section(void **state)
{
    (void)state;
    char err[1024] = "";
    int rc = load_text("[run]\nkind = monster\nmethod = exact\nvariant = 3.4.3,3.6.7,5.0\n"
                       "[monster]\nmonster = Juiblex, Demogorgon, iron golem\nmeasure = hp, "
                       "level\n",
                       err, sizeof err);
    if (rc != 0) {
        print_error("%s\n", err);
        fail();
    }
    assert_string_equal(scen.kind->name, "monster");
    assert_int_equal(scen.method, NH_METHOD_EXACT);
    const struct monster_grid *sg = SCENARIO_GRID(&scen, struct monster_grid);
    assert_int_equal(monster_grid_count(sg), 9);
    /* docs/rules.md, Golem HP; Special monsters: fixed HP and m_lev, exactly, in every version */
    static const int hp[3][3] = {{88, 200, 80}, {88, 200, 80}, {88, 200, 120}};
    for (size_t i = 0; i < 9; i++) {
        struct monster_case c;
        char text[NH_MAX_GRID][NH_GRID_TEXT];
        struct nh_pmf h, l;
        monster_grid_case(sg, i, &c, text);
        assert_int_equal(monster_exact(&c, &h, &l), 0);
        assert_int_equal(h.n, 1);
        assert_int_equal(h.lo, hp[i / 3][i % 3]);
        if (i % 3 < 2)
            assert_int_equal(l.lo, hp[i / 3][i % 3] / 4);
        pmf_free(&h);
        pmf_free(&l);
    }
    rc = load_text("[run]\nkind = monster\n[monster]\nmonster = kitten\ndepth = 1\nmonster = x\n",
                   err, sizeof err);
    assert_int_equal(rc, -1);
    assert_non_null(strstr(err, ":6: [monster] monster: given again; first given on line 4"));
    rc = load_text("[run]\nkind = monster\n[monster]\n\nmonster = kiten\n", err, sizeof err);
    assert_int_equal(rc, -1);
    assert_non_null(
        strstr(err, ":5: [monster] monster: unknown monster \"kiten\" (did you mean kitten?)"));
    rc = load_text("[run]\nkind = monster\nvariant = 4.0\n[monster]\nmonster = kitten\n", err,
                   sizeof err);
    assert_int_equal(rc, -1);
    assert_non_null(strstr(err, ":3: [run] variant: "));
    rc = load_text("[run]\nkind = monster\n[monster]\nmonster = kitten\nkills = 2\n"
                   "grow = off\n",
                   err, sizeof err);
    assert_int_equal(rc, -1);
    assert_non_null(strstr(err, ":6: [monster] grow: grow = off, but kills"));
    rc = load_text("[run]\nkind = monster\n[monster]\ndepth = 3\n", err, sizeof err);
    assert_int_equal(rc, -1);
    assert_non_null(strstr(err, "[monster]: no monster given"));
    rc = load_text("[run]\nkind = levelup\n[hero]\nrole = Val\ncon = 10\nxl = 1\n[monster]\n"
                   "monster = kitten\n",
                   err, sizeof err);
    assert_int_equal(rc, -1);
    assert_non_null(strstr(err, ":8: [monster] monster: has no meaning for kind levelup"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(defaults),         cmocka_unit_test(words),
        cmocka_unit_test(grid_order),       cmocka_unit_test(growth),
        cmocka_unit_test(settings),         cmocka_unit_test(scenario_section),
        cmocka_unit_test(multi_word_names), cmocka_unit_test(class_key),
        cmocka_unit_test(regen_of_all),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
