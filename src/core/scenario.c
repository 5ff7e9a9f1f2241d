/* scenario: read a scenario file with libinih, then check its values.
 *
 * inih only splits the file into sections and key = value pairs.  The raw
 * values are collected with their line numbers and converted after the whole
 * file is read, because the races allowed depend on the roles.  inih (as
 * Debian builds it) gives the handler no line number, so the file is read
 * through our own line reader, which counts lines: inih calls the handler for
 * a line right after reading it.  Only the first error is reported.
 */
#include "nhmc/scenario.h"

#include <ctype.h>
#include <errno.h>
#include <ini.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "kinds/grace/grace_grid.h"
#include "kinds/growth/growth_grid.h"
#include "kinds/levelup/levelup.h"
#include "kinds/monster/monster_grid.h"
#include "nhmc/output.h"
#include "kinds/prayer/prayer_grid.h"
#include "kinds/regen/regen_grid.h"
#include "kinds/sanity/sanity_grid.h"

enum section {
    SEC_RUN,
    SEC_HERO,
    SEC_RNZ,
    SEC_REGEN,
    SEC_PRAYER,
    SEC_GROWTH,
    SEC_OUTPUT,
    SEC_MONSTER,
    SEC_GRACE,
    SEC_SANITY,
    SEC_COUNT
};

static const char *const section_names[SEC_COUNT] = {
    "run", "hero", "rnz", "regen", "prayer", "growth", "output", "monster", "grace", "sanity"};
#define SECTIONS_EXPECTED                                                                          \
    "[run], [hero], [rnz], [regen], [prayer], [growth], [monster], [grace], [sanity] or "          \
    "[output]"

enum key {
    KEY_KIND,
    KEY_METHOD,
    KEY_VARIANT,
    KEY_TRIALS,
    KEY_SEED,
    KEY_ROLE,
    KEY_RACE,
    KEY_CON,
    KEY_XL,
    KEY_RNZ_I,
    KEY_RNZ_XL,
    KEY_RG_FIRST, /* the [regen] keys, in the order of enum regen_key from RK_ROLE */
    KEY_RG_LAST = KEY_RG_FIRST + (RK_COUNT - RK_ROLE) - 1,
    KEY_PR_FIRST, /* the [prayer] keys, in the order of enum prayer_key from PK_ROLE */
    KEY_PR_LAST = KEY_PR_FIRST + (PK_COUNT - PK_ROLE) - 1,
    KEY_GR_FIRST, /* the [growth] keys, in the order of enum growth_key from GK_ROLE */
    KEY_GR_LAST = KEY_GR_FIRST + (GK_COUNT - GK_ROLE) - 1,
    KEY_CSV,
    KEY_WIKI,
    KEY_HISTOGRAM,
    KEY_WIKI_COLUMNS,
    KEY_WIKI_STAT,
    KEY_MO_FIRST, /* the [monster] keys, in the order of enum monster_key from MK_MONSTER */
    KEY_MO_LAST = KEY_MO_FIRST + (MK_COUNT - MK_MONSTER) - 1,
    KEY_GC_FIRST, /* the [grace] keys, in the order of enum grace_key from GRK_RULE */
    KEY_GC_LAST = KEY_GC_FIRST + (GRK_COUNT - GRK_RULE) - 1,
    KEY_SA_FIRST, /* the [sanity] keys, in the order of enum sanity_key from SAK_ROLE */
    KEY_SA_LAST = KEY_SA_FIRST + (SAK_COUNT - SAK_ROLE) - 1,
    KEY_COUNT
};

static struct key_info {
    const char *name;
    enum section section;
    const char *example; /* a sample value, for "expected e.g. key = ..." */
} keys[KEY_COUNT] = {
    [KEY_KIND] = {"kind", SEC_RUN, "levelup"},
    [KEY_METHOD] = {"method", SEC_RUN, "exact"},
    [KEY_VARIANT] = {"variant", SEC_RUN, "3.6.7"},
    [KEY_TRIALS] = {"trials", SEC_RUN, "1000000"},
    [KEY_SEED] = {"seed", SEC_RUN, "1"},
    [KEY_ROLE] = {"role", SEC_HERO, "all"},
    [KEY_RACE] = {"race", SEC_HERO, "valid"},
    [KEY_CON] = {"con", SEC_HERO, "3-25"},
    [KEY_XL] = {"xl", SEC_HERO, "1-30"},
    [KEY_RNZ_I] = {"i", SEC_RNZ, "350"},
    [KEY_RNZ_XL] = {"xl", SEC_RNZ, "1,30"},
    /* [regen], [prayer] and [growth] keys: filled in from regen_grid's,
     * prayer_grid's and growth_grid's tables by grid_keys_init() */
    [KEY_CSV] = {"csv", SEC_OUTPUT, "results/NAME.csv"},
    [KEY_WIKI] = {"wiki", SEC_OUTPUT, "results/NAME.wiki"},
    [KEY_HISTOGRAM] = {"histogram", SEC_OUTPUT, "results/NAME-histogram.csv"},
    [KEY_WIKI_COLUMNS] = {"wiki_columns", SEC_OUTPUT, "con,xl"},
    [KEY_WIKI_STAT] = {"wiki_stat", SEC_OUTPUT, "mean"},
};

static const enum key output_keys[] = {KEY_CSV, KEY_WIKI, KEY_HISTOGRAM};

/* What each kind needs: its own section, the keys it requires, and its
 * grid columns (the CSV's first columns). */
static const struct kind_info {
    const char *name;
    enum section section;
    enum key required[3];
    int nrequired; /* (kinds regen and prayer check their own keys: *_grid_parse) */
    struct nh_kind_columns columns;
} kinds[NH_KIND_COUNT] = {
    [NH_KIND_LEVELUP] = {"levelup",
                         SEC_HERO,
                         {KEY_ROLE, KEY_CON, KEY_XL},
                         3,
                         {5,
                          {"variant", "role", "race", "con", "xl"},
                          {"Variant", "Role", "Race", "Con", "XL"}}},
    [NH_KIND_RNZ] = {"rnz", SEC_RNZ, {KEY_RNZ_I, KEY_RNZ_XL}, 2, {2, {"i", "xl"}, {"i", "XL"}}},
    [NH_KIND_REGEN] = {"regen",
                       SEC_REGEN,
                       {0},
                       0,
                       {15,
                        {"variant", "role", "race", "xl", "con", "hp", "maxhp", "mh", "mhmax",
                         "target", "after", "encumbrance", "move", "regeneration", "turn"},
                        {"Variant", "Role", "Race", "XL", "Con", "HP", "max HP", "mh", "mhmax",
                         "target", "after", "encumbrance", "move", "Regeneration", "turn"}}},
    [NH_KIND_PRAYER] = {"prayer",
                        SEC_PRAYER,
                        {0},
                        0,
                        {12,
                         {"variant", "role", "race", "con", "xl", "maxhp", "turn", "luck", "record",
                          "wishes", "altar", "hp"},
                         {"Variant", "Role", "Race", "Con", "XL", "max HP", "turn", "Luck",
                          "record", "wishes", "altar", "HP"}}},
    [NH_KIND_GROWTH] = {"growth",
                        SEC_GROWTH,
                        {0},
                        0,
                        {7,
                         {"variant", "role", "race", "con", "xl", "until", "checkpoint"},
                         {"Variant", "Role", "Race", "Con", "XL", "until max HP", "checkpoint"}}},
    [NH_KIND_MONSTER] = {"monster",
                         SEC_MONSTER,
                         {0},
                         0,
                         {8,
                          {"variant", "monster", "depth", "xl", "kills", "victim_level",
                           "gain_levels", "measure"},
                          {"Variant", "Monster", "depth", "XL", "kills", "victim level",
                           "gain levels", "measure"}}},
    [NH_KIND_GRACE] = {"grace",
                       SEC_GRACE,
                       {0},
                       0,
                       {8,
                        {"rule", "hp", "maxhp", "damage", "hit", "hits", "turns", "regen"},
                        {"rule", "HP", "max HP", "damage", "P(hit)", "attacks/turn", "turns",
                         "regeneration"}}},
    [NH_KIND_SANITY] = {"sanity",
                        SEC_SANITY,
                        {0},
                        0,
                        {10,
                         {"role", "race", "wis", "xl", "place", "insight", "veil", "sanity",
                          "target", "species"},
                         {"Role", "Race", "Wis", "XL", "place", "insight", "veil", "S at start",
                          "target S", "species"}}},
};

/* The [regen], [prayer] and [growth] keys take their names and examples
 * from regen_grid, prayer_grid and growth_grid. */
static void grid_keys_init(void)
{
    for (int r = RK_ROLE; r < RK_COUNT; r++) {
        struct key_info *k = &keys[KEY_RG_FIRST + (r - RK_ROLE)];
        k->name = regen_key_name((enum regen_key)r);
        k->section = SEC_REGEN;
        k->example = regen_key_example((enum regen_key)r);
    }
    for (int p = PK_ROLE; p < PK_COUNT; p++) {
        struct key_info *k = &keys[KEY_PR_FIRST + (p - PK_ROLE)];
        k->name = prayer_key_name((enum prayer_key)p);
        k->section = SEC_PRAYER;
        k->example = prayer_key_example((enum prayer_key)p);
    }
    for (int g = GK_ROLE; g < GK_COUNT; g++) {
        struct key_info *k = &keys[KEY_GR_FIRST + (g - GK_ROLE)];
        k->name = growth_key_name((enum growth_key)g);
        k->section = SEC_GROWTH;
        k->example = growth_key_example((enum growth_key)g);
    }
    for (int m = MK_MONSTER; m < MK_COUNT; m++) {
        struct key_info *k = &keys[KEY_MO_FIRST + (m - MK_MONSTER)];
        k->name = monster_key_name((enum monster_key)m);
        k->section = SEC_MONSTER;
        k->example = monster_key_example((enum monster_key)m);
    }
    for (int g = GRK_RULE; g < GRK_COUNT; g++) {
        struct key_info *k = &keys[KEY_GC_FIRST + (g - GRK_RULE)];
        k->name = grace_key_name((enum grace_key)g);
        k->section = SEC_GRACE;
        k->example = grace_key_example((enum grace_key)g);
    }
    for (int g = SAK_ROLE; g < SAK_COUNT; g++) {
        struct key_info *k = &keys[KEY_SA_FIRST + (g - SAK_ROLE)];
        k->name = sanity_key_name((enum sanity_key)g);
        k->section = SEC_SANITY;
        k->example = sanity_key_example((enum sanity_key)g);
    }
}

const struct nh_kind_columns *kind_columns(enum nh_kind k)
{
    return &kinds[k].columns;
}

/* A kind has a variant column if its first column is the variant. */
static bool kind_has_variant(enum nh_kind k)
{
    return strcmp(kinds[k].columns.names[0], "variant") == 0;
}

/* A value as written, and where. */
struct raw_value {
    int line; /* 0: not given */
    char text[INI_MAX_LINE];
};

struct loader {
    const char *path;
    FILE *file;
    int line;                /* lines read so far, which is the handler's line */
    char text[INI_MAX_LINE]; /* the last line read, to quote in a syntax error */
    int read_errno;          /* nonzero if reading failed */
    struct raw_value raw[KEY_COUNT];
    int value_error_line; /* the earliest bad value so far (0: none) */
    char value_error[768];
    bool failed;
    char *err;
    size_t errlen;
};

const char *kind_name(enum nh_kind k)
{
    return (unsigned)k < NH_KIND_COUNT ? kinds[k].name : "?";
}

bool path_splits_by_variant(const char *path)
{
    return strstr(path, "{variant}") != NULL;
}

int scenario_check_wiki_columns(enum nh_kind kind, const char *text, char *err, size_t errlen)
{
    const struct kind_info *ki = &kinds[kind];
    char what[64];
    int spread[sizeof ki->columns.names / sizeof ki->columns.names[0]];
    snprintf(what, sizeof what, "a column of kind %s", ki->name);
    int n = parse_name_list(text, ki->columns.names, ki->columns.n, what, spread, err, errlen);
    if (n < 0)
        return -1;
    if (n >= ki->columns.n) {
        snprintf(err, errlen,
                 "every column is spread across; expected at least one left for "
                 "the rows");
        return -1;
    }
    return 0;
}

int scenario_check_wiki_stat(const char *text, char *err, size_t errlen)
{
    if (output_stat_known(text))
        return 0;
    snprintf(err, errlen, "unknown statistic \"%s\"; expected %s", text, NH_WIKI_STATS_TEXT);
    return -1;
}

int scenario_check_kind_wiki_stat(enum nh_kind kind, const char *text, char *err, size_t errlen)
{
    if (kind != NH_KIND_PRAYER && kind != NH_KIND_GRACE && kind != NH_KIND_SANITY)
        return scenario_check_wiki_stat(text, err, errlen);
    /* Kind prayer's and grace's tables have value columns (p_gain,
     * safe_turn_p50, p_death, ...), not the summary statistics.  Here only
     * the form of the name is checked; exp_prayer and exp_grace check it
     * against their columns before anything runs (check_layout). */
    size_t n = strspn(text, "abcdefghijklmnopqrstuvwxyz0123456789_");
    if (n == 0 || text[n] != '\0') {
        snprintf(err, errlen, "\"%s\" is not a column name; expected a value column of kind %s %s",
                 text, kind_name(kind),
                 kind == NH_KIND_GRACE    ? "such as p_death or p_saved"
                 : kind == NH_KIND_SANITY ? "such as s_end_mean or recover_p50"
                                          : "such as p_gain or safe_turn_p50");
        return -1;
    }
    if (n >= sizeof((struct nh_scenario *)0)->wiki_stat) {
        snprintf(err, errlen, "\"%s\" is too long; expected at most %zu characters", text,
                 sizeof((struct nh_scenario *)0)->wiki_stat - 1);
        return -1;
    }
    return 0;
}

void scenario_defaults(struct nh_scenario *s)
{
    grid_keys_init();
    memset(s, 0, sizeof *s);
    s->kind = NH_KIND_LEVELUP;
    s->trials = NH_DEFAULT_TRIALS;
    s->seed = NH_DEFAULT_SEED;
}

/* ---- messages ---- */

static void report(struct loader *ld, int line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Record the first error as "FILE:LINE: message" ("FILE: message" for line 0). */
static void report(struct loader *ld, int line, const char *fmt, ...)
{
    if (ld->failed)
        return;
    ld->failed = true;
    if (!ld->err || ld->errlen == 0)
        return;
    int n = line > 0 ? snprintf(ld->err, ld->errlen, "%s:%d: ", ld->path, line)
                     : snprintf(ld->err, ld->errlen, "%s: ", ld->path);
    if (n < 0 || (size_t)n >= ld->errlen)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(ld->err + n, ld->errlen - (size_t)n, fmt, ap);
    va_end(ap);
}

/* An error in a key's value.  Values are checked after the parse, key by
 * key; the error on the earliest line is the one kept. */
static void report_key(struct loader *ld, enum key k, const char *what)
{
    int line = ld->raw[k].line;
    if (ld->value_error_line && ld->value_error_line <= line)
        return;
    ld->value_error_line = line;
    snprintf(ld->value_error, sizeof ld->value_error, "[%s] %s: %s", section_names[keys[k].section],
             keys[k].name, what);
}

/* ---- sections and keys ---- */

static int section_find(const char *name, size_t len)
{
    for (int s = 0; s < SEC_COUNT; s++)
        if (strlen(section_names[s]) == len && strncasecmp(name, section_names[s], len) == 0)
            return s;
    return -1;
}

static int key_find(int section, const char *name)
{
    for (int k = 0; k < KEY_COUNT; k++)
        if ((int)keys[k].section == section && strcasecmp(name, keys[k].name) == 0)
            return k;
    return -1;
}

/* "role, race, con or xl" */
static void section_keys_text(int section, char *buf, size_t len)
{
    int count = 0, listed = 0;
    size_t used = 0;
    for (int k = 0; k < KEY_COUNT; k++)
        count += (int)keys[k].section == section;
    buf[0] = '\0';
    for (int k = 0; k < KEY_COUNT && used < len; k++) {
        if ((int)keys[k].section != section)
            continue;
        const char *sep = listed == 0 ? "" : listed == count - 1 ? " or " : ", ";
        used += (size_t)snprintf(buf + used, len - used, "%s%s", sep, keys[k].name);
        listed++;
    }
}

/* ---- reading ---- */

/* A "[name]" line naming an unknown section is reported here, where the line
 * is seen, so that an empty misspelt section is caught too. */
static void check_section_line(struct loader *ld, const char *line)
{
    const char *s = line;
    if (ld->line == 1 && strncmp(s, "\xEF\xBB\xBF", 3) == 0) /* UTF-8 BOM, as inih */
        s += 3;
    while (isspace((unsigned char)*s))
        s++;
    if (*s != '[')
        return;
    const char *end = strchr(s + 1, ']');
    if (!end) /* inih reports it as a syntax error */
        return;
    size_t len = (size_t)(end - s - 1);
    if (section_find(s + 1, len) < 0)
        report(ld, ld->line, "[%.*s]: unknown section; expected %s", (int)len, s + 1,
               SECTIONS_EXPECTED);
}

/* inih's line reader (fgets-like): one line without its end, counting lines
 * and refusing lines longer than inih's buffer holds (inih would split them).
 * Returns NULL at the end of the file or once an error is recorded, which
 * stops the parse. */
static char *read_line(char *str, int num, void *stream)
{
    struct loader *ld = stream;
    size_t len = 0, total = 0, max = (size_t)num - 1;
    int c, last = 0;
    if (ld->failed)
        return NULL;
    c = getc(ld->file);
    if (c == EOF) {
        if (ferror(ld->file))
            ld->read_errno = errno ? errno : EIO;
        return NULL;
    }
    ld->line++;
    for (; c != EOF && c != '\n'; c = getc(ld->file)) {
        if (len < max)
            str[len++] = (char)c;
        total++;
        last = c;
    }
    if (c == '\n' && last == '\r') /* CRLF: the CR is part of the line end */
        total--;
    str[len] = '\0';
    if (total > max) {
        report(ld, ld->line, "line is %zu characters long; expected at most %zu", total, max);
        return NULL;
    }
    snprintf(ld->text, sizeof ld->text, "%s", str);
    check_section_line(ld, str);
    return ld->failed ? NULL : str;
}

/* Whether inih cut an inline comment (" ;") off the value of `line`.  A
 * growth timeline separates its events with ';', so "level 14 ; nurse"
 * would silently lose the nurse. */
static bool events_comment(const char *line, const char *value)
{
    const char *v = strstr(line, value);
    return v && strchr(v + strlen(value), ';') != NULL;
}

/* inih's handler: record one key's raw value.  Returns 0 on an error, which
 * stops the parse (ini_stop_on_first_error). */
static int on_key(void *user, const char *section, const char *name, const char *value)
{
    struct loader *ld = user;
    char known[512];
    if (*section == '\0') {
        report(ld, ld->line, "%s: key outside any section; expected a section line (%s) first",
               name, SECTIONS_EXPECTED);
        return 0;
    }
    int sec = section_find(section, strlen(section));
    if (sec < 0) { /* normally caught by check_section_line */
        report(ld, ld->line, "[%s]: unknown section; expected %s", section, SECTIONS_EXPECTED);
        return 0;
    }
    if (*name == '\0') {
        report(ld, ld->line, "[%s]: a value with no key; expected key = value", section_names[sec]);
        return 0;
    }
    int k = key_find(sec, name);
    if (k < 0) {
        section_keys_text(sec, known, sizeof known);
        report(ld, ld->line, "[%s] %s: unknown key; expected %s", section_names[sec], name, known);
        return 0;
    }
    struct raw_value *raw = &ld->raw[k];
    if (raw->line) {
        report(ld, ld->line, "[%s] %s: given again; first given on line %d (each key once)",
               section_names[sec], keys[k].name, raw->line);
        return 0;
    }
    if (*value == '\0') {
        report(ld, ld->line, "[%s] %s: empty value; expected e.g. %s = %s", section_names[sec],
               keys[k].name, keys[k].name, keys[k].example);
        return 0;
    }
    if ((k == KEY_GR_FIRST + (GK_EVENTS - GK_ROLE) ||
         k == KEY_SA_FIRST + (SAK_EVENTS - SAK_ROLE)) &&
        events_comment(ld->text, value)) {
        report(ld, ld->line,
               "[%s] %s: \" ;\" starts a comment, which would drop the events after it; "
               "expected no space before each ';' (e.g. %s = level 14; nurse 200) and no "
               "comment on this line",
               section_names[sec], keys[k].name, keys[k].name);
        return 0;
    }
    raw->line = ld->line;
    snprintf(raw->text, sizeof raw->text, "%s", value);
    return 1;
}

/* Run inih over the file with the settings scenarios need, restoring inih's
 * process-wide settings afterwards.  Returns inih's result: 0, or the line of
 * a syntax error. */
static int parse_file(struct loader *ld)
{
    /* No multi-line values: an indented "key = value" is a key of its own,
     * not a continuation of the previous value. */
    bool multiline = ini_allow_multiline, stop = ini_stop_on_first_error;
    ini_allow_multiline = false;
    ini_stop_on_first_error = true;
    int result = ini_parse_stream(read_line, ld, on_key, ld);
    ini_allow_multiline = multiline;
    ini_stop_on_first_error = stop;
    return result;
}

/* ---- checking values ---- */

static void check_required(struct loader *ld, enum nh_kind kind)
{
    const struct kind_info *ki = &kinds[kind];
    for (int i = 0; i < ki->nrequired; i++) {
        const struct key_info *k = &keys[ki->required[i]];
        if (ld->raw[ki->required[i]].line == 0)
            report(ld, 0, "[%s] %s is missing; expected e.g. %s = %s (kind %s)",
                   section_names[k->section], k->name, k->name, k->example, ki->name);
    }
}

/* A key of another kind's section (e.g. [hero] role in an rnz scenario)
 * would be silently ignored: refuse it instead. */
static void check_kind_sections(struct loader *ld, enum nh_kind kind)
{
    for (int k = 0; k < KEY_COUNT; k++) {
        enum section sec = keys[k].section;
        if (sec == SEC_RUN || sec == SEC_OUTPUT || sec == kinds[kind].section || !ld->raw[k].line)
            continue;
        char why[256];
        snprintf(why, sizeof why, "has no meaning for kind %s; expected [%s] keys instead",
                 kinds[kind].name, section_names[kinds[kind].section]);
        report_key(ld, (enum key)k, why);
    }
}

/* The value if given, else the default text. */
static const char *raw_or(const struct loader *ld, enum key k, const char *default_text)
{
    return ld->raw[k].line ? ld->raw[k].text : default_text;
}

static int kind_parse(const char *text, enum nh_kind *out)
{
    for (int k = 0; k < NH_KIND_COUNT; k++) {
        if (strcasecmp(text, kinds[k].name) == 0) {
            *out = (enum nh_kind)k;
            return 0;
        }
    }
    return -1;
}

static void kinds_text(char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int k = 0; k < NH_KIND_COUNT && used < len; k++)
        used += (size_t)snprintf(buf + used, len - used, "%s%s", k ? " or " : "", kinds[k].name);
}

static void convert_run(struct loader *ld, struct nh_scenario *s)
{
    char why[512];
    if (ld->raw[KEY_KIND].line && kind_parse(ld->raw[KEY_KIND].text, &s->kind) != 0) {
        char kinds[128];
        kinds_text(kinds, sizeof kinds);
        snprintf(why, sizeof why, "unknown kind \"%s\"; expected %s", ld->raw[KEY_KIND].text,
                 kinds);
        report_key(ld, KEY_KIND, why);
    }
    if (s->kind == NH_KIND_RNZ && ld->raw[KEY_VARIANT].line)
        report_key(ld, KEY_VARIANT,
                   "has no meaning for kind rnz, which is the same in every "
                   "version; expected no variant key");
    /* grace reads its method ("auto" too) with its other keys */
    if (ld->raw[KEY_METHOD].line && s->kind != NH_KIND_GRACE && s->kind != NH_KIND_SANITY &&
        parse_method(ld->raw[KEY_METHOD].text, &s->exact, why, sizeof why) != 0)
        report_key(ld, KEY_METHOD, why);
    /* regen, prayer, growth and monster read their variants with their other keys */
    if (s->kind != NH_KIND_REGEN && s->kind != NH_KIND_PRAYER && s->kind != NH_KIND_GROWTH &&
        s->kind != NH_KIND_MONSTER && s->kind != NH_KIND_GRACE && s->kind != NH_KIND_SANITY &&
        (s->kind == NH_KIND_LEVELUP ? parse_levelup_variants : parse_variants)(
            raw_or(ld, KEY_VARIANT, variant_name(NH_VARIANT_DEFAULT)), &s->hero, why, sizeof why) !=
            0)
        report_key(ld, KEY_VARIANT, why);
    if (ld->raw[KEY_TRIALS].line &&
        parse_trials(ld->raw[KEY_TRIALS].text, &s->trials, why, sizeof why) != 0)
        report_key(ld, KEY_TRIALS, why);
    if (ld->raw[KEY_SEED].line && parse_seed(ld->raw[KEY_SEED].text, &s->seed, why, sizeof why))
        report_key(ld, KEY_SEED, why);
}

/* Missing keys are skipped here and reported by check_required. */
static void convert_hero(struct loader *ld, struct nh_scenario *s)
{
    char why[512];
    /* Without roles, the race names can still be checked (against any role). */
    const char *roles = raw_or(ld, KEY_ROLE, "all");
    /* Roles alone first, so that an error is put on the right line. */
    if (parse_roles_races(roles, "valid", &s->hero, why, sizeof why) != 0)
        report_key(ld, KEY_ROLE, why);
    else if (parse_roles_races(roles, raw_or(ld, KEY_RACE, "valid"), &s->hero, why, sizeof why) !=
             0)
        report_key(ld, KEY_RACE, why);
    bool con_ok =
        ld->raw[KEY_CON].line && parse_cons(ld->raw[KEY_CON].text, &s->hero, why, sizeof why) == 0;
    if (ld->raw[KEY_CON].line && !con_ok)
        report_key(ld, KEY_CON, why);
    bool xl_ok =
        ld->raw[KEY_XL].line && parse_xls(ld->raw[KEY_XL].text, &s->hero, why, sizeof why) == 0;
    if (ld->raw[KEY_XL].line && !xl_ok)
        report_key(ld, KEY_XL, why);
    /* dNetHack's limits (a variant list that failed to parse is empty) */
    if (con_ok && xl_ok) {
        int bad = levelup_grid_check(&s->hero, why, sizeof why);
        if (bad)
            report_key(ld, bad == LEVELUP_BAD_CON ? KEY_CON : KEY_XL, why);
    }
}

static void convert_rnz(struct loader *ld, struct nh_scenario *s)
{
    char why[512];
    if (ld->raw[KEY_RNZ_I].line && parse_rnz_is(ld->raw[KEY_RNZ_I].text, &s->rnz, why, sizeof why))
        report_key(ld, KEY_RNZ_I, why);
    if (ld->raw[KEY_RNZ_XL].line &&
        parse_rnz_xls(ld->raw[KEY_RNZ_XL].text, &s->rnz, why, sizeof why))
        report_key(ld, KEY_RNZ_XL, why);
}

static void convert_regen(struct loader *ld, struct nh_scenario *s)
{
    const char *texts[RK_COUNT] = {NULL};
    char why[512];
    enum regen_key bad;
    texts[RK_VARIANT] = ld->raw[KEY_VARIANT].line ? ld->raw[KEY_VARIANT].text : NULL;
    for (int r = RK_ROLE; r < RK_COUNT; r++) {
        const struct raw_value *raw = &ld->raw[KEY_RG_FIRST + (r - RK_ROLE)];
        texts[r] = raw->line ? raw->text : NULL;
    }
    if (regen_grid_parse(texts, &s->regen, &bad, why, sizeof why) == 0)
        return;
    if (bad == RK_VARIANT)
        report_key(ld, KEY_VARIANT, why);
    else if (bad != RK_COUNT && ld->raw[KEY_RG_FIRST + (bad - RK_ROLE)].line)
        report_key(ld, (enum key)(KEY_RG_FIRST + (bad - RK_ROLE)), why);
    else
        report(ld, 0, "[regen]: %s", why);
}

static void convert_prayer(struct loader *ld, struct nh_scenario *s)
{
    const char *texts[PK_COUNT] = {NULL};
    char why[512];
    enum prayer_key bad;
    texts[PK_VARIANT] = ld->raw[KEY_VARIANT].line ? ld->raw[KEY_VARIANT].text : NULL;
    for (int p = PK_ROLE; p < PK_COUNT; p++) {
        const struct raw_value *raw = &ld->raw[KEY_PR_FIRST + (p - PK_ROLE)];
        texts[p] = raw->line ? raw->text : NULL;
    }
    if (prayer_grid_parse(texts, &s->prayer, &bad, why, sizeof why) == 0)
        return;
    if (bad == PK_VARIANT && ld->raw[KEY_VARIANT].line)
        report_key(ld, KEY_VARIANT, why);
    else if (bad != PK_COUNT && bad != PK_VARIANT && ld->raw[KEY_PR_FIRST + (bad - PK_ROLE)].line)
        report_key(ld, (enum key)(KEY_PR_FIRST + (bad - PK_ROLE)), why);
    else
        report(ld, 0, "[prayer]: %s", why);
}

static void convert_growth(struct loader *ld, struct nh_scenario *s)
{
    const char *texts[GK_COUNT] = {NULL};
    char why[512];
    enum growth_key bad;
    texts[GK_VARIANT] = ld->raw[KEY_VARIANT].line ? ld->raw[KEY_VARIANT].text : NULL;
    for (int g = GK_ROLE; g < GK_COUNT; g++) {
        const struct raw_value *raw = &ld->raw[KEY_GR_FIRST + (g - GK_ROLE)];
        texts[g] = raw->line ? raw->text : NULL;
    }
    if (growth_grid_parse(texts, &s->growth, &bad, why, sizeof why) == 0)
        return;
    if (bad == GK_VARIANT && ld->raw[KEY_VARIANT].line)
        report_key(ld, KEY_VARIANT, why);
    else if (bad != GK_COUNT && bad != GK_VARIANT && ld->raw[KEY_GR_FIRST + (bad - GK_ROLE)].line)
        report_key(ld, (enum key)(KEY_GR_FIRST + (bad - GK_ROLE)), why);
    else
        report(ld, 0, "[growth]: %s", why);
}

static void convert_monster(struct loader *ld, struct nh_scenario *s)
{
    const char *texts[MK_COUNT] = {NULL};
    char why[512];
    enum monster_key bad;
    texts[MK_VARIANT] = ld->raw[KEY_VARIANT].line ? ld->raw[KEY_VARIANT].text : NULL;
    for (int m = MK_MONSTER; m < MK_COUNT; m++) {
        const struct raw_value *raw = &ld->raw[KEY_MO_FIRST + (m - MK_MONSTER)];
        texts[m] = raw->line ? raw->text : NULL;
    }
    if (monster_grid_parse(texts, &s->monster, &bad, why, sizeof why) == 0)
        return;
    if (bad == MK_VARIANT && ld->raw[KEY_VARIANT].line)
        report_key(ld, KEY_VARIANT, why);
    else if (bad != MK_COUNT && bad != MK_VARIANT &&
             ld->raw[KEY_MO_FIRST + (bad - MK_MONSTER)].line)
        report_key(ld, (enum key)(KEY_MO_FIRST + (bad - MK_MONSTER)), why);
    else
        report(ld, 0, "[monster]: %s", why);
}

static void convert_grace(struct loader *ld, struct nh_scenario *s)
{
    const char *texts[GRK_COUNT] = {NULL};
    char why[512];
    enum grace_key bad;
    texts[GRK_VARIANT] = ld->raw[KEY_VARIANT].line ? ld->raw[KEY_VARIANT].text : NULL;
    texts[GRK_METHOD] = ld->raw[KEY_METHOD].line ? ld->raw[KEY_METHOD].text : NULL;
    for (int g = GRK_RULE; g < GRK_COUNT; g++) {
        const struct raw_value *raw = &ld->raw[KEY_GC_FIRST + (g - GRK_RULE)];
        texts[g] = raw->line ? raw->text : NULL;
    }
    if (grace_grid_parse(texts, &s->grace, &bad, why, sizeof why) == 0)
        return;
    enum key k = bad == GRK_VARIANT  ? KEY_VARIANT
                 : bad == GRK_METHOD ? KEY_METHOD
                 : bad == GRK_COUNT  ? KEY_COUNT
                                     : (enum key)(KEY_GC_FIRST + (bad - GRK_RULE));
    if (k != KEY_COUNT && ld->raw[k].line)
        report_key(ld, k, why);
    else
        report(ld, 0, "[grace]: %s", why);
}

static void convert_sanity(struct loader *ld, struct nh_scenario *s)
{
    const char *texts[SAK_COUNT] = {NULL};
    char why[512];
    enum sanity_key bad;
    texts[SAK_VARIANT] = ld->raw[KEY_VARIANT].line ? ld->raw[KEY_VARIANT].text : NULL;
    texts[SAK_METHOD] = ld->raw[KEY_METHOD].line ? ld->raw[KEY_METHOD].text : NULL;
    for (int g = SAK_ROLE; g < SAK_COUNT; g++) {
        const struct raw_value *raw = &ld->raw[KEY_SA_FIRST + (g - SAK_ROLE)];
        texts[g] = raw->line ? raw->text : NULL;
    }
    if (sanity_grid_parse(texts, &s->sanity, &bad, why, sizeof why) == 0)
        return;
    enum key k = bad == SAK_VARIANT  ? KEY_VARIANT
                 : bad == SAK_METHOD ? KEY_METHOD
                 : bad == SAK_COUNT  ? KEY_COUNT
                                     : (enum key)(KEY_SA_FIRST + (bad - SAK_ROLE));
    if (k != KEY_COUNT && ld->raw[k].line)
        report_key(ld, k, why);
    else
        report(ld, 0, "[sanity]: %s", why);
}

static char *output_path(struct nh_scenario *s, enum key k)
{
    return k == KEY_CSV ? s->csv : k == KEY_WIKI ? s->wiki : s->histogram;
}

static void convert_output(struct loader *ld, struct nh_scenario *s)
{
    const size_t n = sizeof output_keys / sizeof output_keys[0];
    char why[512];
    for (size_t i = 0; i < n; i++) {
        const struct raw_value *b = &ld->raw[output_keys[i]];
        if (!b->line)
            continue;
        for (size_t j = 0; j < i; j++) {
            const struct raw_value *a = &ld->raw[output_keys[j]];
            if (a->line && strcmp(a->text, b->text) == 0) {
                snprintf(why, sizeof why,
                         "\"%s\" is also the %s path (line %d); expected a different file for "
                         "each output",
                         b->text, keys[output_keys[j]].name, a->line);
                report_key(ld, output_keys[i], why);
            }
        }
        if (path_splits_by_variant(b->text) && !kind_has_variant(s->kind)) {
            snprintf(why, sizeof why,
                     "\"{variant}\" in a path needs a variant column; kind %s "
                     "has none",
                     kinds[s->kind].name);
            report_key(ld, output_keys[i], why);
        }
        snprintf(output_path(s, output_keys[i]), NH_PATH_MAX, "%s", b->text);
    }
    const struct raw_value *cols = &ld->raw[KEY_WIKI_COLUMNS], *stat = &ld->raw[KEY_WIKI_STAT];
    if (cols->line) {
        if (strlen(cols->text) >= sizeof s->wiki_columns)
            report_key(ld, KEY_WIKI_COLUMNS, "too long; expected a few column names");
        else if (scenario_check_wiki_columns(s->kind, cols->text, why, sizeof why) != 0)
            report_key(ld, KEY_WIKI_COLUMNS, why);
        else
            memcpy(s->wiki_columns, cols->text, strlen(cols->text) + 1);
    }
    if (stat->line) {
        if (scenario_check_kind_wiki_stat(s->kind, stat->text, why, sizeof why) != 0)
            report_key(ld, KEY_WIKI_STAT, why);
        else /* checked to be short */
            memcpy(s->wiki_stat, stat->text, strlen(stat->text) + 1);
    }
}

int scenario_load(const char *path, struct nh_scenario *s, char *err, size_t errlen)
{
    struct loader ld = {.path = path, .err = err, .errlen = errlen};
    scenario_defaults(s);
    snprintf(s->file, sizeof s->file, "%s", path);
    ld.file = fopen(path, "r");
    if (!ld.file) {
        report(&ld, 0, "cannot open: %s", strerror(errno));
        return -1;
    }
    int syntax_line = parse_file(&ld);
    fclose(ld.file);
    if (ld.read_errno)
        report(&ld, 0, "cannot read: %s", strerror(ld.read_errno));
    if (syntax_line > 0)
        report(&ld, syntax_line,
               "syntax error in \"%s\"; expected [section], key = value, or a comment (; or #)",
               syntax_line == ld.line ? ld.text : "?");
    else if (syntax_line < 0)
        report(&ld, 0, "out of memory while reading");
    if (ld.failed)
        return -1;
    /* Bad values before missing keys: they have a line to point at. */
    convert_run(&ld, s);
    check_kind_sections(&ld, s->kind);
    if (s->kind == NH_KIND_LEVELUP)
        convert_hero(&ld, s);
    else if (s->kind == NH_KIND_RNZ)
        convert_rnz(&ld, s);
    /* regen's, prayer's and growth's grids are checked after the output
     * keys, whose errors have lines; a bad combination may have none */
    convert_output(&ld, s);
    if (ld.value_error_line)
        report(&ld, ld.value_error_line, "%s", ld.value_error);
    if (!ld.failed && s->kind == NH_KIND_REGEN)
        convert_regen(&ld, s);
    if (!ld.failed && s->kind == NH_KIND_PRAYER)
        convert_prayer(&ld, s);
    if (!ld.failed && s->kind == NH_KIND_GROWTH)
        convert_growth(&ld, s);
    if (!ld.failed && s->kind == NH_KIND_MONSTER)
        convert_monster(&ld, s);
    if (!ld.failed && s->kind == NH_KIND_GRACE)
        convert_grace(&ld, s);
    if (!ld.failed && s->kind == NH_KIND_SANITY)
        convert_sanity(&ld, s);
    if (ld.value_error_line)
        report(&ld, ld.value_error_line, "%s", ld.value_error);
    check_required(&ld, s->kind);
    return ld.failed ? -1 : 0;
}
