/* scenario: a scenario file's keys and the check of its values, after
 * scenario_read.c has read it with libinih.
 *
 * inih only splits the file into sections and key = value pairs.  The raw
 * values are collected with their line numbers and converted after the whole
 * file is read, because the races allowed depend on the roles.  inih (as
 * Debian builds it) gives the handler no line number, so the file is read
 * through our own line reader, which counts lines: inih calls the handler for
 * a line right after reading it.  Only the first error is reported.
 *
 * The sections are [run], each registered kind's own section (kind.h) and
 * [output]; a kind's keys come from its registry entry, so this file names
 * no kind.
 */
#include "nhmc/scenario.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "nhmc/input_file.h"
#include "nhmc/names.h"
#include "nhmc/output.h"
#include "nhmc/plot.h"
#include "nhmc/table_io.h"
#include "pipeline/scenario_loader.h"
static const struct {
    const char *name;
    bool output;         /* in [output], else [run] */
    const char *example; /* a sample value, for "expected e.g. key = ..." */
} fixed_keys[KEY_FIXED_COUNT] = {
    [KEY_KIND] = {"kind", false, "levelup"},
    [KEY_METHOD] = {"method", false, "exact"},
    [KEY_VARIANT] = {"variant", false, "3.6.7"},
    [KEY_TRIALS] = {"trials", false, "1000000"},
    [KEY_SEED] = {"seed", false, "1"},
    [KEY_CSV] = {"csv", true, "results/NAME.csv"},
    [KEY_WIKI] = {"wiki", true, "results/NAME.wiki"},
    [KEY_HISTOGRAM] = {"histogram", true, "results/NAME-histogram.csv"},
    [KEY_WIKI_COLUMNS] = {"wiki_columns", true, "con,xl"},
    [KEY_WIKI_STAT] = {"wiki_stat", true, "mean"},
    [KEY_PLOT] = {"plot", true, "results/NAME.svg"},
    [KEY_PLOT_SCRIPT] = {"plot_script", true, "results/NAME.gp"},
    [KEY_AT_LEAST] = {"at_least", true, "120"},
    [KEY_AT_MOST] = {"at_most", true, "120"},
    [KEY_VALUE] = {"value", true, "120"},
};

static const enum run_output_key output_keys[] = {KEY_CSV, KEY_WIKI, KEY_HISTOGRAM, KEY_PLOT,
                                                  KEY_PLOT_SCRIPT};

/* A kind's tables have a variant column if their first column is it. */
static bool kind_has_variant(const struct nh_kind *k)
{
    return strcmp(k->columns->names[0], "variant") == 0;
}

/* ---- the keys of a file ---- */

/* [run] and [output], then the own keys of every kind (not its [run] ones). */
static void keys_init(struct loader *ld)
{
    for (int k = 0; k < KEY_FIXED_COUNT; k++)
        ld->keys[k] = (struct key_ref){fixed_keys[k].output ? scenario_sec_output() : SEC_RUN,
                                       fixed_keys[k].name, fixed_keys[k].example};
    ld->nkeys = KEY_FIXED_COUNT;
    for (int i = 0; nh_kinds[i]; i++)
        for (int k = 0; k < nh_kinds[i]->nkeys && ld->nkeys < MAX_KEYS; k++) {
            const struct nh_key *key = &nh_kinds[i]->keys[k];
            if (!(key->flags & NH_KEY_RUN))
                ld->keys[ld->nkeys++] = (struct key_ref){i + 1, key->name, key->example};
        }
}

/* The file's key of kind key k: its own, or the [run] key of that name. */
static int file_key(const struct loader *ld, const struct nh_kind *kind, int k)
{
    int sec = 1;
    while (nh_kinds[sec - 1] != kind)
        sec++;
    const struct nh_key *key = &kind->keys[k];
    for (int i = 0; i < ld->nkeys; i++)
        if (ld->keys[i].section == ((key->flags & NH_KEY_RUN) ? SEC_RUN : sec) &&
            strcmp(ld->keys[i].name, key->name) == 0)
            return i;
    return -1;
}

/* ---- checking values ---- */

/* Missing keys that the kind requires (the others are its parser's). */
static void check_required(struct loader *ld, const struct nh_kind *kind)
{
    for (int k = 0; k < kind->nkeys; k++) {
        const struct nh_key *key = &kind->keys[k];
        if ((key->flags & NH_KEY_REQUIRED) && ld->raw[file_key(ld, kind, k)].line == 0 &&
            !ld->filled[k])
            scenario_report(ld, 0, "[%s] %s is missing; expected e.g. %s = %s (kind %s)",
                            kind->section, key->name, key->name, key->example, kind->name);
    }
}

/* A key of another kind's section (e.g. [hero] role in an rnz scenario)
 * would be silently ignored: refuse it instead. */
static void check_kind_sections(struct loader *ld, const struct nh_kind *kind)
{
    for (int k = 0; k < ld->nkeys; k++) {
        int sec = ld->keys[k].section;
        if (sec == SEC_RUN || sec == scenario_sec_output() || nh_kinds[sec - 1] == kind ||
            !ld->raw[k].line)
            continue;
        char why[256];
        snprintf(why, sizeof why, "has no meaning for kind %s; expected [%s] keys instead",
                 kind->name, kind->section);
        scenario_report_key(ld, k, why);
    }
}

/* "levelup or rnz or ..." */
static void kinds_text(char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int k = 0; nh_kinds[k] && used < len; k++)
        used +=
            (size_t)snprintf(buf + used, len - used, "%s%s", k ? " or " : "", nh_kinds[k]->name);
}

/* The kinds as a table of names (names.h): each kind's name, then its
 * command (pray). */
static const char *kind_form(const void *ctx, int i, int k, size_t *len)
{
    (void)ctx;
    const char *f = k == 0 ? nh_kinds[i]->name : k == 1 ? nh_kinds[i]->command : NULL;
    if (f)
        *len = strlen(f);
    return f;
}

/* The kind first: the rest of the file is read as that kind's. */
static const struct nh_kind *convert_kind(struct loader *ld)
{
    const struct raw_value *raw = &ld->raw[KEY_KIND];
    if (!raw->line)
        return nh_kinds[0];
    const struct nh_kind *k = kind_by_name(raw->text);
    if (!k) {
        char why[512], kinds[128], near[80] = "";
        int count = 0, best;
        while (nh_kinds[count])
            count++;
        /* a typo's kind, as a command's (cli.c): a third of its letters wrong at most */
        struct nh_names t = {NULL, count, kind_form, false, "kind"};
        int d = nh_name_nearness(&t, raw->text), most = (int)strlen(raw->text) / 3;
        if (d >= 0 && d <= (most > 1 ? most : 1) && nh_name_suggest(&t, raw->text, &best, 1) == 1)
            snprintf(near, sizeof near, " (did you mean %s?)", nh_kinds[best]->name);
        kinds_text(kinds, sizeof kinds);
        snprintf(why, sizeof why, "unknown kind \"%s\"%s; expected %s", raw->text, near, kinds);
        scenario_report_key(ld, KEY_KIND, why);
        return nh_kinds[0];
    }
    return k;
}

static void convert_run(struct loader *ld, struct nh_scenario *s)
{
    char why[512];
    if (ld->raw[KEY_METHOD].line &&
        parse_method(ld->raw[KEY_METHOD].text, &s->method, why, sizeof why) != 0)
        scenario_report_key(ld, KEY_METHOD, why);
    if (ld->raw[KEY_TRIALS].line &&
        parse_trials(ld->raw[KEY_TRIALS].text, &s->trials, why, sizeof why) != 0)
        scenario_report_key(ld, KEY_TRIALS, why);
    if (ld->raw[KEY_SEED].line && parse_seed(ld->raw[KEY_SEED].text, &s->seed, why, sizeof why))
        scenario_report_key(ld, KEY_SEED, why);
}

/* Keys whose values come from a file another key names (kind.h, derive):
 * an error points at that key's line; the value asked and the method are
 * the file's unless given. */
static int derive_keys(struct loader *ld, struct nh_scenario *s, const char **texts)
{
    const struct nh_kind *kind = s->kind;
    char why[512];
    int bad;
    bool was[MAX_KEYS];
    for (int k = 0; k < kind->nkeys; k++)
        was[k] = texts[k] != NULL;
    ld->derived =
        (struct nh_derived){.value_asked = ld->raw[KEY_AT_LEAST].line ||
                                           ld->raw[KEY_AT_MOST].line || ld->raw[KEY_VALUE].line};
    if (kind->derive(texts, &ld->derived, &bad, why, sizeof why) != 0) {
        int fk = bad >= 0 && bad < kind->nkeys ? file_key(ld, kind, bad) : -1;
        if (fk >= 0 && ld->raw[fk].line)
            scenario_report_key(ld, fk, why);
        else
            scenario_report(ld, 0, "[%s]: %s", kind->section, why);
        for (int k = 0; k < kind->nkeys; k++) /* missing keys: the file's fault */
            ld->filled[k] = true;
        return -1;
    }
    for (int k = 0; k < kind->nkeys; k++)
        ld->filled[k] = !was[k] && texts[k] != NULL;
    if (ld->derived.has_value) {
        s->stand_ask = NH_STAND_VALUE;
        s->stand_value = ld->derived.value;
    }
    if (ld->derived.exact && !ld->raw[KEY_METHOD].line)
        s->method = NH_METHOD_EXACT;
    return 0;
}

/* The kind's keys through its parser.  An error in a given key points at
 * its line, and the parse is tried again without that key, so that of
 * several bad keys the one on the earliest line is reported (report_key).
 * An error of the combination as a whole (or of a key not given) is kept in
 * `whole` and reported after the errors that have a line. */
static void convert_kind_keys(struct loader *ld, struct nh_scenario *s, char *whole, size_t len)
{
    const struct nh_kind *kind = s->kind;
    const char *texts[MAX_KEYS];
    char why[512];
    int bad;
    for (int k = 0; k < kind->nkeys; k++) {
        int fk = file_key(ld, kind, k);
        texts[k] = fk >= 0 && ld->raw[fk].line ? ld->raw[fk].text : NULL;
    }
    if (kind->derive && derive_keys(ld, s, texts) != 0)
        return;
    for (int tries = 0; tries <= kind->nkeys; tries++) {
        memset(s->grid, 0, kind->grid_size);
        if (kind->parse(texts, s->grid, &bad, why, sizeof why) == 0)
            return;
        int fk = bad >= 0 && bad < kind->nkeys ? file_key(ld, kind, bad) : -1;
        if (fk < 0 || !ld->raw[fk].line || !texts[bad]) {
            snprintf(whole, len, "[%s]: %s", kind->section, why);
            return;
        }
        scenario_report_key(ld, fk, why);
        texts[bad] = NULL;
    }
}

static char *output_path(struct nh_scenario *s, int k)
{
    return k == KEY_CSV           ? s->csv
           : k == KEY_WIKI        ? s->wiki
           : k == KEY_PLOT        ? s->plot
           : k == KEY_PLOT_SCRIPT ? s->plot_script
                                  : s->histogram;
}

/* A picture's name has its format's extension; "{variant}" draws one
 * picture per variant, as it writes one table per variant. */
static void check_plot_path(struct loader *ld, int k, const char *text)
{
    char why[512];
    bool script_bad;
    if (plot_check_paths(k == KEY_PLOT ? text : "", k == KEY_PLOT ? "" : text, &script_bad, why,
                         sizeof why) != 0)
        scenario_report_key(ld, k, why);
}

/* at_least, at_most, value: one of them, a whole number; a second is
 * reported on its line (the later one). */
static void convert_stand(struct loader *ld, struct nh_scenario *s)
{
    static const struct {
        enum run_output_key key;
        enum nh_stand_ask ask;
    } stand_keys[] = {{KEY_AT_LEAST, NH_STAND_AT_LEAST},
                      {KEY_AT_MOST, NH_STAND_AT_MOST},
                      {KEY_VALUE, NH_STAND_VALUE}};
    char why[512];
    int first = -1, second = -1;
    for (int i = 0; i < 3; i++) {
        int line = ld->raw[stand_keys[i].key].line;
        if (!line)
            continue;
        if (first < 0 || line < ld->raw[stand_keys[first].key].line) {
            second = first;
            first = i;
        } else if (second < 0 || line < ld->raw[stand_keys[second].key].line) {
            second = i;
        }
    }
    if (first < 0)
        return;
    const struct raw_value *b = &ld->raw[stand_keys[first].key];
    if (stand_parse(b->text, &s->stand_value, why, sizeof why) != 0)
        scenario_report_key(ld, stand_keys[first].key, why);
    else
        s->stand_ask = stand_keys[first].ask;
    if (second >= 0) {
        snprintf(why, sizeof why,
                 "given with %s (line %d); expected one of at_least, at_most and value",
                 fixed_keys[stand_keys[first].key].name, b->line);
        scenario_report_key(ld, stand_keys[second].key, why);
    }
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
                         b->text, fixed_keys[output_keys[j]].name, a->line);
                scenario_report_key(ld, output_keys[i], why);
            }
        }
        if (table_path_splits_by_variant(b->text) && !kind_has_variant(s->kind)) {
            snprintf(why, sizeof why,
                     "\"{variant}\" in a path needs a variant column; kind %s "
                     "has none",
                     s->kind->name);
            scenario_report_key(ld, output_keys[i], why);
        }
        if (output_keys[i] == KEY_PLOT || output_keys[i] == KEY_PLOT_SCRIPT)
            check_plot_path(ld, output_keys[i], b->text);
        else if (table_check_output_path(b->text, why, sizeof why) != 0)
            scenario_report_key(ld, output_keys[i], why);
        snprintf(output_path(s, output_keys[i]), NH_PATH_MAX, "%s", b->text);
    }
    const struct raw_value *cols = &ld->raw[KEY_WIKI_COLUMNS], *stat = &ld->raw[KEY_WIKI_STAT];
    if (cols->line) {
        if (strlen(cols->text) >= sizeof s->wiki_columns)
            scenario_report_key(ld, KEY_WIKI_COLUMNS, "too long; expected a few column names");
        else if (scenario_check_wiki_columns(s->kind, cols->text, why, sizeof why) != 0)
            scenario_report_key(ld, KEY_WIKI_COLUMNS, why);
        else
            memcpy(s->wiki_columns, cols->text, strlen(cols->text) + 1);
    }
    if (stat->line) {
        if (scenario_check_kind_wiki_stat(s->kind, stat->text, why, sizeof why) != 0)
            scenario_report_key(ld, KEY_WIKI_STAT, why);
        else /* checked to be short */
            memcpy(s->wiki_stat, stat->text, strlen(stat->text) + 1);
    }
}

static int load(struct loader *ld, const char *path, struct nh_scenario *s)
{
    char whole[768] = "";
    keys_init(ld);
    char why[512];
    ld->file = input_file_open(path, "a scenario file", why, sizeof why);
    if (!ld->file) {
        scenario_report(ld, 0, "%s", why);
        return -1;
    }
    int syntax_line = scenario_parse_file(ld);
    fclose(ld->file);
    if (ld->read_errno)
        scenario_report(ld, 0, "cannot read: %s", strerror(ld->read_errno));
    if (syntax_line > 0)
        scenario_report(
            ld, syntax_line,
            "syntax error in \"%s\"; expected [section], key = value, or a comment (; or #)",
            syntax_line == ld->line ? ld->text : "?");
    else if (syntax_line < 0)
        scenario_report(ld, 0, "out of memory while reading");
    if (ld->failed)
        return -1;
    if (scenario_defaults(s, convert_kind(ld)) != 0) {
        scenario_report(ld, 0, "out of memory while reading");
        return -1;
    }
    snprintf(s->file, sizeof s->file, "%s", path);
    /* Bad values before missing keys: they have a line to point at. */
    convert_run(ld, s);
    check_kind_sections(ld, s->kind);
    convert_kind_keys(ld, s, whole, sizeof whole);
    convert_output(ld, s);
    convert_stand(ld, s);
    if (ld->value_error_line)
        scenario_report(ld, ld->value_error_line, "%s", ld->value_error);
    if (whole[0])
        scenario_report(ld, 0, "%s", whole);
    check_required(ld, s->kind);
    return ld->failed ? -1 : 0;
}

int scenario_load(const char *path, struct nh_scenario *s, char *err, size_t errlen)
{
    /* large (a raw value per key): not on the stack */
    struct loader *ld = calloc(1, sizeof *ld);
    if (!ld) {
        snprintf(err, errlen, "%s: out of memory while reading", path);
        memset(s, 0, sizeof *s);
        return -1;
    }
    ld->path = path;
    ld->err = err;
    ld->errlen = errlen;
    memset(s, 0, sizeof *s);
    int st = load(ld, path, s);
    free(ld);
    if (st != 0)
        scenario_free(s);
    return st;
}
