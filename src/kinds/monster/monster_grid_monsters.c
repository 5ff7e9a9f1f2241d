/* monster_grid_monsters: the monster list of a run (names, classes, all), resolved in each listed
 * variant's own table (see monster_grid.h). */
#include "kinds/monster/monster_grid.h"

#include <ctype.h>
#include <string.h>

#include "nhmc/grid.h"
#include "nhmc/params.h"

struct mon_list {
    const struct nh_monster_table *t;
    enum nh_variant v;
    bool several_variants; /* name the variant in messages */
    int *out;
    int n;
};

/* The built monsters of a class given by symbol or name, or -1. */
static int class_monsters(const struct mon_list *l, const char *cls, int *found, char *err,
                          size_t errlen)
{
    enum nh_mclass c;
    if (mclass_parse_in(l->t, cls, &c) != 0)
        return nh_fail(err, errlen,
                       "unknown class \"%s\"; expected a class symbol such as D or a class name "
                       "such as dragon (nhmc list monsters shows them)",
                       cls);
    int n = monster_by_class(l->t, c, found, NH_MONSTER_LIST_MAX);
    if (n == 0)
        return nh_fail(err, errlen, "class %s has no monsters in %s; expected another class", cls,
                       variant_name(l->v));
    return n;
}

/* Monsters not yet listed go to the end of the list. */
static void add_new(struct mon_list *l, const int *found, int n)
{
    for (int i = 0; i < n; i++) {
        bool seen = false;
        for (int j = 0; j < l->n && !seen; j++)
            seen = l->out[j] == found[i];
        if (!seen)
            l->out[l->n++] = found[i]; /* at most the table's count: fits */
    }
}

static int class_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct mon_list *l = ctx;
    int found[NH_MONSTER_LIST_MAX];
    int n = class_monsters(l, item, found, err, errlen);
    if (n < 0)
        return -1;
    add_new(l, found, n);
    return 0;
}

/* One item of the monster list, resolved in one variant's table. */
static int mon_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct mon_list *l = ctx;
    int found[NH_MONSTER_LIST_MAX], n;
    char why[384];
    n = monster_select(l->t, item, found, NH_MONSTER_LIST_MAX, why, sizeof why);
    if (n < 0)
        return nh_fail(err, errlen, "%s%s%s; expected %s", why, l->several_variants ? " in " : "",
                       l->several_variants ? variant_name(l->v) : "",
                       monster_keys[MK_MONSTER].expected);
    add_new(l, found, n);
    return 0;
}

/* The items of a monster list between commas, each as long as it is (a
 * run of words on the command line is one item). */
static int each_item(const char *text, struct mon_list *l, char *err, size_t errlen)
{
    const char *expected = monster_keys[MK_MONSTER].expected;
    char item[4096];
    for (const char *p = text;;) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p), n = len;
        while (n && isspace((unsigned char)p[n - 1]))
            n--;
        const char *start = p;
        while (start < p + n && isspace((unsigned char)*start))
            start++;
        n -= (size_t)(start - p);
        if (n >= sizeof item)
            n = (size_t)-1;
        else
            memcpy(item, start, n), item[n] = '\0';
        if (n == 0 && !comma && p == text)
            return nh_fail(err, errlen, "no value given; expected %s", expected);
        if (n == 0)
            return nh_fail(err, errlen, "empty item in \"%s\"; expected %s, separated by commas",
                           text, expected);
        if (n == (size_t)-1)
            return nh_fail(err, errlen, "item \"%.40s...\" is too long; expected %s", p, expected);
        if (mon_item(item, l, err, errlen) != 0)
            return -1;
        if (!comma)
            return 0;
        p = comma + 1;
    }
}

int monster_grid_parse_monsters(const char *text, const char *classes, struct monster_grid *g,
                                int *bad, char *err, size_t errlen)
{
    if (!text && !classes) {
        return grid_fail(
            bad, MK_MONSTER, err, errlen,
            "no monster given; expected e.g. monster = kitten (names, or all) or class = D");
    }
    for (int s = 0; s < g->n[MK_VARIANT]; s++) {
        struct mon_list l = {monster_table(g->variant[s]), g->variant[s], g->n[MK_VARIANT] > 1,
                             g->mon[s], 0};
        if (text && each_item(text, &l, err, errlen) != 0)
            return grid_bad(bad, MK_MONSTER);
        if (classes &&
            parse_list(classes, monster_keys[MK_CLASS].expected, class_item, &l, err, errlen) != 0)
            return grid_bad(bad, MK_CLASS);
        g->nmon[s] = l.n;
    }
    g->n[MK_MONSTER] = 1;
    return 0;
}
