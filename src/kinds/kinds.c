/* kinds: the one list of experiment kinds (kind.h), and lookups in it. */
#include "nhmc/kind.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

extern const struct nh_kind levelup_kind, rnz_kind, regen_kind, prayer_kind, growth_kind,
    monster_kind, grace_kind, sanity_kind;

const struct nh_kind *const nh_kinds[] = {
    &levelup_kind, &rnz_kind,   &regen_kind,  &prayer_kind, &growth_kind,
    &monster_kind, &grace_kind, &sanity_kind, NULL,
};

/* The run and output options as the --help of kinds with a distribution
 * per row and 21-column option names print them (monster, regen). */
const char nh_help_run_outputs[] =
    "  --seed S           random seed (default 20261121)\n"
    "  -j, --threads N    worker threads (default: all cores)\n"
    "  --format F         table, csv or wiki (default: table on a terminal, csv otherwise)\n"
    "  -o, --output F     write to file F instead; {variant} in F: one file per variant\n"
    "  --plot F           also draw a picture with gnuplot: F.svg, F.png or F.pdf\n"
    "  --plot-script F    also keep its gnuplot script, data included\n"
    "  --histogram F      also write the whole distribution: grid columns, value,count,prob\n"
    "  --value V          where V stands in each row's distribution: adds value,\n"
    "                     p_ge = P(>= V), p_le = P(<= V), percentile (ties count\n"
    "                     half) and, by Monte Carlo, 95% intervals p_ge_lo..p_le_hi\n"
    "  --at-least V       the same columns; the sentence gives P(X >= V)\n"
    "  --at-most V        the same columns; the sentence gives P(X <= V)\n";

/* A kind's name and its command differ for prayer (nhmc pray): either
 * names it, in a scenario's kind = and on the command line alike. */
const struct nh_kind *kind_by_name(const char *name)
{
    for (int i = 0; nh_kinds[i]; i++)
        if (strcasecmp(name, nh_kinds[i]->name) == 0 || strcasecmp(name, nh_kinds[i]->command) == 0)
            return nh_kinds[i];
    return NULL;
}

const struct nh_kind *kind_by_command(const char *command)
{
    for (int i = 0; nh_kinds[i]; i++)
        if (strcmp(command, nh_kinds[i]->command) == 0 || strcmp(command, nh_kinds[i]->name) == 0)
            return nh_kinds[i];
    return NULL;
}

char *kind_help_text(const struct nh_kind *k)
{
    size_t len = 1;
    for (const char *const *part = k->help; *part; part++)
        len += strlen(*part);
    char *text = malloc(len);
    if (!text)
        return NULL;
    text[0] = '\0';
    for (const char *const *part = k->help; *part; part++)
        strcat(text, *part);
    return text;
}

int kind_key(const struct nh_kind *k, const char *name)
{
    for (int i = 0; i < k->nkeys; i++)
        if (strcasecmp(name, k->keys[i].name) == 0)
            return i;
    return -1;
}

const char *kind_key_option(const struct nh_kind *k, int i, char *buf, size_t len)
{
    const struct nh_key *key = &k->keys[i];
    if (key->option)
        return key->option;
    size_t n = 0;
    for (; key->name[n] && n + 1 < len; n++)
        buf[n] = key->name[n] == '_' ? '-' : key->name[n];
    buf[n] = '\0';
    return buf;
}
