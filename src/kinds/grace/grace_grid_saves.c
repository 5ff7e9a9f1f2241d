/* grace_grid_saves: the keys of 0 HP that is not death in a grace run
 * (docs/rules.md, Life saving and polymorph): life_saving with xl and con,
 * polymorph and unchanging, single values for the whole run (grace_grid.h).
 */
#include "kinds/grace/grace_grid.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "nhmc/grid.h"
#include "nhmc/params.h"

static const char *skip_space(const char *p)
{
    while (isspace((unsigned char)*p))
        p++;
    return p;
}

bool grace_grid_saves(const struct grace_grid *g)
{
    return g->life_saving != GRACE_LS_OFF || g->form_maxhp > 0;
}

/* "H" or "H/M". */
static int parse_polymorph(const char *text, struct grace_grid *g, char *err, size_t errlen)
{
    const char *p = skip_space(text), *expected = grace_keys[GRK_POLYMORPH].expected;
    if (strcasecmp(p, "off") == 0 || strcasecmp(p, "none") == 0 || strcasecmp(p, "no") == 0)
        return 0;
    long h, m;
    if (!grid_digits(&p, &h))
        return nh_fail(err, errlen, "\"%s\" is not a form's HP; expected %s", text, expected);
    m = h;
    if (*p == '/' && (p++, !grid_digits(&p, &m)))
        return nh_fail(err, errlen, "\"%s\" has no max HP after '/'; expected %s", text, expected);
    if (*skip_space(p) != '\0')
        return nh_fail(err, errlen, "\"%s\" is not a form's HP; expected %s", text, expected);
    if (h < 1 || m > GRACE_MAX_HP || h > m)
        return nh_fail(err, errlen, "form HP %s is out of range; expected %s, H at most M", text,
                       expected);
    g->form_hp = (int)h;
    g->form_maxhp = (int)m;
    return 0;
}

/* A key that means something only with another is refused alone. */
static int needs(const struct grace_grid *g, enum grace_key k, bool with, const char *what,
                 int *bad, char *err, size_t errlen)
{
    if (!g->given[k] || with)
        return 0;
    return grid_fail(bad, k, err, errlen, "has no meaning %s", what);
}

int grace_grid_parse_saves(const char *const texts[GRK_COUNT], struct grace_grid *g, int *bad,
                           char *err, size_t errlen)
{
    if (texts[GRK_LIFE_SAVING]) {
        int f = grace_life_saving_parse(texts[GRK_LIFE_SAVING], err, errlen);
        if (f < 0)
            return grid_bad(bad, GRK_LIFE_SAVING);
        g->life_saving = (enum grace_life_saving)f;
    }
    if (grid_parse_keys(&grace_grid_spec, GRK_XL, GRK_UNCHANGING, texts, g, bad, err, errlen) != 0)
        return -1;
    if (texts[GRK_POLYMORPH] && parse_polymorph(texts[GRK_POLYMORPH], g, err, errlen) != 0)
        return grid_bad(bad, GRK_POLYMORPH);
    bool need_xl = grace_life_saving_needs_xl(g->life_saving);
    bool need_con = grace_life_saving_needs_con(g->life_saving);
    if (need_xl && !g->given[GRK_XL]) {
        return grid_fail(
            bad, GRK_LIFE_SAVING, err, errlen,
            "life saving %s reads the hero's XL; expected xl too (e.g. --xl 14, or xl = 14)",
            grace_life_saving_name(g->life_saving));
    }
    if (need_con && !g->given[GRK_CON]) {
        nh_fail(
            err, errlen,
            "life saving %s reads the hero's Con; expected con too (e.g. --con 16, or con = 16)",
            grace_life_saving_name(g->life_saving));
        return grid_bad(bad, GRK_LIFE_SAVING);
    }
    if (needs(g, GRK_XL, need_xl, "without life_saving 3.6.7, 3.7 or xnethack", bad, err, errlen) !=
            0 ||
        needs(g, GRK_CON, need_con, "without life_saving 3.7 or xnethack", bad, err, errlen) != 0 ||
        needs(g, GRK_UNCHANGING, g->form_maxhp > 0 || !g->unchanging,
              "without polymorph: unchanging only keeps a polymorphed hero in the form", bad, err,
              errlen) != 0)
        return -1;
    if (g->unchanging && g->life_saving != GRACE_LS_OFF) {
        return grid_fail(
            bad, GRK_UNCHANGING, err, errlen,
            "unchanging and life saving together; expected one: the amulet of unchanging and "
            "the amulet of life saving take the same slot");
    }
    return 0;
}
