/* list: `nhmc list WHAT`, the names nhmc accepts: variants, roles and
 * races here, and whatever the kinds list (kind.h). */
#include <stdio.h>
#include <string.h>

#include "cli/cli_common.h"
#include "nhmc/heroes.h"
#include "nhmc/names.h"
#include "nhmc/hero_rules.h"
#include "nhmc/variant.h"

static const char list_help[] = "Usage: nhmc list variants|roles|races\n"
                                "       nhmc list roles|races --variant V (V's own heroes)\n"
                                "       nhmc list places|sanity-species (dNetHack sanity)\n"
                                "       nhmc list monsters [--variant V] [--class C]\n"
                                "\n"
                                "Print the names nhmc accepts, with their facts.\n";

static bool in_list(const char *const *names, const char *what)
{
    for (; names && *names; names++)
        if (strcmp(*names, what) == 0)
            return true;
    return false;
}

/* The kind that lists `what`, or NULL. */
static const struct nh_kind *kind_listing(const char *what)
{
    for (int i = 0; nh_kinds[i]; i++)
        if (in_list(nh_kinds[i]->lists, what) || in_list(nh_kinds[i]->hidden_lists, what))
            return nh_kinds[i];
    return NULL;
}

/* "variants, roles, races, monsters, ..." with `last` before the last. */
static void lists_text(const char *last, char *buf, size_t len)
{
    const char *names[32] = {"variants", "roles", "races"};
    int n = 3;
    for (int i = 0; nh_kinds[i]; i++)
        for (const char *const *l = nh_kinds[i]->lists; l && *l && n < 32; l++)
            names[n++] = *l;
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < n && used < len; i++)
        used += (size_t)snprintf(buf + used, len - used, "%s%s",
                                 i == 0       ? ""
                                 : i == n - 1 ? last
                                              : ", ",
                                 names[i]);
}

static void list_roles(void)
{
    printf("%-4s %-13s %-5s %-5s %-8s %-5s %s\n", "abbr", "role", "start", "lo", "hi", "xlev",
           "races");
    for (int r = 0; r < NH_ROLE_COUNT; r++) {
        const struct nh_role *ro = &nh_roles[r];
        char races[64] = "", lo[16];
        for (int a = 0; a < NH_RACE_COUNT; a++)
            if (role_allows_race(r, a)) {
                strcat(races, races[0] ? "," : "");
                strcat(races, nh_races[a].abbr);
            }
        snprintf(lo, sizeof lo, "d%d", ro->hp.lornd);
        printf("%-4s %-13s %-5d %-5s %-8d %-5d %s\n", ro->abbr, ro->name, ro->hp.infix, lo,
               ro->hp.hifix, ro->xlev, races);
    }
    printf("\nstart: role part of starting HP; lo: role die per level below xlev;\n"
           "hi: role's fixed gain per level from xlev on (race parts: nhmc list races).\n");
}

static void list_races(void)
{
    printf("%-4s %-6s %-5s %-5s %-3s %s\n", "abbr", "race", "start", "lo", "hi", "max Con");
    for (int a = 0; a < NH_RACE_COUNT; a++) {
        const struct nh_race *ra = &nh_races[a];
        char lo[16];
        snprintf(lo, sizeof lo, "d%d", ra->hp.lornd);
        printf("%-4s %-6s %-5d %-5s %-3d %d\n", ra->abbr, ra->name, ra->hp.infix, lo, ra->hp.hifix,
               ra->attrmax[A_CON]);
    }
}

/* One part of a dNetHack level gain as newhp() rolls it: "1", "d8",
 * "1+d2", "rn2(2)" (a die of size 1 is rn2(2): 0 or 1). */
static void dnh_part(int fix, int sides, char *buf, size_t len)
{
    char die[16] = "";
    if (sides == 1)
        snprintf(die, sizeof die, "rn2(2)");
    else if (sides > 1)
        snprintf(die, sizeof die, "d%d", sides);
    if (!die[0])
        snprintf(buf, len, "%d", fix);
    else if (fix)
        snprintf(buf, len, "%d+%s", fix, die);
    else
        snprintf(buf, len, "%s", die);
}

static void list_dnh_roles(void)
{
    const struct nh_hero_table *h = &nh_dnh_heroes;
    printf("%-4s %-13s %-5s %-9s %-9s %-4s %-6s %s\n", "abbr", "role", "start", "lo", "hi", "xlev",
           "record", "races");
    for (int r = 0; r < h->nroles; r++) {
        const struct nh_role *ro = &h->roles[r];
        char races[96] = "", lo[24], hi[24];
        for (int a = 0; a < h->nraces; a++)
            if (h->legal(r, a)) {
                strcat(races, races[0] ? "," : "");
                strcat(races, h->races[a].abbr);
                strcat(races, dnh_hero_selectable(r, a) ? "" : "*");
            }
        dnh_part(ro->hp.lofix, ro->hp.lornd, lo, sizeof lo);
        dnh_part(ro->hp.hifix, ro->hp.hirnd, hi, sizeof hi);
        printf("%-4s %-13s %-5d %-9s %-9s %-4d %-6d %s\n", ro->abbr, ro->name, ro->hp.infix, lo, hi,
               ro->xlev, ro->initrecord, races);
    }
    printf("\ndNetHack compat-3.23.0 (src/role.c roles[]). start: role part of the starting\n"
           "roll; lo, hi: role part of a gain below xlev and from xlev on; record: starting\n"
           "alignment record; races: the heroes the game starts (* no alignment fits: the\n"
           "menus offer them all the same, and u_init() sets the alignment).\n");
}

static void list_dnh_races(void)
{
    const struct nh_hero_table *h = &nh_dnh_heroes;
    printf("%-4s %-19s %-5s %-9s %-9s %s\n", "abbr", "race", "start", "lo", "hi", "max Con");
    for (int a = 0; a < NH_DNH_ALL_RACES; a++) {
        const struct nh_race *ra = &nh_dnh_races[a];
        char lo[24], hi[24], name[40];
        dnh_part(ra->hp.lofix, ra->hp.lornd, lo, sizeof lo);
        dnh_part(ra->hp.hifix, ra->hp.hirnd, hi, sizeof hi);
        snprintf(name, sizeof name, "%s%s", ra->name, a < h->nraces ? "" : "*");
        printf("%-4s %-19s %-5d %-9s %-9s %d\n", a < h->nraces ? ra->abbr : "-", name, ra->hp.infix,
               lo, hi, ra->attrmax[A_CON]);
    }
    printf("\ndNetHack compat-3.23.0 (src/role.c races[]). * role_init() makes an\n"
           "Anachrononaut drow a myrkalfr and an Anachrononaut clockwork automaton an\n"
           "android; they are named by the race chosen (drow, clockwork automaton).\n");
}

/* A part of a gain in xNetHack, EvilHack and UnNetHack: "1", "d8", "1+d4"
 * (newhp() adds rnd(N) for a size N above 0). */
static void dice_part(int fix, int sides, char *buf, size_t len)
{
    if (sides <= 0)
        snprintf(buf, len, "%d", fix);
    else if (fix == 0)
        snprintf(buf, len, "d%d", sides);
    else
        snprintf(buf, len, "%d+d%d", fix, sides);
}

/* The roles or races of xNetHack, EvilHack or UnNetHack (heroes.h), in
 * nhmc's order: vanilla's first, then the game's own. */
static void list_variant_heroes(enum nh_variant v, bool roles)
{
    const struct nh_hero_table *h = nh_heroes(v);
    char start[24], lo[24], hi[24];
    if (!roles) {
        printf("%-4s %-10s %-10s %-6s %-6s %-6s %s\n", "abbr", "race", "adjective", "start", "lo",
               "hi", "max Con");
        for (int a = 0; a < h->nraces; a++) {
            const struct nh_race *ra = &h->races[a];
            dice_part(ra->hp.infix, ra->hp.inrnd, start, sizeof start);
            dice_part(ra->hp.lofix, ra->hp.lornd, lo, sizeof lo);
            dice_part(ra->hp.hifix, ra->hp.hirnd, hi, sizeof hi);
            printf("%-4s %-10s %-10s %-6s %-6s %-6s %d\n", ra->abbr, ra->name, ra->adj, start, lo,
                   hi, ra->attrmax[A_CON]);
        }
        printf("\n%s src/role.c races[]: the race's part of the starting HP and of a gain\n"
               "below xlev and from xlev on.\n",
               variant_game(v));
        return;
    }
    printf("%-4s %-13s %-10s %-5s %-5s %-5s %-4s %-6s %s\n", "abbr", "role", "female", "start",
           "lo", "hi", "xlev", "record", "races");
    for (int r = 0; r < h->nroles; r++) {
        const struct nh_role *ro = &h->roles[r];
        char races[96] = "";
        for (int a = 0; a < h->nraces; a++)
            if (h->legal(r, a)) {
                strcat(races, races[0] ? "," : "");
                strcat(races, h->races[a].abbr);
            }
        dice_part(ro->hp.infix, ro->hp.inrnd, start, sizeof start);
        dice_part(ro->hp.lofix, ro->hp.lornd, lo, sizeof lo);
        dice_part(ro->hp.hifix, ro->hp.hirnd, hi, sizeof hi);
        printf("%-4s %-13s %-10s %-5s %-5s %-5s %-4d %-6d %s\n", ro->abbr, ro->name,
               ro->aliases[0] ? ro->aliases[0] : "-", start, lo, hi, nh_hero_xlev(h, r),
               ro->initrecord, races);
    }
    printf("\n%s src/role.c roles[]. start, lo, hi: the role's part of the\n"
           "starting HP and of a gain below xlev and from xlev on; record: starting alignment\n"
           "record; races: the heroes the game starts.\n",
           variant_game(v));
}

/* `roles` or `races`, with an optional --variant V (V's own table). */
static int list_heroes(int argc, char **argv)
{
    enum nh_variant v = NH_VARIANT_DEFAULT;
    bool roles = strcmp(argv[0], "roles") == 0;
    const char *text = NULL;
    if (argc == 3 && strcmp(argv[1], "--variant") == 0)
        text = argv[2];
    else if (argc == 2 && strncmp(argv[1], "--variant=", 10) == 0)
        text = argv[1] + 10;
    else if (argc != 1)
        return usage_error("list", "expected nhmc list roles|races [--variant V]");
    if (text && variant_parse(text, &v) != 0) {
        char why[256], msg[320];
        nh_name_why(&nh_variant_names, text, why, sizeof why);
        snprintf(msg, sizeof msg, "%s; expected a variant that nhmc list variants shows", why);
        return usage_error("list", msg);
    }
    if (v == NH_VDNH)
        roles ? list_dnh_roles() : list_dnh_races();
    else if (nh_hero_dice_variant(v))
        list_variant_heroes(v, roles);
    else
        roles ? list_roles() : list_races();
    return NH_EXIT_OK;
}

int cli_list(int argc, char **argv)
{
    char names[256], msg[384];
    if (argc == 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
        fputs(list_help, stdout);
        return NH_EXIT_OK;
    }
    const struct nh_kind *k = argc >= 2 ? kind_listing(argv[1]) : NULL;
    if (k && k->list_options)
        return k->list(argc - 1, argv + 1);
    if (argc >= 3 && (strcmp(argv[1], "roles") == 0 || strcmp(argv[1], "races") == 0) &&
        strncmp(argv[2], "--variant", 9) == 0) {
        int st = list_heroes(argc - 1, argv + 1);
        if (st != NH_EXIT_OK)
            return st;
        if (fflush(stdout) != 0 || ferror(stdout)) {
            perror("nhmc: error writing standard output");
            return NH_EXIT_RUN;
        }
        return NH_EXIT_OK;
    }
    if (argc != 2) {
        lists_text(", ", names, sizeof names);
        snprintf(msg, sizeof msg, "expected one of: %s", names);
        return usage_error("list", msg);
    }
    const char *what = argv[1];
    if (k) {
        int st = k->list(1, argv + 1);
        if (st != NH_EXIT_OK)
            return st;
    } else if (strcmp(what, "variants") == 0) {
        for (int v = 0; v < NH_VARIANT_COUNT; v++) {
            char kinds[256];
            printf("%-6s %s: %s\n", variant_name((enum nh_variant)v),
                   variant_description((enum nh_variant)v),
                   kinds_of_variant((enum nh_variant)v, true, kinds, sizeof kinds));
        }
    } else if (strcmp(what, "roles") == 0) {
        list_roles();
    } else if (strcmp(what, "races") == 0) {
        list_races();
    } else {
        lists_text(" or ", names, sizeof names);
        snprintf(msg, sizeof msg, "cannot list \"%s\"; expected %s", what, names);
        return usage_error("list", msg);
    }
    if (fflush(stdout) != 0 || ferror(stdout)) {
        perror("nhmc: error writing standard output");
        return NH_EXIT_RUN;
    }
    return NH_EXIT_OK;
}
