/* levelup_dumplog: the hero of a NetHack 3.6 or 5.0 (3.7) dumplog, for
 * `nhmc levelup --dumplog FILE` (docs/kinds/levelup.md, "From a dumplog").
 *
 * A dumplog is written at the end of a game by dump_everything() (NetHack
 * 3.6.7 and 3.7 src/end.c), then really_done() adds its last lines.  Each
 * number is read only from the place the game writes it, never from the
 * first line that looks like it: text a player chose (the hero's name,
 * objects' and pets' names, engravings quoted in messages) can look like
 * anything.  The places, in the order written:
 *   - line 1, the version, getversionstring();
 *   - line 5, the identity, "NAME, lawful female dwarven Valkyrie";
 *   - the map, then the two status lines, do_statusline1() and
 *     do_statusline2() (src/botl.c), a blank line and "Latest messages:"
 *     (dump_plines()): the status lines are the two lines before the blank
 *     line before the first "Latest messages:" (no line above it can be
 *     that: the map is symbols, the name's lines end with the game's words);
 *   - the messages (each indented by a space), "Inventory:" and the
 *     inventory (indented), then enlightenment(): the first "Background:",
 *     "Basics:" and "Final Characteristics:" after the messages begin the
 *     sections the hero's level, max HP and Con are stated in again
 *     (background_enlightenment(), basics_enlightenment(),
 *     characteristics_enlightenment(): 3.6.7 src/cmd.c, 3.7 src/insight.c);
 *   - last, really_done(): "and N pieces of gold, after N moves." and
 *     "You were level 14 with a maximum of 120 hit points when you died.",
 *     u.ulevel and u.uhpmax: the hero's own, even when polymorphed.
 * levelup_dumplog_lines.c reads each line's shape; levelup_dumplog_check.c
 * checks that the places agree.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "kinds/levelup/levelup_impl.h"
#include "kinds/levelup/levelup_dumplog_lines.h"
#include "nhmc/input_file.h"
#include "nhmc/params.h"

/* Most lines read (a long game's dump has a few thousand). */
#define MAX_LINES 200000

/* The section of the final attributes a line is in. */
enum section { SEC_NONE, SEC_BACKGROUND, SEC_BASICS, SEC_CHARACTERISTICS };

/* The last three lines read, for the status lines found by the line after
 * them. */
struct recent {
    char text[3][LEVELUP_DUMP_LINE_MAX + 1];
    bool whole[3];
};

static void remember(struct recent *r, const char *line, bool whole)
{
    memmove(r->text[0], r->text[1], sizeof r->text[0] * 2);
    memmove(r->whole, r->whole + 1, sizeof r->whole[0] * 2);
    snprintf(r->text[2], sizeof r->text[2], "%s", line);
    r->whole[2] = whole;
}

/* "Latest messages:" at line lineno: the status lines are the two lines
 * before the blank line before it. */
static void status_lines(const struct recent *r, int lineno, struct levelup_dumplog *d)
{
    int con, maxhp, xl, hd;
    d->messages_line = lineno;
    if (lineno < 4 || !r->whole[2] || r->text[2][0] != '\0')
        return;
    d->status_line = lineno - 3;
    const char *name = d->identity_line ? d->name : NULL;
    if (r->whole[0] && dumplog_status1(r->text[0], name, &con)) {
        d->status1_ok = true;
        d->st_con = (struct levelup_dump_value){con, lineno - 3};
    }
    if (r->whole[1] && dumplog_status2(r->text[1], &maxhp, &xl, &hd)) {
        d->status2_ok = true;
        d->st_maxhp = (struct levelup_dump_value){maxhp, lineno - 2};
        if (xl >= 0)
            d->st_xl = (struct levelup_dump_value){xl, lineno - 2};
        if (hd >= 0)
            d->st_hd = (struct levelup_dump_value){hd, lineno - 2};
    }
}

/* A line of the final attributes' sections (after the messages). */
static enum section attributes_line(const char *line, int lineno, enum section sec,
                                    struct levelup_dumplog *d)
{
    int v;
    if (!d->background_line && strcmp(line, "Background:") == 0) {
        d->background_line = lineno;
        return SEC_BACKGROUND;
    }
    if (d->background_line && !d->basics_line && strcmp(line, "Basics:") == 0) {
        d->basics_line = lineno;
        return SEC_BASICS;
    }
    if (d->basics_line && !d->characteristics_line &&
        (strcmp(line, "Final Characteristics:") == 0 || strcmp(line, "Characteristics:") == 0)) {
        d->characteristics_line = lineno;
        return SEC_CHARACTERISTICS;
    }
    if (line[0] == '\0')
        return SEC_NONE;
    switch (sec) {
    case SEC_BACKGROUND: /* the form first when polymorphed, then the role */
        if (lineno == d->background_line + 1 && dumplog_form_line(line, d->form, sizeof d->form))
            d->form_line = lineno;
        else if (lineno == d->background_line + 1 + (d->form_line != 0) &&
                 dumplog_role_line(line, &v))
            d->bg_xl = (struct levelup_dump_value){v, lineno};
        break;
    case SEC_BASICS: /* hit points first */
        if (lineno == d->basics_line + 1 && dumplog_basics_hp(line, &v))
            d->basics_maxhp = (struct levelup_dump_value){v, lineno};
        break;
    case SEC_CHARACTERISTICS: /* strength, dexterity, constitution */
        if (lineno == d->characteristics_line + 3 && dumplog_con_line(line, &v))
            d->ch_con = (struct levelup_dump_value){v, lineno};
        break;
    case SEC_NONE:
        break;
    }
    return sec;
}

/* The next line of f into line (at most LEVELUP_DUMP_LINE_MAX, without its
 * end): false at the end of the file.  A longer line is marked too long
 * (*whole false) and read to its end; a NUL byte reads as a '?'. */
static bool read_line(FILE *f, char *line, bool *whole)
{
    size_t n = 0;
    int c = EOF;
    *whole = true;
    while ((c = getc(f)) != EOF && c != '\n') {
        if (n < LEVELUP_DUMP_LINE_MAX)
            line[n++] = c ? (char)c : '?';
        else
            *whole = false;
    }
    line[n] = '\0';
    return c != EOF || n > 0 || !*whole;
}

int levelup_dumplog_scan(FILE *f, struct levelup_dumplog *d, char *err, size_t errlen)
{
    static struct recent recent; /* 3 KB, off the stack */
    char line[LEVELUP_DUMP_LINE_MAX + 1];
    enum section sec = SEC_NONE;
    bool whole, after_gold = false;
    int lineno = 0, xl, maxhp;
    memset(&recent, 0, sizeof recent);
    *d = (struct levelup_dumplog){.role = -1, .race = -1};
    while (read_line(f, line, &whole)) {
        size_t n = strlen(line);
        if (++lineno > MAX_LINES)
            return nh_fail(err, errlen, "more than %d lines; expected a dumplog", MAX_LINES);
        while (n && line[n - 1] == '\r')
            line[--n] = '\0';
        if (!whole) { /* no line the reader takes is this long */
            remember(&recent, line, whole);
            after_gold = false;
            continue;
        }
        if (lineno == 1)
            dumplog_version_line(line, lineno, d);
        else if (lineno == 5)
            dumplog_identity_line(line, lineno, d);
        if (!d->messages_line) {
            if (strcmp(line, "Latest messages:") == 0)
                status_lines(&recent, lineno, d);
            remember(&recent, line, whole);
            continue;
        }
        sec = attributes_line(line, lineno, sec, d);
        if (after_gold && dumplog_end_line(line, &xl, &maxhp)) {
            d->end_xl = (struct levelup_dump_value){xl, lineno};
            d->end_maxhp = (struct levelup_dump_value){maxhp, lineno};
        }
        after_gold = dumplog_gold_line(line);
    }
    if (ferror(f))
        return nh_fail(err, errlen, "cannot read: %s", strerror(errno));
    return 0;
}

int levelup_dumplog_load(const char *path, struct levelup_dumplog *d, char *err, size_t errlen)
{
    char why[512];
    FILE *f = input_file_open(path, "a dumplog", why, sizeof why);
    if (!f)
        return nh_fail(err, errlen, "%s: %s", path, why);
    int st = levelup_dumplog_scan(f, d, why, sizeof why);
    fclose(f);
    if (st != 0)
        return nh_fail(err, errlen, "%s: %s", path, why);
    return levelup_dumplog_resolve(d, path, 0, err, errlen);
}
