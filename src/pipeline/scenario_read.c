/* scenario_read: a scenario file through libinih: our line reader (which
 * counts lines and refuses what inih would cut or split), the sections and
 * keys of the file's key space, and the first error, with its line. */
#include "pipeline/scenario_loader.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <string.h>
#include <strings.h>

int scenario_sec_output(void)
{
    int n = 0;
    while (nh_kinds[n])
        n++;
    return n + 1;
}
const char *scenario_section_name(int sec)
{
    return sec == SEC_RUN                 ? "run"
           : sec == scenario_sec_output() ? "output"
                                          : nh_kinds[sec - 1]->section;
}

/* ---- messages ---- */

void scenario_report(struct loader *ld, int line, const char *fmt, ...)
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

void scenario_report_key(struct loader *ld, int k, const char *what)
{
    int line = ld->raw[k].line;
    if (ld->value_error_line && ld->value_error_line <= line)
        return;
    ld->value_error_line = line;
    snprintf(ld->value_error, sizeof ld->value_error, "[%s] %s: %s",
             scenario_section_name(ld->keys[k].section), ld->keys[k].name, what);
}

/* ---- sections and keys ---- */

static int section_find(const char *name, size_t len)
{
    for (int s = 0; s <= scenario_sec_output(); s++)
        if (strlen(scenario_section_name(s)) == len &&
            strncasecmp(name, scenario_section_name(s), len) == 0)
            return s;
    /* [pray] for [prayer]: a section named after its kind takes the kind's
     * command too, as kind = does (kind_by_name) */
    for (int k = 0; nh_kinds[k]; k++)
        if (strcmp(nh_kinds[k]->section, nh_kinds[k]->name) == 0 &&
            strlen(nh_kinds[k]->command) == len &&
            strncasecmp(name, nh_kinds[k]->command, len) == 0)
            return section_find(nh_kinds[k]->section, strlen(nh_kinds[k]->section));
    return -1;
}

/* "[run], [hero], ... or [output]" */
static void sections_text(char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int s = 0; s <= scenario_sec_output() && used < len; s++)
        used += (size_t)snprintf(buf + used, len - used, "%s[%s]",
                                 s == 0                       ? ""
                                 : s == scenario_sec_output() ? " or "
                                                              : ", ",
                                 scenario_section_name(s));
}

static int key_find(const struct loader *ld, int section, const char *name)
{
    for (int k = 0; k < ld->nkeys; k++)
        if (ld->keys[k].section == section && strcasecmp(name, ld->keys[k].name) == 0)
            return k;
    return -1;
}

/* "role, race, con or xl" */
static void section_keys_text(const struct loader *ld, int section, char *buf, size_t len)
{
    int count = 0, listed = 0;
    size_t used = 0;
    for (int k = 0; k < ld->nkeys; k++)
        count += ld->keys[k].section == section;
    buf[0] = '\0';
    for (int k = 0; k < ld->nkeys && used < len; k++) {
        if (ld->keys[k].section != section)
            continue;
        const char *sep = listed == 0 ? "" : listed == count - 1 ? " or " : ", ";
        used += (size_t)snprintf(buf + used, len - used, "%s%s", sep, ld->keys[k].name);
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
    if (section_find(s + 1, len) < 0) {
        char sections[256];
        sections_text(sections, sizeof sections);
        scenario_report(ld, ld->line, "[%.*s]: unknown section; expected %s", (int)len, s + 1,
                        sections);
    }
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
        if (c == '\0') { /* inih would end the value there, silently */
            scenario_report(ld, ld->line, "a NUL byte at column %zu; expected text", total + 1);
            return NULL;
        }
        if (len < max)
            str[len++] = (char)c;
        total++;
        last = c;
    }
    if (c == '\n' && last == '\r') /* CRLF: the CR is part of the line end */
        total--;
    str[len] = '\0';
    if (total > max) {
        scenario_report(ld, ld->line, "line is %zu characters long; expected at most %zu", total,
                        max);
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
    char known[512], sections[256];
    sections_text(sections, sizeof sections);
    if (*section == '\0') {
        scenario_report(ld, ld->line,
                        "%s: key outside any section; expected a section line (%s) first", name,
                        sections);
        return 0;
    }
    int sec = section_find(section, strlen(section));
    if (sec < 0) { /* normally caught by check_section_line */
        scenario_report(ld, ld->line, "[%s]: unknown section; expected %s", section, sections);
        return 0;
    }
    if (*name == '\0') {
        scenario_report(ld, ld->line, "[%s]: a value with no key; expected key = value",
                        scenario_section_name(sec));
        return 0;
    }
    int k = key_find(ld, sec, name);
    if (k < 0) {
        section_keys_text(ld, sec, known, sizeof known);
        scenario_report(ld, ld->line, "[%s] %s: unknown key; expected %s",
                        scenario_section_name(sec), name, known);
        return 0;
    }
    const struct key_ref *key = &ld->keys[k];
    struct raw_value *raw = &ld->raw[k];
    if (raw->line) {
        scenario_report(ld, ld->line,
                        "[%s] %s: given again; first given on line %d (each key once)",
                        scenario_section_name(sec), key->name, raw->line);
        return 0;
    }
    if (*value == '\0') {
        scenario_report(ld, ld->line, "[%s] %s: empty value; expected e.g. %s = %s",
                        scenario_section_name(sec), key->name, key->name, key->example);
        return 0;
    }
    if (sec != SEC_RUN && strcmp(key->name, "events") == 0 && events_comment(ld->text, value)) {
        scenario_report(ld, ld->line,
                        "[%s] %s: \" ;\" starts a comment, which would drop the events after it; "
                        "expected no space before each ';' (e.g. %s = level 14; nurse 200) and no "
                        "comment on this line",
                        scenario_section_name(sec), key->name, key->name);
        return 0;
    }
    raw->line = ld->line;
    snprintf(raw->text, sizeof raw->text, "%s", value);
    return 1;
}

int scenario_parse_file(struct loader *ld)
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
