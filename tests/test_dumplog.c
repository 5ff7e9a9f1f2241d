/* Tests of the dumplog reader (src/kinds/levelup/levelup_dumplog.c) on
 * dumplogs written in the game's own format (tests/data/dumplog/, made
 * after NetHack 3.6.7 and 3.7 src/end.c dump_everything(), src/botl.c
 * do_statusline1/2() and background_enlightenment()): each field with the
 * line it came from, a female role's name, a hero without showexp, a
 * polymorphed hero, a truncated file and garbage; then the derive hook that
 * fills levelup's keys (options given are kept), and the scenario key. */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kinds/levelup/levelup_impl.h"
#include "nhmc/hero_rules.h"
#include "nhmc/scenario.h"

#define DIR "tests/data/dumplog/"

static struct levelup_dumplog load(const char *file)
{
    struct levelup_dumplog d;
    char err[512];
    assert_int_equal(levelup_dumplog_load(file, &d, err, sizeof err), 0);
    return d;
}

static struct levelup_dumplog scan_text(const char *text, size_t len)
{
    struct levelup_dumplog d;
    char err[512];
    FILE *f = fmemopen((void *)text, len, "r");
    assert_non_null(f);
    assert_int_equal(levelup_dumplog_scan(f, &d, err, sizeof err), 0);
    fclose(f);
    return d;
}

/* Lines: 1 version, 3 dates, 5 identity, 7..18 the map, 19 and 20 the
 * status lines; the messages after them quote a status line (ignored). */
static void valkyrie_367(void **state)
{
    (void)state;
    struct levelup_dumplog d = load(DIR "valkyrie-3.6.7.txt");
    assert_string_equal(d.version, "3.6.7");
    assert_string_equal(d.variant, "3.6.7");
    assert_int_equal(d.version_line, 1);
    assert_int_equal(d.role, role_parse("Valkyrie"));
    assert_int_equal(d.race, race_parse("dwarf"));
    assert_true(d.female);
    assert_string_equal(d.alignment, "lawful");
    assert_string_equal(d.race_adj, "dwarven");
    assert_int_equal(d.identity_line, 5);
    assert_int_equal(d.con, 18);
    assert_int_equal(d.con_line, 19);
    assert_int_equal(d.maxhp, 120);
    assert_int_equal(d.hp_line, 20);
    assert_int_equal(d.xl, 14);
    assert_int_equal(d.xl_line, 20);
    assert_false(d.polymorphed);
}

/* 3.7 is nhmc's 5.0; Priestess is the Priest; "a Priestess, level 10
 * human" is the background's form when the rank title is the role's. */
static void priestess_37(void **state)
{
    (void)state;
    struct levelup_dumplog d = load(DIR "priestess-5.0.txt");
    assert_string_equal(d.version, "3.7.0");
    assert_string_equal(d.variant, "5.0");
    assert_int_equal(d.role, role_parse("Priest"));
    assert_string_equal(d.role_name, "Priestess");
    assert_int_equal(d.race, race_parse("human"));
    assert_true(d.female);
    assert_string_equal(d.alignment, "neutral");
    assert_int_equal(d.con, 15);
    assert_int_equal(d.maxhp, 71);
    assert_int_equal(d.xl, 10);
    assert_int_equal(d.bg_xl.value, 10);
}

/* Without showexp the status line has Exp:8. */
static void cavewoman_exp(void **state)
{
    (void)state;
    struct levelup_dumplog d = load(DIR "cavewoman-3.6.7.txt");
    assert_int_equal(d.role, role_parse("Caveman"));
    assert_int_equal(d.race, race_parse("gnome"));
    assert_string_equal(d.alignment, "neutral");
    assert_int_equal(d.xl, 8);
    assert_int_equal(d.xl_line, 20);
    assert_int_equal(d.maxhp, 58);
    assert_int_equal(d.con, 17);
}

/* Polymorphed: HD:12 instead of the level and the monster's HP on the
 * status line; the level comes from the background (line 38); without the
 * game's last lines the hero's own max HP is not known. */
static void polymorphed(void **state)
{
    (void)state;
    struct levelup_dumplog d = load(DIR "polymorphed-3.6.7.txt");
    assert_true(d.polymorphed);
    assert_string_equal(d.form, "in vampire lord");
    assert_int_equal(d.form_line, 37);
    assert_int_equal(d.st_hd.value, 12);
    assert_int_equal(d.st_maxhp.value, 74);
    assert_int_equal(d.hp_line, 0);
    assert_int_equal(d.xl, 14);
    assert_int_equal(d.xl_line, d.bg_xl.line);
    assert_int_equal(d.xl_line, 38);
    assert_int_equal(d.end_maxhp.line, 0);
}

/* Cut off in the map: the version and the hero, nothing else. */
static void truncated(void **state)
{
    (void)state;
    struct levelup_dumplog d = load(DIR "truncated-3.6.7.txt");
    assert_int_equal(d.identity_line, 5);
    assert_int_equal(d.con_line, 0);
    assert_int_equal(d.hp_line, 0);
    assert_int_equal(d.xl_line, 0);
}

static void garbage(void **state)
{
    (void)state;
    struct levelup_dumplog d = load(DIR "garbage.bin");
    assert_int_equal(d.version_line, 0);
    assert_int_equal(d.identity_line, 0);
    assert_int_equal(d.role, -1);
    assert_int_equal(d.con_line + d.hp_line + d.xl_line, 0);
}

/* A line longer than the reader looks at is skipped whole, and the lines
 * after it keep their numbers; CR LF endings are read; a NUL byte does
 * not stop the reading.  The long line (line 2) holds a status pair. */
static void long_lines_crlf_nul(void **state)
{
    (void)state;
    static char text[8192];
    size_t n = 0;
    n += (size_t)sprintf(text + n, "NetHack Version 3.6.7 - last build.\r\n");
    memset(text + n, 'x', 5000);
    memcpy(text + n + 100, " St:3 Dx:3 Co:25 In:3 HP:1(9) Pw:0(0)", 37);
    n += 5000;
    n += (size_t)sprintf(text + n, "\r\nGame began\r\n\r\nKen, chaotic male orcish Barbarian\r\n");
    text[n++] = '\0';
    n += (size_t)sprintf(text + n, "\n ---\r\nKen the Plunderer  St:18 Dx:14 Co:16 In:7 Wi:8 Ch:6  "
                                   "Chaotic\r\nDlvl:3 $:0 HP:40(44) Pw:1(1) AC:4 Xp:6/400 T:900\r\n"
                                   "\r\nLatest messages:\r\n");
    struct levelup_dumplog d = scan_text(text, n);
    assert_int_equal(d.version_line, 1);
    assert_int_equal(d.identity_line, 5);
    assert_int_equal(d.role, role_parse("Barbarian"));
    assert_int_equal(d.race, race_parse("orc"));
    assert_false(d.female);
    assert_string_equal(d.name, "Ken");
    assert_int_equal(d.status_line, 8);
    assert_int_equal(d.st_con.value, 16);
    assert_int_equal(d.st_con.line, 8);
    assert_int_equal(d.st_maxhp.value, 44);
    assert_int_equal(d.st_xl.value, 6);
}

/* The identity is line 5, and the hero's name is what comes before its
 * last ", ": a name may hold ", " and words that look like an identity. */
static void identity_forms(void **state)
{
    (void)state;
    const char text[] = "NetHack Version 3.6.7\n\nGame began\n\n"
                        "Ann, Jo, chaotic male human Barbarian, neutral male elven Wizard\n"
                        "Bob, lawful male dwarvish Valkyrie\n";
    struct levelup_dumplog d = scan_text(text, sizeof text - 1);
    assert_int_equal(d.identity_line, 5);
    assert_int_equal(d.role, role_parse("Wizard"));
    assert_int_equal(d.race, race_parse("elf"));
    assert_string_equal(d.alignment, "neutral");
    assert_string_equal(d.name, "Ann, Jo, chaotic male human Barbarian");

    const char late[] = "NetHack Version 3.6.7\n\nGame began\n\n\nBob, lawful male human Knight\n";
    d = scan_text(late, sizeof late - 1);
    assert_int_equal(d.identity_line, 0);
}

/* The derive hook fills what was not given, from the dump; given texts are
 * kept; the value asked is the max HP; the run is exact. */
static void derive_fills_and_keeps(void **state)
{
    (void)state;
    const char *texts[LK_COUNT] = {NULL};
    struct nh_derived d = {0};
    char err[512];
    int bad = -1;
    texts[LK_DUMPLOG] = DIR "valkyrie-3.6.7.txt";
    texts[LK_CON] = "16";
    assert_int_equal(levelup_dumplog_derive(texts, &d, &bad, err, sizeof err), 0);
    assert_string_equal(texts[LK_VARIANT], "3.6.7");
    assert_string_equal(texts[LK_ROLE], "Val");
    assert_string_equal(texts[LK_RACE], "dwa");
    assert_string_equal(texts[LK_CON], "16");
    assert_string_equal(texts[LK_XL], "14");
    assert_true(d.has_value);
    assert_int_equal(d.value, 120);
    assert_true(d.exact);
}

/* A polymorphed hero's dump without the game's last lines: refused unless
 * the max HP is given, then no value from the dump; a missing field is
 * named. */
static void derive_refuses(void **state)
{
    (void)state;
    const char *texts[LK_COUNT] = {NULL};
    struct nh_derived d = {0};
    char err[512];
    int bad = -1;
    texts[LK_DUMPLOG] = DIR "polymorphed-3.6.7.txt";
    assert_int_equal(levelup_dumplog_derive(texts, &d, &bad, err, sizeof err), -1);
    assert_int_equal(bad, LK_DUMPLOG);
    assert_non_null(strstr(err, "polymorphed-3.6.7.txt:20: the hero was polymorphed"));
    d = (struct nh_derived){.value_asked = true};
    assert_int_equal(levelup_dumplog_derive(texts, &d, &bad, err, sizeof err), 0);
    assert_false(d.has_value);
    assert_string_equal(texts[LK_XL], "14");

    const char *t2[LK_COUNT] = {NULL};
    t2[LK_DUMPLOG] = DIR "truncated-3.6.7.txt";
    d = (struct nh_derived){0};
    assert_int_equal(levelup_dumplog_derive(t2, &d, &bad, err, sizeof err), -1);
    assert_non_null(strstr(err, "no status lines"));
    assert_non_null(strstr(err, "or Con given"));
    t2[LK_CON] = "18";
    assert_int_equal(levelup_dumplog_derive(t2, &d, &bad, err, sizeof err), -1);
    assert_non_null(strstr(err, "or XL given"));
}

/* A scenario's [hero] dumplog: the keys it gives are not missing, the
 * value asked is the max HP and the method exact, unless the file says
 * otherwise. */
static int load_scenario(const char *text, struct nh_scenario *s, char *err, size_t errlen)
{
    char path[] = "/tmp/nhmc-test-dumplog-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
    close(fd);
    int st = scenario_load(path, s, err, errlen);
    unlink(path);
    return st;
}

static void scenario_key(void **state)
{
    (void)state;
    static struct nh_scenario s;
    char err[1024];
    const char *base = "[run]\nkind = levelup\n[hero]\ndumplog = " DIR "valkyrie-3.6.7.txt\n";
    assert_int_equal(load_scenario(base, &s, err, sizeof err), 0);
    const struct levelup_grid *g = s.grid;
    assert_true(g->from_dump);
    assert_int_equal(g->hero.npairs, 1);
    assert_int_equal(g->hero.pairs[0].role, role_parse("Val"));
    assert_int_equal(g->hero.pairs[0].race, race_parse("dwarf"));
    assert_int_equal(g->hero.ncon, 1);
    assert_int_equal(g->hero.con[0], 18);
    assert_int_equal(g->hero.nstages, 1);
    assert_int_equal(g->hero.stages[0], 13); /* XL 14: 13 gains */
    assert_int_equal(s.stand_ask, NH_STAND_VALUE);
    assert_int_equal(s.stand_value, 120);
    assert_int_equal(s.method, NH_METHOD_EXACT);
    scenario_free(&s);

    char text[512];
    snprintf(text, sizeof text, "%s[output]\nat_least = 100\n", base);
    assert_int_equal(load_scenario(text, &s, err, sizeof err), 0);
    assert_int_equal(s.stand_ask, NH_STAND_AT_LEAST);
    assert_int_equal(s.stand_value, 100);
    scenario_free(&s);

    snprintf(text, sizeof text,
             "[run]\nkind = levelup\nmethod = montecarlo\n[hero]\ncon = 16\ndumplog = " DIR
             "valkyrie-3.6.7.txt\n");
    assert_int_equal(load_scenario(text, &s, err, sizeof err), 0);
    assert_int_equal(s.method, NH_METHOD_MC);
    assert_int_equal(SCENARIO_GRID(&s, struct levelup_grid)->hero.con[0], 16);
    scenario_free(&s);

    snprintf(text, sizeof text,
             "[run]\nkind = levelup\n[hero]\ndumplog = " DIR "truncated-3.6.7.txt\n");
    assert_int_equal(load_scenario(text, &s, err, sizeof err), -1);
    assert_non_null(strstr(err, ":4: [hero] dumplog: " DIR "truncated-3.6.7.txt: no status line"));
    assert_null(strstr(err, "missing"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(valkyrie_367),
        cmocka_unit_test(priestess_37),
        cmocka_unit_test(cavewoman_exp),
        cmocka_unit_test(polymorphed),
        cmocka_unit_test(truncated),
        cmocka_unit_test(garbage),
        cmocka_unit_test(long_lines_crlf_nul),
        cmocka_unit_test(identity_forms),
        cmocka_unit_test(derive_fills_and_keeps),
        cmocka_unit_test(derive_refuses),
        cmocka_unit_test(scenario_key),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
