/* grid_keys: read a kind's keys that are not lists, and the variant list
 * (see grid.h). */
#include "nhmc/grid.h"

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

int grid_parse_flag(const char *text, bool *out, char *err, size_t errlen)
{
    if (text && parse_on_off(text, out) != 0)
        return nh_fail(err, errlen, "\"%s\" is not on or off; expected on or off", text);
    return 0;
}

int grid_parse_single(const struct nh_key *key, const char *text, const char *note, int *out,
                      char *err, size_t errlen)
{
    long lo, hi;
    if (!text)
        return 0;
    int st = parse_whole_range(text, key->lo, key->hi, &lo, &hi);
    if (st == 0 && lo == hi && !strchr(text, '-')) {
        *out = (int)lo;
        return 0;
    }
    if (st == -3)
        return nh_fail(err, errlen, "%s is out of range; expected %s", text, key->expected);
    return nh_fail(err, errlen, "\"%s\" is not a number; expected %s%s", text, key->expected, note);
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
