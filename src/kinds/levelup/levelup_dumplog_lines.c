/* levelup_dumplog_lines: each line a dumplog states a number on, read only
 * when the whole line has the shape NetHack 3.6.7 and 3.7 give it (see
 * levelup_dumplog_lines.h; the reader finds the line by its place).
 *
 * The hero's name is the only text of these lines a player chose: it
 * starts the identity line and the first status line.  Those two are read
 * from their right end, where the game's own words are, so a name holding
 * "Co:3" or "HP:9(500) Xp:30/1" is part of the name and nothing else.
 */
#include "kinds/levelup/levelup_dumplog_lines.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "nhmc/names.h"
#include "nhmc/hero_rules.h"

bool dumplog_number(const char **p, int *out)
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

/* The text s starts with prefix: moves s past it. */
static bool skip(const char **s, const char *prefix)
{
    size_t n = strlen(prefix);
    if (strncmp(*s, prefix, n) != 0)
        return false;
    *s += n;
    return true;
}

/* "KEY:N" with nothing after it: N. */
static bool key_number(const char *s, const char *key, int *out)
{
    return skip(&s, key) && dumplog_number(&s, out) && *s == '\0';
}

/* The word of s starting at *p (up to a space or the end) into w. */
static bool word(const char **p, char *w, size_t len)
{
    size_t n = strcspn(*p, " ");
    if (n == 0 || n >= len)
        return false;
    memcpy(w, *p, n);
    w[n] = '\0';
    *p += n;
    return true;
}

/* getversionstring() (3.6.7 src/version.c): VERSION_ID, "NetHack Version
 * 3.6.7 - last build ..." (a port may put words before "NetHack"). */
void dumplog_version_line(const char *line, int lineno, struct levelup_dumplog *d)
{
    const char *p = strstr(line, "NetHack");
    if (!p || !(p = strstr(p, " Version ")))
        return;
    p += strlen(" Version ");
    int major, minor, patch;
    if (!dumplog_number(&p, &major) || *p++ != '.' || !dumplog_number(&p, &minor) || *p++ != '.' ||
        !dumplog_number(&p, &patch))
        return;
    snprintf(d->version, sizeof d->version, "%d.%d.%d", major, minor, patch);
    d->version_line = lineno;
    if (major == 3 && minor == 6)
        snprintf(d->variant, sizeof d->variant, "3.6.7");
    else if ((major == 3 && minor == 7) || major == 5)
        snprintf(d->variant, sizeof d->variant, "5.0");
}

/* dump_everything(): Sprintf("%s, %s %s %s %s", plname, aligns[].adj,
 * genders[].adj, urace.adj, role name).  The game's words follow the last
 * ", " (none of them holds one); everything before it is the name. */
void dumplog_identity_line(const char *line, int lineno, struct levelup_dumplog *d)
{
    static const char *const aligns[] = {"lawful", "neutral", "chaotic"};
    const char *comma = NULL;
    for (const char *p = strstr(line, ", "); p; p = strstr(p + 1, ", "))
        comma = p;
    if (!comma || (size_t)(comma - line) >= sizeof d->name)
        return;
    char align[16], gender[16], race[16];
    const char *p = comma + 2;
    if (!word(&p, align, sizeof align) || !skip(&p, " ") || !word(&p, gender, sizeof gender) ||
        !skip(&p, " ") || !word(&p, race, sizeof race) || !skip(&p, " "))
        return;
    /* the role's name is the rest ("Cave Dweller" would have a space) */
    if (!*p || strlen(p) >= sizeof d->role_name)
        return;
    int a = -1;
    for (int i = 0; i < 3; i++)
        if (strcmp(align, aligns[i]) == 0)
            a = i;
    bool female = strcmp(gender, "female") == 0;
    if (a < 0 || (!female && strcmp(gender, "male") != 0))
        return;
    /* the names module takes every form the game prints: the role's male
     * and female names, the race's adjective ("dwarven", races[].adj in
     * 3.6.7 src/role.c) and noun */
    int ro = nh_name_index(&nh_role_names, p);
    int ra = nh_name_index(&nh_race_names, race);
    if (ro < 0 || ra < 0)
        return;
    d->role = ro;
    d->race = ra;
    d->female = female;
    snprintf(d->role_name, sizeof d->role_name, "%s", p);
    snprintf(d->race_adj, sizeof d->race_adj, "%s", race);
    snprintf(d->alignment, sizeof d->alignment, "%s", aligns[a]);
    snprintf(d->name, sizeof d->name, "%.*s", (int)(comma - line), line);
    d->identity_line = lineno;
}

/* get_strength_str() (src/botl.c): "%d" (3..18, or 19..25 for past
 * 18/100), "18/%02d" or, at 18/100, "18/" and two stars. */
static bool strength(const char **p)
{
    int v;
    if (skip(p, "18/**"))
        return true;
    if (!skip(p, "18/"))
        return dumplog_number(p, &v);
    if (!isdigit((unsigned char)(*p)[0]) || !isdigit((unsigned char)(*p)[1]))
        return false;
    *p += 2;
    return true;
}

/* do_statusline1() (3.6.7 and 3.7 src/botl.c): plname with its first
 * letter raised and cut to 10 characters, " the ", the rank or the monster
 * form's name, padding, then "St:%s Dx:%d Co:%d In:%d Wi:%d Ch:%d", "  "
 * and the alignment, and " S:%ld" with showscore.  The fields are read
 * after the last " St:" (only the name before them is the player's), and
 * must run to the line's end. */
bool dumplog_status1(const char *line, const char *name, int *con)
{
    if (name) {
        char head[16];
        snprintf(head, sizeof head, "%.10s", name);
        if ('a' <= head[0] && head[0] <= 'z')
            head[0] = (char)(head[0] - 'a' + 'A');
        size_t n = strlen(head);
        if (strncmp(line, head, n) != 0 || strncmp(line + n, " the ", 5) != 0)
            return false;
    }
    const char *st = NULL;
    for (const char *q = strstr(line, " St:"); q; q = strstr(q + 1, " St:"))
        st = q;
    if (!st)
        return false;
    const char *p = st + 1;
    int v, c;
    if (!skip(&p, "St:") || !strength(&p) || !skip(&p, " Dx:") || !dumplog_number(&p, &v) ||
        !skip(&p, " Co:") || !dumplog_number(&p, &c) || !skip(&p, " In:") ||
        !dumplog_number(&p, &v) || !skip(&p, " Wi:") || !dumplog_number(&p, &v) ||
        !skip(&p, " Ch:") || !dumplog_number(&p, &v))
        return false;
    if (!skip(&p, "  Lawful") && !skip(&p, "  Neutral") && !skip(&p, "  Chaotic"))
        return false;
    if (skip(&p, " S:") && !dumplog_number(&p, &v))
        return false;
    if (*p)
        return false;
    *con = c;
    return true;
}

/* "HP:%d(%d)" or "Pw:%d(%d)": the second number. */
static bool pair(const char *s, const char *key, int *max)
{
    int cur;
    return skip(&s, key) && dumplog_number(&s, &cur) && skip(&s, "(") && dumplog_number(&s, max) &&
           skip(&s, ")") && *s == '\0';
}

/* do_statusline2() (src/botl.c): the location and "$:%ld", "HP:%d(%d)
 * Pw:%d(%d) AC:%d", the experience ("Xp:%d/%ld", "Exp:%d" in 3.6.7 without
 * showexp, "Xp:%d" in 3.7; "HD:%d" when polymorphed), "T:%ld" and the
 * conditions, in that order or moved about when long (then mungspaces()).
 * No text a player chose is on it.  Taken when it has one "$:", one HP
 * followed by Pw and AC, and one experience field. */
bool dumplog_status2(const char *line, int *maxhp, int *xl, int *hd)
{
    char buf[LEVELUP_DUMP_LINE_MAX + 1];
    const char *tok[64];
    int ntok = 0, gold = 0, hps = 0, exps = 0, v;
    snprintf(buf, sizeof buf, "%s", line);
    for (char *t = buf; *t;) { /* the words, split at runs of spaces */
        while (*t == ' ')
            *t++ = '\0';
        if (!*t)
            break;
        if (ntok == 64)
            return false;
        tok[ntok++] = t;
        t += strcspn(t, " ");
    }
    *xl = *hd = -1;
    for (int i = 0; i < ntok; i++) {
        const char *t = tok[i];
        if (strncmp(t, "$:", 2) == 0) {
            if (!key_number(t, "$:", &v))
                return false;
            gold++;
        } else if (strncmp(t, "HP:", 3) == 0) {
            int pw, ac;
            const char *a = i + 2 < ntok ? tok[i + 2] : "";
            if (!pair(t, "HP:", maxhp) || i + 2 >= ntok || !pair(tok[i + 1], "Pw:", &pw) ||
                !skip(&a, "AC:") || (skip(&a, "-"), !dumplog_number(&a, &ac)) || *a)
                return false;
            hps++;
        } else if (strncmp(t, "Xp:", 3) == 0) {
            const char *x = t + 3;
            if (!dumplog_number(&x, xl) || (*x && (*x++ != '/' || !dumplog_number(&x, &v))) || *x)
                return false;
            exps++;
        } else if (strncmp(t, "Exp:", 4) == 0 || strncmp(t, "HD:", 3) == 0) {
            if (!(t[0] == 'E' ? key_number(t, "Exp:", xl) : key_number(t, "HD:", hd)))
                return false;
            exps++;
        }
    }
    return gold == 1 && hps == 1 && exps == 1;
}

/* you_are() at the end: " You were in vampire lord form." (3.7 may say " You
 * were a vampire in fog cloud form."). */
bool dumplog_form_line(const char *line, char *form, size_t len)
{
    const char *p = line;
    size_t n = strlen(line);
    if (!skip(&p, " You were ") || n < 16 || strcmp(line + n - 6, " form.") != 0)
        return false;
    snprintf(form, len, "%.*s", (int)(line + n - 6 - p), p);
    return true;
}

/* " You were [actually ]" an(rank) ", a level %d %s%s %s." or (the rank
 * title the role's name) ", level %d %s%s." — the rank holds no ", ". */
bool dumplog_role_line(const char *line, int *xl)
{
    const char *p = line;
    if (!skip(&p, " You were "))
        return false;
    skip(&p, "actually ");
    if (!(p = strstr(p, ", ")))
        return false;
    p += 2;
    skip(&p, "a ");
    size_t n = strlen(line);
    return skip(&p, "level ") && dumplog_number(&p, xl) && *p == ' ' && line[n - 1] == '.';
}

bool dumplog_basics_hp(const char *line, int *maxhp)
{
    const char *p = line;
    int hp;
    if (!skip(&p, " You had "))
        return false;
    if (!(skip(&p, "all ") || (dumplog_number(&p, &hp) && skip(&p, " out of "))))
        return false;
    return dumplog_number(&p, maxhp) &&
           (strcmp(p, " hit points.") == 0 || strcmp(p, " hit point.") == 0);
}

bool dumplog_con_line(const char *line, int *con)
{
    const char *p = line;
    size_t n = strlen(line);
    return skip(&p, " Your constitution was ") && dumplog_number(&p, con) &&
           (strcmp(p, ".") == 0 || (skip(&p, " (") && n >= 2 && strcmp(line + n - 2, ").") == 0));
}

/* "%ld piece%s" / "%ld move%s" as plur() writes them: the number. */
static bool count_of(const char **p, const char *noun, int *v)
{
    if (!dumplog_number(p, v) || !skip(p, " ") || !skip(p, noun))
        return false;
    return *v == 1 || skip(p, "s");
}

bool dumplog_gold_line(const char *line)
{
    const char *p = line;
    int v;
    return skip(&p, "and ") && count_of(&p, "piece", &v) && skip(&p, " of gold, after ") &&
           count_of(&p, "move", &v) && strcmp(p, ".") == 0;
}

/* "You were level %d with a maximum of %d hit point%s when you %s.", the
 * last of ends[] (died, quit, were poisoned, ...): lower-case words. */
bool dumplog_end_line(const char *line, int *xl, int *maxhp)
{
    const char *p = line;
    if (!skip(&p, "You were level ") || !dumplog_number(&p, xl) ||
        !skip(&p, " with a maximum of ") || !count_of(&p, "hit point", maxhp) ||
        !skip(&p, " when you "))
        return false;
    size_t n = strspn(p, "abcdefghijklmnopqrstuvwxyz ");
    return n > 0 && strcmp(p + n, ".") == 0;
}
