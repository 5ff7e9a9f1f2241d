/* levelup_dumplog_check: the hero's Con, XL and max HP from what a
 * dumplog's places state (levelup_dumplog.c), each only where the places
 * that state it agree.  A dump states each twice:
 *   - Con: the first status line's Co: and " Your constitution was N"
 *     under "Final Characteristics:" (both ACURR(A_CON));
 *   - XL: the second status line's Xp:/Exp: (not when polymorphed: HD:)
 *     and the Background's " You were a RANK, a level N ..." (u.ulevel);
 *   - max HP: the second status line's HP:(max) and Basics' " You had ...
 *     out of M hit points" (u.mhmax when polymorphed, else u.uhpmax; the
 *     status line shows at most 9999, do_statusline2());
 * and, when the dump reaches its end, really_done()'s "You were level N
 * with a maximum of M hit points when you died." (u.ulevel, u.uhpmax: the
 * hero's own max HP, the only one of a polymorphed hero).  A statement
 * missing from a dump that should have it (cut short), or two that differ,
 * is refused when the field is needed: nothing the player wrote can then
 * change a number without the dump contradicting itself.
 */
#include <stdio.h>

#include "kinds/levelup/levelup_impl.h"
#include "nhmc/params.h"

/* The status line shows min(max HP, 9999) (do_statusline2()). */
#define STATUS_HP_CAP 9999

struct check {
    const struct levelup_dumplog *d;
    const char *path;
    char *err;
    size_t errlen;
};

/* The status lines' place, or a message. */
static int status_place(const struct check *c, const char *what)
{
    const struct levelup_dumplog *d = c->d;
    if (!d->messages_line)
        return nh_fail(c->err, c->errlen,
                       "%s: no status lines (the game writes them just before \"Latest "
                       "messages:\", which the file lacks); expected a whole NetHack 3.6 or "
                       "5.0 dumplog, or %s given",
                       c->path, what);
    if (!d->status_line)
        return nh_fail(c->err, c->errlen,
                       "%s:%d: no blank line before \"Latest messages:\", after the status "
                       "lines; expected a whole NetHack 3.6 or 5.0 dumplog, or %s given",
                       c->path, d->messages_line, what);
    return 0;
}

/* The second status line's place and shape, or a message. */
static int status2(const struct check *c, const char *what)
{
    const struct levelup_dumplog *d = c->d;
    if (status_place(c, what) != 0)
        return -1;
    if (!d->status2_ok)
        return nh_fail(c->err, c->errlen,
                       "%s:%d: not the game's second status line (\"Dlvl:12 $:0 HP:120(120) "
                       "Pw:34(41) AC:-5 Xp:14/96213 T:23456\", two lines before \"Latest "
                       "messages:\"); expected a whole NetHack 3.6 or 5.0 dumplog, or %s given",
                       c->path, d->status_line + 1, what);
    return 0;
}

static int con(const struct check *c, int *value, int *line)
{
    const struct levelup_dumplog *d = c->d;
    if (status_place(c, "Con") != 0)
        return -1;
    if (!d->status1_ok)
        return nh_fail(c->err, c->errlen,
                       "%s:%d: not the game's first status line (\"%.10s the RANK  St:18/50 "
                       "Dx:16 Co:18 In:8 Wi:10 Ch:9  Lawful\", the hero's name cut to 10 "
                       "characters); expected a whole NetHack 3.6 or 5.0 dumplog, or Con given",
                       c->path, d->status_line, d->identity_line ? d->name : "NAME");
    if (!d->ch_con.line)
        return nh_fail(c->err, c->errlen,
                       "%s: no \" Your constitution was N\" (the third line under \"Final "
                       "Characteristics:\") to confirm Co:%d of line %d; expected a whole "
                       "NetHack 3.6 or 5.0 dumplog, or Con given",
                       c->path, d->st_con.value, d->st_con.line);
    if (d->ch_con.value != d->st_con.value)
        return nh_fail(c->err, c->errlen,
                       "%s:%d: the status line says Co:%d but line %d says \"Your constitution "
                       "was %d\"; expected the two to agree, or Con given",
                       c->path, d->st_con.line, d->st_con.value, d->ch_con.line, d->ch_con.value);
    *value = d->st_con.value;
    *line = d->st_con.line;
    return 0;
}

/* Polymorphed at the end: HD: on the status line and the Background's
 * " You were in ... form." together, or neither. */
static int polymorph(const struct check *c, bool *poly, const char *what)
{
    const struct levelup_dumplog *d = c->d;
    if (status2(c, what) != 0)
        return -1;
    if (!d->background_line)
        return nh_fail(c->err, c->errlen,
                       "%s: no \"Background:\" (the final attributes, after the inventory); "
                       "expected a whole NetHack 3.6 or 5.0 dumplog, or %s given",
                       c->path, what);
    if ((d->st_hd.line != 0) != (d->form_line != 0))
        return nh_fail(
            c->err, c->errlen,
            "%s:%d: the status line %s polymorphed (HD:) but the line after "
            "\"Background:\" (line %d) %s; expected the two to agree, or %s given",
            c->path, d->status_line + 1, d->st_hd.line ? "says" : "does not say",
            d->background_line + 1,
            d->form_line ? "does (\"... form.\")" : "does not (\" You were in ... form.\")", what);
    *poly = d->st_hd.line != 0;
    return 0;
}

/* The end line's value agrees with the value found, when the dump has it. */
static int end_agrees(const struct check *c, int have, int end, const char *field, const char *what)
{
    if (!c->d->end_xl.line || have == end)
        return 0;
    return nh_fail(c->err, c->errlen,
                   "%s:%d: \"You were level %d with a maximum of %d hit points\" but the dump "
                   "says %s %d above it; expected the two to agree, or %s given",
                   c->path, c->d->end_xl.line, c->d->end_xl.value, c->d->end_maxhp.value, field,
                   have, what);
}

static int xl(const struct check *c, int *value, int *line)
{
    const struct levelup_dumplog *d = c->d;
    bool poly;
    if (polymorph(c, &poly, "XL") != 0)
        return -1;
    if (!d->bg_xl.line)
        return nh_fail(c->err, c->errlen,
                       "%s:%d: no \" You were a RANK, a level N ...\" after \"Background:\"; "
                       "expected a whole NetHack 3.6 or 5.0 dumplog, or XL given",
                       c->path, d->background_line);
    if (!poly && d->st_xl.value != d->bg_xl.value)
        return nh_fail(c->err, c->errlen,
                       "%s:%d: the status line says XL %d but line %d says \"level %d\"; "
                       "expected the two to agree, or XL given",
                       c->path, d->st_xl.line, d->st_xl.value, d->bg_xl.line, d->bg_xl.value);
    if (end_agrees(c, d->bg_xl.value, d->end_xl.value, "XL", "XL") != 0)
        return -1;
    *value = poly ? d->bg_xl.value : d->st_xl.value;
    *line = poly ? d->bg_xl.line : d->st_xl.line;
    return 0;
}

static int maxhp(const struct check *c, int *value, int *line)
{
    const struct levelup_dumplog *d = c->d;
    bool poly;
    const char *what = "the max HP (--hp V)";
    if (polymorph(c, &poly, what) != 0)
        return -1;
    if (!d->basics_maxhp.line)
        return nh_fail(c->err, c->errlen,
                       "%s: no \" You had ... out of M hit points\" (the line after \"Basics:\") "
                       "to confirm HP:(%d) of line %d; expected a whole NetHack 3.6 or 5.0 "
                       "dumplog, or %s given",
                       c->path, d->st_maxhp.value, d->st_maxhp.line, what);
    int basics = d->basics_maxhp.value;
    if (d->st_maxhp.value != (basics < STATUS_HP_CAP ? basics : STATUS_HP_CAP))
        return nh_fail(c->err, c->errlen,
                       "%s:%d: the status line says HP:(%d) but line %d says %d hit points; "
                       "expected the two to agree, or %s given",
                       c->path, d->st_maxhp.line, d->st_maxhp.value, d->basics_maxhp.line, basics,
                       what);
    if (poly) { /* both are the monster form's: the hero's is at the end */
        if (!d->end_maxhp.line)
            return nh_fail(c->err, c->errlen,
                           "%s:%d: the hero was polymorphed at the end, so the status line's "
                           "HP is the monster form's, and the dump has no \"You were level N "
                           "with a maximum of M hit points\" line (its last lines) for the "
                           "hero's own; expected a whole dump, or %s given",
                           c->path, d->status_line + 1, what);
        *value = d->end_maxhp.value;
        *line = d->end_maxhp.line;
        return 0;
    }
    if (end_agrees(c, basics, d->end_maxhp.value, "max HP", what) != 0)
        return -1;
    *value = basics;
    *line = d->st_maxhp.line;
    return 0;
}

int levelup_dumplog_resolve(struct levelup_dumplog *d, const char *path, unsigned need, char *err,
                            size_t errlen)
{
    char why[1024];
    struct check c = {d, path, why, sizeof why};
    bool poly = false;
    d->con_line = d->xl_line = d->hp_line = 0;
    d->polymorphed = d->st_hd.line || d->form_line;
    if (con(&c, &d->con, &d->con_line) != 0 && (need & LEVELUP_DUMP_CON))
        return nh_fail(err, errlen, "%s", why);
    if (xl(&c, &d->xl, &d->xl_line) != 0 && (need & LEVELUP_DUMP_XL))
        return nh_fail(err, errlen, "%s", why);
    if (maxhp(&c, &d->maxhp, &d->hp_line) != 0 && (need & LEVELUP_DUMP_HP))
        return nh_fail(err, errlen, "%s", why);
    if (polymorph(&c, &poly, "") == 0)
        d->polymorphed = poly;
    return 0;
}
