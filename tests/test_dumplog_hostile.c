/* Tests of the dumplog reader against text a player chose and damaged or
 * self-contradicting dumps (src/kinds/levelup/levelup_dumplog*.c): each
 * field only from the place NetHack 3.6.7 and 3.7 write it (src/end.c
 * dump_everything() and really_done(), src/botl.c do_statusline1/2(), the
 * final attributes), the places that state a field twice agreeing, and a
 * polymorphed hero's own max HP from the game's last line.  The dumps are
 * in tests/data/dumplog/ (the fuzz target's corpus too); each hostile one
 * was read wrong before (Con 3, XL 30 and max HP 500 or 999). */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "kinds/levelup/levelup_impl.h"
#include "kinds/levelup/levelup_dumplog_lines.h"
#include "nhmc/hero_rules.h"
#include "nhmc/scenario.h"

#define DIR "tests/data/dumplog/"

static struct levelup_dumplog load(const char *file)
{
    struct levelup_dumplog d;
    char err[1024];
    assert_int_equal(levelup_dumplog_load(file, &d, err, sizeof err), 0);
    return d;
}

/* The derive hook on a file with the texts given: its status, err kept. */
static int derive(const char *file, const char *con, const char *xl, bool hp_given,
                  struct nh_derived *d, const char **texts, char *err, size_t errlen)
{
    int bad = -1;
    for (int i = 0; i < LK_COUNT; i++)
        texts[i] = NULL;
    texts[LK_DUMPLOG] = file;
    texts[LK_CON] = con;
    texts[LK_XL] = xl;
    *d = (struct nh_derived){.value_asked = hp_given};
    int st = levelup_dumplog_derive(texts, d, &bad, err, errlen);
    if (st != 0)
        assert_int_equal(bad, LK_DUMPLOG);
    return st;
}

/* The Valkyrie of valkyrie-3.6.7.txt, Con 18, XL 14, max HP 120, read
 * from the status lines (19, 20) however the hero is named. */
static void assert_agnes(const struct levelup_dumplog *d, const char *name)
{
    assert_string_equal(d->name, name);
    assert_int_equal(d->role, role_parse("Valkyrie"));
    assert_int_equal(d->con, 18);
    assert_int_equal(d->con_line, 19);
    assert_int_equal(d->xl, 14);
    assert_int_equal(d->xl_line, 20);
    assert_int_equal(d->maxhp, 120);
    assert_int_equal(d->hp_line, 20);
}

/* Names that hold status fields: "St:9 Dx:9 Co:3 In:9" was read as Con 3,
 * "HP:9(500) Pw:0 Xp:30/1" as XL 30 with max HP 500 (from line 5). */
static void names_hold_fields(void **state)
{
    (void)state;
    struct levelup_dumplog d = load(DIR "name-con-3.6.7.txt");
    assert_agnes(&d, "St:9 Dx:9 Co:3 In:9");
    d = load(DIR "name-hp-3.6.7.txt");
    assert_agnes(&d, "HP:9(500) Pw:0 Xp:30/1");
    d = load(DIR "name-con-colon-3.6.7.txt");
    assert_agnes(&d, "St:3 Dx:3 Con:3 Co:3 In:3");
    d = load(DIR "name-identity-3.6.7.txt");
    assert_agnes(&d, "Z, chaotic male human Barbarian");
    assert_int_equal(d.race, race_parse("dwarf"));
    d = load(DIR "crlf-name-con-3.6.7.txt");
    assert_agnes(&d, "St:9 Dx:9 Co:3 In:9");
    assert_int_equal(d.end_maxhp.value, 120);
}

/* A damaged status line is refused by its line number; the status pair
 * quoted in the messages (XL 30, max HP 500 or 999, Co:3) is never read. */
static void damaged_status_lines(void **state)
{
    (void)state;
    const char *texts[LK_COUNT];
    struct nh_derived nd;
    char err[1024];
    struct levelup_dumplog d = load(DIR "damaged-status2-3.6.7.txt");
    assert_false(d.status2_ok);
    assert_int_equal(d.hp_line + d.xl_line, 0);
    assert_int_equal(
        derive(DIR "damaged-status2-3.6.7.txt", NULL, NULL, false, &nd, texts, err, sizeof err),
        -1);
    assert_non_null(strstr(err, "damaged-status2-3.6.7.txt:20: not the game's second status"));

    d = load(DIR "damaged-status1-3.6.7.txt");
    assert_false(d.status1_ok);
    assert_int_equal(d.con_line, 0);
    assert_int_equal(
        derive(DIR "damaged-status1-3.6.7.txt", NULL, NULL, false, &nd, texts, err, sizeof err),
        -1);
    assert_non_null(strstr(err, "damaged-status1-3.6.7.txt:19: not the game's first status"));
    /* Con given: the rest of that dump is sound */
    assert_int_equal(
        derive(DIR "damaged-status1-3.6.7.txt", "18", NULL, false, &nd, texts, err, sizeof err), 0);
    assert_int_equal(nd.value, 120);
    assert_string_equal(texts[LK_XL], "14");

    d = load(DIR "status-in-messages-3.6.7.txt");
    assert_agnes(&d, "Agnes");
}

/* The game's last line, not a message quoting one (" You were level 30
 * with a maximum of 500 hit points when you died."). */
static void end_line_not_a_message(void **state)
{
    (void)state;
    struct levelup_dumplog d = load(DIR "fake-end-line-3.6.7.txt");
    assert_int_equal(d.end_xl.value, 14);
    assert_int_equal(d.end_maxhp.value, 120);
    assert_int_equal(d.end_maxhp.line, 104);
    assert_agnes(&d, "Agnes");
}

/* A dump that states a field two ways is refused, naming both lines,
 * unless the field is given. */
static void disagreements(void **state)
{
    (void)state;
    const char *texts[LK_COUNT];
    struct nh_derived nd;
    char err[1024];
    assert_int_equal(
        derive(DIR "disagree-con-3.6.7.txt", NULL, NULL, false, &nd, texts, err, sizeof err), -1);
    assert_non_null(strstr(err, "disagree-con-3.6.7.txt:19: the status line says Co:18 but line "
                                "54 says \"Your constitution was 16\""));
    assert_int_equal(
        derive(DIR "disagree-con-3.6.7.txt", "16", NULL, false, &nd, texts, err, sizeof err), 0);
    assert_int_equal(
        derive(DIR "disagree-hp-3.6.7.txt", NULL, NULL, false, &nd, texts, err, sizeof err), -1);
    assert_non_null(strstr(err, ":20: the status line says HP:(120) but line 45 says 130"));
    assert_int_equal(
        derive(DIR "disagree-hp-3.6.7.txt", NULL, NULL, true, &nd, texts, err, sizeof err), 0);
    assert_int_equal(
        derive(DIR "disagree-xl-3.6.7.txt", NULL, NULL, false, &nd, texts, err, sizeof err), -1);
    assert_non_null(strstr(err, ":20: the status line says XL 14 but line 37 says \"level 13\""));
    assert_int_equal(
        derive(DIR "disagree-end-3.6.7.txt", NULL, NULL, false, &nd, texts, err, sizeof err), -1);
    assert_non_null(strstr(err, ":102: \"You were level 14 with a maximum of 125 hit points\""));
}

/* Cut short: the status lines alone are not enough (nothing confirms
 * them), and without "Latest messages:" they cannot be found. */
static void cut_short(void **state)
{
    (void)state;
    const char *texts[LK_COUNT];
    struct nh_derived nd;
    char err[1024];
    assert_int_equal(
        derive(DIR "truncated-messages-3.6.7.txt", NULL, NULL, false, &nd, texts, err, sizeof err),
        -1);
    assert_non_null(strstr(err, "no \" Your constitution was N\""));
    assert_int_equal(
        derive(DIR "truncated-messages-3.6.7.txt", "18", "14", true, &nd, texts, err, sizeof err),
        0);
    assert_int_equal(
        derive(DIR "truncated-status-3.6.7.txt", NULL, NULL, false, &nd, texts, err, sizeof err),
        -1);
    assert_non_null(strstr(err, "truncated-status-3.6.7.txt: no status lines"));
}

/* A polymorphed hero (3.6.7 and 3.7): the max HP is the game's last line's
 * (u.uhpmax), never the monster form's on the status line (74, 61). */
static void polymorphed_own_max_hp(void **state)
{
    (void)state;
    const char *texts[LK_COUNT];
    struct nh_derived nd;
    char err[1024];
    assert_int_equal(
        derive(DIR "polymorphed-end-3.6.7.txt", NULL, NULL, false, &nd, texts, err, sizeof err), 0);
    assert_true(nd.has_value);
    assert_int_equal(nd.value, 120);
    assert_string_equal(texts[LK_XL], "14");
    assert_string_equal(texts[LK_CON], "18");
    struct levelup_dumplog d = load(DIR "polymorphed-end-3.6.7.txt");
    assert_true(d.polymorphed);
    assert_int_equal(d.st_maxhp.value, 74);
    assert_int_equal(d.hp_line, d.end_maxhp.line);

    assert_int_equal(
        derive(DIR "polymorphed-5.0.txt", NULL, NULL, false, &nd, texts, err, sizeof err), 0);
    assert_int_equal(nd.value, 84);
    assert_string_equal(texts[LK_VARIANT], "5.0");
    assert_string_equal(texts[LK_ROLE], "Wiz");
    assert_string_equal(texts[LK_XL], "12");
    assert_string_equal(texts[LK_CON], "14");
    d = load(DIR "polymorphed-5.0.txt");
    assert_string_equal(d.form, "in male master mind flayer");
    assert_int_equal(d.st_hd.value, 13);
    assert_int_equal(d.st_maxhp.value, 61);
}

/* The text of a test dump with pieces of it replaced (pairs old, new; at
 * most 3), scanned. */
static struct levelup_dumplog scan_edited(const char *file, int npairs, const char *const *pairs)
{
    static char text[16384], out[16384];
    FILE *f = fopen(file, "r");
    assert_non_null(f);
    size_t n = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[n] = '\0';
    int len = 0;
    for (int i = 0; i < npairs; i++) {
        char *at = strstr(text, pairs[2 * i]);
        assert_non_null(at);
        len = snprintf(out, sizeof out, "%.*s%s%s", (int)(at - text), text, pairs[2 * i + 1],
                       at + strlen(pairs[2 * i]));
        memcpy(text, out, (size_t)len + 1);
    }
    struct levelup_dumplog d;
    char err[512];
    FILE *m = fmemopen(text, strlen(text), "r");
    assert_non_null(m);
    assert_int_equal(levelup_dumplog_scan(m, &d, err, sizeof err), 0);
    fclose(m);
    return d;
}

/* HD: on the status line with no " You were in ... form." (or the other
 * way) is refused; the status line shows at most 9999 HP (do_statusline2()),
 * so 9999 there agrees with 12000 under Basics and at the end. */
static void polymorph_and_cap(void **state)
{
    (void)state;
    char err[1024];
    const char *hd[] = {"AC:-5 Xp:14/96213", "AC:-5 HD:12"};
    struct levelup_dumplog d = scan_edited(DIR "fake-end-line-3.6.7.txt", 1, hd);
    assert_int_equal(levelup_dumplog_resolve(&d, "x.txt", LEVELUP_DUMP_HP, err, sizeof err), -1);
    assert_non_null(strstr(err, "x.txt:20: the status line says polymorphed (HD:) but the line "
                                "after \"Background:\" (line 39) does not"));
    assert_int_equal(levelup_dumplog_resolve(&d, "x.txt", 0, err, sizeof err), 0);
    assert_int_equal(d.hp_line + d.xl_line, 0);
    assert_int_equal(d.con, 18);

    const char *form[] = {" You were in vampire lord form.\n", ""};
    d = scan_edited(DIR "polymorphed-end-3.6.7.txt", 1, form);
    assert_int_equal(levelup_dumplog_resolve(&d, "y.txt", LEVELUP_DUMP_XL, err, sizeof err), -1);
    assert_non_null(strstr(err, "y.txt:20: the status line says polymorphed"));

    const char *cap[] = {"HP:0(120)",          "HP:0(9999)",         "0 out of 120 hit",
                         "0 out of 12000 hit", "maximum of 120 hit", "maximum of 12000 hit"};
    d = scan_edited(DIR "fake-end-line-3.6.7.txt", 3, cap);
    assert_int_equal(levelup_dumplog_resolve(&d, "z.txt", LEVELUP_DUMP_HP, err, sizeof err), 0);
    assert_int_equal(d.maxhp, 12000);
    d = scan_edited(DIR "fake-end-line-3.6.7.txt", 1, cap);
    assert_int_equal(levelup_dumplog_resolve(&d, "z.txt", LEVELUP_DUMP_HP, err, sizeof err), -1);
    assert_non_null(
        strstr(err, "z.txt:20: the status line says HP:(9999) but line 47 says 120 hit"));
}

/* do_statusline2()'s long form (hlth first, mungspaces()), its 3.6.7 and
 * 3.7 experience fields, and lines that are not one. */
static void status2_shapes(void **state)
{
    (void)state;
    int hp, xl, hd;
    assert_true(dumplog_status2("HP:0(120) Pw:34(41) AC:-5 Stone Slime Strngl FoodPois TermIll "
                                "Weak Burdened Blind Deaf Stun Conf Hallu Lev Ride Dlvl:12 "
                                "$:1234 Xp:14/96213 T:23456",
                                &hp, &xl, &hd));
    assert_int_equal(hp, 120);
    assert_int_equal(xl, 14);
    assert_int_equal(hd, -1);
    assert_true(dumplog_status2("Home 3 $:0  HP:5(58) Pw:6(6) AC:6  Exp:8 T:6120", &hp, &xl, &hd));
    assert_int_equal(xl, 8);
    assert_true(dumplog_status2("Dlvl:9 $:88 HP:0(61) Pw:7(9) AC:4 Xp:12", &hp, &xl, &hd));
    assert_int_equal(xl, 12);
    assert_true(dumplog_status2("Dlvl:9 $:88 HP:0(61) Pw:7(9) AC:4 HD:13 T:1", &hp, &xl, &hd));
    assert_int_equal(hd, 13);
    assert_int_equal(xl, -1);
    /* two HP fields, no gold, no experience, HP not followed by Pw and AC */
    assert_false(dumplog_status2("Dlvl:1 $:0 HP:1(1) Pw:1(1) AC:1 Xp:1/0 HP:9(500) Pw:0(0) AC:0",
                                 &hp, &xl, &hd));
    assert_false(dumplog_status2("Dlvl:1 HP:1(1) Pw:1(1) AC:1 Xp:1/0", &hp, &xl, &hd));
    assert_false(dumplog_status2("Dlvl:1 $:0 HP:1(1) Pw:1(1) AC:1 T:5", &hp, &xl, &hd));
    assert_false(dumplog_status2("Dlvl:1 $:0 HP:1(1) AC:1 Pw:1(1) Xp:1/0", &hp, &xl, &hd));
    assert_false(
        dumplog_status2(" HP:999(999) Pw:1(1) AC:0 Xp:30/1 is what you wish for.", &hp, &xl, &hd));
}

/* do_statusline1(): the name (cut to 10, first letter raised) then " the ",
 * the fields read at the right end up to the alignment (and S:). */
static void status1_shapes(void **state)
{
    (void)state;
    int con;
    assert_true(dumplog_status1("St:9 Dx:9  the Warrior      St:18/50 Dx:16 Co:18 In:8 Wi:10 "
                                "Ch:9  Lawful",
                                "St:9 Dx:9 Co:3 In:9", &con));
    assert_int_equal(con, 18);
    assert_true(dumplog_status1("Ken the Plunderer  St:18/** Dx:14 Co:16 In:7 Wi:8 Ch:6  Chaotic "
                                "S:4512",
                                "ken", &con));
    assert_int_equal(con, 16);
    assert_true(dumplog_status1("Ann the Vampire Lord  St:25 Dx:3 Co:3 In:3 Wi:3 Ch:3  Neutral",
                                NULL, &con));
    assert_int_equal(con, 3);
    /* another name, words after the alignment, a field missing */
    assert_false(dumplog_status1("Bob the Warrior  St:18 Dx:16 Co:18 In:8 Wi:10 Ch:9  Lawful",
                                 "Agnes", &con));
    assert_false(dumplog_status1("Agnes the Warrior  St:18 Dx:16 Co:18 In:8 Wi:10 Ch:9  Lawful "
                                 "St:3 Dx:3 Co:3 In:3 Wi:3 Ch:3",
                                 "Agnes", &con));
    assert_false(
        dumplog_status1("Agnes the Warrior  St:18 Dx:16 Co:18 In:8 Ch:9  Lawful", "Agnes", &con));
}

/* The attribute lines and the last lines, in the game's words only. */
static void attribute_and_end_shapes(void **state)
{
    (void)state;
    int v, w;
    char form[64];
    assert_true(dumplog_role_line(" You were a Priestess, level 10 human.", &v));
    assert_int_equal(v, 10);
    assert_true(
        dumplog_role_line(" You were actually a Warrior, a level 14 dwarven Valkyrie.", &v));
    assert_int_equal(v, 14);
    assert_false(dumplog_role_line(" You were in the Dungeons of Doom, on level 12.", &v));
    assert_true(dumplog_form_line(" You were in vampire lord form.", form, sizeof form));
    assert_string_equal(form, "in vampire lord");
    assert_false(
        dumplog_form_line(" You were a Warrior, a level 14 dwarven Valkyrie.", form, sizeof form));
    assert_true(dumplog_basics_hp(" You had all 58 hit points.", &v));
    assert_int_equal(v, 58);
    assert_true(dumplog_basics_hp(" You had 0 out of 1 hit point.", &v));
    assert_int_equal(v, 1);
    assert_false(dumplog_basics_hp(" You had 34 out of 41 energy points (spell power).", &v));
    assert_true(dumplog_con_line(" Your constitution was 18 (limit:18).", &v));
    assert_int_equal(v, 18);
    assert_true(dumplog_con_line(" Your constitution was 14.", &v));
    assert_false(dumplog_con_line(" Your dexterity was 14.", &v));
    assert_true(dumplog_gold_line("and 1 piece of gold, after 1 move."));
    assert_true(dumplog_gold_line("and 1234 pieces of gold, after 23456 moves."));
    assert_false(dumplog_gold_line(" and 1234 pieces of gold, after 23456 moves."));
    assert_true(dumplog_end_line("You were level 14 with a maximum of 120 hit points when you "
                                 "were poisoned.",
                                 &v, &w));
    assert_int_equal(v, 14);
    assert_int_equal(w, 120);
    assert_true(
        dumplog_end_line("You were level 1 with a maximum of 1 hit point when you quit.", &v, &w));
    assert_false(dumplog_end_line(" You were level 30 with a maximum of 500 hit points when you "
                                  "died.",
                                  &v, &w));
    assert_false(dumplog_end_line("You were level 30 with a maximum of 500 hit points when you "
                                  "died. Really.",
                                  &v, &w));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(names_hold_fields),
        cmocka_unit_test(damaged_status_lines),
        cmocka_unit_test(end_line_not_a_message),
        cmocka_unit_test(disagreements),
        cmocka_unit_test(cut_short),
        cmocka_unit_test(polymorphed_own_max_hp),
        cmocka_unit_test(polymorph_and_cap),
        cmocka_unit_test(status2_shapes),
        cmocka_unit_test(status1_shapes),
        cmocka_unit_test(attribute_and_end_shapes),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
