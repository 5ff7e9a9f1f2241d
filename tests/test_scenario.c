/* Tests of scenario files: every kind of mistake is reported with its file,
 * line, section and key; good files give the expected grid. */
#include "testutil.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "nhmc/scenario.h"
#include "nhmc/table_io.h"
#include "kinds/grace/grace_grid.h"
#include "kinds/growth/growth_grid.h"
#include "kinds/prayer/prayer_grid.h"
#include "kinds/regen/regen_grid.h"
#include "kinds/rnz/rnz_impl.h"

#define ERR_LEN 1024

/* struct nh_scenario holds several paths; keep it off the stack. */
static struct nh_scenario scen;

/* scenario_load into s, freeing what s held first. */
static int reload(const char *path, struct nh_scenario *s, char *err, size_t errlen)
{
    scenario_free(s);
    return scenario_load(path, s, err, errlen);
}

/* Write text to a new temporary file; its name goes into path. */
static void write_temp(const char *text, char path[64])
{
    strcpy(path, "/tmp/nhmc-test-scenario-XXXXXX");
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "w");
    assert_non_null(f);
    assert_int_equal(fputs(text, f) >= 0, 1);
    assert_int_equal(fclose(f), 0);
}

/* Load text as a scenario file; returns scenario_load's result. */
static int load_text(const char *text, char *err, size_t errlen)
{
    char path[64];
    write_temp(text, path);
    int rc = reload(path, &scen, err, errlen);
    unlink(path);
    return rc;
}

static void load_ok(const char *text)
{
    char err[ERR_LEN] = "";
    if (load_text(text, err, sizeof err) != 0) {
        print_error("unexpected error: %s\nfor:\n%s", err, text);
        fail();
    }
}

/* ---- bad files ---- */

/* A hero section that is valid on its own, for files whose mistake is elsewhere. */
/* 50 characters, to build long lines. */
#define X50 "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"

#define HERO "[hero]\nrole = Val\ncon = 16\nxl = 1-30\n"

static const struct bad_case {
    const char *text;
    const char *want; /* a part of the message, with the line number */
} bad_cases[] = {
    /* structure */
    {"[run]\nkind = levelup\n[outptu]\ncsv = x.csv\n" HERO,
     ":3: [outptu]: unknown section; expected [run], [hero], [rnz], [regen], [prayer], [growth], "
     "[monster], [grace], [sanity] or [output]"},
    {HERO "[heros]\n", ":5: [heros]: unknown section"},
    {"[hero]\nrole = Val\ncolour = red\ncon = 16\nxl = 1\n",
     ":3: [hero] colour: unknown key; expected role, race, con, xl, dumplog, literate or abused"},
    {"[run]\nvariants = 3.6.7\n" HERO,
     ":2: [run] variants: unknown key; expected kind, method, variant, "
     "trials or seed"},
    {HERO "[output]\nplots = x.svg\n",
     ":6: [output] plots: unknown key; expected csv, wiki, histogram, wiki_columns, wiki_stat, "
     "plot, plot_script, at_least, at_most or value"},
    {HERO "[output]\nvalue = 12.5\n", ":6: [output] value: \"12.5\" is not a whole number"},
    {HERO "[output]\nat_most = 3\nvalue = 4\n",
     ":7: [output] value: given with at_most (line 6); expected one of at_least, at_most and "
     "value"},
    {"[hero]\nrole = Val\ncon = 16\nrole = Sam\nxl = 1\n",
     ":4: [hero] role: given again; first given on line 2"},
    {HERO "[hero]\n; again\nCON = 17\n", ":7: [hero] con: given again; first given on line 3"},
    {"role = Val\n" HERO, ":1: role: key outside any section; expected a section line"},
    {"[hero]\nrole Val\ncon = 16\nxl = 1\n",
     ":2: syntax error in \"role Val\"; expected [section], key = value, or a comment"},
    {"[hero\nrole = Val\n", ":1: syntax error in \"[hero\""},
    {"[hero]\n= Val\n", ":2: [hero]: a value with no key; expected key = value"},
    {"[hero]\nrole = Val\ncon =\nxl = 1\n",
     ":3: [hero] con: empty value; expected e.g. con = 3-25"},
    {"[hero]\nrole = Val\ncon = ; later\nxl = 1\n", ":3: [hero] con: empty value"},
    {"[hero]\nrole = Val\ncon = 16\nxl = 1\n\n;" X50 X50 X50 X50 "\n",
     ":6: line is 201 characters long; expected at most 199"},
    {"[hero]\n" X50 X50 X50 X50 "\n", ":2: line is 200 characters long"},
    /* [run] values */
    {"[run]\nkind = grow\n" HERO, ":2: [run] kind: unknown kind \"grow\"; expected levelup "
                                  "or rnz or regen or prayer or growth or monster or grace"},
    {"[run]\nvariant = 3.5\n" HERO,
     ":2: [run] variant: unknown variant \"3.5\" (did you mean "
     "3.7?); expected 3.4.3, 3.6.7, 5.0, dnethack, xnethack, evilhack, unnethack (or 3.7)"},
    {"[run]\nvariant = 3.6.7,,5.0\n" HERO, ":2: [run] variant: empty item in \"3.6.7,,5.0\""},
    {"[run]\n\ntrials = 1.5\n" HERO, ":3: [run] trials: \"1.5\" is not a whole number"},
    {"[run]\ntrials = 0\n" HERO, ":2: [run] trials: \"0\" is zero"},
    {"[run]\ntrials = 1e13\n" HERO, ":2: [run] trials: \"1e13\" is more than 1e12"},
    {"[run]\ntrials = lots\n" HERO, ":2: [run] trials: \"lots\" is not a number"},
    {"[run]\nseed = -1\n" HERO, ":2: [run] seed: \"-1\" is negative"},
    {"[run]\nseed = 0x1ffffffffffffffff\n" HERO, ":2: [run] seed: \"0x1ffffffffffffffff\" does "
                                                 "not fit in 64 bits"},
    {"[run]\nseed = twelve\n" HERO, ":2: [run] seed: \"twelve\" is not a seed"},
    /* [hero] values */
    {"[hero]\nrole = Vlk\ncon = 16\nxl = 1\n", ":2: [hero] role: unknown role \"Vlk\""},
    {"[hero]\nrole = Val,,Sam\ncon = 16\nxl = 1\n", ":2: [hero] role: empty item in \"Val,,Sam\""},
    {"[hero]\nrole = Val\nrace = hobbit\ncon = 16\nxl = 1\n",
     ":3: [hero] race: race hobbit is EvilHack's: nhmc models it only for variant evilhack"},
    {"[hero]\nrole = Val\ncon = 16\nrace = elf\nxl = 1\n",
     ":4: [hero] race: Valkyrie cannot be elf; Valkyrie may be human, dwarf (or ask for race "
     "valid)"},
    {"[hero]\nrole = Vlk\nrace = elf\ncon = 16\nxl = 1\n", ":2: [hero] role: unknown role"},
    {"[hero]\nrole = Val\ncon = 26\nxl = 1\n",
     ":3: [hero] con: Con 26 is out of range; expected 3..25 or \"rolled\""},
    {"[hero]\nrole = Val\ncon = 25-3\nxl = 1\n",
     ":3: [hero] con: Con range \"25-3\" is backwards; expected low-high, such as 3-25"},
    {"[hero]\nrole = Val\ncon = high\nxl = 1\n", ":3: [hero] con: \"high\" is not a Con value"},
    {"[hero]\nrole = Val\ncon = 16\nxl = 31\n", ":4: [hero] xl: XL 31 is out of range"},
    {"[hero]\nrole = Val\ncon = 16\nxl = max\n", ":4: [hero] xl: \"max\" is not an XL"},
    {"[hero]\nrole = Val\ncon = 16\nxl = 29+1\n",
     ":4: [hero] xl: XL 29+1: only XL 30 takes further gains"},
    /* missing keys */
    {"[hero]\ncon = 16\nxl = 1\n", ": [hero] role is missing; expected e.g. role = all"},
    {"[hero]\nrole = Val\nxl = 1\n", ": [hero] con is missing; expected e.g. con = 3-25"},
    {"[hero]\nrole = Val\ncon = 16\n", ": [hero] xl is missing; expected e.g. xl = 1-30"},
    {"", ": [hero] role is missing"},
    /* the first error by line; bad values before missing keys */
    {"[hero]\nrole = Vlk\n", ":2: [hero] role: unknown role \"Vlk\""},
    {"[hero]\nxl = 31\ncon = 26\nrole = Vlk\n", ":2: [hero] xl: XL 31 is out of range"},
    {"[hero]\nrace = hobbit\ncon = 16\nxl = 1\n",
     ":2: [hero] race: race hobbit is EvilHack's: nhmc models it only for variant evilhack"},
    {"[hero]\nrole = Val\ncon = 26\ncolour = red\n", ":4: [hero] colour: unknown key"},
    /* [output] */
    {HERO "[output]\ncsv =\n", ":6: [output] csv: empty value; expected e.g. csv = results/"},
    {HERO "[output]\ncsv = out/a.csv\nwiki = out/a.wiki\nhistogram = out/a.csv\n",
     ":8: [output] histogram: \"out/a.csv\" is also the csv path (line 6); expected a "
     "different file for each output"},
    {HERO "[output]\nwiki = a.wiki\nwiki_columns = con,level\n",
     ":7: [output] wiki_columns: \"level\" is not a column of kind levelup; expected variant, "
     "role, race, con or xl"},
    {HERO "[output]\nwiki_columns = con,con\n", ":6: [output] wiki_columns: con is named twice"},
    {HERO "[output]\nwiki_columns = variant,role,race,con,xl\n",
     ":6: [output] wiki_columns: every column is spread across"},
    {HERO "[output]\nwiki_stat = average\n",
     ":6: [output] wiki_stat: unknown statistic \"average\"; expected mean, sd"},
    /* method and kind rnz */
    {"[run]\nmethod = precise\n" HERO,
     ":2: [run] method: unknown method \"precise\"; expected auto, exact or montecarlo (mc)"},
    {"[run]\nkind = rnz\n[rnz]\ni = 350\n", ": [rnz] xl is missing; expected e.g. xl = 1,30 "
                                            "(kind rnz)"},
    {"[run]\nkind = rnz\n[rnz]\nxl = 1\n", ": [rnz] i is missing"},
    {"[run]\nkind = rnz\n[rnz]\ni = 0\nxl = 1\n",
     ":4: [rnz] i: i = 0 is out of range; expected a number 1..100000"},
    {"[run]\nkind = rnz\n[rnz]\ni = 100001\nxl = 1\n", ":4: [rnz] i: i = 100001 is out of range"},
    {"[run]\nkind = rnz\n[rnz]\ni = 350\nxl = 31\n", ":5: [rnz] xl: XL 31 is out of range"},
    {"[run]\nkind = rnz\n[rnz]\ni = 350\nxl = 30+1\n", ":5: [rnz] xl: \"30+1\" is not an XL"},
    {"[run]\nkind = rnz\n[rnz]\ni = 1-65\nxl = 1\n",
     ":4: [rnz] i: more than 64 values of i; expected at most 64"},
    {"[run]\nkind = rnz\n" HERO "[rnz]\ni = 350\nxl = 1\n",
     ":4: [hero] role: has no meaning for kind rnz; expected [rnz] keys instead"},
    {"[run]\nkind = rnz\nvariant = dnethack\n[rnz]\ni = 350\nxl = 1\n",
     ":3: [run] variant: dnethack is modelled for levelup, regen, prayer, growth and sanity only"},
    {"[run]\nkind = levelup\n" HERO "[rnz]\ni = 350\n",
     ":8: [rnz] i: has no meaning for kind levelup; expected [hero] keys instead"},
    {"[run]\nkind = rnz\n[rnz]\ni = 350\nxl = 1\n[output]\ncsv = out_{variant}.csv\n",
     ":7: [output] csv: \"{variant}\" in a path needs a variant column; kind rnz has none"},
    /* kind regen */
    {"[run]\nkind = regen\n[regen]\nxl = 8\ncon = 16\nmaxhp = 70\nmove = 1.5\n",
     ":7: [regen] move: \"1.5\" is not a probability"},
    {"[run]\nkind = regen\n[regen]\nxl = 8\ncon = 16\n", ": [regen]: maxhp is missing"},
    {"[run]\nkind = regen\nvariant = 3.6.7, fiq\n[regen]\nxl = 8\ncon = 16\nmaxhp = 70\n",
     "fiqhack needs the role"},
    {"[run]\nkind = levelup\nvariant = fiqhack\n" HERO,
     ":3: [run] variant: fiqhack is modelled for regen only"},
    {"[run]\nkind = prayer\nvariant = dnethack\n[prayer]\nrole = Val\nturn = 101\nxl = 5\n",
     "dnethack: max HP must be a number (rolled max HP is not modelled for its prayers)"},
    {"[run]\nkind = levelup\nvariant = dnh\n[hero]\nrole = Val\ncon = rolled,26\nxl = 1-30\n",
     ":6: [hero] con: Con 26 is out of range"},
    {"[run]\nkind = levelup\nvariant = 3.6.7,dnh\n[hero]\nrole = Val\ncon = rolled\nxl = "
     "30+1001\n",
     ":7: [hero] xl: XL 30+1001 is out of range"},
    {"[run]\nkind = regen\nvariant = dnethack\n[regen]\nrole = Val\nxl = 8\ncon = 16\n"
     "maxhp = 70\n",
     "dnethack needs the role and the race"},
    {"[run]\nkind = regen\n" HERO, ":4: [hero] role: has no meaning for kind regen"},
    {"[run]\nkind = regen\n[regen]\nxl = 8\ncon = 16\nmaxhp = 70\nhp = 71\n",
     "HP 71 out of range; expected 1..max HP (70)"},
    {"[run]\nkind = regen\n[regen]\nxl = 8\ncon = 16\nmaxhp = 70\nspeed = 12\n",
     ":7: [regen] speed: unknown key; expected role, race"},
    /* kind prayer */
    {"[run]\nkind = prayer\n[prayer]\nrole = Tou\nturn = 101\nrecord = 30\n",
     ":6: [prayer] record: 3.6.7 Tou hum XL 1 turn 101: record 30 is above the alignment limit at "
     "turn 101 (10 + T/200 = 10)"},
    {"[run]\nkind = prayer\n[prayer]\nrole = Tou\n",
     ": [prayer]: turn is missing; expected e.g. turn = 101"},
    {"[run]\nkind = prayer\n[prayer]\nturn = 101\n", ": [prayer]: role is missing"},
    {"[run]\nkind = prayer\n[prayer]\nrole = Tou\nturn = 101\naltar = temple\n",
     ":6: [prayer] altar: unknown altar \"temple\"; expected none, coaligned, shrine, "
     "crossaligned or opposed"},
    {"[run]\nkind = prayer\n[prayer]\nrole = Val\nrace = elf\nturn = 101\n",
     ":5: [prayer] race: Valkyrie cannot be elf"},
    {"[run]\nkind = prayer\n[prayer]\nrole = Tou\nturn = 101\nxl = 1, 5\nmaxhp = start\n",
     ":7: [prayer] maxhp: 3.6.7 Tou hum XL 5 turn 101: maxhp start (the starting max HP) is for "
     "XL 1 only"},
    {"[run]\nkind = prayer\n[prayer]\nrole = Tou\nturn = 101\nmaxhp = 8\nhp = 9\n",
     ":7: [prayer] hp: 3.6.7 Tou hum XL 1 turn 101: HP 9 is above max HP 8"},
    {"[run]\nkind = prayer\nvariant = fiqhack\n[prayer]\nrole = Tou\nturn = 101\n",
     ":3: [run] variant: fiqhack is modelled for regen only"},
    {"[run]\nkind = prayer\n" HERO, ":4: [hero] role: has no meaning for kind prayer; expected "
                                    "[prayer] keys instead"},
    {"[run]\nkind = levelup\n" HERO "[prayer]\nturn = 101\n",
     ":8: [prayer] turn: has no meaning for kind levelup; expected [hero] keys instead"},
    {"[run]\nkind = prayer\n[prayer]\nrole = Tou\nturn = 101\nmoon = full\n",
     ":6: [prayer] moon: unknown key; expected role, race, con, xl, maxhp, turn, luck, record, "
     "wishes, altar, hp, full_moon, friday13, fedora, anger, mh, mhmax, unchanging, demigod, "
     "crowned, tune_known, paired, alignment, god_holiness, luck_turn or abused"},
    {"[run]\nkind = prayer\n[prayer]\nrole = Tou\nturn = 101\n[output]\nwiki_stat = P-gain\n",
     ":7: [output] wiki_stat: \"P-gain\" is not a column name"},
    {"[run]\nkind = prayer\n[prayer]\nrole = Tou\nturn = 101\n[output]\nwiki_columns = target\n",
     ":7: [output] wiki_columns: \"target\" is not a column of kind prayer"},
    /* kind growth */
    {"[run]\nkind = growth\n[growth]\nrole = Val\nevents = level 14; quaff ful blessed\n",
     ":5: [growth] events: event 2 \"quaff ful blessed\": unknown potion; expected healing, "
     "extra, full, gain-level or restore-ability"},
    {"[run]\nkind = growth\n[growth]\nrole = Val\n",
     ": [growth]: events is missing; expected e.g. events = level 1-14"},
    {"[run]\nkind = growth\n[growth]\nrole = Val\nevents = level 14 ; nurse 200\n",
     ":5: [growth] events: \" ;\" starts a comment, which would drop the events after it; "
     "expected no space before each ';'"},
    {"[run]\nkind = growth\n[growth]\nevents = level 14\n", ": [growth]: role is missing"},
    {"[run]\nkind = growth\nvariant = fiqhack\n[growth]\nrole = Val\nevents = level 14\n",
     ":3: [run] variant: fiqhack is modelled for regen only; expected 3.4.3, 3.6.7, 5.0"},
    {"[run]\nkind = growth\n[growth]\nrole = Val\nrace = elf\nevents = level 14\n",
     ":5: [growth] race: Valkyrie cannot be elf"},
    {"[run]\nkind = growth\n[growth]\nrole = Val\ncon = 26\nevents = level 14\n",
     ":5: [growth] con: Con 26 is out of range; expected Con 3..25"},
    {"[run]\nkind = growth\n[growth]\nrole = Val\nrace = hum\nxl = 1, 5\nevents = level 1-14\n",
     ":6: [growth] xl: 3.6.7 Val hum Con 10 XL 5: event 1 \"level 1-14\": the hero is XL 5 "
     "here; expected \"level 5-14\""},
    {"[run]\nkind = growth\n[growth]\nrole = Val\nevents = level 14\nreport = at XL ten\n",
     ":6: [growth] report: \"ten\" in \"at XL ten\": expected increasing XLs 1..30"},
    {"[run]\nkind = growth\n[growth]\nrole = Val\nevents = level 14\nuntil_maxhp = 100\n",
     ":6: [growth] until_maxhp: no \"nurse\" event without its own target in events"},
    {"[run]\nkind = growth\n[growth]\nrole = Val\nevents = level 14\nturn = 101\n",
     ":6: [growth] turn: unknown key; expected role, race, con, xl, until_maxhp, events, report, "
     "literate, abused or paired"},
    {"[run]\nkind = growth\n" HERO, ":4: [hero] role: has no meaning for kind growth; expected "
                                    "[growth] keys instead"},
    {"[run]\nkind = growth\n[growth]\nrole = Val\nevents = level 14\n[output]\n"
     "wiki_columns = turn\n",
     ":7: [output] wiki_columns: \"turn\" is not a column of kind growth"},
    /* kind grace */
    {"[run]\nkind = grace\nvariant = 3.6.7\n[grace]\nrule = all\nmaxhp = 20\ndamage = 2d4\n",
     ":5: [grace] rule: saving grace does not exist in 3.6.7: it was added during 3.7 "
     "development"},
    {"[run]\nkind = grace\nvariant = 5.0\n[grace]\nrule = none, hackem\nmaxhp = 20\n"
     "damage = 2d4\n",
     ":5: [grace] rule: saving grace does not exist in 5.0: it was removed"},
    {"[run]\nkind = grace\n[grace]\nrule = 3.6.7\nmaxhp = 20\ndamage = 2d4\n",
     ":4: [grace] rule: saving grace does not exist in 3.6.7"},
    {"[run]\nkind = grace\n[grace]\nmaxhp = 20\n", ": [grace]: damage is missing; expected e.g. "
                                                   "damage = 2d4"},
    {"[run]\nkind = grace\n[grace]\nmaxhp = 20\ndamage = 2d4\nhp = 21\n",
     ":6: [grace] hp: none HP 21/20 damage 2d4: HP 21 is above max HP 20"},
    {"[run]\nkind = grace\nmethod = guess\n[grace]\nmaxhp = 20\ndamage = 2d4\n",
     ":3: [run] method: unknown method \"guess\"; expected auto, exact or montecarlo (mc)"},
    {"[run]\nkind = grace\n[grace]\nmaxhp = 20\ndamage = 2d4\n[output]\nwiki_stat = P-death\n",
     ":7: [output] wiki_stat: \"P-death\" is not a column name; expected a value column of kind "
     "grace"},
    /* kind sanity */
    {"[run]\nkind = sanity\nvariant = 3.6.7\n[sanity]\nrole = Val\n",
     ":3: [run] variant: kind sanity is dNetHack's: 3.6.7 has no sanity"},
    {"[run]\nkind = sanity\n[sanity]\nrole = Val\nevents = effigy at 5; dance at 9\n",
     ":5: [sanity] events: event 2 \"dance at 9\": unknown event \"dance\""},
    {"[run]\nkind = sanity\n[sanity]\nwis = 18\n", ": [sanity]: role is missing"},
    {"[run]\nkind = grace\n" HERO, ":4: [hero] role: has no meaning for kind grace; expected "
                                   "[grace] keys instead"},
};

static void test_bad_files(void **state)
{
    (void)state;
    size_t n = sizeof bad_cases / sizeof bad_cases[0];
    int failures = 0;
    assert_true(n >= 25);
    for (size_t i = 0; i < n; i++) {
        char err[ERR_LEN] = "";
        int rc = load_text(bad_cases[i].text, err, sizeof err);
        if (rc != -1 || !strstr(err, bad_cases[i].want)) {
            print_error("case %zu: rc %d, message \"%s\"\n  expected it to contain \"%s\"\n", i, rc,
                        err, bad_cases[i].want);
            failures++;
        }
    }
    assert_int_equal(failures, 0);
}

/* The message starts with the file's name. */
static void test_message_names_file(void **state)
{
    (void)state;
    char path[64], err[ERR_LEN] = "", want[128];
    write_temp("[hero]\nrole = Val\ncon = 26\nxl = 1\n", path);
    assert_int_equal(reload(path, &scen, err, sizeof err), -1);
    unlink(path);
    snprintf(want, sizeof want, "%s:3: [hero] con: ", path);
    assert_int_equal(strncmp(err, want, strlen(want)), 0);
}

static void test_cannot_open(void **state)
{
    (void)state;
    char err[ERR_LEN] = "";
    assert_int_equal(reload("/nonexistent/nhmc.ini", &scen, err, sizeof err), -1);
    assert_string_equal(err, "/nonexistent/nhmc.ini: cannot open: No such file or directory");
    assert_int_equal(reload("/tmp", &scen, err, sizeof err), -1);
    assert_string_equal(err, "/tmp: is a directory; expected a scenario file (a regular file)");
}

/* The shipped examples of bad files, used by the end-to-end tests too. */
static void test_bad_data_files(void **state)
{
    (void)state;
    static const struct {
        const char *path, *want;
    } files[] = {
        {"tests/data/bad/unknown_key.ini", ":10: [hero] colour: unknown key"},
        {"tests/data/bad/bad_pair.ini", ":8: [hero] race: Valkyrie cannot be elf"},
        {"tests/data/bad/con_range.ini", ":8: [hero] con: Con 26 is out of range"},
    };
    if (access(files[0].path, R_OK) != 0)
        skip(); /* not run from the top of the source tree */
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        char err[ERR_LEN] = "";
        assert_int_equal(reload(files[i].path, &scen, err, sizeof err), -1);
        if (!strstr(err, files[i].want)) {
            print_error("%s: \"%s\" lacks \"%s\"\n", files[i].path, err, files[i].want);
            fail();
        }
    }
}

/* ---- good files ---- */

static void test_design_sketch(void **state)
{
    (void)state;
    load_ok("; scenarios/maxhp_by_role.ini: expected max HP by role, race and Con\n"
            "[run]\n"
            "kind    = levelup\n"
            "variant = 3.6.7\n"
            "trials  = 1000000\n"
            "seed    = 1\n"
            "\n"
            "[hero]\n"
            "role = all        ; or Arc,Val\n"
            "race = valid      ; the races each role may have; or a list\n"
            "con  = 3-25       ; a list, a range, or \"rolled\"\n"
            "xl   = 1-30\n"
            "\n"
            "[output]\n"
            "csv   = results/maxhp_by_role.csv\n"
            "wiki  = results/maxhp_by_role.wiki\n");
    assert_string_equal(scen.kind->name, "levelup");
    assert_string_equal(scen.kind->name, "levelup");
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->nvariants, 1);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->variants[0], NH_V367);
    assert_true(scen.trials == 1000000);
    assert_true(scen.seed == 1);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->npairs, 28);
    int pair = 0, roles_seen = 0;
    for (int role = 0; role < NH_ROLE_COUNT; role++) {
        roles_seen += SCENARIO_GRID(&scen, struct nh_hero_grid)->pairs[pair].role == role;
        for (int race = 0; race < NH_RACE_COUNT; race++) {
            if (!role_allows_race(role, race))
                continue;
            assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->pairs[pair].role, role);
            assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->pairs[pair].race, race);
            pair++;
        }
    }
    assert_int_equal(roles_seen, 13);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->ncon, 23);
    for (int i = 0; i < 23; i++)
        assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->con[i], 3 + i);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->nstages, 30);
    for (int i = 0; i < 30; i++)
        assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->stages[i], i);
    assert_string_equal(scen.csv, "results/maxhp_by_role.csv");
    assert_string_equal(scen.wiki, "results/maxhp_by_role.wiki");
    assert_string_equal(scen.histogram, "");
}

static void test_defaults(void **state)
{
    (void)state;
    load_ok("[hero]\nrole = Sam\ncon = 16\nxl = 14\n");
    assert_string_equal(scen.kind->name, "levelup");
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->nvariants, 1);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->variants[0], NH_VARIANT_DEFAULT);
    assert_true(scen.trials == NH_DEFAULT_TRIALS);
    assert_true(scen.seed == NH_DEFAULT_SEED);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->npairs,
                     1); /* race = valid: a Samurai is human */
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->pairs[0].role, 9);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->pairs[0].race, 0);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->ncon, 1);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->con[0], 16);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->nstages, 1);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->stages[0], 13);
    assert_string_equal(scen.csv, "");
    assert_string_equal(scen.wiki, "");
    assert_string_equal(scen.histogram, "");
}

static void test_names_any_case(void **state)
{
    (void)state;
    load_ok("[RUN]\nKind = LevelUp\nvariant = NetHack-3.4.3, 3.7, 343\ntrials = 2.5e5\n"
            "seed = 0x2A\n"
            "[Hero]\nROLE = valkyrie, arc\nrace = Dwarven\ncon = ROLLED,18\nxl = 1,10,30+2\n");
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->nvariants, 2);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->variants[0], NH_V343);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->variants[1], NH_V50);
    assert_true(scen.trials == 250000);
    assert_true(scen.seed == 42);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->npairs, 2);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->pairs[0].role,
                     0); /* Archeologist */
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->pairs[0].race, 2);  /* dwarf */
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->pairs[1].role, 11); /* Valkyrie */
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->pairs[1].race, 2);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->ncon, 2);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->con[0], 18);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->con[1], NH_CON_ROLLED);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->nstages, 3);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->stages[0], 0);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->stages[1], 9);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->stages[2], 31);
}

/* The layout test's file, with its race line's value and a long comment. */
static void layout_text(char *text, size_t size, const char *race, const char *comment)
{
    snprintf(text, size,
             "\xEF\xBB\xBF# a scenario\r\n"
             "[run]\r\n"
             "  trials = 1_000 ; a thousand\r\n"
             "\r\n"
             "[hero] ; the hero\r\n"
             "role: Wiz\r\n"
             "    race = %s\r\n"
             "%s\r\n"
             "con = 10 ; weak\r\n"
             "xl = 5\n"
             "[output]\n"
             "histogram = h.csv ; long CSV\n",
             race, comment);
}

static void test_comments_and_layout(void **state)
{
    (void)state;
    /* Comments of both kinds, inline comments, indentation, blank lines,
     * "key: value", CRLF line ends, a BOM, and a line of exactly 199
     * characters. */
    char text[1024];
    char comment199[200];
    memset(comment199, 'x', 199);
    comment199[0] = ';';
    comment199[199] = '\0';
    /* "elf;gnome ..." is one (bad) race: inline comments need a space before ";". */
    layout_text(text, sizeof text, "elf;gnome is not an inline comment without a space",
                comment199);
    char err[ERR_LEN] = "";
    assert_int_equal(load_text(text, err, sizeof err), -1);
    assert_non_null(strstr(err, ":7: [hero] race: unknown race \"elf;gnome is not"));

    layout_text(text, sizeof text, "elf ; gnome", comment199);
    load_ok(text);
    assert_true(scen.trials == 1000);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->npairs, 1);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->pairs[0].role, 12);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->pairs[0].race, 1);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->ncon, 1);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->con[0], 10);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->stages[0], 4);
    assert_string_equal(scen.histogram, "h.csv");
}

static void test_all_roles_with_race_list(void **state)
{
    (void)state;
    load_ok("[hero]\nrole = all\nrace = elf\ncon = rolled\nxl = 30+1-30+3\n");
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->npairs,
                     3); /* Priest, Ranger, Wizard */
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->pairs[0].role, 6);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->pairs[1].role, 8);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->pairs[2].role, 12);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->nstages, 3);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->stages[0], 30);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->stages[2], 32);
}

static void test_defaults_function(void **state)
{
    (void)state;
    scenario_free(&scen);
    memset(&scen, 0x5a, sizeof scen);
    assert_int_equal(scenario_defaults(&scen, kind_by_name("levelup")), 0);
    assert_string_equal(scen.kind->name, "levelup");
    assert_true(scen.trials == NH_DEFAULT_TRIALS);
    assert_true(scen.seed == NH_DEFAULT_SEED);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->npairs, 0);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->nvariants, 0);
    assert_string_equal(scen.csv, "");
    assert_string_equal(scen.file, "");
}

/* method, wiki_columns, wiki_stat and {variant} paths are taken as given. */
static void test_exact_and_layout(void **state)
{
    (void)state;
    char err[ERR_LEN] = "";
    assert_int_equal(load_text("[run]\nmethod = exact\nvariant = 3.6.7, 5.0\n" HERO
                               "[output]\nwiki = r/m_{variant}.wiki\nwiki_columns = con, xl\n"
                               "wiki_stat = median\n",
                               err, sizeof err),
                     0);
    assert_int_equal(scen.method, NH_METHOD_EXACT);
    assert_string_equal(scen.wiki, "r/m_{variant}.wiki");
    assert_true(table_path_splits_by_variant(scen.wiki));
    assert_string_equal(scen.wiki_columns, "con, xl");
    assert_string_equal(scen.wiki_stat, "median");
    assert_int_equal(load_text("[run]\nmethod = MC\n" HERO, err, sizeof err), 0);
    assert_int_equal(scen.method, NH_METHOD_MC);
    assert_int_equal(load_text("[run]\nmethod = Auto\n" HERO, err, sizeof err), 0);
    assert_int_equal(scen.method, NH_METHOD_AUTO);
    assert_int_equal(load_text(HERO, err, sizeof err), 0);
    assert_int_equal(scen.method, NH_METHOD_AUTO);
}

/* Where a value stands: one of at_least, at_most, value, a whole number. */
static void test_stand_keys(void **state)
{
    (void)state;
    char err[ERR_LEN] = "";
    assert_int_equal(load_text(HERO, err, sizeof err), 0);
    assert_int_equal(scen.stand_ask, NH_STAND_NONE);
    assert_int_equal(load_text(HERO "[output]\nat_least = -7\n", err, sizeof err), 0);
    assert_int_equal(scen.stand_ask, NH_STAND_AT_LEAST);
    assert_int_equal(scen.stand_value, -7);
    assert_int_equal(load_text(HERO "[output]\nat_most = 120\n", err, sizeof err), 0);
    assert_int_equal(scen.stand_ask, NH_STAND_AT_MOST);
    assert_int_equal(scen.stand_value, 120);
    assert_int_equal(load_text(HERO "[output]\nvalue = 1000000000\n", err, sizeof err), 0);
    assert_int_equal(scen.stand_ask, NH_STAND_VALUE);
    assert_int_equal(scen.stand_value, 1000000000);
}

/* kind rnz: i and xl lists, sorted and without repeats. */
static void test_rnz_kind(void **state)
{
    (void)state;
    char err[ERR_LEN] = "";
    assert_int_equal(load_text("[run]\nkind = rnz\nmethod = exact\n[rnz]\ni = 350, 300, 350\n"
                               "xl = 30, 1-3\n",
                               err, sizeof err),
                     0);
    assert_string_equal(scen.kind->name, "rnz");
    assert_int_equal(scen.method, NH_METHOD_EXACT);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_rnz_grid)->ni, 2);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_rnz_grid)->i[0], 300);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_rnz_grid)->i[1], 350);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_rnz_grid)->nxl, 4);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_rnz_grid)->xl[0], 1);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_rnz_grid)->xl[3], 30);
}

static void test_regen_kind(void **state)
{
    (void)state;
    load_ok("[run]\nkind = regen\nvariant = 3.6.7, 5.0, fiqhack\n[regen]\nrole = Hea, Val\n"
            "xl = 1-3\ncon = 10\nmaxhp = 20\nhp = 5\ntarget = 50%\nencumbrance = stressed\n"
            "move = 0.25\nturn = 7\n");
    assert_string_equal(scen.kind->name, "regen");
    assert_int_equal(regen_grid_count(SCENARIO_GRID(&scen, struct regen_grid)), 3 * 2 * 3);
    struct regen_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT], err[ERR_LEN];
    assert_int_equal(
        regen_grid_case(SCENARIO_GRID(&scen, struct regen_grid), 17, &c, text, err, sizeof err), 0);
    assert_int_equal(c.variant, NH_VFIQ);
    assert_int_equal(c.role, NH_ROLE_HEALER + 8); /* Val */
    assert_int_equal(c.xl, 3);
    assert_int_equal(c.target, 10);
    assert_int_equal(c.hp, 5);
    assert_int_equal(c.enc, NH_ENC_STRESSED);
    assert_true(c.move == 0.25);
    assert_false(c.turn_random);
    assert_int_equal(c.turn, 7);
}

/* dNetHack in kinds levelup and regen (docs/rules.md, dNetHack HP). */
static void test_levelup_dnethack(void **state)
{
    (void)state;
    load_ok("[run]\nkind = levelup\nvariant = dnao, 3.4.3\n[hero]\nrole = Val\ncon = 18\n"
            "xl = 1-30\n");
    assert_string_equal(scen.kind->name, "levelup");
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->nvariants, 2);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->variants[0], NH_V343);
    assert_int_equal(SCENARIO_GRID(&scen, struct nh_hero_grid)->variants[1], NH_VDNH);
    load_ok("[run]\nkind = regen\nvariant = dnh\n[regen]\nrole = Val\nrace = human\nxl = 1\n"
            "con = 18\nmaxhp = 19\n");
    assert_int_equal(SCENARIO_GRID(&scen, struct regen_grid)->variant[0], NH_VDNH);
}

static void test_prayer_kind(void **state)
{
    (void)state;
    load_ok("[run]\nkind = prayer\nvariant = 3.4.3, 5.0\n[prayer]\nrole = Tou, Sam\nrace = human\n"
            "turn = 91-111\nluck = base, 2\nwishes = 1\naltar = coaligned\nfull_moon = on\n"
            "[output]\nwiki_columns = turn\nwiki_stat = safe_turn_p50\n");
    assert_string_equal(scen.kind->name, "prayer");
    assert_string_equal(scen.kind->name, "prayer");
    assert_string_equal(scen.wiki_stat, "safe_turn_p50");
    assert_int_equal(prayer_grid_count(SCENARIO_GRID(&scen, struct prayer_grid)), 2 * 2 * 21 * 2);
    struct prayer_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT], err[ERR_LEN];
    /* 5.0, Tou (after Sam), turn 111, luck 2 */
    size_t last = prayer_grid_count(SCENARIO_GRID(&scen, struct prayer_grid)) - 1;
    assert_int_equal(
        prayer_grid_case(SCENARIO_GRID(&scen, struct prayer_grid), last, &c, text, err, sizeof err),
        0);
    assert_int_equal(c.variant, NH_V50);
    assert_string_equal(nh_roles[c.role].abbr, "Tou");
    assert_int_equal(c.turn, 111);
    assert_int_equal(c.luck, 2);
    assert_int_equal(c.base_luck, 1); /* full moon */
    assert_int_equal(c.record, 0);
    assert_int_equal(c.wishes, 1);
    assert_int_equal(c.altar, PRAYER_COALIGNED);
    assert_int_equal(c.maxhp, 10);
    assert_int_equal(
        prayer_grid_case(SCENARIO_GRID(&scen, struct prayer_grid), 0, &c, text, err, sizeof err),
        0);
    assert_string_equal(nh_roles[c.role].abbr, "Sam");
    assert_int_equal(c.record, 10);
    assert_int_equal(c.luck, 1);
    const struct nh_kind_columns *kc = kind_by_name("prayer")->columns;
    assert_int_equal(kc->n, prayer_columns.n);
    for (int i = 0; i < kc->n; i++)
        assert_string_equal(kc->names[i], prayer_columns.names[i]);
}

static void test_growth_kind(void **state)
{
    (void)state;
    load_ok("[run]\nkind = growth\nvariant = 3.4.3, 5.0\nmethod = exact\n[growth]\n"
            "role = Val, Sam\nrace = human\ncon = 10, 18\nxl = 1\n"
            "events = level 1-14; quaff full blessed x2; nurse; level 30; quaff gain-level x3\n"
            "until_maxhp = 5xl\nreport = after each\n[output]\nwiki_columns = variant\n");
    assert_string_equal(scen.kind->name, "growth");
    assert_string_equal(scen.kind->name, "growth");
    assert_int_equal(scen.method, NH_METHOD_EXACT);
    assert_int_equal(growth_grid_count(SCENARIO_GRID(&scen, struct growth_grid)), 2 * 2 * 2);
    assert_int_equal(SCENARIO_GRID(&scen, struct growth_grid)->tl.n, 5);
    assert_int_equal(SCENARIO_GRID(&scen, struct growth_grid)->tl.ev[1].kind, GE_POTION);
    assert_int_equal(SCENARIO_GRID(&scen, struct growth_grid)->tl.ev[1].count, 2);
    assert_int_equal(SCENARIO_GRID(&scen, struct growth_grid)->report.mode, GR_EACH);
    struct growth_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT], err[ERR_LEN];
    size_t last = growth_grid_count(SCENARIO_GRID(&scen, struct growth_grid)) - 1;
    assert_int_equal(
        growth_grid_case(SCENARIO_GRID(&scen, struct growth_grid), last, &c, text, err, sizeof err),
        0);
    assert_int_equal(c.variant, NH_V50);
    assert_string_equal(nh_roles[c.role].abbr, "Val");
    assert_int_equal(c.con, 18);
    assert_int_equal(c.start_xl, 1);
    assert_int_equal(c.until_maxhp, -5);
    assert_string_equal(text[4], "1");
    assert_string_equal(text[5], "5xl");
    /* the defaults */
    load_ok("[run]\nkind = growth\n[growth]\nrole = Val\nevents = level 14\n");
    assert_int_equal(scen.method, NH_METHOD_AUTO);
    assert_int_equal(growth_grid_count(SCENARIO_GRID(&scen, struct growth_grid)), 2);
    assert_int_equal(SCENARIO_GRID(&scen, struct growth_grid)->report.mode, GR_END);
    assert_int_equal(
        growth_grid_case(SCENARIO_GRID(&scen, struct growth_grid), 0, &c, text, err, sizeof err),
        0);
    assert_int_equal(c.variant, NH_V367);
    assert_int_equal(c.con, 10);
    assert_int_equal(c.until_maxhp, 0);
    const struct nh_kind_columns *kc = kind_by_name("growth")->columns;
    assert_int_equal(kc->n, growth_columns.n);
    for (int i = 0; i < kc->n; i++)
        assert_string_equal(kc->names[i], growth_columns.names[i]);
}

static void test_grace_kind(void **state)
{
    (void)state;
    load_ok("[run]\nkind = grace\nmethod = montecarlo\ntrials = 1e4\n[grace]\n"
            "rule = none, 3.7-2023\nhp = 10, 11\nmaxhp = 11, 12\npaired = hp, maxhp\n"
            "damage = 30\nhit = 80%\nhits = 2\nregen = 1 at 20%\nturns = 3\n[output]\n"
            "wiki_columns = rule\nwiki_stat = p_death\n");
    assert_string_equal(scen.kind->name, "grace");
    assert_string_equal(scen.kind->name, "grace");
    assert_int_equal(scen.method, NH_METHOD_MC);
    assert_int_equal(grace_grid_count(SCENARIO_GRID(&scen, struct grace_grid)), 4);
    struct grace_case c;
    char text[NH_MAX_GRID][NH_GRID_TEXT], err[256];
    assert_int_equal(
        grace_grid_case(SCENARIO_GRID(&scen, struct grace_grid), 3, &c, text, err, sizeof err), 0);
    assert_int_equal(c.rule, GRACE_37_2023);
    assert_true(c.hp == 11 && c.maxhp == 12 && c.dice_k == 30 && c.hit_num == 4 && c.hit_den == 5 &&
                c.hits == 2 && c.regen_hp == 1 && c.regen_pct == 20 && c.turns == 3);
    /* a variant alone: rule none */
    load_ok("[run]\nkind = grace\nvariant = 3.6.7\n[grace]\nmaxhp = 20\ndamage = 2d4\n");
    assert_int_equal(grace_grid_count(SCENARIO_GRID(&scen, struct grace_grid)), 1);
    assert_int_equal(SCENARIO_GRID(&scen, struct grace_grid)->rule[0], GRACE_NONE);
    assert_int_equal(scen.method, NH_METHOD_AUTO);
    const struct nh_kind_columns *kc = kind_by_name("grace")->columns;
    assert_int_equal(kc->n, grace_columns.n);
    for (int i = 0; i < kc->n; i++)
        assert_string_equal(kc->names[i], grace_columns.names[i]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_files),
        cmocka_unit_test(test_message_names_file),
        cmocka_unit_test(test_cannot_open),
        cmocka_unit_test(test_bad_data_files),
        cmocka_unit_test(test_design_sketch),
        cmocka_unit_test(test_defaults),
        cmocka_unit_test(test_names_any_case),
        cmocka_unit_test(test_comments_and_layout),
        cmocka_unit_test(test_all_roles_with_race_list),
        cmocka_unit_test(test_defaults_function),
        cmocka_unit_test(test_exact_and_layout),
        cmocka_unit_test(test_stand_keys),
        cmocka_unit_test(test_rnz_kind),
        cmocka_unit_test(test_regen_kind),
        cmocka_unit_test(test_levelup_dnethack),
        cmocka_unit_test(test_prayer_kind),
        cmocka_unit_test(test_growth_kind),
        cmocka_unit_test(test_grace_kind),
    };
    return cmocka_run_group_tests_name("scenario", tests, NULL, NULL);
}
