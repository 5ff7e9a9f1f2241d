/* levelup_dumplog_derive: a dumplog's hero as levelup's inputs (`nhmc
 * levelup --dumplog FILE`, docs/kinds/levelup.md "From a dumplog"): the
 * keys not given, filled from the dump (the kind's derive hook), and the
 * note under the answer saying what it assumed of that hero.
 */
#include <stdio.h>
#include <string.h>

#include "kinds/levelup/levelup_impl.h"
#include "nhmc/params.h"
#include "nhmc/hero_rules.h"
#include "nhmc/scenario.h"
#include "nhmc/variant.h"

/* Append a text to d->store; returns it (or NULL when full). */
static const char *put(struct nh_derived *d, size_t *used, const char *fmt, int v, const char *s)
{
    size_t room = sizeof d->store - *used;
    char *at = d->store + *used;
    int n = s ? snprintf(at, room, "%s", s) : snprintf(at, room, fmt, v);
    if (n < 0 || (size_t)n >= room)
        return NULL;
    *used += (size_t)n + 1;
    return at;
}

/* The dump's values that will be used, as the game can have them: a
 * message naming the line of one that cannot be (a damaged file). */
static int dump_values_check(const char *path, const struct levelup_dumplog *dl, const char **texts,
                             bool value_asked, char *err, size_t errlen)
{
    if (!texts[LK_ROLE] && !texts[LK_RACE] && !role_allows_race(dl->role, dl->race))
        return nh_fail(err, errlen,
                       "%s:%d: a %s %s is not a hero the game makes; expected a "
                       "role and race it allows",
                       path, dl->identity_line, dl->race_adj, dl->role_name);
    if (!texts[LK_CON] && (dl->con < NH_CON_MIN || dl->con > NH_CON_MAX))
        return nh_fail(err, errlen, "%s:%d: Co:%d is out of range; expected Con %d..%d", path,
                       dl->con_line, dl->con, NH_CON_MIN, NH_CON_MAX);
    if (!texts[LK_XL] && (dl->xl < 1 || dl->xl > NH_MAXULEV))
        return nh_fail(err, errlen, "%s:%d: experience level %d is out of range; expected 1..%d",
                       path, dl->xl_line, dl->xl, NH_MAXULEV);
    if (!value_asked && dl->maxhp < 1)
        return nh_fail(err, errlen, "%s:%d: max HP %d; expected at least 1", path, dl->hp_line,
                       dl->maxhp);
    return 0;
}

int levelup_dumplog_derive(const char **texts, struct nh_derived *d, int *bad, char *err,
                           size_t errlen)
{
    const char *path = texts[LK_DUMPLOG];
    struct levelup_dumplog dl;
    size_t used = 0;
    if (!path)
        return 0;
    *bad = LK_DUMPLOG;
    if (levelup_dumplog_load(path, &dl, err, errlen) != 0)
        return -1;
    if (!texts[LK_VARIANT] && !dl.version_line)
        return nh_fail(err, errlen,
                       "%s: no version line (\"NetHack Version 3.6.7 ...\", a dumplog's first "
                       "line); expected a NetHack 3.6 or 5.0 dumplog, or the variant given",
                       path);
    if (!texts[LK_VARIANT] && !dl.variant[0])
        return nh_fail(err, errlen,
                       "%s:%d: a NetHack %s dumplog; expected NetHack 3.6 or 5.0 (3.7), or the "
                       "variant given",
                       path, dl.version_line, dl.version);
    if ((!texts[LK_ROLE] || !texts[LK_RACE]) && !dl.identity_line)
        return nh_fail(
            err, errlen,
            "%s: no line naming the hero (line 5, \"NAME, lawful female dwarven Valkyrie\", "
            "the line after the dates); expected a NetHack 3.6 or 5.0 dumplog",
            path);
    unsigned need = (texts[LK_CON] ? 0 : LEVELUP_DUMP_CON) | (texts[LK_XL] ? 0 : LEVELUP_DUMP_XL) |
                    (d->value_asked ? 0 : LEVELUP_DUMP_HP);
    if (levelup_dumplog_resolve(&dl, path, need, err, errlen) != 0)
        return -1;
    if (dump_values_check(path, &dl, texts, d->value_asked, err, errlen) != 0)
        return -1;
    const char **t = texts;
    if ((!t[LK_VARIANT] && !(t[LK_VARIANT] = put(d, &used, NULL, 0, dl.variant))) ||
        (!t[LK_ROLE] && !(t[LK_ROLE] = put(d, &used, NULL, 0, nh_roles[dl.role].abbr))) ||
        (!t[LK_RACE] && !(t[LK_RACE] = put(d, &used, NULL, 0, nh_races[dl.race].abbr))) ||
        (!t[LK_CON] && !(t[LK_CON] = put(d, &used, "%d", dl.con, NULL))) ||
        (!t[LK_XL] && !(t[LK_XL] = put(d, &used, "%d", dl.xl, NULL))))
        return nh_fail(err, errlen, "%s: its values are too long", path);
    d->has_value = dl.hp_line != 0; /* the hero's own, never a monster form's */
    d->value = dl.maxhp;
    d->exact = true;
    return 0;
}

/* The inputs given instead of the dump's, named in buf ("" when none). */
static void given_instead(const struct nh_scenario *s, const struct levelup_grid *g, char *buf,
                          size_t len)
{
    const struct nh_hero_grid *h = &g->hero;
    const struct levelup_dumplog *d = &g->dump;
    const char *names[5];
    int n = 0;
    if (h->nvariants != 1 || strcmp(variant_name(h->variants[0]), d->variant) != 0)
        names[n++] = "variant";
    if (h->npairs != 1 || h->pairs[0].role != d->role || h->pairs[0].race != d->race)
        names[n++] = "role or race";
    if (h->ncon != 1 || h->con[0] != d->con)
        names[n++] = "Con";
    if (h->nstages != 1 || h->stages[0] != d->xl - 1)
        names[n++] = "XL";
    if (s->stand_ask != NH_STAND_VALUE || s->stand_value != d->maxhp || !d->hp_line)
        names[n++] = "max HP";
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && used < len; i++) {
        int w = snprintf(buf + used, len - used, "%s%s", i ? ", " : "", names[i]);
        used += w > 0 ? (size_t)w : 0;
    }
}

void levelup_dumplog_note(const struct nh_scenario *s)
{
    const struct levelup_grid *g = s->grid;
    const struct levelup_dumplog *d = &g->dump;
    if (!g->from_dump)
        return;
    printf("From the dumplog %s (NetHack %s%s):\n", g->dump_path,
           d->version[0] ? d->version : "of unknown version",
           strncmp(d->version, "3.7.", 4) == 0 ? ", taken as 5.0" : "");
    if (d->identity_line)
        printf("  a %s %s%s %s", d->alignment, d->female ? "female " : "male ", d->race_adj,
               d->role_name);
    else
        printf("  the hero");
    if (d->xl_line)
        printf(", XL %d", d->xl);
    if (d->hp_line)
        printf(", max HP %d", d->maxhp);
    else if (d->polymorphed && d->st_maxhp.line)
        printf(", monster form's max HP %d", d->st_maxhp.value);
    if (d->con_line)
        printf(", Con %d", d->con);
    printf(".\n");
    printf("Assumed: max HP from the starting HP and the level-up gains only (no potions,\n"
           "prayers, nurses, level drain or other sources), with Con as it is at the end\n"
           "at every level; alignment does not change level-up HP.\n");
    char given[128];
    given_instead(s, g, given, sizeof given);
    if (given[0])
        printf("Given instead of the dump's: %s.\n", given);
    if (d->polymorphed)
        printf("The hero was polymorphed at the end: its Con is the status line's in that "
               "form.\n");
    if (d->polymorphed && d->hp_line) {
        const char *form = d->form;
        if (strncmp(form, "in ", 3) == 0) /* " You were in vampire lord form." */
            form += 3;
        printf("Its max HP is its own: \"You were level %d with a maximum of %d hit points\"\n"
               "(line %d), not the %s form's %d on the status line.\n",
               d->end_xl.value, d->maxhp, d->hp_line, form[0] ? form : "monster",
               d->st_maxhp.value);
    }
}
