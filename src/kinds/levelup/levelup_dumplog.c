/* levelup_dumplog: the hero of a NetHack 3.6 or 5.0 (3.7) dumplog, for
 * `nhmc levelup --dumplog FILE` (docs/kinds/levelup.md, "From a dumplog").
 *
 * A dumplog is written at the end of a game by dump_everything() (NetHack
 * 3.6.7 and 3.7 src/end.c).  Its lines used here, in the order written:
 *   - the version line, getversionstring(): "NetHack Version 3.6.7 - ...";
 *   - the identity line, "NAME, lawful female dwarven Valkyrie": name,
 *     alignment adjective, gender adjective, race adjective and the role's
 *     name (the female one where the role has one: Priestess, Cavewoman);
 *   - the two status lines after the map, do_statusline1() and
 *     do_statusline2() (src/botl.c): "... St:18/50 Dx:16 Co:18 In:8 Wi:10
 *     Ch:9  Lawful" and "Dlvl:10 $:0 HP:120(120) Pw:... AC:-2 Xp:14/...";
 *     Exp:14 without showexp, HD:N instead when polymorphed (Upolyd), and
 *     then HP(max) is the monster form's, u.mh(u.mhmax);
 *   - the "Background:" section of the final attributes,
 *     background_enlightenment() (3.6.7 src/cmd.c, 3.7 src/insight.c):
 *     " You were a Warrior, a level 14 dwarven Valkyrie." and, when
 *     polymorphed, " You were in vampire bat form." before it.
 * The first line of each kind counts: the status lines come before the
 * messages and the inventory, whose text a player can choose.
 */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "kinds/levelup/levelup.h"
#include "nhmc/input_file.h"
#include "nhmc/params.h"
#include "nhmc/names.h"
#include "nhmc/rules.h"

/* Longest line looked at; longer ones (no dump line is) are skipped. */
#define LINE_MAX_CHARS 1024
/* Most lines read (a long game's dump has a few thousand). */
#define MAX_LINES 200000

/* A role's name and a race's adjective or noun as the dump writes them
 * (role.c roles[].name.m/.f, races[].adj/.noun), to our table's indices.
 * One function, so that a shared names module can take its place.
 * Returns 0, or -1 when either is unknown. */
static int dump_role_race(const char *role_word, const char *race_word, int *role, int *race)
{
    /* The names module takes every form the game prints: the role's male
     * and female names, the race's adjective ("dwarven", as races[] has it
     * in 3.6.7 src/role.c) and noun. */
    *role = nh_name_index(&nh_role_names, role_word);
    *race = nh_name_index(&nh_race_names, race_word);
    return *role >= 0 && *race >= 0 ? 0 : -1;
}

/* A whole number of at most 6 digits at *p, moving p past it. */
static bool read_number(const char **p, int *out)
{
    const char *s = *p;
    long v = 0;
    int digits = 0;
    while (isdigit((unsigned char)*s) && digits < 7) {
        v = v * 10 + (*s++ - '0');
        digits++;
    }
    if (digits == 0 || digits > 6)
        return false;
    *out = (int)v;
    *p = s;
    return true;
}

/* The next word of s (separated by spaces) into w; returns what follows. */
static const char *next_word(const char *s, char *w, size_t len)
{
    size_t n = 0;
    while (*s == ' ')
        s++;
    while (*s && *s != ' ') {
        if (n + 1 < len)
            w[n++] = *s;
        s++;
    }
    w[n] = '\0';
    return s;
}

/* "NetHack Version 3.6.7 ..." (getversionstring(); a port may put words
 * before it). */
static void version_line(const char *line, int lineno, struct levelup_dumplog *d)
{
    const char *p = strstr(line, "NetHack");
    if (!p || d->version_line || !(p = strstr(p, " Version ")))
        return;
    p += strlen(" Version ");
    int major, minor, patch;
    if (!read_number(&p, &major) || *p++ != '.' || !read_number(&p, &minor) || *p++ != '.' ||
        !read_number(&p, &patch))
        return;
    snprintf(d->version, sizeof d->version, "%d.%d.%d", major, minor, patch);
    d->version_line = lineno;
    if (major == 3 && minor == 6)
        snprintf(d->variant, sizeof d->variant, "3.6.7");
    else if ((major == 3 && minor == 7) || major == 5)
        snprintf(d->variant, sizeof d->variant, "5.0");
}

/* "NAME, ALIGN GENDER RACE ROLE" (dump_everything()): tried after each
 * ", " of the line, since a name may hold one. */
static void identity_line(const char *line, int lineno, struct levelup_dumplog *d)
{
    static const char *const aligns[] = {"lawful", "neutral", "chaotic"};
    for (const char *p = strstr(line, ", "); p && !d->identity_line; p = strstr(p + 1, ", ")) {
        char align[16], gender[16], race[16], role[32];
        const char *rest = next_word(p + 2, align, sizeof align);
        rest = next_word(rest, gender, sizeof gender);
        rest = next_word(rest, race, sizeof race);
        while (*rest == ' ')
            rest++;
        /* the role's name is the rest ("Cave Dweller" has a space) */
        size_t n = strlen(rest);
        while (n && (rest[n - 1] == ' ' || rest[n - 1] == '\r'))
            n--;
        if (n == 0 || n >= sizeof role)
            continue;
        memcpy(role, rest, n);
        role[n] = '\0';
        int a = -1;
        for (int i = 0; i < 3; i++)
            if (strcmp(align, aligns[i]) == 0)
                a = i;
        bool female = strcmp(gender, "female") == 0;
        if (a < 0 || (!female && strcmp(gender, "male") != 0))
            continue;
        int ro, ra;
        if (dump_role_race(role, race, &ro, &ra) != 0)
            continue;
        d->role = ro;
        d->race = ra;
        d->female = female;
        snprintf(d->role_name, sizeof d->role_name, "%s", role);
        snprintf(d->race_adj, sizeof d->race_adj, "%s", race);
        snprintf(d->alignment, sizeof d->alignment, "%s", aligns[a]);
        d->identity_line = lineno;
    }
}

/* The token of line that starts with key ("Co:"), as a whole word:
 * the text after the key, or NULL. */
static const char *token(const char *line, const char *key)
{
    size_t n = strlen(key);
    for (const char *p = strstr(line, key); p; p = strstr(p + 1, key))
        if (p == line || p[-1] == ' ')
            return p + n;
    return NULL;
}

/* do_statusline1(): "... St:18/50 Dx:16 Co:18 In:8 ..."; the Co: that
 * follows St: and Dx: (a name may hold "Co:"). */
static void status_line1(const char *line, int lineno, struct levelup_dumplog *d)
{
    const char *st = token(line, "St:");
    const char *dx = st ? token(st, "Dx:") : NULL;
    const char *co = dx ? token(dx, "Co:") : NULL;
    if (d->con_line || !co || !token(co, "In:"))
        return;
    int con;
    if (read_number(&co, &con) && (*co == ' ' || *co == '\0')) {
        d->con = con;
        d->con_line = lineno;
    }
}

/* do_statusline2(): "HP:120(120) Pw:..." and "Xp:14/..." (or Exp:14; HD:N
 * when polymorphed). */
static void status_line2(const char *line, int lineno, struct levelup_dumplog *d)
{
    const char *hp = token(line, "HP:");
    if (d->hp_line || !hp || !token(hp, "Pw:"))
        return;
    int cur, max;
    if (!read_number(&hp, &cur) || *hp++ != '(' || !read_number(&hp, &max) || *hp != ')')
        return;
    d->maxhp = max;
    d->hp_line = lineno;
    const char *xp = token(line, "Xp:");
    if (!xp)
        xp = token(line, "Exp:");
    int xl;
    if (xp && read_number(&xp, &xl) && (*xp == '/' || *xp == ' ' || *xp == '\0')) {
        d->xl = xl;
        d->xl_line = lineno;
    }
    if (token(line, "HD:")) {
        d->polymorphed = true;
        if (!d->form_line)
            d->form_line = lineno;
    }
}

/* background_enlightenment(): " You were in FORM form." when polymorphed,
 * " You were [actually] a RANK, a level 14 ..." (or ", level 14 ..."). */
static void background_line(const char *line, int lineno, struct levelup_dumplog *d)
{
    const char *p = strncmp(line, " You were ", 10) == 0 ? line + 10
                    : strncmp(line, " You are ", 9) == 0 ? line + 9
                                                         : NULL;
    if (!p)
        return;
    size_t n = strlen(p);
    if (n > 6 && strcmp(p + n - 6, " form.") == 0) {
        d->polymorphed = true;
        snprintf(d->form, sizeof d->form, "%.*s", (int)(n - 6), p);
        if (!d->form_line) /* the status line's HD:, where the HP is */
            d->form_line = lineno;
        return;
    }
    const char *lv = strstr(p, "level ");
    int xl;
    if (lv && (lv == p || lv[-1] == ' ') && (lv += 6, read_number(&lv, &xl)) && *lv == ' ' &&
        !d->background_xl_line) {
        d->background_xl = xl;
        d->background_xl_line = lineno;
    }
}

/* The next line of f into line (at most LINE_MAX_CHARS, without its end):
 * false at the end of the file.  A longer line is marked too long (*whole
 * false) and read to its end; a NUL byte reads as a '?'. */
static bool read_line(FILE *f, char *line, bool *whole)
{
    size_t n = 0;
    int c = EOF;
    *whole = true;
    while ((c = getc(f)) != EOF && c != '\n') {
        if (n < LINE_MAX_CHARS)
            line[n++] = c ? (char)c : '?';
        else
            *whole = false;
    }
    line[n] = '\0';
    return c != EOF || n > 0 || !*whole;
}

int levelup_dumplog_scan(FILE *f, struct levelup_dumplog *d, char *err, size_t errlen)
{
    char line[LINE_MAX_CHARS + 1];
    bool in_background = false, whole;
    int lineno = 0;
    *d = (struct levelup_dumplog){.role = -1, .race = -1};
    while (read_line(f, line, &whole)) {
        size_t n = strlen(line);
        if (++lineno > MAX_LINES)
            return nh_fail(err, errlen, "more than %d lines; expected a dumplog", MAX_LINES);
        if (!whole)
            continue; /* no line of a dump is this long */
        while (n && line[n - 1] == '\r')
            line[--n] = '\0';
        if (lineno <= 5)
            version_line(line, lineno, d);
        if (!d->identity_line)
            identity_line(line, lineno, d);
        status_line1(line, lineno, d);
        status_line2(line, lineno, d);
        if (strcmp(line, "Background:") == 0)
            in_background = !d->background_seen;
        else if (in_background && line[0] != ' ') {
            in_background = false;
            d->background_seen = true;
        } else if (in_background)
            background_line(line, lineno, d);
    }
    if (ferror(f))
        return nh_fail(err, errlen, "cannot read: %s", strerror(errno));
    if (!d->xl_line && d->background_xl_line) {
        d->xl = d->background_xl;
        d->xl_line = d->background_xl_line;
    }
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
    return 0;
}
