/* grid_keys: read a kind's keys that are not lists, and the variant list
 * (see grid.h). */
#include "nhmc/grid.h"

#include <stdint.h>
#include <string.h>
#include <strings.h>

void grid_given(const char *const *texts, int nkeys, bool *given)
{
    for (int k = 0; k < nkeys; k++)
        given[k] = texts[k] != NULL;
}

int grid_parse_variants(unsigned accepted, const char *text, enum nh_variant *out, int *n,
                        char *err, size_t errlen)
{
    struct nh_hero_grid hg;
    if (parse_variants(accepted, text ? text : variant_name(NH_VARIANT_DEFAULT), &hg, err,
                       errlen) != 0)
        return -1;
    *n = hg.nvariants;
    memcpy(out, hg.variants, (size_t)hg.nvariants * sizeof out[0]);
    return 0;
}

int grid_parse_paired(const struct nh_key *keys, int first, int last, const char *text,
                      const char *examples, unsigned *paired, char *err, size_t errlen)
{
    const char *names[32];
    unsigned set = 0;
    for (int k = first; k <= last; k++)
        names[k - first] = keys[k].name;
    struct nh_key_set ks = {&set, names, last - first + 1, examples};
    if (text && parse_list(text, "list keys", parse_key_item, &ks, err, errlen) != 0)
        return -1;
    *paired = set << first;
    return 0;
}

int grid_parse_single(const struct nh_key *key, const char *text, long *out, char *err,
                      size_t errlen)
{
    long lo, hi;
    const struct nh_grid_word *w = grid_word_find(key->words, text);
    if (w) {
        *out = w->value;
        return 0;
    }
    int st = parse_whole_range(text, key->lo, key->hi, &lo, &hi);
    bool one = st == 0 && lo == hi && ((key->grid & NH_GRID_IN_RANGE) || !strchr(text, '-'));
    if (one) {
        *out = lo;
        return 0;
    }
    if (key->grid & NH_GRID_NOT_ALLOWED)
        return nh_fail(err, errlen, "\"%s\" is not allowed; expected %s", text, key->expected);
    if (key->grid & NH_GRID_IN_RANGE)
        return nh_fail(err, errlen, "\"%s\" is not one number in range; expected %s", text,
                       key->expected);
    if (st == -3)
        return nh_fail(err, errlen, "%s is out of range; expected %s", text, key->expected);
    return nh_fail(err, errlen, "\"%s\" is not a number; expected %s%s", text, key->expected,
                   key->grid & NH_GRID_ONE_VALUE ? " (one value)" : "");
}

/* v into the field of a single-valued key: a bool, an int or an int64_t. */
static void store(const struct nh_key *key, void *grid, long v)
{
    char *at = (char *)grid + key->offset;
    if (key->size == sizeof(bool))
        *(bool *)at = v != 0;
    else if (key->size == sizeof(int))
        *(int *)at = (int)v;
    else
        *(int64_t *)at = v;
}

/* One of key->words, or what key->word makes of the text. */
static int parse_word(const struct nh_key *key, const char *text, long *out, char *err,
                      size_t errlen)
{
    const struct nh_grid_word *w = grid_word_find(key->words, text);
    if (w) {
        *out = w->value;
        return 0;
    }
    int v = key->word ? key->word(text) : -1;
    if (v < 0)
        return nh_fail(err, errlen, "unknown %s \"%s\"; expected %s", key->label, text,
                       key->expected);
    *out = v;
    return 0;
}

/* A key of one value (NH_GRID_INT, _FLAG, _WORD) into its field; its
 * fallback when not given. */
int grid_parse_one(const struct nh_key *key, const char *text, void *grid, char *err, size_t errlen)
{
    long v = key->fallback;
    bool b;
    if (!text)
        ;
    else if (key->grid & NH_GRID_FLAG) {
        if (parse_on_off(text, &b) != 0)
            return nh_fail(err, errlen, "\"%s\" is not on or off; expected on or off", text);
        v = b;
    } else if (key->grid & NH_GRID_WORD) {
        if (parse_word(key, text, &v, err, errlen) != 0)
            return -1;
    } else if (grid_parse_single(key, text, &v, err, errlen) != 0) {
        return -1;
    }
    store(key, grid, v);
    return 0;
}

int grid_parse_roles_races(const char *const *texts, int role_key, int race_key, int paired_key,
                           unsigned paired, const char *example, int *role, int *race, int *n,
                           int *bad, char *err, size_t errlen)
{
    enum nh_pair_fault f =
        parse_role_race_pairs(texts[role_key], texts[race_key], (paired & (1u << race_key)) != 0,
                              (paired & (1u << role_key)) != 0, example, role, race, &n[role_key],
                              &n[race_key], err, errlen);
    if (f == NH_PAIR_OK)
        return 0;
    *bad = nh_pair_fault_key(f, role_key, race_key, paired_key);
    return -1;
}
