/* params_hero: parse the hero's variants, roles and races (see params.h).
 * Every message names the bad text and says what was expected; the caller
 * adds the location. */
#include "nhmc/params.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "nhmc/text_list.h"
#include "nhmc/heroes.h"
#include "nhmc/kind.h"

/* ---- variants ---- */

static void variants_expected(unsigned accepted, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int v = 0; v < NH_VARIANT_COUNT && used < len; v++)
        if (accepted & NH_VARIANT_BIT(v))
            used += (size_t)snprintf(buf + used, len - used, "%s%s", used ? ", " : "",
                                     variant_name((enum nh_variant)v));
    if (used < len)
        snprintf(buf + used, len - used, " (or 3.7)");
}

struct variant_items {
    unsigned accepted; /* the variants accepted */
    bool seen[NH_VARIANT_COUNT];
};

static int variant_item(const char *item, void *ctx, char *err, size_t errlen)
{
    struct variant_items *vi = ctx;
    enum nh_variant v;
    char expected[128];
    variants_expected(vi->accepted, expected, sizeof expected);
    if (variant_parse(item, &v) != 0) {
        char why[256];
        nh_name_why(&nh_variant_names, item, why, sizeof why);
        return nh_fail(err, errlen, "%s; expected %s", why, expected);
    }
    if (!(vi->accepted & NH_VARIANT_BIT(v))) {
        char kinds[256];
        return nh_fail(err, errlen, "%s is modelled for %s only; expected %s", variant_name(v),
                       kinds_of_variant(v, false, kinds, sizeof kinds), expected);
    }
    vi->seen[v] = true;
    return 0;
}

int parse_variants(unsigned accepted, const char *text, struct nh_hero_grid *g, char *err,
                   size_t errlen)
{
    struct variant_items vi = {.accepted = accepted};
    char expected[128];
    variants_expected(accepted, expected, sizeof expected);
    if (parse_list(text, expected, variant_item, &vi, err, errlen) != 0)
        return -1;
    g->nvariants = 0;
    for (int v = 0; v < NH_VARIANT_COUNT; v++)
        if (vi.seen[v])
            g->variants[g->nvariants++] = (enum nh_variant)v;
    return 0;
}

/* ---- roles and races ---- */

/* "HEAD, then each of the n names (3 letters or full name, any case)" */
static void names_expected(char *buf, size_t len, const char *head, const struct nh_hero_table *t,
                           bool roles)
{
    size_t used = (size_t)snprintf(buf, len, "%s", head);
    int n = roles ? t->nroles : t->nraces;
    for (int r = 0; r < n && used < len; r++)
        used += (size_t)snprintf(buf + used, len - used, "%s%s", r ? ", " : "",
                                 roles ? t->roles[r].abbr : t->races[r].name);
    if (used < len)
        snprintf(buf + used, len - used, " (a name, abbreviation or unique prefix, any case)");
}

/* What a list of roles or of races is made of. */
struct name_set {
    unsigned *set;
    const struct nh_hero_table *heroes;
    bool roles; /* a list of roles, else of races */
    bool valid; /* "valid" is a word of the list, like "all" */
};

static void set_expected(const struct name_set *ns, char *buf, size_t len)
{
    names_expected(buf, len, ns->roles ? "all, or roles from " : "valid, all, or races from ",
                   ns->heroes, ns->roles);
}

/* One name of the list into the set; "all" (or "valid") must stand alone. */
static int name_item(const char *item, void *ctx, char *err, size_t errlen)
{
    const struct name_set *ns = ctx;
    const struct nh_names *names = ns->roles ? ns->heroes->role_names : ns->heroes->race_names;
    int r = nh_name_index(names, item);
    if (r < 0) {
        char expected[512];
        set_expected(ns, expected, sizeof expected);
        /* (a role list names the word as "all", whatever its case) */
        if (strcasecmp(item, "all") == 0 || (ns->valid && strcasecmp(item, "valid") == 0))
            return nh_fail(err, errlen, "\"%s\" must stand alone; expected %s",
                           ns->valid ? item : "all", expected);
        char why[256];
        if (!nh_hero_dnh_only(names, item, why, sizeof why) &&
            !(ns->roles && nh_hero_devel_only(item, why, sizeof why)))
            nh_name_why(names, item, why, sizeof why);
        return nh_fail(err, errlen, "%s; expected %s", why, expected);
    }
    *ns->set |= 1u << r;
    return 0;
}

/* The set of names a list gives (item adds one to *set), or all count of
 * them when every (the list is "all", or for races "valid"). */
static int parse_set(const char *text, bool every, int count, const struct name_set *ns, char *err,
                     size_t errlen)
{
    char buf[512];
    *ns->set = every ? (1u << count) - 1 : 0;
    if (every)
        return 0;
    set_expected(ns, buf, sizeof buf);
    return parse_list(text, buf, name_item, (void *)ns, err, errlen);
}

/* Why a role may not be a race, for a message: "Knight cannot be elf;
 * Knight may be human (or ask for race valid)". */
static int refuse_pair(const struct nh_hero_table *t, int role, int race, const char *tail,
                       char *err, size_t errlen)
{
    char allowed[256], more[160] = "";
    nh_hero_races_text(t, role, allowed, sizeof allowed);
    if (t == &nh_vanilla_heroes && nh_dnh_heroes.legal(role, race))
        snprintf(more, sizeof more,
                 " in vanilla NetHack (dNetHack allows it; its own heroes are modelled by levelup "
                 "--variant dnethack only)");
    return nh_fail(err, errlen, "%s cannot be %s%s; %s may be %s%s", t->roles[role].name,
                   t->races[race].name, more, t->roles[role].name, allowed, tail);
}

/* Both lists explicit: every named role must allow every named race. */
static int check_pairs(const struct nh_hero_table *t, unsigned roles, unsigned races, char *err,
                       size_t errlen)
{
    for (int role = 0; role < t->nroles; role++) {
        if (!(roles >> role & 1u))
            continue;
        for (int race = 0; race < t->nraces; race++)
            if ((races >> race & 1u) && !t->legal(role, race))
                return refuse_pair(t, role, race, " (or ask for race valid)", err, errlen);
    }
    return 0;
}

int parse_roles_races_in(const struct nh_hero_table *t, const char *roles, const char *races,
                         struct nh_hero_grid *g, char *err, size_t errlen)
{
    unsigned role_set, race_set;
    bool all_roles = nh_is_word(roles, "all");
    bool any_race = nh_is_word(races, "valid") || nh_is_word(races, "all");
    const struct name_set role_names = {&role_set, t, true, false};
    const struct name_set race_names = {&race_set, t, false, true};
    if (parse_set(roles, all_roles, t->nroles, &role_names, err, errlen) != 0 ||
        parse_set(races, any_race, t->nraces, &race_names, err, errlen) != 0)
        return -1;
    if (!all_roles && !any_race && check_pairs(t, role_set, race_set, err, errlen) != 0)
        return -1;
    /* With roles = all, roles that allow none of the listed races drop out. */
    int n = 0;
    struct nh_pair pairs[NH_ROLE_MAX * NH_RACE_MAX];
    for (int role = 0; role < t->nroles; role++)
        for (int race = 0; race < t->nraces; race++)
            if ((role_set >> role & 1u) && (race_set >> race & 1u) && t->legal(role, race))
                pairs[n++] = (struct nh_pair){role, race};
    if (n == 0)
        return nh_fail(err, errlen, "no role may be any of \"%s\"; expected races some role allows",
                       races);
    memcpy(g->pairs, pairs, (size_t)n * sizeof pairs[0]);
    g->npairs = n;
    return 0;
}

int parse_roles_races(const char *roles, const char *races, struct nh_hero_grid *g, char *err,
                      size_t errlen)
{
    return parse_roles_races_in(&nh_vanilla_heroes, roles, races, g, err, errlen);
}

/* paired = role, race: the two lists side by side. */
static enum nh_pair_fault zip_role_race(const char *roles, const char *races, bool role_paired,
                                        const char *example, int *role, int *race, int *npairs,
                                        char *err, size_t errlen)
{
    int cap = NH_ROLE_COUNT * NH_RACE_COUNT;
    struct nh_name_list rl = {role, 0, cap, &nh_role_names};
    struct nh_name_list al = {race, 0, cap, &nh_race_names};
    char expected[64];
    int ex = role_parse(example);
    snprintf(expected, sizeof expected, "role names (%s or %s)", example,
             ex >= 0 ? nh_roles[ex].name : example);
    if (!role_paired) {
        nh_fail(err, errlen,
                "race can be paired only together with role; expected e.g. paired = "
                "role, race");
        return NH_PAIR_PAIRED;
    }
    if (!races) {
        nh_fail(err, errlen, "race is paired but not given; expected a race list");
        return NH_PAIR_PAIRED;
    }
    if (strcasecmp(roles, "all") == 0) {
        for (int r = 0; r < NH_ROLE_COUNT; r++)
            role[r] = r;
        rl.n = NH_ROLE_COUNT;
    } else if (parse_list(roles, expected, parse_name_item, &rl, err, errlen) != 0) {
        return NH_PAIR_ROLE;
    }
    if (strcasecmp(races, "valid") == 0 || strcasecmp(races, "all") == 0) {
        nh_fail(err, errlen, "race %s cannot be paired; expected a list of races, one per role",
                races);
        return NH_PAIR_RACE;
    }
    if (parse_list(races, "race names (human or hum)", parse_name_item, &al, err, errlen) != 0)
        return NH_PAIR_RACE;
    if (rl.n != al.n) {
        nh_fail(err, errlen, "paired lists must be equally long; role has %d values, race has %d",
                rl.n, al.n);
        return NH_PAIR_PAIRED;
    }
    for (int i = 0; i < rl.n; i++)
        if (!role_allows_race(role[i], race[i])) {
            refuse_pair(&nh_vanilla_heroes, role[i], race[i], "", err, errlen);
            return NH_PAIR_RACE;
        }
    *npairs = rl.n;
    return NH_PAIR_OK;
}

enum nh_pair_fault parse_role_race_pairs(const char *roles, const char *races, bool zip,
                                         bool role_paired, const char *example, int *role,
                                         int *race, int *npairs, int *nraces, char *err,
                                         size_t errlen)
{
    if (!roles) {
        nh_fail(err, errlen, "role is missing; expected e.g. role = %s (a list, or all)", example);
        return NH_PAIR_ROLE;
    }
    if (zip) {
        enum nh_pair_fault f =
            zip_role_race(roles, races, role_paired, example, role, race, npairs, err, errlen);
        *nraces = *npairs;
        return f;
    }
    struct nh_hero_grid hg;
    /* Roles alone first, so that an error is put on the right key. */
    if (parse_roles_races(roles, "valid", &hg, err, errlen) != 0)
        return NH_PAIR_ROLE;
    if (races && parse_roles_races(roles, races, &hg, err, errlen) != 0)
        return NH_PAIR_RACE;
    for (int i = 0; i < hg.npairs; i++) {
        role[i] = hg.pairs[i].role;
        race[i] = hg.pairs[i].race;
    }
    *npairs = hg.npairs;
    *nraces = 1;
    return NH_PAIR_OK;
}
