/* monster: table access and lookup by name, class or "all" (monster.h). */
#include "kinds/monster/monster.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

struct mclass_info {
    char symbol;
    const char *name;
};

/* The game's class symbols (include/monsym.h, defsym.h); the names are
 * ours, after the S_ constants. */
static const struct mclass_info classes[NH_MCLASS_COUNT] = {
    {'a', "ant"},       {'b', "blob"},    {'c', "cockatrice"}, {'d', "dog"},
    {'e', "eye"},       {'f', "feline"},  {'g', "gremlin"},    {'h', "humanoid"},
    {'i', "imp"},       {'j', "jelly"},   {'k', "kobold"},     {'l', "leprechaun"},
    {'m', "mimic"},     {'n', "nymph"},   {'o', "orc"},        {'p', "piercer"},
    {'q', "quadruped"}, {'r', "rodent"},  {'s', "spider"},     {'t', "trapper"},
    {'u', "unicorn"},   {'v', "vortex"},  {'w', "worm"},       {'~', "worm_tail"},
    {'x', "xan"},       {'y', "light"},   {'z', "zruty"},      {'A', "angel"},
    {'B', "bat"},       {'C', "centaur"}, {'D', "dragon"},     {'E', "elemental"},
    {'F', "fungus"},    {'G', "gnome"},   {'H', "giant"},      {'J', "jabberwock"},
    {'K', "kop"},       {'L', "lich"},    {'M', "mummy"},      {'N', "naga"},
    {'O', "ogre"},      {'P', "pudding"}, {'Q', "quantmech"},  {'R', "rustmonst"},
    {'S', "snake"},     {'T', "troll"},   {'U', "umber"},      {'V', "vampire"},
    {'W', "wraith"},    {'X', "xorn"},    {'Y', "yeti"},       {'Z', "zombie"},
    {'@', "human"},     {' ', "ghost"},   {'\'', "golem"},     {'&', "demon"},
    {';', "eel"},       {':', "lizard"},
};

const struct nh_monster_table *monster_table(enum nh_variant v)
{
    return (int)v >= 0 && (int)v < NH_VANILLA_COUNT ? &nh_monster_data[v] : NULL;
}

int monster_built_count(const struct nh_monster_table *t)
{
    int n = 0;
    for (int i = 0; i < t->count; i++)
        n += !(t->mons[i].flags & NH_MF_NOTBUILT);
    return n;
}

char mclass_symbol(enum nh_mclass c)
{
    return classes[c].symbol;
}

const char *mclass_name(enum nh_mclass c)
{
    return classes[c].name;
}

static int lower(int c)
{
    return tolower((unsigned char)c);
}

/* Case-insensitive comparison of a[0..n) with b[0..n). */
static int same_ci(const char *a, const char *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (lower(a[i]) != lower(b[i]))
            return 0;
    return 1;
}

int mclass_parse(const char *text, enum nh_mclass *out)
{
    size_t len = strlen(text);
    for (int c = 0; c < NH_MCLASS_COUNT; c++) {
        /* Symbols are case-sensitive ('d' dogs, 'D' dragons). */
        if ((len == 1 && text[0] == classes[c].symbol) ||
            (len == strlen(classes[c].name) && same_ci(text, classes[c].name, len))) {
            *out = (enum nh_mclass)c;
            return 0;
        }
    }
    return -1;
}

/* Calls fn(name, len) for the monster's name and each alias until fn
 * returns nonzero; returns that value or 0. */
static int each_name(const struct nh_monster *m, int (*fn)(const char *, size_t, void *), void *arg)
{
    int r = fn(m->name, strlen(m->name), arg);
    for (const char *a = m->aliases; !r && a && *a;) {
        const char *end = strchr(a, ';');
        size_t len = end ? (size_t)(end - a) : strlen(a);
        r = fn(a, len, arg);
        a = end ? end + 1 : a + len;
    }
    return r;
}

static int is_exact(const char *name, size_t len, void *arg)
{
    const char *text = arg;
    return strlen(text) == len && same_ci(text, name, len);
}

static int is_prefix(const char *name, size_t len, void *arg)
{
    const char *text = arg;
    size_t tl = strlen(text);
    return tl <= len && same_ci(text, name, tl);
}

int monster_matches(const struct nh_monster_table *t, const char *text, int *out, int max)
{
    int n = 0;
    for (int i = 0; i < t->count; i++)
        if (each_name(&t->mons[i], is_prefix, (void *)text)) {
            if (n < max)
                out[n] = i;
            n++;
        }
    return n;
}

int monster_find_exact(const struct nh_monster_table *t, const char *text)
{
    for (int i = 0; i < t->count; i++)
        if (each_name(&t->mons[i], is_exact, (void *)text))
            return i;
    return -1;
}

enum nh_mon_lookup monster_lookup(const struct nh_monster_table *t, const char *text, int *index)
{
    if (!*text)
        return NH_MON_UNKNOWN;
    int exact = monster_find_exact(t, text);
    if (exact >= 0) {
        *index = exact;
        return NH_MON_FOUND;
    }
    int first = -1;
    int n = monster_matches(t, text, &first, 1);
    if (n == 1) {
        *index = first;
        return NH_MON_FOUND;
    }
    return n == 0 ? NH_MON_UNKNOWN : NH_MON_AMBIGUOUS;
}

int monster_edit_distance(const char *a, const char *b)
{
    size_t la = strlen(a), lb = strlen(b);
    int *row = malloc((lb + 1) * sizeof *row);
    if (!row)
        return (int)(la > lb ? la : lb);
    for (size_t j = 0; j <= lb; j++)
        row[j] = (int)j;
    for (size_t i = 1; i <= la; i++) {
        int diag = row[0];
        row[0] = (int)i;
        for (size_t j = 1; j <= lb; j++) {
            int up = row[j];
            int cost = lower(a[i - 1]) != lower(b[j - 1]);
            int best = diag + cost;
            if (up + 1 < best)
                best = up + 1;
            if (row[j - 1] + 1 < best)
                best = row[j - 1] + 1;
            row[j] = best;
            diag = up;
        }
    }
    int d = row[lb];
    free(row);
    return d;
}

struct nearest {
    const char *text;
    int best;
};

static int note_distance(const char *name, size_t len, void *arg)
{
    struct nearest *n = arg;
    char buf[64];
    if (len >= sizeof buf)
        len = sizeof buf - 1;
    memcpy(buf, name, len);
    buf[len] = '\0';
    int d = monster_edit_distance(n->text, buf);
    if (d < n->best)
        n->best = d;
    return 0;
}

int monster_suggest(const struct nh_monster_table *t, const char *text, int *out, int max)
{
    if (max <= 0 || t->count == 0)
        return 0;
    int *dist = malloc((size_t)t->count * sizeof *dist);
    if (!dist)
        return 0;
    for (int i = 0; i < t->count; i++) {
        struct nearest n = {text, 1 << 30};
        each_name(&t->mons[i], note_distance, &n);
        dist[i] = n.best;
    }
    /* Selection of the max nearest, ties in table order (stable). */
    int n = 0;
    while (n < max && n < t->count) {
        int pick = -1;
        for (int i = 0; i < t->count; i++) {
            if (dist[i] < 0)
                continue;
            if (pick < 0 || dist[i] < dist[pick])
                pick = i;
        }
        out[n++] = pick;
        dist[pick] = -1;
    }
    free(dist);
    return n;
}

int monster_by_class(const struct nh_monster_table *t, enum nh_mclass c, int *out, int max)
{
    int n = 0;
    for (int i = 0; i < t->count; i++)
        if (t->mons[i].mclass == c && !(t->mons[i].flags & NH_MF_NOTBUILT)) {
            if (n < max)
                out[n] = i;
            n++;
        }
    return n;
}

int monster_all(const struct nh_monster_table *t, int *out, int max)
{
    int n = 0;
    for (int i = 0; i < t->count; i++)
        if (!(t->mons[i].flags & NH_MF_NOTBUILT)) {
            if (n < max)
                out[n] = i;
            n++;
        }
    return n;
}
