/* monster: table access and lookup by name, class or "all" (monster_impl.h). */
#include "kinds/monster/monster_impl.h"

#include <ctype.h>
#include <string.h>

struct mclass_info {
    char symbol;
    const char *name;
};

/* The game's class symbols (include/monsym.h, defsym.h); the names are
 * ours, after the S_ constants. */
static const struct mclass_info classes[NH_MCLASS_COUNT] = {
    {'a', "ant"},       {'b', "blob"},     {'c', "cockatrice"}, {'d', "dog"},
    {'e', "eye"},       {'f', "feline"},   {'g', "gremlin"},    {'h', "humanoid"},
    {'i', "imp"},       {'j', "jelly"},    {'k', "kobold"},     {'l', "leprechaun"},
    {'m', "mimic"},     {'n', "nymph"},    {'o', "orc"},        {'p', "piercer"},
    {'q', "quadruped"}, {'r', "rodent"},   {'s', "spider"},     {'t', "trapper"},
    {'u', "unicorn"},   {'v', "vortex"},   {'w', "worm"},       {'~', "worm_tail"},
    {'x', "xan"},       {'y', "light"},    {'z', "zruty"},      {'A', "angel"},
    {'B', "bat"},       {'C', "centaur"},  {'D', "dragon"},     {'E', "elemental"},
    {'F', "fungus"},    {'G', "gnome"},    {'H', "giant"},      {'J', "jabberwock"},
    {'K', "kop"},       {'L', "lich"},     {'M', "mummy"},      {'N', "naga"},
    {'O', "ogre"},      {'P', "pudding"},  {'Q', "quantmech"},  {'R', "rustmonst"},
    {'S', "snake"},     {'T', "troll"},    {'U', "umber"},      {'V', "vampire"},
    {'W', "wraith"},    {'X', "xorn"},     {'Y', "yeti"},       {'Z', "zombie"},
    {'@', "human"},     {' ', "ghost"},    {'\'', "golem"},     {'&', "demon"},
    {';', "eel"},       {':', "lizard"},   {'Q', "elf"},        {'U', "aberration"},
    {'`', "statue"},    {'z', "skeleton"}, {'#', "ent"},        {'{', "plant"},
    {'8', "orb"},
};

const struct nh_monster_table *monster_table(enum nh_variant v)
{
    if ((int)v < 0 || (int)v >= NH_VARIANT_COUNT || nh_monster_data[v].count == 0)
        return NULL;
    return &nh_monster_data[v];
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

int mclass_parse_in(const struct nh_monster_table *t, const char *text, enum nh_mclass *out)
{
    if (strlen(text) == 1)
        for (int i = 0; i < t->count; i++)
            if (classes[t->mons[i].mclass].symbol == text[0]) {
                *out = t->mons[i].mclass;
                return 0;
            }
    return mclass_parse(text, out);
}

/* The monster's name, then its aliases (";"-separated in the table). */
static const char *monster_form(const void *ctx, int i, int k, size_t *len)
{
    const struct nh_monster *m = &((const struct nh_monster_table *)ctx)->mons[i];
    if (k == 0) {
        *len = strlen(m->name);
        return m->name;
    }
    const char *a = m->aliases;
    for (int j = 1; a && *a; j++) {
        const char *end = strchr(a, ';');
        size_t n = end ? (size_t)(end - a) : strlen(a);
        if (j == k) {
            *len = n;
            return a;
        }
        a = end ? end + 1 : a + n;
    }
    return NULL;
}

struct nh_names monster_names(const struct nh_monster_table *t)
{
    return (struct nh_names){t, t->count, monster_form, true, "monster"};
}

int monster_matches(const struct nh_monster_table *t, const char *text, int *out, int max)
{
    struct nh_names n = monster_names(t);
    return nh_name_starting(&n, text, out, max);
}

int monster_find_exact(const struct nh_monster_table *t, const char *text)
{
    struct nh_names n = monster_names(t);
    n.prefixes = false;
    return nh_name_index(&n, text);
}

enum nh_mon_lookup monster_lookup(const struct nh_monster_table *t, const char *text, int *index)
{
    struct nh_names n = monster_names(t);
    enum nh_name_match m = nh_name_find(&n, text, index);
    return m == NH_NAME_FOUND       ? NH_MON_FOUND
           : m == NH_NAME_AMBIGUOUS ? NH_MON_AMBIGUOUS
                                    : NH_MON_UNKNOWN;
}

int monster_suggest(const struct nh_monster_table *t, const char *text, int *out, int max)
{
    struct nh_names n = monster_names(t);
    return nh_name_suggest(&n, text, out, max);
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

int monster_form_index(int *forms, int *n, int max, int mon)
{
    for (int i = 0; i < *n; i++)
        if (forms[i] == mon)
            return i;
    if (*n == max)
        return -1;
    forms[*n] = mon;
    return (*n)++;
}
