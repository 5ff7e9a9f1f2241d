/* monster_select: one user word to monsters: "all", a name, a class or a
 * prefix, with the closest names when nothing matches (monster.h). */
#include "kinds/monster/monster.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

/* Names to show for an ambiguous or unknown word. */
#define SHOWN 5

static void list_names(const struct nh_monster_table *t, const int *idx, int n, char *buf,
                       size_t len)
{
    size_t used = strlen(buf);
    for (int i = 0; i < n && used + 1 < len; i++) {
        int w = snprintf(buf + used, len - used, "%s%s", i ? ", " : "", t->mons[idx[i]].name);
        if (w < 0)
            return;
        used += (size_t)w;
    }
}

int monster_select(const struct nh_monster_table *t, const char *text, int *out, int max, char *err,
                   size_t errlen)
{
    int one, shown[SHOWN];
    enum nh_mclass c;
    if (errlen)
        err[0] = '\0';
    if (strcasecmp(text, "all") == 0)
        return monster_all(t, out, max);
    one = monster_find_exact(t, text);
    if (one < 0 && mclass_parse(text, &c) == 0)
        return monster_by_class(t, c, out, max);
    enum nh_mon_lookup r = one >= 0 ? NH_MON_FOUND : monster_lookup(t, text, &one);
    if (r == NH_MON_FOUND) {
        if (max > 0)
            out[0] = one;
        return 1;
    }
    if (r == NH_MON_AMBIGUOUS) {
        int n = monster_matches(t, text, shown, SHOWN);
        snprintf(err, errlen, "'%s' matches %d monsters: ", text, n);
        list_names(t, shown, n < SHOWN ? n : SHOWN, err, errlen);
        if (n > SHOWN && strlen(err) + 6 < errlen)
            strcat(err, ", ...");
        return -1;
    }
    int n = monster_suggest(t, text, shown, SHOWN);
    snprintf(err, errlen, "unknown monster '%s'; closest: ", text);
    list_names(t, shown, n, err, errlen);
    return -1;
}
